"""What to say of a file that cannot be read: a near namesake ("did you mean ...?") and the system's reason."""

from __future__ import annotations

import errno
import os
import re
from contextlib import contextmanager
from contextvars import ContextVar

from .errors import PuzzleInputError, printable
from .reading import look, name_problem


#: The endings a puzzle file given without one is looked for with (``examples/yinyang-10x10``).
_ENDINGS = (".txt", ".json", ".url", ".html", ".dlx", ".jsonl", ".jsonl.gz", ".pzprv3")


def near_file(path, *, folders: bool = False) -> str:
    """What to add to "No such file" on the command line when a file nearby is nearly the one named: the name
    with an ending (``examples/yinyang-10x10``), the name in ``examples/`` (the README's commands run from the
    project's folder), or one close spelling in the named folder (at most 2,000 names looked at); "" otherwise,
    and always outside the command line (a web request is told of no file of the server).  It said only "No
    such file or directory", leaving a newcomer to find the ``.txt`` or the folder.  ``folders``: a folder is
    one too (batch reads folders)."""
    from .settings import spelled

    spec = os.fspath(path)
    if not spelled("x", "") or not spec or len(spec) > 1000 or name_problem(spec):
        return ""
    if re.fullmatch(r"--?[A-Za-z][\w-]*", spec):  # 'hint P --position --steps' was "--steps: cannot read position
        return f"; {spec!r} looks like an option: was the file left out before it?"  # file: No such file"
    line = _collection_line(spec)
    if line:
        return line
    expanded = os.path.expandvars(os.path.expanduser(spec))  # "~/p.txt" quoted: no shell made it the home folder's
    if expanded != spec and look(expanded) is None and (os.path.isfile(expanded) or
                                                        folders and os.path.isdir(expanded)):
        return f"; the shell expands ~ and $NAME only unquoted: give {expanded!r}"
    head, name = os.path.split(spec)
    endings = tuple(dict.fromkeys(_SUFFIXES.get() + _ENDINGS))  # the kind's own first: 'cover q8' was pointed to
    tried = [spec + ending for ending in endings]  # q8.txt, a CP-SAT model, beside q8.dlx
    if not head and not spec.startswith("."):
        tried += [os.path.join("examples", name + ending) for ending in ("",) + endings]
    try:  # each path announced first (look): a guard (a web request's) refuses what it may not see
        found = next((t for t in tried if look(t) is None and (os.path.isfile(t) or folders and os.path.isdir(t))),
                     None)
        if found is None and name:
            import difflib
            import itertools

            look(head or ".")
            with os.scandir(head or ".") as entries:
                names = [e.name for e in itertools.islice(entries, 2000) if e.is_file() or folders and e.is_dir()]
            folded = {}  # case folded: 'YY.txt' for 'yy.txt' is the nearest slip of all (its ratio was 0.67)
            for each in names:
                folded.setdefault(each.casefold(), each)
            close = difflib.get_close_matches(name.casefold(), folded, n=1, cutoff=0.85)
            found = os.path.join(head, folded[close[0]]) if close else None
    except (OSError, PuzzleInputError):
        return ""
    # (the name as printable writes it: 'puzzle.txt\r', a CRLF script's, was offered as "puzzle.txt ?", the very name
    # typed; a name that is not UTF-8 as 'caf\udce9.txt')
    return f"; did you mean {printable(found)}?" if found else ""


def _collection_line(spec: str) -> str:
    """What to add when ``spec`` is a collection's line as ``gridsat batch`` names it (``puzzles.jsonl:2``, in its
    "slowest:" line and its results' ``file`` and ``line``): it was told "did you mean puzzles.jsonl?", which is
    then refused as a collection of many puzzles, and the newcomer was left with no way to the one puzzle."""
    found = re.fullmatch(r"(.+\.jsonl(\.gz)?):([0-9]+)", spec, flags=re.IGNORECASE)
    try:
        if found is None or look(found.group(1)) is not None or not os.path.isfile(found.group(1)):
            return ""
    except (OSError, PuzzleInputError):
        return ""
    import shlex

    path, number = found.group(1), int(found.group(3))
    if number == 0:
        return f"; a collection's lines are numbered from 1, as gridsat batch names them ({path}:1 is its first)"
    held = _lines_held(path, bool(found.group(2)), number)
    if held is not None and number > held:  # `puzzles.jsonl:9` of 2 lines was told to `sed -n 9p` (an
        # empty file), and `:0` to `sed -n 0p` (sed's own error)
        return (f"; the collection {path} has no line {number} (as gridsat batch names its lines: {path}:1 to "
                f"{path}:{held})" if held else f"; the collection {path} is empty")
    lines = f"gzip -dc {shlex.quote(path)} | sed -n {number}p" if found.group(2) else \
        f"sed -n {number}p {shlex.quote(path)}"
    return (f"; that is line {number} of the collection {path} (as gridsat batch names it): put the line in a file "
            f"of its own and name that ({lines} > puzzle-{number}.jsonl)")


