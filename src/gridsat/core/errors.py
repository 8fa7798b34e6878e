"""Exceptions shared by every gridsat puzzle.

Two kinds of failure are kept apart:

* :class:`PuzzleInputError` -- the user's input is malformed or impossible
  (ragged mask, unknown symbol, area mismatch, 30 February, bad URL...).
  The message names the problem *and where* it is (file, line, cell).  The
  command line prints it as one line and exits with code 2.
* :class:`SolutionCheckError` -- an answer failed the independent checker.
  For an answer produced by gridsat this is a bug in gridsat, never a user
  error; for an answer a user hands to ``check`` it is the verdict.
"""

from __future__ import annotations

import collections


class GridsatError(Exception):
    """Base class of all gridsat errors."""


class PuzzleInputError(GridsatError, ValueError):
    """Bad puzzle input.

    Args:
        message: what is wrong, e.g. ``"row 3 has 5 cells, expected 6"``.
        where: optional location prefix (a file name, ``"line 4"``,
            ``"cell (2, 3)"``); it is put in front of the message.
    """

    #: The longest message (characters): what a message quotes from the
    #: input is cut to fit (see :func:`shown`), and this bounds the rest.
    MAX_MESSAGE = 1000
    #: The longest ``where`` (characters); a longer one keeps its start and end.
    MAX_WHERE = 200

    #: The input as it should be written, when the error recognises a slip (``31-12``: ``"12-31"``), else None:
    #: read by callers that offer it, in place of parsing the message.
    corrected: str | None = None
    #: Why what the input names does not exist (``2027-02-29``: ``"February 2027 has 28 days"``), else None.
    nonexistent: str | None = None
    #: A kind's own command-line word given where a puzzle goes (:class:`OwnWord`), else None.
    own: "OwnWord | None" = None

    def __init__(self, message: str, where: str | None = None, *, corrected: str | None = None,
                 nonexistent: str | None = None, own: "OwnWord | None" = None):
        message, where = str(message), None if where is None else printable(str(where))  # (5: "object of type
        # 'int' has no len()"); a file name's terminal escapes are shown, not obeyed
        message = message.replace("\x1b", "\\x1b")
        if len(message) > self.MAX_MESSAGE:
            message = message[:self.MAX_MESSAGE - 3] + "..."
        if where is not None and len(where) > self.MAX_WHERE:  # a file name of 5,000 characters: its two ends
            half = self.MAX_WHERE // 2 - 20
            where = f"{where[:half]}...{where[-half:]} ({len(where):,} characters)"
        self.problem = message
        self.where = where
        if corrected is not None:
            self.corrected = corrected
        if nonexistent is not None:
            self.nonexistent = nonexistent
        if own is not None:
            self.own = own
        super().__init__(f"{where}: {message}" if where else message)

    def placed(self, *places: str, start: bool = False) -> bool:
        """Whether the error's ``where`` is one of ``places`` (file names, as given), or with ``start`` begins
        with one: compared as the message shows them, a name's unprintable characters escaped (a file name with a
        non-breaking space or an escape was not recognised, and named twice: "my\\xa0p.json: my\\xa0p.json: ...")."""
        if self.where is None:
            return False
        shown_places = [printable(str(place)) for place in places]
        return any(self.where.startswith(place) if start else self.where == place for place in shown_places)

    def at(self, where: str) -> "PuzzleInputError":
        """Return a copy with ``where`` put in front (e.g. the file name): of the same class, keeping what the
        error knows besides its words (``corrected``, ``nonexistent``, a missing file's name)."""
        inner = f"{self.where}: {self.problem}" if self.where else self.problem
        return self.renamed(where, inner)

    def renamed(self, where: str | None, problem: str | None = None) -> "PuzzleInputError":
        """A copy naming ``where`` in place of the error's own (and saying ``problem``, when given): of the same
        class, keeping what the error knows besides its words."""
        copy = type(self).__new__(type(self))
        copy.__dict__.update(self.__dict__)
        PuzzleInputError.__init__(copy, self.problem if problem is None else problem, where)
        return copy


