"""A text grid's first line naming a genre (``nurikabe``, puzz.link's ``akari``, the title ``Light Up``): read as
its kind's header, or refused where it names another kind (read as a row of cells, it was "line 2: 6 cells,
expected 1")."""

from __future__ import annotations

from ..core.errors import PuzzleInputError, counted, shown


def header_genre(line: str) -> str | None:
    """The kind a text grid's first ``line`` names, by its name, puzz.link's (``akari``, ``mashu``) or its title
    written in two words (``Light Up``, ``Star Battle 2``) or with a hyphen (``Yin-Yang``), else None; the name may
    be followed by its header's settings (``starbattle 1``, ``dominofit rule=dot``: another kind's puzzle given as a
    Yin-Yang position was "line 1: 'starbattle 1' starts a second puzzle")."""
    words = line.lower().split()
    if not words or len(words) > 3 or not words[0].replace("-", "").isalpha() or not all(
            w.replace("-", "").isalpha() or w.isdigit() or "=" in w for w in words[1:]):  # a header's settings too
        return None  # a row of cells ('0 0 2'): no kind is imported to look up its words (the whole registry's
    from .genres import genre_names  # modules: 10-20 ms of every Yin-Yang command)

    names = genre_names()
    words = [w.replace("-", "") for w in words]  # the title 'Yin-Yang' named no kind: a second puzzle under it
    if len(words) > 1 and words[0] + words[1] in names:  # was "line 4 is empty inside the grid"
        return names[words[0] + words[1]]
    return names.get(words[0]) if words else None


def refuse_header(lines: list, kind_name: str, settings: tuple, name: str) -> None:
    """Refuse ``lines`` (``[(number, text)]``, a genre's text) whose first line starts with the genre's
    name but is none of its headers, the name and one of ``settings`` (``("", " full")``): read as a row
    of cells, it was named as a bad clue or a row of the wrong width.  A first line naming another genre
    (``nurikabe`` over a Masyu's rows) is refused as such where it could not be a row (a title in two words, or
    a word count not the next row's): it was "line 2: 6 cells, expected 1".

    Raises:
        PuzzleInputError: ``"line 1: 'nurikabe x' is not a header line: a header line is exactly
            'nurikabe'"``; ``"line 1: 'nurikabe' names a Nurikabe puzzle, not Masyu (read it as kind
            'nurikabe')"``.
    """
    if lines and lines[0][1].split()[:1] and lines[0][1].split()[0].lower() == kind_name:
        number, text = lines[0]
        raise PuzzleInputError(f"line {number}: {shown(text.strip(), 42)} is not a header line: a header line is "
                               f"exactly {' or '.join(repr(kind_name + setting) for setting in settings)}", name)
    following = next((t.split() for _, t in lines[1:] if t.strip()), []) if lines else []
    words = lines[0][1].split() if lines else []
    if lines and (len(following) != len(words) or len(words) > 1):  # one word that could be a row (a one-column
        refuse_other_genre(*lines[0], kind_name, name)  # Star Battle's room 'lits') is read as one
        misspelt = misspelt_header(lines[0][1])
        if misspelt is not None:
            raise PuzzleInputError(f"line {lines[0][0]}: {misspelt}", name)


def misspelt_header(line: str) -> str | None:
    """What a text grid's first ``line`` is told when its first word is close to a genre's name but none
    (``nurikab``), or is another name of a kind's genre (``corral``: the kind named): read as a row of one cell, it
    was "line 2: 5 cells, expected 1" (``gridsat nurikabe``) or "not a puzzle gridsat can read" (``gridsat solve``);
    None for any other line."""
    words = line.split()
    if not 0 < len(words) < 4 or len(words[0]) < 4 or not words[0].replace("-", "").isalpha():  # ('starbatle 1')
        return None
    from ..core.errors import did_you_mean
    from .genres import genre_names
    from .kinds import get

    names = {n: k for n, k in genre_names().items() if get(k).genre_line is not None}  # (not pack's, a DLX file's)
    word = words[0].replace("-", "").lower()
    from .kinds import kind_hint

    other = kind_hint(word) if any(word in getattr(get(k), "other_names", ()) for k in set(names.values())) else ""
    close = other or ("" if word in names else did_you_mean(word, names))  # ('corral' over a Cave's rows was "not a
    if not close:  # puzzle gridsat can read")
        return None
    from ..core.wording import spelled, web_job  # no --to in Python nor on a page

    return f"{shown(words[0], 42)} names no kind{close}: a text grid's first line is its genre's name" + (
        "" if web_job() else spelled(", as --to text writes it", ""))


