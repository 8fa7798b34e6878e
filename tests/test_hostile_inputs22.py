"""The twenty-second hostile pass (the command line over every kind): each fault found, kept as a test."""

from __future__ import annotations

import pytest

#: An empty 1000x1000 Nurikabe (each 'z' is a run of 20 empty cells).
EMPTY_NURIKABE = "https://puzz.link/p?nurikabe/1000/1000/" + "z" * 50_000


@pytest.mark.slow  # (1.4 s of the default run, sitting 14: the slow set runs it)
@pytest.mark.parametrize("command", ["hint", "grade"])
def test_a_hint_on_a_million_cells_builds_no_neighbour_lists_before_the_proof(run_cli, monkeypatch, command):
    """``gridsat hint URL -t 3`` of an empty 1000x1000 Nurikabe took 8 to 13 s on a loaded machine, and the
    refusal of its model past the memory limit came only after 7.9 s: the steps' board built every cell's
    neighbour list (a million lists) before the uniqueness proof, which keeps the clock and weighs its model,
    had looked at the puzzle.  The lists are built when a step first needs them now; here none does."""
    from gridsat.core import grid

    built = []
    lists = grid.FlatGrid.near

    def near(self):
        built.append((self.rows, self.cols))
        return lists.func(self)

    monkeypatch.setattr(grid.FlatGrid, "near", property(near))
    assert run_cli(command, EMPTY_NURIKABE) == (
        2, "", "gridsat: error: a CP-SAT model of a 1000x1000 Nurikabe needs about 3.7 GB of memory; the limit is "
               "2 GB (raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")
    assert built == []


def test_a_hint_still_finds_its_steps_with_the_neighbours_built_on_first_use(run_cli):
    """(What held, kept with the change: every step of a small Nurikabe, whose rules walk the neighbour lists.)"""
    import json

    code, out, err = run_cli("hint", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "--steps", "--json")
    found = json.loads(out)
    assert (code, err, found["verdict"], found["solved"], len(found["steps"])) == (0, "", "unique", True, 16)
    assert found["grid"] == [[1, 1, 2, 2, 2], [1, 2, 1, 1, 2], [1, 2, 2, 2, 2], [1, 2, 1, 2, 1], [2, 2, 2, 1, 1]]


@pytest.mark.parametrize("args, held", [
    (["-u"], "made without --unique, not with --unique"),
    (["--blocked", "0.3"], "made with --blocked 0.15, not with --blocked 0.3"),
    (["--rule", "dot"], "made with --rule cell, not with --rule dot")])
def test_a_collection_of_another_run_names_the_option_that_differs(run_cli, tmp_path, args, held):
    """``generate dominofit --size 4x4 --count 2 -o d.jsonl -u`` on a collection made without -u said "the file
    holds seed 1 with settings {'rule': 'cell', 'blocked': 0.15, 'unique': False}, not {'rule': 'cell', 'blocked':
    0.15, 'unique': True}": the settings as Python writes a dict, for the user to find the one that differs, in
    words (False, None) no option spells.  The option that differs is named as the command line gives it."""
    out = tmp_path / "d.jsonl"
    assert run_cli("generate", "dominofit", "--size", "4x4", "--count", "2", "-o", str(out))[0] == 0
    kept = out.read_bytes()
    assert run_cli("generate", "dominofit", "--size", "4x4", "--count", "2", "-o", str(out), *args) == (
        2, "", f"gridsat: error: {out}: line 1: the file holds seed 1 {held}: it belongs to another run; choose another "
               "--out\n")
    assert out.read_bytes() == kept


@pytest.mark.parametrize("header, says", [
    ("dominofit rule=dot rule=cell", "header option rule is given twice ('rule=dot' and 'rule=cell'): give it once"),
    ("dominofit targets=exact targets=at-most",
     "header option targets is given twice ('targets=exact' and 'targets=at-most'): give it once")])
def test_a_domino_fit_header_option_given_twice_is_refused(run_cli, tmp_path, header, says):
    """``gridsat solve d.txt`` of a Domino Fit text whose first line is 'dominofit rule=dot rule=cell' solved it
    by the cell rule, the 'rule=dot' dropped unsaid (a JSON puzzle giving "rule" twice is refused)."""
    path = tmp_path / "d.txt"
    path.write_text(f"{header}\n1 1\n. .   1\n. .   1\n")
    assert run_cli("solve", str(path)) == (2, "", f"gridsat: error: d.txt: line 1: {says}\n")


