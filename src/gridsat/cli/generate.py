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

import os
import sys
import time
from pathlib import Path
from typing import Annotated, Optional

import typer

from ..core.errors import PuzzleInputError, quoted
from ..core.jsonl import COMPRESSED
from ..render.styled import literal_name
from . import stopped_by
from .common import (console, exit_code, pictures_dropped, print_json, refuse, solver_options,
                     started_at_run_start, whole_output, write_pictures)
from .paths import output_path
from .typed import GenerateMemoryLimit, JsonOut, PngOut, SvgOut

SizeOpt = Annotated[str, typer.Option("--size", metavar="RxC", help="Board size, rows x columns.")]
SeedOpt = Annotated[int, typer.Option("--seed", metavar="N", help="Random seed: the same seed gives the same puzzle.")]
CountOpt = Annotated[int, typer.Option("--count", metavar="N", min=1, help="How many puzzles to make (seeds SEED, "
                                       "SEED+1, ...); with N > 1, --out names a .jsonl collection.")]
OutOpt = Annotated[Optional[str], typer.Option("--out", "-o", metavar="FILE", callback=output_path("--out", None),
                                                help="Write the puzzle to FILE (the kind's format, or the one its name "
                                                "says where the kind writes it: .txt, .json, .url), or every puzzle to "
                                                "a .jsonl collection (resumable); an existing puzzle file is never "
                                                "overwritten.")]
GEN_TIME = Annotated[Optional[float], typer.Option("--time-limit", "-t", metavar="SECONDS", help="Limit per puzzle "
                                                   "(the first one's clock starts with the command), drawing included; "
                                                   "when it runs out first the run stops with status unknown (exit 1): "
                                                   "a puzzle is never returned unproven.")]

GEN_TOTAL = Annotated[Optional[float], typer.Option("--total-time", metavar="SECONDS", help="Limit for the whole run "
                                                    "(--count N), from the moment the command starts: the puzzle being "
                                                    "made then is stopped unproven and not written (exit 1; a "
                                                    "collection is kept: run the same command again to go on).")]


