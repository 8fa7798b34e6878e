"""Hostile input, fifth pass (issue 20): solver options an engine does not use
are refused in one line (never ignored), and digits that are not ASCII
(``²``, ``５``) get one line, never a traceback, in every reader that reads
numbers from text."""

from __future__ import annotations

from pathlib import Path

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError
from gridsat.core.options import SolverOptions

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
YY = str(EXAMPLES / "yinyang-10x10.txt")
AKARI = "https://puzz.link/p?akari/6/6/nekcakbl"
SUDOKU = "https://puzz.link/p?sudoku/4/4/g1k23k3g"
CPSAT = "(use --engine cpsat)"


@pytest.mark.parametrize("args, error", [
    (("yinyang", YY, "--engine", "search", "--params", "num_workers:1"),
     f"--params sets CP-SAT parameters, but the search engine does not run CP-SAT {CPSAT}"),
    (("yinyang", YY, "--count", "--params", "num_workers:1"),  # auto counts with the search
     f"--params sets CP-SAT parameters, but auto chose the search engine, which does not run CP-SAT {CPSAT}"),
    (("yinyang", YY, "--engine", "search", "--log"),
     f"--log prints CP-SAT's search log, but the search engine has none {CPSAT}"),
    (("pack", "-b", "3x20", "--engine", "exact", "--params", "num_workers:1"),
     f"--params sets CP-SAT parameters, but the exact engine does not run CP-SAT {CPSAT}"),
    (("calendar", "10-06", "--count", "--engine", "exact", "--log"),
     f"--log prints CP-SAT's search log, but the exact engine has none {CPSAT}"),
    (("sudoku", SUDOKU, "--forced", "--params", "num_workers:1"),  # (a solve races CP-SAT since feature 95a)
     f"--params sets CP-SAT parameters, but auto chose the exact engine, which does not run CP-SAT {CPSAT}"),
    (("lightup", AKARI, "--engine", "search", "--log"),
     f"--log prints CP-SAT's search log, but the search engine has none {CPSAT}"),
    (("dominofit", str(EXAMPLES / "dominofit-8x8.json"), "--engine", "cycles", "--log"),
     f"--log prints CP-SAT's search log, but the cycles engine has none {CPSAT}"),
    (("dominofit", str(EXAMPLES / "dominofit-8x8.json"), "--engine", "scip", "--params", "num_workers:1"),
     f"--params sets CP-SAT parameters, but the scip engine does not run CP-SAT {CPSAT}"),
    # --seed: only engines with a random seed take it (CP-SAT, a race beside it, Domino Fit's cycle search)
    (("yinyang", YY, "--engine", "search", "--seed", "3"), f"--seed sets a random seed, but the search engine has none {CPSAT}"),
    (("yinyang", YY, "--count", "--seed", "3"),
     f"--seed sets a random seed, but auto chose the search engine, which has none {CPSAT}"),
    (("sudoku", SUDOKU, "--forced", "--seed", "3"),
     f"--seed sets a random seed, but auto chose the exact engine, which has none {CPSAT}"),
    (("lightup", AKARI, "--engine", "search", "--seed", "0"), f"--seed sets a random seed, but the search engine has none {CPSAT}"),
    (("dominofit", str(EXAMPLES / "dominofit-8x8.json"), "--engine", "scip", "--seed", "3"),
     f"--seed sets a random seed, but the scip engine has none {CPSAT}"),
    (("calendar", "10-06", "--hint", "1", "--seed", "3"),  # a hint draws from a listing: the exact engine
     f"--seed sets a random seed, but auto chose the exact engine, which has none {CPSAT}"),
    # pack/calendar auto: the engine is decided before the options are judged (counting: the exact cover)
    (("pack", "-b", "3x20", "--count", "--params", "num_workers:1"),
     f"--params sets CP-SAT parameters, but auto chose the exact engine, which does not run CP-SAT {CPSAT}"),
    (("pack", "-b", "3x20", "--solutions", "2", "--log"),
     f"--log prints CP-SAT's search log, but auto chose the exact engine, which has none {CPSAT}"),
    (("calendar", "10-06", "--count", "--params", "num_workers:1"),
     f"--params sets CP-SAT parameters, but auto chose the exact engine, which does not run CP-SAT {CPSAT}"),
    (("calendar", "10-06", "--unique", "--seed", "1"),
     f"--seed sets a random seed, but auto chose the exact engine, which has none {CPSAT}"),
])
def test_solver_options_the_engine_does_not_use_are_refused(run_cli, args, error):
    assert run_cli(*args) == (2, "", f"gridsat: error: {error}\n")


