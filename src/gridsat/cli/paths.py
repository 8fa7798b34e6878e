"""File options of the command line (``--out``, ``--png``, ``--svg``, ``--export-model``): their text
checked before any work, as a :class:`pathlib.Path`."""

from __future__ import annotations

import os

from ..core.errors import PuzzleInputError, shown


def _said(path) -> str:
    """``path`` quoted for a message, whole up to 200 characters, a longer one cut with its length (a 3,000-letter
    name was quoted whole, the line cut at 1,000 characters before it said what was wrong)."""
    return shown(str(path), 200)


def given_path(value, flag: str, needed_with: str | None = None):
    """``value`` of a file option as a :class:`pathlib.Path`; typer hands the option's text over as given
    (its own conversion reads ``--out ''`` as ``.``, and the message named a folder the user never gave).

    Raises:
        PuzzleInputError: empty, or ending in ``/`` (a folder's name; a file ``results`` was written for ``results/``).
        Empty, it is told to leave the option out, but for ``needed_with``: an option that needs it
        (``calendar --year 2027 --out ''`` was told to leave out what --year needs).
    """
    if not isinstance(value, str):
        return value
    if not value:
        if needed_with == "required":  # (batch's --out: left out, "Missing option '--out'")
            raise PuzzleInputError(f"{flag} is empty: give a file name")
        but = f" (but not with {needed_with}, which needs it)" if needed_with else ""
        raise PuzzleInputError(f"{flag} is empty: give a file name or leave the option out{but}")
    if value.endswith(tuple(sep for sep in (os.sep, os.altsep) if sep)):
        raise PuzzleInputError(f"{flag} {_said(value)} ends in {value[-1]!r}, as a folder's name does: give a file "
                               "name")
    from pathlib import Path

    return Path(value)


def folder_gone() -> str | None:
    """What to do when the current folder no longer exists (deleted under the shell), else None: a relative name
    (``solve x.txt``, ``-o r.jsonl``) met Python's "No such file or directory" naming no file, and was told
    "cannot write the output"."""
    try:
        os.getcwd()
    except FileNotFoundError:
        return ("the current folder no longer exists (deleted since the shell went into it): cd into a folder that "
                "exists, or name every file by its full path")
    return None


#: Names that are only a file ending: pathlib reads `.svg` as a hidden file with no suffix, so `--svg .svg` was
#: told "must end in .svg" and `generate -o .png` wrote text into a hidden file.
_ENDINGS = (".png", ".svg", ".jsonl", ".json", ".txt", ".pzprv3", ".url", ".gz", ".pb")


#: Names of tables, which an --out of JSON lines is not.
_TABLES = (".csv", ".tsv", ".xls", ".xlsx", ".ods")


def _named(flag: str, text: str, path) -> None:
    """Refuse an output name that is only a file ending (``.svg``), naming the option."""
    if path.name.lower() in _ENDINGS:
        raise PuzzleInputError(f"{flag} {_said(text)} has no name before {path.name}: give one "
                               f"(e.g. {'answer' if path.name.lower() in ('.png', '.svg') else 'out'}"
                               f"{path.name.lower()})")


def output_path(flag: str, holds: str | None = "the run's results (JSON lines)", *, required: bool = False,
                needed_by: str | None = None):
    """Option callback for a file to write (``--out``, ``--export-model``):
    :func:`check_output` before any work; the option's text as a
    :class:`pathlib.Path` (:func:`given_path`).  An ``--out`` named as a
    picture (``.png``, ``.svg``) is refused, saying it would hold ``holds``
    (None: the command checks the name itself): batch and calendar wrote
    their JSON lines into ``r.png``.  ``needed_by``: the options whose run
    needs the file (a kind's modes declared ``out="required"``, the
    calendar's ``--year``), named when it is given empty."""
    def check(path: str | None) -> os.PathLike | None:  # the text given (typer reads this annotation)
        if path is not None:
            from ..core.files import DASH_WRITTEN, check_output

            if path == "-":  # batch's said "'-': gridsat writes its results...", naming no option, as the others do
                raise PuzzleInputError(f"{flag} {DASH_WRITTEN.format(what='it')}")
            text, path = path, given_path(path, flag, "required" if required else needed_by)  # messages quote
            _named(flag, text, path)  # the text: Path reads './-' as '-'
            suffix = path.suffix.lower()
            if flag == "--out" and holds is not None and suffix in (".png", ".svg"):
                raise PuzzleInputError(f"--out {_said(text)} would hold {holds}, not a picture: a picture is "
                                       f"--{suffix[1:]}'s; give --out a name of its own (e.g. results.jsonl)")
            if flag == "--out" and holds is not None and suffix in _TABLES:  # res.csv was written JSON lines
                raise PuzzleInputError(f"--out {_said(text)} would hold {holds}, no {suffix[1:].upper()} table: "
                                       f"name it {_said(str(text)[:-len(suffix)] + '.jsonl')}")
            check_output(path, flag, replaced=flag != "--out" or holds is None,  # generate's --out never writes
                         through=holds is not None or suffix == ".jsonl")  # through a link (it says so), but its
            # collection is appended to through one: a link into a missing folder was told naming no option
        return path

    return check


