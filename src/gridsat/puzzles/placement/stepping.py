"""Stepping through an exact-cover puzzle as a person would, with the rules
of :mod:`.logic`: each step places one piece, by the simplest rule that
forces one (an item with one option; one whose other options rule 2 rules
out; one whose other options a one-step trial rules out), and says why,
naming the placements ruled out.  Where nothing is forced: a *guess* (the
puzzle has one answer: its placement, which the search proves) or, when
several answers remain (calendar dates), a *choice*: a placement that leads
to one of them, marked as such.

Every step is checked against the answers the exact-cover search lists
(:func:`deduce`'s ``answers``, each checked by the kind's checker): a forced
placement must be in every answer still reachable, a guess or choice in one.
"""

from __future__ import annotations

import time
from collections import Counter
from types import SimpleNamespace

from ...core.hints import Deduction, Step, cut_by_ctrl_c
from .draw import copy_label
from .logic import contradiction, forced_once, items, refute, trial

#: Options an item may have for rules 2 and 3 to look at it.
MOST_OPTIONS = 8
#: Refutations quoted in a sentence (the JSON's ``ruled_out`` has them all).
QUOTED = 3


class Phrasing:
    """How a kind names its placements: ``option(o)`` ("L5 on Jan, Feb, ..."),
    ``item(item)`` (a cell's name, or "piece L5")."""

    def __init__(self, cover):
        self.cover = cover

    def piece(self, o) -> str:
        """The piece's name (``ruled_out``'s ``piece``)."""
        return o.group or str(o.label)

    def option(self, o) -> str:
        return f"{self.piece(o)} ({' '.join(self.cover.name(c) for c in o.cells)})"

    def placed(self, o, decided: dict) -> str:
        """``option(o)`` of a step's placement, a copy named by its label as the board draws it (``L5b``: "piece L5
        fits in only one place: L5 (8 9 10 11 18)" was drawn L5b, and its JSON said L5b)."""
        labels = set(decided.values())
        if o.group is None or len(labels) != 1 or not isinstance(next(iter(labels)), str):
            return self.option(o)
        return f"{next(iter(labels))} ({' '.join(self.cover.name(c) for c in o.cells)})"

    def item(self, item) -> str:
        return self.cover.name(item[1]) if item[0] == "cell" else f"piece {item[1]}"


def _past(deadline):
    return deadline is not None and time.perf_counter() > deadline


def find(state, depth_max: int = 1, deadline=None):
    """The simplest forced placement: ``(item, option, depth, level,
    {refuted option: (rule, sentence, cells, chain)})`` or None."""
    live = state.live()
    found = forced_once(state, live)
    if found:
        return found[0], found[1], 0, 1, {}
    candidates = [(item, opts) for item, opts in items(state, live) if 1 < len(opts) <= MOST_OPTIONS]
    quick = {}
    for depth in range(depth_max + 1):
        for item, opts in candidates:
            if _past(deadline):
                return None
            why, alive = {}, 0
            for k in opts:
                if k not in quick:
                    r = refute(state, k)
                    quick[k] = None if r is None else (*r, None)
                r = quick[k]
                if r is None and depth:
                    t = trial(state, k)
                    r = (t[1][0], t[1][1], t[1][2], t[0]) if t else None
                if r is not None:
                    why[k] = r
                else:
                    alive += 1
                    if alive > 1:
                        break
            left = [k for k in opts if k not in why]
            if len(left) == 1:
                levels = {c.rule: c.level for c in state.cover.constraints}
                level = max([2] + [levels.get(r[0], 2) for r in why.values()])
                return item, left[0], depth, level, why
    return None


def holds(state, item, k, depth, level: int = 2) -> bool:
    """The step ``(item, k)`` still follows in ``state`` at ``depth`` (a
    level-1 step: ``k`` is the item's only live option)."""
    if not state.fits(k):
        return False
    live = state.live()
    opts = dict(items(state, live)).get(item)
    if opts is None or k not in opts:
        return False
    for p in opts:
        if p != k and state.fits(p):
            if level == 1 and not depth:
                return False
            if refute(state, p) is None and not (depth and trial(state, p)):
                return False
    return True


