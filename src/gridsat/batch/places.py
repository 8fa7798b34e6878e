"""Where a results line's puzzle is, whatever folder a run starts from.

A line's ``file`` is the puzzle's name as its run gave it (relative to the folder the run started in); a line of
a puzzle named by a relative path also says where it is from the results file's folder (``at``).  A resume keys
the lines by ``at`` where they have it, so one results file shared by runs from two folders (``cd a && gridsat
batch levels --out ../r.jsonl``, then the same from ``b``) names each puzzle once: ``levels/x.json`` of ``a`` is
``a/levels/x.json``, of ``b`` ``b/levels/x.json``.  A line without ``at`` (an absolute ``file``, or one written
by a gridsat before it, whose run's folder is unknown) is read by its ``file`` as before
(:func:`~gridsat.batch.resume.renamed`); a resume that takes such a line for one of its puzzles gives it ``at``.
"""

from __future__ import annotations

import os

from .item import ticking

#: The field of a results line that says where its puzzle is from the results file's folder.
AT = "at"


def place(name: str, folder: str | None, results: str | None) -> str | None:
    """The path of the puzzle file or collection ``name`` (as a run from ``folder`` names it; None: this
    process's folder) from ``results`` (the results file's folder, absolute), ``os.path.relpath``'s; None for an
    absolute ``name`` (it says where it is) or no ``results``."""
    if results is None or os.path.isabs(name):
        return None
    where = os.path.normpath(os.path.join(folder or os.getcwd(), name))
    try:
        return os.path.relpath(where, results)
    except ValueError:  # on another drive (Windows): no relative path leads there
        return where


def name_key(record: dict):
    """The first part of a results line's key: ``("at", AT)`` for a line that says where its puzzle is, its
    ``file`` otherwise (relative to the folder its run started in, or absolute)."""
    at = record.get(AT)
    return (AT, at) if isinstance(at, str) else record.get("file")


def with_place(record: dict, name, results: str | None, at: str | None = None) -> dict:
    """``record`` (a line of the puzzle this run names ``name``) naming it so: ``file`` ``name`` and ``at`` its
    :func:`place` from ``results`` (none for an absolute name), ``at`` put just after ``file`` (``at``: that
    place, known already)."""
    at = place(name, None, results) if at is None else at
    new = {}
    for field, value in record.items():
        if field == AT:
            continue
        new[field] = name if field == "file" else value
        if field == "file" and at is not None:
            new[AT] = at
    return new


def our_names(keys, sources, out, over=None) -> dict:
    """``{a results line's name_key: the name this run gives its puzzle}``: for a line with ``at``, the
    source (puzzle file or collection, read or skipped) there, else its absolute path (another run's puzzle);
    for an older line, :func:`~gridsat.batch.resume.renamed`'s name when it has one -- unless a line with ``at``
    names that puzzle already (then ``("older", name)``: another input's, kept).  ``keys``: the name keys of the
    results file's lines.  TimeUp once ``over()``."""
    from .resume import renamed
    from .sources import _resolved

    results = os.path.dirname(os.path.abspath(out))
    located = {key for key in keys if isinstance(key, tuple)}
    names: dict = {}
    if located:
        here: dict = {}
        for name in ticking(list(sources.files) + list(sources.collections) + [p for p, _ in sources.skipped],
                            over):
            here.setdefault(os.path.normpath(os.path.abspath(name)), name)
        linked = os.path.realpath(results) != results or os.path.realpath(os.getcwd()) != os.getcwd()
        resolved = {_resolved(p): n for p, n in here.items()} if linked else {}  # (only when a link leads here)
        for key in located:
            where = os.path.normpath(os.path.join(results, key[1]))
            found = here.get(where)
            if found is None and linked:
                found = resolved.get(_resolved(where))
            names[key] = where if found is None else found
    older = {key for key in keys if not isinstance(key, tuple)}
    if older:
        taken = set(names.values())
        for key, name in renamed({key for key in older if isinstance(key, str)}, sources, out, over).items():
            names[key] = name if name not in taken else ("older", key)
        for key in older - names.keys():
            if key in taken:  # an older line of the puzzle a line with ``at`` holds: not this run's
                names[key] = ("older", key)
    return names


