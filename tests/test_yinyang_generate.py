"""Yin-Yang generator: unique, minimal, deterministic puzzles (issue 7).

The generator checks with the search engine; these tests confirm with
CP-SAT (an independent solver) and the search with only its simplest rules.
"""

from __future__ import annotations

import json

import pytest

from gridsat.core.options import SolverOptions, TimeUp
from gridsat.core.status import Status, Uniqueness
from gridsat.puzzles.yinyang import kernel as ys
from gridsat.puzzles.yinyang import YinYangPuzzle, check_grid, generate, parse, read_puzzle
from gridsat.puzzles.yinyang.generator import comb_answer, random_colouring

SIMPLE_RULES = {"triple", "checker", "border", "reach"}


@pytest.fixture(scope="module")
def made():
    return {(6, 6, 1): generate(6, 6, 1), (6, 6, 2): generate(6, 6, 2), (8, 8, 3): generate(8, 8, 3),
            (5, 7, 4): generate(5, 7, 4)}


def test_generated_puzzles_are_unique_and_checked(made):
    for (rows, cols, _seed), gen in made.items():
        assert (gen.puzzle.rows, gen.puzzle.cols) == (rows, cols)
        assert check_grid(gen.puzzle, gen.answer) == []
        result = gen.puzzle.uniqueness(engine="cpsat")
        assert result.status is Status.SOLVED
        assert result.uniqueness is Uniqueness.UNIQUE
        assert result.grid == gen.answer
        assert ys.uniqueness([list(r) for r in gen.puzzle.givens], rules=SIMPLE_RULES).verdict == "unique"
        for r in range(rows):
            for c in range(cols):
                assert gen.puzzle.givens[r][c] in (0, gen.answer[r][c])


@pytest.mark.slow  # (1.4 s of the default run, sitting 14: the slow set runs it)
def test_generated_puzzles_are_minimal(made):
    for gen in made.values():
        givens = [list(row) for row in gen.puzzle.givens]
        cells = [(r, c) for r, row in enumerate(givens) for c, v in enumerate(row) if v]
        assert len(cells) == gen.givens > 0
        for r, c in cells:
            fewer = [row[:] for row in givens]
            fewer[r][c] = 0
            verdict = YinYangPuzzle(tuple(map(tuple, fewer))).uniqueness(engine="cpsat").uniqueness
            assert verdict is Uniqueness.NOT_UNIQUE, (r, c)


def test_same_seed_same_puzzle(made):
    again = generate(6, 6, 1)
    assert again.puzzle.givens == made[(6, 6, 1)].puzzle.givens
    assert again.answer == made[(6, 6, 1)].answer
    assert made[(6, 6, 2)].puzzle.givens != made[(6, 6, 1)].puzzle.givens


@pytest.mark.parametrize("rows,cols", [(2, 2), (2, 7), (3, 3), (5, 8), (10, 10), (16, 12)])
def test_comb_and_random_colourings_are_valid_answers(rows, cols):
    blank = YinYangPuzzle(tuple((0,) * cols for _ in range(rows)))
    assert check_grid(blank, comb_answer(rows, cols)) == []
    for seed in (1, 2, 3):
        answer = random_colouring(rows, cols, seed)
        assert check_grid(blank, [list(r) for r in answer]) == []
        assert answer == random_colouring(rows, cols, seed)  # same seed, same answer


def test_random_colourings_differ_between_seeds():
    assert len({random_colouring(10, 10, seed) for seed in range(1, 6)}) == 5


def test_time_limit_covers_the_whole_generation():
    import time

    t0 = time.perf_counter()
    with pytest.raises(TimeUp) as stop:
        generate(40, 40, 1, SolverOptions(time_limit=0.2))
    assert time.perf_counter() - t0 < 3.0  # unlimited: about 200 s; the margin is for a loaded machine
    # its message says what ran out (it was empty: a Python caller printing it printed a blank line)
    assert str(stop.value) == ("the time limit of 0.2 s ran out before the Yin-Yang puzzle of seed 1 (40x40) was proven; "
                               "no unproven puzzle is given")


def test_cli_generate_json_out_and_url(run_cli, tmp_path, made):
    out = tmp_path / "p.txt"
    code, stdout, err = run_cli("generate", "yinyang", "--size", "6x6", "--seed", "1", "--json", "--out", str(out),
                                "--to", "url")
    assert code == 0, err
    payload = json.loads(stdout)
    assert payload["kind"] == "yinyang"
    assert payload["puzzle"] == made[(6, 6, 1)].puzzle.to_text()
    assert payload["solution"] == made[(6, 6, 1)].answer and payload["seed"] == 1 and payload["unique"] is True
    assert payload["givens"] == made[(6, 6, 1)].givens
    assert payload["seconds"] > 0
    assert parse(payload["url"]).givens == made[(6, 6, 1)].puzzle.givens
    assert read_puzzle(str(out)).givens == made[(6, 6, 1)].puzzle.givens


