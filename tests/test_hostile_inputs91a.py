"""Hostile pass 91, part a: Sudoku hints as a strong Sudoku solver reads them."""

import re

import gridsat

SUDOKU = gridsat.kinds.get("sudoku")
#: Inkala's 2012 "hardest" Sudoku (tests/data/genres/sudoku_hints.json) and a position some steps in.
INKALA = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
INKALA_AT = "8..7.....\n.436...7.\n.75.9.2..\n.5...7...\n....457..\n...1...3.\n521.7.368\n4.85..917\n.9....4.."


def test_a_step_after_eliminations_names_no_cell_an_earlier_step_decided():
    # was: the second step said "r6c7 is 5: ... claiming: ..., so r4c5, r6c5, r6c6 cannot be 2; then naked pair: ...
    # leave the rest of row 6 (r6c1, r6c3, r6c6, ...)" beside r6c6 shown 9 by the step before (both found in one round)
    steps = SUDOKU.hints(SUDOKU.parse(INKALA), start=INKALA_AT).steps
    assert steps[0].decided == {(5, 5): 9}
    decided = set()
    for step in steps[:12]:
        named = {(int(r) - 1, int(c) - 1) for r, c in re.findall(r"r(\d+)c(\d+)", step.sentence.partition(
            "struck out: ")[2])}
        assert not named & decided, step.sentence
        decided |= set(step.decided)


def test_the_checker_names_boxes_and_repeats_as_the_hints_do(run_cli, tmp_path):
    # was: "the position has a mistake: ...; as it stands, row 1 holds 5 twice (r1c1, r1c3)" then "the position breaks
    # a rule: row 1 holds 5 2 times (and 2 more)"; the checker's "the box at r1c1" where every hint says "box 1"
    wiki = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    position = tmp_path / "pos.txt"
    position.write_text("535678912\n672195348\n198342567\n859761423\n426853791\n713924856\n961537284\n287419635\n"
                        "345286179\n")
    assert run_cli("hint", wiki, "--position", str(position))[1].splitlines()[1] == (
        "the position breaks a rule: row 1 holds 5 twice (and 2 more broken rules)")
    answer = [[5, 3, 4, 6, 7, 8, 9, 1, 2]] + [[1] * 9] * 8
    assert SUDOKU.parse(wiki).violations([[5, 3, 5] + answer[0][3:]] + answer[1:])[:2] == [
        "row 1 holds 5 twice", "row 2 holds 1 9 times"]
    assert "box 1 holds 5 twice" in SUDOKU.parse(wiki).violations([[5, 3, 5] + answer[0][3:]] + answer[1:])


def test_every_sudoku_technique_has_its_own_words(run_cli):
    # was: `grade` of a naked triple said "the level-2 rule 'naked_triple'" (no words: the docstring named the
    # triples together), and an XY-wing's words ran on into the paragraph under the list ("...; then a single. Where
    # none decides a digit, a trial (:mod:`.stepping`): ...")
    from gridsat.puzzles.sudoku.deductions import LEVELS

    words = SUDOKU.rule_words()
    assert set(words) == set(LEVELS)
    assert words["xy_wing"].endswith("so z is struck from every cell that sees both")
    assert words["hidden_pair"] == "two digits with the same two places in a unit fill them, their other candidates " \
                                   "struck"
    janko_347 = "8....1..6....325...7..49...426.......38...17.......864...36..5...972....6..9....8"
    assert run_cli("grade", janko_347)[1].splitlines()[0] == (
        "grade: medium (its hardest steps use the rule 'naked_triple': three cells of a unit with three candidates "
        "between them take those three, struck from the unit's other cells)")


def test_a_sudoku_positions_bad_value_names_the_digits_as_a_range():
    # was: "start: r1c4: 17 is not 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 or 16" (a 16x16)
    import pytest

    from gridsat.core.errors import PuzzleInputError

    puzzle = SUDOKU.parse("sudoku\n" + "\n".join(" ".join(str((r * 4 + r // 4 + c) % 16 + 1) if (r + c) % 3 else "."
                                                          for c in range(16)) for r in range(16)))
    start = SUDOKU.given_position(puzzle)
    start[0][3] = 17
    with pytest.raises(PuzzleInputError, match=r"^start: r1c4: 17 is not 0 \(undecided\) or a digit from 1 to 16$"):
        SUDOKU.hints(puzzle, start=start)
    nurikabe = gridsat.kinds.get("nurikabe")
    with pytest.raises(PuzzleInputError, match=r"^start: r1c1: 7 is not 0, 1 or 2$"):
        nurikabe.hints(nurikabe.parse("https://puzz.link/p?nurikabe/3/3/1g1g1g1g1"), start=[[7, 0, 0]] + [[0] * 3] * 2)


def test_hitoris_checker_says_twice_as_its_rule_does():
    # was: "3 appears 2 times among the unshaded cells of column 1" (the rule: "no number appears twice")
    hitori = gridsat.kinds.get("hitori").parse("https://puzz.link/p?hitori/5/5/3455232354214552314125232")
    assert hitori.violations([[0] * 5] * 5)[:2] == ["5 appears twice among the unshaded cells of row 1",
                                                    "3 appears twice among the unshaded cells of row 2"]
    assert "1 appears 3 times among the unshaded cells of row 1" in gridsat.kinds.get("hitori").parse(
        "https://puzz.link/p?hitori/3/3/111222333").violations([[0] * 3] * 3)


def test_a_sudoku_position_with_a_superscript_digit_is_refused_in_one_line(run_cli, tmp_path):
    # was: a traceback, "ValueError: invalid literal for int() with base 10: '²'" ('²'.isdigit() is true)
    position = tmp_path / "sup.txt"
    for text, shown in (("²1..\n...2\n3...\n..3.\n", "'²'"), ("２1..\n...2\n3...\n..3.\n", "'２'")):
        note = " ('２' has full-width characters: write 2)" if shown == "'２'" else ""  # (pass 96)
        position.write_text(text)
        assert run_cli("hint", "https://puzz.link/p?sudoku/4/4/g1k23k3g", "--position", str(position)) == (
            2, "", f"gridsat: error: {position}: line 1, column 1: {shown} is not a digit from 1 to 4, '.', 0 or ?{note}\n")
