"""``gridsat formats``: which formats each puzzle kind reads and writes."""

from __future__ import annotations

import json
import sys
from typing import Annotated

import typer

#: kind -> (formats read, formats written).  Kept beside the readers: each
#: entry names the option or file form a user types.
FORMATS = {
    "pack": (
        ["board: RxC (6x10), built-in name (8x8-centre), ASCII mask file ('#'/'1' cell, '.'/'0' none)",
         "pieces: pentominoes, tetrominoes, piece file (lines 'NAME: ##./.##', 'NAME*2: ...')",
         "JSON puzzle file {\"kind\": \"pack\", \"board\": ..., \"pieces\": ...} (batch)"],
        ["coloured ASCII", "JSON (--json)", "PNG (--png)", "SVG (--svg)"],
    ),
    "calendar": (
        ["date YYYY-MM-DD or MM-DD, built-in edition names, edition file (editions.txt format)",
         "JSON puzzle file {\"kind\": \"calendar\", \"date\": ...} (batch)"],
        ["coloured ASCII with the date labels", "JSON (--json)", "JSON lines (--year/--out)", "PNG", "SVG"],
    ),
    "yinyang": (
        ["text grid (0 empty, 1 white circle, 2 black circle)", "puzz.link / pzv.jp / pzprxs URL",
         "pzprv3 file", "puzzle-yin-yang.com HTML (task string or board divs)"],
        ["ASCII", "text grid (--to text)", "puzz.link URL (--to url)", "pzprv3 with answer (--to pzprv3)",
         "JSON (--json)", "PNG", "SVG"],
    ),
    "dominofit": (
        ["JSON {\"rows\", \"cols\", \"blocked\", \"row_targets\", \"col_targets\", \"rule\"}",
         "text format (grid with '#' blocked cells, targets on the edges; see docs/dominofit.md)"],
        ["ASCII with targets", "JSON (--json)", "PNG", "SVG"],
    ),
}


def formats_command(
    as_json: Annotated[bool, typer.Option("--json", help="Print the table as JSON.")] = False,
):
    """List the formats read and written for each puzzle kind."""
    if as_json:
        json.dump({k: {"reads": r, "writes": w} for k, (r, w) in FORMATS.items()}, sys.stdout, indent=1)
        sys.stdout.write("\n")
        return
    from rich.table import Table

    from .common import console

    table = Table(title="gridsat formats", show_lines=True)
    table.add_column("kind", style="bold")
    table.add_column("reads")
    table.add_column("writes")
    for kind, (reads, writes) in FORMATS.items():
        table.add_row(kind, "\n".join(reads), "\n".join(writes))
    console().print(table)


def register(app: typer.Typer) -> None:
    app.command("formats")(formats_command)