@pytest.mark.parametrize("name, text, where", [
    ("d.txt", "dominofit\ncost H 0 0 5\ncost H 0 0 7\n2 2\n. .   2\n. .   2\n", "line 3"),
    ("d.json", '{"kind": "dominofit", "rows": 2, "cols": 2, "row_targets": [2, 2], "col_targets": [2, 2], '
               '"costs": [["H", 0, 0, 5], ["H", 0, 0, 7]]}', "costs[1]")])
def test_a_domino_given_two_costs_is_refused(run_cli, tmp_path, name, text, where):
    """``gridsat dominofit d.txt --objective costs`` of a puzzle giving domino H 0 0 the costs 5 and then 7 kept
    the 7 and dropped the 5 unsaid (``--to text`` wrote one cost line back)."""
    path = tmp_path / name
    path.write_text(text)
    assert run_cli("solve", str(path), "--to", "text") == (
        2, "", f"gridsat: error: {name}: {where}: domino H 0 0 is given a cost twice (5 before): give it once\n")


@pytest.mark.parametrize("header, says", [
    ("starbattle 1 2", "'starbattle 1 2' is not a header line: a header line is exactly 'starbattle' or "
                       "'starbattle K (K stars)'"),
    ("nurikabe nurikabe", "'nurikabe nurikabe' is not a header line: a header line is exactly 'nurikabe'"),
    ("Hitori x", "'Hitori x' is not a header line: a header line is exactly 'hitori'")])
def test_a_genre_text_with_a_bad_header_is_told_so_without_kind(run_cli, tmp_path, header, says):
    """``gridsat solve s.txt`` of a Star Battle text whose first line is 'starbattle 1 2' said "not a puzzle
    gridsat can read (kinds: ...)", naming no line, where ``--kind starbattle`` named the header: a first line
    that starts with a genre's name is that genre's to read and name now."""
    path = tmp_path / "s.txt"
    path.write_text(f"{header}\n0 0\n1 1\n")
    assert run_cli("solve", str(path)) == (2, "", f"gridsat: error: s.txt: line 1: {says}\n")


def test_a_picture_of_a_run_out_of_time_before_any_answer_is_not_said_to_be_cut_while_drawing(run_cli, tmp_path):
    """``gridsat pack -b 60x100 -p 'pentominoes*100' -t 3 --svg p.svg``: the search ran to the limit, then
    "gridsat: the time limit ran out while drawing; not written: p.svg (give more time with -t)", of a picture
    never begun, with no answer to draw.  It says there was no answer to draw, as a run stopped earlier does."""
    path = tmp_path / "p.svg"
    code, out, err = run_cli("pack", "-b", "60x100", "-p", "pentominoes*100", "-t", "1", "--svg", str(path))
    assert (code, err, path.exists()) == (1, f"gridsat: not written: {path} (the run is unknown: no answer to draw)\n",
                                          False)
    assert "unknown after" in out


@pytest.mark.parametrize("rows", ["0 0 3 0\n0 0 0 0\n0 0 0 0\n0 0 0 0", "0 . 3 .\n. 0 . .\n. . . .\n. . . 0"])
def test_a_sudoku_text_with_zeros_for_empty_cells_is_read_as_its_digits_are(run_cli, tmp_path, rows):
    """``gridsat solve s.txt`` of 'sudoku' over rows of ``0 0 3 0`` said "row 1, column 1: given 0 is not a digit
    from 1 to 4", where the same rows without spaces (``0030``), a line of 16 digits and the README's "9 lines of 9,
    . or 0 empty" all read 0 as an empty cell.  The genre's text reads it so too (a URL's 0 is still refused)."""
    path = tmp_path / "s.txt"
    path.write_text(f"sudoku\n{rows}\n")
    dots = tmp_path / "dots.txt"
    dots.write_text("sudoku\n. . 3 .\n. . . .\n. . . .\n. . . .\n")
    code, out, err = run_cli("solve", str(path), "--count")
    assert (code, err, "72 solutions (all counted)" in out) == (0, "", True)
    assert out.split("solved in")[0] == run_cli("solve", str(dots), "--count")[1].split("solved in")[0]
    assert run_cli("solve", "https://puzz.link/p?sudoku/4/4/0u")[2] == (
        "gridsat: error: Sudoku: row 1, column 1: given 0 is not a digit from 1 to 4; an empty cell is '.' in a text "
        "grid, null in JSON\n")  # (what an empty cell is: pass 86e)


