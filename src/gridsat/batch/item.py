"""What a batch solves: one puzzle (:class:`Item`) and what a search of the given paths found
(:class:`Sources`)."""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from ..core.errors import PuzzleInputError, shown


@dataclass(frozen=True)
class Item:
    """One puzzle of a batch.

    Attributes:
        file: the file, as found.
        line: 1-based line in a collection, None for a puzzle file.
        text: the line's text (collections), None for a puzzle file (the
            worker reads it).
    """

    file: str
    line: int | None = None
    text: str | None = None

    def __post_init__(self):
        """A path object is kept as its string (``Item(Path(...))`` met "Object of type PosixPath is not JSON
        serializable" writing its line); another type is refused naming the field (``Item(None)`` was recorded
        as an internal error, ``Item(f, "x")`` wrote ``"line": "x"``).

        Raises:
            TypeError: ``file`` not a path, ``line`` not a whole number (or None), ``text`` not a
                string (or None).
            PuzzleInputError: ``line`` below 1, or one of ``line`` and ``text`` without the other.
        """
        if isinstance(self.file, os.PathLike) and isinstance(os.fspath(self.file), str):
            object.__setattr__(self, "file", os.fspath(self.file))
        from ..core.options import whole

        if self.line is not None and type(self.line) is not int:  # numpy's np.int64(3) as 3 (it was refused)
            object.__setattr__(self, "line", whole(self.line))
        for name, good, words in (("file", isinstance(self.file, str), "a file path (str or path)"),
                                  ("line", self.line is None or type(self.line) is int,
                                   "a line number, 1 or more, or None"),
                                  ("text", self.text is None or isinstance(self.text, str), "a string or None")):
            if not good:
                value = getattr(self, name)
                raise TypeError(f"Item.{name} must be {words}, got {type(value).__name__} {shown(value, 40)}")
        if self.line is not None and self.line < 1:  # a bad value, not a bad type (Item(f, 0) was a TypeError)
            from ..core.errors import PuzzleInputError

            raise PuzzleInputError(f"Item.line must be a line number, 1 or more, or None, got {self.line}")
        if (self.line is None) != (self.text is None):  # Item(f, text=t) was told "f: line None: ...", Item(f, 3)
            from ..core.errors import PuzzleInputError  # read the whole file f and recorded it as its line 3

            given = "a line but no text" if self.text is None else "text but no line"
            raise PuzzleInputError(f"Item has {given}: a collection's line has both (Item(file, line, text)), a "
                                   "puzzle file neither (Item(file))")

    @property
    def key(self) -> tuple:
        return (self.file, self.line)


@dataclass
class Sources:
    """What a batch found.

    Attributes:
        files: puzzle files, sorted.
        collections: JSON-lines collections, sorted.
        skipped: ``(path, reason)`` for everything under a folder that is
            not read (unknown endings, links to nothing or to a folder, pipes,
            folders named like files); answer files are not counted.
        unreadable: ``(path, reason)`` of the collections that could not be
            read (a corrupt gzip, a line past a bound), also in ``skipped``:
            their puzzles have no line.
        folders: the folders searched (a resume takes out the lines of their files deleted since).
    """

    files: list = field(default_factory=list)
    collections: list = field(default_factory=list)
    skipped: list = field(default_factory=list)
    unreadable: list = field(default_factory=list)
    folders: list = field(default_factory=list)


def check_sources(sources, who: str) -> None:
    """TypeError naming ``who``'s argument unless ``sources`` is a :class:`Sources` (what find_sources gives)."""
    if not isinstance(sources, Sources):
        raise TypeError(f"{who}: sources must be a Sources (what find_sources gives), got "
                        f"{type(sources).__name__} {shown(sources, 40)}")
    for name in ("files", "collections"):  # files='a.txt' was counted as 5 puzzles, one a letter; None met
        # "object of type 'NoneType' has no len()"
        paths = getattr(sources, name)
        if not isinstance(paths, (list, tuple)) or not all(isinstance(p, (str, os.PathLike)) for p in paths):
            raise TypeError(f"{who}: Sources.{name} must be a list of paths (str or path), got "
                            f"{type(paths).__name__} {shown(paths, 40)}")


