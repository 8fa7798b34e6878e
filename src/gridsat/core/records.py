"""Puzzle records: a JSON object whose ``"puzzle"`` is a puzzle's text, URL or JSON object, with its ``"kind"`` (as
``gridsat KIND --to FORMAT --json`` prints one and a collection line holds one), taken apart as every reader does."""

from __future__ import annotations


def puzzle_of_record(text: str) -> str:
    """The puzzle inside a puzzle record -- a JSON object whose ``"puzzle"``
    is the puzzle's text, URL or JSON object, as ``gridsat KIND --to FORMAT
    --json`` prints it and a collection line holds it (no kind's own JSON
    has a ``"puzzle"`` field) -- else ``text`` itself (:func:`record_parts`)."""
    return record_parts(text)[0]


class _JsonNull:
    """A record's ``"kind": null`` (told apart from a record without a kind, which is detected)."""

    def __repr__(self) -> str:
        return "null"


#: What :func:`record_parts` gives as the kind of a record whose ``"kind"`` is null: refused by
#: :func:`gridsat.puzzles.kinds.record_kind` (it was read as no kind, and the puzzle's kind detected).
JSON_NULL = _JsonNull()


def record_kind_field(data: dict):
    """A decoded record's ``"kind"`` as :func:`record_parts` gives it: None when there is none, :data:`JSON_NULL`
    when it is null."""
    return JSON_NULL if "kind" in data and data["kind"] is None else data.get("kind")  # as written: the kinds read
    # its spelling ('Light Up': :func:`gridsat.puzzles.genres.kind_spelt`)


#: The fields of a puzzle record gridsat reads (``generate --json`` writes others beside them: seed, givens...).
RECORD_FIELDS = ("kind", "puzzle", "solution")


#: Fields of a web API request (``POST /api/solve``, ``/api/mode``) asking for work or output, which a record does
#: not carry: a collection line copied from a request with ``"options": {"count": true}`` was solved and its count
#: never made, said nowhere.  No generator writes them beside a record's puzzle (``generate --out`` writes
#: ``"settings"``, the generator's own, so that one is a record's too; a request's settings go with "argument").
REQUEST_FIELDS = ("options", "argument", "files", "mode", "svg", "text")


#: A solver option beside a record's puzzle (a web request's option, or a command's, written as a field) and how the
#: command line takes it: ``{"kind": "sudoku", "puzzle": ..., "engine": "cpsat"}`` was solved by auto, ``"time_limit":
#: 1`` ran without one, ``"count": true`` made no count, all unsaid.  No generator writes these beside a puzzle
#: (``unique`` and ``seed`` it does write: what it found and what it used, so those stay a record's).
OPTION_FIELDS = {"count": "--count", "solutions": "--solutions N", "limit": "--limit N", "skip": "--skip N",
                 "forced": "--forced", "distinct": "--distinct", "engine": "--engine NAME", "time_limit": "-t SECONDS",
                 "memory_limit": "--memory-limit GB", "workers": "-w N", "params": "--params NAME:VALUE,...",
                 "log": "--log",
                 # the batch's own and the hint's ("check_answer": true was compared with nothing, "position" solved
                 # from the givens, "jobs": 4 run on the command's jobs, all unsaid, as the solver options were)
                 "check_answer": "--check-answer", "jobs": "-j N", "total_time": "--total-time SECONDS",
                 "keep_unknown": "--keep-unknown", "position": "--position FILE"}
#: Those of :data:`OPTION_FIELDS` ``gridsat batch`` takes too.
BATCH_OPTIONS = ("engine", "time_limit", "memory_limit")
#: Those of :data:`OPTION_FIELDS` only ``gridsat batch`` takes, and only ``gridsat hint``.
BATCH_ONLY = ("check_answer", "jobs", "total_time", "keep_unknown")
HINT_ONLY = ("position",)
#: Those of :data:`OPTION_FIELDS` a web request takes in its ``"options"``.
WEB_OPTIONS = ("count", "solutions", "limit", "skip", "forced", "distinct", "engine", "time_limit", "memory_limit")
#: Other words a record might give its known answer under (a result's own is "answer"): refused, not dropped.
SOLUTION_WORDS = ("answer", "answers", "grid", "solved", "result", "expected")