class SettingTypeError(PuzzleInputError, TypeError):
    """A Python caller's setting of the wrong type (``solve(puzzle, objective=5)``, ``hint("a")``): a TypeError,
    as the README promises of every wrong-typed argument (it was a ValueError only), and still the
    PuzzleInputError it was (the command line's and the web's are PuzzleInputErrors alone)."""


class NoHints(PuzzleInputError):
    """A kind without hints or grades asked for them; ``kind``: its name (the command line adds what to ask instead)."""

    kind: str | None = None


class MissingFile(PuzzleInputError):
    """A file named by the input that is not there (``where``: its name as given): ``"cannot read WHAT: No such
    file or directory"``; ``missing``, when set, is the file's name where ``where`` names the puzzle holding it."""

    missing: str | None = None

    def at(self, where: str) -> "MissingFile":
        """A copy with ``where`` put in front, still naming the missing file: its ``missing`` is the file the
        error's own ``where`` named (a board file a puzzle names, read under the puzzle's name)."""
        copy = super().at(where)
        copy.missing = self.missing or self.where
        return copy


class OwnWord(collections.namedtuple("OwnWord", "word what kind option why rest puzzle",
                                     defaults=(None, None, "", None))):
    """What a kind's own command-line word is (a calendar's date, a packing's board or piece set), found where a
    puzzle file goes: read by the front ends, which each say where such a word goes in their own terms.

    ``word``: the word as given; ``what``: ``"a date"``, ``"a board"``...; ``kind``: the kind whose command
    takes it; ``option``: the option taking it (``"board"``), None for the command's argument; ``why``: why it
    names nothing (``"February 2027 has 28 days"``), None when it names something; ``rest``: the reader's words
    after ``what`` (``", not a calendar puzzle file (JSON): give the date itself ..."``); ``puzzle``: the puzzle
    file (a dict) holding the word that the reader offers, None when it offers none."""

    __slots__ = ()


class WorkerDied(GridsatError):
    """A worker process ended without answering (killed, as the system's
    out-of-memory killer does, or crashed); the message says how.  What the
    run wrote before is kept (the command line prints the message as one
    line and exits with code 1)."""


class SolutionCheckError(GridsatError):
    """An answer broke a rule of its puzzle.

    Attributes:
        violations: list of human-readable rule violations (``list[str]``),
            at least one (a single ``str`` is taken as one violation).

    Raises:
        TypeError: ``violations`` neither a string nor a non-empty list or tuple.
    """

    def __init__(self, violations: list[str] | str):
        # one violation given as a string was split into its characters ("a; b; c")
        if not isinstance(violations, str) and not (isinstance(violations, (list, tuple)) and violations):
            # [] said "answer breaks the rules: " naming none, None "'NoneType' object is not iterable"
            raise TypeError(f"violations must be a rule violation (str) or a non-empty list of them, got "
                            f"{type(violations).__name__} {shown(violations, 40)}")
        self.violations = [violations] if isinstance(violations, str) else [str(v) for v in violations]
        listed = "; ".join(self.violations[:5])
        more = f" (and {len(self.violations) - 5} more)" if len(self.violations) > 5 else ""
        super().__init__(f"answer breaks the rules: {listed}{more}")

    def __reduce__(self):  # unpickled (a worker process's error) from its violations, not from its message, which
        # was read as one violation and said "answer breaks the rules: answer breaks the rules: ..."
        return type(self), (self.violations,), self.__dict__


def cell_name(cell) -> str:
    """A cell as every text a person reads names it: ``"r1c2"`` for the cell
    ``(0, 1)`` (row, column counted from 0, as in the code and the JSON),
    rows and columns counted from 1 from the top left, as hint sentences
    and puzzle sites write them."""
    r, c = cell
    return f"r{int(r) + 1}c{int(c) + 1}"


