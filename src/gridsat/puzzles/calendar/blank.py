"""``calendar --blank``: an edition's board as its maker prints, engraves or cuts it -- every cell with its label,
no piece placed and no date left out -- and its pieces' shapes (a picture with ``--png``/``--svg``, the cells,
labels and pieces with ``--json``)."""

from __future__ import annotations

from dataclasses import dataclass


def piece_rows(cells) -> list[str]:
    """A polyomino's ``cells`` (``(row, col)``, normalised to row and column 0) as rows of ``#`` and ``.``, as a
    piece file writes a shape (``["##.", ".##"]``)."""
    rows, cols = 1 + max(r for r, _ in cells), 1 + max(c for _, c in cells)
    inside = set(cells)
    return ["".join("#" if (r, c) in inside else "." for c in range(cols)) for r in range(rows)]


@dataclass
class BlankReport:
    """An edition's blank board (:func:`run_blank`)."""

    edition: object  # the Edition

    def _counts(self) -> tuple:
        board = self.edition.board
        return len(board.board.cells), len(board.labels), len(board.fillers)

    def to_json(self) -> dict:
        """``{"kind": "calendar-blank", "edition", "rows", "cols", "cells": [[r, c], ...], "labels": [{"cell": [r,
        c], "label": "Jan"}, ...], "fillers": [[r, c], ...], "pieces": [{"name", "count", "shape": ["##.", ...]}],
        "weekdays"}``: cells from ``[0, 0]``, in row order."""
        board = self.edition.board
        return {"kind": "calendar-blank", "edition": self.edition.name, "rows": board.board.rows,
                "cols": board.board.cols, "cells": [list(cell) for cell in sorted(board.board.cells)],
                "labels": [{"cell": list(cell), "label": board.labels[cell]} for cell in sorted(board.labels)],
                "fillers": [list(cell) for cell in sorted(board.fillers)], "weekdays": board.weekdays,
                "pieces": [{"name": piece.name, "count": count, "shape": piece_rows(piece.cells)}
                           for piece, count in self.edition.pieces.items]}

    def text(self) -> list:
        """The heading, the board with its labels (``*`` a filler cell), and each piece's shape."""
        from rich.markup import escape

        from ...render.ascii import region_text

        board = self.edition.board
        cells, labelled, fillers = self._counts()
        pieces = sum(count for _, count in self.edition.pieces.items)
        lines = [f"[bold]{escape(self.edition.name)}[/bold]: the blank board, {board.board.rows}x{board.board.cols}, "
                 f"{cells} cells ({labelled} labelled" + (f", {fillers} filler" if fillers else "")
                 + f"), and its {pieces} piece{'' if pieces == 1 else 's'}"]
        text = {**dict(board.labels), **dict.fromkeys(board.fillers, "*")}
        lines.append(region_text(board.board.rows, board.board.cols, {}, text=text, blank=" "))
        for piece, count in self.edition.pieces.items:
            lines.append(f"{escape(piece.name)}" + (f" (x{count})" if count > 1 else "") + ": "
                         + " / ".join(piece_rows(piece.cells)))
        return lines

    def figure(self, title: str | None = None):
        """The board drawn for printing -- every cell a white square with its label at 10 pt, filler cells blank
        -- and its pieces below it, each in its colour and named, one of each copy (a matplotlib ``Figure``)."""
        from ...render.picture import draw_regions, new_figure

        board = self.edition.board.board
        pieces, height, width = _laid_out(self.edition.pieces.items, max(board.cols, 10))
        fig, ax = new_figure(board.rows, max(board.cols, width), extra_rows=1 + height,
                             title=title or f"{self.edition.name}: the blank board and its pieces")
        below = {(board.rows + 1 + r, c): k for (r, c), k in pieces.items()}
        names = {}
        for cell, k in sorted(below.items()):
            names.setdefault(k, cell)
        draw_regions(board.rows, board.cols, below, blanks=set(board.cells), ax=ax,
                     text={cell: k.split("#")[0] for k, cell in names.items()})
        for (r, c), label in self.edition.board.labels.items():
            ax.text(c + 0.5, r + 0.5, label, ha="center", va="center", fontsize=10, color="black", parse_math=False)
        return fig

    def exit_code(self) -> int:
        return 0


def _laid_out(items, width: int) -> tuple:
    """The pieces of ``items`` (``(Polyomino, count)``) laid out in rows at most ``width`` cells wide (a piece
    wider starts a row of its own), one cell apart: ``({(row, col): "NAME#k"}, rows used, columns used)``."""
    cells, x, y, tallest, widest = {}, 0, 0, 0, 0
    for piece, count in items:
        h, w = 1 + max(r for r, _ in piece.cells), 1 + max(c for _, c in piece.cells)
        for k in range(count):
            if x and x + w > width:
                x, y, tallest = 0, y + tallest + 1, 0
            cells.update({(y + r, x + c): f"{piece.name}#{k}" for r, c in piece.cells})
            x, tallest, widest = x + w + 1, max(tallest, h), max(widest, x + w)
    return cells, y + tallest, widest


def run_blank(argument, values: dict, options, progress) -> BlankReport:
    """``--blank``: the edition's board and pieces (``values["edition"]``: a built-in name or an edition file),
    read within the time limit.

    Raises:
        PuzzleInputError: an edition that cannot be read.
        TimeUp: the time limit ran out while reading it.
    """
    from ...core.options import reading_under
    from .editions import load_edition

    with reading_under(options.deadline, options.memory_limit):
        return BlankReport(load_edition(values["edition"]))


__all__ = ["BlankReport", "piece_rows", "run_blank"]