@pytest.mark.parametrize("command", ["hint", "grade"])
def test_a_puzzle_of_another_kind_under_hint_or_grade_is_pointed_to_the_same_command(run_cli, command):
    """``gridsat grade yinyang-10x10.txt -k nurikabe`` said "this looks like a Yin-Yang puzzle, not Nurikabe:
    gridsat yinyang yinyang-10x10.txt": the pointer sent a user who asked for a grade to a command that solves.
    It names the command given, the kind detected without --kind (solve's pointer is still the kind's own)."""
    url = "https://puzz.link/p?hitori/4/4/1114142333214213"
    assert run_cli(command, url, "-k", "nurikabe") == (
        2, "", f"gridsat: error: this looks like a Hitori puzzle, not Nurikabe: gridsat {command} '{url}'\n")
    assert run_cli("solve", url, "-k", "nurikabe")[2] == (
        f"gridsat: error: this looks like a Hitori puzzle, not Nurikabe: gridsat hitori '{url}'\n")


@pytest.mark.parametrize("command, text, lines", [
    (["solve"], "nurikabe\n. 5\n. .", 3), (["hint"], "0000\n0000\n0000\n0000\n", 4), (["yinyang"], "0 0\n0 0", 2),
    (["cover"], "a b\na\nb", 3)])
def test_a_puzzle_text_pasted_as_the_argument_is_told_where_it_goes(run_cli, command, text, lines):
    """``gridsat solve "$(cat nurikabe.txt)"`` (the text pasted in quotes, line breaks and all) said
    "nurikabe\\n. 5\\n. .: cannot read puzzle file: No such file or directory", the text taken for a file's name.
    It says the argument is a puzzle's text, and where such text goes (a file, or - and standard input)."""
    assert run_cli(*command, text) == (
        2, "", f"gridsat: error: the puzzle argument holds {lines} lines, a puzzle's text, where a file, a URL or - "
               "goes: save the text in a file and name it, or pipe it in and give - (standard input)\n")


@pytest.mark.parametrize("kind, name, says", [
    ("yinyang", "g.json", "would hold the puzzle as text, not JSON: name it g.txt"),
    ("yinyang", "g.pzprv3", "would hold the puzzle as text, not pzprv3: name it g.txt")])
def test_a_generated_puzzle_file_named_for_another_format_is_refused(run_cli, tmp_path, kind, name, says):
    """``gridsat generate yinyang -o g.json`` wrote the Yin-Yang text grid into g.json, ``-o g.pzprv3`` into a
    file puzz.link's editor cannot open, and ``generate dominofit --to text -o g.txt`` the puzzle's JSON into a
    .txt (--to printed text): the name promised a format the file did not hold.  It is refused, nothing made,
    where the kind has no writer of that format (a Domino Fit's g.txt now holds its text: test_lead25)."""
    path = tmp_path / name
    assert run_cli("generate", kind, "--size", "4x4", "--to", "text", "-o", str(path)) == (
        2, "", f"gridsat: error: --out {str(path)!r} {says} (--to changes what is printed, not the file)\n")
    assert not path.exists()


@pytest.mark.parametrize("args, suffix", [
    (["batch", "{dir}"], "png"), (["calendar", "--year", "2024"], "png"), (["calendar", "--census"], "svg"),
    (["calendar", "--layout", "labels", "-e", "dragonfjord"], "png")])
def test_results_named_as_a_picture_are_refused_on_every_command(run_cli, tmp_path, args, suffix):
    """``gridsat batch DIR --out r.png`` and ``calendar --year 2024 --out r.png`` (or ``--census --out r.svg``)
    wrote their JSON lines into a file named as a picture, exit 0: ``generate -o p.png`` alone refused it.  Every
    --out refuses it now, before any work."""
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "p.txt").write_text("0 0\n0 0\n")
    path = tmp_path / f"r.{suffix}"
    given = [a.replace("{dir}", str(folder)) for a in args]
    assert run_cli(*given, "--out", str(path)) == (
        2, "", f"gridsat: error: --out {str(path)!r} would hold the run's results (JSON lines), not a picture: a "
               f"picture is --{suffix}'s; give --out a name of its own (e.g. results.jsonl)\n")
    assert not path.exists()
