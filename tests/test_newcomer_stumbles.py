"""What a new user, working from the README alone, tripped over (issue 20's
"what a new user tripped over"): each case is the exact line or record a
user gets now."""

from __future__ import annotations

import json

import gridsat
from gridsat.puzzles.kinds import names

KINDS = ", ".join(names())  # every registered kind (was written out: a new kind edited it)
SUDOKU = "https://puzz.link/p?sudoku/4/4/g1k23k3g"  # robx/pzprjs test/script/sudoku.js
NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


def test_solve_says_where_json_breaks_and_names_an_unknown_kind(run_cli, tmp_path):
    (tmp_path / "broken.json").write_text('{"kind": "pack", "board": "6x10"')  # cut short
    assert run_cli("solve", str(tmp_path / "broken.json")) == (
        2, "", "gridsat: error: broken.json: not valid JSON: Expecting ',' delimiter at line 1, column 33\n")
    (tmp_path / "pak.json").write_text('{"kind": "pak", "board": "6x10"}')
    assert run_cli("solve", str(tmp_path / "pak.json")) == (
        2, "", f"gridsat: error: pak.json: unknown kind 'pak' (did you mean 'pack'?); kinds: {KINDS}\n")
    # both said "not a puzzle gridsat can read (kinds: ...)" before


def test_a_collection_takes_urls_alone_and_records_without_a_kind(run_cli, tmp_path):
    lines = [SUDOKU, json.dumps({"puzzle": NURIKABE}), json.dumps({"kind": "sudoku", "url": SUDOKU})]
    (tmp_path / "c.jsonl").write_text("\n".join(lines) + "\n")
    code, _, _ = run_cli("batch", str(tmp_path / "c.jsonl"), "--out", str(tmp_path / "r.jsonl"), "-q", "-j", "1")
    records = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert code == 0 and [(r["line"], r["kind"], r["status"]) for r in records] == [
        (1, "sudoku", "solved"), (2, "nurikabe", "solved"), (3, None, "bad_input")]
    assert records[0]["answer"]["grid"] == [[2, 1, 4, 3], [4, 3, 1, 2], [3, 4, 2, 1], [1, 2, 3, 4]]
    assert records[2]["error"] == ('c.jsonl: line 3: a collection line gives a URL as {"puzzle": URL}, or as the URL '
                                   'alone, not "url"')  # "unknown field 'url' (fields: clues, ...)" before


def test_a_hint_picture_frames_the_mistake_its_message_names(run_cli, tmp_path):
    import gridsat

    example = str(__import__("pathlib").Path(__file__).parents[1] / "examples" / "yinyang-10x10.txt")
    grid = [list(row) for row in gridsat.solve(example).grid]
    position = [[0] * 10 for _ in range(10)]
    position[0][:3] = grid[0][:3]
    position[0][8] = 3 - grid[0][8]  # the other colour: a mistake
    (tmp_path / "mine.txt").write_text("\n".join(" ".join(map(str, row)) for row in position) + "\n")
    code, out, _ = run_cli("hint", example, "--position", str(tmp_path / "mine.txt"), "--svg", str(tmp_path / "m.svg"))
    assert out.startswith("the position has a mistake: r1c9 differs from the puzzle's only answer\n")
    assert "#e0301e" in (tmp_path / "m.svg").read_text()  # the frame round r1c9; the picture showed nothing before


def test_generate_names_a_kind_without_a_generator(run_cli):
    for name in ("sudoku", "Sudoku"):
        assert run_cli("generate", name) == (
            2, "", "gridsat: error: Sudoku has no generator yet (kinds with one: aqre, cave, countryroad, creek, dominofit, "
                   "gokigen, kurodoko, kurotto, lightup, mochikoro, nonogram, nurikabe, nurimisaki, ripple, shikaku, slitherlink, tentaisho, yinyang) (see 'gridsat generate --help')\n")
    code, out, err = run_cli("generate", "YinYang", "--size", "4x4", "--seed", "1")  # a kind's capitals: its name
    same = run_cli("generate", "yinyang", "--size", "4x4", "--seed", "1")[1]
    assert code == 0 and err.startswith("generated yinyang seed 1") and out == same