def check_record_fields(data, source: str | None) -> None:
    """Refuse a field of a JSON object one letter or two from one a record has and it lacks: a record with
    "solutoin" was solved and counted "without one" by --check-answer, and one with "puzle" was read as a puzzle's
    own object (a Yin-Yang file said its URL had 2 characters after the cells), each typo unnoticed.  No kind's own
    JSON has a field so near one of these.  A record (it has "puzzle") with a web request's field
    (:data:`REQUEST_FIELDS`) or a solver option (:data:`OPTION_FIELDS`) is refused too: what it asks for would be
    dropped.

    Raises: PuzzleInputError naming the field, ``source`` and the field meant."""
    if not isinstance(data, dict):
        return
    from .errors import PuzzleInputError, did_you_mean

    if "puzzle" not in data and "url" in data:  # no kind's own JSON has "url": `solve` said "not a puzzle gridsat
        # can read", a kind "unknown field 'url'", where a collection line was told what to write
        raise PuzzleInputError('a puzzle record gives a URL as {"puzzle": URL}, or as the URL alone, not "url"',
                               source)
    url, inner = data.get("url"), data.get("puzzle")
    if isinstance(url, str) and isinstance(inner, str) and _one_url(inner) and url.strip() != inner.strip():
        # {"puzzle": NURIKABE-URL, "url": SUDOKU-URL} was solved as the Nurikabe, its "url" dropped unsaid
        raise PuzzleInputError("the record's 'url' and its 'puzzle' are two different URLs: give the puzzle's "
                               "URL once, as \"puzzle\"", source)
    asked = [f for f in REQUEST_FIELDS if f in data] if "puzzle" in data else []
    from .wording import web_job

    if asked and web_job():  # (a web request was told to give it to "gridsat solve FILE --count", no command there)
        raise PuzzleInputError(f"the record's field {asked[0]!r} is a web request's, not one a puzzle record has "
                               "(kind, puzzle, solution): send it as the request's own field, beside \"puzzle\"",
                               source)
    if asked:
        raise PuzzleInputError(f"the record's field {asked[0]!r} is a web request's (POST /api/solve), not one a "
                               "puzzle record has (kind, puzzle, solution): give what it asks for as the command's "
                               "options (gridsat solve FILE --count, gridsat batch PATH -u ...)", source)
    option = next((f for f in OPTION_FIELDS if f in data), None) if "puzzle" in data else None
    if option is not None:
        flag = OPTION_FIELDS[option]
        where = f"gridsat batch PATH {flag} or gridsat solve FILE {flag}" if option in BATCH_OPTIONS else \
            f"gridsat batch PATH {flag}" if option in BATCH_ONLY else \
            f"gridsat hint FILE {flag}" if option in HINT_ONLY else f"gridsat solve FILE {flag}"
        what = "a batch's option" if option in BATCH_ONLY else "a hint's option" if option in HINT_ONLY else \
            "a solver option"
        if web_job():  # (no command there: the request's own fields take what the web takes)
            where = ("send it as /api/hint's \"position\"" if option in HINT_ONLY else
                     "send it in the request's \"options\"" if option in WEB_OPTIONS else
                     f"the web takes no {option!r}: run the command line ({where})")
        else:
            where = f"give it to the command ({where})"
        raise PuzzleInputError(f"the record's field {option!r} is {what}, not one a puzzle record has (kind, "
                               f"puzzle, solution): {where}", source)
    said = next((f for f in SOLUTION_WORDS if f in data), None) if "puzzle" in data and "solution" not in data \
        else None
    if said is not None:  # {"puzzle": ..., "answer": GRID} was counted "without one" by --check-answer, unsaid
        raise PuzzleInputError(f"the record's field {said!r} is not one gridsat reads: a record gives its known "
                               "answer as \"solution\" (kind, puzzle, solution)", source)
    lacking = [f for f in RECORD_FIELDS if f not in data]
    for field in data:
        meant = did_you_mean(field, lacking, cutoff=0.8) if field not in RECORD_FIELDS and lacking else ""
        swapped = next((f for f in lacking if _swapped(str(field), f)), None) if not meant else None
        meant = meant or (f" (did you mean {swapped!r}?)" if swapped else "")
        if meant:
            raise PuzzleInputError(f"the record's field {field!r} is not one gridsat reads{meant}", source)