def did_you_mean(word: str, known, cutoff: float = 0.75) -> str:
    """``" (did you mean 'x'?)"`` when ``word`` is close to one of ``known``
    (difflib's ratio, case-blind, at least ``cutoff``), else an empty string."""
    close = closest(word, known, cutoff)
    return f" (did you mean {close!r}?)" if close is not None else ""


def closest(word: str, known, cutoff: float = 0.75) -> str | None:
    """The one of ``known`` that :func:`did_you_mean` would name for ``word``, or None."""
    import difflib

    lower = {str(k).lower(): str(k) for k in known}
    close = difflib.get_close_matches(str(word).lower(), list(lower), n=1, cutoff=cutoff)
    return lower[close[0]] if close else None


def printable(text: str) -> str:
    """``text`` with each character a terminal would act on (an escape, a carriage return, a newline) written as
    Python escapes it: ``'bad\\x1b[31m.txt'``; a file name shown in a message or drawn as a picture's title (a
    font has no glyph for them: matplotlib's warning printed the escape itself, and two lines of its source)."""
    return text if text.isprintable() else "".join(c if c.isprintable() else _escaped(c) for c in text)


def _escaped(c: str) -> str:
    """A character :func:`printable` escapes: as Python writes it, save a byte of a name that is not UTF-8 (which
    Python holds as a surrogate, U+DC80-U+DCFF), written as that byte: ``caf\\xe9.png``, not ``caf\\udce9.png``."""
    return f"\\x{ord(c) - 0xDC00:02x}" if "\udc80" <= c <= "\udcff" else repr(c)[1:-1]


def shown(value, width: int = 60) -> str:
    """``repr`` of what a message quotes from the input, cut to about
    ``width`` characters (``'####...'`` plus how long it was); a whole number past Python's 4,300 digits (whose
    ``repr`` raises ValueError) as :func:`number_text` writes it (``1e+5000``)."""
    if type(value) is int and value.bit_length() > 14000:  # (4,214 digits and more; a LongWhole quotes itself)
        return number_text(value)
    # a printable text as typed, its backslashes single (a Kakuro cell 3\x was quoted '3\\x', \\ as '\\\\')
    plain = type(value) is str and value.isprintable() and "'" not in value
    text = f"'{value}'" if plain else _repr_head(value, width)
    if len(text) <= width:
        return text
    length = f" ({len(value):,} characters)" if isinstance(value, str) else ""
    quoted = text.endswith("'") and type(value) not in (list, tuple)  # (a list's start may end in a string's quote)
    return text[:width - 4] + "...'" + length if quoted else text[:width] + "..." + length


def quoted(value) -> str:
    """``repr(value)`` whole, on one line (a 2-D numpy array's runs over several), and a whole number past Python's
    4,300 digits as :func:`number_text` writes it (``repr`` raises ValueError: "Exceeds the limit (4300 digits)"
    was the message where a wrong argument was to be named)."""
    if isinstance(value, int) and value.bit_length() > 14000:
        return number_text(value)
    return _one_line(repr(value))


def _repr_head(value, width: int) -> str:
    """``repr(value)``, or for a list or tuple a start of it longer than ``width``, its items read no further than
    that needs (a 3000x3000 answer given to a 5x5 puzzle was written out whole, 27 MB and a second, to quote 40
    characters of it)."""
    if type(value) not in (list, tuple) or not value:
        return _one_line(repr(value))
    parts, size = [], 1
    for item in value:
        parts.append(_repr_head(item, width))
        size += len(parts[-1]) + 2
        if size - 2 > width:  # (an item cut short is longer than width itself: nothing is joined after it)
            return ("[" if type(value) is list else "(") + ", ".join(parts)
    return _one_line(repr(value))


def _one_line(text: str) -> str:
    """``text`` (a ``repr``) on one line: a 2-D numpy array's ``repr`` runs over several lines, and a message
    quoting it was several lines ("got array([[0., 0.]," and " [0., 0.]])")."""
    return text if "\n" not in text else " ".join(part.strip() for part in text.splitlines())


