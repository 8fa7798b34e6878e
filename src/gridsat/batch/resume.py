"""What a batch's results file already holds of this run's puzzles: the lines to keep, to do again (their puzzle
edited since) and to take out (their collection no longer has the line)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Callable

from ..core.errors import PuzzleInputError, printable
from ..core.options import TimeUp
from .marks import CutShort
from .item import ticking
from .places import AT, followed, origins, same_with_reads, with_place, with_reads, written_at
from .sources import Item, Sources, _resolved, collection_lines, digest


def recorded(sources: Sources, done: dict, over: Callable[[], bool] = lambda: False) -> tuple[int, set, set, set,
                                                                                          dict]:
    """How many puzzles ``sources`` hold, the keys of those among ``done``
    (the results file's ``{key: record}``), the keys among those whose puzzle
    is no longer the one recorded (its :func:`~gridsat.batch.sources.digest`
    differs: edited since, to do again), and the keys of ``done`` naming a
    line its collection no longer has (shortened since: taken out), or a file deleted from a folder searched.  A
    collection that cannot be read (corrupt gzip, a line past a bound, not
    UTF-8) is moved to ``sources.skipped`` with its one-line reason, so one
    bad file in a folder does not stop the others.  Last, ``{key: key}`` of
    the lines moved: a line among the edited or taken out whose puzzle (its
    digest) is now on another line of its collection, one without a line
    of its own (a level put in before it, or taken out: every line after
    it was done again, "edited since"), or a file edited or deleted whose puzzle (its bytes) is now in another
    file, one without a line of its own or edited since (moved, renamed, two files that swapped names); so too a
    line whose puzzle is known gone (named by an absolute path, as a line with ``at`` of a folder not searched
    is: its folder renamed), a collection's line left over now on a line of another collection without a line of
    its own, and a file's line that read other files, moved with them
    (:func:`~gridsat.batch.places.with_reads`).

    Raises:
        PuzzleInputError: no source is left (the reason of the last bad one).
        TimeUp: ``over()`` became true (looked at every 4,096 lines).
    """
    lines: dict = {}
    for file, line in done:
        if line is not None:
            lines.setdefault(file, set()).add(line)
    found = {(f, None) for f in sources.files if (f, None) in done}
    edited = {key for key in ticking(found, over, "while reading the puzzles") if edited_since(done[key], Item(key[0]))}
    total, good, gone, moved, kept, unkept, left = len(sources.files), [], set(), {}, {}, {}, []
    for c in sources.collections:
        recorded, count, mine, changed, cut = lines.get(c, ()), 0, set(), set(), None
        try:
            for number, text in collection_lines(c, over):
                count += 1
                if isinstance(text, CutShort):  # a gzip file cut short (a download under way): its lines past
                    cut = number  # the cut are not known gone (they were taken out, the collection said shortened)
                if count % 4096 == 0 and over():
                    raise TimeUp("while reading the puzzles")
                if number in recorded:
                    mine.add((c, number))
                    if edited_since(done[(c, number)], Item(c, number, text)):
                        changed.add((c, number))
        except PuzzleInputError as exc:
            if not sources.files and not good and c == sources.collections[-1]:
                raise
            sources.skipped.append((c, exc.problem))
            sources.unreadable.append((c, exc.problem))
            continue
        good.append(c)
        total += count
        found |= mine
        edited |= changed
        # a blank line, or past the end, where a puzzle was
        out = {(c, number) for number in recorded if cut is None or number < cut} - mine
        gone |= out
        free = sorted(key for key in changed | out if _movable(done[key]))
        kept[c] = {n for _, n in mine - changed}
        unkept[c] = count - len(kept[c])  # lines a line of another place may move to
        if free:  # read again only then (a resume of an unedited collection's lines took no longer)
            moved.update(_moved(free, done, _loose(c, kept[c], over)))
            left.extend(key for key in free if key not in moved)
        # (a puzzle file moved or renamed is matched below, with the files deleted from the folders searched)
    sources.collections = good
    # a file deleted from a folder this run searches: its line stayed, one line more than the run's puzzles; so
    # did a deleted collection's lines (compressed to .jsonl.gz, or renamed: "other inputs" kept, every line redone)
    beside = {os.path.dirname(os.path.abspath(f)) for f in sources.files + good}
    real: dict = {}  # (each folder's realpath once)
    deleted = {key for key in done if key not in found and _deleted_from(key[0], sources, beside, real)}
    gone |= deleted
    # a line whose puzzle is known to be gone (named by where it was from the results file's folder, or by an
    # absolute path), from a folder this run does not search (renamed, moved): it may follow its puzzle too, and
    # is kept as another input's when it does not
    vanished = {key for key in done if key not in found and key not in deleted and isinstance(key[0], str)
                and os.path.isabs(key[0]) and not os.path.lexists(key[0])}
    # a file edited since may hold another's puzzle (two files that swapped names, one renamed over another: both
    # were done again), as a collection's edited line may
    files_edited = {key for key in edited if key[1] is None}
    free = sorted(key for key in deleted | files_edited | vanished if key[1] is None and done[key].get("digest"))
    if free:  # a file moved to another folder searched, or renamed: its line follows it
        unlined = [f for f in sources.files if (f, None) not in done or (f, None) in files_edited]
        loose: dict = {}
        for f in ticking(unlined, over, "while reading the puzzles"):
            loose.setdefault((digest(Item(f)), _ending(f)), []).append((f, None))
        moved.update(_moved([key for key in free if _movable(done[key])], done, loose,
                            lambda key: (done[key]["digest"], _ending(key[0]))))
        landed = set(moved.values())  # a file that read others (a board, its answer file): moved with them
        moved.update(with_reads([key for key in free if done[key].get("reads")], done,
                                [f for f in unlined if (f, None) not in landed], over))
    free = left + sorted(key for key in deleted | vanished if key[1] is not None and _movable(done[key]))
    if free:  # a collection renamed or compressed, or a line moved to another collection: its line follows it,
        # to a collection without lines of its own first
        landed, loose = set(moved.values()), {}
        for c in sorted((c for c in good if unkept.get(c)), key=lambda c: c in lines):  # (none: not read again)
            for found_digest, keys in _loose(c, kept.get(c, set()), over).items():
                loose.setdefault(found_digest, []).extend(key for key in keys if key not in landed)
        moved.update(_moved(free, done, loose))
    return total, found, edited, gone, moved


def renamed(recorded, sources: Sources, out, over=None) -> dict:
    """``{name in the results file: a source's name now}`` for each file the
    results file names that is one of ``sources`` under another name: given
    from another folder, or as an absolute path (read from the current
    folder or, else, from the results file's).  A resume keys its lines by
    name: without this every puzzle was solved again and recorded twice.
    ``recorded``: the file names of the results file's lines.  TimeUp once ``over()``."""
    if not set(recorded) - set(sources.files + sources.collections):  # (every one as named: 30,000 resolved, 2 s)
        return {}
    now = {}
    for name in ticking(sources.files + sources.collections, over):
        now.setdefault(_resolved(name), name)
    names = {}
    for name in set(recorded) - set(now.values()):
        for base in (Path.cwd(), Path(out).parent):
            found = now.get(_resolved(base / name))
            if found is not None:
                names[name] = found
                break
    # a file gone since, named from the results file's folder by a run from there (bank/p.json, this run's
    # ./p.json renamed): its line was kept as another input's, the file it went to solved again
    for name in set(recorded) - set(now.values()) - set(names):
        if isinstance(name, str) and not os.path.isabs(name) and not os.path.lexists(name):
            there = os.path.abspath(os.path.join(Path(out).parent, name))
            if _inside(there, sources.folders) and not os.path.isdir(os.path.dirname(os.path.abspath(name))):
                names[name] = there
    return names


def _inside(path: str, folders, real: dict | None = None) -> bool:
    """Whether ``path`` (absolute; it may be gone) lies in one of ``folders``, by either name of a folder a link
    leads to (``levels`` a link to ``../shared/levels``: its lines written by one name, the folder searched by
    the other, a file deleted from it was kept as another input's, one line more than the run's puzzles).
    ``real``: ``{folder: its realpath}``, added to (one call of many: each folder resolved once)."""
    if any(os.path.commonpath([path, os.path.abspath(f)]) == os.path.abspath(f) for f in folders):
        return True
    if real is None:
        real = {}

    def resolved(folder: str) -> str:
        if folder not in real:
            real[folder] = os.path.realpath(folder)
        return real[folder]

    where = os.path.join(resolved(os.path.dirname(path)), os.path.basename(path))
    return any(os.path.commonpath([where, resolved(os.path.abspath(f))]) == resolved(os.path.abspath(f))
               for f in folders)


def moved_to(record: dict, key: tuple | None, old: tuple | None = None, results: str | None = None) -> dict | None:
    """``record`` of a puzzle now at ``key`` (another line of its collection or of another (``old``, its key, the
    file), or another file), its words that name where it was (``error``, ``note``, ``notices``: "c.jsonl: line 4:
    ...") naming where it is, its ``at`` where it is from ``results`` (the results file's folder), and the files
    it reads (``reads``) those beside it now (:func:`~gridsat.batch.places.followed`), its digest theirs; or None."""
    if key is None:
        return None
    if key[1] is None:
        new = {**record, "file": key[0]}
        if record.get("reads") and old is not None:  # (same_with_reads found them as they were)
            was = written_at(record, old[0])  # (a copy's line: the original's place, whose files it read)
            was = was if was != old[0] else next(
                (o for o in origins(record, old[0]) if same_with_reads(record, o, key[0], o != old[0])), old[0])
            new["reads"] = followed(record["reads"], was, key[0])
            new["digest"] = digest(Item(key[0]), new["reads"])
        was, now = [str(record.get("file")), os.path.basename(str(record.get("file"))) + ":"], \
            [key[0], os.path.basename(key[0]) + ":"]
    else:
        # named as this run names its collection: a line renumbered kept the name its run gave it, and its new
        # ``at`` was worked out from that name as if from this run's folder (written from ``a``, resumed from the
        # folder above, a level put in at the top: lines "at" ../c.jsonl, another collection of that name's answers)
        new = {**record, "file": key[0], "line": key[1]}
        name = there = os.path.basename(str(record.get("file")))
        if old is not None and old[0] != key[0]:  # another collection
            there = os.path.basename(key[0])
            new.pop(AT, None)
        was, now = [f"{name}: line {record.get('line')}:"], [f"{there}: line {key[1]}:"]

    import re

    # as the words show them too: a name's unprintable characters escaped ("my\\xa0p.txt: ..." kept its old name)
    was, now = was + [printable(w) for w in was], now + [printable(n) for n in now]
    places = dict(zip(was, now))  # each put in once, in one pass (one after the other, x.txt renamed xx.txt was
    pattern = re.compile("|".join(map(re.escape, sorted(places, key=len, reverse=True))))  # told "xxx.txt: ...")

    def said(text):
        return pattern.sub(lambda m: places[m.group(0)], text) if isinstance(text, str) else text

    for field in ("error", "note"):
        if field in new:
            new[field] = said(new[field])
    if isinstance(new.get("notices"), list):
        new["notices"] = [said(text) for text in new["notices"]]
    return with_place(new, new["file"], results) if results is not None else new


def line_digest(text: str) -> str:
    """:func:`~gridsat.batch.sources.digest` of a collection's line ``text`` that read no other file, without
    making its Item (whose checks took a third of a resume's reading of 246,384 lines)."""
    import hashlib

    return hashlib.blake2b(text.strip().encode("utf-8", "surrogatepass"), digest_size=8).hexdigest()


def _movable(record: dict) -> bool:
    """Whether ``record`` may follow its puzzle to another line or file: it has a digest and read no other file."""
    return bool(record.get("digest")) and not record.get("reads")


def _loose(collection: str, kept: set, over) -> dict:
    """``{digest: [line, ...]}`` of ``collection``'s lines not among ``kept`` (those whose line stays)."""
    loose: dict = {}
    for count, (number, text) in enumerate(collection_lines(collection, over), 1):
        if count % 4096 == 0 and over():
            raise TimeUp("while reading the puzzles")
        if number not in kept and not isinstance(text, CutShort):
            loose.setdefault(line_digest(text), []).append((collection, number))
    return loose


def _moved(free: list, done: dict, loose: dict, sought: Callable[[tuple], object] | None = None) -> dict:
    """``{old key: new key}`` of the ``free`` lines (edited or taken out; read no other file) whose record's
    digest is that of a puzzle in ``loose`` (``{digest: [key, ...]}``, each key taken once); ``sought(key)``: what
    ``loose`` is keyed by, in place of the digest."""
    moved = {}
    for key in free:
        keys = loose.get(done[key]["digest"] if sought is None else sought(key))
        if keys:
            moved[key] = keys.pop(0)
    return moved


def _ending(file) -> str:
    """A puzzle file's ending, lowercased: what it is read as may hang on it (a Yin-Yang grid renamed .dlx is read
    as exact cover), so a line follows its file only to a name ending alike."""
    return os.path.splitext(str(file))[1].lower()


def _deleted_from(file, sources: Sources, beside: set, real: dict | None = None) -> bool:
    """Whether ``file`` (a results line's) no longer exists, and lay in one of the folders searched: a relative
    name (an older line's, without ``at``) only beside puzzle files this run found, as a line named from another
    working folder (``b/x.json`` of a run from the folder above) is no file of this run's, and its line is kept.
    An absolute name (a line's ``at`` from the results file's folder, or its absolute ``file``) says where it
    was: a subfolder deleted (``rm -r levels/b`` under ``gridsat batch levels``) had its lines kept as "other
    inputs", one line more than the run's puzzles for each of its files, where a file deleted alone was taken out.
    ``real``: see :func:`_inside`."""
    if not isinstance(file, str) or os.path.lexists(file):
        return False
    if not os.path.isabs(file) and os.path.dirname(os.path.abspath(file)) not in beside:
        return False
    return _inside(os.path.abspath(file), sources.folders, real)


def has_a_line(collection: str, over=None) -> bool:
    """Whether a collection holds a puzzle's line (one that cannot be read counts: the run names it); TimeUp once
    ``over()`` (blank lines before the first)."""
    try:
        return next(iter(collection_lines(collection, over)), None) is not None
    except PuzzleInputError:
        return True


def edited_since(record: dict, item: Item) -> bool:
    """Whether ``item`` is no longer the puzzle ``record`` was written for,
    itself or a file it read (``reads``; a record without a digest, from an
    older gridsat, is taken as it is)."""
    if record.get("digest") is None:
        return False
    if item.line is None and record.get("reads"):  # (its line of a copy of its project: the original's files)
        if os.path.abspath(written_at(record, item.file)) != os.path.abspath(item.file):
            return True  # written for it at another place (moved, copied): followed there, or done again
    return record["digest"] != digest(item, record.get("reads", ()))



__all__ = ["edited_since", "has_a_line", "line_digest", "moved_to", "recorded", "renamed"]
