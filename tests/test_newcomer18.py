"""What a new user, working from the README alone, tripped over in the
eighteenth pass: each case is the exact line, record or picture a user gets now."""

from __future__ import annotations

KINDS = ("pack, calendar, dominofit, yinyang, cover, nurikabe, starbattle, lightup, heyawake, norinori, lits, "
         "statuepark, slitherlink, masyu, sudoku, hitori")


def test_an_unsolved_genres_url_is_named_even_with_a_variant_field(run_cli):
    """`gridsat solve 'https://puzz.link/p?simpleloop/v:/11/11/...'` (penpa-edit's own test URL) said
    "URL: not a puzzle gridsat can read": the 'v:' field (or a bad size) hid the genre the URL names,
    while the same URL without it said "a 'simpleloop' puzzle: a genre gridsat does not solve"."""
    for url in ("https://puzz.link/p?simpleloop/v:/11/11/0408080080k400g014000024g",
                "https://puzz.link/p?simpleloop/0/11/0408"):
        assert run_cli("solve", url) == (
            2, "", f"gridsat: error: URL: a 'simpleloop' puzzle: a genre gridsat does not solve (kinds: {KINDS})\n")
    assert run_cli("solve", "https://puzz.link/p?mashuu/v:/6/6/1063000i3000")[2] == (
        "gridsat: error: URL: a 'mashuu' puzzle: a genre gridsat does not solve (did you mean 'mashu', gridsat's "
        f"masyu?) (kinds: {KINDS})\n")
    # a genre gridsat has keeps its own reader's line
    assert run_cli("solve", "https://puzz.link/p?nurikabe/0/0/")[2] == (
        "gridsat: error: Nurikabe: URL column count '0' is not a whole number from 1 to 1000\n")
