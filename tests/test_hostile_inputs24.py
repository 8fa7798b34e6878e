"""The twenty-fourth hostile pass (the command line over every kind): each fault found, kept as a test."""

from __future__ import annotations

import pytest
from gridsat.puzzles.kinds import names


def test_generating_a_yinyang_puzzle_keeps_the_memory_limit(run_cli):
    """``gridsat generate yinyang --size 6x6 --memory-limit 1e-9`` made the puzzle, where ``gridsat yinyang`` of
    that puzzle refused it and ``generate dominofit`` refuses before making one: the Yin-Yang generator weighed
    nothing (its help says a puzzle is refused before it is made)."""
    assert run_cli("generate", "yinyang", "--size", "6x6", "--memory-limit", "1e-9") == (
        2, "", "gridsat: error: making a 6x6 Yin-Yang puzzle needs about 6.0 KB of memory; the limit is 1 byte (raise "
               "it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")


@pytest.mark.parametrize("limit, cpsat_used", [(400_000, False), (None, True)])
def test_a_yinyang_generator_check_goes_to_cpsat_only_when_its_model_fits(monkeypatch, limit, cpsat_used):
    """``generate yinyang --size 30x30 --memory-limit 0.005`` built CP-SAT models of about 8 MB for the checks its
    search had not settled in 0.05 s, past the 5 MB limit (the model was made with the default options).  Here
    every check is handed on at once: under a limit CP-SAT's 8x8 model (576 KB) does not fit, and the search
    settles it; without one CP-SAT takes it, as before.  The puzzle is the same either way."""
    from gridsat.core.options import SolverOptions
    from gridsat.puzzles.yinyang import generator

    calls, cpsat = [], generator._cpsat_other_answer

    def counted(*args):
        calls.append(1)
        return cpsat(*args)

    expected = generator.generate(8, 8, 1).puzzle.givens
    monkeypatch.setattr(generator, "SEARCH_SECONDS", 0.0)
    monkeypatch.setattr(generator, "_cpsat_other_answer", counted)
    made = generator.generate(8, 8, 1, SolverOptions(time_limit=60, memory_limit=limit))
    assert (bool(calls), made.puzzle.givens) == (cpsat_used, expected)


@pytest.mark.parametrize("line", ["pieces:", "pieces:   "])
def test_a_statue_park_pieces_line_naming_nothing_is_refused(run_cli, tmp_path, line):
    """A Statue Park text file whose ``pieces:`` line was left empty was read as no pieces at all: ``gridsat solve``
    said 'solved' with every cell unshaded (and ``--to text`` wrote 'pieces: none'), where a file without the line
    has the pentominoes."""
    path = tmp_path / "p.txt"
    path.write_text(f"statuepark\n{line}\n. . .\n. . .\n")
    assert run_cli("solve", str(path)) == (
        2, "", "gridsat: error: p.txt: line 2: 'pieces:' names no pieces: give a piece set (pentominoes, tetrominoes, "
               "double tetrominoes, none) or pieces drawn with # and ., separated by spaces (e.g. #./#./## ##/##)\n")


KINDS = ", ".join(names())  # every registered kind: a new kind's author edits no test (the list was written out)


@pytest.mark.parametrize("given, kind", [("akari", "lightup"), ("Mashu", "masyu"), ("slither", "slitherlink")])
def test_puzzlinks_name_of_a_genre_as_a_kind_names_the_kind(run_cli, given, kind):
    """``gridsat solve https://puzz.link/p?akari/... -k akari`` said "unknown kind 'akari'" and listed the kinds,
    with no word that puzz.link's Akari is gridsat's lightup (the URL itself is read as Light Up); 'mashu' and
    'slither', puzz.link's names too, got a guess at best."""
    said = given.lower()
    assert run_cli("solve", "https://puzz.link/p?akari/6/6/nekcakbl", "-k", given) == (
        2, "", f"gridsat: error: unknown kind {given!r}: the kind is {kind!r} (puzz.link calls it {said!r}) "
               f"(kinds: {KINDS})\n")


