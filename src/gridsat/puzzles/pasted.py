"""A puzzle pasted on the command line that looks like a Sudoku's line of digits, told so (:func:`pasted_sudoku`)."""

from __future__ import annotations

from ..core.errors import PuzzleInputError
from ..core.settings import spelled
from .kinds import get
from .unreadable import POINTED_COMMAND, _not


def pasted_sudoku(kind, source: str, text: str) -> None:
    """Refuse a Sudoku line pasted on the command line (``source`` ``"puzzle"``, as :func:`~gridsat.core.reading.
    read_puzzle_record` gives it) to a ``kind`` other than Sudoku, pointing to ``gridsat sudoku``: the exact-cover
    reader took ``cover 123456789012`` (a file name mistyped) for one item and no options, "infeasible", and
    Yin-Yang took a line of 0s for a one-row grid.  Raises PuzzleInputError: ``kind`` is not Sudoku."""
    if source == "puzzle" and kind.name != "sudoku":
        try:  # a line of digits no Sudoku reads (100 nines to dominofit) was pointed to `gridsat sudoku`, which
            get("sudoku").parse(text, source)  # refuses it, and on the web that command line was the message
        except PuzzleInputError as exc:
            raise PuzzleInputError(f"this is no {kind.title} puzzle, nor a Sudoku: {exc.problem}") from None
        import shlex  # a line of 81 was cut to 77 and '...': the command given could not be pasted

        shown = shlex.quote(text) if len(text) <= 100 else text[:77] + "..."
        command = POINTED_COMMAND.get() or "sudoku"  # 'hint LINE -k hitori' was pointed to 'gridsat sudoku LINE'
        raise PuzzleInputError(f"this looks like a Sudoku puzzle, not {_not(kind)}: "
                               + spelled(f"gridsat {command} {shown}", "read it with kind='sudoku' (or kind=None)"))


__all__ = ["pasted_sudoku"]
