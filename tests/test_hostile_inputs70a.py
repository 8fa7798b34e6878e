"""Hostile pass 70, part a: the command line's faults, each pinned."""

from __future__ import annotations

import pytest


@pytest.mark.slow  # (1.4 s of the default run, sitting 14: the slow set runs it)
def test_a_counting_search_looks_at_its_stop_byte_within_a_subset_pass():
    # the compiled counting search's subset rule read, for every rule, every rule sharing a variable with it, and
    # looked at the clock only after its pass: a 100x100 LITS board of one region (10,000 cells in every cell's
    # rules) read 10^8 variables in its first pass, and `gridsat lits -t 2` answered "unknown after 4.134 s"; now it
    # looks every 2^20 variables read (CPU time, not the clock: the machine may be loaded)
    from test_hostile_inputs66a import stopped_search

    n = 100
    seconds, counted = stopped_search("lits", "\n".join(" ".join("." * n) for _ in range(n)) + "\n", 1,
                                      "search_model")
    assert seconds < 0.4  # before: 1.2 s and more
    assert (counted.count, counted.complete) == (0, False)


def test_a_file_named_with_a_leading_dash_is_told_to_be_written_dot_slash(run_cli, tmp_path, monkeypatch):
    # `gridsat lightup -l4.txt` (a file of that name there) said "No such option: -l", and `-t5.txt` was read as
    # -t of '5.txt' ("not a number"); an option's value that starts with '-' (--png -x.png) is left alone
    monkeypatch.chdir(tmp_path)
    for name in ("-l4.txt", "-t5.txt"):
        (tmp_path / name).write_text("lightup\n. . . .\n. 1 . .\n. . # .\n. . . .\n")
        code, out, err = run_cli("lightup", name)
        assert code == 2
        assert err.strip() == (f"gridsat: error: '{name}' was read as options, as a name starting with '-' is: "
                               f"give the file as ./{name} (see 'gridsat lightup --help')")
    code, out, err = run_cli("lightup", "--png", "-l4.txt", "-zz")
    assert "No such option: -z" in err
    code, out, err = run_cli("lightup", "./-l4.txt")
    assert code == 0, err


def test_a_hint_or_grade_of_another_kind_than_kind_names_the_kind_it_is(run_cli, tmp_path):
    # `gridsat grade -k masyu LIGHTUP-URL` was refused before the URL was read and told "what every answer shares:
    # gridsat masyu 'https://puzz.link/p?akari/...' --forced", a command that refuses a Light Up
    url = "https://puzz.link/p?statuepark/7/7/078ii6000000290f0//t"  # (a kind without hints: Light Up, Norinori, then LITS, have them)
    for command in ("hint", "grade"):
        code, out, err = run_cli(command, "-k", "masyu", url)
        assert code == 2
        assert err.strip() == ("gridsat: error: this looks like a Statue Park puzzle, not Masyu, and Statue Park "
                               f"has no hints or grades yet: gridsat statuepark '{url}' solves it")
    code, out, err = run_cli("hint", "-k", "statuepark", url)  # its own kind: still told what it can ask
    assert err.strip().endswith(f"what every answer shares: gridsat statuepark '{url}' --forced")


def test_a_generate_size_with_a_side_too_long_is_told_the_sides_allowed(run_cli):
    # `generate yinyang --size 99999999999999999999x2` was told "is not RxC (e.g. 10x10)", which it is
    code, out, err = run_cli("generate", "yinyang", "--size", "99999999999999999999x2")
    assert (code, err.strip()) == (2, "gridsat: error: --size '99999999999999999999x2': each side must be from 2 to 60")
    code, out, err = run_cli("generate", "yinyang", "--size", "10x")
    assert err.strip() == "gridsat: error: --size '10x' is not RxC (e.g. 10x10)"