def with_article(noun: str) -> str:
    """``noun`` after 'a' or 'an' as its first letter asks (``an Exact cover puzzle``, ``a Yin-Yang puzzle``)."""
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"


def got_items(value, fits, items=None) -> str:
    """What a message says was given for a list or tuple argument whose items must each pass ``fits``: the type of a
    value that is neither (``dict``), else its first item that does not fit (``a tuple whose item 1 is str '22'``),
    so that a right container is never named as the fault ("must be a list of lists, got tuple"); ``items``: the
    items of another iterable ``value`` already read (a generator's)."""
    if items is not None or isinstance(value, (list, tuple)):
        for index, item in enumerate(value if items is None else items):
            if not fits(item):
                return f"a {type(value).__name__} whose item {index} is {type(item).__name__} {shown(item, 40)}"
    return type(value).__name__


def exact_number(value):
    """An int past a float's range as a :class:`~decimal.Decimal` (dividing it as a float overflows)."""
    from decimal import Decimal

    return Decimal(value) if isinstance(value, int) else value


#: Most digits :func:`whole_text` reads: Python's ``int()`` refuses a number past 4,300 digits with a ValueError naming
#: no input (and takes quadratic time on long ones); no size, count or target of gridsat comes near.
MAX_DIGITS = 4000


def whole_text(text: str, what: str, where: str | None = None) -> int:
    """``int(text)`` of a whole number written in the user's text (ASCII digits, a sign allowed), one of more than
    :data:`MAX_DIGITS` digits refused in words (``int()`` of 5,000 digits raised "Exceeds the limit (4300 digits)
    for integer string conversion": a traceback from the command line).

    Raises:
        PuzzleInputError: ``"WHAT '99999...' (5,000 characters) is too large"`` (at ``where``).
    """
    if len(text.strip().lstrip("+-")) > MAX_DIGITS:
        raise PuzzleInputError(f"{what} {shown(text.strip(), 24)} is too large", where)
    return int(text)


def sized_list_problem(what: str, value, n: int, unit: str) -> str:
    """Why ``value`` (decoded JSON) is not a list of ``n`` ``unit``: its length, or what it is instead (a string
    of rows '1.' was told 'clues row 1 must have 2 cells', though it had 2 characters)."""
    got = f", got {len(value):,}" if isinstance(value, (list, tuple)) else ", got null" if value is None else \
        f", got {json_type(value)} {json_shown(value, 30)}"  # (null's type is its value: "got null null")
    return f"{what} must be a list of {n:,} {unit}{got}"


def json_type(value) -> str:
    """How JSON calls the type of a decoded ``value`` (``"an array"``, ``"a string"``...)."""
    names = {dict: "an object", list: "an array", str: "a string", bool: "true/false", int: "a number",
             float: "a number", type(None): "null"}
    # by its class or the JSON type it stands for (a number past a float's range, WrittenReal, was "got WrittenReal")
    return next((names[t] for t in type(value).__mro__ if t in names), type(value).__name__)


def json_shown(value, most: int = 40, *, ascii: bool = False) -> str:
    """``value`` as JSON writes it (``"1"``, ``null``, ``[1, 2]``; ``ascii``: other characters escaped), cut to
    ``most`` characters; a number that keeps how it was written (a JSON reader's long whole number or
    out-of-range real, :mod:`gridsat.formats.json`) as it says itself (``1e400``, not ``Infinity``)."""
    import json

    if isinstance(value, (int, float)) and type(value) not in (int, float, bool):
        text = repr(value)
    else:
        try:
            text = json.dumps(value, ensure_ascii=ascii)
        except (TypeError, ValueError):  # a whole number past Python's 4,300 digits inside; a value JSON has no
            text = shown(value)  # word for (numpy's int64 clue met "Object of type int64 is not JSON serializable")
    if len(text) <= most:
        return text
    if isinstance(value, str) and text.endswith('"'):  # cut as shown() cuts one: its quote kept and its length said
        return text[:most - 4] + '..."' + f" ({len(value):,} characters)"  # (was '"53..7....6..195...' alone)
    return text[:most - 3] + "..."


