"""Hashiwokakero's stepping: the rules of :mod:`.deductions` simplest first, else a one-step trial on a link, else a
guess the solver's proof of one answer backs, each step checked against the proven answer (a disagreement raises
``AssertionError``: a bug), under the deadline, Ctrl-C keeping the steps so far.

A step decides links, not cells: its ``decided`` is ``{(island, island): (least, most)}`` (the bridges that link can
still have); the deduction's ``grid`` is rows of the answer's values plus one (1 to 9: 1 + right + 3 x down bridges),
0 where a side of the cell is not decided yet.
"""

from __future__ import annotations

import time
from dataclasses import fields

from ...core.hints import Deduction, Step
from ..grid.steploop import late, proven
from . import deductions as hd
from .rules import sides_of

class HashiDeduction(Deduction):
    """A :class:`~gridsat.core.hints.Deduction` whose JSON also gives the position the steps reached as the answer's
    ``{"horizontal", "vertical"}`` strings, ``+`` a side of a link with at least one bridge, ``-`` at most one, ``.``
    undecided (its grid holds a link only where every side through a cell is decided, and no bounds): read back as
    a position (``hint --position``), it goes on from there."""

    links_end: tuple | None = None  # (puzzle, state): set by :func:`deduce`

    def to_json(self, *, with_grade: bool = True) -> dict:
        out = super().to_json(with_grade=with_grade)
        if self.links_end is not None and self.grid:
            out.update(position_strings(*self.links_end))
        return out


def position_strings(puzzle, s: hd.State) -> dict:
    """``{"horizontal", "vertical"}`` of state ``s``: per side between neighbouring cells ``0``-``2``, ``+`` (1 to 2),
    ``-`` (0 to 1) or ``.`` (0 to 2), a side no link crosses ``0``."""
    said = {(0, 0): "0", (1, 1): "1", (2, 2): "2", (1, 2): "+", (0, 1): "-", (0, 2): "."}
    right = [["0"] * (puzzle.cols - 1) for _ in range(puzzle.rows)]
    down = [["0"] * puzzle.cols for _ in range(puzzle.rows - 1)]
    for k, (a, b) in enumerate(s.links.ends):
        for r, c in [a, *s.links.between[k]]:
            (right[r] if a[0] == b[0] else down[r])[c] = said[s.lo[k], s.hi[k]]
    return {"horizontal": ["".join(row) for row in right], "vertical": ["".join(row) for row in down]}


#: The most steps a trial's chain runs before it gives that trial up (it found no contradiction near enough).
LONGEST_TRIAL = 40


def link_answer(links: hd.Links, puzzle, grid) -> list:
    """The bridges of each link in the answer ``grid`` (rows of right + 3 x down)."""
    right, down = sides_of(grid)
    return [(right if a[0] == b[0] else down)[a] for a, b in links.ends]


def cells_of(links: hd.Links, puzzle, s: hd.State) -> list:
    """Rows of 1 + right + 3 x down for every cell whose sides' links are decided, 0 elsewhere."""
    value = [[1] * puzzle.cols for _ in range(puzzle.rows)]
    for k, (a, b) in enumerate(links.ends):
        for r, c in [a, *links.between[k]]:
            if not value[r][c]:
                continue
            if s.lo[k] != s.hi[k]:
                value[r][c] = 0
            else:
                value[r][c] += s.lo[k] * (1 if a[0] == b[0] else 3)
    return value


def apply(s: hd.State, steps: list) -> list:
    """Apply ``steps`` (narrowing each link to the bounds it gives), keeping those that still narrow one: a batch of
    a rule often finds a link twice."""
    index = s.links.index
    kept = []
    for step in steps:
        new = {}
        for ends, (lo, hi) in step.decided.items():
            k = index[ends]
            lo, hi = max(lo, s.lo[k]), min(hi, s.hi[k])
            if (lo, hi) != (s.lo[k], s.hi[k]):
                new[ends] = (lo, hi)
                s.lo[k], s.hi[k] = lo, hi
        if new:
            step.decided = new
            kept.append(step)
    return kept


def rules(s: hd.State, scope=None, most: int = 3, dirty: dict | None = None) -> list:
    """The steps of the simplest rule (at most level ``most``) that narrows a link.  ``dirty``: ``{rule: islands}``
    near the links changed since a local rule last looked (:func:`nearby`): it looks there alone (elsewhere it found
    nothing, or its steps were applied), and its set is emptied; the others look at ``scope``."""
    index = s.links.index
    for rule in hd.RULES:
        if rule.level > most:
            continue
        local = dirty is not None and getattr(rule, "local", False)
        found = [step for step in rule(s, sorted(dirty[rule]) if local else scope) if any(
            (lo, hi) != (s.lo[index[e]], s.hi[index[e]]) for e, (lo, hi) in step.decided.items())]
        if local:
            dirty[rule] = set()
        if found:
            return found
    return []


