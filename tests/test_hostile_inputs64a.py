"""Hostile pass 64, part a: the command line."""

from pathlib import Path

import gridsat

DATA = Path(__file__).parent / "data" / "yinyang"

GREY, CIRCLE, END = "\x1b[90m", "\x1b[37;100m", "\x1b[0m"


def test_a_yinyang_position_saved_in_colour_is_read():
    # `FORCE_COLOR=1 gridsat yinyang F > a.txt; gridsat hint F --position a.txt` was refused: "a.txt: line 1,
    # column 1: symbol '○' is not 0 (undecided), 1 (white) or 2 (black)", where every other kind reads an answer
    # saved in colour (and the same answer saved without colour was read)
    yinyang = gridsat.kinds.get("yinyang")
    puzzle = yinyang.parse((DATA / "janko_001_6x6.txt").read_text())
    plain = (DATA / "janko_001_6x6.solution.txt").read_text()
    answer = [[int(v) for v in line.split()] for line in plain.splitlines() if line.strip()]
    drawn = []
    for r, row in enumerate(answer):
        cells = []
        for c, value in enumerate(row):
            given = puzzle.givens[r][c]
            if given:
                cells.append("○ " if given == 1 else f"{CIRCLE}●{END}{CIRCLE} {END}")
            else:
                cells.append("· " if value == 1 else f"{GREY}██{END}")
        drawn.append("".join(cells))
    text = "\n".join(drawn) + f"\n{GREY}██ black, · white, ●/○ given black/white circles{END}\n"
    assert yinyang.read_position(text, puzzle) == answer
    assert yinyang.read_position(text.replace(GREY, "").replace(CIRCLE, "").replace(END, ""), puzzle) == answer