def test_cli_generate_a_collection(run_cli, tmp_path):
    out = tmp_path / "made.jsonl"
    code, stdout, err = run_cli("generate", "yinyang", "--size", "5x5", "--seed", "10", "--count", "3",
                                "--out", str(out))
    assert code == 0, err
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["seed"] for r in records] == [10, 11, 12] and {r["kind"] for r in records} == {"yinyang"}
    for r in records:
        assert parse(r["puzzle"]).uniqueness().grid == r["solution"]
    code, stdout, err = run_cli("generate", "yinyang", "--size", "5x5", "--seed", "10", "--count", "4",
                                "--out", str(out))  # resumes: only seed 13 is new
    assert code == 0 and [json.loads(x)["seed"] for x in out.read_text().splitlines()] == [10, 11, 12, 13]


def test_cli_generate_prints_only_the_puzzle_on_stdout(run_cli, tmp_path):
    code, stdout, err = run_cli("generate", "yinyang", "--size", "6x6", "--seed", "3", "--to", "url")
    assert code == 0 and stdout.count("\n") == 1 and parse(stdout.strip()).rows == 6  # pipeable into gridsat yinyang
    assert err.startswith("generated yinyang seed 3 (unique)")
    code, stdout, err = run_cli("generate", "yinyang", "--size", "6x6", "--seed", "3")
    assert code == 0 and parse(stdout).rows == 6
    out = tmp_path / "p.txt"
    code, stdout, err = run_cli("generate", "yinyang", "--size", "6x6", "--seed", "3", "--out", str(out))
    assert (code, stdout) == (0, "") and err.endswith(f"wrote {out}\n") and parse(out.read_text()).rows == 6


def test_cli_generate_never_overwrites_a_puzzle_file(run_cli, tmp_path):
    out = tmp_path / "mine.txt"
    out.write_text("my puzzle\n")
    code, _, err = run_cli("generate", "yinyang", "--size", "5x5", "--out", str(out))
    assert (code, out.read_text()) == (2, "my puzzle\n")
    assert err == f"gridsat: error: {str(out)!r} exists: choose another --out (gridsat never overwrites a puzzle file)\n"


@pytest.mark.parametrize("args,message", [
    (("--size", "6y6"), "--size '6y6' is not RxC (e.g. 10x10)"),
    (("--size", "1x6"), "--size 1x6: each side must be from 2 to 60"),
    (("--count", "2", "--out", "p.txt"), "--count 2 writes a collection: give --out FILE.jsonl (got 'p.txt')"),
])
def test_cli_generate_bad_input(run_cli, args, message):
    code, _, err = run_cli("generate", "yinyang", *args)
    assert code == 2
    assert err == f"gridsat: error: {message}\n"


def test_cli_generate_time_limit_is_unknown_never_an_unproven_puzzle(run_cli):
    code, out, err = run_cli("generate", "yinyang", "--size", "60x60", "--time-limit", "0.05")
    assert code == 1
    assert out == ""
    assert err == ("gridsat: unknown: the time limit of 0.05 s ran out before the Yin-Yang puzzle of seed 1 (60x60) was "
                   "proven; no unproven puzzle is given (give more time with -t)\n")


def test_cli_generate_prints_several_grids_apart_and_urls_one_a_line(run_cli):
    """--count 3 without --out printed three 4x4 grids as one 12-row block: a blank line now parts them (each
    grid reads back as the puzzle of its seed); URLs stay one a line, a list for a batch collection."""
    code, stdout, _ = run_cli("generate", "yinyang", "--size", "4x4", "--seed", "2", "--count", "3")
    grids = stdout.split("\n\n")
    assert code == 0 and len(grids) == 3 and all(parse(g).rows == 4 for g in grids)
    alone = [run_cli("generate", "yinyang", "--size", "4x4", "--seed", str(s))[1] for s in (2, 3, 4)]
    assert [parse(g).givens for g in grids] == [parse(g).givens for g in alone]
    code, stdout, _ = run_cli("generate", "yinyang", "--size", "4x4", "--seed", "2", "--count", "3", "--to", "url")
    assert code == 0 and len(stdout.splitlines()) == 3 and all(u.startswith("https://puzz.link/p?yinyang/4/4/")
                                                             for u in stdout.splitlines())
