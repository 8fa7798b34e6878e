"""The eighty-third pass, part D: a puzzle solver pasting the puzz.link URLs they find."""

from __future__ import annotations

import pytest
from test_newcomer20 import KINDS


@pytest.mark.parametrize("genre", ["nurimaze", "norinuri", "swslither", "lither", "tslither", "vslither"])
def test_a_puzzlink_genre_of_its_own_is_offered_no_close_name(run_cli, genre):
    """A Nuri-Maze URL was asked "did you mean 'nurikabe'?" (a Norinuri 'norinori', a Sheep Wolf Slitherlink
    'slither'): false, as they are puzz.link genres of their own, and solving one by the other's rules is wrong."""
    assert run_cli("solve", f"https://puzz.link/p?{genre}/5/5/abc") == (
        2, "", f"gridsat: error: URL: a {genre!r} puzzle: a genre gridsat does not solve (kinds: {KINDS})\n")
    code, _, err = run_cli("solve", "https://puzz.link/p?nurikabee/5/5/abc")  # a typo is still offered its name
    assert code == 2 and "(did you mean 'nurikabe'?)" in err


def test_a_puzzle_given_to_generate_is_told_to_solve(run_cli, tmp_path):
    """`gridsat generate URL` (a solver pasting the URL after the wrong command) was click's "No such command
    'https://puzz.link/p?nurikabe/5/5/g5k2o1k3g'.", and a typo 'yinyan' the same with no close name."""
    url = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
    assert run_cli("generate", url) == (
        2, "", f"gridsat: error: '{url}' is a puzzle, and generate makes new ones of a kind "
               f"(kinds with one: aqre, cave, countryroad, creek, dominofit, gokigen, kurodoko, kurotto, lightup, mochikoro, nonogram, nurikabe, nurimisaki, ripple, shikaku, slitherlink, tentaisho, yinyang): to solve it, gridsat solve "
               f"'{url}' (see 'gridsat generate --help')\n")
    assert run_cli("generate", "yinyan") == (
        2, "", "gridsat: error: 'yinyan' is no kind with a generator (did you mean "
               "'yinyang'?) (kinds with one: aqre, cave, countryroad, creek, dominofit, gokigen, kurodoko, kurotto, lightup, mochikoro, nonogram, nurikabe, nurimisaki, ripple, shikaku, slitherlink, tentaisho, yinyang) (see 'gridsat "
               "generate --help')\n")
    code, _, err = run_cli("generate", "akari")  # puzz.link's name: still told its kind
    assert code == 2 and "the kind is 'lightup' (puzz.link calls it 'akari')" in err


def test_a_kinds_own_reader_offers_a_puzzlink_genre_no_close_name():
    """`kinds.get('nurikabe').parse(NURIMAZE_URL)` said "not nurikabe (did you mean 'nurikabe'?)": the same false
    close name as the command line's, in the sibling reader of each puzz.link kind."""
    import gridsat
    from gridsat.core.errors import PuzzleInputError

    with pytest.raises(PuzzleInputError, match=r"^Nurikabe: URL is a 'nurimaze' puzzle, not a Nurikabe puzzle$"):
        gridsat.kinds.get("nurikabe").parse("https://puzz.link/p?nurimaze/5/5/abc")
    with pytest.raises(PuzzleInputError, match=r"\(did you mean 'starbattle'\?\)$"):  # a typo keeps its close name
        gridsat.kinds.get("starbattle").parse("https://puzz.link/p?starbatle/5/5/abc")
    with pytest.raises(PuzzleInputError, match=r"the genre 'starbattle' \(p\?starbattle/\.\.\.\): write the address so$"):
        gridsat.kinds.get("starbattle").parse("https://puzz.link/p?star-battle/5/5/abc")  # its title: told as the CLI


REDIRECT = "https://www.google.com/url?q=https://puzz.link/p?nurikabe/5/5/g5k2o1k3g&sa=D"


@pytest.mark.parametrize("command, where", [("solve", "URL"), ("nurikabe", "Nurikabe")])
def test_a_redirect_link_holding_a_puzzlink_url_is_told_the_url_inside(run_cli, command, where):
    """A search result's link (google.com/url?q=URL&sa=D) was told "a web address with no puzz.link puzzle in it"
    (untrue) by `solve`, and "URL column count '' is not a whole number" by `gridsat nurikabe`."""
    assert run_cli(command, REDIRECT) == (
        2, "", f"gridsat: error: {where}: a link to another page holding a puzz.link URL: gridsat opens no web "
               "pages: give the puzz.link URL inside it alone, https://puzz.link/p?nurikabe/5/5/g5k2o1k3g\n")
    code, _, err = run_cli("solve", "https://bit.ly/3xYzAbc")  # a link without one keeps its words
    assert code == 2 and "a web address with no puzz.link puzzle in it: gridsat opens no web pages; give" in err


def test_a_url_encoded_whole_is_told_it_is_percent_encoded(run_cli):
    """A URL copied out of another link's query, its ':' encoded too ('https%3A%2F%2Fpuzz.link%2Fp%3F...'), was
    "cannot read puzzle file: No such file or directory"; its '?' and '/' encoded alone were already named."""
    assert run_cli("solve", "https%3A%2F%2Fpuzz.link%2Fp%3Fnurikabe%2F5%2F5%2Fg5k2o1k3g") == (
        2, "", "gridsat: error: URL: a URL with its '?' or '/' written as %3F or %2F (percent-encoded): write them "
               "plainly\n")