def test_the_engines_that_use_them_still_take_them(run_cli):
    code, out, err = run_cli("lightup", AKARI, "--engine", "cpsat", "--params", "num_workers:1", "--json")
    assert code == 0 and '"status": "solved"' in out and err == ""
    code, out, err = run_cli("yinyang", YY, "--params", "num_workers:1", "--json")  # solving races CP-SAT
    assert code == 0 and '"status": "solved"' in out
    for args in (("yinyang", YY, "--seed", "3"), ("dominofit", str(EXAMPLES / "dominofit-8x8.json"), "--engine",
                 "cycles", "--seed", "3"), ("pack", "-b", "3x20", "--seed", "3", "--params", "num_workers:1"),
                 ("calendar", "10-06", "--seed", "3", "--log"), ("sudoku", SUDOKU, "--engine", "cpsat", "--seed", "3"),
                 ("sudoku", SUDOKU, "--seed", "3", "--params", "num_workers:1")):
        code, out, err = run_cli(*args, "--json")  # a first solution races CP-SAT (yinyang, pack, calendar)
        assert code == 0 and '"status": "solved"' in out, args
    with pytest.raises(PuzzleInputError, match="^seed sets a random seed, but the exact engine has none"):
        gridsat.kinds.get("sudoku").parse(SUDOKU).solve(engine="exact", options=SolverOptions(seed=3))


def test_the_python_api_refuses_them_too():
    puzzle = gridsat.kinds.get("hitori").parse("https://puzz.link/p?hitori/4/4/1114142333214213")
    assert puzzle.solve(engine="cuts", options=SolverOptions(params="num_workers:1")).status.value == "solved"
    with pytest.raises(PuzzleInputError, match="the exact engine does not run CP-SAT"):
        gridsat.kinds.get("cover").parse("a b\na\nb\n").solve(engine="exact", options=SolverOptions(params="num_workers:1"))


@pytest.mark.parametrize("kind, text, error", [
    # a flag field before the size (as mashu/f/6/6/...) is ASCII letters: anything else there is the size, named
    ("nurikabe", "https://puzz.link/p?nurikabe/²/5/g5k2o1k3g",
     "Nurikabe: URL column count '²' is not a whole number from 1 to 1000"),
    ("nurikabe", "https://puzz.link/p?nurikabe/５/5/g5k2o1k3g",  # int() reads it, puzz.link never writes it
     "Nurikabe: URL column count '５' is not a whole number from 1 to 1000 ('５' has full-width characters: write 5)"),
    ("nurikabe", "https://puzz.link/p?nurikabe/-4/5/g5k2o1k3g",
     "Nurikabe: URL column count '-4' is not a whole number from 1 to 1000"),
    ("nurikabe", "https://puzz.link/p?nurikabe/5/²/g5k2o1k3g",
     "Nurikabe: URL row count '²' is not a whole number from 1 to 1000"),
    ("starbattle", "https://puzz.link/p?starbattle/5/5/²/97simb4e",
     "Star Battle: URL star count '²' is not a whole number from 1 to 1000"),
    ("nurikabe", "nurikabe\n² .\n. .\n", "n.txt: row 1, column 1: clue '²' is not a whole number or '?'"),
    ("hitori", "hitori\n1 ²\n2 1\n", "n.txt: row 1, column 2: clue '²' is not a whole number or '?'"),
    ("sudoku", "sudoku\n٣ . . .\n. . . .\n. . . .\n. . . .\n", "n.txt: row 1, column 1: given '٣' is not a digit "
     "from 1 to 4"),
    ("starbattle", "starbattle ²\nA A\nA A\n", "n.txt: line 1: the star count must be a whole number from 1 to 1000, "
     "got '²'"),
])
def test_digits_that_are_not_ascii_get_one_line(run_cli, tmp_path, kind, text, error):
    if not text.startswith("http"):
        (tmp_path / "n.txt").write_text(text, encoding="utf-8")
        text = str(tmp_path / "n.txt")
    assert run_cli(kind, text) == (2, "", f"gridsat: error: {error}\n")


@pytest.mark.parametrize("args, error", [
    (("pack", "-b", "５x12"), "unknown board '５x12': give RxC (e.g. 6x10), a mask file, or one of: 8x8-centre "
                             "('５x12' has full-width characters: write 5x12)"),
    (("calendar", "2026-１０-06"), "date '2026-１０-06' is not YYYY-MM-DD (or MM-DD), e.g. 2026-10-06 "
                                   "('2026-１０-06' has full-width characters: write 2026-10-06)"),
])
def test_sizes_and_dates_are_ascii_digits(run_cli, args, error):
    assert run_cli(*args) == (2, "", f"gridsat: error: {error}\n")


