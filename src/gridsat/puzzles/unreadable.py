"""What to say when no kind reads a puzzle's text, or the kind named cannot: empty text, JSON that does not
decode or names an unknown kind, a URL of a genre gridsat does not solve, a collection of one-line puzzles, a
board mask or piece file given where a puzzle goes (:mod:`.companions`), a file another kind reads."""

from __future__ import annotations

import os
import re

from ..core.errors import PuzzleInputError, shown
from ..core.memory import MemoryLimitError
from ..core.settings import spelled
from ..core.wording import POINTED_COMMAND, one_puzzle
from ..formats.sniff import (PUZZLINK_HOSTS, SCHEMED, embedded_puzzle, looks_like_html, looks_like_url, no_pages,
                             saved_page)
from .explaining import hinting_kinds
from .genres import unsolved_genre
from .headers import misspelt_header
from .kinds import REGISTRY, detect, get, url_refused
from .own_output import own_output
from .pages import page_not_read, reads

TYPE_CHECKING = False  # typing costs start-up
if TYPE_CHECKING:
    from .contract import Kind


def unreadable(text: str, source: str | None, spec: str | None = None, *, page: bool | str = False,
               batch: bool = False) -> PuzzleInputError:
    """The error to raise when no kind reads ``text`` (from ``source``): JSON that does not decode says where (line,
    column); a JSON object of an unknown ``"kind"``, or a puz.link URL of a genre gridsat does not solve, is named as
    such; so is empty text; and a file ``spec`` (as given) that is a board mask, a piece file or an edition file,
    with the command that takes it (:func:`~.companions.companion_file`; with ``page``, text sent to ``gridsat
    serve``, the page that takes it; ``"hint"``: to /api/hint)."""
    from ..formats.puzzlink import looks_like_url

    stripped = text.strip()
    if not stripped.lstrip("\ufeff").strip():  # nothing to detect a kind from: say so, not "not a puzzle"
        if POINTED_COMMAND.get() or page == "hint":  # hint, grade, /api/hint: the kinds they take (every kind was)
            kinds = "kinds with hints: " + hinting_kinds()
        else:
            kinds = "kinds: " + ", ".join(REGISTRY)
        return PuzzleInputError(f"empty input: no puzzle in it ({kinds})", source)
    if stripped.startswith("{"):
        from ..formats.json import kind_letters, load_json

        try:
            data = load_json(stripped, source)
        except PuzzleInputError as exc:
            return exc
        named = data.get("kind") if isinstance(data, dict) else None
        if isinstance(named, str) and named not in REGISTRY and kind_letters(named) not in REGISTRY:
            from .kinds import kind_hint

            return PuzzleInputError(f"unknown kind {shown(named, 46)}{kind_hint(named[:40])}; kinds: "
                                    f"{', '.join(REGISTRY)}", source)
    many, each, line = _array_of_objects(stripped, looks_like_url)
    if many:  # a collection saved as one JSON array (tests/data's): was "not a puzzle gridsat can read"; one of URLs
        where = "send one puzzle at a time" if page else (  # was told of the text after the URL on its line
            f"a file holds one puzzle; gridsat batch reads a list of puzzles, one {line} a line, from a file whose "
            "name ends in .jsonl")
        return PuzzleInputError(f"a JSON array of {many:,} {each}{'s' * (many > 1)}, not one puzzle: {where}", source)
    if (unsolved := unsolved_genre(stripped, source)) is not None:
        return unsolved
    lines = [line for line in stripped.splitlines() if line.strip()]  # (blank lines between were counted: "3 lines
    if len(lines) > 1 and all(looks_like_url(line.strip()) for line in lines[:3]):  # of URLs" of 2 URLs)
        told = one_puzzle('one URL a line', batch=batch)  # (the web's: one at a time, not "gridsat batch reads ...")
        return PuzzleInputError(f"{len(lines):,} lines of URLs: {told}", source)
    if len(lines) > 1 and all(_one_line_puzzle(line) for line in lines[:3]):  # 81-digit Sudokus (16 of 16: a board)
        from .sudoku.rules import square_board
        each = f"{len(lines):,} lines, each a puzzle: {one_puzzle(batch=batch)}"
        return PuzzleInputError(square_board(lines) or each, source)
    from ..core.grid_text import NO_COMMENTS, refuse_line_end, refuse_run_together, remark_line
    from ..formats.sniff import janko_file, percent_encoded, percent_words, sudoku_line_marks, text_after_url

    if percent_encoded(stripped) or janko_file(stripped):
        return PuzzleInputError(janko_file(stripped) or percent_words(stripped), source)
    if after := text_after_url(text):  # was "not a puzzle gridsat can read"
        return PuzzleInputError(after, source)
    from ..core.companions import companion_file

    companion = companion_file(text, spec or "", page=page) if page or (
        spec is not None and source not in ("URL", "stdin")) else None
    if companion is not None:  # a mask, a piece or an edition file: was told of comments, or 'not a puzzle'
        return PuzzleInputError(companion, source)
    remark = remark_line(list(enumerate(text.splitlines(), 1)))
    if remark is not None and (_grid_beside_remarks(text) or _read_without_remarks(text)) and not bare_grid_kinds(text):
        return PuzzleInputError(f"line {remark}, column 1: {NO_COMMENTS}", source)  # (not of rooms named '%a')
    if len(lines) > 1 and misspelt_header(lines[0]):  # 'nurikab' over a grid: was "not a puzzle gridsat can read"
        first = next(number for number, line in enumerate(text.splitlines(), 1) if line.strip())
        return PuzzleInputError(f"line {first}: {misspelt_header(lines[0])}", source)
    from .bare_grid import bare_grid, kindless_json, misread_cell, run_together
    if len(lines) == 1 and (marks := sudoku_line_marks(lines[0])):  # '5 3 0 0 7 ...' in a file was told "a hitori
        from .sudoku.rules import SudokuPuzzle  # grid with no kind named above it", '5,3,0,...' "not a puzzle"
        spaced = re.search("[,;]", lines[0]) is None
        return PuzzleInputError(SudokuPuzzle.size_problem(1, len(lines[0].split())) if spaced else marks, source)
    if (letters := run_together(text, spec, source, page=page)) is not None:  # 'AABBB' rows: was "not a puzzle"
        return PuzzleInputError(letters, source)
    if readers := bare_grid_kinds(text):  # a genre's grid typed without its first line: said "not a puzzle"
        return PuzzleInputError(bare_grid(readers, spec, source, page=page), source)
    rows = [(number, line.split()) for number, line in enumerate(text.splitlines(), 1) if line.strip()]
    try:  # a spreadsheet's rows, tabs between cells, some empty: was "not a puzzle gridsat can read"
        all(refuse_line_end(number, line, source) is None for number, line in enumerate(text.splitlines(), 1))
    except PuzzleInputError as exc:
        return exc
    cell = r"(?:[.?#A-Za-z]|\d+)?"  # a spreadsheet's grid without its genre's line: 'gridsat nurikabe' told the
    if len(rows) > 1 and all(re.fullmatch(rf"{cell}(\s*[,;]\s*{cell})+", " ".join(t)) for _, t in rows):  # commas,
        try:  # 'solve' "not a puzzle gridsat can read"
            refuse_run_together([rows], ("clues",), source)
        except PuzzleInputError as exc:
            return exc
    if _PUZZLINK_SITE.match(stripped) and "\n" not in stripped:  # its list or start page: was "not a puzzle"
        return PuzzleInputError("a puzz.link address that holds no puzzle (a list or start page): open a puzzle there "
                                "and give its address, such as https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", source)
    if SCHEMED.match(stripped):  # another site's page (Puzzle Square's...): was "not a puzzle gridsat can read"
        inside = embedded_puzzle(stripped)  # a redirect's link holding one: was "no puzz.link puzzle in it"
        return PuzzleInputError(f"a link to another page holding a puzz.link URL: {no_pages(stripped)}" if inside else
                                "a web address with no puzz.link puzzle in it: gridsat opens no web pages; give the "
                                "puzzle's puzz.link URL (such as https://puzz.link/p?nurikabe/5/5/g5k2o1k3g) or its "
                                f"text{saved_page(stripped)}", source)
    if (printed := own_output(text, source, page)) is not None:  # gridsat's own hint or answer, saved and given
        return printed  # back: was "not a puzzle gridsat can read"
    from .input_checks import file_name_error, sudoku_rows_problem

    sudoku = sudoku_rows_problem(stripped)
    if sudoku is not None:  # 9 lines of 9 digits, one short: was "not a puzzle gridsat can read"; with spaces,
        # mended, Nurikabe, Hitori and Shikaku read them too ("no kind named above it"): the header line said
        named = "; a line 'sudoku' above the rows names its kind" if re.search(r"[0-9.] +[0-9.]", stripped) else ""
        return PuzzleInputError(f"{sudoku} (read as a Sudoku{named})", source)
    named = file_name_error(stripped)
    if named is not None:  # a file's name sent without a kind (a web request): was "not a puzzle"; with one, said so
        return PuzzleInputError(named.problem, source)
    word = None if page else own_word(stripped, source)
    if word is not None:  # a date or a board in a file, a batch line: was "not a puzzle" (named kinds said what)
        return word
    if (misread := misread_cell(text)) is not None:  # a grid with a bad cell: was "not a puzzle gridsat can read"
        return PuzzleInputError(misread, source)
    if (kindless := kindless_json(stripped, spec, source, page=page)) is not None:  # was "not a puzzle gridsat ..."
        return PuzzleInputError(kindless, source)
    cover = _bare_cover(text, spec, page) or _urls_among_words(text)
    return PuzzleInputError(f"not a puzzle gridsat can read (kinds: {', '.join(REGISTRY)}){cover}", source)