def _swapped(field: str, known: str) -> bool:
    """True when ``field`` is ``known`` with two neighbouring letters swapped (case-blind): {"kidn": "nurikabe",
    "puzzle": GRID} passed the one-letter test (a short word's swap is too far by ratio), its kind dropped unsaid
    and the grid said to have "no kind named above it"."""
    a, b = field.lower(), known.lower()
    if len(a) != len(b) or a == b:
        return False
    at = [i for i in range(len(a)) if a[i] != b[i]]
    return len(at) == 2 and at[1] == at[0] + 1 and a[at[0]] == b[at[1]] and a[at[1]] == b[at[0]]


#: The endings of the link shortcuts :func:`shortcut_url` reads: every kind that reads a puzz.link URL reads a file
#: ending so (``gridsat batch`` over a folder skipped a ``.webloc`` or ``.desktop`` link as "an ending no kind reads",
#: while ``gridsat solve`` read it).
SHORTCUT_ENDINGS = (".url", ".desktop", ".webloc")


def shortcut_url(text: str) -> str:
    """The URL a link shortcut holds -- a file a browser writes when a link is dragged out of it: Windows' ``.url``
    (``[InternetShortcut]`` and a line ``URL=...``), a Linux ``.desktop`` link (``[Desktop Entry]``, ``URL=...``),
    macOS's ``.webloc`` (a property list whose ``URL`` key's string is it) -- else ``text`` itself.  Read as a
    puzzle, a shortcut of a puzz.link puzzle was "not valid JSON: Expecting value at line 1, column 2" (Yin-Yang,
    whose files end in .url), "'[InternetSho'... is too long for a cell", or a .webloc "an HTML page"."""
    import re

    head = text[:4096]
    if re.match(r"(?i)\s*(\ufeff)?\s*\[", head):
        m = re.search(r"(?ims)^\[(InternetShortcut|Desktop Entry)\][^\[]*?^URL\s*=\s*(\S[^\r\n]*?)\s*$", head)
        return m.group(2) if m else text
    if "<plist" in head:
        m = re.search(r"<key>\s*URL\s*</key>\s*<string>\s*([^<\s]+)\s*</string>", head)
        if m:
            from html import unescape

            return unescape(m.group(1))
    return text


def record_parts(text: str, source: str | None = None) -> tuple:
    """``(puzzle, kind)`` of a puzzle record (:func:`puzzle_of_record`): its puzzle's text (a JSON object's, with
    the record's kind in it), and the record's ``"kind"`` field as given (any JSON value; None when there is none,
    or when ``text`` is no record; :data:`JSON_NULL` when it is null).  A record's kind was dropped with a URL or
    text puzzle: ``{"kind": "nurikabe", "puzzle": YIN-YANG URL}`` was solved as a Yin-Yang by ``solve`` and refused
    by ``batch``.  Given ``source`` (where ``text`` is from), a JSON object's field a letter from a record's is
    refused (:func:`check_record_fields`)."""
    text = shortcut_url(text)  # (a browser's link shortcut holds a URL: read the URL)
    if not text.lstrip().startswith("{") or '"puzzle"' not in text and source is None:
        return text, None
    import json

    try:
        data = json.loads(text)
    except (ValueError, RecursionError):  # the kind's reader names what is wrong
        return text, None
    from .results_files import record_command

    ran = record_command(data)  # a census's line saved as a .json file: "not a puzzle gridsat can
    if ran is not None:  # read", where the web said what it is (named before any result: which run's it is)
        from .errors import PuzzleInputError

        raise PuzzleInputError(f"this is the results of a {ran} run, not a puzzle", source)
    check_not_result(data, source)  # before the fields: a -n N result's "solutions" is no mistyped "solution"
    check_record_fields(data, source)
    inner = data.get("puzzle") if isinstance(data, dict) else None
    if isinstance(data, dict) and "puzzle" in data and not isinstance(inner, (str, dict)):
        from .errors import PuzzleInputError

        raise PuzzleInputError(puzzle_field_problem(inner), source)
    if not isinstance(inner, (str, dict)):
        return text, None
    kind = record_kind_field(data)
    if isinstance(inner, dict) and isinstance(kind, str):
        inner = {"kind": kind, **inner}
    return (inner if isinstance(inner, str) else json.dumps(inner)), kind