def test_a_json_file_naming_a_puzzlink_genre_as_its_kind_names_the_kind(run_cli, tmp_path):
    """(The same in a JSON puzzle file's "kind".)"""
    path = tmp_path / "a.json"
    path.write_text('{"kind": "akari", "rows": 1}')
    assert run_cli("solve", str(path)) == (
        2, "", f"gridsat: error: a.json: unknown kind 'akari': the kind is 'lightup' (puzz.link calls it 'akari'); "
               f"kinds: {KINDS}\n")


def test_a_stopped_generation_of_a_puzzle_never_proven_says_it_was_not_made(run_cli, monkeypatch):
    """``gridsat generate dominofit --size 1000x1000 -t 4`` (without --unique) said the time ran out 'before
    dominofit puzzle seed 1 (1000x1000) was proven; no unproven puzzle is given', but that generator proves
    nothing without --unique: the puzzle was not made (as --total-time's words and --json's note said too).  Here
    the generation is stopped at once; with --unique the words stay 'proven'."""
    from gridsat.core.options import TimeUp
    from gridsat.puzzles.dominofit import generator

    def stopped(*args, **kwargs):
        raise TimeUp()

    monkeypatch.setattr(generator, "generate", stopped)
    monkeypatch.setattr(generator, "generate_unique", stopped)
    assert run_cli("generate", "dominofit", "--size", "6x6", "-t", "60") == (
        1, "", "gridsat: unknown: the time limit of 60 s ran out before the Domino Fit puzzle of seed 1 (6x6) was made; no "
               "puzzle is given (give more time with -t)\n")
    assert run_cli("generate", "dominofit", "--size", "6x6", "-t", "60", "--unique")[2] == (
        "gridsat: unknown: the time limit of 60 s ran out before the Domino Fit puzzle of seed 1 (6x6) was proven; no "
        "unproven puzzle is given (give more time with -t)\n")


@pytest.mark.parametrize("command, says", [
    ("cover", 'JSON: expected an object with "options", got an array nested too deeply'),
    ("nurikabe", 'expected a JSON object ({"kind": "nurikabe", ...}) or a Nurikabe text grid, got JSON: an array '
                 'nested too deeply')])
def test_an_array_nested_too_deeply_is_named_as_json(run_cli, tmp_path, command, says):
    """``gridsat cover deep.txt`` of ``[[[...]]]`` nested 100,000 deep said 'infeasible' (exit 1): past Python's
    recursion limit the JSON check gave up and the file was read as Knuth's format, one item named by the whole
    line and no option; ``gridsat nurikabe`` called the line 'too long for a cell'."""
    path = tmp_path / "deep.txt"
    path.write_text("[" * 100_000 + "]" * 100_000 + "\n")
    assert run_cli(command, str(path)) == (2, "", f"gridsat: error: deep.txt: {says}\n")


@pytest.mark.parametrize("command, text, says", [
    ("yinyang", "0 0\n0\n", "ragged rows: line 2 has 1 cell, line 1 has 2"),
    ("hint", ". .\n.\n", "ragged rows: line 2 has 1 cell, line 1 has 2")])
def test_one_cell_is_not_written_cells(run_cli, tmp_path, command, text, says):
    """A ragged Yin-Yang text grid, or a ragged ``hint --position``, was told 'line 2 has 1 cells' (and an answer
    checked by Heyawake's, Norinori's and LITS's checkers 'has 1 shaded cells')."""
    path = tmp_path / "r.txt"
    path.write_text(text)
    args = [str(path)] if command == "yinyang" else \
        ["https://puzz.link/p?hitori/4/4/1114142333214213", "--position", str(path)]
    named = "r.txt" if command == "yinyang" else str(path)  # (a position file is named as given)
    assert run_cli(command, *args) == (2, "", f"gridsat: error: {named}: {says}\n")


