"""What a text grid read without its genre's name (its first line) is told: the genres that read it and the two
ways to say which (split from :mod:`gridsat.puzzles.unreadable`)."""

from __future__ import annotations

from ..core.settings import spelled
from .kinds import REGISTRY, detect, get
from .unreadable import POINTED_COMMAND


def bare_grid(readers: list, spec: str | None, source: str | None, *, page: bool | str = False) -> str:
    """What a text grid without its genre's name is told: the genres that read it (``readers``; under hint/grade
    and ``page`` "hint", /api/hint, those with hints: it named LITS...) and the two ways to say which.  Where none
    of them has hints, hint, grade and /api/hint say so: they offered those genres ("choose it under Kind",
    "gridsat hint FILE --kind KIND"), each then refused as having no hints."""
    if spec and spec.endswith(".solution.txt"):  # was sent to 'gridsat shikaku NAME.solution.txt', which solved the
        # answer's numbers as a new puzzle ("no answer: the area 7 ...")
        check = "" if page else spelled(", which gridsat batch --check-answer compares",
                                        ", which gridsat.batch.run.run_batch(check_answer=True) compares")
        return (f"an answer file by its name, not a puzzle: NAME.solution.txt holds the answer to the puzzle NAME.txt "
                f"beside it{check}; give the puzzle itself (its file or URL)")
    needed = get(readers[0]).genre_line if len(readers) == 1 else ""  # a reader taking no grid without it (Domino
    if needed:  # Fit): no command reads it as it is
        return f"a {get(readers[0]).title} board with no first line naming it: write {needed}"
    command = POINTED_COMMAND.get()
    hinted = [r for r in readers if get(r).explains]
    if not hinted and (command and len(readers) > 1 or page == "hint"):
        from .explaining import hinting_kinds

        having = hinting_kinds()
        every = "" if len(readers) == 1 else " all" if len(readers) > 2 else " both"
        which = readers[0] if len(readers) == 1 else f"{', '.join(readers[:-1])} and {readers[-1]}"
        none = ("which has", "neither of which has", "none of which has")[min(len(readers), 3) - 1]
        return (f"a grid with no kind named above it, which {which}{every} read{'s' * (len(readers) == 1)}, "
                f"{none} hints or grades yet (kinds with them: {having})")
    readers = hinted or readers if command or page == "hint" else readers
    one = readers[0] if len(readers) == 1 else None
    kind = one or "KIND"
    import shlex  # a command to paste: a name with a space or a URL's '?' quoted
    shown = "-" if source == "stdin" else shlex.quote(spec) if spec and len(spec) < 80 else "FILE"
    said = ""
    if command and one and not page and not get(one).explains:  # 'grade HEYAWAKE' was sent to 'grade ... --kind
        command, said = None, f" ({get(one).title} has no hints or grades yet)"  # heyawake', which refuses it too
    named = f"gridsat {command} {shown} --kind {kind}" if command else f"gridsat {kind} {shown}"
    how = "choose it under Kind" if page else spelled(named, f"kind={kind!r}" if one else "kind='KIND'")
    writes = "" if page else spelled(" (as --to text writes it)", "")  # no --to on a page, nor in Python
    if one:
        return (f"a {one} grid with no kind named above it: write {one!r} on a line of its own above the "
                f"grid{writes}, or {how}{said}")
    every = "all" if len(readers) > 2 else "both"
    return (f"a grid with no kind named above it, which {', '.join(readers[:-1])} and {readers[-1]} {every} read: "
            f"write the kind's name on a line of its own above the grid{writes}, or {how}")


def misread_cell(text: str) -> str | None:
    """What a text grid that no genre reads is told when the genres' readers stopped at its cells: the message of the
    one that read farthest (the first in detection order), said to be read as that genre, and how to name another
    (a Yin-Yang grid with one mistyped cell, 'X', was "not a puzzle gridsat can read", where ``gridsat yinyang``
    named the cell); None when no reader got past the first cell, or ``text`` is no grid (rows of two cells or
    more)."""
    import re
    import warnings

    from ..core.errors import PuzzleInputError
    from .unreadable import BARE_GRID_CHARS, _grid_beside_remarks

    rows = [line.split() for line in text.splitlines() if line.strip()]
    if len(text) > BARE_GRID_CHARS or len(rows) < 2 or min(map(len, rows)) < 2 or not _grid_beside_remarks(text):
        return None  # a word, a line, prose: no grid
    farthest, said = (1, 1), None
    for name in REGISTRY:
        kind = get(name)
        if kind.genre_line != "":  # no grid (JSON, DLX), or one read only under its first line (Domino Fit)
            continue
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                kind.parse(text, "puzzle")
        except (PuzzleInputError, ValueError, TypeError) as exc:
            problem = getattr(exc, "problem", str(exc))
            at = re.match(r"(?:line|row) (\d+), column (\d+): ", problem)
            if at and (int(at[1]), int(at[2])) > farthest:
                farthest, said, problems = (int(at[1]), int(at[2])), [name, problem], {problem}
            elif at and said and (int(at[1]), int(at[2])) == farthest:  # (a 9x9 of digits: Nurikabe, Sudoku and
                said.insert(-1, name)  # Hitori all stop at its 'x': "read as Nurikabe" alone misled)
                problems.add(problem)
    if said is None:
        return None
    if len(said) > 2 and len(problems) == 1:  # every genre's words alike (a form feed inside a row): naming the
        return said[-1]  # kind above the grid was advice that changed nothing
    if len(said) > 2:
        return (f"{said[-1]} (the grid read as {', '.join(said[:-2])} and {said[-2]}, each stopping there: write the "
                "kind's name on a line of its own above the grid)")
    return (f"{said[1]} (the grid read as {said[0]}; another genre's: write its kind's name on a line of its own "
            "above the grid)")