def puzzle_field_problem(inner) -> str:
    """What is wrong with a record's ``"puzzle"`` that is no text nor JSON object, as a collection's line, a record
    file and ``kind.parse_json`` are told it (``{"kind": "sudoku", "puzzle": [ROWS]}`` was read as the kind's own
    object there: "unknown field 'puzzle' (fields: clues, cols, kind, name, rows)")."""
    what = {type(None): "null", bool: "true" if inner is True else "false", list: "a list"}.get(type(inner),
                                                                                              "a number")
    texts = isinstance(inner, list) and inner and all(isinstance(row, str) for row in inner)
    how = "" if not texts else " (give the string itself)" if len(inner) == 1 else \
        " (give its rows as one string, \"\\n\" between them)"
    return f"the 'puzzle' field must be a URL, a puzzle's text or its JSON object, not {what}{how}"


def without_kind(text: str, recorded) -> str:
    """``text`` of a record's object puzzle without the ``"kind"`` :func:`record_parts` merged into it (``recorded``:
    the record's kind, None for no record), for telling which kind it looks like: {"kind": "yinyang", "puzzle": {A
    DOMINO FIT OBJECT}} was detected as the Yin-Yang it is not, and met only Yin-Yang's reader words; other text (a
    puzzle's own JSON, whose "kind" is its own) as it is."""
    import json

    try:
        data = json.loads(text) if recorded is not None and text.lstrip()[:1] == "{" else None
    except (ValueError, RecursionError):
        return text
    return json.dumps({k: v for k, v in data.items() if k != "kind"}) if isinstance(data, dict) else text


def is_result(data) -> bool:
    """Whether decoded JSON is gridsat's own result (a kind, a status or verdict, its seconds, whether complete; a
    batch line's digest in place of "complete": its bad_input line has none, and was "not a puzzle gridsat can
    read")."""
    return isinstance(data, dict) and "puzzle" not in data and "seconds" in data and (
        "complete" in data or "digest" in data) and ("status" in data or "verdict" in data)


#: The files of a puzzle's part that are never JSON, and what of the puzzle each gives.
_PART_FILES = {"board file": "its board", "piece file": "its pieces", "edition file": "its edition"}


def not_a_part_file(text: str, what: str, path) -> str:
    """``text`` read from ``path`` as a ``what``, unless a JSON puzzle file (or gridsat's JSON result) is given
    as a board, piece or edition file ("unknown symbol '{'...")."""
    if what in _PART_FILES and _one_url(text):  # a puzzle's URL given as the board: "unknown symbol 'h' at line 1,
        import os  # column 1"; as the pieces, "piece https: the drawing begins with '/'"

        from .errors import PuzzleInputError

        raise PuzzleInputError(_puzzle_url_words(what, path), os.path.basename(os.fspath(path)))
    if what in _PART_FILES and text.lstrip("\ufeff \t\r\n").startswith("{"):
        import json
        import os

        from .errors import PuzzleInputError
        from .results_files import first_line, results_command

        lines = False
        try:
            data = json.loads(text.lstrip("\ufeff"))
        except ValueError:  # a JSON-lines file (a run's results, a collection): its first line says what it is
            try:
                data, lines = json.loads(first_line(text.lstrip("\ufeff"))), True
            except (ValueError, RecursionError):
                data = None
        except RecursionError:
            data = None
        a_what, name = f"{'an' if what[0] in 'aeiou' else 'a'} {what}", os.path.basename(os.fspath(path))
        ran = results_command(first_line(text.lstrip("\ufeff")))  # a census's or batch's results file was "line 1:
        if ran is not None:  # text before the first section" as an edition file
            raise PuzzleInputError(f"this file holds the results of a {ran} run, not {a_what}", name)
        if is_result(data):  # a `solve --json` result given as a piece file was "a JSON puzzle file"
            raise PuzzleInputError(f"a result as gridsat writes it in JSON, not {a_what}", name)
        if isinstance(data, dict) and lines:
            raise PuzzleInputError(f"a collection of puzzles (JSON lines), not {a_what}",
                                   name)
        if isinstance(data, dict):  # its command named: "give it as the puzzle itself" sent a calendar puzzle
            # given as pack's pieces to gridsat pack, which refused it too
            raise PuzzleInputError(f"a JSON puzzle file, not {a_what}: give it as the puzzle itself"
                                   f"{_its_command(data, path)}, not as {_PART_FILES[what]}", name)
    return text