def number_text(value, spec: str = "g") -> str:
    """``format(value, spec)``, also for an int past a float's range (``10**400``: ``"1e+400"``, to
    six digits as ``g`` writes a float; formatting it as a float raised OverflowError)."""
    try:
        return format(value, spec)
    except OverflowError:
        from decimal import localcontext

        with localcontext() as context:
            context.prec = 6
            return format((+exact_number(value)).normalize(), spec).replace("E", "e")


#: The longest limit in seconds (a billion, some 31 years): no timer can be set for much more, and a deadline
#: further away than this is no deadline (:func:`reachable`).
MAX_SECONDS = 1e9


def check_seconds(value, what: str = "time limit") -> None:
    """Refuse a limit in seconds (a number, or None for none) that is not more than 0 or not below a billion, in
    the words every limit uses (``batch -t 1e9`` said "must be a positive number of seconds, got 1000000000.0"),
    the number as ``--memory-limit`` quotes one (``-t 0`` said "got 0.0", ``-t -1`` "got -1.0").

    Raises:
        PuzzleInputError: ``"WHAT must be a positive number of seconds, got X"`` or ``"WHAT must be below a billion
            seconds (leave it out for none), got X"``.
    """
    if value is not None and not value > 0:
        raise PuzzleInputError(f"{what} must be a positive number of seconds, got {number_text(value)}")
    if value is not None and not value < MAX_SECONDS:  # inf: no timer (SIGALRM) can be set for it
        raise PuzzleInputError(f"{what} must be below a billion seconds (leave it out for none), got "
                               f"{number_text(value)}")


def reachable(deadline: float | None) -> float | None:
    """``deadline`` (a :func:`time.perf_counter` value, or None for none) as a clock can wait for it: None when it
    is more than :data:`MAX_SECONDS` away, as a time limit can be (``deadline=10**30`` met
    "OverflowError: timestamp out of range" setting a timer, in a hint's reading clock, or was refused as a "time
    limit" the caller never gave)."""
    import time

    if deadline is not None and deadline - time.perf_counter() > MAX_SECONDS:
        return None
    return deadline


def perf_deadline(deadline: float | None, name: str = "deadline") -> float | None:
    """:func:`reachable`, refusing a ``deadline`` that is a :func:`time.time` value (within some three years of
    now) where a :func:`time.perf_counter` one goes: ``deadline=time.time() + 10`` was more than a billion seconds
    away on that clock, so no deadline, and the run went on past it.

    Raises:
        PuzzleInputError: ``deadline`` is a time.time() value.
    """
    import time

    if deadline is not None and deadline - time.perf_counter() > MAX_SECONDS and abs(deadline - time.time()) < 1e8:
        raise PuzzleInputError(f"{name} {number_text(deadline)} is a time.time() value (a date); a {name} here is a "
                               f"time.perf_counter() value: time.perf_counter() + seconds")
    return reachable(deadline)


def counted(count: int, noun: str) -> str:
    """``"1 cell"``, ``"2 cells"``, ``"1,024 cells"``: a count and its noun
    (the plural adds ``s``), as messages write them; a count past 10**21 (no search counts so far: one a caller
    asked for, ``n=10**400``) to three digits, ``"1e+400 tilings"``, not 400 digits and their 133 commas."""
    return f"{big_count(count)} {noun}{'' if count == 1 else 's'}"


def big_count(count: int) -> str:
    """A count as messages write it: ``"1,024"``, and past 10**21 to three digits, ``"5e+400"`` (a piece set of
    10**400 copies was said to cover a number of 534 characters)."""
    return number_text(count, ".3g") if abs(count) >= 10**21 else f"{count:,}"