def picture_path(suffix: str):
    """Option callback: check a picture path before any solving starts, so a
    typo never costs a long solve (one-line error, exit 2); the option's
    text as a :class:`pathlib.Path` (:func:`given_path`)."""
    def check(path: str | None) -> os.PathLike | None:  # the text given (typer reads this annotation)
        if path is None:
            return None
        if path == "-":  # was "--png file must end in .png, got '-'", where --out - says what '-' is not
            from ..core.files import DASH_WRITTEN

            raise PuzzleInputError(f"--{suffix[1:]} {DASH_WRITTEN.format(what='it')}")
        text, path = path, given_path(path, f"--{suffix[1:]}")  # messages quote the text: Path reads './-' as '-'
        _named(f"--{suffix[1:]}", text, path)
        if path.suffix.lower() != suffix:
            other = {".png": ".svg", ".svg": ".png"}[suffix]  # `--png answer.svg`: the option that draws that
            instead = f"; {'an' if other == '.svg' else 'a'} {other[1:].upper()} picture is --{other[1:]} FILE" \
                if path.suffix.lower() == other else ""
            raise PuzzleInputError(f"--{suffix[1:]} file must end in {suffix}, got {_said(text)}{instead}")
        try:  # a link to notes.txt was written over, where --svg notes.txt is refused
            other = path.is_symlink() and path.resolve().suffix.lower() != suffix and path.resolve().is_file()
        except (OSError, RuntimeError):  # (a name too long to look up, or a link in a loop -- Python 3.11's resolve
            other = False  # raises RuntimeError, a traceback: check_output says so)
        if other:
            raise PuzzleInputError(f"--{suffix[1:]} {_said(text)} is a link to {_said(path.resolve())}, "
                                   f"which is no {suffix} file: it would be written over")
        from ..core.files import check_output

        check_output(path, f"--{suffix[1:]}", "picture file")
        return path
    return check

#: The first line of a CP-SAT model in the text format (``variables {``, ``constraints {``, ``name: "..."``).
_TEXT_PROTO = r"\s*[a-z_]+\s*(\{|:).*"


def refuse_model_over(path, text: str) -> None:
    """Refuse an ``--export-model`` file that would write over a file holding something else, as a picture's is
    refused: a link to a file whose name ends in neither .pb nor .txt (``m.pb`` linked to ``notes.md`` was written
    over, where ``--export-model notes.md`` is refused), or a .txt file (linked or not) holding text that is no
    CP-SAT model (``--export-model other.txt`` replaced another puzzle's text grid, unsaid)."""
    import re

    try:
        real = path.resolve() if path.is_symlink() else path
        if path.is_symlink() and real.is_file() and real.suffix.lower() not in (".pb", ".txt"):
            raise PuzzleInputError(f"--export-model {_said(text)} is a link to {_said(real)}, which is "
                                   "no .pb or .txt file: it would be written over")
        if real.suffix.lower() != ".txt" or not real.is_file():
            return
        with open(real, "rb") as f:
            head = f.read(4096)
    except (OSError, RuntimeError):  # (unreadable, a name too long, a link in a loop: the writing says so)
        return
    first = next((line for line in head.decode("utf-8", "replace").splitlines() if line.strip()), None)
    if first is not None and not re.fullmatch(_TEXT_PROTO, first):
        raise PuzzleInputError(f"--export-model {_said(text)} holds text that is no CP-SAT model (its first "
                               f"line: {shown(first, 64)}): it would be written over; choose another name")


__all__ = ["given_path", "output_path", "picture_path", "refuse_model_over"]