def run_generator(kind_name: str, size: str, seed: int, count: int, out: Optional[Path], time_limit, as_json: bool,
                  png, svg, to=None, total_time=None, memory_limit=None, **settings) -> None:
    """Make ``count`` puzzles and write / print them (see the module docstring).

    Exits 0 when every puzzle was made, 1 when a time limit (``time_limit``
    per puzzle, ``total_time`` for the run, both in seconds) stopped one
    (the file keeps every puzzle made before it).
    """
    from ..core.files import exists
    from ..core.options import TimeUp
    from ..puzzles.unmade import seeded, unmade
    from ..puzzles.kinds import get

    from ..core.options import MAX_SEED

    generator = get(kind_name).generator()
    if not 0 <= seed <= MAX_SEED:
        raise PuzzleInputError(f"--seed must be a whole number from 0 to {MAX_SEED}, got {seed}")
    if seed + count - 1 > MAX_SEED:  # one seed a puzzle: seed, seed + 1, ...
        raise PuzzleInputError(f"--count {count} from --seed {seed} needs seeds up to {seed + count - 1}; the last is "
                               f"{MAX_SEED} (--count at most {MAX_SEED - seed + 1})")
    rows, cols = generator.size(size)
    settings = generator.check(settings)
    proven = generator.proves(settings)  # (the words of a stopped run: 'proven' or 'made')
    options = solver_options(time_limit, memory_limit=memory_limit, start=False)  # each puzzle: the whole limit
    until = _total_deadline(total_time)
    from ..core.files import refuse_overwriting

    refuse_overwriting([], {"--out": out, "--png": png, "--svg": svg})
    if out is not None and out.suffix.lower() in (".png", ".svg"):  # it held the puzzle's text under that name
        flag = "--" + out.suffix.lower()[1:]
        raise PuzzleInputError(f"--out {str(out)!r} would hold the puzzle's {kind_name} file, not a picture: draw "
                               f"it with {flag} {str(out)!r} (and give --out another name to keep the puzzle too)")
    collection = out is not None and out.suffix.lower() == ".jsonl"  # as batch reads it: x.JSONL is one too
    named = out.suffix.lower() if out is not None else ""
    if count > 1 and out is not None and not collection:  # before the file's format: x.json is no answer here
        raise PuzzleInputError(f"--count {count} writes a collection: give --out FILE.jsonl (got "
                               f"{quoted(str(out))})")
    in_file = _file_writer(get(kind_name), named) if named != generator.suffix and not collection else None
    if named in _FORMATS and named != generator.suffix and not collection and in_file is None:  # a Yin-Yang's text
        raise PuzzleInputError(  # grid was written into g.json and g.pzprv3, a Domino Fit's JSON into g.txt
            f"--out {str(out)!r} would hold the puzzle as {_FORMATS[generator.suffix]}, not {_FORMATS[named]}: name "
            f"it {out.stem}{generator.suffix} ({'--json' if as_json and to is None else '--to'} changes what is "
            "printed, not the file)")  # (a --json run was told of --to, which it never gave)
    if out is not None and out.name.lower().endswith(".jsonl.gz"):  # batch would read it as gzip: it is not
        raise PuzzleInputError(f"--out {str(out)!r}: generate writes a plain .jsonl collection (compress it after)")
    if named in COMPRESSED:  # g.gz, g.txt.gz, g.zip held the plain text, which zcat and unzip refuse: refused as
        # g.json holding a text grid is
        inner = Path(out.stem)
        stem = inner.stem if inner.suffix.lower() in _FORMATS else inner.name
        raise PuzzleInputError(f"--out {str(out)!r} would hold the puzzle as plain {_FORMATS[generator.suffix]}, not "
                               f"{out.suffix}: name it {stem}{generator.suffix} (and compress it after)")
    if collection and to is not None and not as_json:  # nothing is printed: each line holds the kind's format
        raise PuzzleInputError(f"--to does not apply to --out {str(out)!r} without --json (a collection keeps "
                               "each puzzle in its kind's format and prints nothing)")
    memory = options.memory_limit
    generator.check_memory(rows, cols, options, settings)  # before the first puzzle is made, as the PNG below
    if png is not None:  # weighed before the puzzle is made, not after
        from ..core.pictures import check_board_picture_memory

        check_board_picture_memory(rows, cols, memory)
    if count > 1:
        refuse({"--png": png, "--svg": svg}, "--count N (pictures are of one puzzle)")
    if out is not None and not collection and (exists(out) or os.path.islink(out)):  # a link to no file too: it
        # was found only when the made puzzle was written, "exists (another run wrote it meanwhile)"
        what = "exists" if exists(out) else "is a link to a file that does not exist"
        raise PuzzleInputError(f"{str(out)!r} {what}: choose another --out (gridsat never overwrites a puzzle file)")
    run = {"kind": kind_name, "size": f"{rows}x{cols}", "settings": settings}
    if collection:
        from .collection import open_collection

        writer = open_collection(out, generator, run)
        if (png or svg) and writer.has(seed):  # the seed is not made again: its picture was silently not drawn
            writer.close()
            raise PuzzleInputError(f"{'--png' if png else '--svg'}: seed {seed} is in {str(out)!r} already, so no "
                                   "puzzle is made to draw (give another --seed, or another --out)")
    held = len(writer.done) if collection else 0
    slow = generator.slow_words(rows, cols, settings) if options.time_limit is None and until is None else None
    if slow:  # a run that takes minutes says so at its start, not after them (200x200 -u: 20 minutes, no word)
        from ..core.notes import note

        note(f"{slow}: -t SECONDS bounds each puzzle (it then ends 'unknown', no unproven puzzle written)")
    first, there, by_total = True, 0, False  # the first puzzle's clock starts with the command (start-up
    # counts), later ones' when begun
    making = None  # the seed of the puzzle being made (None once it is delivered)
    try:
        for s in range(seed, seed + count):
            if collection and writer.has(s):
                there += 1
                continue
            making = s
            own = started_at_run_start(options) if first else options.started()
            first = False
            by_total = until is not None and (own.deadline is None or until <= own.deadline)
            if until is not None:  # no puzzle runs past the whole run's limit
                from dataclasses import replace

                own = replace(own, deadline=until if own.deadline is None else min(own.deadline, until))
                if own.expired():
                    raise TimeUp()
            gen = generator.generate(rows, cols, s, own, **settings)
            _deliver(gen, out, collection, as_json, png, svg, to, own.deadline, apart=s > seed, memory_limit=memory,
                     in_file=in_file)
            if collection:
                writer.write({**gen.record(), **run})
            making = None
    except TimeUp as stop:
        if collection:  # a stop, not an error: the file stays, with the puzzles made before it (none: it goes)
            writer.close(keep=bool(writer.done))
        if until is not None and (by_total or time.perf_counter() >= until):  # (a generator may stop just before)
            kept = len(writer.done) if collection else 0
            again = "run the same command again to go on" if kept > held else \
                "this run made none, so running it again would stop there too: give more --total-time"
            _unmade(as_json, kind_name, s, rows, cols, f"--total-time ran out before {seeded(kind_name, s)} "
                    f"{unmade(proven)}")  # (the line on stderr named the puzzle, the JSON 'the puzzle')
            held_words = (f"the {kept} puzzle{'' if kept == 1 else 's'} in {out} {'is' if kept == 1 else 'are'} kept"
                          if kept else f"nothing was written to {out}")
            made = unmade(proven).replace('is given', 'is written') if out else unmade(proven)  # (was "is written"
            # with no --out, and no advice)
            print(f"gridsat: stopped by --total-time before {seeded(kind_name, s)} was made; {held_words}: "
                  f"{again}" if collection else f"gridsat: unknown: --total-time ran out before "
                  f"{seeded(kind_name, s)} {made}: give more --total-time", file=sys.stderr)
            raise typer.Exit(1) from None
        from ..puzzles.generators import CandidatesRanOut
        from ..puzzles.unmade import said_unproven
        from .verdicts import MORE_TIME

        said = str(said_unproven(stop, options, kind_name, rows, cols, s, proven=proven))  # (the loop's own: no words)
        _unmade(as_json, kind_name, s, rows, cols, said)
        print(f"gridsat: unknown: {said}" + ("" if f"seed {s} " in said else f" (seed {s})")  # what to do:
              + ("" if isinstance(stop, CandidatesRanOut) else MORE_TIME)  # (more time tries no more candidates)
              + (_collection_kept(len(writer.done), out) if collection else ""), file=sys.stderr)  # (it said none)
        raise typer.Exit(1) from None
    except KeyboardInterrupt:
        if making is not None:  # --json: its record, as a time limit's (stdout was empty, where solve's is not)
            _unmade(as_json, kind_name, making, rows, cols, f"{stopped_by()} before the puzzle {unmade(proven)}")
        if not collection:
            raise
        made = len(writer.done) - held
        one = len(writer.done) == 1
        writer.close(drop=not writer.done)  # none made: the empty file goes, as after a time limit
        print(f"gridsat: {stopped_by()}; " + (f"the {len(writer.done)} puzzle{'' if one else 's'} in {out} ({made} "
              f"made by this run) {'is' if one else 'are'} kept: run the same command again to go on"
              if writer.done else f"nothing was written to {out}"), file=sys.stderr)
        raise SystemExit(130) from None
    finally:
        if collection:
            writer.close()
    if collection and (not as_json or there):  # --json prints the records it makes: of a resumed run (stdout
        # empty when every seed was there) it says on stderr which were there
        new = count - there  # a resumed run says what it wrote, not what was there ("wrote 40" of none written)
        were = ("the seed was" if count == 1 else f"all {count} seeds were" if there == count else
                f"{there} of the {count} seeds {'was' if there == 1 else 'were'}")  # ("1 of the 1 seeds were")
        console(stderr=True).print(f"wrote {new} {get(kind_name).title} puzzle{'' if new == 1 else 's'} to "
                                   f"{literal_name(str(out))}" + (f" ({were} there already)" if there else ""))
    if pictures_dropped():  # "give more time with -t" (or run again after Ctrl-C): refused, the puzzle file there
        if out is not None and not collection and os.path.exists(out):
            print(f"gridsat: the puzzle was written to {out}, which the same command would not overwrite: remove it "
                  f"first to make it again with its pictures (seed {seed})", file=sys.stderr)
        raise typer.Exit(exit_code(1))