def _array_of_objects(stripped: str, url) -> tuple:
    """``(how many, "object" or "URL", how a line of a collection holds one)`` when ``stripped`` is a JSON array of
    objects only or of URLs only (strings ``url(item)`` says are), else ``(0, "", "")``."""
    import json  # (here: a kind's plain read imports this module, and json costs its start-up a tenth)

    try:
        data = json.loads(stripped) if stripped.startswith("[") else None
    except (ValueError, RecursionError):
        return 0, "", ""
    objects, urls = (data and all(isinstance(i, dict) for i in data)), (data and all(
        isinstance(i, str) and url(i.strip()) for i in data))
    return (len(data), "object", "JSON object") if objects else (len(data), "URL", "URL") if urls else (0, "", "")


def own_word(word: str, source: str | None) -> PuzzleInputError | None:
    """The reader's own error for ``word`` when a kind says it is one of its command-line words (a calendar's
    date, a packing's board or piece set: "'6x10' is a board, not a packing puzzle file (JSON): ... as a puzzle
    file (for hint, grade or batch): {...}"), else None."""
    if not word or len(word) > 40 or "\n" in word or word.startswith(("{", "[", '"')):
        return None
    for name in REGISTRY:
        try:
            get(name).parse(word, source)
        except PuzzleInputError as exc:
            if exc.own is not None:
                return exc
        except Exception:  # noqa: BLE001 -- a reader's own fault is not this pointer's to report
            continue
    return None


