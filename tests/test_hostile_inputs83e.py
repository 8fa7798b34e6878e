"""Hostile pass 83, helper e: grades and difficulty claims."""

from __future__ import annotations

import pytest

import gridsat
from gridsat.core.hints import grade
from gridsat.puzzles.yinyang import read_puzzle
from gridsat.puzzles.yinyang.stepping import deduce

#: janko_010_8x8 of the shared Yin-Yang corpus (givens, 2 black).
JANKO_010 = """\
0 0 0 0 0 0 0 0
0 0 0 0 2 0 0 0
2 0 0 0 0 0 0 0
0 0 0 0 0 2 0 0
0 0 2 0 0 0 0 0
0 0 2 2 0 2 0 0
0 2 0 2 0 0 0 0
0 0 0 0 0 0 0 0
"""


def turned(rows: list) -> list:
    """The 8 turns and mirrors of a grid (rows of tokens)."""
    out, g = [], [list(r) for r in rows]
    for _ in range(4):
        out += [g, [list(col) for col in zip(*g)]]
        g = [list(r) for r in zip(*g[::-1])]
    return out


def test_a_yinyang_grade_is_the_same_turned_or_mirrored(tmp_path):
    # Was: the trial shown was the shortest among the first three cells found, so one mirror of janko_010 graded
    # expert (a long trial) and the others hard (a short local trial); now the shortest short local trial of the
    # board is looked for first.
    grades = set()
    for i, rows in enumerate(turned([line.split() for line in JANKO_010.splitlines()])):
        path = tmp_path / f"j{i}.txt"
        path.write_text("\n".join(" ".join(r) for r in rows) + "\n")
        grades.add(grade(deduce(read_puzzle(str(path))))["grade"])
    assert grades == {"hard"}


@pytest.mark.parametrize("url, expected", [
    ("https://puzz.link/p?nurikabe/7/7/2g4h3o2q2p2i4k5", "hard"),       # was expert in 4 of its 8 turns
    ("https://puzz.link/p?hitori/6/5/111.45.2..453.3.1..2....3.3.1.", "hard"),  # was expert in 6 of 8
])
def test_a_shading_grade_is_the_same_turned_or_mirrored(url, expected):
    # Was: as Yin-Yang's, and a trial's rules were never held to level 1 (next_rules' `upto` read a `level`
    # attribute no rule function has), so a short trial the rules could show was shown through a level-2 rule.
    kind = gridsat.kinds.get(url.split("?")[1].split("/")[0])
    head, *rows = kind.parse(url).to_text().strip().splitlines()
    grades = set()
    for g in turned([r.split() for r in rows]):
        d = kind.hints(kind.parse(head + "\n" + "\n".join(" ".join(r) for r in g) + "\n"))
        grades.add(grade(d)["grade"])
    assert grades == {expected}


def test_a_yinyang_hard_grade_names_every_hard_rule():
    # Was: a puzzle whose hardest step was 'parity' (generate yinyang --size 8x8 --seed 2 --grade hard) was told
    # "its hardest steps use every colouring of a small window (a 3x3 square), reach and cut cells (where a colour
    # can still go), or short local trials": neither parity, turns nor loop were among the words.
    from gridsat.core.hints import GRADES
    from gridsat.puzzles.yinyang.deductions import LEVEL

    said = GRADES["hard"]
    assert said == ("every colouring of a small window (a 3x3 square), reach and cut cells (where a colour can "
                    "still go), the border's turns and parity, loops, or short local trials")
    words = {"square": "window", "turns": "turns", "reach": "reach", "cut": "cut", "loop": "loops",
             "parity": "parity"}
    assert {rule for rule, level in LEVEL.items() if level == 3} == set(words)
    assert all(word in said for word in words.values())
