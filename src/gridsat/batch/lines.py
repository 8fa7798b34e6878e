"""A batch's results lines: their shape (the key a resume reads them by), which a resume does again, what
it holds of each, and the line of a puzzle a Ctrl-C stopped in flight."""

from __future__ import annotations

from ..core.errors import PuzzleInputError
from .places import AT, name_key, place
from .work import INTERNAL_ERROR, RUN_CUT_NOTE, Done, Settings, Tally, unfinished

STATUSES = ("solved", "infeasible", "unknown", "bad_input")
#: Every status a results line may hold: check_failed and internal_error are gridsat bugs, recorded, never hidden.
RECORDED = STATUSES + ("check_failed", INTERNAL_ERROR)


def redo(record: dict) -> bool:
    """A results line to do again on resume: ``unknown`` (a time limit cut
    it), a uniqueness proof cut short (:func:`~gridsat.batch.work.unfinished`), or an ``internal_error`` (a newer
    gridsat may do it)."""
    return unfinished(record) or record.get("status") == INTERNAL_ERROR


def interrupted(record: dict) -> bool:
    """A results line of a puzzle a Ctrl-C (or SIGTERM) stopped before it was answered (:func:`write_interrupted`):
    done again on resume even when ``--keep-unknown`` keeps the lines a limit left unknown -- its note says the
    next run does it, and most such puzzles were never started (a run with ``--keep-unknown`` kept 533 of them
    ``unknown`` for good); and one the whole run's time limit cut (:data:`~gridsat.batch.work.RUN_CUT_NOTE`)."""
    note = str(record.get("note", ""))
    return unfinished(record) and note.startswith(RUN_CUT_NOTE) \
        or record.get("status") == "unknown" and note.startswith(INTERRUPTED_NOTE[:40])


def lacks_verdict(settings: Settings, record: dict) -> bool:
    """A solved results line without what every such line holds (its
    ``answer``) or what ``settings`` ask of it: a uniqueness verdict
    (``--unique``), a comparison with the recorded solution
    (``--check-answer``; null when there is none).  Done again on resume: a
    run with ``--unique`` over lines solved without it kept them with no
    verdict, and a line edited to lose its answer was kept as done (and one edited to an empty answer: see
    :func:`held`)."""
    return record.get("status") == "solved" and (not isinstance(record.get("answer"), dict)
                                                 or settings.unique and "uniqueness" not in record
                                                 or settings.check_answer and "matches_record" not in record)


def _holds_answer(record: dict) -> bool:
    """Whether a results line's ``answer`` object holds a non-empty answer: its kind's result type's
    ``answer_field``, or every one of its ``answer_parts`` (a line of no kind gridsat has: any object)."""
    answer, kind = record.get("answer"), record.get("kind")
    if not isinstance(answer, dict) or not isinstance(kind, str):
        return isinstance(answer, dict)
    fields = _FIELDS.get(kind) or _FIELDS.setdefault(kind, _answer_fields(kind))
    if fields[0] is None:  # (as its docstring says; a kind unknown here was read as holding none)
        return True
    return bool(answer.get(fields[0])) or len(fields) > 1 and all(answer.get(part) for part in fields[1:])


#: Each kind's (answer_field, *answer_parts), read once (a resume asks it of every line).
_FIELDS: dict = {}


def _answer_fields(kind: str) -> tuple:
    from ..puzzles.kinds import REGISTRY, get

    if kind not in REGISTRY:
        return (None,)
    result_type = get(kind).result_type
    return (result_type.answer_field, *result_type.answer_parts)


def compared_otherwise(settings: Settings, record: dict) -> bool:
    """A bad-input line written by a ``--check-answer`` run (its ``check_answer`` field), in a run without it: the
    error may be the recorded solution's (a ragged answer file), which this run does not read.  Done again on
    resume: a run without ``--check-answer`` kept such a puzzle as bad input, and never solved it."""
    return record.get("status") == "bad_input" and record.get("check_answer") is True and not settings.check_answer