def another_kinds_word(spec: str, kind: str) -> PuzzleInputError | None:
    """For a ``spec`` naming no file, given to ``kind``: the error naming another kind's own word it is, and that
    kind's command (``gridsat nurikabe weekday`` said only "cannot read puzzle file: No such file", where ``solve``
    names the calendar's edition); None when it is no other kind's word, or a board's size (told of sizes)."""
    from ..core.files import looks_like_path  # (not at import: the fast commands load no pathlib)

    found = None if not isinstance(spec, str) or looks_like_path(spec) else own_word(spec, spec)
    if found is None or found.own.kind == kind or found.own.option == "board" and re.match(r"\s*\d+[xX]\d+\s*$", spec):
        return None  # (a named board, '8x8-centre' to nurikabe, was "No such file" alone: sizes are told of sizes)
    own = found.own
    word = own.word  # the word as the kind reads it: ' pentominoes' was offered as pieces=' pentominoes', refused
    if own.why is not None:
        return PuzzleInputError(f"no such file; {word!r} is {own.what} ({own.why})", spec, own=own)
    given = [] if own.option is None else [(own.option, word)] + [  # and what the word needs beside it: a piece
        (k, v) for k, v in (own.puzzle or {}).items() if k not in ("kind", own.option)]  # set's board ('nurikabe
    # tetrominoes' was offered 'gridsat pack --pieces tetrominoes', refused: the default board is 6x10)
    command = spelled(f"gridsat {own.kind} " + (" ".join(f"--{k} {v}" for k, v in given) if given else word),
                      f"kind={own.kind!r}" + ("" if own.option is None else " with " + ", ".join(
                          f"{k}={v!r}" for k, v in given)))
    return PuzzleInputError(f"no such file; {word!r} is {own.what} of the {get(own.kind).title}: {command}", spec,
                            own=own)  # (the web says it in its words, from ``own``)


