"""Removing clues while a planted answer stays the only one (steps 2 and 3 of :mod:`.clue_generator`).

A check builds the kind's CP-SAT model of the clues kept, hints the planted answer and forbids it: a second answer
found is kept as a witness (a later set of clues it still satisfies, by the kind's checker, is refused without a
solve); none (CP-SAT proves it) means the clues kept have one answer.  Clues are removed in groups, as Yin-Yang's
givens are: the group doubles after a success (up to :data:`GROUP_MAX`) and halves after a failure, a failed group
split in halves down to single clues, so the many early removals cost few checks.  The result is minimal: a clue
kept was shown necessary with a superset of the final clues.
"""

from __future__ import annotations

from ...core.options import SolverOptions, TimeUp

#: Group sizes for removing givens (first group, largest group), measured with Yin-Yang's generator on 10x10 and
#: 15x15, seeds 1-3: 8/64 needs 690 checks where single givens need 975.
GROUP_START, GROUP_MAX = 8, 64
#: CP-SAT's deterministic time a check may take (its own unit: a check of 2 s of wall time on a loaded machine
#: counted 0.1): a check it leaves unsettled keeps the clues (a puzzle with more clues than a proven one stays
#: proven), and the same seed still makes the same puzzle, where a wall-clock cap would depend on the machine.
#: Kurodoko 15x15 seed 1 met one check of 90 s (a second answer found at last) among 68 of about 0.3 s.
CHECK_WORK = 0.25
#: Grades by difficulty, as :func:`gridsat.core.hints.grade` names them ("guess": deeper than one trial).
RANK = {"easy": 0, "medium": 1, "hard": 2, "expert": 3, "guess": 4}


class Candidate:
    """One planted answer of a :class:`~.clue_generator.ClueGenerator` and the checks made on its clues.

    Attributes:
        checks: CP-SAT uniqueness checks made (witnesses spared the rest).
        unsettled: checks that ran past :data:`CHECK_WORK` (their clues were kept).
        witnesses: second answers found so far.
        graded: the last :meth:`grade_of`'s grade dict (``gridsat grade``'s: steps, trials, hardest_rule), or None.
    """

    def __init__(self, generator, rows: int, cols: int, board: list, answer: list, options: SolverOptions,
                 grade: str | None):
        self.generator, self.rows, self.cols, self.board, self.answer = generator, rows, cols, board, answer
        self.options, self.grade = options, grade
        self.values = generator.values(answer, board)
        self.checks, self.witnesses, self.unsettled, self.graded = 0, [], 0, None

    def puzzle(self, full: dict, kept: set):
        """The puzzle of the clues of ``full`` at the cells ``kept``, the others removed."""
        gen = self.generator
        clues = {cell: clue if cell in kept else gen.removed(clue) for cell, clue in full.items()}
        return gen.puzzle(self.rows, self.cols, self.board, clues)

    def accepts(self, puzzle) -> bool:
        """Whether ``puzzle`` has the planted answer alone (and, with a grade, is of that grade or easier).

        Raises:
            TimeUp: the time limit ran out before it was known.
        """
        self.options.check_time()
        if any(not puzzle.violations(w) for w in self.witnesses):
            return False
        other = self.other_answer(puzzle)
        if other is ...:
            return False
        if other is not None:
            self.witnesses.append(other)
            return False
        return self.grade is None or RANK[self.grade_of(puzzle)] <= RANK[self.grade]

    def other_answer(self, puzzle):
        """An answer of ``puzzle`` other than the planted one, None when CP-SAT proves there is none, or ``...``
        when the check ran past :data:`CHECK_WORK` (unsettled).

        Raises:
            TimeUp: the time limit ran out first.
        """
        from ...core.status import Status
        from .clue_generator import _one_worker, hint

        self.checks += 1
        options = _one_worker(self.options, CHECK_WORK)
        session, encoding = self.generator.genre.cpsat_session(puzzle, "cpsat", options,
                                                               **self.generator.model_given(puzzle, options))
        values = self.generator.puzzle_values(puzzle, self.answer, self.values)
        hint(session.model, encoding.decision, values)
        session.forbid(values)
        out = session.solve()
        if out.status is Status.SOLVED:
            return encoding.decode(out.values)
        if out.status is Status.INFEASIBLE:
            return None
        left = self.options.left()  # the run's limit stopped it (CP-SAT was given the time left less the loading),
        if left is not None and left < 0.25 + session.load_seconds():  # else the check's own bound
            raise TimeUp()
        self.unsettled += 1
        return ...

    def grade_of(self, puzzle) -> str:
        """The grade of ``puzzle`` (proven unique) by the kind's steps, as ``gridsat grade`` reads it; "guess" when
        the steps do not reach the answer.

        Raises:
            TimeUp: the time limit cut the steps.
            KeyboardInterrupt: Ctrl-C cut them (the stepping keeps its steps so far: graded, they were a grade).
        """
        from ...core.hints import grade

        out = self.generator.genre.hints(puzzle, deadline=self.options.deadline,
                                         memory_limit=self.options.memory_limit)
        if out.interrupted:
            raise KeyboardInterrupt
        if not out.complete or out.verdict == "unknown":
            raise TimeUp()
        self.graded = grade(out) if out.graded else None  # the last one graded is the puzzle made
        return self.graded["grade"] if self.graded else "guess"