def _collection_kept(kept: int, out) -> str:
    """What a time limit per puzzle left of a collection (``generate --count 3 --out g.jsonl -t 3`` stopped at
    the first puzzle said nothing of g.jsonl, left empty)."""
    if not kept:
        return f"; nothing was written to {out}"
    return (f"; the {kept} puzzle{'' if kept == 1 else 's'} in {out} {'is' if kept == 1 else 'are'} kept: run the "
            "same command with a longer -t to make this one and go on")


def _total_deadline(total_time) -> float | None:
    """The whole run's deadline (a :func:`time.perf_counter` value), counted
    from the command's start, or None.

    Raises:
        PuzzleInputError: not a positive number of seconds.
    """
    if total_time is None:
        return None
    from ..core.errors import check_seconds

    check_seconds(total_time, "--total-time")
    from . import run_start

    return run_start() + total_time


#: The file endings of puzzle formats, and what a file so named holds (an --out of another one is refused).
_FORMATS = {".txt": "text", ".json": "JSON", ".pzprv3": "pzprv3", ".html": "HTML", ".htm": "HTML", ".dlx": "DLX",
            ".url": "a URL", ".pzv": "a URL", ".csv": "CSV", ".tsv": "TSV", ".xlsx": "XLSX"}


#: The writer (``--to NAME``) of each file name's format a generated puzzle may be written in besides its kind's own.
_WRITERS = {".txt": "text", ".json": "json", ".url": "url", ".pzv": "url"}


