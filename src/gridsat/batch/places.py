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
    where = spot(name, folder)
    try:
        return os.path.relpath(where, results)
    except ValueError:  # on another drive (Windows): no relative path leads there
        return where


def spot(name: str, folder: str | None = None) -> str:
    """The absolute path of ``name`` (from ``folder``; None: this process's folder) as the file system reads it:
    normalised by its text, but a name holding ``..`` goes up from where the folders before it lead (``levels``
    a link to ``../deep/shared/levels``: ``levels/../other/x.json`` is ``deep/shared/other/x.json``, and its line
    said ``at`` ``other/x.json``, another puzzle, which took it for its own edited since: the line lost)."""
    joined = os.path.join(folder or os.getcwd(), name)
    if ".." not in joined.replace(os.sep, "/").split("/"):
        return os.path.normpath(joined)
    head, tail = os.path.split(joined.rstrip(os.sep) or os.sep)  # (the name itself unresolved: a link's own)
    return os.path.realpath(joined) if tail in ("", ".", "..") else os.path.join(os.path.realpath(head), tail)


def results_folder(out) -> str:
    """The folder of the results file ``out``, a link followed: ``at`` is from where the file is (two projects
    whose ``r.jsonl`` was a link to one shared file each wrote ``levels/p.json``, and each took the other's line
    for its own puzzle edited since: lost)."""
    return os.path.dirname(os.path.realpath(out))


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

    results = results_folder(out)
    located = {key for key in keys if isinstance(key, tuple)}
    names: dict = {}
    if located:
        here: dict = {}
        for name in ticking(list(sources.files) + list(sources.collections) + [p for p, _ in sources.skipped],
                            over):
            here.setdefault(spot(name), name)
        bent: dict = {}  # {folder: whether a link leads there}

        def linked(path: str, itself: bool = False) -> bool:  # (itself: the file a link too; one lstat a file)
            folder = os.path.dirname(path)
            if folder not in bent:
                bent[folder] = os.path.realpath(folder) != folder
            return bent[folder] or itself and os.path.islink(path)

        # a link on the way to the results file, this folder, a puzzle or a line's place: the same file by two
        # names (`cd a && gridsat batch levels`, a/levels a link to shared/levels, then `batch shared/levels`
        # from the folder above solved each puzzle again, its line twice in the file)
        anywhere = linked(os.path.join(results, "r")) or linked(os.path.join(os.getcwd(), "r")) \
            or any(linked(p, True) for p in here)
        resolved, wheres = None, {key: os.path.normpath(os.path.join(results, key[1])) for key in located}
        claimed, given = {here[where] for where in wheres.values() if where in here}, set()
        for key in sorted(located):
            where = wheres[key]
            found = here.get(where)
            if found is None and (anywhere or linked(where, True)):
                if resolved is None:  # (only when a link leads here: 30,000 resolved took 2 s)
                    resolved = {_resolved(p): n for p, n in here.items()}
                found = resolved.get(_resolved(where))
                if found in claimed:  # another line's puzzle, by the name this run gives it (or by another
                    found = ("older", key)  # spelling of its place): this one another input's ("8 puzzles (0
            if found is not None and found in given:  # new, 8 resumed)", "-4 to go", of a run over 4)
                found = ("older", key)
            given.add(found)
            names[key] = where if found is None else found
    older = {key for key in keys if not isinstance(key, tuple)}
    if older:
        # (a line naming a source as this run does holds it: another naming it otherwise, of two results files
        # put together, said "2 puzzles already in r.jsonl, -1 to go")
        taken = set(names.values())
        held = taken | (older & (set(sources.files) | set(sources.collections)))
        for key, name in sorted(renamed({key for key in older if isinstance(key, str)}, sources, out,
                                        over).items()):
            names[key] = name if name not in held else ("older", key)
            held.add(name)
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


def origins(record: dict, name: str):
    """Where the puzzle file of ``record`` (a line with ``reads``, keyed ``name``) may have been when its line was
    written: ``name``, then its ``at`` (an older line's relative ``file``) from each folder holding the first file
    it read (the results file and its puzzles moved together: ``mv project project2`` left every ``reads`` naming the
    old folder, and such lines were solved again, "edited since"; the results file moved alone: ``at`` names
    another place, the puzzle is where its ``reads`` are)."""
    if read_there(record, name):
        yield name
    at, reads = record.get(AT), record.get("reads")
    if AT not in record:  # an older line (no ``at``): its ``file``, from the folder its run started in, above its
        at = record.get("file")  # reads (a copy of its project kept the original's answer, of pieces edited since)
    if not isinstance(at, str) or os.path.isabs(at) or not reads or not isinstance(reads[0], str) \
            or not os.path.isabs(reads[0]):
        return
    folder = os.path.dirname(reads[0])
    for _ in range(64):
        there = os.path.normpath(os.path.join(folder, at))
        if there != name and read_there(record, there):
            yield there
        folder, up = os.path.dirname(folder), folder
        if folder == up:
            break


