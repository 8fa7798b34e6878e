"""Hints: the next deduction a person can make, and why; the steps from the
givens to the answer; a difficulty grade from them.

A :class:`Step` decides some cells by one named rule from its *premises*
(the cells that justify it), or by a short *trial* ("if this cell were
white, a contradiction follows: so it is black").  A kind that explains
itself (:attr:`gridsat.puzzles.contract.Kind.hints`) returns the steps of a
puzzle as a :class:`Deduction`; :func:`grade` reads a grade from them.
Nothing here imports a solver.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from .present_tense import AS_THEY_ARE, as_they_are  # (a position's reason; kept here for the kinds that import it)

#: The grades, easiest first, and what each allows.
GRADES = {
    "easy": "local rules only (a 2x2 block, a checkerboard)",
    "medium": "rules about the border and groups with one way out",
    "hard": "every colouring of a small window (a 3x3 square), reach and cut cells (where a colour can still go), "
            "the border's turns and parity, loops, or short local trials",  # a puzzle whose hardest step was
    # 'parity' (turns, loop) was told its hardest steps use only windows, reach and cut cells or trials
    "expert": "trials: 'if this cell were the other way, a contradiction follows'",
    "guess": "a trial deeper than one step of look-ahead",
}


@dataclass
class Step:
    """One deduction.

    Attributes:
        rule: the rule's key (``"triple"``, ``"trial"``...).
        sentence: the deduction in plain words.
        decided: ``{cell: value}`` the step decides (cells as ``(row, col)``).
        premises: the cells that justify it (already decided before it).
        level: the rule's difficulty rank (1 simplest; a trial's is its chain's hardest rule).
        depth: 0 for a rule, 1 for a one-step trial, 2 for a guess.
        chain: a trial's steps from its assumption to the contradiction.
        ruled_out: for kinds that place pieces, the placements the step
            ruled out on the way, ``[{"piece", "cells", "rule", "why"}]``.
    """

    rule: str
    sentence: str
    decided: dict
    premises: list
    level: int
    depth: int = 0
    chain: list = field(default_factory=list)
    ruled_out: list = field(default_factory=list)

    def to_json(self) -> dict:
        """``{"rule", "sentence", "level", "depth", "decided": [{"cell": [r, c],
        "value"}], "premises": [[r, c]], "chain": [steps]}`` (rows and columns from 0), with
        ``"ruled_out"`` when the step ruled placements out."""
        out = {"rule": self.rule, "sentence": self.sentence, "level": self.level, "depth": self.depth,
                "decided": [{"cell": list(c), "value": v} for c, v in sorted(self.decided.items())],
                "premises": [list(c) for c in sorted(set(self.premises))],
                "chain": [s.to_json() for s in self.chain]}
        if self.ruled_out:
            out["ruled_out"] = self.ruled_out
        return out


@dataclass
class Deduction:
    """The steps of a puzzle, from its givens.

    Attributes:
        verdict: the puzzle's answers: ``"unique"`` (then there are
            steps), ``"not_unique"``, ``"no_solution"`` or ``"unknown"``
            (the time limit came first); or ``"several"`` for kinds whose
            puzzles may have several answers (a calendar date): then there
            are steps too, each true in every answer still reachable, or a
            ``choice`` step that leads to one.
        steps: the steps, in order.
        grid: the cells decided after them (rows of values; 0 undecided).
        answer: the unique answer (rows), or None.
        mistakes: cells of the starting position that differ from the answer
            (then there are no steps: a hint points at the mistakes first).
        complete: the stepping ran to its end (False: the time limit or
            Ctrl-C cut it).
        interrupted: Ctrl-C cut it (:func:`cut_by_ctrl_c`): the steps so far.
        seconds: wall time (s).
        reason: why there is no answer (``no_solution``), when the kind found
            the clues that cannot all hold; ``""`` when it sought none found; with ``mistakes`` in a position not
            finished, a rule its cells already break (Yin-Yang and every shading genre with hints); else None.
        conflict: the cells ``(row, col)`` the reason names (a puzzle's clues outlined in the hint's picture);
            empty when none were named.
    """

    verdict: str = "unknown"
    steps: list = field(default_factory=list)
    grid: list = field(default_factory=list)
    answer: list | None = None
    mistakes: list = field(default_factory=list)
    complete: bool = True
    seconds: float = 0.0
    interrupted: bool = False
    reason: str | None = None
    conflict: list = field(default_factory=list)
    #: ``f(upto)``: the kind's picture of the position after the first ``upto`` steps (set by ``kind.hints``).
    drawing: Callable | None = field(default=None, repr=False, compare=False)
    #: The puzzle the steps are of (set by ``kind.hints``): ``kind.hint_figure``/``hint_text`` refuse another one's.
    puzzle: object = field(default=None, repr=False, compare=False)
    #: Only the next step was asked for (``kind.hints(..., first=True)``): its grade is no grade of the puzzle.
    first: bool = field(default=False, repr=False, compare=False)
    #: ``f((row, col)) -> str``: how the steps' sentences name a cell (the calendar's labels, ``Jan``, ``6``); None:
    #: ``rNcM``.  :func:`refusal` names the mistakes so (a calendar's were ``r1c1`` where its steps said ``Jan``).
    names: Callable | None = field(default=None, repr=False, compare=False)

    def figure(self, upto: int | None = None):
        """A matplotlib ``Figure`` of the position after the first ``upto`` steps (all: None), the last step's
        decided cells framed red and its premises blue (``kind.hint_figure``); None for a deduction not made by
        ``kind.hints`` (nothing to draw it with)."""
        return None if self.drawing is None else self.drawing(upto)

    def __str__(self) -> str:
        """The deduction in words, as ``print(kind.hints(puzzle))`` shows it (the dataclass's fields were a page of
        raw cells): the verdict, then each step's sentence, one a line (``1. ...``)."""
        from .errors import counted

        if self.mistakes:  # as the command line and the web say it: a packing's one misplaced piece was "the
            return refusal(self)  # position has 5 mistakes" (its cells), where they said "a mistake: the pieces on"
        by = "a KeyboardInterrupt" if self.interrupted else "a limit"  # (a Ctrl-C's was "a limit came", as results
        # once said "a limit stopped the count" of one)
        head = {"unique": "one answer", "several": "several answers", "not_unique": "more than one answer: no steps",
                "no_solution": "no answer" + (f": {self.reason}" if self.reason else ""),
                "unknown": f"unknown: {by} came before the answers were known"}.get(self.verdict, self.verdict)
        if self.steps:
            head += f"; {counted(len(self.steps), 'step')}" + ("" if self.complete else " (cut short)")
            if self.graded:
                head += f", grade {grade(self.steps)['grade']}"
            elif self.first and self.complete and not self.solved:
                head += " (only the next one: first=True)"
        elif not self.complete and self.verdict in ("unique", "several"):  # it said "one answer" alone, as if the
            head += "; no steps (cut short)"  # answer were all there was: a limit had stopped the stepping
        return "\n".join([head] + [f"{i}. {step.sentence}" for i, step in enumerate(self.steps, 1)])

    def _repr_png_(self):  # Jupyter draws it, as it draws every result (README)
        from .pictures import jupyter_png

        return jupyter_png(self.figure())

    @property
    def solved(self) -> bool:
        """Every cell is decided, with no mistake, on a puzzle that has an
        answer: a board of clues only that has none, or a position filled
        in wrongly, is decided but not solved; nor is one whose answers a
        limit stopped finding (``unknown``: no mistake was looked for -- a
        100x100 board filled all white, every 2x2 block broken, was
        "solved")."""
        return (self.verdict in ("unique", "several") and not self.mistakes and bool(self.grid)
                and all(all(row) for row in self.grid))

    @property
    def graded(self) -> bool:
        """The steps are a whole solving path, which a grade is of: run to their end and every cell decided (a
        ``first=True`` deduction's one step was graded "easy" as if it were the puzzle's, ``grade`` calls hard;
        both the command line's newcomer and the Python pass found it)."""
        return self.complete and self.solved

    def clues_in_conflict(self) -> list:
        """The cells a picture frames as clues that cannot all hold: :attr:`conflict` of a puzzle with no answer (of
        a position's mistakes it holds the rule's cells, said in words: framed, they stood under the key "mistakes:
        they differ from the only answer")."""
        return self.conflict if self.verdict == "no_solution" else []

    def to_json(self, *, with_grade: bool = True) -> dict:
        """The deduction as JSON (cells ``[row, col]`` from 0); with the grade.

        Raises:
            TypeError: ``with_grade`` not True or False ("no" is a true string: it gave the grade).
        """
        from .errors import shown
        from .options import truth

        if not isinstance(with_grade := truth(with_grade), bool):
            raise TypeError(f"with_grade must be True or False, got {type(with_grade).__name__} "
                            f"{shown(with_grade, 30)}")
        out = {"verdict": self.verdict, "complete": self.complete, "solved": self.solved,
               "seconds": round(self.seconds, 4), "mistakes": [list(c) for c in self.mistakes],
               "steps": [s.to_json() for s in self.steps], "grid": [list(r) for r in self.grid]}
        if with_grade and self.graded:
            out["grade"] = grade(self.steps)
        if (self.verdict == "no_solution" or self.mistakes) and self.reason:  # why, as the text's refusal says it
            out["reason"] = self.reason
            out["conflict"] = [list(c) for c in self.conflict]  # its clues' cells, as the solve's JSON has them
        if self.interrupted:
            out["interrupted"] = True
        return out