def _file_writer(kind, named: str):
    """The kind's writer of the puzzle alone in the format a file named ``named`` (``".txt"``) holds, or None
    (``generate dominofit -o g.txt`` was refused, "name it g.json", though Domino Fit writes text)."""
    wanted = _WRITERS.get(named)
    return next((w for w in kind.writers if w.name == wanted and not w.answer), None) if wanted else None


def _unmade(as_json: bool, kind: str, seed: int, rows: int, cols: int, note: str) -> None:
    """With ``--json``, the JSON line of a puzzle a limit stopped before it was proven: ``{"kind", "seed", "size",
    "puzzle": null, "complete": false, "note"}`` (stdout was empty, as no other command's ``--json`` is)."""
    if as_json:
        from .common import print_json

        print_json({"kind": kind, "seed": seed, "size": f"{rows}x{cols}", "puzzle": None, "complete": False,
                    "note": note})


def _deliver(gen, out, collection: bool, as_json: bool, png, svg, to, deadline: float | None = None,
             apart: bool = False, memory_limit: int | None = None, in_file=None) -> None:
    """Write and print one generated puzzle; ``to`` is ``(format name,
    puzzle -> text)`` for another printed format, or None; its pictures are
    drawn under ``deadline`` (the puzzle's, a :func:`time.perf_counter`
    value: past it, none is written, a line says so, and the run exits 1);
    ``apart``: a blank line first, after an earlier puzzle's text, when it
    is a grid of several lines (printed grids ran together as one);
    ``memory_limit``: bytes a PNG may need (None: the default); ``in_file``: the kind's writer of the format
    ``out`` is named for, when not the kind's own (None: the generator's text)."""
    from ..core.files import write_text

    if out is not None and not collection:
        text = gen.text if in_file is None else in_file.write(gen.puzzle, None).rstrip("\n") + "\n"
        write_text(out, text, exclusive=True)  # a run writing the same name meanwhile is not overwritten
    try:
        written = (write_pictures(lambda: gen.figure(gen.picture_title()), png, svg, deadline,
                                  memory_limit=memory_limit) if (png or svg) else [])
    except PuzzleInputError as exc:  # a full disk: the puzzle file, written, made the same command refuse to run
        if out is None or collection:
            raise
        raise PuzzleInputError(f"{exc.problem}; the puzzle was written to {out}, which the same command would not "
                               f"overwrite: remove it first to make it again (seed {gen.seed})", exc.where) from None
    if as_json:
        record = gen.record()
        if to is not None:
            record[to[0]] = to[1](gen.puzzle).rstrip("\n")
        print_json(record)
        return
    con = console(stderr=True)
    if collection:  # the collection's line says what it wrote; the pictures are said here, as without a collection
        for path in written:
            con.print(f"wrote {literal_name(str(path))}")
        return
    if to is not None or out is None:
        text = to[1](gen.puzzle) if to is not None else gen.text
        with whole_output():  # prepared, then written whole: a Ctrl-C meanwhile stops the run once it is written
            typer.echo(("\n" if apart and text.count("\n") > 1 else "") + text, nl=False)  # one-line URLs stay a list
    facts = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in gen.info.items()
                      if isinstance(v, (int, bool)) and not isinstance(v, bool))
    con.print(f"[bold]generated[/bold] {gen.kind} seed {gen.seed}"
              + (" (unique)" if gen.info.get("unique") else "")
              + (f", grade {gen.info['grade']}" if isinstance(gen.info.get("grade"), str) else "")
              + (f", {facts}" if facts else "")
              + f" in {gen.seconds:.2f} s")
    for path in ([out] if out else []) + written:
        con.print(f"wrote {literal_name(str(path))}")