def premises(state, item, k, depth, level, involved: set, blocked, deadline=None) -> list:
    """The placed pieces' cells the step needs (greedy: drop every placed
    piece the step still follows without), plus the blocked cells beside
    ``involved``; a trial keeps the pieces beside its cells."""
    cover = state.cover
    placed = list(state.placed)
    near = {(r + dr, c + dc) for r, c in involved for dr, dc in ((0, 0), (0, 1), (1, 0), (0, -1), (-1, 0))}
    if depth:
        kept = [p for p in placed if near & set(cover.options[p].cells)]
        if not holds(cover.start(kept), item, k, depth, level):
            kept = placed
    else:
        kept = list(placed)
        for p in reversed(placed):
            if _past(deadline):
                break
            trial_keep = [q for q in kept if q != p]
            if holds(cover.start(trial_keep), item, k, depth, level):
                kept = trial_keep
    cells = {c for p in kept for c in cover.options[p].cells}
    cells |= {c for c in blocked if c in near}
    return sorted(cells)


def make_step(state, found, phrasing: Phrasing, blocked, decided: dict, deadline=None) -> Step:
    """The :class:`~gridsat.core.hints.Step` of ``find``'s answer."""
    item, k, depth, level, why = found
    cover = state.cover
    o = cover.options[k]
    where = phrasing.item(item)
    if not why:
        rule = "only_piece" if item[0] == "cell" else "one_place"
        text = (f"{where} can only be covered by {phrasing.placed(o, decided)}" if item[0] == "cell"
                else f"{where} fits in only one place: {phrasing.placed(o, decided)}")
    else:
        rules = Counter(r[0] for r in why.values() if not r[3])
        rule = "trial" if depth else rules.most_common(1)[0][0]
        said = []
        for p, (_, sentence, _, chain) in list(why.items())[:QUOTED]:
            if chain is None:
                said.append(f"with {phrasing.option(cover.options[p])}, {sentence}")
            else:
                then = "; ".join(f"{phrasing.item(i)} could only take {phrasing.option(cover.options[q])}"
                                 for i, q in chain[:QUOTED])
                said.append(f"if {phrasing.option(cover.options[p])} went there, "
                            + (f"then {then}, and " if then else "") + sentence)
        more = f"; ({len(why) - QUOTED} more ruled out alike)" if len(why) > QUOTED else ""
        lead = f"{where} can only be covered by" if item[0] == "cell" else f"{where} fits in only one place:"
        text = f"{lead} {phrasing.placed(o, decided)}: " + "; ".join(said) + more
    involved = set(o.cells) | ({item[1]} if item[0] == "cell" else set())
    for p, (_, _, cells, chain) in why.items():
        involved |= set(cover.options[p].cells) | set(cells)
        for _, q in chain or ():
            involved |= set(cover.options[q].cells)
    step = Step(rule, text, decided, premises(state, item, k, depth, level, involved, blocked, deadline),
                max(level, 2) if depth else level, depth)
    step.basis = (item, k, depth, level)  # what :func:`holds` rechecks (tests); not in the JSON
    step.ruled_out = [{"piece": phrasing.piece(cover.options[p]), "cells": [list(c) for c in cover.options[p].cells],
                       "rule": r[0], "why": r[1]} for p, r in why.items()]
    return step


def pick(state, reachable, phrasing, unique: bool, blocked, label_of, listed: int = 0) -> tuple:
    """``(step, option index)``: a guess (one answer) or a choice (several):
    the first item with the fewest options, placed as the most reachable
    answers place it.  The index is the option itself: another piece of the
    same shape has an option on the same cells.  ``listed``: the answers
    listed when more exist (0: all were): then its counts are of the listed
    ones, said so, and it is always a choice (no listing proves a placement
    is in every answer)."""
    cover = state.cover
    live = state.live()
    item, opts = next((i, o) for i, o in items(state, live) if o)
    score = Counter(k for answer in reachable for k in answer if k in opts)
    k = max(opts, key=lambda q: (score[q], -opts.index(q)))
    o, decided = cover.options[k], label_of(k)
    named = phrasing.placed(o, decided)
    if unique or score[k] == len(reachable) and not listed:
        left = "" if unique else " left"
        # was "Dec: no rule and no one-step trial forces a piece here; the search proves every answer left has N5
        # (...)": a cell's name, then a colon, then the sentence; now said as the other steps say theirs
        how = "is covered by" if item[0] == "cell" else "is placed as"
        rule, text = "guess", (f"{phrasing.item(item)} {how} {named} in every answer{left}: no rule "
                               "and no one-step trial forces it; the search proves it (deeper than one step of "
                               "look-ahead)")
    else:
        among = f" answers left among the first {listed:,} listed; there are more" if listed else " left"
        rule, text = "choice", (f"several answers remain and no rule forces a piece; here is a placement that leads "
                                f"to one ({score[k]:,} of the {len(reachable):,}{among}): {named}")
    step = Step(rule, text, decided, sorted(c for p in state.placed for c in cover.options[p].cells), 4, 2)
    step.ruled_out = []
    return step, k


