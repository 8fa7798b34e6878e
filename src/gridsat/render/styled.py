"""Terminal text with styles that needs no library until it is shown on a
terminal.

:class:`Styled` collects runs of text, each with an optional rich style
name (``"bold"``, ``"white on grey23"``).  Its plain text is
:attr:`Styled.plain` (and ``str()``); a rich console prints it styled
through the ``__rich__`` protocol, which builds a rich ``Text`` then, so a
drawing written to a pipe or a file never imports rich.
"""

from __future__ import annotations


class Styled:
    """Runs of text with optional styles (the part of rich's ``Text`` the
    drawings use: :meth:`append`, :attr:`plain`).

    Args:
        text: the first run (empty: none).
        style: its style (a rich style string; None: unstyled).
    """

    def __init__(self, text: str = "", style: str | None = None):
        self.runs: list[tuple[str, str | None]] = []
        if text:
            self.append(text, style)

    def append(self, text: str, style: str | None = None) -> Styled:
        """Add a run of ``text`` in ``style``; returns self."""
        self.runs.append((text, style))
        return self

    @property
    def plain(self) -> str:
        """The text without styles."""
        return "".join(text for text, _ in self.runs)

    def __str__(self) -> str:
        return self.plain

    def __len__(self) -> int:
        return sum(len(text) for text, _ in self.runs)

    def __eq__(self, other) -> bool:
        return isinstance(other, Styled) and self.runs == other.runs

    __hash__ = None

    def __rich__(self):
        """The rich ``Text`` of the runs (rich imported here)."""
        from rich.text import Text

        out = Text()
        for text, style in self.runs:
            out.append(text, style=style)
        return out


def literal(text: str) -> str:
    """``text`` -- a user's names, a drawing, a path -- escaped so that the
    printer shows it as it is: ``[a]`` (an exact cover item, a piece's name)
    was read as a markup tag and vanished.  Rich's own escaping, imported
    only when the text has a ``[``."""
    if "[" not in text:
        return text
    from rich.markup import escape

    return escape(text)


def literal_name(text: str) -> str:
    """A user's name or path for a one-line message: as :func:`literal`, with
    each character a terminal would act on (an escape, a carriage return, a
    newline) written as Python escapes it, ``a\\x1b[31mred.txt``: a puzzle
    file's name coloured a batch's summary red, and one holding
    ``\\x1b]0;...`` set the terminal's title."""
    from ..core.errors import printable

    return literal(printable(text))


__all__ = ["Styled", "literal", "literal_name"]
