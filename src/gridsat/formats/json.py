"""Generic JSON reading for puzzle files: one object, a ``"kind"`` field,
strict field checks with one-line messages."""

from __future__ import annotations

import json
import re

from ..core.errors import PuzzleInputError, closest, did_you_mean, json_type, shown


def load_json(text: str, source: str):
    """Parse ``text`` as JSON -- the one reader of user JSON, so every kind
    says the same about bad JSON.

    Raises:
        PuzzleInputError: not JSON (with line and column), nested too deeply,
            a number too long to read, ``NaN`` / ``Infinity`` (Python's
            extensions, not JSON), or a key twice in one object (which one
            counts is not defined by RFC 8259 section 4: never guessed).
    """
    try:
        return json.loads(text, object_pairs_hook=unique_keys, parse_constant=_constant, parse_float=real_number)
    except _Refused as exc:
        raise PuzzleInputError(f"not valid JSON: {exc}", source) from None
    except json.JSONDecodeError as exc:
        lines, each = json_lines(text) if exc.msg == "Extra data" else (0, "")
        if lines:  # a collection's lines (what generate --out writes): where they go, not "Extra data at line 2"
            from ..core.results_files import first_line, results_command

            ran = results_command(first_line(text))  # a run's results lines: which run's (as one line is told), not
            if ran is not None:  # "name the file .jsonl and run gridsat batch", which refuses them
                raise PuzzleInputError(f"this is the results of a {ran} run, not a puzzle", source) from None
            from ..core.wording import one_puzzle

            raise PuzzleInputError(f"{lines:,} lines, each {each}: {one_puzzle()}", source) from None
        raise PuzzleInputError(f"not valid JSON: {json_problem(exc)}", source) from None
    except RecursionError:
        raise PuzzleInputError("JSON nested too deeply", source) from None
    except ValueError as exc:  # an integer with thousands of digits
        raise PuzzleInputError(f"not valid JSON: {parser_refusal(exc)}", source) from None


def json_lines(text: str) -> tuple[int, str]:
    """``(lines, each)``: how many lines ``text`` has when it is JSON lines as a collection has them, each a JSON
    object or a JSON string (a URL as json.dumps writes it), its first three looked at, two at least, and what
    each is ("a JSON object", or "a JSON object or string" when they mix: such a collection was told "not valid
    JSON: Extra data at line 2, column 1"); ``(0, "")`` else."""
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) < 2:
        return 0, ""
    kinds = set()
    for line in lines[:3]:
        try:
            value = json.loads(line)
        except (ValueError, RecursionError):
            return 0, ""
        if not isinstance(value, (dict, str)):
            return 0, ""
        kinds.add(type(value))
    return len(lines), "a JSON object" if kinds == {dict} else "a JSON string" if kinds == {str} else \
        "a JSON object or string"


def parser_refusal(exc: ValueError) -> str:
    """What Python's JSON parser refused, in the user's words: a whole number past 4,300 digits is said so, not as
    Python's "Exceeds the limit (4300 digits) for integer string conversion ... use sys.set_int_max_str_digits()",
    advice about the interpreter a user of a file cannot follow."""
    return "a number has more than 4,300 digits" if "digits" in str(exc) else str(exc).splitlines()[0][:120]


def decode_problem(exc: json.JSONDecodeError) -> str:
    """What Python's JSON reader found wrong, without its place: its "Invalid control character at" (the place
    follows the word in its own message) was quoted "Invalid control character at at line 1, column 2"."""
    return exc.msg.removesuffix(" at")


def json_problem(exc: ValueError) -> str:
    """What Python's JSON reader found wrong and where, as every reader of JSON says it: "Extra data at line 1,
    column 19" (a web request's was "Extra data: line 1 column 19 (char 18)", a file's this); another ValueError's
    own words (a refused NaN, a key twice)."""
    if not isinstance(exc, json.JSONDecodeError):
        return str(exc)
    return f"{decode_problem(exc)} at line {exc.lineno}, column {exc.colno}"


class _Refused(ValueError):
    """A JSON text the reader refuses though Python's parser takes it (a
    repeated key, NaN or Infinity)."""


def unique_keys(pairs: list) -> dict:
    """``json.loads``' ``object_pairs_hook``: the object as a dict.

    Raises:
        ValueError: a key twice in the object, naming it (its first 40
            characters).
    """
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set = set()
        twice = next(k for k, _ in pairs if k in seen or seen.add(k))

        raise _Refused(f"the key {shown(twice, 44)} appears twice in one object")
    return out


def _constant(name: str):
    raise _Refused(f"{name} is not a JSON number")


