"""What a new user, working from the README alone, tripped over in the
seventy-sixth pass: each case is the exact line a user gets now."""

from __future__ import annotations

import json

import pytest
from gridsat.puzzles.kinds import names


@pytest.mark.parametrize("verb", ["hint", "grade"])
def test_several_puzzles_to_grade_are_not_sent_to_batch(run_cli, verb):
    """A collector wanting the hardest of a level bank ran ``gridsat grade a.json b.json`` and was told
    "several puzzles: gridsat batch FILE...", but batch solves: it neither grades nor hints."""
    code, _, err = run_cli(verb, "a.json", "b.json")
    assert (code, err) == (2, f"gridsat: error: gridsat {verb} takes one PUZZLE, and 'b.json' is one more word "
                              f"(quote a name holding spaces; several puzzles: one gridsat {verb} each, as in a "
                              f"shell loop) (see 'gridsat {verb} --help')\n")
    assert "gridsat batch" in run_cli("solve", "a.json", "b.json")[2]


def test_a_piece_drawn_with_spaces_is_shown_written_without_them(run_cli, tmp_path):
    """A calendar maker's ``Q5: ## / ##/#.`` in an edition file was told to write the rows without spaces
    "('.#./.#.')", a drawing not theirs; the advice now shows their own drawing without the spaces."""
    (tmp_path / "e.txt").write_text("[pieces]\nQ5: ## / ##/#.\n[editions]\nx = standard : O6 U5 V5 Z5 L5 N5 Y5 Q5\n")
    assert run_cli("calendar", "10-06", "-e", str(tmp_path / "e.txt")) == (
        2, "", "gridsat: error: e.txt: line 2: ragged piece Q5: row 2 has 3 cells, row 1 has 2 (pad with '.'); a "
               "space is an empty square, so row 2 is ' ##': write the rows without spaces ('##/##/#.')\n")


@pytest.mark.parametrize("pieces, choose, then", [
    ("pentominoes", "8", "no number of its pieces does; add pieces of other sizes ('pentominoes+hexominoes')"),
    ("pentominoes+hexominoes", "6", "--choose 7 or 8 does"),
])
def test_a_design_search_of_no_fitting_size_says_which_does(run_cli, pieces, choose, then):
    """A maker searching piece sets for the standard board with ``--pieces pentominoes --choose 8`` was told
    only "no 8 pieces of library pentominoes (12 of size 5) cover 41 cells (...)": not what would."""
    sizes = "12 of size 5" if pieces == "pentominoes" else "35 of size 6, 12 of size 5"
    assert run_cli("calendar", "--design", "dragonfjord", "--pieces", pieces, "--choose", choose) == (
        2, "", f"gridsat: error: no {choose} pieces of library {pieces} ({sizes}) cover 41 cells (board standard: 43 "
               f"cells less 2 date cells): {then}\n")


def test_a_design_space_of_no_fitting_size_says_which_k_does_from_python():
    from gridsat import PuzzleInputError
    from gridsat.puzzles.calendar.design import search_designs

    with pytest.raises(PuzzleInputError, match=r"date cells\): k 7 or 8 does$"):
        search_designs("dragonfjord", "pentominoes+hexominoes", 6)


def test_a_file_deleted_from_a_folder_has_its_line_taken_out_on_resume(run_cli, tmp_path):
    """A collector who deleted two level files from the folder and ran the batch again kept their two lines: the
    results file held 300 lines for the folder's 298 puzzles ("298 puzzles in ..."), the two naming files gone.
    Naming one file of the folder alone still keeps the other files' lines."""
    level = ('{"rows": 2, "cols": 2, "blocked": [], "row_targets": [%d, %d], "col_targets": [%d, %d], '
             '"rule": "cell"}')
    folder = tmp_path / "levels"
    folder.mkdir()
    for i, targets in enumerate([(2, 2, 2, 2), (4, 0, 2, 2), (0, 4, 2, 2)]):
        (folder / f"l{i}.json").write_text(level % targets)
    out = tmp_path / "r.jsonl"
    assert run_cli("batch", str(folder), "-o", str(out), "-j", "1", "-q")[0] == 0
    (folder / "l0.json").unlink()
    (folder / "l2.json").unlink()
    code, text, _ = run_cli("batch", str(folder), "-o", str(out), "-j", "1")
    assert code == 0 and "taken out: 2 lines whose files were deleted from the folder since\n" in text
    assert [line["file"] for line in map(json.loads, out.read_text().splitlines())] == [str(folder / "l1.json")]
    (folder / "l3.json").write_text(level % (2, 2, 2, 2))
    assert run_cli("batch", str(folder / "l3.json"), "-o", str(out), "-j", "1", "-q")[0] == 0
    assert len(out.read_text().splitlines()) == 2  # l1's line kept: this run did not search the folder


