"""What the Sudoku hint tests share: a step's digits proven to follow from its premises alone, by CP-SAT on the
rules (not by the techniques that found them), and a step found again by the techniques from its premises alone."""

from ortools.sat.python import cp_model

from gridsat.puzzles.sudoku.deductions import eliminate, hidden_singles, naked_singles
from gridsat.puzzles.sudoku.marks import Layout, Marks
from gridsat.puzzles.sudoku.stepping import chain


def premise_grid(puzzle, step, answer) -> list:
    """The board (flat, 0 empty) holding ``step``'s premises as ``answer`` has them, nothing else."""
    grid = [0] * (puzzle.n * puzzle.n)
    for r, c in step.premises:
        grid[r * puzzle.n + c] = answer[r][c]
    return grid


def follows(puzzle, step, answer) -> bool:
    """Whether every Sudoku grid agreeing with ``answer`` on ``step``'s premises has ``step``'s digits: CP-SAT finds
    no grid of the rules (a digit a cell, each once in each row, column and box of ``puzzle.boxes()``) with a
    decided cell holding another digit."""
    n = puzzle.n
    model = cp_model.CpModel()
    x = {(r, c, d): model.NewBoolVar("") for r in range(n) for c in range(n) for d in range(1, n + 1)}
    boxes = puzzle.boxes()
    for r in range(n):
        for c in range(n):
            model.AddExactlyOne(x[r, c, d] for d in range(1, n + 1))
    for d in range(1, n + 1):
        for k in range(n):
            model.AddExactlyOne(x[k, c, d] for c in range(n))
            model.AddExactlyOne(x[r, k, d] for r in range(n))
            model.AddExactlyOne(x[i // n, i % n, d] for i in range(n * n) if boxes[i] == k)
    for r, c in step.premises:
        model.Add(x[r, c, answer[r][c]] == 1)
    model.AddBoolOr([x[r, c, v].Not() for (r, c), v in step.decided.items()])
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    return solver.Solve(model) == cp_model.INFEASIBLE


def found_again(puzzle, step, answer) -> bool:
    """Whether the techniques find ``step``'s digit again from its premises alone: a single (after eliminations for
    a step of level 2 or 3); a trial's every other digit of its cell meets a contradiction again."""
    lay = Layout(puzzle.n)
    grid = premise_grid(puzzle, step, answer)
    ((r, c), digit), = step.decided.items()
    cell = r * puzzle.n + c
    if step.depth == 1:
        others = Marks(lay, grid).cand[cell] - {digit}  # (its chain's rounds unbounded: from fewer cells, the
        return all(chain(lay, grid, cell, d, rounds=len(grid)) is not None for d in others)  # singles come in
        # another order)
    marks, order = Marks(lay, grid), 0
    while True:
        if any((s.cell, s.digit) == (cell, digit) for s in hidden_singles(marks, True) + hidden_singles(marks, False)
               + naked_singles(marks)):
            return True
        if step.level == 1 or not eliminate(marks, order):
            return False
        order += 1
