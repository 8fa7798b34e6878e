"""Messages about a JSON file name its values as JSON writes them (true, null, an object, an array), not as
Python does (True, None, dict, list): the user wrote JSON."""

from __future__ import annotations

from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


@pytest.mark.parametrize("text, message", [
    ('{"options": [["a", true]]}', 'option 0: item true must be a string or an integer'),
    ('{"options": [[null]]}', 'option 0: item null must be a string or an integer'),
    ('{"options": {"a": 1}}', '"options" must be a list, got an object'),
    ('{"primary": "ab", "options": [["a"]]}', '"primary" must be a list, got a string'),
    ('[1]', 'expected an object with "options", got an array'),  # was read as Knuth's format: 'infeasible'
    ('[["a", "b"], ["c"]]', 'expected an object with "options", got an array'),
])
def test_a_cover_json_file_is_told_in_json_terms(run_cli, tmp_path, text, message):
    path = tmp_path / "c.json"
    path.write_text(text + "\n")
    assert run_cli("cover", str(path)) == (2, "", f"gridsat: error: c.json: JSON: {message}\n")


def test_an_item_line_that_is_not_json_is_still_knuths_format_and_its_names_are_shown_as_they_are(run_cli, tmp_path):
    """Items named '[a]' or '[bold]x' were read as markup: the answer's line read '0: ' and '0: x'."""
    path = tmp_path / "c.dlx"
    path.write_text("[a] b [bold]x\n[a] [bold]x\nb\n")  # items may be named with brackets in Knuth's format
    code, out, _ = run_cli("cover", str(path), "--count")
    assert code == 0 and out.startswith("0: [a] [bold]x\n1: b\n1 solution (all counted)\n"), out


def test_a_path_with_brackets_is_named_as_it_is(run_cli, tmp_path):
    folder = tmp_path / "[x]"
    folder.mkdir()
    code, out, _ = run_cli("yinyang", str(EXAMPLES / "yinyang-10x10.txt"), "--svg", str(folder / "y.svg"))
    assert code == 0 and out.splitlines()[-1] == f"wrote {folder / 'y.svg'}" and (folder / "y.svg").stat().st_size


@pytest.mark.parametrize("value, error, message", [
    (-1, "PuzzleInputError", "max_entries must be at least 1, got -1"),  # was "problem too large: ... limit of -1"
    (1.5, "TypeError", "max_entries must be a whole number, got float 1.5"),
    ("x", "TypeError", "max_entries must be a whole number, got str 'x'"),  # was a failed comparison
])
def test_the_cover_engine_names_a_bad_max_entries(value, error, message):
    from gridsat.engines.cover import CoverEngine

    with pytest.raises(Exception) as err:
        CoverEngine([[0], [1]], primary=[0, 1], max_entries=value)
    assert (type(err.value).__name__, str(err.value)) == (error, message)


@pytest.mark.parametrize("head_start", [float("nan"), "1", True])
def test_race_refuses_a_head_start_that_is_no_number_of_seconds(head_start):
    """NaN skipped the search's head start without a word (no comparison with NaN is true)."""
    from gridsat.core.options import SolverOptions
    from gridsat.engines.race import race

    built = []
    with pytest.raises(TypeError, match="^head_start must be a number of seconds, got "):
        race(lambda stop, cpu: None, lambda found: False, lambda: built.append(1), head_start,
             SolverOptions(time_limit=5).started())
    assert built == []  # refused before anything ran


@pytest.mark.parametrize("line, name", [("é: ##", "é"), ("my piece: ##", "my piece"), ("O-2: ##/##", "O-2")])
def test_a_piece_name_that_is_not_one_says_what_a_name_is(run_cli, tmp_path, line, name):
    pieces = tmp_path / "p.txt"
    pieces.write_text(line + "\n", encoding="utf-8")
    assert run_cli("pack", "-b", "2x2", "-p", str(pieces)) == (
        2, "", f"gridsat: error: p.txt: line 1: expected 'NAME: ROW/ROW/...', got '{line}' (a name is ASCII letters, "
               f"digits and '_': '{name}' is not)\n")