#: JSON's ``parse_constant`` refusing ``NaN``, ``Infinity`` and ``-Infinity`` (Python's extensions, not JSON) with a
#: ValueError naming the word: the web API took them, and answered ``"time_limit": NaN`` with "got nan".
refuse_constant = _constant

#: Digits of a whole number a message quotes in full (more: its first digits and how many, :class:`LongWhole`).
QUOTED_DIGITS = 20


class LongWhole(int):
    """A whole number written with more than :data:`QUOTED_DIGITS` digits (:func:`whole_number` makes it): an int
    to every check, quoted in a message by its first digits and its length (``999999999999... (400 digits)``): a
    web request's 4,000-digit ``solutions`` was quoted in full, a message of 4,000 characters, and one past Python's
    4,300 digits was read as infinite and said not to be a whole number.  One that long keeps its size (its first
    4,000 digits, then zeros)."""

    def __new__(cls, text: str):
        body = text.lstrip("-")
        value = int(body[:4000]) * 10 ** max(len(body) - 4000, 0)
        out = super().__new__(cls, -value if text.startswith("-") else value)
        out.text = text
        return out

    def __repr__(self) -> str:
        head = 12 + self.text.startswith("-")
        return f"{self.text[:head]}... ({len(self.text.lstrip('-')):,} digits)"

    __str__ = __repr__

    def __reduce__(self):  # to a worker process as it is (a plain int past 4,300 digits cannot be quoted)
        return LongWhole, (self.text,)


def whole_number(text: str) -> int:
    """JSON's ``parse_int``: the number, a :class:`LongWhole` past :data:`QUOTED_DIGITS` digits."""
    return int(text) if len(text.lstrip("-")) <= QUOTED_DIGITS else LongWhole(text)


class WrittenReal(float):
    """A JSON number past a float's range, or too small to tell from 0 (``1e400``, ``1e-400``; :func:`real_number`
    makes it): the float it reads as (inf, 0.0) to every check, quoted in a message as written -- a cover item
    ``1e400`` was "item Infinity", a time limit ``1e-400`` "got 0.0"."""

    def __new__(cls, text: str):
        out = super().__new__(cls, float(text))
        out.text = text
        return out

    def __repr__(self) -> str:
        return self.text if len(self.text) <= 24 else f"{self.text[:20]}... ({len(self.text):,} characters)"

    __str__ = __repr__

    def __format__(self, spec: str) -> str:
        return repr(self) if spec in ("", "g") else float.__format__(self, spec)

    def __reduce__(self):  # to a worker process as it is
        return WrittenReal, (self.text,)


def real_number(text: str) -> float:
    """JSON's ``parse_float``: the number, a :class:`WrittenReal` when it reads as infinite or as 0 though written
    with a digit other than 0."""
    value = float(text)
    if value in (float("inf"), float("-inf")) or (value == 0 and any(d in "123456789" for d in
                                                                      text.lower().partition("e")[0])):
        return WrittenReal(text)
    return value


def read_json_object(text: str, source: str) -> dict:
    """Parse ``text`` as one JSON object (:func:`load_json`).

    Raises:
        PuzzleInputError: not JSON (with line and column), or JSON that is
            not an object (naming what it is).
    """
    data = load_json(text, source)
    if not isinstance(data, dict):
        raise PuzzleInputError(f"expected a JSON object, got {json_type(data)}", source)
    return data


def read_puzzle_object(text: str, source: str, kind: str, example: dict, takes=None, *, title: str | None = None
                       ) -> dict:
    """The JSON object of a puzzle file of ``kind``, whose files are JSON only (:func:`read_json_object`).

    Args:
        text, source: the text and where it came from.
        kind: the kind's name.
        example: a small puzzle object of the kind, shown when ``text`` is no JSON at all.
        takes: ``takes(word)``: what a short word is and the command that takes it (an
            :class:`~gridsat.core.errors.OwnWord`), or None when the kind's command does not take it either.
        title: the kind's title, for a URL given as its text ("Polyomino packing reads no URLs"; its files are
            JSON only).

    Raises:
        PuzzleInputError: as :func:`read_json_object`; text that does not start as JSON does (a record's
            ``"puzzle": "2026-10-06"``: the command's argument, not a file) says what it is, not "not valid
            JSON: Extra data at line 1, column 5" (its ``own`` says what it is).
    """
    try:
        return read_json_object(text, source)
    except PuzzleInputError:
        if text.strip().lstrip("\ufeff").startswith(("{", "[")):  # JSON gone wrong: its reader says where
            raise

    word = text.strip()
    from .sniff import looks_like_url

    if looks_like_url(word):  # a record's "puzzle": URL, said as cover's is (it was "a pack puzzle is a JSON
        raise PuzzleInputError(f"{title or kind} reads no URLs, only its puzzle's text", source) from None  # object")
    own = takes(word) if takes is not None and len(word) <= 40 else None
    if own is not None:
        raise PuzzleInputError(f"{word!r} is {own.what}{own.rest}", source, own=own) from None
    if not word:  # worded as the other kinds word it (it was "... such as {...}, got ''")
        raise PuzzleInputError(f"empty input (expected a JSON object such as {json.dumps(example)})", source) from None
    raise PuzzleInputError(f"a {kind} puzzle is a JSON object such as {json.dumps(example)}, got {shown(word, 40)}",
                           source) from None