def followed(reads: list, old: str, new: str) -> list:
    """The files a puzzle file moved from ``old`` to ``new`` reads, for the ``reads`` (absolute paths) it read
    at ``old``: each at the same place from its folder (a board or piece file it names by a relative path), its
    answer file (``NAME.solution.txt``) the new name's."""
    from .sources import ANSWER_SUFFIX

    was, now = os.path.dirname(os.path.abspath(old)), os.path.dirname(os.path.abspath(new))
    answers = [os.path.join(folder, os.path.splitext(os.path.basename(name))[0] + ANSWER_SUFFIX)
               for folder, name in ((was, old), (now, new))]
    return [answers[1] if name == answers[0] else os.path.normpath(os.path.join(now, os.path.relpath(name, was)))
            for name in reads]


def same_with_reads(record: dict, old: str, new: str) -> bool:
    """Whether the puzzle file ``new`` is the puzzle ``record`` (a line with ``reads``, of the file ``old``)
    was written for, moved there with the files it reads (:func:`followed`): the record's digest, of its bytes
    and those files' names and bytes, is that of ``new``'s bytes and the followed files' bytes under the old
    names (a file missing then, an answer file not written, missing now).  Never when its text names a file it
    read by its absolute path, which moved (it would read the old one, or none)."""
    from .sources import Item, _bytes, digest

    reads = record.get("reads") or []
    now = followed(reads, old, new)
    own = _bytes(new)
    if own is None:
        return False
    contents = {}
    for name, there in zip(reads, now):
        if there != name and os.fsencode(name) in own:
            return False
        contents[os.path.abspath(name)] = _bytes(there)  # (missing there as it was: an answer file not written)
    return digest(Item(new), reads, contents) == record.get("digest")


def resume_names(writer, sources, out, over=None) -> dict:
    """:func:`our_names` of the lines ``writer`` (the results file's
    :class:`~gridsat.core.jsonl.JsonLinesWriter`) holds, its older lines (without ``at``) taken for this run's
    puzzles given their ``at`` first -- one rewrite of the file, atomic (a kill leaves it as it was, or as it is
    now) -- so a run from another folder never takes them for its own puzzles of the same names."""
    names = our_names({key[0] for key in writer.done}, sources, out, over)
    ours = set(sources.files) | set(sources.collections)
    older = {key: names.get(key, key) for key, _ in writer.done if not isinstance(key, tuple)}
    older = {key: name for key, name in older.items()
             if isinstance(name, str) and name in ours and not os.path.isabs(name)}
    if not older:
        return names
    results = os.path.dirname(os.path.abspath(out))
    ats = {key: place(name, None, results) for key, name in older.items()}  # (once a file: 246,384 lines of one)

    def given(record: dict) -> dict | None:
        name = name_key(record)
        return with_place(record, older[name], results, ats[name]) if name in older else None

    writer.take_out(lambda record: False, change=given)
    return our_names({key[0] for key in writer.done}, sources, out, over)


def with_reads(free: list, done: dict, unlined: list, over=None) -> dict:
    """``{old key: new key}`` of the ``free`` lines of puzzle files that read other files (``reads``: a board,
    a piece file, their answer file) whose puzzle is one of ``unlined`` (files without a line of their own),
    moved there with the files it reads (:func:`same_with_reads`); each file taken once, one ending alike
    (what a file is read as may hang on it), those of the same name first, and 64 tried at most a line."""
    moved, taken = {}, set()
    for key in ticking(free, over, "while reading the puzzles"):
        ending = os.path.splitext(key[0])[1].lower()
        tried = sorted((f for f in unlined if f not in taken and os.path.splitext(f)[1].lower() == ending),
                       key=lambda f: os.path.basename(f) != os.path.basename(key[0]))[:64]
        for f in tried:
            if same_with_reads(done[key], key[0], f):
                moved[key] = (f, None)
                taken.add(f)
                break
    return moved


__all__ = ["AT", "followed", "name_key", "our_names", "place", "resume_names", "same_with_reads", "with_place",
           "with_reads"]
