"""A newcomer's pass 42: what a puzzle person meets following the README."""

import gridsat
from gridsat.core.result import forced_title


def _hatched(fig) -> list:
    return [c for ax in fig.axes for c in ax.collections if c.get_hatch()]


def test_a_puzzle_read_draws_white_as_the_puzzle_sites_do():
    # `gridsat.read(URL)` in Jupyter drew a Masyu, Light Up, Nurikabe... with every cell hatched grey and no key
    # (hatching means "not forced" in a --forced picture); Yin-Yang's puzzle was drawn white
    for url in ("https://puzz.link/p?mashu/6/6/1063000i3000", "https://puzz.link/p?akari/6/6/nekcakbl",
                "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "https://puzz.link/p?slither/4/4/dgdh2c71"):
        _, puzzle = gridsat.read(url)
        assert _hatched(puzzle._unsolved_figure()) == [], url
    puzzle = gridsat.kinds.get("nurikabe").parse("nurikabe\n2 . . .\n. . . 2\n. ? . .\n. . . 1\n")
    assert len(_hatched(puzzle.forced().figure())) == 1  # a --forced picture still hatches the cells not forced


def test_a_forced_title_with_every_cell_forced_names_no_others():
    # "Slitherlink: 16 of 16 cells with every side forced, the others hatched": there were no others
    assert forced_title("sl", 16, 16, "cells with every side forced") == "sl: 16 of 16 cells with every side forced"
    assert forced_title("nk", 13, 16, "cells forced") == "nk: 13 of 16 cells forced, the others hatched"
    assert forced_title("df", 15, 15, "dominoes forced", False, "the others left out") == \
        "df: 15 of 15 dominoes forced (unproven)"


def test_a_first_step_alone_is_not_graded_as_the_puzzle():
    # `print(kind.hints(puzzle, first=True))` said "one answer; 1 step, grade easy" and its to_json() held
    # {"grade": "easy"} of a puzzle `gridsat grade` calls hard: the grade of one step, not of the puzzle
    kind = gridsat.kinds.get("hitori")
    puzzle = kind.parse("https://puzz.link/p?hitori/4/4/1114142333214213")
    first = kind.hints(puzzle, first=True)
    assert str(first).splitlines()[0] == "one answer; 1 step (only the next one: first=True)"  # (test_hostile_inputs42c)
    assert "grade" not in first.to_json()
    whole = kind.hints(puzzle)
    assert str(whole).splitlines()[0] == "one answer; 13 steps, grade hard"
    assert whole.to_json()["grade"]["grade"] == "hard"


def test_the_puzzle_drawn_for_a_run_with_no_answer_is_white_too():
    # `gridsat solve bad.txt --png bad.png` of a Nurikabe with no answer drew "the puzzle as read" all hatched grey
    puzzle = gridsat.kinds.get("nurikabe").parse("nurikabe\n1 1\n. .\n")
    fig = puzzle.solve().puzzle_figure()
    assert _hatched(fig) == [] and "Nurikabe: no solution" in [t.get_text() for t in fig.texts]


def test_a_hint_picture_of_a_puzzle_with_no_answer_says_so():
    # `gridsat hint bad.txt --png h.png` of a Nurikabe with no answer drew it titled "bad", as a fresh puzzle
    kind = gridsat.kinds.get("nurikabe")
    puzzle = kind.parse("nurikabe\n1 1\n. .\n")
    fig = kind.hint_figure(puzzle, kind.hints(puzzle))
    assert "Nurikabe: no answer" in [t.get_text() for t in fig.texts] + [ax.get_title() for ax in fig.axes]
    whole = gridsat.kinds.get("hitori").parse("https://puzz.link/p?hitori/4/4/1114142333214213")
    fig = gridsat.kinds.get("hitori").hint_figure(whole, gridsat.kinds.get("hitori").hints(whole), upto=0)
    assert "Hitori" in [t.get_text() for t in fig.texts] + [ax.get_title() for ax in fig.axes]  # no step yet


def test_a_board_without_a_clue_says_why_it_has_no_answer():
    # `gridsat solve e.txt` of a 2x2 Nurikabe with no number said "infeasible" alone, `hint` "the puzzle has no answer"
    puzzle = gridsat.kinds.get("nurikabe").parse("nurikabe\n. .\n. .\n")
    assert puzzle.solve().to_json()["reason"] == "the board has no clue, and the rules alone leave none"
