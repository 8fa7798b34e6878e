"""Why a grid puzzle has no answer: clues that cannot all hold, each of them needed (not always the fewest).

A solver that proves a puzzle infeasible says no more than that; a person
who typed a clue wrong wants to know which.  For the genres whose clues can
be *weakened* -- a clue replaced by one that says less, so that every answer
of the puzzle stays an answer (a number by ``"?"``, a pearl or a given by
nothing, a numbered wall by a plain wall: :meth:`GridPuzzle.weaker
<gridsat.puzzles.grid.puzzle.GridPuzzle.weaker>`; Yin-Yang's givens) -- the clues are thinned
to a set that still has no answer while each of them is needed: weaken any
one more and an answer exists.  That set is the reason given ("the clues 4
at r1c2 and 0 at r2c1 cannot all hold").

Each question is a solve of the thinned puzzle by the kind's own engine
(proven infeasible or not; a limit gives up the reason, never the status),
and weakening is monotone, so the thinning (blocks of clues first, halving,
as in QuickXplain's deletion) keeps a set whose every clue is needed
after one pass of single clues.  It runs for at most :data:`BUDGET` seconds
and never past the run's deadline: the reason is extra, the status is
already proven.
"""

from __future__ import annotations

import math
import sys
import time

from ..core.errors import cell_name

#: Seconds the search for a reason may take at most (within the run's time limit; a first load of CP-SAT not counted).
BUDGET = 1.0
#: Seconds of the run's time limit left untouched for printing and drawing.
MARGIN = 0.2
#: Seconds of the run's time limit needed to look for a reason where CP-SAT is not loaded yet (the thinned puzzles
#: may need it, and loading it takes up to a second or two on a loaded machine, with no clock inside).
IMPORT_ROOM = 3.0
#: A question's time is at most the budget left over this (a hard thinned puzzle leaves time for the others).
QUESTIONS = 3
#: Most clues a reason names (more: no reason, the whole board's clues are no help).
MOST_NAMED = 12


