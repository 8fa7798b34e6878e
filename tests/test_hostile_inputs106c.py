"""Hostile pass 106, part c: batch, results files and resuming, recorded answers under --check-answer."""

from __future__ import annotations

import json

import pytest

from gridsat.batch import run_batch

NURIKABE = "nurikabe\n. . . . .\n. . . . .\n. 2 . 2 .\n1 . . . 2\n. . 1 . .\n"
NURIKABE_ANSWER = ["11111", "10101", "10101", "01110", "11010"]
LIGHTUP = "lightup\n. . . 2 .\n# # . . .\n. 0 . 2 .\n. . . 1 #\n. # . . .\n"
LIGHTUP_ANSWER = ["00100", "00010", "00001", "10000", "00010"]


def _checked(tmp_path, records):
    source = tmp_path / "c.jsonl"
    source.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    run_batch([str(source)], str(tmp_path / "res.jsonl"), jobs=1, check_answer=True)
    lines = sorted(map(json.loads, open(tmp_path / "res.jsonl", encoding="utf-8")), key=lambda r: r["line"])
    return [(r["status"], r.get("matches_record"), r.get("record_breaks"), r.get("error")) for r in lines]


@pytest.mark.parametrize("written", ["rows", "text", "one line"])
def test_a_recorded_shading_answer_of_digits_is_read(tmp_path, written):
    # rows of the 0/1 --json prints, written together ("11111"), were refused: "a recorded Nurikabe solution must be
    # rows of #/./*/x or of numbers" (Yin-Yang's "1221" rows were read); a Light Up "1" on its wall of 1 is a bulb
    def form(rows):
        return rows if written == "rows" else "\n".join(rows) + "\n" if written == "text" else "".join(rows)

    wrong = ["1" + NURIKABE_ANSWER[0][1:]] + NURIKABE_ANSWER[1:3] + ["11110"] + NURIKABE_ANSWER[4:]
    bulb_on_wall = LIGHTUP_ANSWER[:3] + ["10010"] + LIGHTUP_ANSWER[4:]
    got = _checked(tmp_path, [{"puzzle": NURIKABE, "solution": form(NURIKABE_ANSWER)},
                              {"puzzle": LIGHTUP, "solution": form(LIGHTUP_ANSWER)},
                              {"puzzle": NURIKABE, "solution": form(wrong)},
                              {"puzzle": LIGHTUP, "solution": form(bulb_on_wall)},
                              {"puzzle": NURIKABE, "solution": form(["21111"] + NURIKABE_ANSWER[1:])}])
    assert got[:2] == [("solved", True, None, None)] * 2
    assert got[2] == ("solved", False, "answer: clue cell r4c1 is shaded", None)
    assert got[3] == ("solved", False, "answer: a bulb stands on the wall at r4c4", None)
    assert got[4] == ("bad_input", None, None, "c.jsonl: line 5: a recorded Nurikabe solution: cell r1c1 holds 2; a "
                      "Nurikabe answer holds 0 (unshaded) or 1 (shaded)")


def test_an_answer_file_of_digits_beside_its_puzzle_is_read(tmp_path):
    (tmp_path / "n.txt").write_text(NURIKABE, encoding="utf-8")
    (tmp_path / "n.solution.txt").write_text("\n".join(NURIKABE_ANSWER) + "\n", encoding="utf-8")
    run_batch([str(tmp_path / "n.txt")], str(tmp_path / "res.jsonl"), jobs=1, check_answer=True)
    line = json.loads(open(tmp_path / "res.jsonl", encoding="utf-8").read())
    assert (line["status"], line["matches_record"]) == ("solved", True)


TAPA = "https://puzz.link/p?tapa/6/8/q2g9g.qb0pa0ccn"
TAPA_DRAWN = """\
███████████████·    ·    ·
█████·    ███████████████2
·    1111 ·    ?    █████·
█████·    ████████████████████
█████·    ·    ???  ·    █████
███████████████·    ██████████
█████·    ??   3??  ·    █████
██████████████████████████████
██ shaded, · unshaded
solved in 0.697 s
"""
FILLOMINO = "https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h"
FILLOMINO_DRAWN = """\
┌─────┬───────────┐
│5  5 │4  4  4  4 │
│     ├──┬─────┬──┤
│5  5 │3 │2  2 │1 │
├──┐  │  └──┬──┼──┤
│3 │5 │3  3 │5 │2 │
│  └──┼─────┘  │  │
│3  3 │5  5  5 │2 │
├─────┤  ┌──┬──┴──┤
│2  2 │5 │1 │4  4 │
├──┬──┴──┴──┤     │
│1 │3  3  3 │4  4 │
└──┴────────┴─────┘
solved in 1.331 s
"""


