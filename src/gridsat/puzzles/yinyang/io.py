"""Reading Yin-Yang puzzles: text grids, puzz.link URLs, pzprv3 files and
puzzle-yin-yang.com HTML pages (writers: :class:`.rules.YinYangPuzzle`'s
``to_text`` / ``to_url`` / ``to_pzprv3``)."""

from __future__ import annotations

import functools
import re

from ...core.board import MAX_SIDE
from ...core.errors import PuzzleInputError, counted, shown, quoted
from ...core.grid_text import NO_COMMENTS
from ...core.grid import as_rows
from ...formats.sniff import json_not_object
from ..arguments import argument_types
from ..own_output import told_own_output
from .rules import BLACK, COLOUR_NAMES, WHITE, YinYangPuzzle

#: Input formats :func:`parse` understands.
FORMATS = ("text", "url", "pzprv3", "html")

#: How much of a text its format is judged on (the reader checks all of it).
DETECT_BYTES = 65536

#: What the text grid's symbols mean in a puzzle (the givens), in a player's position and in an answer; the
#: messages name them so: a position's '2' is a black cell, not a black circle.
PUZZLE_SYMBOLS = "0 (empty), 1 (white circle) or 2 (black circle)"
POSITION_SYMBOLS = "0 (undecided), 1 (white) or 2 (black)"
ANSWER_SYMBOLS = "1 (white) or 2 (black)"


@argument_types(text="text", source="text", symbols="text")
def parse_text_grid(text: str, *, source: str = "text", symbols: str = PUZZLE_SYMBOLS) -> list:
    """Rows of ints from the text grid format: one row per line, cells 0/1/2
    separated by white space (a line without white space is read one
    character per cell); blank lines at the start and end are ignored.
    ``symbols`` is what the messages say the cells mean (:data:`PUZZLE_SYMBOLS`,
    :data:`POSITION_SYMBOLS`, :data:`ANSWER_SYMBOLS`).

    Raises:
        PuzzleInputError: no rows, ragged rows, or a symbol other than 0/1/2
            (naming line and column).
    """
    lines = text.splitlines()
    first = next((i for i, ln in enumerate(lines) if ln.strip()), None)
    if first is not None and _named(lines[first]):  # a first line naming the kind, as the other grids have
        first = next((i for i, ln in enumerate(lines) if ln.strip() and i > first), None)
    elif first is not None:  # 'nurikabe' over the rows was "line 1, column 1: symbol 'n' is not 0 (empty), ..."
        from ..headers import refuse_other_genre

        refuse_other_genre(first + 1, lines[first], "yinyang", source, position=symbols == POSITION_SYMBOLS)
        words = lines[first].lower().split()
        if words[0] in ("yinyang", "yin-yang") or words[:2] == ["yin", "yang"]:  # 'yinyang 3' was "line 1, column
            raise PuzzleInputError(f"line {first + 1}: {shown(lines[first].strip(), 42)} is not a header line: "
                                   "a header line is exactly 'yinyang'", source)  # 1: symbol 'yinyang' is not 0 ..."
    if first is None:
        raise PuzzleInputError(f"no grid rows (expected lines of {symbols})", source)
    last = max(i for i, ln in enumerate(lines) if ln.strip())
    if last - first + 1 > MAX_SIDE:  # refused before reading millions of cells
        raise PuzzleInputError(f"the grid has {last - first + 1:,} rows; at most {MAX_SIDE} per side", source)
    rows, width, width_line = [], None, None
    for i in range(first, last + 1):
        line = lines[i].strip()
        if not line:
            from ..headers import refuse_grids_alike, refuse_second_puzzle  # 'yinyang' heading a second grid

            refuse_second_puzzle([(k + 1, lines[k]) for k in range(i + 1, last + 1)], source)
            refuse_grids_alike(_blocks(lines, first, last), 1, source)  # generate --count 3's: "line 9 is empty"
            raise PuzzleInputError(f"line {i + 1} is empty inside the grid", source)
        tokens = line.split() if re.search(r"\s", line) else list(line)
        if len(tokens) > MAX_SIDE:
            raise PuzzleInputError(f"line {i + 1} has {len(tokens):,} cells; at most {MAX_SIDE} per side", source)
        row = []
        for j, tok in enumerate(tokens, start=1):
            if tok.startswith(("#", "%")):  # a remark after the row's cells (all 0/1/2 so far), or a line of its own
                raise PuzzleInputError(f"line {i + 1}, column {lines[i].index(tok[0]) + 1}: {NO_COMMENTS}", source)
            if tok not in ("0", "1", "2") and tok.strip(",;") != tok and tok.strip(",;") in ("", "0", "1", "2"):
                by = "commas" if "," in tok else "semicolons"  # a CSV was "symbol ',' is not 0 (empty), ..."
                raise PuzzleInputError(f"line {i + 1}: cells separated by {by}: write a row's cells together or "
                                       f"separated by spaces ({shown(' '.join(ch for ch in line if ch in '012'))})",
                                       source)
            if tok not in ("0", "1", "2"):
                from ..headers import refuse_second_puzzle

                refuse_second_puzzle([(i + 1, lines[i])], source)  # 'yinyang' over a second grid: "symbol 'y'"
                raise PuzzleInputError(f"line {i + 1}, column {j}: symbol {shown(tok)} is not {symbols}", source)
            row.append(int(tok))
        if width is None:
            width, width_line = len(row), i + 1
        elif len(row) != width:
            raise PuzzleInputError(f"ragged rows: line {i + 1} has {counted(len(row), 'cell')}, line {width_line} "
                                   f"has {width:,}", source)
        rows.append(row)
    return rows