def read_otherwise(settings: Settings, record: dict) -> bool:
    """A results line read as another kind than ``settings`` read it: of another kind than ``--kind``, or read
    as a ``--kind`` (``forced``) that this run does not give.  Done again on resume."""
    return record.get("kind") != settings.kind if settings.kind is not None else record.get("forced", False)


def solved_otherwise(settings: Settings, record: dict) -> bool:
    """A results line solved by another engine than the ``--engine`` this run gives (its ``engine`` field: the
    engine its run asked for, left out for ``auto``).  Done
    again on resume: a run with ``--engine cpsat`` over lines solved by the exact engine kept them all, and its
    summary's times mixed the two.  A run with ``auto`` keeps every answered line; a bad input, by whatever engine
    it was refused, is done again by a run asking another (an engine's refusal, "the logic engine answers only
    boards they decide (use --engine auto)", was kept by the run with auto it advised, the puzzle never solved;
    a puzzle that cannot be read is only read again)."""
    if record.get("status") == "bad_input":
        return record.get("engine", "auto") != settings.engine
    return settings.engine != "auto" and record.get("engine", "auto") != settings.engine


class _Verdicts:
    """The verdicts a results line's ``uniqueness`` may hold (:class:`~gridsat.core.status.Uniqueness`'s values)."""

    def __contains__(self, value) -> bool:
        return isinstance(value, str) and value in ("unique", "not_unique", "unknown", "no_solution")


VERDICTS = _Verdicts()


class _Kinds:
    """The kinds a results line's ``kind`` may name: the registry's, or null (an input no kind read)."""

    def __contains__(self, name) -> bool:
        from ..puzzles.kinds import REGISTRY

        return name is None or isinstance(name, str) and name in REGISTRY


KINDS = _Kinds()


def line_key(record: dict) -> tuple:
    """``(name, line or None)`` of a results line (name: :func:`~gridsat.batch.places.name_key`, its ``at`` or
    its ``file``), which must have the shape
    batch writes (the fields a resume counts and sorts by); a line edited
    into another shape raises TypeError, so the results file is refused in
    one line (or, as its last line, taken for half-written and redone)."""
    file, line, status = record.get("file"), record.get("line"), record.get("status")
    seconds = record.get("seconds", 0.0)
    reads = record.get("reads", [])
    fits = {"file": isinstance(file, str), AT: isinstance(record.get(AT, ""), str),
            "line": "line" not in record or type(line) is int and line >= 1,
            "status": isinstance(status, str) and status in RECORDED,
            "seconds": type(seconds) in (int, float) and 0 <= seconds < float("inf"),
            "uniqueness": record.get("uniqueness", "unknown") in VERDICTS,  # "maybe" was kept, and left out of the
            "kind": record.get("kind") in KINDS,  # summary's verdicts (5 solved, 4 verdicts); a kind "zzz" kept as done
            "complete": isinstance(record.get("complete", True), bool),  # false: a count to do again (redo)
            "forced": isinstance(record.get("forced", False), bool),
            "check_answer": isinstance(record.get("check_answer", False), bool),
            "engine": isinstance(record.get("engine", ""), str),
            "matches_record": isinstance(record.get("matches_record", False), (bool, type(None))),
            "record_is_an_answer": isinstance(record.get("record_is_an_answer", False), bool),
            "digest": isinstance(record.get("digest", ""), (str, type(None))),
            "reads": isinstance(reads, list) and all(isinstance(name, str) for name in reads)}
    from ..core.jsonl_records import check_fields

    check_fields(record, fits)  # the field named: a line edited by hand was told only "not a JSON record with a key"
    verdict = record.get("uniqueness")  # a verdict its status denies (edited by hand): an "infeasible" line kept
    if status != "check_failed" and (verdict == "no_solution" and status != "infeasible"  # as "unique" was
                                     or verdict in ("unique", "not_unique") and status != "solved"):  # counted so
        raise TypeError(f"its 'uniqueness' is {verdict!r} but its 'status' {status!r}")
    return (name_key(record), line)  # where the puzzle is from the results file's folder, when the line says it