def read_argument(kind, argument: str, settings: dict):
    """``kind.read(argument, **settings)``, a missing file that is another kind's word told so (it was "cannot
    read puzzle file: No such file or directory")."""
    from ..core.errors import MissingFile

    try:
        return kind.read(argument, **settings)
    except MissingFile as exc:
        raise another_kinds_word(argument, kind.name) or exc from None


#: A puzz.link puzzle's address inside other text (a sentence or a message it was pasted from).
_URL_AMONG_WORDS = re.compile(rf"""(?i)(?:https?://)?(?:www\.)?{PUZZLINK_HOSTS}/p(?:\.html)?\?[^\s"'<>]+""")


def _urls_among_words(text: str) -> str:
    """What a text holding puzz.link addresses among other words is told after "not a puzzle": the address to give
    alone ('Here is my puzzle: https://puzz.link/p?...' was told only "not a puzzle")."""
    section = re.match(r"\s*\[[A-Za-z][\w .-]*\]\s*\n", text.lstrip("\ufeff"))  # '[InternetShortcut]' of a .url
    if len(text) > 200_000 or text.lstrip().startswith(("{", "[")) and not section:  # shortcut: no JSON (it was told
        return ""  # "not a puzzle" alone); JSON: its own reader names what is wrong
    from ..core.errors import counted

    links = list(dict.fromkeys(m.group(0).rstrip(".,;:!?)]") for m in _URL_AMONG_WORDS.finditer(text)))
    if not links or not _URL_AMONG_WORDS.sub(" ", text).strip():  # a URL alone: its reader names what is wrong
        return ""
    first = links[0] if len(links[0]) <= 200 else links[0][:200] + "..."
    alone = "the URL alone" if len(links) == 1 else "one of them alone"
    return f"; it holds {counted(len(links), 'puzz.link URL')} among other words: give {alone} ('{first}')"


def _bare_cover(text: str, spec: str | None, page: bool = False) -> str:
    """What a file in Knuth's exact-cover format without its ``|`` (items, then an option a line: a bare list of
    words no kind claims from its content) is told after "not a puzzle": the command that reads it (a newcomer's
    ``x.txt`` of items and options was told only "not a puzzle gridsat can read")."""
    if (spec is None and not page) or len(text) > 200_000 or "\n" not in text.strip():
        return ""
    from .cover.io import parse_cover

    try:
        from .cover.kind import box_drawing

        if not (problem := parse_cover(text)).options or box_drawing(problem):  # a framed grid: its box lines
            return ""
    except PuzzleInputError:
        return ""
    said = "; if it is an exact cover in Knuth's format (items, then an option a line): "
    if page:
        return said + "choose Exact cover under Kind"
    from ..core.wording import in_collection_line

    if in_collection_line():  # the line's text was offered as a file to run 'gridsat cover' on, or to rename .dlx
        return said + 'write the line as {"kind": "cover", "puzzle": ...}'
    import shlex  # a command to paste: a name with a space quoted

    shown = shlex.quote(spec) if len(spec) < 80 else spec[:77] + "..."
    named = "" if spec == "-" else ", or name the file .dlx"
    return (said + spelled(f"gridsat cover {shown}{named}", f"read it with kind='cover'{named}"))


#: An address of puzz.link or a mirror of it (a puzzle's is ``.../p?GENRE/...``, read before this is looked at).
_PUZZLINK_SITE = re.compile(rf"(?i)^(https?://)?(www\.)?{PUZZLINK_HOSTS}(/|$)")

#: Longest text whose readers are looked for when no kind is named (each grid genre's reader tries it).
BARE_GRID_CHARS = 20_000