@pytest.mark.parametrize("kind, text, grid, says", [
    ("heyawake", "heyawake\n2 .\n. .\n\n0 0\n0 0\n", [[1, 0], [0, 0]], "the room at r1c1 has 1 shaded cell, not 2"),
    ("norinori", "norinori\n0 0\n0 0\n", [[1, 0], [0, 0]], "the region at r1c1 has 1 shaded cell, not 2"),
    ("lits", "lits\n0 0\n0 0\n", [[1, 0], [0, 0]], "the region at r1c1 holds 1 shaded cell, not a tetromino")])
def test_a_checker_counts_one_shaded_cell_in_the_singular(kind, text, grid, says):
    """(The checkers' words, as ``--check-answer`` and the web app show them.)"""
    import gridsat

    puzzle = gridsat.kinds.get(kind).parse(text)
    assert says in puzzle.violations(grid)


def test_a_yinyang_page_with_the_wrong_size_writes_both_counts_alike(run_cli, tmp_path):
    """A puzzle-yin-yang.com page whose task string was one cell short of 61x61 was told 'task string gives 3,719
    cells but puzzleWidth x puzzleHeight is 61x61 = 3721': the product without the thousands separator."""
    page = tmp_path / "p.html"
    page.write_text("<html><head><script>var puzzleWidth = 61;\nvar puzzleHeight = 61;\nvar task = '"
                    + "z" * 143 + "a';</script></head><body></body></html>")
    assert run_cli("yinyang", str(page)) == (
        2, "", "gridsat: error: p.html: task string gives 3,719 cells but puzzleWidth x puzzleHeight is 61x61 = "
               "3,721\n")


def test_star_battle_checker_counts_one_star_in_the_singular():
    """(Star Battle's checker said 'row 1 holds 1 stars, not 2'; Domino Fit 'row_targets has 1 entries'; a Statue
    Park URL 'piece bank says 1 pieces'.)"""
    import gridsat

    puzzle = gridsat.kinds.get("starbattle").parse("starbattle 2\n0 0 0 0\n0 0 0 0\n1 1 1 1\n1 1 1 1\n")
    broken = puzzle.violations([[1, 0, 0, 0], [0] * 4, [0] * 4, [0] * 4])
    assert broken[:2] == ["row 1 holds 1 star, not 2", "row 2 holds 0 stars, not 2"]
    assert "column 1 holds 1 star, not 2" in broken and "the region of r1c1 holds 1 star, not 2" in broken


@pytest.mark.parametrize("args, says", [
    (("https://puzz.link/p?statuepark/7/7/078ii6000000290f0/1/",),
     "Statue Park: URL piece bank says 1 piece but gives 0"),
    (("-",), "stdin: row_targets has 1 entry, expected 2 (one per row)")])
def test_one_piece_and_one_entry_are_singular(run_cli, monkeypatch, args, says):
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO(
        '{"kind": "dominofit", "rows": 2, "cols": 2, "row_targets": [2], "col_targets": [2, 2]}'))
    assert run_cli("solve", *args) == (2, "", f"gridsat: error: {says}\n")


def test_more_counts_of_one_are_singular(run_cli):
    """(Light Up's checker said 'the wall 2 at r1c2 has 1 bulbs next to it', an exact cover's 'there are 1
    options', a LITS URL of the old form 'URL body has 1 characters'.)"""
    import gridsat
    from gridsat.puzzles.cover.check import check_cover

    lightup = gridsat.kinds.get("lightup").parse("lightup\n. 2 .\n")
    assert "the wall 2 at r1c2 has 1 bulb next to it" in lightup.violations([[1, 0, 0]])
    cover = gridsat.kinds.get("cover").parse("a\na\n")
    assert check_cover(cover, [3])[0] == "option 3 does not exist (there is 1 option)"
    assert run_cli("solve", "https://puzz.link/p?lits/d/2/2/0") == (
        2, "", "gridsat: error: LITS: URL body has 1 character, expected 4 (the old form has one per cell)\n")
