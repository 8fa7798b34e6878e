"""A collection ``gridsat generate --count N --out FILE.jsonl`` writes: its lines read back when a run goes on from
the file, each checked as being of this run and as the generator wrote it."""

from __future__ import annotations

from ..core.errors import PuzzleInputError, shown
from ..core.jsonl_records import line_where


def open_collection(out, generator, run: dict):
    """The :class:`~gridsat.core.jsonl.JsonLinesWriter` of the collection ``out``, its lines read back (the seeds
    made); ``run`` is ``{"kind", "size", "settings"}`` of this run.

    Raises:
        PuzzleInputError: a line of another run (naming it), or of this run but not as ``generator`` wrote it;
            the file is left as it was (its lock released).
    """
    from ..core.jsonl import JsonLinesWriter

    writer = JsonLinesWriter(out, key=_seed, first_field="seed", keep=_checked(generator, run, out), noun="collection")
    try:
        _same_run(writer, run, out)
    except PuzzleInputError:
        writer.close()  # its lock too
        raise
    return writer


def _seed(record: dict) -> int:
    """The seed of a collection line of the shape generate writes (else
    TypeError: the file is refused in one line)."""
    from ..core.jsonl_records import check_fields  # the field named, as a batch line's is

    import re

    seed, size, settings = record.get("seed"), record.get("size"), record.get("settings")
    # its size and settings as generate writes them (a size edited to 5 was told "made with --size 5", settings 3
    # "with settings 3": options no run gives); a line older than them has neither
    check_fields(record, {"seed": type(seed) is int and seed >= 0, "kind": isinstance(record.get("kind"), str),
                          "size": "size" not in record or isinstance(size, str)
                          and re.fullmatch(r"[1-9][0-9]{0,5}x[1-9][0-9]{0,5}", size) is not None,
                          "settings": "settings" not in record or isinstance(settings, dict) and all(
                              value is None or type(value) in (bool, int, float, str) for value in settings.values())})
    return seed


def _run_of(record: dict) -> dict:
    """What a run holds of a collection line: its seed and run (kind, size, settings), not its puzzle and
    solution (a 3x3 Yin-Yang's line held whole took about 2 KB, so --count 1000000 took gigabytes)."""
    return {name: record[name] for name in ("seed", "kind", "size", "settings") if name in record}


def _checked(generator, run: dict, out):
    """:func:`_run_of`, refusing first a line of this run that is not as the generator wrote it
    (:meth:`~gridsat.puzzles.generators.Generator.line_fault`): a line edited to a junk puzzle, another seed's
    solution or a seed past ``--seed``'s range was kept, its seed taken for made.  A line of another run is left
    to :func:`_same_run`, which names the run it belongs to."""
    def keep(record: dict) -> dict:
        if all(record.get(name, value) == value for name, value in run.items()):
            fault = generator.line_fault(record)
            if fault is not None:
                raise PuzzleInputError(f"the line for seed {shown(record.get('seed'), 50)} is not as generate writes "
                                       f"it: {fault} (edited?): remove the line to make that seed again",
                                       line_where(out, _seed, _seed(record)))
        return _run_of(record)

    return keep


def _same_run(writer, run: dict, out) -> None:
    """Refuse a collection holding puzzles of another kind, size or settings:
    its seeds were taken for done ("wrote 2 dominofit puzzles" into a file of
    Yin-Yangs, writing none).  Lines written before lines named their size
    and settings hold their kind alone."""
    for seed, record in writer.done.items():
        for name, value in run.items():
            if name in record and record[name] != value:
                held, asked = _told(name, record[name], value)
                raise PuzzleInputError(f"the file holds seed {seed} {held}, not {asked}: it belongs to another run; "
                                       "choose another --out", line_where(out, _seed, seed))


def _told(name: str, held, asked) -> tuple[str, str]:
    """How a collection line's ``name`` (``held``) and this run's (``asked``) differ, as the options that make
    them: ``("made without --grade", "with --grade easy")``; settings were shown as Python writes a dict
    ("settings {'grade': None}, not {'grade': 'easy'}"), values none of generate's options spell."""
    import json

    def option(key, value):
        flag = "--" + shown(key, 30).strip("'").replace("_", "-")
        if value is None or value is False:
            return f"without {flag}"
        return f"with {flag}" if value is True else f"with {flag} {said(value)}"

    def said(value) -> str:  # (an edited text cut, with its length: it was quoted whole)
        return value if isinstance(value, str) and len(value) <= 40 else shown(value, 40)

    if name == "settings" and isinstance(held, dict) and set(held) == set(asked):
        key = next(k for k in asked if held[k] != asked[k])
        return f"made {option(key, held[key])}", option(key, asked[key])
    if name == "size":
        return f"made with --size {held}", f"--size {asked}"
    if name == "kind":
        return f"of kind {said(held)}", asked
    held = json.dumps(held)  # (cut as said() cuts: settings edited to a long key were written whole)
    held = held if len(held) <= 60 else held[:56] + f"... ({len(held):,} characters)"
    return f"with {name} {held}", json.dumps(asked)