def read_there(record: dict, name: str) -> bool:
    """Whether the puzzle file of ``record`` (a line with ``reads``) may have been ``name`` when its line was
    written: its ``reads`` hold no answer file (``NAME.solution.txt``), or hold ``name``'s.  A copy of a project
    (``cp -r project copy``) has lines whose ``reads`` name the original's files: taken as the copy's own, an
    answer file edited in the copy was never read (its line kept, 'matches_record' of the old answer), and a
    copy's puzzle renamed without its answer file kept its line (the original's answer file still beside)."""
    from .sources import ANSWER_SUFFIX

    answers = {os.path.abspath(r) for r in record.get("reads") or () if isinstance(r, str)
               and r.endswith(ANSWER_SUFFIX)}
    return not answers or os.path.join(os.path.dirname(os.path.abspath(name)), os.path.splitext(
        os.path.basename(name))[0] + ANSWER_SUFFIX) in answers


def same_with_reads(record: dict, old: str, new: str, guessed: bool = False, read: dict | None = None) -> bool:
    """Whether the puzzle file ``new`` is the puzzle ``record`` (a line with ``reads``, of the file ``old``)
    was written for, moved there with the files it reads (:func:`followed`): the record's digest, of its bytes
    and those files' names and bytes, is that of ``new``'s bytes and the followed files' bytes under the old
    names (a file missing then, an answer file not written, missing now).  Never when its text names a file it
    read by its absolute path, which moved (it would read the old one, or none); ``old`` ``guessed``
    (:func:`origins`): only when its text names each file it reads, but its answer file, by the path from its
    folder that ``old`` gives.  ``read``: ``{path: bytes}`` of files read already, added to (one call of many)."""
    from .sources import ANSWER_SUFFIX, Item, _bytes, digest

    def got(path: str) -> bytes | None:
        if read is None:
            return _bytes(path)
        if path not in read:
            read[path] = _bytes(path)
        return read[path]

    reads = record.get("reads") or []
    now = followed(reads, old, new)
    own = got(new)
    if own is None:
        return False
    folder = os.path.dirname(os.path.abspath(new))
    answer = os.path.join(folder, os.path.splitext(os.path.basename(new))[0] + ANSWER_SUFFIX)
    contents = {}
    for name, there in zip(reads, now):
        if there != name and os.fsencode(name) in own:
            return False
        if guessed and there != answer and os.fsencode(os.path.relpath(there, folder)) not in own:
            return False  # ("pieces.txt": an old copy of it two folders up, '../../pieces.txt', is none of its)
        contents[os.path.abspath(name)] = got(there)  # (missing there as it was: an answer file not written)
    contents.setdefault(os.path.abspath(new), own)
    return digest(Item(new), reads, contents) == record.get("digest")


def written_at(record: dict, file: str) -> str:
    """Where the puzzle ``file`` was when ``record`` (a line with ``reads``) was written: ``file`` itself, or
    (a copy of its project, ``cp -r project copy``) the original's puzzle, whose answer file the line read, or
    from whose folder the puzzle's text names each file it read (``"pieces.txt"``): a resume in the copy looked
    at the original's files, and a piece file edited in the copy kept its line, an answer of other pieces."""
    from .sources import ANSWER_SUFFIX, _bytes

    places = origins(record, file)
    first = next(places, None)
    if first is None or os.path.abspath(first) != os.path.abspath(file):
        return file if first is None else first
    if all(not isinstance(name, str) or name.endswith(ANSWER_SUFFIX) for name in record["reads"]):
        return file  # (origins() placed it by its answer file)
    own = _bytes(file) or b""

    def names_all(where: str) -> bool:
        folder = os.path.dirname(os.path.abspath(where))
        return all(not isinstance(name, str) or name.endswith(ANSWER_SUFFIX) or os.fsencode(name) in own
                   or os.fsencode(os.path.relpath(name, folder)) in own for name in record["reads"])

    return file if names_all(file) else next((o for o in places if names_all(o)), file)