def json_grid(text: str, source: str, values: str = "values") -> list | None:
    """The rows of a position given as ``hint --json`` prints its ``"grid"`` (a JSON array of rows; or that whole
    record), as lists, each holding at least one value; None for text that is no JSON (read as rows of text).
    ``values`` names the rows' values in messages ("values", "marks").

    Raises:
        PuzzleInputError: bad JSON, an object without ``"grid"``, or JSON that is not rows.
    """
    from ..core.settings import spelled

    stripped = text.lstrip().lstrip("\ufeff")
    if not stripped.startswith(("[", "{")):
        return None
    data = load_json(stripped, source)
    printed = spelled("hint --json prints", "a Deduction's to_json() gives")  # from Python: no option named
    from ..core.records import is_result

    if is_result(data) and "verdict" not in data:  # a solve's --json (hint's has a verdict): its "grid" is
        # the answer in the kind's JSON values (Nurikabe 0 unshaded, 1 shaded), read as a position's (0 undecided,
        # 1 unshaded) it was told "the position has a mistake" at every cell
        raise PuzzleInputError("a solve's result as gridsat writes it in JSON, not a position: give the position's "
                               f"rows, or a hint's result (as {printed} it)", source)
    if isinstance(data, dict):  # hint --json's whole record: its "grid"
        if not isinstance(data.get("grid"), list) and is_result(data):  # a Domino Fit's `solve --json` (its
            # "dominoes"): was told "rows of marks, or an object with them as "grid"", as if it were no result
            raise PuzzleInputError(f"a result as gridsat writes it in JSON, with no \"grid\" of {values}: give the "
                                   f"position's rows, or the record {printed} with them as \"grid\"", source)
        if not isinstance(data.get("grid"), list):
            raise PuzzleInputError(f"a position in JSON is rows of {values}, or an object with them as \"grid\" "
                                   f"(as {printed} it)", source)
        data = data["grid"]
    if not isinstance(data, list) or not data or not all(isinstance(row, list) and row for row in data):
        bad = next((r for r, row in enumerate(data, start=1) if not isinstance(row, list) or not row), None) \
            if isinstance(data, list) and any(isinstance(row, list) and row for row in data) else None
        where = "" if bad is None else f": row {bad} is " + (  # (rows of which one is empty or no list: "got [[0,
            "empty" if data[bad - 1] == [] else f"{json_value(data[bad - 1])}, not a list")  # 0,...]" said not where)
        raise PuzzleInputError(f"a position in JSON is rows of {values} (as {printed} its \"grid\"), got "
                               f"{json_value(data)}{where}", source)
    return data


def rows_text(text: str, source: str) -> str:
    """A position given as ``hint --json`` prints its ``"grid"`` (:func:`json_grid`) as the text of its rows
    (values separated by spaces, a row a line), for the position reader's own checks; any other text as it is.
    ``[[0, 1], ...]`` was refused as "line 1, column 1: '[[0,' is not 0 (undecided) ...".

    Raises:
        PuzzleInputError: bad JSON, or JSON that is not rows of whole numbers.
    """
    data = json_grid(text, source)
    if data is None:
        return text
    bad = next(((r, c, v) for r, row in enumerate(data, start=1) for c, v in enumerate(row, start=1)  # a cell
                if isinstance(v, bool) or not isinstance(v, int) and not _digits(v)), None)  # "2": as 2 in a file
    if bad is not None:  # named by its cell, as a value out of range is ('got "1" in a row' said not where)
        raise PuzzleInputError(f"a position in JSON is rows of whole numbers (0 undecided), got "
                               f"{json_value(bad[2])} at r{bad[0]}c{bad[1]}", source)
    return "\n".join(" ".join(str(v) for v in row) for row in data) + "\n"


def _digits(value) -> bool:
    """True for a string of ASCII digits alone (``"2"``, a spreadsheet's number sent as text)."""
    return isinstance(value, str) and value.isascii() and value.isdigit()


