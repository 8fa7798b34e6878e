"""Yin-Yang puzzles of a chosen grade (``gridsat generate yinyang --grade G``).

Candidates come from :func:`~gridsat.puzzles.yinyang.generator.generate`
(unique, minimal givens), one seed each, drawn from the run's seed.  A
minimal puzzle is seldom easy (8x8 and 10x10: most grade expert, none easy),
so a candidate harder than asked is *eased* rather than only rejected:

1. Step through it with the rules the grade allows (levels of
   :mod:`gridsat.core.hints`: easy 1, medium 2, hard 3; expert also
   one-step trials).  Where they stall, the step a person would take next
   (the simplest harder rule, else a trial, else a guess) decides a cell:
   that cell becomes a given (the answer's colour), so the harder step is
   no longer needed.
2. For easy, medium and hard, givens are then removed again (seeded random
   order) while the allowed rules alone still decide every cell: the
   givens are minimal *for the grade* (removing any one makes the puzzle
   need a harder step, or have more answers).  Rules are sound, so rules
   that decide every cell also prove the answer unique.
3. The result is graded from scratch by
   :func:`~gridsat.puzzles.yinyang.stepping.deduce` (which proves
   uniqueness with the search) and kept only when the grade is the one
   asked for; else the next candidate.

The time limit covers generating, easing and grading; when it (or
:data:`MAX_CANDIDATES`) runs out first,
:class:`~gridsat.puzzles.generators.NoPuzzleFound` says so: never a puzzle
of another grade.  Same seed, same puzzle.
"""

from __future__ import annotations

from ...core.errors import quoted
import random
import time

from ...core.grid import as_rows
from ...core.hints import fresh, grade as grade_of
from ...core.options import SolverOptions, given_options, TimeUp
from ..generators import GRADE_CHOICES, CandidatesRanOut, NoPuzzleFound
from .deductions import RULES, Geometry, State
from .generator import GeneratedPuzzle, generate
from .rules import YinYangPuzzle
from .stepping import apply, deduce, guess_step, next_rules, trial_step

#: The rule level each grade allows (expert: every rule, and one-step trials).
LEVEL = {"easy": 1, "medium": 2, "hard": 3, "expert": 3}
#: Grades by difficulty ("guess": a trial deeper than one step).
RANK = {"easy": 0, "medium": 1, "hard": 2, "expert": 3, "guess": 4}
#: Most candidates tried for one puzzle (bounds a run without a time limit).
MAX_CANDIDATES = 200


def _late(deadline: float | None) -> None:
    if deadline is not None and time.perf_counter() > deadline:
        raise TimeUp()


def _deduced(puzzle: YinYangPuzzle, deadline: float | None):
    """:func:`~gridsat.puzzles.yinyang.stepping.deduce` of ``puzzle``, a Ctrl-C (or SIGTERM) raised again: the
    stepping keeps its steps so far when one cuts it (for ``hint``), and a candidate graded from them was only
    passed over, so the run went on to the next candidate -- past its Ctrl-C, and for ever after a SIGTERM
    where no wind-down watch was running.

    Raises:
        KeyboardInterrupt: the stepping was interrupted.
    """
    out = deduce(puzzle, deadline=deadline)
    if out.interrupted:
        raise KeyboardInterrupt
    return out


def rules_fixpoint(geo: Geometry, givens: list, level: int, deadline: float | None = None,
                   rules: tuple = RULES) -> list:
    """The cells ``rules`` (default every rule of :mod:`.deductions`) up to
    ``level`` (1-3) decide from ``givens`` (flat list of 0/1/2), applied
    until none decides more.

    Raises:
        TimeUp: the deadline passed.
    """
    state = State(geo, list(givens))
    while not all(state.grid):
        _late(deadline)
        found = fresh(next_rules(state, upto=level, rules=rules), state.grid, state.geo.cols)
        if not found or apply(state, found) is not None:
            break
    return state.grid


def ease(geo: Geometry, givens: list, answer: list, grade: str, deadline: float | None = None) -> tuple[list, int]:
    """Givens added to ``givens`` (flat, a subset of ``answer``) until the
    steps ``grade`` allows decide every cell (step 1 of the module
    docstring).

    Returns:
        ``(givens, added)``: the new flat givens and how many were added.

    Raises:
        TimeUp: the deadline passed.
    """
    givens, added = list(givens), 0
    state = State(geo, list(givens))
    level = LEVEL[grade]
    while not all(state.grid):
        _late(deadline)
        found = next_rules(state, upto=level)
        if not found and grade == "expert":
            step = trial_step(state, answer, deadline)
            found = [step] if step is not None else []
        if found:
            apply(state, fresh(found, state.grid, state.geo.cols))
            continue
        harder = next_rules(state) if level < 3 else []
        step = harder[0] if harder else trial_step(state, answer, deadline) if grade != "expert" else None
        _late(deadline)
        step = step or guess_step(state, answer, deadline)
        r, c = next(iter(sorted(step.decided)))
        i = r * geo.cols + c
        givens[i] = state.grid[i] = answer[i]
        added += 1
    return givens, added


