"""Printing the command line's output without importing rich when rich
would print plain text anyway.

The commands print through a rich console (markup like ``[bold]``, colour
on a terminal).  Written to a pipe or a file, rich prints the text with
the markup tags removed and nothing else changed, provided the text has no
other markup, emoji code, escape or control character; importing rich for
that costs more than a small puzzle's solve.  :class:`Printer` writes such
text itself and hands anything else (a terminal, ``FORCE_COLOR``, a rich
renderable, text it cannot vouch for) to a rich console, imported then.
"""

from __future__ import annotations

import errno
import io
import os
import re
import sys

#: The only markup gridsat's own lines use.
TAGS = ("[bold]", "[/bold]")
#: What rich may read as a markup tag (``[`` and a tag's first character),
#: an emoji code (``:name:``), or an escape; text holding one goes to rich.
UNSURE = re.compile(r"\[[a-z#/@]|:\S*?:|\\|[\x00-\x09\x0b-\x1f\x7f]")
#: Control characters rich drops or expands (an end of line aside).
CONTROL = re.compile(r"[\x00-\x09\x0b-\x1f\x7f]")
#: Environment variables that change what rich writes to a pipe.
RICH_ENVIRONMENT = ("FORCE_COLOR", "TTY_COMPATIBLE")


def plain_stream(stream) -> bool:
    """True when rich, writing to ``stream``, would write no colour or
    control codes: not a terminal, no variable forcing a terminal, not a
    notebook, not legacy Windows, not a stream rich has wrapped."""
    if os.name == "nt" or any(name in os.environ for name in RICH_ENVIRONMENT) or "IPython" in sys.modules:
        return False
    if hasattr(stream, "rich_proxied_file") or getattr(sys.stdin, "__module__", "").startswith("idlelib"):
        return False
    isatty = getattr(stream, "isatty", None)
    try:
        return isatty is not None and not isatty()
    except ValueError:
        return False


def plain_text(item) -> str | None:
    """The text rich prints for ``item`` on a plain stream (without its end
    of line), or None when only rich can say.

    ``item``: a string with rich markup (only ``[bold]`` tags are removed
    here), a :class:`~gridsat.render.styled.Styled` or a rich ``Text``
    (their plain text).
    """
    if isinstance(item, str):
        text = item
        for tag in TAGS:
            text = text.replace(tag, "")
    elif type(item).__name__ == "Styled" and type(item).__module__ == "gridsat.render.styled":
        text = item.plain  # its runs are not markup; only control characters matter
        return None if CONTROL.search(text) else text
    elif type(item).__name__ == "Text" and getattr(item, "end", None) == "\n" and \
            getattr(item, "justify", None) is None and isinstance(getattr(item, "plain", None), str):
        text = item.plain  # a Text's content is not markup; only control characters matter
        return None if CONTROL.search(text) else text
    else:
        return None
    return None if UNSURE.search(text) else text


class Printer:
    """``print(item)`` on stdout (or stderr) as a rich console with
    ``highlight=False, soft_wrap=True`` would print it (see the module
    docstring); rich is imported only when the text needs it."""

    def __init__(self, stderr: bool = False):
        self.stderr = stderr
        self._console = None

    @property
    def stream(self):
        """The stream written to (looked up at each print, as rich does)."""
        return sys.stderr if self.stderr else sys.stdout

    @property
    def is_terminal(self) -> bool:
        """True when the stream is a terminal (as rich judges it)."""
        return not plain_stream(self.stream) and self.rich().is_terminal

    def rich(self):
        """The rich console behind this printer (imported on first use)."""
        if self._console is None:

            self._console = rich_console(self.stderr)
        return self._console

    def print(self, item) -> None:
        """Print ``item`` (markup text or a rich renderable) and an end of line."""
        stream = self.stream
        text = plain_text(item) if self._console is None and plain_stream(stream) else None
        if text is None:
            self.rich().print(item)
        else:
            stream.write(text + "\n")
            stream.flush()


def unwritable(exc: UnicodeEncodeError, args=()) -> str:
    """The one line for output the standard output's encoding cannot write (``PYTHONIOENCODING=ascii``, a Latin-1
    locale, a Windows code page when redirected to a file): the drawings' characters (``██``, ``●``, ``·``,
    box lines) and the names a user gave (``batch`` of ``é.txt``) met Python's traceback.  Said in ASCII (the
    characters escaped), which every stderr writes; ``--json`` is advised only to a command ``args`` name that has
    it (``batch`` was told of a --json it lacks)."""
    encoding = getattr(sys.stdout, "encoding", None) or exc.encoding  # cp1252's error names 'charmap'
    shown = ascii(exc.object[exc.start:exc.end][:3]) if isinstance(exc.object, str) else "its characters"
    # PYTHONIOENCODING outranks UTF-8 mode: with PYTHONIOENCODING=latin-1 set, the advised PYTHONUTF8=1 changed nothing
    chosen = os.environ.get("PYTHONIOENCODING")
    other = f"it is {chosen!a} now" if chosen else "or PYTHONUTF8=1"
    said = (f"the output's encoding ({encoding}) cannot write {shown}, which gridsat prints (its drawings, and "
            f"names given to it, use characters beyond ASCII): set PYTHONIOENCODING=utf-8 ({other})")
    return said + "; --json output is plain ASCII" if _offers_json(args) else said


def _offers_json(args) -> bool:
    """True when the command ``args`` name (``generate yinyang``: the kind's command under ``generate``) has
    a --json option."""
    import typer.main

    from . import build_app, commands

    command = typer.main.get_command(build_app(args[0] if args and args[0] in commands() else None))
    for arg in args:
        sub = (getattr(command, "commands", None) or {}).get(arg)
        if sub is None:
            break
        command = sub
    return any("--json" in getattr(p, "opts", ()) for p in getattr(command, "params", ()))


_CONSOLE_CLASS: list = []


def rich_console(stderr: bool = False):
    """The rich console gridsat prints through: no highlighting, soft wrap,
    no emoji codes (ours never use one, and a user's ':smile:' -- an item, a
    piece's name -- is text), and a reader that goes away (``| head``) ends
    the run with code 141 as everywhere else in gridsat (128 + SIGPIPE, as a
    shell reports it; rich's own ends with 1, the code of an infeasible
    puzzle)."""
    if not _CONSOLE_CLASS:
        from rich.console import Console

        class GridsatConsole(Console):
            def on_broken_pipe(self) -> None:
                from . import _quiet_stdout

                self.quiet = True
                _quiet_stdout()
                raise SystemExit(141)

        _CONSOLE_CLASS.append(GridsatConsole)
    console = _CONSOLE_CLASS[0](stderr=stderr, highlight=False, soft_wrap=True, emoji=False)
    if console.width < MIN_WIDTH:  # COLUMNS=5 squeezed the formats table and batch's summary to a column of borders
        console.width = MIN_WIDTH
    return console


#: The fewest columns gridsat's tables are drawn in, whatever the terminal (or ``COLUMNS``) says: a narrower
#: table wraps on the screen but stays readable.
MIN_WIDTH = 60


class ClosedOutput(io.TextIOBase):
    """Standard output when it is closed (``>&-``, where Python's is None): writing to it fails as writing to a
    full disk does (one line, exit 2), and a run that prints nothing (its results in --out) goes on."""

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        if not text:
            return 0
        raise OSError(errno.EBADF, "standard output is closed")


__all__ = ["ClosedOutput", "Printer", "plain_stream", "plain_text", "rich_console"]
