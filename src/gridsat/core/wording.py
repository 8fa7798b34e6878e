"""How messages word what the user types: the command line's options (``--one-sided``) or the Python API's
keywords (``one_sided``), by which front end runs; the web app's jobs name options as the command line does (its
pages put their field names in their place) but offer no command."""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar

#: How messages name each task (the command line's words).
TASK_WORDS = {"solve": "solving", "solutions": "--solutions N", "count": "--count", "unique": "--unique",
              "forced": "--forced"}

#: How the Python API's messages name each task (its ``Task(...)`` words: a caller cannot type ``--count``).
TASK_KEYWORDS = {"solve": "Task('solve')", "solutions": "Task('solutions', n=N)", "count": "Task('count')",
                 "unique": "Task('unique')", "forced": "Task('forced')"}

#: True while the command line runs (:func:`command_line_run`, entered by its ``main``) or the web app does a job
#: (its pages put their own field names in place of options): messages then name the command line's options
#: (``--one-sided``); otherwise -- the Python API -- they name the keywords (``one_sided``), never an option the
#: caller has no way to type.  A flag of the process, not of a context: the searches' threads raise messages too.
_COMMAND_LINE = False
#: True while the web app does a job: options are named as on the command line, but no command is offered (a
#: page has none to run).
_WEB = False
#: True while a batch collection line is read (:func:`collection_line`).
_LINE = False
#: The command a pointer to another kind names ('gridsat hint FILE'); None: that kind's own ('gridsat yinyang
#: FILE').  hint and grade set it: 'grade -k nurikabe YINYANG-FILE' was sent to 'gridsat yinyang FILE', a solve.
POINTED_COMMAND: ContextVar = ContextVar("pointed_command", default=None)


def command_line() -> bool:
    """True while the command line runs (its messages name options, ``--one-sided``)."""
    return _COMMAND_LINE


def web_job() -> bool:
    """True while the web app does a job (:func:`command_line_run` with ``web``): a message offers no command."""
    return _WEB


@contextmanager
def command_line_run(on: bool = True, *, web: bool = False):
    """Within it, messages name the command line's options (``--hint``) rather than the Python API's keywords
    (``hint``); with ``web``, for a job of the web app, which puts its fields' names in their place and has no
    command to offer (:func:`web_job`).  The flags before it are restored after (tests run the command line
    in-process)."""
    global _COMMAND_LINE, _WEB
    before, _COMMAND_LINE, _WEB = (_COMMAND_LINE, _WEB), on, web
    try:
        yield
    finally:
        _COMMAND_LINE, _WEB = before


@contextmanager
def collection_line():
    """Within it, a batch collection line is read: text of several puzzles in it is told to write each on a line of
    its own (:func:`one_puzzle`; it was told "gridsat batch reads a list of puzzles ... from a file whose name ends
    in .jsonl", from inside such a file's line)."""
    global _LINE
    before, _LINE = _LINE, True
    try:
        yield
    finally:
        _LINE = before


def in_collection_line() -> bool:
    """True while a batch collection line is read (:func:`collection_line`)."""
    return _LINE


def spelled(option: str, keyword: str) -> str:
    """``option`` (``"--hint"``) on the command line, else ``keyword`` (``"hint"``): one message for both."""
    return option if _COMMAND_LINE else keyword


def file_words() -> str:
    """What a puzzle argument names: a file, a URL or - (standard input); in a web job, a file sent or a URL."""
    return "a file sent or a URL" if _WEB else "a file, a URL or -"


def engine_words(*engines: str) -> str:
    """How messages ask for an engine: ``--engine cpsat`` (``--engine exact or auto``) on the command line, else
    ``engine='cpsat'`` (``engine='exact' or engine='auto'``)."""
    return spelled(f"--engine {' or '.join(engines)}", " or ".join(f"engine={e!r}" for e in engines))


def task_words(task: str) -> str:
    """How messages name ``task``: the command line's option (``--count``) or the API's ``Task('count')``."""
    return (TASK_WORDS if _COMMAND_LINE else TASK_KEYWORDS).get(task, task)


def one_puzzle(each: str = "one a line", *, batch: bool = False) -> str:
    """What text holding several puzzles (lines of URLs, of JSON objects, of 81-digit Sudokus) is told to do: a file
    holds one, ``gridsat batch`` reads a list; a web request sends one at a time (it was told of ``gridsat batch``
    and a file's name, neither of which a page or request has)."""
    if web_job():
        return "send one puzzle at a time"
    if _LINE:
        return "a collection line holds one puzzle: write each on a line of its own"
    if batch:  # a file given to gridsat batch itself was told "gridsat batch reads a list of puzzles ...", run so
        return f"a file holds one puzzle; a list of puzzles, {each}, is read from a file whose name ends in .jsonl"
    return (f"a file holds one puzzle; gridsat batch reads a list of puzzles, {each}, from a file whose name ends "
            "in .jsonl")


def url_alone() -> str:
    """What a URL with more after it (another URL on its line, a JSON array of URLs) is told: a web request was told
    "a list of puzzles goes one URL a line, in a .jsonl file for gridsat batch", no file or command there; a
    collection line, from inside such a file (:func:`one_puzzle`'s words for both)."""
    where = one_puzzle() if web_job() or _LINE else \
        "a list of puzzles goes one URL a line, in a .jsonl file for gridsat batch"
    return f"a puzzle is its URL alone ({where})"