def settle_older(writer, names: dict, found: tuple, out) -> tuple:
    """This run's ``(ours, edited, gone, moved)`` (``found``: :func:`~gridsat.batch.resume.recorded`'s, over the
    lines keyed by ``names``), with the results file's older lines (a relative ``file``, no ``at``) settled, and
    ``doubt``, the ``(file, line)`` keys of those kept as other inputs'.  An older line names its puzzle from the
    folder its run started in, which it does not say: taken for this run's puzzle of that name, it is given ``at``
    when that puzzle is the one it was written for (its digest), and in a run started in the results file's
    folder it is done again, renumbered or taken out as before; in a run from another folder, one that is not
    (edited since, gone, moved) may be another folder's puzzle of the same name -- `cd b && gridsat batch levels
    --out ../r.jsonl` over a's lines took them all for b's puzzles edited since, and a's were lost -- so it is
    kept as another input's, and this run's puzzle done anew.  The lines given ``at`` are rewritten at once
    (atomically: a kill leaves the file as it was, or as it is now)."""
    ours, edited, gone, moved = found
    results = results_folder(out)
    elsewhere = os.path.realpath(os.getcwd()) != results  # (a link's folder, p2/r.jsonl -> ../shared/r.jsonl, is
    # not where the file is: an older line there may be p1's, whose link names the same file)
    doubt, given = set(), {}
    for name, line in list(writer.done):
        if isinstance(name, tuple) or not isinstance(name, str) or os.path.isabs(name):
            continue
        key = (names.get(name, name), line)
        if elsewhere and (key in edited or key in gone or key in moved):
            doubt.add((name, line))
            ours, edited, gone = ours - {key}, edited - {key}, gone - {key}
            moved = {old: new for old, new in moved.items() if old != key}
        elif key in ours and key not in edited and isinstance(key[0], str):
            given[(name, line)] = key[0]
    if given:
        ats = {name: place(name, None, results) for name in set(given.values())}  # (once a file: 246,384 lines)

        def upgraded(record: dict) -> dict | None:
            name = given.get((name_key(record), record.get("line")))
            return None if name is None else with_place(record, name, results, ats[name])

        writer.take_out(lambda record: False, change=upgraded)
        names.update(((AT, at), name) for name, at in ats.items() if at is not None)
    return ours, edited, gone, moved, doubt


def keys_of(names: dict, doubt: set):
    """``record -> (name this run gives its puzzle, line)``: a results line's key among this run's puzzles
    (``("older", file)`` for an older line kept as another input's: ``doubt``, of :func:`settle_older`)."""

    def mine(record: dict) -> tuple:
        name, line = name_key(record), record.get("line")
        return (("older", name), line) if (name, line) in doubt else (names.get(name, name), line)

    return mine


def with_reads(free: list, done: dict, unlined: list, over=None) -> dict:
    """``{old key: new key}`` of the ``free`` lines of puzzle files that read other files (``reads``: a board,
    a piece file, their answer file) whose puzzle is one of ``unlined`` (files without a line of their own),
    moved there with the files it reads (:func:`same_with_reads`); each file taken once, one ending alike
    (what a file is read as may hang on it), those of the same name first, and 64 tried at most a line."""
    moved, taken, read = {}, set(), {}  # (read: each file's bytes once, not once a line and a file tried: a
    # resume of 600 puzzles reading one piece file, edited, took 57 s to try them, and 3 s to solve them again)
    endings: dict = {}
    for f in unlined:
        endings.setdefault(os.path.splitext(f)[1].lower(), []).append(f)
    for key in ticking(free, over, "while reading the puzzles"):
        ending, name = os.path.splitext(key[0])[1].lower(), os.path.basename(key[0])
        alike = [f for f in endings.get(ending, ()) if f not in taken]
        tried = ([f for f in alike if os.path.basename(f) == name] + [f for f in alike if os.path.basename(f) !=
                                                                       name])[:64]
        was = written_at(done[key], key[0])  # (a copy's line: only from the original's place)
        every = [was] if was != key[0] else list(origins(done[key], key[0]))
        for f in tried:
            same_name = os.path.basename(f) == name  # (a folder moved: the results file's too)
            if any(same_with_reads(done[key], old, f, old != key[0], read) for old in (every if same_name else
                                                                                      every[:1])):
                moved[key] = (f, None)
                taken.add(f)
                break
    return moved


__all__ = ["AT", "followed", "keys_of", "name_key", "origins", "our_names", "place", "read_there", "results_folder",
           "same_with_reads", "settle_older", "with_place", "with_reads", "written_at"]