def missing_path(given: str) -> PuzzleInputError:
    """A path given to batch that is not there: a puzzle's URL said as one (it was "no such file or folder:
    'https:/puzz.link/p?...'", the name taken as a path, its '//' joined), else the file nearby meant, if any."""
    from ..core.near_files import near_file
    from ..core.settings import spelled as _spelled
    from ..formats.sniff import looks_like_url

    if looks_like_url(given.strip()):
        return PuzzleInputError(f"{shown(given.strip(), 200)} is a puzzle's URL, and batch reads files and folders: "
                                "one URL: "
                                + _spelled("gridsat solve URL", "gridsat.solve(url)") + "; many: a .jsonl file of "
                                "them, one a line")
    if given.strip() == "-":  # was "no such file or folder: '-'", where every other command reads '-' as stdin
        return PuzzleInputError("batch reads no standard input ('-'): give puzzle files, folders or a .jsonl "
                                "collection (save the puzzles to a file first)")
    return PuzzleInputError(f"no such file or folder: {shown(given, 200)}{near_file(given, folders=True)}")


def checked_suffixes(suffixes) -> set:
    """:func:`~.sources.find_sources`' ``suffixes`` checked, in lower case ('.TXT' matched no file: endings are
    compared so).  TypeError: not a set of strings; PuzzleInputError: an ending not a dot and a name ('txt' and
    '.tar.gz' matched no file, every file skipped)."""
    if not isinstance(suffixes, (set, frozenset, list, tuple)) or not all(isinstance(x, str) for x in suffixes):
        raise TypeError(f"find_sources' suffixes must be a set of file endings ({{'.txt'}}), got "
                        f"{type(suffixes).__name__} {shown(suffixes, 40)}")
    odd = [x for x in suffixes if not (x.startswith(".") and len(x) > 1 and "." not in x[1:] and "/" not in x)]
    if odd:
        raise PuzzleInputError(f"find_sources' suffixes must be file endings such as '.txt' (a dot, then no other), "
                               f"got {shown(odd[0], 40)}")
    return {x.lower() for x in suffixes}


def ticking(things, over, what: str = "while finding the puzzles"):
    """``things`` one by one, TimeUp once ``over()`` (looked at every 256; None: never): the files of a folder
    looked at one by one (30,000 took a ``--total-time 1`` run 3.3 s before it said it had run out)."""
    for number, thing in enumerate(things, start=1):
        if over is not None and number % 256 == 0 and over():
            from ..core.options import TimeUp

            raise TimeUp(what)
        yield thing


def companion_in_folder(f) -> str | None:
    """Why the ``.txt`` file ``f`` a folder holds is no puzzle but a file puzzles name (a calendar edition file, a
    piece file, a board mask), or None: a folder of calendar puzzles beside the edition file they name (as
    README.md says to keep it) recorded that file as bad input, "this is a calendar edition file, not a puzzle"."""
    if f.suffix.lower() != ".txt" or not f.is_file():  # (a FIFO named .txt is not opened: it would wait)
        return None
    try:
        with open(f, "rb") as handle:
            head = handle.read(200_001)
        text = head.decode("utf-8-sig")
    except (OSError, UnicodeDecodeError):
        return None
    from ..core.companions import companion_file

    said = companion_file(text, str(f)) if len(head) <= 200_000 else None  # a companion file is small
    if said is None:
        return None
    what, _, alone = said.partition(", not a puzzle: ")  # (the command that takes it alone, as it was told)
    return f"{what.removeprefix('this is ')}: the puzzles that name it read it, or {alone}"


def named_as_given(exc: PuzzleInputError, read: Item, item: Item) -> PuzzleInputError:
    """A copy of ``exc`` (of its class, keeping what it knows) naming the file it names beside ``read`` (the path the
    worker read) by its name beside ``item`` (the path as given)."""
    from pathlib import Path

    from ..core.errors import printable

    rest = exc.where[len(printable(str(Path(read.file).parent / "_"))) - 1:]  # (where shows a name as printable)
    return exc.renamed(str(Path(item.file).parent / rest))


__all__ = ["Item", "Sources", "check_sources", "checked_suffixes", "companion_in_folder", "named_as_given", "ticking"]