@pytest.mark.parametrize("name", gridsat.kinds.names())
@pytest.mark.parametrize("value", [None, 5, [], b"x"])
def test_detect_and_source_name_a_wrong_typed_argument(name, value):
    kind = gridsat.kinds.get(name)
    with pytest.raises(TypeError, match=f"^text must be a puzzle's text or URL \\(str\\), got {type(value).__name__}$"):
        kind.detect(value)
    with pytest.raises(TypeError, match=f"^source must be a name for messages \\(str\\), got {type(value).__name__}$"):
        kind.parse(kind.examples[0].puzzle, source=value)
    with pytest.raises(TypeError, match="^source must be a name for messages"):
        kind.parse(kind.examples[0].puzzle, value)
    with pytest.raises(TypeError, match="^source must be a name for messages"):
        kind.parse_json({}, value)


@pytest.mark.parametrize("field, value, error", [
    ("params", 5, "params must be text name:value,..., got int 5"),
    ("params", None, "params must be text name:value,..., got NoneType None"),
    ("log", "yes", "log must be True or False, got str 'yes'"),
])
def test_solver_options_name_a_wrong_typed_params_or_log(field, value, error):
    with pytest.raises(TypeError, match=f"^{error}$"):
        SolverOptions(**{field: value})


@pytest.mark.parametrize("text, error", [
    ('{"kind": "nurikabe", "rows": 1, "cols": 2, "clues": [[1, null]], "regions": [[0, 0]]}',
     "Nurikabe boards have no regions: leave 'regions' out"),
    ('{"kind": "lightup", "rows": 1, "cols": 2, "clues": [[null, null]], "regions": [[0, 1]]}',
     "Light Up boards have no regions: leave 'regions' out"),
    ('{"kind": "masyu", "rows": 2, "cols": 2, "clues": [[null, null], [null, null]], "regions": [[0, 1], [0, 1]]}',
     "Masyu boards have no regions: leave 'regions' out"),
    # which of two equal keys counts is not defined (RFC 8259, 4): never guessed
    ('{"kind": "nurikabe", "rows": 1, "cols": 2, "clues": [[1, null]], "kind": "hitori"}',
     "not valid JSON: the key 'kind' appears twice in one object"),
    ('{"kind": "nurikabe", "rows": 1, "cols": 2, "clues": [[NaN, null]]}', "not valid JSON: NaN is not a JSON number"),
    ('{"kind": "nurikabe", "rows": 1, "cols": 2, "clues": [[-Infinity, null]]}',
     "not valid JSON: -Infinity is not a JSON number"),
])
def test_json_fields_the_genre_does_not_use_and_json_that_is_not_json(run_cli, tmp_path, text, error):
    (tmp_path / "p.json").write_text(text)
    assert run_cli("solve", str(tmp_path / "p.json")) == (2, "", f"gridsat: error: p.json: {error}\n")


NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


@pytest.mark.parametrize("args, error", [
    (("--to", "url", "--engine", "cpsat"), "--engine does not apply to --to url (it converts the puzzle without "
     "solving it)"),
    (("--to", "url", "--seed", "3"), "--seed does not apply to --to url (it converts the puzzle without solving it)"),
    (("--to", "text", "--workers", "2"), "--workers does not apply to --to text (it converts the puzzle without "
     "solving it)"),
    (("--model-stats", "--png", "x.png"), "--png does not apply to --model-stats (it builds the CP-SAT model "
     "without solving it)"),
    (("--model-stats", "--seed", "2"), "--seed does not apply to --model-stats (it builds the CP-SAT model without "
     "solving it)"),
    (("--export-model", "m.pb", "--log"), "--log does not apply to --export-model (it builds the CP-SAT model "
     "without solving it)"),
])
def test_options_of_a_search_are_refused_where_nothing_is_solved(run_cli, tmp_path, monkeypatch, args, error):
    monkeypatch.chdir(tmp_path)
    assert run_cli("nurikabe", NURIKABE, *args) == (2, "", f"gridsat: error: {error}\n")
    assert list(tmp_path.iterdir()) == []  # no picture, no model file


def test_conversions_and_models_still_take_what_they_use(run_cli):
    assert run_cli("nurikabe", NURIKABE, "--to", "url", "-t", "30") == (0, NURIKABE + "\n", "")
    code, out, err = run_cli("nurikabe", NURIKABE, "--model-stats", "--engine", "cpsat", "--json")
    assert code == 0 and '"variables": 27' in out


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_the_version_to_a_full_disk_gets_one_line():
    import subprocess
    import sys

    with open("/dev/full", "w") as full:
        out = subprocess.run([sys.executable, "-m", "gridsat", "--version"], stdout=full, stderr=subprocess.PIPE,
                             text=True, timeout=120)
    assert (out.returncode, out.stderr) == (2, "gridsat: error: cannot write the output: No space left on device\n")