def test_a_file_too_large_to_read_under_the_memory_limit_is_refused_before_it_is_read(run_cli, tmp_path,
                                                                                    monkeypatch):
    """A 28 MB exact cover grew to 490 MB under --memory-limit 0.1 and was refused only once read (and the
    solve command, batch and GRIDSAT_MEMORY_LIMIT alike)."""
    import json

    path = tmp_path / "c.json"
    path.write_text(json.dumps({"options": [[i, i + 1] for i in range(60_000)]}))  # 0.9 MB: 18 MB to read
    from gridsat.core.options import amount_of_memory

    size = path.stat().st_size
    for command in ("cover", "solve"):
        code, out, err = run_cli(command, str(path), "--memory-limit", "0.01")
        assert (code, out) == (2, "") and err == (
            f"gridsat: error: {path}: reading this puzzle file ({size:,} bytes) needs about "
            f"{amount_of_memory(20 * size)} of memory; the limit is 10.24 MB (raise it with --memory-limit GB or "
            "GRIDSAT_MEMORY_LIMIT)\n"), err
    monkeypatch.setenv("GRIDSAT_MEMORY_LIMIT", "0.01")
    code, _, _ = run_cli("batch", str(path), "-o", str(tmp_path / "r.jsonl"), "-j", "1", "-q")
    line = json.loads((tmp_path / "r.jsonl").read_text())
    assert (code, line["status"]) == (0, "unknown") and line["note"].startswith(  # a limit stopped it: redone
        "the memory limit stopped it: ") and "reading this puzzle file" in line["note"]
    monkeypatch.delenv("GRIDSAT_MEMORY_LIMIT")
    assert run_cli("cover", str(path), "--memory-limit", "0.1")[0] == 1  # read under a limit it fits (no cover)


def test_batch_names_files_with_brackets_as_they_are(run_cli, tmp_path):
    """Files named '[a].txt' and '[bold red]x.txt' showed as '.txt' and a red 'x.txt' in batch's progress and
    summary (rich markup)."""
    folder = tmp_path / "in"
    folder.mkdir()
    for name in ("[a].txt", "[bold red]x.txt"):
        (folder / name).write_text((EXAMPLES / "yinyang-10x10.txt").read_text())
    code, out, _ = run_cli("batch", str(folder), "-o", str(tmp_path / "r.jsonl"), "-j", "1")
    slowest = next(line for line in out.splitlines() if line.startswith("slowest: "))
    assert code == 0 and f"{folder}/[a].txt (" in slowest and f"{folder}/[bold red]x.txt (" in slowest, out


def test_a_memory_refusal_counts_the_answers_asked_for(run_cli):
    """``-n 100000`` was refused as "keeping 100,001 answers": the search keeps one more to tell whether
    there are more, which is not what the user asked for."""
    code, out, err = run_cli("solve", "https://puzz.link/p?sudoku/9/9/zzzzg", "-n", "100000", "--memory-limit", "0.001")
    assert (code, out) == (2, "")
    assert err.startswith("gridsat: error: an exact cover of a 9x9 Sudoku keeping 100,000 answers needs about 0.5 GB ")


@pytest.mark.parametrize("args, message", [
    (["solve", "examples/yinyang-10x10.txt", "-t", "abc"], "'--time-limit' / '-t': 'abc' is not a number"),
    (["solve", "examples/yinyang-10x10.txt", "-n", "2.5"], "'--solutions' / '-n': '2.5' is not a whole number"),
    (["yinyang", "examples/yinyang-10x10.txt", "--workers=x"], "'--workers' / '-w': 'x' is not a whole number"),
    (["generate", "yinyang", "--seed", "1.5"], "'--seed': '1.5' is not a whole number"),
])
def test_a_number_option_given_something_else_is_told_in_plain_words(run_cli, args, message):
    """Typer's validation said "Input should be a valid integer, unable to parse string as an integer"."""
    examples = Path(__file__).resolve().parents[1] / "examples"
    code, out, err = run_cli(*[str(examples / a[9:]) if a.startswith("examples/") else a for a in args])
    assert (code, out) == (2, "") and err.startswith(f"gridsat: error: Invalid value for {message} (see 'gridsat ")


def test_a_huge_number_is_said_by_its_first_digits_and_length(run_cli):
    """A 400-digit -n was echoed whole, twice, in a 690-character line."""
    huge = "9" * 400
    code, out, err = run_cli("generate", "yinyang", "--seed", huge)
    assert (code, out, err) == (2, "", "gridsat: error: --seed must be a whole number from 0 to 2147483647, got "
                                       "999999... (a 400-digit number)\n")
    name = "1" * 30 + ".txt"  # a name is kept whole
    assert run_cli("solve", name)[2] == f"gridsat: error: {name}: cannot read puzzle file: No such file or directory\n"