__all__ = ["bare_grid", "misread_cell"]


def refuse_before_parse(found, source: str, text: str) -> None:
    """What :func:`~gridsat.puzzles.kinds.read_any` refuses before ``found`` parses ``text``: a pasted Sudoku line
    of another size, and, for `hint` and `grade`, a kind without hints (a 1000x1000 Heyawake file took 3 s to
    parse; -t 2 said "the time limit ran out"), unless ``text`` looks like another kind's (``found`` was named by
    --kind), which the parse names: ``grade -k masyu LIGHTUP-URL`` was sent to ``gridsat masyu LIGHTUP-URL
    --forced``, which refuses a Light Up."""
    from .pasted import pasted_sudoku

    pasted_sudoku(found, source, text)
    if POINTED_COMMAND.get() is None or found.explains:
        return
    seen = detect(text)
    if seen is None or seen.name == found.name:
        if len(text) <= 1 << 16:  # a URL or small file is parsed first: a broken one ('sudoku/4/4/zzz') was sent to
            from ..core.errors import PuzzleInputError  # 'gridsat sudoku URL --forced', which refuses it

            try:
                found.parse(text, source)
            except (PuzzleInputError, ValueError):
                return  # read_any's own parse names what is wrong
        found.hints(None)  # raises the one-line "no hints yet" error


def kindless_json(stripped: str, spec: str | None, source: str | None, *, page: bool | str = False) -> str | None:
    """What a JSON object naming no kind (no ``"kind"``, or one that is no string) is told, as a grid without its
    genre's line is: the two ways to say which kind (it was "not a puzzle gridsat can read", what to do unsaid,
    though ``gridsat nurikabe FILE`` reads it); None for any other text."""
    import json  # (here: a kind's plain read imports this module, and json costs its start-up a tenth)
    import shlex

    try:
        data = json.loads(stripped) if stripped.startswith("{") else None
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or isinstance(data.get("kind"), str):
        return None
    command = POINTED_COMMAND.get()
    shown = "-" if source == "stdin" else shlex.quote(spec) if spec and len(spec) < 80 else "FILE"
    named = f"gridsat {command} {shown} --kind KIND" if command else f"gridsat KIND {shown}"
    how = "choose it under Kind" if page else spelled(f"run {named}", "pass kind='KIND'")
    from ..core.wording import in_collection_line

    if in_collection_line():  # a batch line's puzzle: no command runs on a line
        how = 'write the line as {"kind": "KIND", "puzzle": ...}'
    if command or page == "hint":
        from .explaining import hinting_kinds

        kinds = f"kinds with hints: {hinting_kinds()}"
    else:
        kinds = f"kinds: {', '.join(REGISTRY)}"
    what = ('no "kind" field' if "kind" not in data else
            f'"kind" {json.dumps(data["kind"])[:40]}, which is no kind\'s name')
    return f'a JSON object with {what}: name its kind in it ("kind": "nurikabe", ...) or {how} ({kinds})'


def run_together(text: str, spec: str | None, source: str | None, *, page: bool | str = False) -> str | None:
    """What rows of region letters run together (``AABBB``, as janko.at prints them) are told when the region genres
    read them spaced (``A A B B B``): the first row, how to space it and the genres that then read it; else None
    (``gridsat solve`` said "not a puzzle gridsat can read", where ``gridsat starbattle`` named the row)."""
    from ..core.errors import shown
    from .unreadable import bare_grid_kinds

    rows = [(number, line.strip()) for number, line in enumerate(text.splitlines(), 1) if line.strip()]
    width = len(rows[0][1]) if rows else 0
    if len(rows) < 2 or width < 2 or not all(row.isascii() and row.isalpha() and len(row) == width for _, row in rows):
        return None
    readers = bare_grid_kinds("\n".join(" ".join(row) for _, row in rows))
    if not readers:
        return None
    number, first = rows[0]
    return (f"line {number}: {shown(first, 24)} is a row of letters run together: separate a row's cells by spaces "
            f"({shown(' '.join(first), 40)}); spaced, it is {bare_grid(readers, spec, source, page=page)}")
