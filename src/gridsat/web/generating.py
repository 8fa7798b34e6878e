"""The ``/api/generate`` job, run in a solver process (:mod:`gridsat.web.worker`): a kind's generator under the
request's limits, its record as ``gridsat generate --json`` prints it."""

from __future__ import annotations

from .jobs import BEFORE_DRAWING, drawing_under, time_gone
from .requests import GeneratePlan


def run_generate(plan: GeneratePlan) -> dict:
    """The answer to a ``/api/generate`` request: the generator's record (``{"kind", "puzzle", "solution",
    "seed", "seconds", ...}``, what ``gridsat generate --json`` prints), with ``url`` (puzz.link) for kinds that
    have one and ``svg`` when asked.  When the time limit runs out before a puzzle is proven, the command line's
    record (``"puzzle": None, "complete": False, "note"``...) with ``"status": "unknown"`` and ``message``.

    Raises:
        PuzzleInputError: a setting out of range.
    """
    from ..core.options import SolverOptions, TimeUp
    from ..core.result import figure_bytes
    from ..puzzles.unmade import said_unproven
    from ..puzzles.kinds import get

    generator = get(plan.kind).generator()
    try:
        options = SolverOptions(time_limit=plan.time_limit, memory_limit=plan.memory_limit).started()
        gen = generator.generate(plan.rows, plan.cols, plan.seed, options, **plan.settings)
    except TimeUp as stop:
        note = str(said_unproven(stop, options, plan.kind, plan.rows, plan.cols, plan.seed))  # the record's, as the
        # command line's; the message says what to send next
        return {"kind": plan.kind, "status": "unknown", "seed": plan.seed, "size": f"{plan.rows}x{plan.cols}",
                "puzzle": None, "complete": False, "note": note, "message": note + _what_next(stop, plan)}
    out = gen.record()
    if callable(getattr(gen.puzzle, "to_url", None)):
        out["url"] = gen.puzzle.to_url()
    if plan.svg and time_gone(options.deadline):  # proven as the time ran out: no picture begun
        out["svg_unfinished"] = BEFORE_DRAWING
    elif plan.svg:  # drawn under the request's time limit too, as a solve's pictures are
        try:
            with drawing_under(options.deadline):
                fig = gen.figure(gen.picture_title())  # as the command line titles it
                if fig is not None:
                    out["svg"] = figure_bytes(fig, "svg", options.deadline).decode("utf-8")
        except TimeUp:
            out["svg_unfinished"] = "the time limit ran out while drawing"
    return out


def _what_next(stop, plan: GeneratePlan) -> str:
    """What a request cut by its time limit may do next: the line said only that the time ran out (the command
    line says "give more time with -t"); a generator out of candidates is told no more time (it tries no more)."""
    from ..puzzles.generators import CandidatesRanOut

    if isinstance(stop, CandidatesRanOut):
        return ""
    if plan.longest is not None and plan.time_limit < plan.longest:
        return f": send a longer time_limit (this server allows up to {plan.longest:g} s), a smaller size or " \
               "another seed"
    return f": send a smaller size or another seed ({plan.time_limit:g} s is this server's longest time limit: " \
           "gridsat serve -t sets it)"


__all__ = ["run_generate"]