def needed_subset(items: list, infeasible, late) -> tuple:
    """``(kept, needed)``: a subset of ``items`` for which ``infeasible``
    holds (``infeasible`` must be monotone: true of a set, true of every
    superset; it holds for ``items``), and whether every item of it was shown
    needed (without it, ``infeasible`` is False).  ``infeasible`` may answer
    None (its question's time ran out): the items asked about are kept, and
    not shown needed; so are the rest when ``late()`` comes first.

    Blocks of half the items are dropped first, then quarters, down to
    single items: a reason of a few clues among many costs few questions."""
    first = infeasible([]) if items else True
    if first:
        return [], True
    keep, size, sure = list(items), max(len(items) // 2, 1), True
    while True:
        i = 0
        while i < len(keep):
            if late():
                return keep, False
            trial = keep[:i] + keep[i + size:]
            answer = infeasible(trial) if trial else first  # the empty set was asked first
            if answer:
                keep = trial
                continue
            sure = sure and (answer is not None or size > 1)  # (a block kept unsure is asked again item by item)
            i += size
        if size == 1:
            return keep, sure
        size = max(size // 2, 1)


def why_none(kind, puzzle, task, settings, *, clues: list, thinned, noun: str, named=None, said=None,
             none: str | None = None, left: str = "") -> dict | None:
    """Why ``puzzle`` (proven infeasible) has no answer: the result's fields
    ``{"reason": clause for "no answer: ...", "conflict": [[row, col], ...]
    the needed clues' cells}`` (``conflict`` empty when the rules alone leave
    none), or None: no clue weakens, the search ran out of its time
    (:data:`BUDGET`, or the run's deadline less :data:`MARGIN`), or a limit
    stopped a solve.

    Args:
        kind: the puzzle's kind (its ``choose_engine`` and ``solver`` answer
            each thinned puzzle).
        task, settings: the run's (its options' deadline, memory limit and
            workers bound the solves).
        clues: ``[(cell, clue)]`` the clues that can be weakened.
        thinned: ``f([cell])`` the puzzle with the clues of those cells weakened.
        noun: the genre's word for a clue (``"given"``, ``"pearl"``).
        named: ``f(cell, clue)`` a clue in words (default ``"4 at r1c2"``).
        said: ``f(named, needed)`` the reason for the clues kept, in words
            (default :func:`reason_text`); none: the reason when no clue is
            needed (default "there is none even with every NOUN taken away").
    """
    from ..core.errors import PuzzleInputError
    from ..core.options import SolverOptions, TimeUp
    from ..core.task import Task, installed_engine

    if not clues:  # the genre weakens no clue (Star Battle's rooms), or the board has none
        return None
    options = task.options
    if options.deadline is not None and "ortools.sat.python.cp_model" not in sys.modules \
            and options.deadline - time.perf_counter() < IMPORT_ROOM:  # loading CP-SAT has no clock inside
        return None
    limit = math.inf if options.deadline is None else options.deadline - MARGIN
    clock = [min(time.perf_counter() + BUDGET, limit)]  # the end, moved on by the time a first load of CP-SAT took
    if time.perf_counter() >= clock[0]:
        return None

    def infeasible(kept: list):
        began, loaded = time.perf_counter(), "ortools.sat.python.cp_model" in sys.modules
        left = min(clock[0] - began, max((clock[0] - began) / QUESTIONS, 0.05))  # none takes the whole budget
        if left <= 0:
            return None
        kept_cells = {cell for cell, _ in kept}
        weaker = thinned([cell for cell, _ in clues if cell not in kept_cells])
        asked = Task("solve", engine=task.engine, options=SolverOptions(  # the engine asked for (auto: as chosen)
            time_limit=left, memory_limit=options.memory_limit, workers=options.workers).started())
        try:
            engine = installed_engine(kind, asked, kind.choose_engine(weaker, asked, settings))
            found = kind.solver(weaker, engine, asked, settings).solve(asked)
        except (TimeUp, PuzzleInputError):  # the time, or the memory limit (a thinned puzzle is no larger)
            return None
        finally:
            if not loaded and "ortools.sat.python.cp_model" in sys.modules:  # a load, not the search: not counted
                clock[0] = min(clock[0] + time.perf_counter() - began, limit)
        if found.interrupted:
            raise KeyboardInterrupt
        return None if not found.answers and not found.complete else not found.answers

    kept, needed = needed_subset(clues, infeasible, lambda: time.perf_counter() >= clock[0])
    if not kept:
        # (Nurikabe's island sizes taken away, the clues' places still leave none)
        return {"reason": none or f"there is none even with every {noun} taken away{left}", "conflict": []}
    if len(kept) > MOST_NAMED:  # (the whole board's clues, when no question was answered in time)
        return None
    words = [(named or _named)(cell, clue) for cell, clue in kept]
    return {"reason": said(words, needed) if said else reason_text(noun, words, needed, left),
            "conflict": [list(cell) for cell, _ in kept]}


def _named(cell, clue) -> str:
    if type(clue) is int:  # (a Nurikabe clue of 4,200 digits was written whole in the reason; then rounded as counts
        from ..core.wording import shortened_numbers  # are, "1e+38" for the 38 nines the puzzle has, as if misread:

        clue = shortened_numbers(str(clue))  # its first digits and length, as the URL writer's refusal says it)
    return f"{clue} at {cell_name(cell)}"


def reason_text(noun: str, named: list, needed: bool = True, left: str = "") -> str:
    """The reason of :func:`why_none` for the clues ``named`` (in words,
    ``["4 at r1c2", "0 at r2c1"]``): ``"the clues 4 at r1c2 and 0 at r2c1
    cannot all hold ..."``, ``noun`` the genre's word for a clue; ``needed``:
    each was shown needed (said in brackets); ``left``: what a clue taken
    away leaves, said after "taken away" (:func:`why_none`)."""
    if len(named) == 1:
        return f"the {noun} {named[0]} cannot hold, even with every other {noun} taken away{left}"
    listed = ", ".join(named[:-1]) + f" and {named[-1]}"
    return f"the {noun}s {listed} cannot all hold, even with every other {noun} taken away{left}" + \
        (" (take one of these away too and an answer exists)" if needed else "")


def waiving(puzzle, rooms):
    """A copy of ``puzzle`` whose model leaves out the rule of ``rooms``
    (room ids): its ``waived``, a field no constructor takes."""
    from dataclasses import replace

    thinned = replace(puzzle)
    object.__setattr__(thinned, "waived", frozenset(rooms))
    return thinned


def rooms_why_none(kind, puzzle, task, settings) -> dict | None:
    """:func:`why_none` for a genre without clues whose rooms each follow a
    rule (Star Battle's k stars, Norinori's two shaded cells): the rooms are
    thinned, a room weakened by waiving its rule (``puzzle.waived``, the
    room ids the model leaves free; ``puzzle.room_rule`` says the rule,
    ``"hold 2 stars"``); the conflict is every cell of the rooms kept, each
    named by its first cell ("the regions at r1c1 and r3c4 cannot each hold
    2 stars ..."); None as :func:`why_none`."""
    rooms, noun, rule = puzzle.rooms(), puzzle.room_noun, puzzle.room_rule()
    room_of = puzzle.region_of()
    # what a waived room may do, in words (LITS's may hold no tetromino), and a waiving of one more
    waived, again = getattr(puzzle, "waiver", ("{noun}'s rule taken away", "take one of these away too"))
    waived = waived.format(noun=noun)
    others = f"every other {waived}"

    def said(named: list, needed: bool) -> str:
        if len(named) == 1:
            return f"the {noun} at {named[0]} cannot {rule}, even with {others}"
        listed = ", ".join(named[:-1]) + f" and {named[-1]}"
        return f"the {noun}s at {listed} cannot each {rule}, even with {others}" + \
            (f" ({again} and an answer exists)" if needed else "")

    found = why_none(kind, puzzle, task, settings, clues=[(cells[0], rid) for rid, cells in rooms.items()],
                     thinned=lambda cells: waiving(puzzle, (room_of[c] for c in cells)),
                     noun=noun, named=lambda cell, rid: cell_name(cell), said=said,
                     none=f"there is none even with every {waived}: the other rules alone leave none")
    if found and found["conflict"]:  # a room is all its cells, outlined on the picture
        found["conflict"] = [list(c) for first in found["conflict"] for c in rooms[room_of[tuple(first)]]]
    return found


__all__ = ["BUDGET", "IMPORT_ROOM", "MARGIN", "MOST_NAMED", "QUESTIONS", "needed_subset", "reason_text",
           "rooms_why_none", "waiving", "why_none"]