def cut_by_ctrl_c(out: Deduction, before: list, began: float) -> Deduction:
    """``out`` when Ctrl-C cut the stepping: the steps so far, marked
    ``interrupted`` (not ``complete``); its grid is ``before`` (the rows of
    the position before the first step) with each step's decided cells set,
    as a step may have been half applied when Ctrl-C came.

    Raises:
        KeyboardInterrupt: again, when there is no step to keep.
    """
    if not out.steps:
        raise KeyboardInterrupt
    rows = [list(row) for row in before]
    for step in out.steps:
        for (r, c), value in step.decided.items():
            rows[r][c] = value
    out.grid, out.complete, out.interrupted = rows, False, True
    out.seconds = time.perf_counter() - began
    return out


#: The longest chain of a *short local trial*: one whose chain uses only
#: level-1 rules (the 2x2 blocks), which a person follows by colouring
#: ahead a few cells; it weighs as a hard rule, not as an expert trial.
SHORT_TRIAL = 10


def fresh(steps: list, grid: list, cols: int) -> list:
    """The ``steps`` that decide something new in a position, in order,
    each keeping only the cells not decided before it (a batch of a rule
    often finds one cell twice): their ``decided`` is cut down in place.

    Args:
        steps: :class:`Step` objects, cells as ``(r, c)``.
        grid: the position as one flat list, cell ``(r, c)`` at
            ``r * cols + c``, 0 where undecided.
        cols: the board's width (cells).
    """
    seen, out = set(), []
    for step in steps:
        new = {c: v for c, v in step.decided.items() if not grid[c[0] * cols + c[1]] and c not in seen}
        if new:
            seen.update(new)
            if len(new) < len(step.decided):  # its sentence names only the cells it decides: "r6c5, r7c4, r8c5 are
                step.sentence = _renamed(step.sentence, step.decided, new)  # sea" was said of two, r6c5 decided before
            step.decided = new
            out.append(step)
    return out