def _blocks(lines: list, first: int, last: int) -> list:
    """The rows from ``first`` to ``last`` split at blank lines: ``[[(number, cells)], ...]``."""
    blocks, current = [], []
    for i in range(first, last + 1):
        line = lines[i].strip()
        if line:
            current.append((i + 1, line.split() if re.search(r"\s", line) else list(line)))
        elif current:
            blocks.append(current)
            current = []
    return blocks + [current] * bool(current)


def _named(line: str) -> bool:
    """Is ``line`` a text grid's first line naming its kind ('yinyang', as every puzz.link genre's text grid
    begins with its kind's name: such a file was refused as "line 1, column 1: symbol 'y'")?"""
    return " ".join(line.lower().split()) in ("yinyang", "yin-yang", "yin yang")  # "Yin Yang" was read as a cell


@argument_types(text="text")
def detect_format(text: str) -> str | None:
    """``"url"``, ``"pzprv3"``, ``"html"`` or ``"text"`` for text in a format
    :func:`parse` reads, else None (judged by shape, not validated)."""
    from ...formats.sniff import is_pzprv3, looks_like_html, looks_like_url

    stripped = text.strip()
    if not stripped:
        return None
    if is_pzprv3(stripped):
        return "pzprv3"
    if "\n" not in stripped and looks_like_url(stripped):
        return "url"
    if looks_like_html(stripped):
        return "html"
    sample = stripped[:DETECT_BYTES].rsplit("\n", 1)[0] if len(stripped) > DETECT_BYTES else stripped
    if _named(sample.split("\n", 1)[0]):  # the kind named above the grid: its reader names what is wrong below
        return "text"  # ('. W . B' under 'yinyang' was "not a puzzle gridsat can read" to gridsat solve)
    if all(set(tok) <= set("012") for tok in sample.split()):  # judged on the start: the reader checks the rest
        return "text"
    return None


@functools.partial(told_own_output, at=0)  # an answer gridsat drew, given back, said so
@argument_types(name="name", fmt="name")
def parse(text: str, *, fmt: str | None = None, source: str = "puzzle", name: str | None = None) -> YinYangPuzzle:
    """A :class:`YinYangPuzzle` from text in any supported format.

    Args:
        text: a text grid, a puzz.link URL, a pzprv3 file or puzzle-yin-yang.com HTML.
        fmt: one of :data:`FORMATS`, or None to detect it.
        source: where the text came from (for messages).
        name: puzzle name (default: ``source``).

    Raises:
        PuzzleInputError: unknown format, a URL/pzprv3 of another puzzle
            kind, or any error of the format's reader.
        TypeError: ``text`` not a string, ``fmt`` or ``name`` neither a string nor None.
    """
    from ..arguments import check_text

    check_text(text, source)
    text = text.lstrip("\ufeff")  # a byte-order mark some editors add
    if fmt is None:
        fmt = detect_format(text)
        if fmt is None:
            if not text.strip():
                raise PuzzleInputError("empty input (expected a text grid of 0/1/2, a puzz.link URL, "
                                       "a pzprv3 file or puzzle-yin-yang.com HTML)", source)
            fmt = "text"  # the text reader names the first bad symbol
    elif fmt not in FORMATS:
        raise PuzzleInputError(f"fmt must be one of {', '.join(FORMATS)} (None: detected), got {quoted(fmt)}")
    elif (found := detect_format(text)) not in (None, fmt):
        try:
            return _read(text, fmt, source, name)
        except PuzzleInputError:  # a URL read as html was told "give one's URL instead" (the URL it was)
            raise PuzzleInputError(f"read as {fmt} (the format asked), this is no Yin-Yang puzzle; it looks like "
                                   f"{_FORMAT_WORDS[found]}: ask for {found}, or leave the format out",
                                   source) from None
    return _read(text, fmt, source, name)


#: What each format is, as a message names it.
_FORMAT_WORDS = {"url": "a puzz.link URL", "pzprv3": "a pzprv3 file", "html": "a web page",
                 "text": "a text grid"}


