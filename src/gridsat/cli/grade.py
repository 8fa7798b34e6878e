"""``gridsat grade PUZZLE``: how hard a puzzle is for a person, read from
the steps ``gridsat hint --steps`` takes (the hardest rule, the trials and
guesses)."""

from __future__ import annotations

from ..core.hints import refusal
from . import stopped_by
from .hint import deduce, more_time, with_unique_command
from .options import GRADE, refuse_empty

DOC = "Grade a puzzle easy, medium, hard, expert or guess by the steps a person takes (see 'gridsat hint')."


def run_grade(values: dict) -> int:
    """Carry out one ``gridsat grade`` command line (``values``: every option of :data:`~gridsat.cli.options.GRADE`
    by name); the exit code: 0 graded, 1 not (no grade), 130 when interrupted."""
    refuse_empty(values, GRADE)
    puzzle, kind, time_limit, as_json = values["puzzle"], values["kind"], values["time_limit"], values["as_json"]
    memory_limit = values["memory_limit"]
    from ..core.hints import grade
    from .common import console, print_json

    found, parsed, out = deduce(puzzle, kind, time_limit, as_json=as_json, memory_limit=memory_limit,
                                 command="grade")
    limit = f" of {time_limit:g} s" if time_limit else ""
    cut = stopped_by() if out.interrupted else f"the time limit{limit} ran out"  # was "the time limit
    refused = with_unique_command(refusal(out, "grade"), found.name, puzzle)  # ran out", no advice, no steps)
    why = refused or (None if out.complete else f"no grade: {cut} before the last step")
    g = grade(out.steps) if why is None else None
    cut_short = why is not None and not refused  # the steps stopped by Ctrl-C or the time limit
    timed = cut_short or out.verdict == "unknown"  # (the answers unfound: "... before the puzzle's answers were found")
    so_far = grade(out.steps) if cut_short and out.steps else None  # what the steps so far show (none: cut
    if as_json:  # before a first step, its grade was "easy")
        print_json({"kind": found.name, "name": found.hint_name(parsed), "verdict": out.verdict,
                    "complete": out.complete, "grade": g, "seconds": round(out.seconds, 4),
                    **({"reason": out.reason} if out.verdict == "no_solution" and out.reason else {}),  # as the text
                    **({"interrupted": True} if out.interrupted else {}), **({"so_far": so_far} if so_far else {})})
    elif so_far:
        console().print(f"{why}; the {so_far['steps']:,} steps so far: {so_far['trials']:,} trials, "
                        f"{so_far['guesses']:,} guesses{_choices(so_far)}, hardest rule: {so_far['hardest_rule']}"
                        f"{more_time(out)}")
    elif why:
        console().print(f"{why}{more_time(out) if timed else ''}")
    elif not out.steps:  # "its hardest steps use local rules only ...; hardest rule: None; rules used: " of no step
        console().print(f"grade: {g['grade']} (no step to take: the givens decide every cell)\nsteps: 0")
    else:
        rules = sorted({s.rule for s in out.steps if s.depth == 0})
        console().print(f"grade: {g['grade']} (its hardest steps use {found.grade_meaning(g['grade'], out.steps)})\n"
                        f"steps: {g['steps']:,}; trials: {g['trials']:,}; guesses: {g['guesses']:,}"
                        f"{_choices(g, '; choices: ')}; hardest rule: {g['hardest_rule']}; "
                        f"rules used: {', '.join(rules) or 'none (trials alone)'}")  # was an empty list
    if out.interrupted:
        raise SystemExit(130)
    return 0 if g else 1


def _choices(g: dict, lead: str = ", ") -> str:
    """``", 3 choices"`` (or ``lead`` and the number) when the steps chose among several answers (a packing
    board, a calendar date); nothing when they did not."""
    return "" if not g["choices"] else f"{lead}{g['choices']}" if lead != ", " else f", {g['choices']} choices"


def register(app) -> None:
    """Add ``gridsat grade``."""
    from .typed import command

    app.command("grade")(command(run_grade, GRADE, "grade_command", DOC))