def a_size(rows: int, cols: int) -> str:
    """``"a 4x4"``, ``"an 8x8"``, ``"an 11x11"``: a board's size with its article, as the first number is spoken
    (messages said "a 8x8 Light Up")."""
    spoken_vowel = str(rows).startswith("8") or rows in (11, 18) or 11_000 <= rows < 12_000 or 18_000 <= rows < 19_000
    return f"{'an' if spoken_vowel else 'a'} {rows}x{cols}"


def a_board(puzzle, title: str) -> str:
    """``"a 5x5 Nurikabe"``: a grid puzzle's board named with its article and ``title``, as its user wrote its size:
    a puzzle with a ``framed`` size (``(n, note)``: Skyscrapers, whose rows and columns hold its frame of clues too)
    is named by it (``"a 30x30 Skyscrapers (32x32 with its frame)"``, where "a 32x32" named no board typed)."""
    framed = getattr(puzzle, "framed", None)
    if framed is None:
        return f"{a_size(puzzle.rows, puzzle.cols)} {title}"
    (rows, cols), note = framed
    return f"{a_size(rows, cols)} {title} ({note})"


def one_line(message: str) -> str:
    """``message`` on one line, as an error is printed, sent or recorded: its lines joined by a space, each
    stripped; spaces inside a line are kept (a quoted row ``'v ##<  > 5'``, whose two spaces were the fault, was
    quoted ``'v ##< > 5'``)."""
    return " ".join(line.strip() for line in message.splitlines() if line.strip())


def shortened_numbers(text: str) -> str:
    """``text`` with each number of more than 24 digits said by its first digits and its length (a 400-digit -n
    was echoed whole); one inside a name is kept, and so is the puzzle of a command the text offers. The command
    line's errors and the web's say them so (the web echoed an unknown kind of 400 digits whole)."""
    import re

    def long_number(m) -> str:
        digits = m.group(0).replace(",", "")
        if len(digits) <= 24 or re.search(r"\bgridsat [a-z]+ $", m.string[:m.start()]):
            # the puzzle of a command the message offers (a Sudoku's 81 digits) stays whole: cut, the command
            # "gridsat sudoku 530070... (a 81-digit number) --forced" could not be copied and run
            return m.group(0)
        return f"{digits[:6]}... (a {len(digits):,}-digit number)"

    return re.sub(r"(?<![\w./-])[0-9][0-9,]{24,}[0-9](?!(?!v\b)[\w./-])", long_number, text)  # (a Yajilin
    # arrow's v ends its number: of a clue's 999...^, 999...v, 999...< and 999...>, the v's was written whole)


__all__ = ["POINTED_COMMAND", "TASK_KEYWORDS", "TASK_WORDS", "a_size", "collection_line", "command_line",
           "command_line_run", "engine_words", "file_words", "full_width_told", "in_collection_line", "one_line",
           "one_puzzle", "shortened_numbers", "url_alone", "spelled", "task_words", "web_job"]


def size_meant(text: str) -> str | None:
    """The ``RxC`` a mistyped size means: the letter O for a zero (``1Ox10``), or another mark between the sides
    (``6*10``, ``6,10``, ``6×10``, ``6 by 10``); None when it is no such slip, or a side is 0."""
    import re

    sides = re.fullmatch(r"\s*([0-9]+)\s*(?:[xX*,×]|by)\s*([0-9]+)\s*", text.replace("O", "0").replace("o", "0"))
    return f"{sides.group(1)}x{sides.group(2)}" if sides and min(map(int, sides.groups())) > 0 else None


def full_width_told(message: str) -> str:
    """``message`` with a quoted word written in full-width characters (``'６x10'``, ``'１0-06'``, typed on a Japanese
    keyboard) said so, and what to write: the command line's errors named the word ("unknown board '６x10'", "date
    '１0-06' is not YYYY-MM-DD") but not why it was not read, as it looks right.  Unchanged when no quoted word is
    such, or the message says it already."""
    import re  # (no unicodedata: its library is mapped on first import, which fails where this line matters most,
    # out of address space under ulimit -v, and the out-of-memory line became an ImportError's traceback)

    if message.isascii() or "full-width" in message:
        return message
    for word in re.findall(r"'([^'\s]+)'", message):  # the full-width forms of ASCII's '!' to '~': U+FF01 to U+FF5E
        wide = [c for c in word if not c.isascii()]  # (a superscript '²' is another slip, told no such thing)
        if wide and all("\uff01" <= c <= "\uff5e" for c in wide):
            plain = "".join(chr(ord(c) - 0xFEE0) if "\uff01" <= c <= "\uff5e" else c for c in word)
            return f"{message} ('{word}' has full-width characters: write {plain})"
    return message


def a_or_an(title: str) -> str:
    """``title`` after its indefinite article, as messages name a genre: ``"an Aqre"``, ``"a Creek"``, ``"a LITS"``
    (by the first letter's sound as said aloud: vowels take "an", except a spelled-out capital run such as LITS)."""
    spelled = title[:2].isupper()  # 'LITS' is said 'lits', not 'el-i-tee-es'; no genre title starts with a vowel run
    return f"an {title}" if title[:1].lower() in "aeiou" and not spelled else f"a {title}"