def _read(text: str, fmt: str, source: str, name: str | None) -> YinYangPuzzle:
    """:func:`parse` of ``text`` in the format ``fmt``."""
    from ...formats.sniff import janko_file, percent_encoded, percent_words, text_after_url
    from ..input_checks import file_name_error

    where = "Yin-Yang" if source in ("URL", "stdin", "puzzle") else source
    if fmt == "text" and janko_file(text):  # not "line 1, column 1: symbol 'b'" (of 'begin')
        raise PuzzleInputError(janko_file(text), where)
    if fmt == "text" and (named := file_name_error(text)) is not None:  # piped or in a record: it was "line 1,
        raise named if source == "puzzle" else PuzzleInputError(named.problem, source)  # column 1: symbol 'x'"
    if fmt in ("url", "text") and text_after_url(text):  # not "line 1, column 1: symbol 'h'" of a text grid,
        raise PuzzleInputError(text_after_url(text), where)  # nor "not a puzz.link URL" for "URL x"
    if fmt in ("url", "text") and percent_encoded(text):  # not "URL query 'yinyang%2F5...' needs kind/cols/rows"
        raise PuzzleInputError(percent_words(text), where)
    if fmt == "text" and (text.lstrip()[:1] in ("{", "[") or json_not_object(text, source)):
        # JSON, not a grid: read as a record, or said so
        return _from_json(text, source, name)
    if fmt == "text":
        rows = parse_text_grid(text, source=source)
    elif fmt == "url":
        from ...formats.puzzlink import decode_ternary, parse_url

        try:
            link = parse_url(text, max_side=MAX_SIDE)
            if link.kind != "yinyang":
                from ..genres import url_not_kind  # 'yin-yang' said only "not yinyang"

                raise PuzzleInputError(url_not_kind(link.kind, "yinyang"))
            link.check_flags({}, "Yin-Yang")
            values = decode_ternary(link.body, link.rows * link.cols)
        except PuzzleInputError as exc:  # one prefix naming the genre (and the file, if any): not "URL: URL body"
            named = source not in ("URL", "stdin", "puzzle")
            raise exc.at(f"{source}: Yin-Yang" if named else "Yin-Yang") from None
        rows = as_rows(values, link.rows, link.cols)
    elif fmt == "pzprv3":
        from ...formats.pzprv3 import genre_of, read_pzprv3
        from ..genres import only_yinyang
        from ...formats.sniff import is_pzprv3

        # before its version: a pzprv3.1 Slitherlink is told its genre (a text grid's second row is no genre)
        if is_pzprv3(text) and genre_of(text) != "yinyang":  # (a blank genre line too: it was read as Yin-Yang's)
            raise PuzzleInputError(only_yinyang(text), source)
        pz = read_pzprv3(text, source=source, max_side=MAX_SIDE)
        rows = []
        for r, row in enumerate(pz.question, start=1):
            out = []
            for c, tok in enumerate(row, start=1):
                if tok not in (".", "1", "2"):
                    raise PuzzleInputError(f"{pz.where('question', r, c)}: {tok!r} is not '.', '1' or '2'", source)
                out.append(0 if tok == "." else int(tok))
            rows.append(out)
        saved = _saved_rows(pz, rows, source) if pz.answer is not None else None
        return YinYangPuzzle(tuple(tuple(r) for r in rows), name or source, saved=saved)
    else:
        from ...formats.html import PageBoard, extract_board

        page = PageBoard("Yin-Yang", "puzzle-yin-yang.com", {"W": WHITE, "B": BLACK},
                         {"cell-0": WHITE, "cell-1": BLACK}, {WHITE: "white", BLACK: "black"})
        rows = extract_board(text, page, source=source)
    return YinYangPuzzle(tuple(tuple(r) for r in rows), name or source)


def _saved_rows(pz, givens: list, source: str) -> tuple | None:
    """A pzprv3 file's answer rows (a player's work as puzz.link's editor saves it: ``1`` white, ``2`` black,
    ``.`` or ``+`` undecided) with the givens, or None when they decide no cell beyond the givens (they were
    read as nothing, neither a position for a hint nor checked).

    Raises:
        PuzzleInputError: another token, or a colour against a given circle (naming the row and column).
    """
    out = []
    for r, (row, given) in enumerate(zip(pz.answer, givens), start=1):
        cells = []
        for c, (tok, g) in enumerate(zip(row, given), start=1):
            if tok not in (".", "+", "1", "2"):
                raise PuzzleInputError(f"{pz.where('answer', r, c)}: {shown(tok, 20)} is not '.' or '+' (undecided), "
                                       "'1' (white) or '2' (black)", source)
            v = 0 if tok in ".+" else int(tok)
            if g and v and v != g:
                raise PuzzleInputError(f"{pz.where('answer', r, c)}: {tok} ({COLOUR_NAMES[v]}) on a given "
                                       f"{COLOUR_NAMES[g]} circle", source)
            cells.append(v or g)
        out.append(tuple(cells))
    decided = any(v and not g for row, given in zip(out, givens) for v, g in zip(row, given))
    return tuple(out) if decided else None


