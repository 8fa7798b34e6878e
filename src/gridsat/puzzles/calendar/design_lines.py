"""The lines of a design search's results file, checked against the search's space before a run goes on from them.

A line's shape is checked as it is read (:func:`line_key`); here, what it says is checked against the space it
belongs to and against itself, without censusing anything again: a chunk's line must count the designs the chunk
holds, and a design's line must name a design of its chunk and hold counts that can be one census's (the fewest no
more than the median, the median no more than the most, ``all_solvable`` exactly when no date is unsolvable).  A
line edited so was taken in and ranked: ``"fewest": {"count": 99999}`` put its design first.
"""

from __future__ import annotations

from ...core.errors import PuzzleInputError, shown


def check_lines(space, records, path) -> None:
    """Refuse a line of ``records`` (the results file's lines, read back) that no search of ``space`` (a
    :class:`~.design_space.DesignSpace`) writes.

    Raises:
        PuzzleInputError: naming the line's design or chunk, what is wrong, and which lines to remove to search
            that chunk again (the file ``path`` is left as it is).
    """
    chunks = space.chunks
    dates = 366 * (7 if space.board.weekdays else 1)  # every real date (x weekday) is censused
    of_chunk: dict = {}  # chunk -> the keys of its designs, made only for chunks that have design lines
    for rec in records:
        kind = rec.get("record")
        if kind not in ("chunk", "design"):
            continue
        index = rec["chunk"]
        what = (f"chunk {shown(index, 20)}'s line" if kind == "chunk"
                else f"the line of design {shown(rec['design'], 80)}")
        if index >= len(chunks):
            _refuse(what, f"the search has chunks 0 to {len(chunks) - 1}", None, path)
        fault = _chunk_fault(space, chunks[index], rec) if kind == "chunk" else _design_fault(rec, dates)
        if fault is None and kind == "design":
            if index not in of_chunk:
                of_chunk[index] = {space.key(d) for d in space.designs(*chunks[index])}
            if rec["design"] not in of_chunk[index]:
                fault = f"it is no design of chunk {index}"
        if fault is not None:
            _refuse(what, fault, index, path)


def _chunk_fault(space, chunk: tuple, rec: dict) -> str | None:
    held = space.completions(*chunk)
    if rec["designs"] != held:
        return f"it counts {rec['designs']:,} designs where the chunk holds {held:,}"
    for name in ("ruled_out", "censused"):
        if rec[name] > held:
            return f"{name} {rec[name]:,} is more than the chunk's {held:,} designs"
    return None


def _design_fault(rec: dict, dates: int) -> str | None:
    if rec["dates"] not in (0, dates):
        return f"it counts {rec['dates']:,} dates where every design has {dates:,}"
    if rec["unsolvable"] > rec["dates"]:
        return f"unsolvable {rec['unsolvable']:,} is more than its {rec['dates']:,} dates"
    if rec["all_solvable"] != (rec["unsolvable"] == 0):
        return f"all_solvable {str(rec['all_solvable']).lower()} with {rec['unsolvable']:,} unsolvable dates"
    ends = [rec.get(name) for name in ("fewest", "median", "most")]
    if any(end is None for end in ends):
        return None if rec["dates"] == 0 and all(end is None for end in ends) else "a count of its dates is missing"
    fewest, median, most = (end["count"] for end in ends)
    if not 0 <= fewest <= median <= most <= rec["total"]:
        return (f"its counts cannot be one census's: fewest {fewest:,}, median {median:,}, most {most:,}, total "
                f"{rec['total']:,}")
    if (fewest == 0) != (rec["unsolvable"] > 0):
        return f"fewest {fewest:,} with {rec['unsolvable']:,} unsolvable dates"
    if not fewest * rec["dates"] <= rec["total"] <= most * rec["dates"]:  # a total of 99,999 beside a most of 45
        return (f"a total of {rec['total']:,} over {rec['dates']:,} dates cannot lie between the fewest {fewest:,} "
                f"and the most {most:,}")  # on 366 dates was taken in and ranked first
    if fewest == 0 and len(rec["fewest"]["dates"]) != rec["unsolvable"]:
        return f"it names {len(rec['fewest']['dates']):,} dates with no solution but counts {rec['unsolvable']:,}"
    return None


def unsolvable_dates(rec: dict) -> list:
    """The dates a design's line says have no solution (its fewest dates, when the fewest count is 0)."""
    fewest = rec.get("fewest") or {}
    return list(fewest.get("dates", [])) if fewest.get("count") == 0 else []


def agrees(rec: dict) -> bool:
    """Whether a design line's ``verified`` (every date's first tiling checked) bears it out: the same dates, no
    broken rule, and the dates without a tiling exactly those the line names (a report said "(check incomplete)"
    of every design checked, as ``verified`` has no ``ok``, and ranked an edited "every date solvable" first)."""
    checked = rec.get("verified")
    return (isinstance(checked, dict) and checked.get("dates") == rec.get("dates") and not checked.get("violations")
            and sorted(checked.get("unsolvable", [])) == sorted(unsolvable_dates(rec)))


def check_verified(rec: dict, checked: dict, path) -> None:
    """Keep ``checked`` (:func:`~.verify.verify_dates` of the design) as the line's ``verified``; refuse a line it
    contradicts (an edited line; ``path`` the results file, or None).

    Raises:
        PuzzleInputError: naming the design, what its line says and what the check found.
    """
    rec["verified"] = checked
    if agrees(rec):
        return
    found = (f"{len(checked['unsolvable']):,} with no tiling" if checked.get("dates") == rec.get("dates")
             and not checked.get("violations") else "otherwise")
    fault = (f"it says {len(unsolvable_dates(rec)):,} dates have no solution; checking its {checked.get('dates', 0):,}"
             f" dates finds {found}")
    if path is None:
        raise PuzzleInputError(f"the census of design {shown(rec['design'], 80)} is contradicted by checking every "
                               f"date ({fault})")
    _refuse(f"the line of design {shown(rec['design'], 80)}", fault, rec.get("chunk"), path)


