"""``gridsat grade PUZZLE``: how hard a puzzle is for a person, read from
the steps ``gridsat hint --steps`` takes (the hardest rule, the trials and
guesses)."""

from __future__ import annotations

import typer

from .typed import JsonOut, TimeLimit
from ..core.hints import refusal
from .hint import KindOpt, PuzzleArg, deduce


def grade_command(puzzle: PuzzleArg, kind: KindOpt = None, time_limit: TimeLimit = None, as_json: JsonOut = False):
    """Grade a puzzle easy, medium, hard, expert or guess by the steps a person takes (see 'gridsat hint')."""
    from ..core.hints import grade
    from .common import console, print_json

    found, parsed, out = deduce(puzzle, kind, time_limit)
    why = refusal(out) or (None if out.complete else "no grade: the time limit ran out before the last step")
    g = grade(out.steps) if why is None else None
    if as_json:
        print_json({"kind": found.name, "name": getattr(parsed, "name", None), "verdict": out.verdict,
                    "complete": out.complete, "grade": g, "seconds": round(out.seconds, 4)})
    elif why:
        console().print(why)
    else:
        rules = sorted({s.rule for s in out.steps if s.depth == 0})
        console().print(f"grade: {g['grade']} ({found.grade_meaning(g['grade'])})\n"
                        f"steps: {g['steps']}; trials: {g['trials']}; guesses: {g['guesses']}; "
                        f"hardest rule: {g['hardest_rule']}; rules used: {', '.join(rules)}")
    raise typer.Exit(0 if g else 1)


def register(app: typer.Typer) -> None:
    app.command("grade")(grade_command)