def test_a_line_named_from_another_working_folder_is_not_taken_for_a_deleted_file(run_cli, tmp_path, monkeypatch):
    """Lines written by a run from the folder above (``b/x.json``) name no file from inside ``a``: a resume there over
    ``.`` must keep them, not take them for files deleted from ``.``."""
    for name in ("a", "b"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "x.json").write_text('{"rows": 1, "cols": 2, "blocked": [], "row_targets": [2], '
                                                '"col_targets": [1, 1], "rule": "cell"}')
    monkeypatch.chdir(tmp_path)
    assert run_cli("batch", "a", "b", "-o", "r.jsonl", "-j", "1", "-q")[0] == 0
    monkeypatch.chdir(tmp_path / "a")
    code, text, _ = run_cli("batch", ".", "-o", "../r.jsonl", "-j", "1")
    assert code == 0 and "taken out" not in text
    assert len((tmp_path / "r.jsonl").read_text().splitlines()) == 2


@pytest.mark.parametrize("args, then", [
    (["dominofit", "a.json", "b.json", "--png", "x.png"], "one gridsat dominofit each, as in a shell loop, since gridsat "
                                                          "batch takes no --png"),
    (["solve", "a.json", "b.json", "-u", "--svg=x.svg"], "one gridsat solve each, as in a shell loop, since gridsat "
                                                         "batch takes no --svg"),
    (["solve", "a.json", "b.json", "--unique", "-t", "3"], "gridsat batch FILE..."),
])
def test_several_puzzles_to_draw_are_not_sent_to_batch(run_cli, args, then):
    """A collector drawing a few levels with ``gridsat dominofit a.json b.json --png x.png`` was told "several
    puzzles: gridsat batch FILE...", whose batch then refused --png: batch is advised only for what it does."""
    code, _, err = run_cli(*args)
    assert (code, err) == (2, f"gridsat: error: gridsat {args[0]} takes one PUZZLE, and 'b.json' is one more word "
                              f"(quote a name holding spaces; several puzzles: {then}) (see 'gridsat {args[0]} "
                              f"--help')\n")


def test_a_layout_of_an_edition_with_its_own_pieces_says_to_define_them(tmp_path, run_cli):
    """``calendar --layout fillers -e examples/filler-edition.txt`` said to play its layout with "these rows under a
    '[board mine]' line ... and under '[editions]' the line 'mine = mine : A7 B6 C6 D6 E6 F6 G6 H5'": a file so
    written was refused, "piece 'A7', which is not defined". The pieces not built in are now given as lines."""
    from gridsat.puzzles.calendar import load_edition
    from gridsat.puzzles.calendar.design_modes import LayoutReport, own_pieces

    drawn = own_pieces(load_edition("examples/filler-edition.txt"))
    assert drawn == ("A7: ###/###/#..", "B6: ###/.##/..#", "C6: ####/.#../.#..", "D6: ###./.###", "E6: ####/##..",
                     "F6: ###/##./.#.", "G6: .###/##..", "H5: ####/#...")
    assert own_pieces(load_edition("dragonfjord")) == ()
    rows = ["1   *   2   Jan 3   4   Feb", "*   5   6   7   Mar 8   *", "9   Apr 10  11  *   12  13",
            "May 14  Jun 15  16  17  18", "19  Jul 20  21  22  23  24", "Aug 25  Sep 26  27  Oct 28",
            "29  Nov 30  Dec *   *   31"]
    data = {"mode": "fillers", "objective": "most-fewest", "complete": True,
            "best": {"rows": rows, "fewest": {"count": 8}, "most": {"count": 180}, "cv": 0.543}}
    names = tuple(line.split(":")[0] for line in drawn)
    advice = LayoutReport(data, None, names, drawn=drawn).text()[-1]
    assert advice == (r"to play it: these rows under a '\[board mine]' line of an edition file, under '\[pieces]' the "
                      "lines " + ", ".join(map(repr, drawn)) + r", and under '\[editions]' the line 'mine = mine : "
                      "A7 B6 C6 D6 E6 F6 G6 H5'")
    (tmp_path / "mine.txt").write_text("\n".join(["[board mine]", *rows, "[pieces]", *drawn, "[editions]",
                                                  "mine = mine : " + " ".join(names)]) + "\n")
    assert run_cli("calendar", "11-18", "-e", str(tmp_path / "mine.txt"))[0] == 0  # the file as told is read


