"""Telling the shared formats apart by their shape, without reading them:
the tests a kind's format detection runs on every puzzle it is given.  They
live apart from the readers (:mod:`~gridsat.formats.puzzlink`,
:mod:`~gridsat.formats.pzprv3`, :mod:`~gridsat.formats.html`), which
re-export them, so that solving a plain text file does not import those
readers, their records and their patterns."""

from __future__ import annotations

import functools
import re

#: A puzz.link-style URL: an optional scheme, a path, a ``?query`` (group 1)
#: and an optional ``#fragment``, on one line.
#: The hosts of puzz.link's puzzles (a pattern): puzz.link, its older pzv.jp and the pzprxs mirror.
PUZZLINK_HOSTS = r"(?:puzz\.link|pzv\.jp|pzprxs\.vercel\.app)"

URL = re.compile(r"^\s*(?:[a-z][a-z0-9+.-]*://)?[^?\s]*\?([^\s#]*)(?:#\S*)?\s*$", re.IGNORECASE)


#: One word starting with a web address's scheme (``http://``, ``https://``): a URL whatever follows.
SCHEMED = re.compile(r"^\s*https?://\S+\s*$", re.IGNORECASE)

#: How a puzz.link puzzle's address goes on, and what to give instead of another site's page: one wording for
#: `gridsat solve` and a kind's own reader (`gridsat yinyang` of a puzzle-yin-yang.com address said "URL query
#: 'size=1' needs kind/cols/rows/body").
PUZZLE_ADDRESS = "a puzzle's address ends ?GENRE/COLS/ROWS/CLUES"
NO_PAGES = ("gridsat opens no web pages: give the puzzle's puzz.link URL (such as "
            "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g) or its text")


def no_pages(text: str) -> str:
    """:data:`NO_PAGES`, and :func:`saved_page` of ``text``; for a link that carries a puzz.link URL inside it
    (a search engine's or mail's redirect, ``https://www.google.com/url?q=https://puzz.link/p?...&sa=D``), that
    URL to give instead (it was told "a web address with no puzz.link puzzle in it")."""
    inner = embedded_puzzle(text)
    if inner is not None:
        return f"gridsat opens no web pages: give the puzz.link URL inside it alone, {inner}"
    return NO_PAGES + saved_page(text)


def embedded_puzzle(text: str) -> str | None:
    """The puzz.link puzzle URL written inside another address (up to the next ``&``), or None."""
    m = re.search(rf"(?i)(?<=[=?&])(https?://)?(www\.)?{PUZZLINK_HOSTS}/p(\.html)?\?[^&\s#]+", text.strip())
    return m.group(0) if m and "\n" not in text.strip() else None


def saved_page(text: str) -> str:
    """For a puzzle-yin-yang.com address, whose page gridsat reads once saved, how (it was told only to give a
    puzz.link URL, which the site does not have); for a Kanpen address puzz.link exports, where its own URL is;
    else ``""``."""
    if re.match(r"(?i)^\s*(https?://)?(www\.)?puzzle-yin-yang\.com(/|\?|$)", text):
        return ("; a puzzle-yin-yang.com page is read from its HTML: save the page (Ctrl-S) and give the file, "
                "gridsat yinyang PAGE.html")
    if re.match(r"(?i)^\s*(https?://)?(www\.)?(kanpen\.net/|geocities(\.co)?\.jp/(pencil_applet|heyawake))", text):
        return ("; this is a Kanpen or Heyawake-applet address, as puzz.link's File > Export URL writes it on "
                "'Change to Kanpen URL' (or 'Heyawake-Applet URL'), which gridsat does not read: give the puzz.link "
                "URL that menu shows first")  # (it was told only to give a puzz.link URL)
    return ""


_CLOSERS = {"<": ">", '"': '"', "'": "'", "`": "`", "\u201c": "\u201d", "\u2018": "\u2019", "\u00ab": "\u00bb",
            "(": ")"}
# (typographic quotes, as a word processor or chat writes them, and brackets: '“URL”' was "URL body character 10
# ('”') is not ASCII", its opening quote silently skipped)