def _chain(s: hd.State, k: int, deadline) -> tuple:
    """``(chain, contradiction)`` of link ``k`` fixed as it stands in ``s`` (a copy): the level-1 and 2 rules near
    the links they change, until a rule of the puzzle breaks (or none applies, or :data:`LONGEST_TRIAL`)."""
    chain, changed = [], [k]
    while len(chain) < LONGEST_TRIAL and not late(deadline):
        scope = hd.nearby(s.links, changed)
        broken = hd.contradiction(s, scope, whole=False)
        if broken is not None:
            return chain, broken
        found = rules(s, scope, 2)
        if not found:
            break
        index = s.links.index
        kept = apply(s, found[:1])
        chain.extend(kept)
        changed = [index[e] for step in kept for e in step.decided]
    return chain, hd.contradiction(s)


def trial(s: hd.State, answer: list, deadline) -> Step | None:
    """A one-step trial: an undecided link given its least (or most) count where the answer has another, the rules
    run until the puzzle breaks; the shortest chain found (the first of at most 10 steps at once)."""
    L, best = s.links, None
    for k in s.open():
        for v in (s.lo[k], s.hi[k]):
            if v == answer[k] or late(deadline):
                continue
            tried = s.copy()
            tried.lo[k] = tried.hi[k] = v
            chain, broken = _chain(tried, k, deadline)
            if broken is None or (best is not None and len(chain) >= len(best.chain)):
                continue
            bounds = (v + 1, s.hi[k]) if v == s.lo[k] else (s.lo[k], v - 1)
            level = max([1, *(step.level for step in chain)])
            said = (f"{L.link_name(k)} has {hd._bounds(*bounds)}: with {hd._bounds(v, v)} there, "
                    + (f"{len(chain)} step{'s' if len(chain) != 1 else ''} later " if chain else "")
                    + broken[0])
            best = Step("trial", said, {L.ends[k]: bounds}, sorted({*L.ends[k], *broken[1]}), level, 1, chain)
            if len(chain) <= 10:
                return best
    return best


def guess(s: hd.State, answer: list) -> Step:
    """The answer's bridges on the first undecided link, which the solver's proof of one answer backs."""
    L = s.links
    k = s.open()[0]
    return Step("guess", f"{L.link_name(k)} has {hd._bounds(answer[k], answer[k])}: no rule or one-step trial "
                "decides the links left, and the puzzle has one answer (the solver proves it)",
                {L.ends[k]: (answer[k], answer[k])}, list(L.ends[k]), 3, 2)


def deduce(puzzle, *, start=None, deadline=None, first=False) -> Deduction:
    """The steps of ``puzzle`` from its givens, or from ``start`` (``[((island, island), (least, most))]`` of the
    links a player narrowed, :func:`.hints.position_links`), to its proven answer (see the module docstring)."""
    began = time.perf_counter()
    links = hd.Links(puzzle)
    s = hd.start(links)
    index = {ends: k for k, ends in enumerate(links.ends)}
    for ends, (lo, hi) in start or ():
        s.lo[index[ends]], s.hi[index[ends]] = lo, hi
    out, result = proven(puzzle, cells_of(links, puzzle, s), deadline, began)
    out = HashiDeduction(**{f.name: getattr(out, f.name) for f in fields(Deduction)})
    out.links_end = (puzzle, s)  # (the same state: the steps narrow it in place)
    out.links_start = (list(s.lo), list(s.hi))  # (the pictures draw the links the position decided: its grid's
    # cells hold a link's bridges only where every side through them is decided)
    if out.verdict != "unique":
        return out
    answer = link_answer(links, puzzle, result.grid)
    out.answer = [[v + 1 for v in row] for row in result.grid]
    wrong = [k for k in range(len(answer)) if not s.lo[k] <= answer[k] <= s.hi[k]]
    if wrong:
        out.mistakes = sorted({links.ends[k][0] for k in wrong})
        broken = hd.contradiction(s, now=True)
        if broken is not None:
            out.reason, out.conflict = broken
        out.grid = cells_of(links, puzzle, s)
        out.seconds = time.perf_counter() - began
        return out
    dirty = {rule: set(links.islands) for rule in hd.RULES if getattr(rule, "local", False)}
    try:
        while s.open():
            if late(deadline):
                out.complete = False
                break
            found = rules(s, dirty=dirty)
            if not found:
                step = trial(s, answer, deadline)
                if late(deadline):
                    out.complete = False
                    break
                found = [step or guess(s, answer)]
            found = apply(s, found[:1] if first else found)
            wrong = [step for step in found for ends, (lo, hi) in step.decided.items()
                     if not lo <= answer[index[ends]] <= hi]
            if wrong or not found:
                raise AssertionError(f"{puzzle.name}: a step contradicts the answer: "
                                     f"{(wrong or [Step('', 'none applied', {}, [], 0)])[0].sentence}")
            out.steps.extend(found)
            near = set(hd.nearby(links, [index[ends] for step in found for ends in step.decided]))
            for cells in dirty.values():
                cells |= near
            if first:
                break
    except KeyboardInterrupt:  # Ctrl-C: the steps so far
        if not out.steps:
            raise
        out.complete, out.interrupted = False, True
    out.grid = cells_of(links, puzzle, s)
    out.seconds = time.perf_counter() - began
    return out


__all__ = ["LONGEST_TRIAL", "HashiDeduction", "apply", "cells_of", "deduce", "guess", "link_answer",
           "position_strings", "rules", "trial"]