@pytest.mark.parametrize("mode", [["--year", "2027"], ["--verify-edition", "dragonfjord"]])
def test_a_picture_of_a_calendar_mode_names_the_mode_that_draws(run_cli, tmp_path, mode):
    """A leaflet maker's ``gridsat calendar --year 2027 --out y.jsonl --png y.png`` was told only "--png does not
    apply to --year": the heat map of every date is --census's picture."""
    code, _, err = run_cli("calendar", *mode, "--out", str(tmp_path / "y.jsonl"), "--png", str(tmp_path / "y.png"))
    if mode[0] == "--verify-edition":  # --out first: verify takes no --out
        code, _, err = run_cli("calendar", *mode, "--png", str(tmp_path / "y.png"))
    assert (code, err) == (2, f"gridsat: error: --png does not apply to {mode[0]} (it goes with --census or --blank)\n")


KINDS = ", ".join(names())  # every registered kind: a new kind's author edits no test (the list was written out)


@pytest.mark.parametrize("name, what", [("levels", "a folder"), ("bank.jsonl.gz", "a collection of puzzles")])
def test_formats_of_a_folder_or_collection_names_it_and_batch(run_cli, tmp_path, monkeypatch, name, what):
    """A collector asking ``gridsat formats levels`` (the folder of their level bank) was told "unknown kind
    'levels'", and ``gridsat formats bank.jsonl.gz`` "that is a file, not a kind": neither said what to do."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "levels").mkdir()
    (tmp_path / "bank.jsonl.gz").write_bytes(b"")
    assert run_cli("formats", name) == (2, "", f"gridsat: error: unknown kind '{name}': that is {what}, not a kind; "
                                               f"gridsat batch {name} --out results.jsonl solves its puzzles "
                                               f"(kinds: {KINDS})\n")


def test_a_verify_cut_by_the_time_limit_says_of_how_many_and_what_to_do(run_cli):
    """A maker checking a weekday design with ``--verify-edition wk.txt -t 10`` was told "wk: 450 undecided within
    the time limit: 01-01-Fri ...": neither out of how many nor that a longer limit decides them."""
    code, out, _ = run_cli("calendar", "--verify-edition", "weekday", "-t", "0.5")
    assert code == 1 and out.startswith("weekday: ") and " of 2,562 dates x weekdays undecided within the time " \
        "limit (a longer --time-limit decides them: the check starts over): " in out, out


@pytest.mark.slow  # (1.2 s of the default run, sitting 14: the slow set runs it)
def test_a_census_cut_by_the_time_limit_says_what_to_do(run_cli, tmp_path):
    """A maker's weekday design, ``--census -e wk.txt -t 5``, ended "(incomplete: the time limit stopped the count)"
    and said nothing of --out, with which the next run goes on from the parts finished."""
    code, out, _ = run_cli("calendar", "--census", "-e", "weekday", "-t", "0.5")
    assert code == 1 and out.splitlines()[-1] == ("a longer --time-limit counts them all, or --out FILE keeps the "
                                                  "parts of the search a run finished, for the next run to go on "
                                                  "from"), out
    code, out, _ = run_cli("calendar", "--census", "-e", "weekday", "-t", "0.5", "--out", str(tmp_path / "c.jsonl"))
    assert code == 1 and out.splitlines()[-2:] == ["run again with the same --out to go on from the parts of the "
                                                   "search this run finished", f"wrote {tmp_path / 'c.jsonl'}"], out