def rows_read(text: str, source: str, read):
    """``read(rows)`` of a position given as text or as JSON rows (:func:`rows_text`), a problem in JSON rows
    named by row and column, not by a line of the text they became (``[[0, 3]]`` was refused at "line 1, column
    2", a one-line file given as "line 6, column 6").

    Raises:
        PuzzleInputError: as :func:`rows_text` or ``read`` raises it.
    """
    rows = rows_text(text, source)
    if rows is text:
        return read(rows)
    try:
        return read(rows)
    except PuzzleInputError as exc:
        import re

        problem = re.sub(r"\bline (\d)", r"row \1", exc.problem)
        if problem == exc.problem:
            raise
        raise PuzzleInputError(problem, exc.where) from None


def json_value(value, most: int = 40) -> str:
    """``value`` as JSON writes it, cut to ``most`` characters (``"1"``, ``null``, ``[1, 2]``; a
    :class:`WrittenReal` as it was written): :func:`gridsat.core.errors.json_shown`."""
    from ..core.errors import json_shown

    return json_shown(value, most)


def json_kind(text: str) -> str | None:
    """The ``"kind"`` of a JSON puzzle object, or None (judged without raising)."""
    if not text.lstrip().startswith("{"):
        return None
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None
    kind = data.get("kind") if isinstance(data, dict) else None
    return kind_letters(kind) if isinstance(kind, str) else None  # 'Light Up' is lightup, as typed kinds are


def kind_letters(name: str) -> str:
    """``name`` as a kind's name would be if it is one: its letters in lower case, without the hyphens, underscores
    or spaces between its words ('Light Up', 'Statue_Park', 'Yin-Yang'); a puzzle's own "kind" field was read
    exactly while the same spellings typed on the command line or sent to the web server were read as the kind."""
    return re.sub(r"[\s_\-\u2010-\u2015]+", "", name).lower()


def check_fields(data: dict, allowed: set, source: str) -> None:
    """Refuse a field not in ``allowed`` (one line listing the known fields)."""
    extra = sorted(set(data) - allowed)
    if extra:
        close = did_you_mean(extra[0], allowed) if isinstance(extra[0], str) else ""  # 'clue' was the list alone
        text = "" if close or "clues" not in allowed or not isinstance(data[extra[0]], str) else (  # a grid genre's
            '; a puzzle\'s text or URL goes in a record\'s "puzzle": {"kind": ..., "puzzle": ...}')  # {"grid": "53..7"}
        raise PuzzleInputError(f"unknown field {shown(extra[0])}{close} (fields: {', '.join(sorted(allowed))})"
                               f"{text}", source)


def check_kind(data: dict, kind: str, source: str | None = None, *, result_ok: bool = False,
               genre_of=None, spelt=None) -> None:
    """Refuse a puzzle object whose ``"kind"`` names another kind than ``kind`` (none given: it is ``kind``); said of
    the puzzle, not "the file": the object may be a collection line, a web request's or a Python dict.

    Raises:
        PuzzleInputError: "the puzzle says kind 'pack', not 'dominofit'", a value that is no name said as JSON
            writes it (``null``, ``5``: Python's ``None`` was shown); puzz.link's name of ``kind`` ('akari') said
            so, with the name to write, when ``genre_of`` (``name -> kind`` a puzz.link genre name stands for, or
            None; the registry's, given by a kind: the codecs know no kind) says so.  ``spelt`` (``name -> kind`` a
            spelling stands for, the registry's: a kind's title, 'Hashiwokakero', 'Polyomino packing') reads more
            names as ``kind`` (a file titled so was routed to its kind by the registry, then refused by its reader).
    """
    if not result_ok:  # gridsat's own JSON result, given back to a kind's reader (Python's parse, parse_json)
        from ..core.records import check_not_result

        check_not_result(data, source)
    said = data.get("kind", kind)
    # 'Light Up' is lightup, as on the command line; quoted as written
    if (kind_letters(said) if isinstance(said, str) else said) != kind and not (
            spelt is not None and isinstance(said, str) and spelt(said) == kind):
        named = shown(said, 46) if isinstance(said, str) else json_value(said)  # (cut to 40 unsaid, as if all)
        # 'calender' was told "not 'calendar'", which read as the right kind refused
        close = f": did you mean {kind!r}?" if isinstance(said, str) and closest(said, [kind]) else f", not {kind!r}"
        if isinstance(said, str) and genre_of is not None:  # puzz.link's name of this very kind ('akari' to
            # lightup) was "the puzzle says kind 'akari', not 'lightup'", as if another kind
            if genre_of(said) == kind:
                close = f", puzz.link's name of {kind!r}: write \"kind\": \"{kind}\""
        raise PuzzleInputError(f"the puzzle says kind {named}{close}", source)


__all__ = ["check_fields", "check_kind", "decode_problem", "json_grid", "json_kind", "json_type", "json_value",
           "kind_letters", "load_json", "read_json_object", "rows_read", "rows_text", "unique_keys"]