def bare_grid_kinds(text: str) -> list:
    """The names of the grid genres whose reader takes ``text`` once told the kind: a text grid without the line naming
    its genre (``nurikabe``) above it, which no kind detects.  Empty for a text longer than :data:`BARE_GRID_CHARS`,
    of one word, or holding words (the grids' symbols are digits, signs and letters alone).  A one-row grid counts
    (``2 . .``: it was told "not a puzzle gridsat can read", where ``gridsat nurikabe`` read it)."""
    rows = [line for line in text.splitlines() if line.strip()]
    if (len(text) > BARE_GRID_CHARS or not rows or (len(rows) < 2 and len(rows[0].split()) < 2)  # prose, a word,
            or not _grid_beside_remarks(text) or len(rows) > 1 and all(map(_one_line_puzzle, rows[:3]))):  # puzzles
        return []
    import warnings

    found = []
    for name in REGISTRY:
        kind = get(name)
        if kind.genre_line is None:  # its text is no grid (JSON, a DLX file)
            continue
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                kind.parse(f"{name}\n{text}" if kind.genre_line else text, "puzzle")  # (Domino Fit's board without
        except (PuzzleInputError, ValueError, TypeError):  # its line was "not a puzzle gridsat can read")
            continue
        found.append(name)
    return found


def _read_without_remarks(text: str) -> bool:
    """Whether a kind reads ``text`` once its ``#`` remark lines are taken out: a genre's header (a word) under
    ``# my puzzle`` hid the grid below it, and ``gridsat solve`` said "not a puzzle gridsat can read" where
    ``gridsat lightup`` named the comment."""
    if len(text) > BARE_GRID_CHARS:
        return False
    from ..core.grid_text import remark_line

    kept = [line for number, line in enumerate(text.splitlines(), 1) if remark_line([(number, line)]) is None]
    try:
        return detect("\n".join(kept) + "\n") is not None
    except (PuzzleInputError, ValueError, TypeError, RecursionError):
        return False


def _one_line_puzzle(line: str) -> bool:
    """Whether ``line`` alone is a puzzle some kind detects that is no JSON object (a Sudoku's 81 digits)."""
    line = line.strip()
    return bool(line) and not line.startswith("{") and any(get(name).detect(line) for name in REGISTRY)


def _grid_beside_remarks(text: str) -> bool:
    """True when the lines of ``text`` that are no ``#`` (or ``%``) remark look like a grid's rows (no word of three
    letters or more): a README's prose was told 'comments are not supported in a text grid'."""
    rows = [line for line in text.splitlines() if line.strip() and not line.lstrip().startswith(("#", "%"))]
    return bool(rows) and not any(re.search(r"[^\W\d_]{3}", line) for line in rows)


def _not(kind) -> str:  # what another kind's puzzle is not: 'Yin-Yang', 'a Calendar puzzle' (was 'not Calendar puzzle')
    return f"a {kind.title}" if kind.title.lower().endswith("puzzle") else kind.title


