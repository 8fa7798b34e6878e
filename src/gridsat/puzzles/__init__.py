"""The puzzle kinds; importing the package tells core's judge of board, piece and edition files which kind's
puzzle a file given as one is (core names no kind)."""

from ..core import companions as _companions


def _puzzle_title(text: str) -> str | None:
    """The title of the kind whose strict test accepts ``text``, or None."""
    from .kinds import REGISTRY, get

    return next((get(name).title for name in REGISTRY if get(name).detect(text)), None)


_companions.puzzle_title = _puzzle_title