def _from_json(text: str, source: str, name: str | None) -> YinYangPuzzle:
    """The puzzle of a generated puzzle's JSON record (``gridsat generate
    yinyang --json``: ``{"kind": "yinyang", "puzzle": TEXT, ...}``).

    Raises:
        PuzzleInputError: other JSON, saying what Yin-Yang reads.
    """
    from ...formats.json import load_json

    from ...core.records import check_not_result

    data = load_json(text, source)
    check_not_result(data, source)  # its own --json result given back: said as such, not "reads only as a record"
    from ..genres import kind_spelt

    if isinstance(data, dict) and kind_spelt(data.get("kind", "yinyang")) == "yinyang" \
            and isinstance(data.get("puzzle"), str) and data["puzzle"].lstrip()[:1] not in ("{", "["):
        return parse(data["puzzle"], source=source, name=name)
    raise PuzzleInputError('this is JSON, which Yin-Yang reads only as a generated puzzle\'s record ({"kind": '
                           '"yinyang", "puzzle": TEXT GRID OR URL}); give a text grid (rows of 0 empty, 1 white '
                           "circle, 2 black circle), a puzz.link URL, a pzprv3 file or puzzle-yin-yang.com HTML",
                           source)


@argument_types(fmt="name")
def read_puzzle(spec: str, *, fmt: str | None = None) -> YinYangPuzzle:
    """A puzzle from ``spec``: ``-`` (standard input), a URL, or a file path; ``fmt`` as :func:`parse` takes it.

    Raises:
        PuzzleInputError: unreadable file, no such file, or a parse error.
        TypeError: ``spec`` not a path, ``fmt`` neither a string nor None (0 was read as "url" for a URL).
    """
    from ...core.reading import read_puzzle_text

    text, source = read_puzzle_text(spec)
    if source == "URL":
        # titled as a genre's from a URL
        return parse(text, fmt="url" if fmt is None else fmt, source="URL", name="Yin-Yang")
    from ..kinds import get
    from ..pasted import pasted_sudoku

    pasted_sudoku(get("yinyang"), source, text)  # a line of 0s pasted was a one-row grid
    return parse(text, fmt=fmt, source=source, name=source.rsplit(".", 1)[0] if source != "stdin" else "Yin-Yang")


@argument_types(text="text", puzzle=YinYangPuzzle, source="text")
def read_answer(text: str, puzzle: YinYangPuzzle, *, source: str = "answer") -> list:
    """An answer grid (rows of 1/2) in the text format, sized like ``puzzle``.

    Raises:
        TypeError: ``text`` or ``source`` not a string, ``puzzle`` not a :class:`YinYangPuzzle`.
        PuzzleInputError: bad symbol, ragged rows, a 0, or a size mismatch.
    """
    rows = parse_text_grid(text, source=source)
    if len(rows) != puzzle.rows or len(rows[0]) != puzzle.cols:
        raise PuzzleInputError(f"answer is {len(rows)}x{len(rows[0])}, puzzle is {puzzle.rows}x{puzzle.cols}",
                               source)
    for r, row in enumerate(rows, start=1):
        if 0 in row:
            raise PuzzleInputError(f"row {r}, column {row.index(0) + 1}: an answer cell must be 1 or 2", source)
    return rows


@argument_types(text="text")
def detect(text: str) -> bool:
    """Is ``text`` a Yin-Yang puzzle in a format :func:`parse` reads?

    True for a URL naming the yinyang genre (its body is checked when read),
    a yinyang pzprv3 file, a puzzle-yin-yang.com page (a
    ``task`` string or cell divs, and the page names Yin-Yang somewhere, so
    pages of the site's sister puzzles are not taken), or a rectangular text
    grid of 0/1/2 with at least two rows.  Judged without raising.
    """
    fmt = detect_format(text)
    if fmt is None:
        return False
    if fmt == "html" and "yin" not in text.lower():
        return False
    if fmt == "text" and len([ln for ln in text.splitlines() if ln.strip() and not _named(ln)]) < 2:
        return False
    if fmt == "url":  # a URL names its genre: a bad body is then this reader's to name
        from ...formats.puzzlink import url_genre

        return url_genre(text.strip()) == "yinyang"
    try:
        parse(text, fmt=fmt)
    except PuzzleInputError:
        return False
    return True


__all__ = ["FORMATS", "detect", "detect_format", "parse", "parse_text_grid", "read_answer", "read_puzzle"]
