"""What the shading genres' hint tests share: a step derived again from its premises alone (no test here)."""

from gridsat.puzzles.grid.hinting import Board, State, other
from gridsat.puzzles.grid.stepping import explain_trial


def premise_state(logic, puzzle, step, answer) -> State:
    """The givens (``logic.givens``: clues' cells, walls) and ``step``'s premises as ``answer`` has them; nothing
    else decided."""
    board = Board(puzzle)
    grid = logic.givens(board)
    for r, c in step.premises:
        grid[r * board.cols + c] = answer[r][c]
    return State(board, grid)


def assert_follows(logic, puzzle, step, state, *, plain_chain: bool = False) -> None:
    """``step`` holds in ``state`` (its premises alone): a rule's step is found again by its rule (the same cells,
    the same values); a trial's other value meets a contradiction again (``plain_chain``: its chain of rule steps
    only)."""
    if step.depth == 0:
        rule = next(r for r in logic.RULES if r.__name__ == step.rule)
        derived = {}
        for again in rule(state):
            derived.update(again.decided)
        assert all(derived.get(c) == v for c, v in step.decided.items()), step.sentence
    else:
        ((r, c), value), = step.decided.items()
        again = explain_trial(logic, state, r * puzzle.cols + c, other(value), rounds=puzzle.rows * puzzle.cols)
        assert again is not None and (not plain_chain or all(s.depth == 0 for s in step.chain)), step.sentence


def replayed(steps, answer, grid) -> list:
    """``grid`` (rows: the givens, 0 undecided) with every step's cells set: each cell decided once, as
    ``answer`` has it (a step's sentence is the failure's message)."""
    for step in steps:
        for (r, c), value in step.decided.items():
            assert grid[r][c] == 0 and value == answer[r][c], step.sentence
            grid[r][c] = value
    return grid


def published_record(kind, record: dict, mark: str = "#") -> tuple:
    """A published record of tests/data/genres (``url``, ``answer`` rows): its puzzle, and its answer as position
    values (``mark`` the answer's shaded cell: ``#``, a star's or a bulb's ``*``; anything else unshaded)."""
    from gridsat.puzzles.grid.hinting import SHADED, UNSHADED

    return kind.parse(record["url"]), [[SHADED if ch == mark else UNSHADED for ch in row] for row in record["answer"]]


def assert_replays(out, kind, logic, puzzle, answer, expected: tuple, *, plain_chain: bool = False) -> None:
    """The hints ``out`` of a published ``puzzle`` step from its givens to ``answer`` (each cell decided once, as the
    answer has it), their count and grade are ``expected`` (``(steps, grade, trials, guesses)``), and every step
    follows from its premises alone (:func:`assert_follows`)."""
    from gridsat.core.hints import grade

    assert out.verdict == "unique" and out.complete and out.solved and not out.mistakes
    assert replayed(out.steps, answer, kind.given_position(puzzle)) == answer == out.grid
    g = grade(out.steps)
    assert (len(out.steps), g["grade"], g["trials"], g["guesses"]) == expected
    for step in out.steps:
        assert_follows(logic, puzzle, step, premise_state(logic, puzzle, step, answer), plain_chain=plain_chain)
