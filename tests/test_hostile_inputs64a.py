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


def test_a_position_saved_in_colour_with_two_answers_is_told_so():
    # `FORCE_COLOR=1 gridsat yinyang F -u > a.txt; gridsat hint F --position a.txt` was told "the drawn board has
    # 8 rows of 4 cells" (its bold "a second answer" heading missed), where the same file saved without colour is
    # told it holds 2 answers
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.grid.drawn_answer import refuse_several

    board = "○ · · · \n· ██· ██\n· ██████\n· · · ● \n"
    for bold in ("", "\x1b[1m"):
        text, said = board + f"{bold}a second answer{END if bold else ''}\n" + board, None
        try:
            refuse_several(text, "the position", "a.txt")
        except PuzzleInputError as exc:
            said = str(exc)
        assert said == ("a.txt: the position holds 2 answers as gridsat prints them ('a second answer'): keep the "
                        "one board to start from, and its lines only")