def refuse_other_genre(number: int, text: str, kind_name: str, name: str, *, position: bool = False) -> None:
    """Refuse line ``number`` of a ``kind_name`` text, ``text``, when it names another kind as a genre's
    header does (``nurikabe``, ``akari``, ``Star Battle``): read as a row, it was "line 2: 6 cells, expected 1",
    or Yin-Yang's "symbol 'n' is not 0 (empty), ...".

    Raises:
        PuzzleInputError: ``"line 1: 'nurikabe' names a Nurikabe puzzle, not Masyu (read it as kind 'nurikabe')"``.
    """
    named = header_genre(text[:200])
    if named is not None and named != kind_name:
        from .kinds import get

        title, other = get(kind_name).title, get(named).title
        article = "an" if other[:1].lower() in "aeiou" else "a"
        noun = "" if other.lower().endswith("puzzle") else " puzzle"
        own = "" if title.lower().endswith("puzzle") else " puzzle"  # (not 'this Calendar puzzle puzzle')
        from ..core.wording import spelled, web_job  # the command line was told "read it as kind 'nurikabe'"

        advice = (f"a position of this {title}{own} is its grid" if position  # kind {named!r} misled there:
                  else f"its page is /puzzle/{named}" if web_job()  # the position is of the puzzle given,
                  else spelled(f"read it with gridsat {named}", f"read it as kind {named!r}"))  # whatever its kind
        raise PuzzleInputError(f"line {number}: {shown(text.strip(), 42)} names {article} {other}{noun}, not "
                               f"{'a ' if not own else ''}{title} ({advice})", name)


def refuse_second_puzzle(lines: list, name: str) -> None:
    """Refuse a text grid (``[(number, line)]``, its first line left out) holding a line that starts as a genre's
    header (``nurikabe``, ``starbattle 2``): a second puzzle after the first, which was "line 5: 1 cell, expected
    3", "the rows of clues are one block ...; got 2 blocks" or Yin-Yang's "symbol 'y' is not 0 (empty) ...".
    Called where the text is refused anyway (no row is looked at otherwise).

    A remark line among them (``% from the book``, ``# solved by hand``) is named instead: after a blank line
    below the rows it was "line 7 is empty inside the grid" or "...; got 2 blocks", the blank line blamed.

    Raises:
        PuzzleInputError: ``"line 5: 'nurikabe' starts a second puzzle: a file holds one (many puzzles go in a
            .jsonl collection, one a line)"``; no command named (a web page has none to run).
            ``"line 9, column 1: comments are not supported in a text grid (...)"``.
    """
    for number, text in lines:
        words = text.split()
        if 0 < len(words) <= 3 and (header_genre(words[0][:40]) or header_genre(" ".join(w[:40] for w in words[:2]))):
            raise PuzzleInputError(f"line {number}: {shown(text.strip(), 42)} starts a second puzzle: a file holds one "
                                   "(many puzzles go in a .jsonl collection, one a line)", name)
    from ..core.grid_text import NO_COMMENTS, remark_line

    words = [(number, text.split()) for number, text in lines]  # '%a %a bb bb': rooms named so on other rows too
    rooms = {number for number, said in words if said and len(said[0]) > 1 and said[0][0] in "#%" and any(
        said[0] in other for n, other in words if n != number)}  # (a blank line among them blamed the room row)
    remark = remark_line([(number, text) for number, text in lines if number not in rooms])
    if remark is not None:
        text = next(text for number, text in lines if number == remark)
        column = len(text) - len(text.lstrip()) + 1
        raise PuzzleInputError(f"line {remark}, column {column}: {NO_COMMENTS}", name)


def refuse_grids_alike(blocks: list, expected: int, name: str) -> None:
    """Refuse a text grid whose blocks of rows (``[[(number, cells)], ...]``, split at blank lines) are more than the
    kind's ``expected`` and all of one size: puzzles one after another, as ``gridsat generate yinyang --count 3``
    prints them, which was "line 9 is empty inside the grid" or "the rows of clues are one block ...; got 3 blocks"
    (taking the blank lines out made one tall puzzle of them).

    Raises:
        PuzzleInputError: ``"line 10 starts a second puzzle (3 grids of 8 rows alike, a blank line between):
            a file holds one (many puzzles go in a .jsonl collection, one a line)"``.
    """
    if len(blocks) <= expected:
        return
    rows, cols = len(blocks[0]), len(blocks[0][0][1])
    if all(len(block) == rows and all(len(cells) == cols for _, cells in block) for block in blocks):
        raise PuzzleInputError(f"line {blocks[expected][0][0]} starts a second puzzle ({len(blocks):,} grids of "
                               f"{counted(rows, 'row')} alike, a blank line between): a file holds one (many puzzles "
                               "go in a .jsonl collection, one a line)", name)  # (no cells counted: 'AABB' is 1 here)


