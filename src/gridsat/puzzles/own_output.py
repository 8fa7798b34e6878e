"""gridsat's own printed output given back where a puzzle goes: a hint (its steps and board) or an answer as the
terminal draws it, each told what it is and what to give instead."""

from __future__ import annotations

import functools
import re

from ..core.errors import PuzzleInputError


def own_output(text: str, source: str | None, page: bool = False) -> PuzzleInputError | None:
    """The error for ``text`` when it is a hint or an answer as gridsat prints it (``page``: sent to ``gridsat
    serve``), else None."""
    if re.search(_HINTED, text, re.MULTILINE):  # patterns compiled at first use (re caches them), not at import
        return drawn_hint(source, page)
    if re.search(_DRAWN, text, re.MULTILINE):
        return drawn_answer(source, page)
    if re.search(r"^\s*infeasible in [0-9.]+ s\b", text, re.MULTILINE):  # (was "not a puzzle gridsat can read",
        return PuzzleInputError("gridsat's output of a run with no answer, not a puzzle: give the puzzle itself "
                                "(its file or URL)", source)  # where the output of a solved run was told so)
    return None


def drawn_answer(source: str | None, page: bool = False) -> PuzzleInputError:
    """The error for gridsat's own drawing of an answer given where a puzzle goes (``page``: sent to ``gridsat
    serve``, whose pages were told to run 'gridsat batch with --check-answer', a command no page has)."""
    from ..core.wording import spelled

    check = ("" if page else "; to check an answer, save it as NAME.solution.txt beside the puzzle file NAME.txt and "
             + spelled("run gridsat batch with --check-answer",
                       "run gridsat.batch.run.run_batch with check_answer=True"))
    # (from Python it named the command line's option, where messages name keywords)
    return PuzzleInputError(f"an answer as gridsat prints it, not a puzzle: give the puzzle itself (its file or URL)"
                            f"{check}", source)


def drawn_hint(source: str | None, page: bool = False) -> PuzzleInputError:
    """The error for gridsat's own printed hint given where a puzzle goes (its board is a position)."""
    from ..core.wording import spelled

    position = "" if page else "; a board hint drew is a position: " + spelled(
        "gridsat hint PUZZLE --position FILE", "kind.hints(puzzle, start=...) takes it")
    return PuzzleInputError(f"a hint as gridsat prints it, not a puzzle: give the puzzle itself (its file or URL)"
                            f"{position}", source)


#: The first line of each step gridsat hint prints ("next step (rule: one): ...", "step 3 (a choice): ...").
_HINTED = r"^\s*(?:next step|step \d+) \((?:rule: [a-z_]+|a choice)\)"

#: What only gridsat's drawings of answers hold: box-drawing and block characters, stars, bulbs, the time line (also
#: of a count cut short, ``stopped by --limit 2 after 0.006 s``, and of a run interrupted: an exact cover saved with
#: ``--count --limit 2`` was "not a puzzle gridsat can read", saved without, "an answer as gridsat prints it").
_DRAWN = (r"[\u2500-\u257f\u2588\u2605\u25c9]|^\s*(?:solved|unknown|stopped) (?:in|after) [0-9.]+ s|"
          r"^\s*(?:stopped by .* after|interrupted \((?:Ctrl-C|SIGTERM)\) after) [0-9.]+ s")


def told_own_output(parse, at: int = 1):
    """``parse`` (a kind's method; ``at=0``: a reader function taking the text first) whose error for gridsat's own
    printed hint or answer given as a puzzle says what it is, as the command line's does: ``kind.parse(ANSWER)``
    and ``read_puzzle('ANSWER.txt')`` were told "line 1, column 1: symbol '·' is not 0 (empty)..." or "line 2:
    4 cells, expected 2", the reader's first complaint."""
    @functools.wraps(parse)
    def method(*args, **kw):
        try:
            return parse(*args, **kw)
        except PuzzleInputError as exc:
            from ..core.wording import web_job

            text = args[at] if len(args) > at else kw.get("text")
            printed = own_output(text, exc.where, web_job()) if isinstance(text, str) else None
            if printed is None:
                raise
            raise printed from None

    method._checked = True
    return method


__all__ = ["drawn_answer", "drawn_hint", "own_output", "told_own_output"]
