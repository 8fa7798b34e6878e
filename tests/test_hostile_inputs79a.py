"""Hostile pass 79, part a: the command line's help and its words across kinds."""

from __future__ import annotations

from pathlib import Path

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def test_a_task_a_kind_lacks_is_named_as_the_caller_asks_for_it(run_cli):
    """`gridsat solve cover-abc.dlx --forced` was told "cover puzzles support solve, solutions, count, unique; not
    forced": the tasks' inner names, no option the command has; they are named as options now."""
    code, out, err = run_cli("solve", str(EXAMPLES / "cover-abc.dlx"), "--forced")
    assert (code, out) == (2, "")
    assert err.strip() == ("gridsat: error: Exact cover puzzles support solving, --solutions N, --count, --unique; "
                           "not --forced")


def test_a_task_a_kind_lacks_is_named_in_python_words():
    import pytest

    import gridsat

    puzzle = gridsat.kinds.get("cover").parse((EXAMPLES / "cover-abc.dlx").read_text())
    with pytest.raises(gridsat.PuzzleInputError) as info:
        gridsat.kinds.get("cover").run(puzzle, gridsat.Task("forced"))
    assert str(info.value) == ("Exact cover puzzles support Task('solve'), Task('solutions', n=N), Task('count'), "
                               "Task('unique'); not Task('forced')")


def test_a_folder_given_to_calendar_is_told_what_every_kind_tells_it(run_cli, tmp_path):
    """`gridsat calendar FOLDER` was told "date 'FOLDER' is not YYYY-MM-DD (or MM-DD), e.g. 2026-10-06", where the
    fifteen other kinds (and `gridsat solve FOLDER`) say it is a folder and name `gridsat batch`."""
    folder = tmp_path / "puzzles"
    folder.mkdir()
    code, out, err = run_cli("calendar", str(folder))
    assert (code, out) == (2, "")
    assert err.strip() == (f"gridsat: error: {folder}: cannot read puzzle file: it is a folder (every puzzle in a "
                           "folder: gridsat batch FOLDER --out RESULTS.jsonl)")
    assert run_cli("yinyang", str(folder))[2] == err


def test_an_empty_puzzle_file_is_worded_alike_by_every_kind(run_cli, tmp_path):
    """An empty file was told four ways: pack and calendar "a pack puzzle is a JSON object such as {...}, got ''",
    Domino Fit "a Domino Fit text puzzle starts with a line 'dominofit rule=cell|dot'", cover "the file is empty:
    expected ..." (of standard input too), the grid kinds "empty input (expected ...)"; all say "empty input" now."""
    import gridsat

    path = tmp_path / "e.txt"
    path.write_text(" \n")
    expected = {"pack": 'a JSON object such as {"board": "6x10", "pieces": "pentominoes"}',
                "calendar": 'a JSON object such as {"date": "2026-10-06", "edition": "dragonfjord"}',
                "dominofit": "JSON or a Domino Fit text puzzle, its first line 'dominofit rule=cell|dot'",
                "cover": "an item line or a JSON object",
                "nurikabe": "a puzz.link URL, JSON or a Nurikabe text grid"}
    for kind, what in expected.items():
        assert run_cli(kind, str(path)) == (2, "", f"gridsat: error: e.txt: empty input (expected {what})\n"), kind
    assert {name for name in gridsat.kinds.names() if "empty input (expected" not in run_cli(name, str(path))[2]} \
        == set()


def test_a_mode_setting_alone_is_told_everything_it_needs(run_cli):
    """`gridsat calendar --use "L5 P5"` was told "--use goes with --census", and `--census --use` then "--use goes
    with --census --design BOARD"; `--pieces` alone "goes with --census or --design", where --census too needs
    --design. Each is told at once what it needs."""
    assert run_cli("calendar", "--use", "L5 P5") == (2, "", "gridsat: error: --use goes with --census --design "
                                                            "BOARD\n")
    assert run_cli("calendar", "--pieces", "pentominoes") == (2, "", "gridsat: error: --pieces goes with --design\n")
    assert run_cli("calendar", "--year", "2026", "--out", "y.jsonl", "--use", "L5") == (
        2, "", "gridsat: error: --use does not apply to --year (it goes with --census --design BOARD)\n")


def test_an_engine_option_beside_a_given_engine_is_told_to_use_cpsat_not_add_it(run_cli):
    """`gridsat yinyang F --engine search --seed 3` was told "(add --engine cpsat)"; adding it was then refused:
    "--engine is given twice: give it once". It says use now."""
    path = str(EXAMPLES / "yinyang-10x10.txt")
    assert run_cli("yinyang", path, "--engine", "search", "--seed", "3") == (
        2, "", "gridsat: error: --seed sets a random seed, but the search engine has none (use --engine cpsat)\n")
    assert run_cli("yinyang", path, "--engine", "search", "--seed", "3", "--engine", "cpsat")[2] == (
        "gridsat: error: --engine is given twice: give it once (only the last would count)\n")


def test_a_task_the_cycles_engine_lacks_is_named_as_an_option(run_cli):
    """`gridsat dominofit F --engine cycles -u` was told "the cycles engine finds one tiling; unique needs --engine
    search or cpsat": the task's inner name, where the option is --unique."""
    assert run_cli("dominofit", str(EXAMPLES / "dominofit-8x8.txt"), "--engine", "cycles", "-u") == (
        2, "", "gridsat: error: the cycles engine finds one tiling; --unique needs --engine search or cpsat\n")


def test_pack_help_names_standard_input_as_every_kind_s_does(run_cli):
    """`gridsat pack --help` said its PUZZLE was "A JSON puzzle file (...); or give --board and --pieces", leaving out
    the - (standard input) that it reads, as every other kind's help says."""
    code, out, _ = run_cli("pack", "--help")
    assert code == 0 and "or - for standard input" in " ".join(out.split())


def test_limit_help_says_what_a_count_reaching_exactly_n_is(run_cli):
    """`--limit N` was helped "stop after N (the count is then incomplete)", yet `cover queens-8.dlx --count --limit 92`
    (92 solutions) says "92 solutions (all counted)", as docs/json.md promises: the help said otherwise."""
    code, out, _ = run_cli("cover", "--help")
    assert code == 0 and ("stop after N (the count is then marked incomplete, unless the search proved there are no "
                          "more)") in " ".join(out.split())
    code, out, _ = run_cli("cover", str(EXAMPLES / "queens-8.dlx"), "--count", "--limit", "92")
    assert code == 0 and "92 solutions (all counted)" in out