#: The most bytes :func:`_lines_held` reads to count a collection's lines (a longer one is not counted).
LINES_READ = 16 << 20


def _lines_held(path: str, gzipped: bool, upto: int) -> int | None:
    """How many lines the collection ``path`` holds, counted as ``sed`` numbers them, up to ``upto`` (counting
    stops there); None when it cannot be read or is longer than :data:`LINES_READ` bytes before then."""
    import gzip

    count, read, ending = 0, 0, b"\n"
    try:
        with (gzip.open if gzipped else open)(path, "rb") as file:
            while count < upto and read < LINES_READ:
                chunk = file.read(1 << 20)
                if not chunk:
                    return count + (ending != b"\n")
                read += len(chunk)
                count += chunk.count(b"\n")
                ending = chunk[-1:]
    except (OSError, EOFError, ValueError):
        return None
    return count if count >= upto else None


def unreachable(spec: str) -> str:
    """Why ``spec``, no file, cannot be opened, in the system's words: a link in a loop was "No such file or
    directory" of a piece or edition file, where a puzzle file's says "Too many levels of symbolic links"."""
    try:
        os.stat(spec)
    except OSError as exc:
        if os.path.islink(spec) and exc.errno == errno.ENOENT:  # was "No such file or directory" of a file ls lists
            return f"it is a link to {os.readlink(spec)!r}, which does not exist (make the link point to a file)"
        return exc.strerror or "No such file or directory"
    except ValueError:
        pass
    return "No such file or directory"



def size_note(path, what: str) -> str:
    """What to add to "No such file" when a size (``6x6``) was given where a puzzle file goes: it said no more."""
    size = os.fspath(path).strip()  # (' 6x6', with its space, was told as a board of the Polyomino packing)
    if what != "puzzle file" or not re.fullmatch(r"[0-9]+[xX][0-9]+", size):
        return ""
    from .settings import spelled

    title = _NO_URLS.get()  # 'gridsat cover 6x10' was told to give "a puzz.link URL", which exact cover cannot read
    give = "a puzzle file or a puzz.link URL" if title is None else f"a puzzle file ({title} reads no URLs)"
    return f"; {size!r} is a size, not a puzzle: give {give}" + spelled(
        " (gridsat generate yinyang or dominofit --size RxC makes new ones)", "")


#: The title of the kind being read when it reads no URLs (:func:`reading_kind`), else None.
_NO_URLS: ContextVar[str | None] = ContextVar("gridsat_reads_no_urls", default=None)
#: The file endings of the kind being read (``Kind.suffixes``), looked for first by :func:`near_file`.
_SUFFIXES: ContextVar[tuple] = ContextVar("gridsat_kind_suffixes", default=())


@contextmanager
def reading_kind(kind):
    """Read a puzzle of ``kind`` inside: a size given where its file goes is told what that kind reads."""
    token = _NO_URLS.set(None if any("URL" in r for r in kind.reads) else kind.title)
    endings = _SUFFIXES.set(tuple(getattr(kind, "suffixes", ())))
    try:
        yield
    finally:
        _SUFFIXES.reset(endings)
        _NO_URLS.reset(token)


def rows_on_one_line(name: str, what: str = "") -> str | None:
    """What a missing file's ``name`` is when it is a board's rows written on one line, not a file's name: the play
    page's address form (``at=0110.1001``, ``#play=...&at=...``), rows of cells joined by ``/``, ``.``, ``,``, ``;`` or
    ``|`` (``0110/1001``, ``0110;1001``, ``0 1 / 1 0``: two or more of the same number of cells, digits, ``?``, ``.``,
    ``*`` or ``#``), or, for a position file (``what``), one row of them (``0?1``, a Sudoku's 81 cells with ``.``
    empty, as its puzzle is typed: that was still "No such file or directory"); they were "No such file or
    directory" where the same rows on several lines were told what they are (and a file's one line joined by ';' or
    '|' was told, the same typed where the file goes not).  Else None."""
    if re.search(r"(?:^|[#&?])at=[0-9a-zA-Z]+(?:\.[0-9a-zA-Z]+)+(?:&|$)", name):
        return "a position in the play page's address form ('at=' rows joined by '.')"
    for joint in "/,.;|":
        parts = [part.strip() for part in name.split(joint)]
        cells = [part.split() if " " in part else list(part) for part in parts]
        if len(parts) > 1 and all(re.fullmatch(r"[0-9?.#* ]+" if joint != "." else r"[0-9?#* ]+", part)
                                  for part in parts) and len({len(row) for row in cells}) == 1 and len(cells[0]) > 1:
            return f"{len(parts)} rows joined by {joint!r}"
    if (what == "position file" and len(name) <= 1000 and re.fullmatch(r"[0-9?#*.]{2,}", name)
            and re.search(r"[0-9?#*]", name)):
        return f"a row of {len(name)} cells"
    return None


__all__ = ["near_file", "reading_kind", "rows_on_one_line", "size_note", "unreachable"]