def test_gridsats_own_drawings_of_wide_cells_and_numbered_answers_are_read(tmp_path):
    # `gridsat solve URL > NAME.solution.txt`: a Tapa's cells five wide ("1111 ") were "line 5: '█████·    ·    ???
    # ·    █████' is no row as gridsat draws the board", a Fillomino's numbers "the drawn answer's cell r1c1 shows
    # '5' where gridsat draws '0' for that answer (a drawing edited by hand?)" (a Hitori's two-digit cells: read, still)
    hitori = "hitori\n10 11 10 12\n11 12 13 10\n12 10 11 13\n13 10 12 11\n"
    shaded = TAPA_DRAWN.replace("██████████\n█████·    ·    ???", "·    █████\n█████·    ·    ???")  # r6c5, r6c6
    for name, puzzle, drawn in (("t", TAPA, TAPA_DRAWN), ("f", FILLOMINO, FILLOMINO_DRAWN),
                                ("h", hitori, "███11 10 12 \n11 12 13 10 \n12 ███11 13 \n13 10 12 11 \n"),
                                ("u", TAPA, shaded)):
        (tmp_path / f"{name}.txt").write_text(puzzle + "\n", encoding="utf-8")
        (tmp_path / f"{name}.solution.txt").write_text(drawn, encoding="utf-8")
    run_batch([str(tmp_path)], str(tmp_path / "res.jsonl"), jobs=1, check_answer=True)
    got = {r["file"].rsplit("/", 1)[-1]: (r["status"], r.get("matches_record"), r.get("record_breaks"), r.get("error"))
           for r in map(json.loads, open(tmp_path / "res.jsonl", encoding="utf-8"))}
    assert got["t.txt"] == got["f.txt"] == got["h.txt"] == ("solved", True, None, None)
    assert got["u.txt"] == ("solved", False, "answer: the clue ? at r3c4 has runs 4,2 around it", None)


SUDOKU = "https://puzz.link/p?sudoku/9/9/k8g1g7i2i99o2g3h75q19h5g4o83i4i6g4g5k"
SUDOKU_ROWS = ["264798315", "735124869", "981653274", "426389751", "573416982", "819275643", "152967438",
               "397841526", "648532197"]
BOXED = ("a recorded Sudoku solution must be rows of digits or of numbers; its lines draw box lines "
         "('|', '---+---'), which are not cells: write the cells alone, a row a line, and leave out the lines of '-' "
         "and '+'")


def test_a_recorded_sudoku_with_box_lines_is_told_so(tmp_path):
    # '264|798|315' and '---+---+---' lines: "a recorded Sudoku solution must be rows of 1/2/3/4/5/6/7/8/9 or of
    # numbers" alone, where the same lines in a puzzle are told to be box lines
    piped = [f"{r[:3]}|{r[3:6]}|{r[6:]}" for r in SUDOKU_ROWS]
    ruled = "\n".join(piped[:3] + ["---+---+---"] + piped[3:6] + ["---+---+---"] + piped[6:]) + "\n"
    got = _checked(tmp_path, [{"puzzle": SUDOKU, "solution": piped}, {"puzzle": SUDOKU, "solution": ruled},
                              {"puzzle": SUDOKU, "solution": SUDOKU_ROWS}])
    assert got[0] == ("bad_input", None, None, f"c.jsonl: line 1: {BOXED}")
    assert got[1] == ("bad_input", None, None, f"c.jsonl: line 2: {BOXED}")
    assert got[2] == ("solved", True, None, None)
    (tmp_path / "s.txt").write_text(SUDOKU + "\n", encoding="utf-8")
    (tmp_path / "s.solution.txt").write_text(ruled, encoding="utf-8")
    run_batch([str(tmp_path / "s.txt")], str(tmp_path / "one.jsonl"), jobs=1, check_answer=True)
    line = json.loads(open(tmp_path / "one.jsonl", encoding="utf-8").read())
    assert line["error"] == f"s.solution.txt: {BOXED}"


def test_a_recorded_answer_of_digits_may_write_the_clues_numbers(tmp_path):
    # a Kurodoko's "14000" rows (its clues written on their cells among the 0/1 of the answer), as "1#..." rows may
    kurodoko = "kurodoko\n. 4 . . .\n. . . . .\n. 7 . . .\n. 6 . . 6\n. 7 . . .\n"
    rows = ["14000", "01001", "07000", "16006", "07000"]
    got = _checked(tmp_path, [{"puzzle": kurodoko, "solution": rows},
                              {"puzzle": kurodoko, "solution": ["14000", "01001", "07000", "16006", "07100"]},
                              {"puzzle": kurodoko, "solution": ["15000"] + rows[1:]}])
    assert got[0] == ("solved", True, None, None)
    assert got[1] == ("solved", False, "answer: the 7 at r5c2 sees 4 unshaded cells (itself included), not 7", None)
    assert got[2] == ("bad_input", None, None, "c.jsonl: line 3: a recorded Kurodoko solution: cell r1c2 holds 5; a "
                      "Kurodoko answer holds 0 (unshaded) or 1 (shaded)")