#: What a part gives of the puzzle, by the name messages use for it (a puzzle file's field, or the file's kind).
_PART_NAMES = {"board": "its board", "pieces": "its pieces", "edition": "its edition", **_PART_FILES}


def part_url_problem(name, what: str) -> str | None:
    """The problem of a web address ``name`` given where a board, piece set or edition goes (``what``: a puzzle
    file's field, ``"board"``, or the file's kind, ``"board file"``): a puzzle's URL is told it goes where the
    puzzle does, another site's address that gridsat opens no web pages (in a web job None: the web names it a file
    not sent with the request, which is the way there); None for a name that is no web address.  It was "cannot
    read board file: No such file or directory" (``pack -b URL``), the URL joined to a puzzle file's folder, or "names
    a file, which a collection's line may not do", while the same URL in a file was told what it is."""
    if what not in _PART_NAMES or not isinstance(name, str) or not _one_url(name):
        return None
    if "?" in name and "/" in name.split("?", 1)[1]:  # a ?genre/... query: a puzzle's (as puzz.link's are read)
        return _puzzle_url_words(what, name)
    from .settings import web_job

    if web_job():
        return None
    return f"a web address, not {_part_noun(what)}: gridsat opens no web pages; save the file and give its name"


def _part_noun(what: str) -> str:
    """``what`` (a key of :data:`_PART_NAMES`) with its article: "a piece set", "an edition file"."""
    return {"board": "a board", "pieces": "a piece set", "edition": "an edition"}.get(what) or (
        f"{'an' if what[0] in 'aeiou' else 'a'} {what}")


def _puzzle_url_words(what: str, given) -> str:
    """The one wording of a puzzle's URL given where a part ``what`` goes: as a name or inside its file (``given``,
    the command that reads it named on the command line: 'pack -b NURIKABE-URL' was told to give it "as the puzzle
    itself", which gridsat pack has no place for)."""
    go = _its_command({"kind": ""}, given) if what in _PART_FILES else ""  # (a puzzle file's field: the file is
    # the puzzle, and batch's line has its own command)
    return f"a puzzle's URL, not {_part_noun(what)}: give it as the puzzle itself{go}, not as {_PART_NAMES[what]}"


def _one_url(text: str) -> bool:
    """Whether ``text`` is one URL alone (a puzzle's, as a ``.url`` file holds it)."""
    from ..formats.sniff import looks_like_url

    line = text.lstrip("\ufeff").strip()
    return "\n" not in line and looks_like_url(line)


def _its_command(data: dict, path) -> str:
    """`` (gridsat solve FILE)`` for a JSON puzzle naming a kind, on the command line (``solve`` reads every kind's,
    whose command core does not know); else ""."""
    import os
    import shlex

    from .settings import command_line, web_job

    kind = data.get("kind")
    if not isinstance(kind, str) or not command_line() or web_job() or not (kind.isidentifier() or kind == "") \
            or len(kind) > 40:
        return ""  # (a web request: the file sent has no command to go to)
    return f" (gridsat solve {shlex.quote(os.fspath(path))})"


def check_not_result(data, source: str | None) -> None:
    """Refuse gridsat's own JSON result (``gridsat KIND PUZZLE --json``, ``hint --json``: a kind, a status or
    verdict, its seconds and whether it is complete) given where a puzzle goes: saved and given back, it was told
    "unknown field 'complete'" (a grid genre, pack, calendar), "missing field 'rows'" (Domino Fit) or "unknown key
    'status'" (cover), as if a field were mistyped, while its drawn text form is told what it is."""
    if is_result(data):
        from .errors import PuzzleInputError

        raise PuzzleInputError("a result as gridsat writes it in JSON, not a puzzle: give the puzzle itself (its file "
                               "or URL)", source)


__all__ = ["BATCH_ONLY", "BATCH_OPTIONS", "HINT_ONLY", "JSON_NULL", "OPTION_FIELDS", "RECORD_FIELDS", "REQUEST_FIELDS",
           "SHORTCUT_ENDINGS", "SOLUTION_WORDS", "check_not_result", "check_record_fields", "is_result",
           "not_a_part_file", "part_url_problem",
           "puzzle_field_problem", "puzzle_of_record", "record_kind_field", "record_parts", "without_kind"]
