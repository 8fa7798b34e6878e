"""The terminal drawing of a shading genre's hint: the board after its steps, the last step's cells marked in plain
text too (``#`` shaded by this step, ``o`` unshaded, ``N*`` a number's cell; ``N#`` and ``N█`` a number's cell
shaded, by the step and before it, where the answer keeps the number on its shaded cell: Heyawake's ``2█``), with the
genre's rooms or regions inside their borders and its own glyph for a shaded cell (Star Battle's ``★``, Light Up's
``◉``), and a key of the symbols it shows in the genre's words."""

from __future__ import annotations

from .hinting import SHADED, UNSHADED


def shading_hint_text(kind, puzzle, deduction):
    """rich ``Text`` of ``deduction`` (a :class:`~gridsat.core.hints.Deduction` of ``puzzle``) as ``kind`` (a
    :class:`~gridsat.puzzles.grid.explained.ShadingHints`) words it: one row a line, ``width`` characters a cell,
    the borders of ``puzzle.region_of()`` drawn between its rooms when it has any (a Star Battle's hint was a grid
    of ``?`` and ``██`` with none of the regions its steps name), then the key.
    """
    from ...render.board import joined_cells

    last = deduction.steps[-1] if deduction.steps else None
    marked = set(last.decided) if last else set()
    clues = puzzle.clues
    width = max([2] + [len(kind.drawn_clue(v)) + 1 for row in clues for v in row if v is not None]  # as drawn:
                + [len(kind.drawn_clue(clues[r][c])) + 2 for r, row in enumerate(deduction.grid)  # '1,1,1,1' is 1111
                   for c, v in enumerate(row) if clues[r][c] is not None
                   and ((r, c) in marked or v not in (SHADED, UNSHADED))])  # 'N*', 'N?'
    glyph = kind.shaded_glyph
    numbers_shaded = getattr(puzzle.drawing([[None] * puzzle.cols for _ in range(puzzle.rows)]), "shaded_text", False)
    before = glyph * width if glyph == "█" else f"{glyph:<{width}}"  # ★ and ◉ take one column, as the answer's
    cells, seen = [], set()
    for r, row in enumerate(deduction.grid):
        line = []
        for c, v in enumerate(row):
            clue = clues[r][c]
            label = "" if clue is None else kind.drawn_clue(clue)
            if (r, c) in marked:  # marked in plain text too: colour is lost in a pipe or a file
                mark = "N#" if v == SHADED and label and numbers_shaded else "#" if v == SHADED \
                    else "*" if label else "o"
                line.append((f"{label + mark[1:] if mark[0] == 'N' else mark if mark != '*' else label + '*':<{width}}",
                             "bold red"))
            elif v == SHADED and label and numbers_shaded:  # a room's number stays on its shaded cell, as the
                mark = "N█"  # answer draws it ("2█"): the sentence's "the room of the 2 at r1c3" showed no 2
                line.append((f"{label:█<{width}}", "white on grey23"))
            elif v == SHADED:
                mark = "█"
                line.append((before, "grey23" if glyph == "█" else "yellow"))
            elif v == UNSHADED:
                mark = "·" if not label else "N"
                line.append((f"{label or '·':<{width}}", "bold"))
                if label in ("?", "○"):  # a clue without its number, drawn '?' as undecided cells are (keyed as
                    seen.add(label + "clue")  # one), or a circle (Nurimisaki's: its '?' hid most circles)
            else:  # a number's cell undecided is 'N?': plain text (a pipe, a file) has no dim to tell it from
                mark = "N?" if label else "?"  # one unshaded (Hitori: every cell a number), nor has the reader
                line.append((f"{label + '?' if label else '?':<{width}}", "dim"))
            seen.add(mark)
        cells.append(line)
    regions = puzzle.region_of() if callable(getattr(puzzle, "region_of", None)) else None
    if regions:
        from ...render.ascii import bordered

        out = bordered(puzzle.rows, puzzle.cols, regions, cells, width)
    else:
        out = joined_cells(cells)
    if marked:  # the symbols the drawing shows (it named '* or o' where neither was)
        shaded, unshaded = kind.shaded_word, kind.unshaded_word  # (Nurikabe's key said "shaded" of its sea)
        words = {"#": f"# {shaded} by this step", "*": f"N* a number's cell {unshaded} by this step",
                 "o": f"o {unshaded} by this step", "█": f"{before.rstrip()} {shaded} before it",  # as drawn (it
                 "·": f"· {unshaded} before it",  # said "█" beside cells of "██")
                 "?": "? not yet decided", "N?": "N? a number's cell not yet decided",
                 "N": f"N a number's cell {unshaded} before it",  # Hitori's 1 unmarked was named nowhere
                 "N#": f"N# a number's cell {shaded} by this step", "N█": f"N█ a number's cell {shaded} before it",
                 "?clue": "? on a clue's cell: its number not given",  # (a Nurikabe's '?' was "? not yet decided")
                 "○clue": "○ a circle without a number"}
        if not any(clues[r][c] is not None and ((r, c) in marked or v != UNSHADED)
                   for r, row in enumerate(deduction.grid) for c, v in enumerate(row)):
            seen.discard("N")  # every number's cell unshaded from the start (Nurikabe): a number is a number
        out.append(f"\n({'; '.join(w for m, w in words.items() if m in seen)})", style="dim")
    return out


__all__ = ["shading_hint_text"]