#: the plural words a step's head says its cells are, and their singular (a step cut down to one cell:
#: "r3c2, r10c2 are stars" became "r3c2 is stars")
_SINGULAR = (("stars", "a star"), ("bulbs", "a bulb"))


def _renamed(sentence: str, old, new) -> str:
    """``sentence`` that begins by naming the cells ``old`` ("r1c1, r1c2 are ...", "r1c2, r1c4 have no bulb", the
    first four named, as :meth:`gridsat.core.grid.Box.named` says them) begun with the cells ``new`` instead, its
    verb (and a plural noun after it) agreeing with them; else as it is."""
    def said(cells, one: str, many: str) -> str:
        cells = sorted(cells)
        named = ", ".join(f"r{r + 1}c{c + 1}" for r, c in cells[:4])
        return named + (f" and {len(cells) - 4} more" if len(cells) > 4 else "") + (f" {one} " if len(cells) == 1
                                                                                      else f" {many} ")

    for one, many in (("is", "are"), ("has", "have")):
        head = said(old, one, many)
        if sentence.startswith(head):
            rest = sentence[len(head):]
            if len(new) == 1 and len(old) > 1:
                rest = next((single + rest[len(plural):] for plural, single in _SINGULAR if rest.startswith(plural)),
                            rest)
            return said(new, one, many) + rest
    return sentence