def test_a_grade_says_what_its_hardest_steps_use(run_cli):
    code, out, _ = run_cli("grade", "examples/yinyang-10x10.txt")
    assert code == 0 and out.splitlines()[0] == (
        "grade: hard (its hardest steps use every colouring of a small window (a 3x3 square), reach and cut cells "
        "(where a colour can still go), the border's turns and parity, loops, or short local trials)")  # its hardest rule here: square, a 3x3 window


def test_a_run_without_an_answer_draws_the_puzzle_as_read(run_cli, tmp_path):
    (tmp_path / "none.txt").write_text("nurikabe\n1 . .\n. . .\n. . 1\n")  # two 1s: the sea cannot avoid a 2x2
    png, svg = tmp_path / "none.png", tmp_path / "none.svg"
    code, out, err = run_cli("solve", str(tmp_path / "none.txt"), "--png", str(png), "--svg", str(svg))
    assert code == 1 and out.endswith(f"wrote {png}\nwrote {svg}\n")
    assert out.splitlines()[:2] == ["no answer: the island sizes 1 at r1c1 and 1 at r3c3 cannot all hold, even with "
                                    "every other island size taken away, each numbered cell still in an island of its "
                                    "own (take one of these away too and an answer "
                                    "exists)", out.splitlines()[1]] and out.splitlines()[1].startswith("infeasible in ")
    assert err == f"gridsat: the puzzle as read, unsolved: {png}, {svg} (the run is infeasible: no answer to draw; " \
                  "the clues that cannot all hold outlined)\n"
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and "<svg" in svg.read_text()
    kind = gridsat.kinds.get("nurikabe")
    result = kind.run(kind.read(str(tmp_path / "none.txt")), gridsat.Task("solve"))
    assert [t.get_text() for t in result.puzzle_figure().texts] == ["none: no solution"]


def test_the_web_answer_without_an_answer_has_the_puzzle_as_read():
    from gridsat.core.options import SolverOptions
    from gridsat.web.jobs import pictures

    kind = gridsat.kinds.get("nurikabe")
    result = kind.run(kind.parse("nurikabe\n1 . .\n. . .\n. . 1\n"), gridsat.Task("solve"))
    assert str(result.status) == "infeasible" and "<svg" in pictures(result)["svg"]
    kind = gridsat.kinds.get("cover")  # a kind that draws only answers: no picture
    result = kind.run(kind.parse(kind.example), gridsat.Task("solve", options=SolverOptions(time_limit=1e-9)))
    assert str(result.status) == "unknown" and pictures(result) == {}


def test_a_text_file_of_urls_is_named_as_a_list_for_batch(run_cli, tmp_path):
    (tmp_path / "genres.txt").write_text(f"{NURIKABE}\n{SUDOKU}\n")
    assert run_cli("solve", str(tmp_path / "genres.txt")) == (
        2, "", "gridsat: error: genres.txt: 2 lines of URLs: a file holds one puzzle; gridsat batch reads a list of "
               "puzzles, one URL a line, from a file whose name ends in .jsonl\n")


def test_an_empty_picture_name_and_one_generated_puzzle_read_right(run_cli, tmp_path):
    assert run_cli("yinyang", "examples/yinyang-10x10.txt", "--png", "") == (
        2, "", "gridsat: error: --png is empty: give a file name or leave the option out\n")
    out = tmp_path / "one.jsonl"
    code, _, err = run_cli("generate", "yinyang", "--size", "5x5", "--count", "1", "-o", str(out))
    assert (code, err) == (0, f"wrote 1 Yin-Yang puzzle to {out}\n")


def test_a_picture_of_several_answers_says_which_it_draws(run_cli, tmp_path):
    """--solutions 3 --png listed three answers and drew the first without a word, and a not-unique proof's
    picture showed one answer: a new user took the picture for all of them."""
    png = tmp_path / "c.png"
    code, out, _ = run_cli("calendar", "2026-10-06", "--solutions", "3", "--png", str(png))
    assert code == 0 and out.endswith(f"wrote {png} (solution 1 of the 3 listed)\n") and png.stat().st_size > 5000
    empty = tmp_path / "e.txt"
    empty.write_text("0 0 0 0\n" * 4)
    code, out, _ = run_cli("yinyang", str(empty), "--unique", "--png", str(png))
    assert code == 0 and out.endswith(f"wrote {png} (the first answer; the second is in the text)\n")
    code, out, _ = run_cli("yinyang", str(empty), "--png", str(png))
    assert code == 0 and out.endswith(f"wrote {png}\n")
