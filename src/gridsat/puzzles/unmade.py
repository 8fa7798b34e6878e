"""What a generator stopped before its puzzle says (the command line's, batch's and the web API's one line)."""
from __future__ import annotations

from ..core.options import SolverOptions, TimeUp


def said_unproven(stop: TimeUp, options: SolverOptions, kind: str, rows: int, cols: int, seed: int, *,
                  proven: bool = True) -> TimeUp:
    """``stop`` when it says where the time ran out, else a :class:`TimeUp` saying which limit ran out before which
    puzzle was proven (raised with no words deep in a search, it printed as an empty line); ``proven`` False: made
    (a generator that proves nothing, :meth:`Generator.proves`)."""
    if str(stop):
        return stop
    limit = "the time limit" if options.time_limit is None else f"the time limit of {options.time_limit:g} s"
    return TimeUp(f"{limit} ran out before {seeded(kind, seed)} ({rows}x{cols}) {unmade(proven)}")


def seeded(kind: str, seed: int) -> str:
    """``"the Yin-Yang puzzle of seed 3"``: the puzzle a generator of kind ``kind`` (its name) makes from ``seed``,
    by the kind's title (it said "yinyang puzzle seed 3", and the web pages put the title in themselves)."""
    from .kinds import get

    return f"the {get(kind).title} puzzle of seed {seed}"


def unmade(proven: bool) -> str:
    """``"was proven; no unproven puzzle is given"``, or ``"was made; no puzzle is given"`` (``proven`` False)."""
    return "was proven; no unproven puzzle is given" if proven else "was made; no puzzle is given"


__all__ = ["said_unproven", "seeded", "unmade"]