def _expect_step(step) -> None:
    if not isinstance(step, Step):
        raise TypeError(f"step must be a hint step (gridsat.core.hints.Step), got {type(step).__name__}")


def weight(step: Step) -> int:
    """A step's effort: 0 for a rule; for a trial its depth times the steps
    a person holds in mind (its chain and the assumption itself); a guess
    (no chain) counts as ``2 *`` :data:`SHORT_TRIAL` per level of depth.

    Raises:
        TypeError: ``step`` is not a :class:`Step` (it met "'NoneType' object has no attribute 'depth'").
    """
    _expect_step(step)
    if step.depth == 0:
        return 0
    return step.depth * (len(step.chain) + 1) if step.chain else step.depth * SHORT_TRIAL * 2


def effective_level(step: Step) -> int:
    """The step's rank for the grade: a rule's level; 3 (hard) for a short
    local trial (depth 1, chain of level-1 rules, at most
    :data:`SHORT_TRIAL` steps); 4 (expert) for another trial; 5 for a guess.

    Raises:
        TypeError: ``step`` is not a :class:`Step` (as :func:`weight`).
    """
    _expect_step(step)
    if step.depth == 0:
        return step.level
    if step.depth == 1:
        local = all(s.level <= 1 and s.depth == 0 for s in step.chain)
        return 3 if local and len(step.chain) <= SHORT_TRIAL else 4
    return 5


def grade(steps: list) -> dict:
    """The grade of a step list, or of a :class:`Deduction` (``kind.hints(puzzle)``): ``{"grade",
    "hardest_rule", "level", "trials", "guesses", "choices", "steps", "max_depth", "effort"}``
    (``guesses``: steps deeper than a trial that the search proves;
    ``choices``: steps that pick one of several answers); ``grade`` one
    of :data:`GRADES`, by the hardest step's :func:`effective_level` (1
    easy, 2 medium, 3 hard: also short local trials, 4 other trials expert,
    5 deeper trials a guess); ``effort`` the sum of the steps'
    :func:`weight` (orders puzzles of one grade).

    Raises:
        TypeError: ``steps`` is not a list (or tuple) of :class:`Step`
            (a :class:`Deduction`'s ``.steps``), naming the first that is not.
        PuzzleInputError: a Deduction that is no whole solving path, saying why as ``gridsat grade`` does (the
            puzzle has no answer or several, a limit cut it, ``first=True``): its empty ``.steps`` graded "easy".
    """
    if isinstance(steps, Deduction):
        if not steps.graded:
            from .errors import PuzzleInputError

            why = (refusal(steps, "grade") or "").replace("its solve command with --unique", "puzzle.uniqueness()")
            raise PuzzleInputError(why or "no grade: the steps are not the whole way to the "
                                   "answer (" + ("only the next one was asked for: first=True)" if steps.first
                                                 else "a KeyboardInterrupt cut them short)" if steps.interrupted
                                                 else "a limit cut them short)"))
        steps = steps.steps
    if not isinstance(steps, (list, tuple)):
        raise TypeError(f"steps must be a list of hint steps (a Deduction's .steps), got {type(steps).__name__}")
    for i, step in enumerate(steps):
        if not isinstance(step, Step):
            raise TypeError(f"steps[{i}] must be a hint step (gridsat.core.hints.Step), got {type(step).__name__}")
    if not steps:
        return {"grade": "easy", "hardest_rule": None, "level": 0, "trials": 0, "guesses": 0, "choices": 0,
                "steps": 0, "max_depth": 0, "effort": 0}
    hardest = max(steps, key=lambda s: (effective_level(s), weight(s), s.level))
    depth = max(s.depth for s in steps)
    level = max(s.level for s in steps)
    name = {1: "easy", 2: "medium", 3: "hard", 4: "expert", 5: "guess"}.get(effective_level(hardest), "easy")
    return {"grade": name, "hardest_rule": hardest.rule, "level": level,
            "trials": sum(1 for s in steps if s.depth == 1),
            "guesses": sum(1 for s in steps if s.depth > 1 and s.rule != "choice"),  # a choice counted as one too
            "choices": sum(1 for s in steps if s.depth > 1 and s.rule == "choice"),
            "steps": len(steps), "max_depth": depth, "effort": sum(weight(s) for s in steps)}