def prune(geo: Geometry, givens: list, grade: str, rng: random.Random, deadline: float | None = None) -> list:
    """``givens`` without every given (seeded random order) whose removal
    leaves a puzzle the rules ``grade`` allows still decide completely
    (step 2 of the module docstring; easy, medium and hard only).

    Raises:
        TimeUp: the deadline passed.
    """
    givens = list(givens)
    order = [i for i, v in enumerate(givens) if v]
    rng.shuffle(order)
    for i in order:
        value, givens[i] = givens[i], 0
        if not all(rules_fixpoint(geo, givens, LEVEL[grade], deadline)):
            givens[i] = value
    return givens


def candidate_seed(seed: int, k: int) -> int:
    """The seed of candidate ``k`` (0: ``seed`` itself) of a run from ``seed``."""
    return seed if k == 0 else random.Random(f"grade {seed} {k}").randrange(2**31)


def generate_graded(rows: int, cols: int, seed: int, grade: str, options: SolverOptions | None = None):
    """A unique Yin-Yang puzzle of grade ``grade`` (procedure in the module docstring).

    Args:
        rows, cols: board size (2 to 60 each).
        seed: same seed, same puzzle.
        grade: one of :data:`~gridsat.puzzles.generators.GRADE_CHOICES`.
        options: its ``time_limit`` (s) bounds generating, easing and grading.

    Returns:
        ``(GeneratedPuzzle, facts)``: facts ``{"grade", "steps", "trials",
        "hardest_rule", "candidates", "added_givens", "minimal"}``
        (``minimal``: no given can be removed without a harder step or
        another answer; False only for an expert puzzle that was eased).

    Raises:
        PuzzleInputError: a bad size.
        ValueError: ``grade`` is not one of the choices.
        NoPuzzleFound: the time limit or :data:`MAX_CANDIDATES` ran out first.
    """
    if grade not in GRADE_CHOICES:
        from ...core.errors import did_you_mean  # worded as --grade is (was the tuple's repr, with no guess)

        near = did_you_mean(grade, GRADE_CHOICES) if isinstance(grade, str) else ""
        raise ValueError(f"grade must be one of {', '.join(GRADE_CHOICES)}, got {quoted(grade)}{near}")
    t0 = time.perf_counter()
    options = given_options(options).started()
    deadline = options.deadline
    geo, checks, k = Geometry(rows, cols), 0, 0
    try:
        for k in range(MAX_CANDIDATES):
            gen = generate(rows, cols, candidate_seed(seed, k), options)
            checks += gen.checks
            givens = [v for row in gen.puzzle.givens for v in row]
            answer = [v for row in gen.answer for v in row]
            rated = grade_of(_deduced(gen.puzzle, deadline).steps)
            first = rated["grade"]
            _late(deadline)
            if first == grade and (grade == "expert" or not rated["trials"]):  # below expert: rules only
                found, added = givens, 0
            elif RANK[first] < RANK[grade]:
                continue  # easier than asked: givens are never taken away from a minimal puzzle
            else:
                found, added = ease(geo, givens, answer, grade, deadline)
                if grade != "expert":
                    found = prune(geo, found, grade, random.Random(f"prune {seed} {k}"), deadline)
            puzzle = YinYangPuzzle(tuple(map(tuple, as_rows(found, rows, cols))),
                                   f"yinyang_{rows}x{cols}_seed{seed}_{grade}")
            out = _deduced(puzzle, deadline)
            _late(deadline)
            if out.verdict != "unique" or not out.complete:
                continue
            g = grade_of(out.steps)
            if g["grade"] != grade or (grade != "expert" and g["trials"]):
                continue
            result = GeneratedPuzzle(puzzle, gen.answer, seed, time.perf_counter() - t0, checks)
            return result, {"grade": grade, "steps": g["steps"], "trials": g["trials"],
                            "hardest_rule": g["hardest_rule"], "candidates": k + 1, "added_givens": added,
                            "minimal": grade != "expert" or added == 0}
    except TimeUp:
        # a deadline set without a time limit (generate --total-time alone) has no limit to name: the seconds spent
        limit = options.time_limit if options.time_limit is not None else round(time.perf_counter() - t0, 3)
        raise NoPuzzleFound(f"no {grade} {rows}x{cols} Yin-Yang puzzle found in {limit:g} s ({k + 1} candidate"
                            f"{'s' if k else ''} tried); no puzzle of another grade is returned") from None
    # more time tries no more candidates: another seed tries others, a larger board has room for harder steps
    raise CandidatesRanOut.of(f"{grade} {rows}x{cols} Yin-Yang puzzle", MAX_CANDIDATES, seed, grade)


__all__ = ["LEVEL", "MAX_CANDIDATES", "candidate_seed", "ease", "generate_graded", "prune", "rules_fixpoint"]