def deduce(cover, start: list, answers: list, *, complete: bool = True, phrasing: Phrasing | None = None,
           blocked=(), deadline: float | None = None, first: bool = False, bounded: bool = False) -> Deduction:
    """The steps from the placed options ``start`` (indices into
    ``cover.options``, the givens first).

    Args:
        answers: every answer of the puzzle (from its givens) as sets of
            option indices, checked by the kind's checker.
        complete: the answers were all listed (False: the time limit cut
            the listing: the verdict is unknown).
        bounded: more answers exist than listed (verdict several; steps are
            still sound, but checked against the listed ones only).
        blocked: cells that must stay uncovered (premises of steps beside them).
        first: stop after the first step (a hint).

    Returns:
        :class:`~gridsat.core.hints.Deduction`; ``grid`` rows of piece labels
        (0 undecided, ``"#"`` for cells not to cover); verdict ``unique``,
        ``several`` (steps hold in every answer left), ``no_solution`` or
        ``unknown``.
    """
    began = time.perf_counter()
    phrasing = phrasing or Phrasing(cover)
    state = cover.start(start)
    verdict = ("unknown" if not complete else "no_solution" if not answers
               else "unique" if len(answers) == 1 and not bounded else "several")
    out = Deduction(verdict, complete=complete)
    reachable = [a for a in answers if set(start) <= a]
    if answers and not reachable and complete:  # a listing the time limit cut may just not have reached them
        wrong = [k for k in start if not any(k in a for a in answers)] or start
        out.mistakes = sorted({c for k in wrong for c in cover.options[k].cells})
    copies = Counter()
    labels = {}

    def label_of(k):
        """``{cell: label}`` of option ``k`` (a copy's label gets a letter)."""
        o = cover.options[k]
        if k not in labels:
            if isinstance(o.label, tuple):
                labels[k] = o.label
            else:
                copies[o.label] += 1
                n = copies[o.label]
                labels[k] = o.label if o.group is None else copy_label(o.label, n)
        lab = labels[k]
        return dict(zip(o.cells, lab)) if isinstance(lab, tuple) else {c: lab for c in o.cells}

    for k in start:
        label_of(k)
    before = grid_of(cover, state, label_of, blocked)
    try:
        while verdict in ("unique", "several") and not out.mistakes and not state.done:
            if _past(deadline):
                out.complete = False
                break
            found = find(state, 1, deadline)
            if found is None and _past(deadline):
                out.complete = False
                break
            if found is not None:
                step = make_step(state, found, phrasing, blocked, label_of(found[1]), deadline)
                if _past(deadline):  # its premises cut short by the deadline (more pieces than the step needs):
                    out.complete = False  # not the step the run without -t shows, as the grid genres' loop stops
                    break
                k = found[1]
                if any(k not in a for a in reachable):
                    raise AssertionError(f"a step is not in every answer left: {step.sentence}")
            else:
                step, k = pick(state, reachable, phrasing, verdict == "unique", blocked, label_of,
                               len(answers) if bounded else 0)
            state.place(k)
            reachable = [a for a in reachable if k in a]
            if not reachable or contradiction(state) is not None and not state.done:
                raise AssertionError(f"a step leads to no answer: {step.sentence}")
            out.steps.append(step)
            if first:
                break
    except KeyboardInterrupt:  # Ctrl-C: the steps so far
        return cut_by_ctrl_c(out, before, began)
    out.grid = grid_of(cover, state, label_of, blocked)
    # the unique answer's rows, as Deduction.answer promises (it was None: a unique Domino Fit board or packing
    # had none, though its steps were checked against it); several answers: none
    out.answer = grid_of(cover, SimpleNamespace(placed=sorted(answers[0])), label_of, blocked) \
        if verdict == "unique" else None
    out.seconds = time.perf_counter() - began
    return out


def grid_of(cover, state, label_of, blocked) -> list:
    """Rows of the position: piece labels, 0 undecided, ``"#"`` elsewhere."""
    rows = [["#"] * cover.cols for _ in range(cover.rows)]
    for r, c in cover.cells:
        rows[r][c] = 0
    for k in state.placed:
        for (r, c), label in label_of(k).items():
            rows[r][c] = label
    return rows


__all__ = ["MOST_OPTIONS", "Phrasing", "deduce", "find", "holds", "premises"]