def refuse_ragged_row(lines: list, blocks: list, names: tuple, number: int, width: int, name: str) -> None:
    """Refuse row ``number`` of a text grid (``lines``: ``[(number, line)]``; ``blocks``: its blocks of
    ``(number, tokens)``, named ``names``), whose cell count is not the grid's ``width``: a comment, a remark, a
    second puzzle or a title that explains it is named, else the row and its count.  A row of rooms is no remark nor
    comment where its words name rooms (``%a %a bb bb``, ``#1 #1 2 2``: any word names a room, and a room written so
    on the row above was blamed: "line 2, column 1: comments are not supported", the ragged line 3 not named).

    Raises:
        PuzzleInputError: ``"line 3: 3 cells, expected 4"``, or the comment's, remark's or title's line.
    """
    from ..core.grid_text import refuse_comment, refuse_remark

    at = next(k for k, block in enumerate(blocks) if any(n == number for n, _ in block))
    tokens = next(t for n, t in blocks[at] if n == number)
    rooms = {n: t for block, what in zip(blocks, names) if what == "regions" for n, t in block}

    def room_row(row: int) -> bool:  # its '#' or '%' words name rooms written on another row of rooms too
        marked = [w for w in rooms.get(row, ()) if w.startswith(("#", "%"))]
        return bool(marked) and all(any(w in t for n, t in rooms.items() if n != row) for w in marked)

    if not room_row(number):
        refuse_comment(lines, number, width, number == blocks[0][0][0], name)
    if not room_row(blocks[0][0][0]):
        refuse_comment(lines, blocks[0][0][0], len(tokens), True, name)  # the row that set the width
    kept = [(n, text) for n, text in lines if not room_row(n)]  # ('# solved by hand' stays a remark)
    refuse_remark(kept, name)
    refuse_second_puzzle(kept, name)
    refuse_titles(blocks[at], names[at], name)  # ('Grid 01' over a Sudoku's rows)
    raise PuzzleInputError(f"line {number}: {counted(len(tokens), 'cell')}, expected {width}", name)


def refuse_titles(block: list, what: str, name: str) -> None:
    """Refuse a ragged block of rows (``[(number, tokens)]``, of ``what``) holding a title line, one with a word of
    letters where no other row of a block of clues has one: Project Euler's ``Grid 01`` over a Sudoku's 9 rows was
    "line 2: 1 cell, expected 2", the title taken for the first row and the first row blamed.

    Raises:
        PuzzleInputError: ``"line 1: 'Grid 01' is a title, not a row of cells: a text grid holds its rows alone
            (take the line out)"``; a second title: ``"line 11: 'Grid 02' starts a second puzzle: ..."``.
    """
    import re

    worded = re.compile(r"[^\W\d_]{2}")
    titles = [(number, " ".join(tokens)) for number, tokens in block if worded.search(" ".join(tokens))]
    if what == "regions" or not titles or len(titles) * 3 > len(block):  # (a room may be named by a word)
        return
    if len(titles) > 1:
        raise PuzzleInputError(f"line {titles[1][0]}: {shown(titles[1][1], 42)} starts a second puzzle: a file holds "
                               "one (many puzzles go in a .jsonl collection, one a line)", name)
    raise PuzzleInputError(f"line {titles[0][0]}: {shown(titles[0][1], 42)} is a title, not a row of cells: a "
                           "text grid holds its rows alone (take the line out)", name)


__all__ = ["header_genre", "misspelt_header", "refuse_grids_alike", "refuse_header", "refuse_other_genre",
           "refuse_ragged_row", "refuse_second_puzzle", "refuse_titles"]


def refuse_no_rows(blocks: list, what: str, header: str | None, name: str) -> None:
    """Refuse a text grid with no rows at all (only its genre line, or blank lines): it was "the rows of clues are
    one block, with no blank line among them; got 0 blocks", a blank line blamed where there is no grid.

    Raises:
        PuzzleInputError: ``"no rows of clues after the genre line 'nurikabe'"``.
    """
    if not blocks:
        raise PuzzleInputError(f"no rows of {what}" + (f" after the genre line '{header}'" if header else ""), name)
