"""The name a puzzle sent as text is told by: the request's field, never the title its pictures get."""

from __future__ import annotations

import contextlib

from ..core.errors import PuzzleInputError


@contextlib.contextmanager
def as_sent(puzzle, field: str):
    """Bad input found while solving ``puzzle`` named by ``field`` (``"puzzle"``), where it named the title the
    server gave the puzzle for its pictures (:func:`gridsat.web.jobs._named`): a Domino Fit puzzle sent with
    ``objective`` costs and no costs was told "Domino Fit 7x7: --objective costs needs ...", a name the request
    never gave, where every other bad puzzle is "puzzle: ..."."""
    try:
        yield
    except PuzzleInputError as exc:
        name = getattr(puzzle, "name", None)
        if isinstance(name, str) and name != field and exc.placed(name):
            raise exc.renamed(field) from None
        raise