def unique_board(found: Candidate, rng) -> dict | None:
    """Every clue the planted answer gives (``{cell: clue}``), proven to have that answer alone, the candidate's board
    repaired by the kind (:meth:`~.clue_generator.ClueGenerator.repair`: ``found.board``, and ``found.answer`` where
    the repair changed it, updated) while a second answer is found, up to a quarter of the cells' repairs (the board
    of the last one checked too); None when no repair removes the second answers (or a check was unsettled).

    Raises:
        TimeUp: the time limit ran out first.
        RuntimeError: the kind's checker refuses the planted answer (a generator's bug, never a puzzle).
    """
    gen, earlier, repairs = found.generator, [], max(1, found.rows * found.cols // 4)
    for made in range(repairs + 1):  # (the board of the last repair is checked too: a 2x2 Aqre's one repair was lost)
        full = gen.read_clues(found.board, found.answer)
        wrong = found.puzzle(full, set(full)).violations(found.answer)
        if wrong:
            raise RuntimeError(f"the planted {gen.kind} answer breaks a rule: {wrong[0]}")
        other = found.other_answer(found.puzzle(full, set(full)))
        if other is None:
            return full
        if made == repairs:
            return None
        changed = None if other is ... else gen.repair(found.board, found.answer, other, rng, earlier,
                                                            found.options)
        if changed is None:
            return None
        earlier.append(other)
        found.board, answer = changed
        if answer is not found.answer:  # (a kind whose numbers are its answer's changes the answer there too)
            found.answer, found.values = answer, gen.values(answer, found.board)
    return None


def thin(found: Candidate, full: dict, rng) -> dict | None:
    """The clues of ``full`` (``{cell: clue}``, proven to have one answer: :func:`unique_board`) left when every one
    that can go has gone (module docstring), in a random order drawn from ``rng``; None when ``full`` is harder
    than the grade asked for, or when the clues left are of an easier grade.

    Raises:
        TimeUp: the time limit ran out first.
    """
    kept = set(full)
    first = None if found.grade is None else found.grade_of(found.puzzle(full, kept))
    if first is not None and RANK[first] > RANK[found.grade]:
        return None
    order = sorted(full)
    rng.shuffle(order)

    def without(group) -> bool:
        kept.difference_update(group)
        if found.accepts(found.puzzle(full, kept)):
            return True
        kept.update(group)
        return False

    remove_in_groups(order, without)
    if first is not None and (first if kept == set(full) else found.grade_of(found.puzzle(full, kept))) != found.grade:
        return None  # (nothing taken away, as from Nurikabe's numbers: the grade read first)
    return {cell: full[cell] for cell in sorted(kept)}


def remove_in_groups(order: list, without) -> None:
    """Take the givens of ``order`` away in groups (module docstring): ``GROUP_START`` at a time, doubling after a
    group that went (up to ``GROUP_MAX``), halving after one that did not, a failed group split in halves down to
    single givens.  ``without(group)``: True when the puzzle stays as asked with ``group`` taken away (and leaves it
    away), False when it put the group back.  The Yin-Yang generator takes its circles away so too."""

    def remove(group) -> None:
        if without(group) or len(group) == 1:
            return
        half = len(group) // 2
        remove(group[:half])
        remove(group[half:])

    size, i = GROUP_START, 0
    while i < len(order):
        group = order[i:i + size]
        i += len(group)
        if without(group):
            size = min(size * 2, GROUP_MAX)
            continue
        size = max(size // 2, 1)
        if len(group) > 1:
            half = len(group) // 2
            remove(group[:half])
            remove(group[half:])


__all__ = ["GROUP_MAX", "GROUP_START", "RANK", "Candidate", "remove_in_groups", "thin", "unique_board"]