def _refuse(what: str, fault: str, index, path) -> None:
    again = (f": remove it and the lines of chunk {index} (its own and its designs') to search that chunk again"
             if index is not None else ": remove it to search again")
    raise PuzzleInputError(f"{what} is not as the search writes it ({fault}; edited?){again}", str(path))




def line_key(record: dict) -> tuple:
    """The key of a design search's line, which must have the shape the search writes (else TypeError naming the
    field, and the results file is refused in one line: an edited total or fewest gave a traceback, "all_solvable":
    "no" counted the design as one whose every date is solvable, and a field edited was named by none)."""
    from ...core.jsonl_records import check_fields

    kind = record["record"]
    if kind == "search":
        check_fields(record, {"signature": isinstance(record.get("signature"), str)})
        return (kind,)
    check_fields(record, {"record": kind in ("chunk", "design")})
    whole = ("chunk", "designs", "ruled_out", "censused") if kind == "chunk" else ("chunk", "dates", "unsolvable",
                                                                                   "total")
    check_fields(record, {name: type(record.get(name)) is int and record[name] >= 0 for name in whole})
    if kind == "chunk":
        kills = record.get("kills", {})
        check_fields(record, {"kills": isinstance(kills, dict) and all(type(n) is int for n in kills.values())})
        return (kind, record["chunk"])
    check_fields(record, {"design": isinstance(record.get("design"), str),
                          "all_solvable": type(record.get("all_solvable")) is bool,
                          "cv": type(record.get("cv")) in (int, float),
                          **{name: record.get(name) is None or (isinstance(record[name], dict)
                                                                and type(record[name].get("count")) is int
                                                                and isinstance(record[name].get("dates"), list))
                             for name in ("fewest", "median", "most")}})
    return (kind, record["design"])


def check_dask_jobs(dask, jobs) -> None:
    """Refuse a blank ``dask`` (it ran the search here, on this machine's processes) and ``jobs`` other than 1
    with ``dask`` (the cluster's workers run the chunks: jobs=2 was taken and never used), as batch refuses them."""
    from ...core.settings import spelled

    if dask is not None and not dask.strip():
        raise PuzzleInputError(f"{spelled('--dask', 'dask')} needs the scheduler's address, tcp://HOST:PORT "
                               f"(got {dask!r})")
    if dask is not None and jobs != 1:
        raise PuzzleInputError(f"{spelled('--jobs', 'jobs')} does not apply with {spelled('--dask', 'dask')} (the "
                               "cluster's workers run the chunks)")


__all__ = ["agrees", "check_dask_jobs", "check_layout_search", "check_lines", "check_verified", "line_key",
           "unsolvable_dates"]



_LAYOUT_FIELDS = (("mode", "--layout", "mode"), ("objective", "--objective", "objective"),
                  ("one_sided", "--one-sided", "one_sided"), ("steps", "--steps", "steps"), ("seed", "--seed", "seed"))


def refuse_other_layout(old: dict, head: dict, out, writer) -> None:
    """Refuse (closing its ``writer``) layout results file ``out`` whose search line ``old`` is of another search
    than ``head``, naming the setting that differs as the caller names it (``--steps 100, not 20000``), or the
    edition's board or pieces.  Told only "another layout search", a maker who had run ``--steps 100`` and went on
    without it could not tell what to give to go on."""
    from ...core.settings import spelled

    writer.close()
    why = "it searched another board or other pieces"
    for field, option, keyword in _LAYOUT_FIELDS:
        if field in old and old[field] != head[field]:
            why = f"it was run with {spelled(option, keyword)} {_setting(old[field])}, not {_setting(head[field])}"
            break
    raise PuzzleInputError(f"the results file belongs to another layout search ({why}); give the same settings to "
                           f"go on, or choose another {spelled('--out', 'out')}", str(out))


def check_layout_search(record: dict) -> None:
    """TypeError naming the first field of a layout search's line (its settings, board and pieces) that is not as
    the search writes it (JSON's words, as :func:`line_key` names them): an edited 'steps' or 'mode' was told
    "the results file belongs to another layout search (it was run with --steps [1, 2], not 50)" or "--layout
    None", settings the search never runs, and a long text quoted whole.  A field an older search did not write
    may be missing (:func:`refuse_other_layout` compares only those given)."""
    from ...core.jsonl_records import check_fields
    from ...core.options import MAX_SEED
    from .design import OBJECTIVES
    from .kind import MAX_STEPS

    def texts(value) -> bool:
        return isinstance(value, list) and all(isinstance(item, str) for item in value)
    value = record.get
    check_fields(record, {name: name not in record or fit for name, fit in (
        ("mode", value("mode") in ("labels", "fillers")), ("objective", value("objective") in OBJECTIVES),
        ("one_sided", type(value("one_sided")) is bool),
        ("steps", type(value("steps")) is int and 1 <= value("steps") <= MAX_STEPS),
        ("seed", type(value("seed")) is int and 0 <= value("seed") <= MAX_SEED),
        ("board", texts(value("board"))), ("pieces", texts(value("pieces"))),
        ("design", value("design") is None or isinstance(value("design"), str)))})


def _setting(value) -> str:
    return ("on" if value else "off") if isinstance(value, bool) else str(value)