def refusal(deduction: Deduction, what: str = "hints") -> str | None:
    """Why a :class:`Deduction` has no steps, as one sentence (None: it has,
    or every cell is decided): the puzzle has several answers or none, the
    time limit came first, or the position has mistakes (the first ten
    named as the steps name cells: ``rRcC``, rows and columns from 1, or the
    kind's labels, :attr:`Deduction.names`).  ``gridsat hint`` prints it;
    ``POST /api/hint`` answers it as ``refusal``; ``what``: what is refused
    (``"hints"``, or ``"grade"`` for ``gridsat grade``).

    Raises:
        TypeError: ``deduction`` is not a :class:`Deduction` (it met "'NoneType' object has no attribute
            'verdict'"), or ``what`` not a string.
    """
    if not isinstance(deduction, Deduction):
        raise TypeError(f"deduction must be a Deduction (what hints return), got {type(deduction).__name__}")
    if not isinstance(what, str):
        raise TypeError(f"what must be a string ('hints' or 'grade'), got {type(what).__name__}")
    if deduction.verdict == "not_unique":
        return f"no {what}: the puzzle has more than one answer (its solve command with --unique shows a second)"
    if deduction.verdict == "no_solution":
        return f"no {what}: the puzzle has no answer" + (f": {deduction.reason}" if deduction.reason else "")
    if deduction.verdict == "unknown":  # (not "proven unique": a packing may have several answers)
        stop = "a KeyboardInterrupt came" if deduction.interrupted else "the time limit ran out"  # (a Ctrl-C's too)
        return f"no {what}: {stop} before the puzzle's answers were found"
    named = deduction.names or (lambda cell: f"r{cell[0] + 1}c{cell[1] + 1}")  # as the steps name cells
    if deduction.mistakes and deduction.verdict == "several":
        cells = ", ".join(named(tuple(cell)) for cell in deduction.mistakes[:10])
        return f"the position has a mistake: the pieces on {cells} lead to no answer"
    if deduction.mistakes:
        cells = ", ".join(named(tuple(cell)) for cell in deduction.mistakes[:10])
        more = f" and {len(deduction.mistakes) - 10} more" if len(deduction.mistakes) > 10 else ""
        many = len(deduction.mistakes) > 1  # 11 cells were "the position has a mistake: r1c2, ... and 1 more differ",
        head = f"{len(deduction.mistakes):,} mistakes" if many else "a mistake"  # where print(deduction) counts them
        broken = f"; as it stands, {deduction.reason}" if deduction.reason else ""  # a rule its cells already break
        return (f"the position has {head}: {cells}{more} differ{'' if many else 's'} from the puzzle's only answer"
                f"{broken}")
    return None


__all__ = ["AS_THEY_ARE", "GRADES", "SHORT_TRIAL", "Deduction", "Step", "as_they_are", "cut_by_ctrl_c",
           "effective_level", "fresh", "grade", "refusal", "weight"]