def generate_command(kind):
    """The typer command of ``gridsat generate KIND``, built from the
    generator's declaration (its settings) and the kind's writers (``--to``)."""
    import inspect

    from .options import setting_opt
    from .typed import annotation

    generator = kind.generator()
    params = [("size", SizeOpt, generator.default_size), ("seed", SeedOpt, 1), ("count", CountOpt, 1),
              ("out", OutOpt, None)]
    params += [(s.name, annotation(opt), opt.default) for s in generator.settings for opt in [setting_opt(s)]]
    puzzle_writers = [w for w in kind.writers if not w.answer]  # one that writes an answer (pzprv3) is refused
    if puzzle_writers:
        names = " or ".join(", ".join(w.name for w in puzzle_writers).rsplit(", ", 1))
        params.append(("to", Annotated[Optional[str], typer.Option("--to", metavar="FORMAT", help=f"Print the "
                                                                   f"puzzle in another format, {names} (default: "
                                                                   "the kind's file format).")], None))
    params += [("time_limit", GEN_TIME, None), ("total_time", GEN_TOTAL, None), ("as_json", JsonOut, False),
               ("memory_limit", GenerateMemoryLimit, None)]
    if kind.pictures:
        params += [("png", PngOut, None), ("svg", SvgOut, None)]
    signature = [inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=default, annotation=annotation)
                 for name, annotation, default in params]

    def command(**v):
        to = None
        if v.get("to") is not None:
            writer = kind.writer(v["to"], puzzle_only=True)  # its listing: text, url (not pzprv3)
            if writer.answer:
                raise PuzzleInputError(f"--to {writer.name} writes a puzzle with its answer; generate prints the "
                                       f"puzzle ({names}): solve it with --to {writer.name}")
            to = (writer.name, lambda puzzle: writer.write(puzzle, None))
        settings = {s.name: v[s.name] for s in generator.settings}
        run_generator(kind.name, v["size"], v["seed"], v["count"], v["out"], v["time_limit"], v["as_json"],
                      v.get("png"), v.get("svg"), to, v["total_time"], memory_limit=v.get("memory_limit"), **settings)

    command.__signature__ = inspect.Signature(signature)
    command.__annotations__ = {p.name: p.annotation for p in signature}
    from ..core.compiled import lacking

    missing = "generator" in lacking(kind.compiled)  # listed as any other, then refused when run
    command.__doc__ = (("(Not installed: reinstall with a C compiler to get it.) " if missing else "")
                       + f"Generate {kind.puzzles}: {generator.promise} (sides 2..{generator.max_side}).")
    return command


def register(app: typer.Typer) -> None:
    from .generators import generator_group

    generate_app = typer.Typer(name="generate", help="Generate puzzles (uniquely solvable where the kind supports it).",
                               no_args_is_help=True, context_settings={"help_option_names": ["-h", "--help"]},
                               cls=generator_group())
    from ..puzzles.kinds import get, names

    for name in names():
        kind = get(name)
        if kind.generator() is not None:
            generate_app.command(name)(generate_command(kind))
    app.add_typer(generate_app)