#: The note of a puzzle a Ctrl-C (or SIGTERM) stopped in its worker's task: being solved, or waiting its turn in
#: the task (it said "before it finished" of puzzles that had never started).
INTERRUPTED_NOTE = ("interrupted before it was answered (being solved or waiting in its worker's task); the next "
                    "run does it again, after the puzzles never tried")


def write_interrupted(writer, calls: list, redone=frozenset()) -> None:
    """Write an ``unknown`` line for each puzzle of ``calls`` (``(chunk, settings)`` tuples) a Ctrl-C stopped
    in flight: with no line, a rerun started them first again, and a folder whose first puzzles are long never
    got past them however often it was stopped and run again (its redone lines come after the new puzzles).
    None for a puzzle done again (its key, ``(file, line)``, in ``redone``): its old line is put back (a Ctrl-C
    during ``--engine cpsat`` over solved lines left 60 of them "interrupted", their answers lost)."""
    lines = [{"file": item.file, **({AT: at} if (at := place(item.file, settings.folder, settings.results))
                                    is not None else {}),
              **({"line": item.line} if item.line is not None else {}), "status": "unknown", "complete": False,
              "note": INTERRUPTED_NOTE}
             for chunk, settings in calls for item in chunk
             if (item.file, item.line) not in redone]  # never in the file: a run starts only puzzles without
    # a line
    try:
        writer.write_many(lines)
    except (OSError, PuzzleInputError):  # a full disk: the run is stopping anyway, and lost lines are redone
        pass


def without_cut(done: Done, redone) -> Done:
    """``done`` (a task's lines) without those of puzzles done again (their key, ``(file, line)``, in ``redone``)
    that the whole run's time limit cut, unanswered: their old lines are put back (``--total-time`` over lines
    solved by another engine left a cut puzzle "unknown", its answer lost), and tallied without them."""
    import json

    lines = done.lines.decode("utf-8").splitlines()
    records = [json.loads(line) for line in lines]
    kept = [(line, r) for line, r in zip(lines, records)
            if not (r.get("status") == "unknown" and str(r.get("note", "")).startswith(RUN_CUT_NOTE)
                    and (r.get("file"), r.get("line")) in redone)]
    if len(kept) == len(lines):
        return done
    tally = Tally()
    for _, record in kept:
        tally.add(record)
    text = "".join(line + "\n" for line, _ in kept).encode("utf-8")
    return Done(text, tally, done.last)


#: The answer every held line shares (never written to): whether there is one is all a resume asks.
_ANSWER: dict = {}
#: The fields whose text repeats from line to line: held once (each line's JSON has its own copy).
_SHARED = frozenset({"file", "at", "kind", "status", "check", "note"})


def held(record: dict) -> dict:
    """What a resume holds of a results line: all but the answer's fields (an answer is kept as ``{}``, as
    :func:`lacks_verdict` asks only whether there is one; an empty one as None, to be redone), its field names
    and repeated texts (file, kind, status...) held once for all lines; a 93 MB results file of Yin-Yang
    answers took 730 MB to resume, held whole, and 102,000 lines of 4x4 ones 131 MB held each with its own
    names and texts (now 64 MB)."""
    import sys

    answer = _ANSWER if _holds_answer(record) else None
    return {sys.intern(name): answer if name == "answer"
            else sys.intern(value) if name in _SHARED and isinstance(value, str) else value
            for name, value in record.items()}


__all__ = ["INTERRUPTED_NOTE", "RECORDED", "STATUSES", "compared_otherwise", "held", "interrupted", "lacks_verdict",
           "line_key", "read_otherwise", "redo", "solved_otherwise", "without_cut", "write_interrupted"]