def elsewhere(exc: PuzzleInputError, text: str, spec: str, kind: Kind, *, page: bool = False,
              record: bool = False) -> PuzzleInputError:
    """``exc`` (``kind`` could not read ``text``), or, when another kind
    recognises the text, a one-line pointer to that kind's command (with
    ``page``, to its page of ``gridsat serve``); a URL of a genre no kind
    solves is named as such.  With ``record``, ``kind`` is a puzzle record's "kind": that field is named (a
    Slitherlink URL in a record of kind sudoku said "URL is a 'slither' puzzle, not sudoku", puzz.link's name)."""
    if isinstance(exc, MemoryLimitError):  # refused before it was read or built: 12 s of other kinds' detection
        return exc  # read a 31 MB file the limit of 0.1 GB refused, with 0.2 GB held
    try:
        other = detect(text)
    except TypeError:
        other = None
    if (unread := page_not_read(text, kind, exc)) is not None and (other in (None, kind) or not reads(other, text)):
        return unread
    if other is None or other is kind or not other.detect(text):
        if other is None:  # 'starbattle KAKURO-URL' said "URL is a 'kakuro' puzzle, not starbattle"
            where = "puzzle" if page else "URL" if exc.where in (None, "", kind.title) else exc.where
            unsolved = unsolved_genre(text, where)  # (a page's field is 'puzzle', as when no kind is named)
            if unsolved is not None:
                return unsolved
            if (no_url := url_refused(text, kind, where)) is not None:
                return no_url
            if (printed := own_output(text, "puzzle" if page else exc.where, page)) is not None:  # 'nurikabe
                return printed  # HINT.txt' was "line 1: ... is cells separated by commas", 'nurikabe ANSWER.txt'
                # "line 2: 4 cells, expected 3" (given no kind each was told what it is)
            urls = [line for line in text.strip().splitlines() if line.strip()]  # 'cover TWO-URLS.txt' was "item
            if len(urls) > 1 and "URL" not in exc.problem and all(looks_like_url(u.strip()) for u in urls[:3]):
                return PuzzleInputError(f"{len(urls):,} lines of URLs: {one_puzzle('one URL a line')}", re.sub(
                    r"(^|: )line \d+(, column \d+)?$", "", exc.where or "") or None)  # 'https://..' contains ':'"
        from ..core.companions import companion_file

        companion = companion_file(text, spec, page=page) if other is None else None  # 'pack MASK-FILE'
        if companion is None and other is None:  # 'yinyang KNUTH.txt' was told "symbol 'a' is not 0 (empty)"
            cover = _bare_cover(text, spec) if kind.name != "cover" and not page else ""  # (a URL among
            if not cover and "URL" not in exc.problem:  # (one naming the URL already says what to do with it)
                cover = _urls_among_words(text)  # words: "'https://puzz'... is too long for a cell", told to cover and
                # a page too: 'cover URL-AND-WORDS' was only "item 'https://...' contains ':' (Knuth's multiplicities"
            if cover:
                return PuzzleInputError(exc.problem + cover, exc.where)
        return exc if companion is None else PuzzleInputError(companion, exc.where or os.path.basename(spec) or None)
    from ..core.grid_text import SPACES

    if SPACES in exc.problem and other.name != "cover" and not looks_like_html(text):  # 'hitori' on rows '1114':
        return exc  # told of its spaces, not sent to 'gridsat sudoku' (a Yin-Yang page's HTML: not of semicolons)
    try:  # a pointer to a command that refuses it too was no help: 'dominofit' on {"kind": "pack", DOMINO FIT}
        broken = other.parse(text, exc.where or "puzzle") and None
    except PuzzleInputError as refused:  # 'lightup BROKEN-NURIKABE-URL' was "URL is a 'nurikabe' puzzle, not
        bare = text.strip()  # lightup" (puzz.link's name, no kind's); a JSON array holding one keeps its words
        if "\n" in bare or bare.startswith(("[", "{")) or not looks_like_url(bare):
            return exc
        broken = f", and does not read as one either: {refused.problem}"
    import shlex  # a URL's '?' is a pattern to zsh: the command given is one to paste, so it is quoted

    shown = shlex.quote(spec) if len(spec) <= 100 else spec[:77] + "..."  # (a Sudoku line is 81)
    article = "an" if other.title[:1].lower() in "aeiou" else "a"
    noun = "" if other.title.lower().endswith("puzzle") else " puzzle"  # not 'a Calendar puzzle puzzle'
    where = exc.where or None  # the file, if any: the message names the kinds itself
    if where == "URL" or page and where == "puzzle":  # "this" is the URL or the puzzle sent: not named again
        where = None
    if where == kind.title or (where or "").endswith(f": {kind.title}"):
        where = where[:-len(kind.title)].rstrip(": ") or None
    command, said = POINTED_COMMAND.get(), ""
    if command and not page and not other.explains:  # 'hint DLX --kind yinyang' was sent to 'gridsat hint DLX',
        command = None  # which refuses it in turn: a kind without hints is pointed to its own command
        said = f", and {other.title} has no hints or grades yet"
    if broken:
        return PuzzleInputError(f"this looks like {article} {other.title}{noun}, not {_not(kind)}{broken}", where)
    if record:
        return PuzzleInputError(f"this looks like {article} {other.title}{noun}, not {_not(kind)} (the record's kind): "
                                f"make its \"kind\" {other.name!r}, or leave it out", where)
    go = f"its page is /puzzle/{other.name}" if page else spelled(
        f"gridsat {command or other.name} {shown}" + (" solves it" if said else ""),
        f"read it with kind={other.name!r} (or kind=None)")
    return PuzzleInputError(f"this looks like {article} {other.title}{noun}, not {_not(kind)}{said}: {go}", where)


__all__ = ["bare_grid_kinds", "elsewhere", "unreadable"]