def not_a_puzzle_url(text: str) -> str:
    """What a kind's URL reader says of ``text`` that is no puzzle's URL: puzz.link's own list or start page is told
    it holds no puzzle, as ``gridsat solve`` tells it (``gridsat norinori https://puzz.link/list.html`` was "not a
    puzz.link URL"), another address that it is not one."""
    from ..core.errors import shown

    if embedded_puzzle(text):  # a redirect's link: was "URL column count ''" or "no puzz.link puzzle in it"
        return f"a link to another page holding a puzz.link URL: {no_pages(text)}"
    if re.match(rf"(?i)^\s*(https?://)?(www\.)?{PUZZLINK_HOSTS}(/|$)", text) and "\n" not in text.strip():
        return ("a puzz.link address that holds no puzzle (a list or start page): open a puzzle there and give its "
                "address, such as https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    return f"not a puzz.link URL ({PUZZLE_ADDRESS}): {shown(text.strip(), 84)}; {no_pages(text)}"


def no_puzzle(text: str, query: str, fields: list) -> str:
    """What a URL without a size and body is: a genre's list page, the bare genre (puzz.link's editor before a
    board is drawn; was "needs kind/cols/rows/body", puzz.link's own word being the genre), or another query."""
    from ..core.errors import shown

    if "/list.html?" in text.lower():
        return ("a puzz.link list page holds no puzzle: open a puzzle there and give its address, such as "
                "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    if fields[0].isascii() and fields[0].isalpha():
        return (f"the URL names the genre {shown(fields[0], 34)} but no puzzle: a puzzle's address goes on with its "
                f"columns, rows and clues (?{fields[0][:30]}/COLS/ROWS/CLUES): copy it from the puzzle's page")
    return f"URL query {shown(query, 64)} holds no puzzle ({PUZZLE_ADDRESS}); {no_pages(text)}"  # was "needs kind/..."


def unwrap(text: str) -> str:
    """``text`` without the brackets or quotes a URL is pasted in from mail, Markdown, a word processor or a shell
    (``<URL>``, ``"URL"``, ``'URL'``, `` `URL` ``, ``“URL”``, ``(URL)``) and the invisible characters at its ends
    (:data:`_INVISIBLE`): brackets at both ends, or neither (an opener alone is part of what the
    URL pattern skips before the ``?``, a closer alone is named as a character after the board)."""
    edged, bare = text, text.strip().strip(_INVISIBLE)  # (a pattern's scan of a 10 MB URL took 0.4 s, and every
    while len(bare) != len(edged):  # kind's detection unwraps it)
        edged, bare = bare, bare.strip().strip(_INVISIBLE)
    if len(bare) > 2 and bare[0] in _CLOSERS and bare[-1] == _CLOSERS[bare[0]]:
        return bare[1:-1]
    return bare if bare != text.strip() else text


#: White space and the invisible characters a copy from a web page or chat can carry at a pasted URL's ends (zero-width
#: space, joiners, direction marks, word joiner, byte order mark, soft hyphen): one after a URL was "URL body character
#: 10 ('\u200b') is not ASCII" while one before it was read.
_INVISIBLE = "\u200b\u200c\u200d\u200e\u200f\u2060\ufeff\u00ad"


def remembered(function):
    """``function`` of one text with its last answer kept, told by value: every kind's detection asks the same of
    the text it is given (a 10 MB URL's 30 kinds scanned it over and over, 23 s of CPU before its reader said it was
    too large); one text is held, a long one compared in one pass of memory."""
    last = [("", None)]

    def of(text):
        held, answer = last[0]
        if type(text) is str and len(text) == len(held) and held and text == held:
            return answer
        answer = function(text)
        last[0] = (text, answer) if type(text) is str else ("", None)  # one tuple: a thread reads it whole
        return answer

    return functools.wraps(function)(of)


@remembered
def url_match(text: str):
    """The :data:`URL` pattern's match of ``text`` unwrapped (:func:`unwrap`), or None."""
    return URL.match(unwrap(text))


@remembered
def query_fields(text: str) -> tuple:
    """The ``/`` fields of the query of ``text`` (:func:`url_match`), ``type=player&`` and the like dropped, the first
    (the genre) in lower case with ``_edit`` / ``_play`` dropped; ``("",)`` when it has none."""
    m = url_match(text)
    if not m:
        return ("",)
    query = m.group(1)
    while "&" in query.split("/", 1)[0]:  # type=player& and the like
        query = query.split("&", 1)[1]
    fields = query.split("/")
    fields[0] = fields[0].lower()
    for suffix in ("_edit", "_play"):
        fields[0] = fields[0][: -len(suffix)] if fields[0].endswith(suffix) else fields[0]
    return tuple(fields)


@remembered
def looks_like_url(text: str) -> bool:
    """True when ``text`` is one line with a ``?kind/...`` query (an http(s)
    URL or a bare ``p?kind/...``)."""
    text = unwrap(text)
    if text.lstrip().startswith("{"):  # a JSON object without spaces ('{"board":"https://...'):
        return False  # "reads no URLs" of a pack puzzle whose board was one, which is told so by its reader
    if SCHEMED.match(text) and not re.search(r"%(3F|2F)", text, re.I):  # 'https://site/?size=5' (no '/' in its
        return True  # query): a URL all the same, its reader naming what is wrong (percent-encoding told apart),
        # not "'https://exam'... is too long for a cell" or "'h' is no digit" of a text grid
    return "?" in text and bool(URL.match(text)) and "/" in text.split("?", 1)[1] \
        and text.split("?", 1)[1][:1].isalpha()  # (the pattern scanned a 3 MB line without a '?' 29 times over:
    # half a second before a grid reader said it was too long; a query starts with its genre's name: a shading
    # genre's position in one line, '#??/???', was "a puzzle's URL, not a position")


def text_after_url(text: str) -> str | None:
    """The problem of a text whose first non-blank line is a URL and that
    goes on (``"line 4: 'solution: none' after the URL of line 3: a puzzle
    file holds its URL alone"``), or None.  Read as a text grid, such a file
    was "not a puzzle" or a first cell 42 characters long."""
    from ..core.wording import url_alone
    from ..core.errors import shown  # (quoted whole to about 40 characters, with '...' and the length past that)

    filled = [(n, line.strip()) for n, line in enumerate(text.splitlines(), 1) if line.strip()]
    words = filled[0][1].lstrip("\ufeff").split(None, 1) if filled else []
    if len(words) > 1 and looks_like_url(words[0]):  # "URL URL", "URL solution": not a cell 42 characters long
        return f"line {filled[0][0]}: {shown(words[1], 84)} after the URL on the same line: {url_alone()}"
    if len(filled) < 2 or not looks_like_url(filled[0][1].lstrip("\ufeff")):
        return None
    from ..core.wording import in_collection_line, one_puzzle, web_job

    # a page's text or a collection line's puzzle is no file (both were told "a puzzle file holds its URL alone")
    alone = "a puzzle is its URL alone" if web_job() or in_collection_line() else "a puzzle file holds its URL alone"
    if (web_job() or in_collection_line()) and looks_like_url(filled[1][1]):  # a second puzzle: where it goes
        alone += f" ({one_puzzle()})"
    if len(filled) == 2 and _URL_TAIL.fullmatch(filled[1][1]) and "://" not in filled[1][1]:  # a mail's or chat's
        alone += " (if it is the URL's end, wrapped onto a line of its own, join the two lines)"  # wrapped line
    return f"line {filled[1][0]}: {shown(filled[1][1], 84)} after the URL of line {filled[0][0]}: {alone}"


#: A word of the characters a puzz.link URL's body holds: what the end of a URL wrapped onto a line of its own is.
_URL_TAIL = re.compile(r"[A-Za-z0-9._~%/+=@*$&-]+")


#: What a URL whose ``?`` or ``/`` came percent-encoded is told (a browser's "copy link" of some pages).
PERCENT_ENCODED = "a URL with its '?' or '/' written as %3F or %2F (percent-encoded): write them plainly"


def percent_words(text: str) -> str:
    """What a percent-encoded URL is told (:data:`PERCENT_ENCODED`); gridsat's own play address (a web page's link,
    ``http://127.0.0.1:8765/puzzle/sudoku#play=https%3A%2F%2Fpuzz.link...``) with the puzzle inside it: told to
    write its '?' and '/' plainly, it was then refused as "a link to another page holding a puzz.link URL"."""
    from urllib.parse import parse_qs, urlsplit

    from ..core.errors import shown

    try:
        parts = urlsplit(text.strip())
    except ValueError:  # (an IPv6 host cut short)
        return PERCENT_ENCODED
    play = (parse_qs(parts.fragment).get("play") or parse_qs(parts.query).get("play") or [""])[0].strip()
    if not play:
        return PERCENT_ENCODED
    return ("gridsat's play address (a web page's link, its puzzle after 'play='): gridsat opens no web pages; give "
            f"the puzzle inside it alone, {shown(play, 84)}")


def percent_encoded(text: str) -> bool:
    """True when ``text`` is one word shaped like a URL (a ``scheme:``, a ``?``, or a host's dotted name
    first) with a ``?`` or ``/`` percent-encoded (``%3F``, ``%2F``): read as a file name or a text grid, it
    was "no such file" or a first cell 45 characters long."""
    word = text.strip()
    return (bool(word) and re.search(r"\s", word) is None and re.search(r"%(3F|2F)", word, re.I) is not None
            and re.match(r"^([a-z][a-z0-9+.-]*(:|%3A)|[^%]*\?|[\w-]+(\.[\w-]+)+%2F)", word, re.I) is not None)
    # (':' as %3A too: 'https%3A%2F%2Fpuzz.link...' was "cannot read puzzle file: No such file or directory")


def looks_like_html(text: str) -> bool:
    """True when ``text`` looks like an HTML page or fragment (a tag)."""
    return bool(re.search(r"<\s*(html|body|div|script|!doctype)\b", text, re.IGNORECASE))


def is_pzprv3(text: str) -> bool:
    """True when the first non-blank line (or ``/`` field) starts like a pzpr
    file (``pzprv3``, or another version such as ``pzprv3.1``, which
    :func:`~gridsat.formats.pzprv3.read_pzprv3` then refuses by name)."""
    head = text.lstrip().split("\n", 1)[0].strip()
    return re.match(r"^pzprv[\w.]*(/|$)", head) is not None


def janko_file(text: str) -> str | None:
    """What a janko.at puzzle file (``begin``, ``puzzle GENRE``, ``problem`` and its rows with ``-`` empty, or
    ``areas``, ``solution``, ``end``) is told, else None: read as a text grid, its ``begin`` was a row of one cell
    ("line 2: 2 cells, expected 1"), and ``gridsat solve`` called it "not a puzzle gridsat can read"."""
    lines = [" ".join(line.lower().split()) for line in text.strip().splitlines()[:100]]
    if not lines or lines[0] != "begin" or not {"problem", "areas"} & set(lines):  # (a genre without clues, LITS,
        return None  # Norinori, Star Battle, has its 'areas' alone: such a file was "line 2: 2 cells, expected 1")
    genre = next((line[7:] for line in lines if line.startswith("puzzle ")), "")[:30]
    return (f"a janko.at puzzle file{f' ({genre})' if genre else ''}, which gridsat does not read: give the "
            "puzzle's puzz.link URL, or its text grid under a first line naming the genre, '.' an empty cell (the "
            "README's Formats)")


def is_sudoku_line(text: str, *, any_length: bool = False) -> bool:
    """True when ``text`` is a Sudoku's cells in one line, as most tools write one: 16, 36 or 81 characters
    (with ``any_length``, 12 or more: a line pasted a cell short is told its length by the Sudoku reader, not
    taken for a file name), digits and ``.`` (``.`` or ``0`` empty), with a ``.`` or a digit from 3 (rows of
    0, 1 and 2 alone are a Yin-Yang text grid's in a file; with ``any_length``, a line given on the command line,
    where no grid is pasted, they are a Sudoku's too: ``0000000000000000`` was taken for a file name)."""
    line = text.strip()
    return (len(line) >= 12 if any_length else len(line) in (16, 36, 81)) and re.fullmatch(r"[0-9.]+", line) \
        is not None and (any_length or any(ch in ".3456789" for ch in line))


def bar_rows(spec: str) -> bool:
    """True when ``spec``, typed where a file goes, is a board's rows joined by '|' (a 5x5 Nurikabe's
    '2....|.....|...', told "read as a Sudoku's cells in one line, its box lines ('|') are not cells"), not a
    Sudoku's line, whose cells between bars are a box's width or a row."""
    from ..core.near_files import rows_on_one_line

    first = spec.split("|")[0].strip()
    return (rows_on_one_line(spec) or "").endswith("'|'") and len(first.split() if " " in first else first) not in (
        2, 3, 4, 6, 9)


def json_not_object(text: str, source: str = "") -> str | None:
    """What ``text`` is (``"an array"``, ``"a string"``, ``"null"``...) when it is JSON other than an object, and
    so no puzzle of any kind: an array or a string anywhere (no text grid starts with ``[`` or ``"`` and parses
    as JSON), any JSON value in a file named ``*.json`` (elsewhere a bare ``5`` or ``null`` is a one-cell text
    grid); None otherwise (an object, or not JSON).  A file ``[1, 2, 3]`` was read by the region genres' text
    readers as a one-cell board and solved."""
    stripped = text.strip().lstrip("\ufeff")
    if stripped[:1] not in ("[", '"') and not source.lower().endswith(".json"):
        return None
    import json  # (only then: a text grid is read without it)

    from .json import json_type

    try:
        data = json.loads(stripped)
    except ValueError:
        return None
    except RecursionError:  # '[[[...]]]' 100,000 deep: an exact cover read it as one item's name, 'infeasible'
        return "an array nested too deeply" if stripped[:1] == "[" else None
    if isinstance(data, list) and data and all(isinstance(item, dict) for item in data):  # tests/data's genre files:
        # `gridsat solve` said what they are, a kind's own command "got JSON: an array" alone
        many = f"{len(data):,} object{'s' * (len(data) > 1)}"
        return (f"an array of {many}, a list of puzzles where one goes (gridsat batch reads a list, one JSON "
                "object a line, from a file whose name ends in .jsonl)")
    return None if isinstance(data, dict) else json_type(data)


def sudoku_line_marks(text: str) -> str | None:
    """What a Sudoku's cells in one line written with commas or semicolons between them (as a spreadsheet writes
    them) is told, else None: ``"read as a Sudoku's cells in one line, the commas between them are not cells:
    leave them out"``.  Given on the command line it was so told (pass 104); in a file, from standard input or a
    batch line it was "not a puzzle gridsat can read"."""
    line = text.strip()
    if "\n" in line or not re.search(r"[ ,;]", line) or not is_sudoku_line(re.sub(r"[\s,;]", "", line)):
        return None
    marks = [word for mark, word in ((" ", "spaces"), (",", "commas"), (";", "semicolons")) if mark in line]
    return f"read as a Sudoku's cells in one line, the {' and '.join(marks)} between them are not cells: leave them out"


def sudoku_blanks(line: str) -> str | None:
    """The character standing for empty cells in a Sudoku's 16, 36 or 81 cells in one line written with ``_``,
    ``-``, ``*`` or ``x`` for them (as some sites print them; gridsat reads ``.`` or ``0``), else None."""
    others = set(line) - set("0123456789.")
    if len(line) in (16, 36, 81) and len(others) == 1 and others <= set("_-*xX") \
            and sum(ch.isdigit() for ch in line) >= 3:
        return others.pop()
    return None


__all__ = ["PERCENT_ENCODED", "PUZZLINK_HOSTS", "URL", "bar_rows", "is_pzprv3", "janko_file", "json_not_object",
           "looks_like_html", "looks_like_url", "percent_encoded", "percent_words", "sudoku_blanks",
           "sudoku_line_marks", "text_after_url"]
