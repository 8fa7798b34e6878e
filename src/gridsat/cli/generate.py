"""``gridsat generate KIND``: new puzzles from the kinds' generators.

The same options for every generator: ``--size RxC``, ``--seed N`` (same
seed, same puzzle), ``--count N`` (seeds SEED, SEED+1, ...), ``-o/--out
FILE``.  ``--out`` ending in ``.jsonl`` is a collection -- one JSON line per
puzzle (``{"kind", "puzzle", "solution", "seed", ...}``), resumable after a
kill, readable by ``gridsat batch``; any other ``--out`` is one puzzle file
in the kind's format.  An existing file is never overwritten.

Standard output holds the puzzle alone (its text, or the ``--to`` format, or
``--json``), so it can be piped or redirected into another ``gridsat``
command; with ``--out`` and no ``--to`` nothing is printed there.  What was
generated and written is reported on standard error.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from ..core.errors import PuzzleInputError
from .common import JsonOut, Out, PngOut, SvgOut, TimeLimit, console, print_json, refuse, solver_options, write_pictures

SizeOpt = Annotated[str, typer.Option("--size", metavar="RxC", help="Board size, rows x columns.")]
SeedOpt = Annotated[int, typer.Option("--seed", metavar="N", help="Random seed: the same seed gives the same puzzle.")]
CountOpt = Annotated[int, typer.Option("--count", metavar="N", min=1, help="How many puzzles to make (seeds SEED, "
                                       "SEED+1, ...); with N > 1, --out names a .jsonl collection.")]
OutOpt = Annotated[Optional[Path], typer.Option("--out", "-o", metavar="FILE", help="Write the puzzle to FILE (the "
                                                "kind's format), or every puzzle to a .jsonl collection (resumable); "
                                                "an existing puzzle file is never overwritten.")]
GEN_TIME = Annotated[Optional[float], typer.Option("--time-limit", "-t", metavar="SECONDS", help="Limit per puzzle; "
                                                   "when it runs out first the run stops with status unknown (exit 1): "
                                                   "a puzzle is never returned unproven.")]


def parse_size(size: str, max_side: int) -> tuple[int, int]:
    """``"RxC"`` -> ``(rows, cols)``, each side 2..``max_side``.

    Raises:
        PuzzleInputError: not of the form RxC, or a side out of range.
    """
    m = re.fullmatch(r"\s*(\d+)\s*[xX]\s*(\d+)\s*", size)
    if not m:
        raise PuzzleInputError(f"--size {size!r} is not RxC (e.g. 10x10)")
    rows, cols = int(m.group(1)), int(m.group(2))
    if not (2 <= rows <= max_side and 2 <= cols <= max_side):
        raise PuzzleInputError(f"--size {size}: each side must be from 2 to {max_side}")
    return rows, cols


def run_generator(kind_name: str, size: str, seed: int, count: int, out: Optional[Path], time_limit, as_json: bool,
                  png, svg, to=None, **settings) -> None:
    """Make ``count`` puzzles and write / print them (see the module docstring).

    Exits 0 when every puzzle was made, 1 when a time limit stopped one (the
    file keeps every puzzle made before it).
    """
    from ..core.options import TimeUp
    from ..puzzles.kinds import get

    generator = get(kind_name).generator()
    rows, cols = parse_size(size, generator.max_side)
    options = solver_options(time_limit, start=False)  # each puzzle gets the whole limit
    collection = out is not None and out.suffix == ".jsonl"
    if count > 1:
        refuse({"--png": png, "--svg": svg}, "--count N (pictures are of one puzzle)")
        if out is not None and not collection:
            raise PuzzleInputError(f"--count {count} writes a collection: give --out FILE.jsonl (got {str(out)!r})")
    if out is not None and not collection and out.exists():
        raise PuzzleInputError(f"{str(out)!r} exists: choose another --out (gridsat never overwrites a puzzle file)")
    if collection:
        from ..core.jsonl import JsonLinesWriter

        writer = JsonLinesWriter(out, key="seed")
    try:
        for s in range(seed, seed + count):
            if collection and writer.has(s):
                continue
            gen = generator.generate(rows, cols, s, options, **settings)
            _deliver(gen, out, collection, as_json, png, svg, to)
            if collection:
                writer.write(gen.record())
    except TimeUp:
        print(f"gridsat: unknown: the time limit of {time_limit} s ran out before {kind_name} puzzle seed {s} was "
              "proven; no unproven puzzle is written", file=sys.stderr)
        raise typer.Exit(1) from None
    finally:
        if collection:
            writer.close()
    if collection and not as_json:
        console(stderr=True).print(f"wrote {count} {kind_name} puzzles to {out}")


def _deliver(gen, out, collection: bool, as_json: bool, png, svg, to) -> None:
    """Write and print one generated puzzle; ``to`` is ``(format name,
    puzzle -> text)`` for another printed format, or None."""
    from ..core.files import write_text

    if out is not None and not collection:
        write_text(out, gen.text)
    title = f"{gen.kind} {getattr(gen.puzzle, 'rows', '')}x{getattr(gen.puzzle, 'cols', '')} seed {gen.seed}"
    written = write_pictures(lambda: gen.figure(title), png, svg) if (png or svg) else []
    if as_json:
        record = gen.record()
        if to is not None:
            record[to[0]] = to[1](gen.puzzle).rstrip("\n")
        print_json(record)
        return
    if collection:
        return
    con = console(stderr=True)
    if to is not None or out is None:
        typer.echo(to[1](gen.puzzle) if to is not None else gen.text, nl=False)
    facts = ", ".join(f"{k} {v}" for k, v in gen.info.items() if isinstance(v, (int, bool)) and not isinstance(v, bool))
    con.print(f"[bold]generated[/bold] {gen.kind} seed {gen.seed}"
              + (" (unique)" if gen.info.get("unique") else "") + (f", {facts}" if facts else "")
              + f" in {gen.seconds:.2f} s")
    for path in ([out] if out else []) + written:
        con.print(f"wrote {path}")


def generate_yinyang(
    size: SizeOpt = "10x10", seed: SeedOpt = 1, count: CountOpt = 1, out: OutOpt = None,
    to: Annotated[Optional[str], typer.Option("--to", metavar="FORMAT", help="Print the puzzle as text (default), "
                                              "url (puzz.link) or pzprv3.")] = None,
    time_limit: GEN_TIME = None, as_json: JsonOut = False, png: PngOut = None, svg: SvgOut = None,
):
    """Generate Yin-Yang puzzles with exactly one answer and a minimal set of givens (sides 2..60)."""
    writers = {"text": lambda p: p.to_text(), "url": lambda p: p.to_url() + "\n", "pzprv3": lambda p: p.to_pzprv3()}
    if to is not None and to not in writers:
        raise PuzzleInputError(f"--to must be one of text, url, pzprv3, got {to!r}")
    run_generator("yinyang", size, seed, count, out, time_limit, as_json, png, svg,
                  (to, writers[to]) if to else None)


def generate_dominofit(
    size: SizeOpt = "8x8", seed: SeedOpt = 1, count: CountOpt = 1, out: OutOpt = None,
    rule: Annotated[str, typer.Option("--rule", metavar="RULE",
                                      help="Scoring rule of the targets: cell | dot.")] = "cell",
    blocked: Annotated[float, typer.Option("--blocked", metavar="FRACTION", help="Fraction of cells to block before "
                                           "tiling (0 to 0.5).")] = 0.15,
    unique: Annotated[bool, typer.Option("--unique", "-u", help="Add given dominoes until the tiling is the only one "
                                         "(proven).")] = False,
    time_limit: GEN_TIME = None, as_json: JsonOut = False, png: PngOut = None, svg: SvgOut = None,
):
    """Generate Domino Fit boards by planting a random domino tiling (the targets come from the tiling)."""
    if rule not in ("cell", "dot"):
        raise PuzzleInputError(f"--rule must be cell or dot, got {rule!r}")
    run_generator("dominofit", size, seed, count, out, time_limit, as_json, png, svg, None,
                  rule=rule, blocked=blocked, unique=unique)


def register(app: typer.Typer) -> None:
    generate_app = typer.Typer(name="generate", help="Generate puzzles (uniquely solvable where the kind supports it).",
                               no_args_is_help=True, context_settings={"help_option_names": ["-h", "--help"]})
    generate_app.command("yinyang")(generate_yinyang)
    generate_app.command("dominofit")(generate_dominofit)
    app.add_typer(generate_app)
