"""Reading a batch item's puzzle: a puzzle file (with its answer file or its own ``solution`` field), or a
collection line in one of its three shapes (a URL or text alone, a record, a puzzle's own JSON object), each
with the recorded solution ``--check-answer`` compares (or None)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from ..core.errors import PuzzleInputError, shown, with_article
from ..core.records import check_not_result, check_record_fields
from .marks import CutShort, NotUtf8, TooLong
from .sources import ANSWER_SUFFIX, Item

if TYPE_CHECKING:
    from .work import Settings


def _puzzle_of(item: Item, settings: Settings, record: dict):
    """``(kind, puzzle, recorded solution or None, where it is)`` of an item (where: the answer file's name, or
    the file's or line's, ``"c.jsonl: line 3"``, whose 'solution' it is); the kind is put in ``record`` as soon
    as it is known (so a bad puzzle's line names it).

    A collection line has one of three shapes, each read by its own
    function: a puzz.link URL (or a puzzle's text) alone or as a JSON string, a record
    ``{["kind"], "puzzle", ["solution"]}`` (a generator's; the puzzle a URL,
    text or JSON object), or a puzzle's own JSON object."""
    if item.text is None:
        return _from_file(item.file, settings, record)
    from ..core.wording import collection_line

    with collection_line():  # text of several puzzles is told to put each on a line of its own, not of gridsat batch
        return _from_line(item, settings, record)


def _from_line(item: Item, settings: Settings, record: dict):
    """:func:`_puzzle_of` of a collection line."""
    source = f"{Path(item.file).name}: line {item.line}"
    if isinstance(item.text, TooLong):
        raise PuzzleInputError(f"the line has {item.text.size:,} bytes, more than a line may hold "
                               f"({item.text.limit:,}); no puzzle's line is so long", source)
    if isinstance(item.text, CutShort):
        raise PuzzleInputError(f"the compressed collection ends after line {item.text.after:,} ({item.text.reason}): "
                               "the lines after it are lost; get the whole file again", source)
    if isinstance(item.text, NotUtf8):
        raise PuzzleInputError(f"not UTF-8 text (byte {item.text.byte + 1} of the line); save the collection as "
                               "UTF-8", source)
    if "\r" in item.text.strip():  # lines ending in a lone CR (an old Mac file) are one line to a collection: it
        # was told "4 lines of URLs: ... name the file .jsonl and run gridsat batch on it", run so already
        raise PuzzleInputError("a carriage return (CR) inside the line: the collection's lines end in CR alone? "
                               "save it with LF (or CRLF) line ends, one puzzle a line", source)
    from ..core.reading import check_read_memory

    check_read_memory(len(item.text.encode("utf-8", "surrogatepass")), "collection line", source)  # before parsing
    if item.text.lstrip().startswith("#"):  # a list's remark: was "not a puzzle gridsat can read (kinds: ...)"
        raise PuzzleInputError(f"{shown(item.text.strip(), 42)} reads as a comment: a collection holds no comments, "
                               "one puzzle a line (take the line out)", source)
    if not item.text.lstrip().startswith(("{", "[", '"')) and item.text.strip() not in ("null", "true", "false"):
        # (a JSON null, true or false was read as a puzzle's text: "not a puzzle gridsat can read", under --kind
        # "clue 'null' is not a whole number", where [1, 2] was told what a line must be)
        return _from_text(item.text.strip(), source, settings, record)
    from .line_json import line_json

    data = line_json(item.text, source)
    if isinstance(data, str):  # a JSON string: a URL as json.dumps writes it, its quotes not part of it; a text of
        # several lines is named as a record's puzzle: its "line 2" is the text's (was "c.jsonl: line 4: line 2")
        within = f"{source}: puzzle" if "\n" in data.strip() or "\r" in data.strip() else source
        return _from_text(data.strip(), within, settings, record)
    if not isinstance(data, dict):
        raise PuzzleInputError("a collection line must be a JSON object, a JSON string or a URL", source)
    if "puzzle" not in data and "url" in data:
        raise PuzzleInputError('a collection line gives a URL as {"puzzle": URL}, or as the URL alone, not "url"',
                               source)
    check_record_fields(data, source)  # a puzzle's own object with "puzle" too: no kind's own field is so near
    from ..core.results_files import results_command

    ran = results_command(item.text)  # a census's or design search's line: "not a puzzle gridsat can read"
    if ran is not None:
        raise PuzzleInputError(f"this is the results of a {ran} run, not a puzzle", source)
    check_not_result(data, source)  # a `solve --json` line collected: was "this is JSON, which Yin-Yang reads only.."
    if "puzzle" in data:
        return _from_record(data, source, settings, record)
    return _from_object(data, source, settings, record)


def _from_file(file: str, settings: Settings, record: dict):
    """A puzzle file, with its answer file (``NAME.solution.txt``) when ``--check-answer`` asks for it (noted
    as read when missing too: one written later is a change a resume must see)."""
    from ..core.reading import note_read, read_text_file, record_parts
    from ..puzzles.kinds import by_suffix, detect, get, record_kind
    from ..puzzles.unreadable import unreadable

    raw = read_text_file(file, "puzzle file")
    path = Path(file)
    text, recorded = record_parts(raw, path.name)  # a record's puzzle and kind, as the commands read them
    solution, where = None, path.name
    answer = path.with_name(path.name[: -len(path.suffix)] + ANSWER_SUFFIX) if path.suffix else None
    if answer is not None and len(os.fsencode(answer.name)) > 255:  # a puzzle named with 243-255 bytes: no file can
        answer = None  # have its answer file's name (looking for one was "internal_error: File name too long")
    if settings.check_answer and answer is not None:
        note_read(answer)
        if answer.exists():  # a folder or a device of that name is refused by name, not taken for no answer file
            solution, where = read_text_file(answer, "answer file"), answer.name
        elif answer.is_symlink():  # a link to nothing was counted "without one", unsaid
            raise PuzzleInputError(f"the answer file is a link to {shown(os.readlink(answer), 100)}, which does not "
                                   "exist: link it to the puzzle's solution, or remove it", answer.name)
    named = record_kind(settings.kind, recorded, path.name)
    kind = get(named) if named else by_suffix(file) or detect(text)
    if kind is None:  # a piece file or an edition file in the folder is named, with the command it goes to
        raise unreadable(text, path.name, record.get("file") or str(file), batch=True)  # the name as given
    record["kind"] = kind.name
    if settings.check_answer and solution is None:  # else the file's own 'solution' field, as a line's
        solution = _solution_field(raw, path.name)
    if where != path.name:  # an answer file's text (its kind named first: a line of bad input says it)
        solution = _answer_file(solution, where, kind)
    elif solution is not None:  # the file's own 'solution' field, as a collection line's is read
        solution = _answer_of(solution, where, None, kind, True)
    try:
        puzzle = kind.parse(text, path.name, base=path.parent)
    except PuzzleInputError as exc:  # a file of another kind under --kind told as 'gridsat KIND FILE' tells it, not
        from ..puzzles.unreadable import elsewhere  # "Hitori: URL is a 'norinori' puzzle" (collection lines were)

        if not settings.kind and recorded is None:
            raise
        raise elsewhere(exc, text, record.get("file") or str(file), kind, record=recorded is not None) from None
    return kind, puzzle, solution, where


def _answer_file(text: str, name: str, kind=None):
    """A ``NAME.solution.txt``'s recorded solution: its JSON value when it holds JSON (as a record's
    ``"solution"`` field does: a tiling's placements, Domino Fit's dominoes, rows of numbers), else its text
    (rows of symbols or digits).  The text was handed on as it was, so the placement kinds', Domino Fit's and
    the exact cover's answer files were each bad input, gridsat's own ``--json`` answer too, and an empty file
    was compared as an empty tiling ("differs").  Holding what ``--json`` prints, its answer's field is the solution.

    Raises:
        PuzzleInputError: an empty file, or JSON that cannot be read (named with its line and column)."""
    from ..core.grid_text import without_colour
    from ..formats.json import load_json

    text = without_colour(text)  # saved under FORCE_COLOR (`FORCE_COLOR=1 gridsat solve P > P.solution.txt`): each
    # kind reads it as the same drawing without colour (a cover's was "'\x1b[1msolved...' is no option")
    if not text.strip():
        raise PuzzleInputError("the answer file is empty: write the puzzle's solution in it, or remove it", name)
    return _answer_of(load_json(text, name) if text.lstrip().startswith(("[", "{")) else text, name, "answer file",
                      kind)


def _answer_of(data, name: str, holder: str | None = None, kind=None, strict: bool = False):
    """A recorded solution as given, or the answer's field of what ``--json`` prints (the whole object was bad
    input in every kind: "a recorded solution must be a list of {...}").

    Raises: PuzzleInputError: given the ``holder`` (an answer file), or ``strict`` (``--check-answer``), such an
    object of another kind than ``kind`` (a Sudoku result was compared as a Yin-Yang answer, "matched") or with no
    answer in it (unknown, infeasible: it said "must be rows of 1/2"); a record's 'solution' field is otherwise left
    to the comparison, made only with --check-answer."""
    what = holder or "record's 'solution'"
    if isinstance(data, dict) and "verdict" in data and "kind" in data and (holder or strict):  # hint/grade --json:
        # a Nurikabe hint's solved grid (1 unshaded, 2 shaded) was "cell r1c3 holds 2; a Nurikabe answer holds 0
        # (unshaded) or 1 (shaded)", a Domino Fit one's the whole object's repr
        raise PuzzleInputError(f"the {what} holds what gridsat {'hint' if 'steps' in data else 'grade'} --json "
                               "prints, not a solution: write what gridsat solve --json prints (or the answer as "
                               "text) in it", name)
    if isinstance(data, dict) and "status" in data and "kind" in data:

        def plain(v):
            return v if isinstance(v, str) and v.isidentifier() and len(v) <= 20 else shown(v, 40)

        from ..puzzles.genres import record_kind  # 'Light Up', 'akari' as every reader reads them (was "holds a
        named, held = record_kind(data["kind"])  # 'Light Up' result, but the puzzle is lightup", "holds a akari")
        if (holder or strict) and kind is not None and named != kind.name:
            raise PuzzleInputError(f"the {what} holds {with_article(held)} result, but the puzzle is {kind.title}: "
                                   "give this puzzle's solution", name)
        # a results line's answer is under 'answer' ("holds a pack result with no answer in it" was said of one)
        answer = _answer_object(data.get("answer") if isinstance(data.get("answer"), dict) else data, named)
        if answer is None and not (holder or strict):
            return data
        if answer is None:
            raise PuzzleInputError(f"the {what} holds a {plain(data['kind'])} result with no answer in it (status "
                                   f"{plain(data['status'])}): write the puzzle's solution in it, or remove it",
                                   name)
        return answer
    if isinstance(data, dict) and kind is not None:  # a batch line's 'answer' object, copied alone: only Slitherlink
        # and Masyu read it ("must be rows of #/./*/x or of numbers" in the other kinds)
        answer = _answer_object(data, kind.name)
        return data if answer is None else answer
    if isinstance(data, str) and (holder or strict):
        from ..core.grid_text import refuse_no_answer_printed

        refuse_no_answer_printed(data, holder or "record's 'solution'", name)
    return data


def _answer_object(data: dict, kind) -> object:
    """The answer a result object of ``kind`` holds (None: none): its result type's ``answer_field``, or the
    fields that together hold it (``answer_parts``: a loop's edge strings)."""
    from ..puzzles.kinds import REGISTRY, get

    if not (isinstance(kind, str) and kind in REGISTRY):
        return None
    result_type = get(kind).result_type
    if result_type.answer_field in data:
        return data[result_type.answer_field]
    parts = result_type.answer_parts
    return {k: data[k] for k in parts} if parts and all(k in data for k in parts) else None


def _solution_field(text: str, source: str):
    """The ``"solution"`` field of a puzzle file holding a JSON object (a record as ``generate --json`` writes
    it, or a puzzle's own object), else None: a record saved as a file of its own was compared with nothing
    ("424 without one"), though its line in a collection was."""
    if '"puzzle"' not in text and '"solution"' not in text or not text.lstrip().startswith("{"):
        return None
    import json

    try:
        data = json.loads(text)
    except (ValueError, RecursionError):  # the kind's reader has named what is wrong
        return None
    return record_solution(data, source) if isinstance(data, dict) else None


def record_solution(data: dict, source: str, kind=None):
    """A record's ``"solution"``, else its puzzle object's own (a Domino Fit bank line wrapped as ``{"kind",
    "puzzle": {..., "solution"}}`` was compared with nothing while the same object alone was compared).

    Raises: PuzzleInputError: both given, and they differ, the record's read as what ``--json`` prints too (given
    the ``kind``: the same dominoes as the puzzle's own, as ``gridsat solve --json`` prints them, "differ")."""
    inner = data.get("puzzle")
    own = inner.get("solution") if isinstance(inner, dict) else None
    said = data.get("solution")
    if said is not None and own is not None and said != own and not (
            isinstance(said, dict) and kind is not None and own == _answer_object(
                said["answer"] if isinstance(said.get("answer"), dict) else said, kind.name)):
        raise PuzzleInputError("the record's 'solution' and its puzzle's own 'solution' differ: give one", source)
    return own if said is None else said


def _from_text(text: str, source: str, settings: Settings, record: dict):
    """A collection line that is a URL (or a puzzle's text) alone: no recorded solution."""
    from ..puzzles.kinds import detect, get
    from ..puzzles.unreadable import unreadable

    _url_then_more(text, source)
    kind = get(settings.kind) if settings.kind else detect(text)
    if kind is None:
        raise _bare_grid(text, source, 'write the line as {"kind": "KIND", "puzzle": ...}') or unreadable(text, source)
    record["kind"] = kind.name
    return kind, _parsed(kind, text, source, settings.kind is not None), None, None


def _bare_grid(text: str, source: str, how: str) -> PuzzleInputError | None:
    """A collection line's grid without its genre's name (a JSON string, or a record's puzzle), told ``how`` to say
    its kind, or None: it was told "... or gridsat KIND FILE", FILE being the collection of many puzzles."""
    from ..puzzles.unreadable import bare_grid_kinds

    readers = bare_grid_kinds(text)
    if not readers:
        return None
    which = readers[0] if len(readers) == 1 else \
        f"{', '.join(readers[:-1])} and {readers[-1]} {'all' if len(readers) > 2 else 'both'}"
    return PuzzleInputError(f"a grid with no kind named above it, which {which} read{'s' * (len(readers) == 1)}: "
                            f"write the kind's name on a line of its own above the grid, or {how}", source)


def _url_then_more(text: str, source: str, field: str = "") -> None:
    """Refuse a collection line (or a record's one-line ``puzzle`` field) that is a URL with more after it: the
    reader's words were "c.jsonl: line 5: line 1: 'x' after the URL on the same line: ... (a list of puzzles goes
    one URL a line, in a .jsonl file for gridsat batch)", a "line 1" that is the collection's line 5, and advice to
    do what was done."""
    from ..core.errors import shown
    from ..formats.sniff import looks_like_url

    if "\n" in text.strip() or "\r" in text.strip():
        return
    words = text.strip().lstrip("\ufeff").split(None, 1)
    if len(words) > 1 and looks_like_url(words[0]):
        raise PuzzleInputError(f"{field}{shown(words[1], 84)} after the URL: a collection line holds one puzzle, "
                               "its URL alone (each puzzle on a line of its own)", source)


def _parsed(kind, text: str, source: str, forced: bool):
    """``kind``'s puzzle of ``text``; a URL or text of another kind, under ``--kind`` (``forced``), told as the
    command line tells it ("this looks like a Slitherlink puzzle, not Sudoku: ..."), not "URL is a 'slither'
    puzzle, not sudoku" (a puzz.link genre name no ``--kind`` takes)."""
    from ..puzzles.kinds import url_refused
    from ..puzzles.unreadable import elsewhere

    try:
        return kind.parse(text, source)
    except PuzzleInputError as exc:
        if (word := _other_kinds_word(text, kind, source)) is not None:  # '{"kind": "yinyang", "puzzle": "weekday"}'
            raise word from None  # was "symbol 'w' is not 0 (empty)", where a line of "weekday" alone names its kind
        from ..formats.sniff import looks_like_url  # (a URL under --kind is pointed to its command, which reads it)

        far = elsewhere(exc, text, text.strip(), kind, record=not forced or not looks_like_url(text.strip()))
        if not forced:  # (a record naming its kind: a URL to a kind reading none said so, not the reader's words;
            # one of a kind gridsat has named as the command line and the web name it: "Domino Fit reads no URLs"
            # said nothing of the Sudoku's URL it was, nor of the record's kind to change)
            raise (far if far is not exc else url_refused(text, kind, source) or exc) from None
        from ..puzzles.kinds import detect

        raise (_not_the_kind(other, kind, far.where) if "(the record's kind)" in far.problem
               and (other := detect(text)) is not None else far) from None


def _not_the_kind(other, kind, where, record: bool = False) -> PuzzleInputError:
    """Another kind's puzzle read under ``--kind`` (or the ``record``'s "kind"): told to leave it out; it was told
    "gridsat dominofit dominofit rule=dot 2 5 5 4 ...", a command taking the line's text for a file, or (a JSON
    object) only the reader's words."""
    return PuzzleInputError(f"this looks like {'an' if other.title[0] in 'AEIOU' else 'a'} {other.title}"
                            f"{'' if other.title.lower().endswith('puzzle') else ' puzzle'}, not {kind.title}" + (
                                f" (the record's kind): make its \"kind\" {other.name!r}, or leave it out" if record
                                else f": leave out --kind {kind.name} (or give --kind {other.name})"), where)


def _other_kinds_word(text: str, kind, source: str) -> PuzzleInputError | None:
    """The reader's error for ``text`` when it is another kind's own word (a calendar's edition or date, a piece
    set), not a board's size (told as ``kind``'s reader tells it); else None."""
    import re

    from ..puzzles.unreadable import own_word

    word = text.strip()
    found = None if re.fullmatch(r"\d+[xX]\d+", word) else own_word(word, source)
    return found if found is not None and found.own.kind != kind.name else None


#: How a puzzle's reader refuses a file named where no folder is known (text, a web request, a collection's line).
_TEXT_NAMES_FILE = "names a file, which a puzzle given as text may not do"


def _line_json(kind, data: dict, source: str, forced: str | None = None):
    """``kind``'s puzzle of a collection line's JSON object: a file it names is refused as a line's, with what to do
    instead (it said "names a file, which a puzzle given as text may not do", of a line given in a file); another
    kind's object, when ``forced`` (``"option"``: ``--kind``, ``"record"``: the record's "kind"), named as such."""
    from ..puzzles.kinds import detect_object

    try:
        return kind.parse_json(data, source)
    except PuzzleInputError as exc:
        if forced and (other := detect_object(data)) not in (None, kind):
            raise _not_the_kind(other, kind, source, forced == "record") from None
        if _TEXT_NAMES_FILE not in exc.problem:  # (the command line's advice after it is the line's below)
            raise
        raise PuzzleInputError(exc.problem[: exc.problem.index(_TEXT_NAMES_FILE)] + "names a file, which a "
                               "collection's line may not do: put the puzzle in a file of its own, beside the file it "
                               "names", exc.where) from None


def _from_record(data: dict, source: str, settings: Settings, record: dict):
    """A collection line ``{["kind"], "puzzle", ["solution"]}``: the puzzle a URL, text or JSON object."""
    from ..puzzles.kinds import detect, detect_object, get, names, record_kind
    from ..puzzles.unreadable import unreadable

    from ..core.records import record_kind_field

    inner, named = data["puzzle"], record_kind(settings.kind, record_kind_field(data), source)  # a bad one named
    if not isinstance(inner, (str, dict)):  # the kinds' parse_json takes an object only (TypeError otherwise)
        from ..core.records import puzzle_field_problem

        raise PuzzleInputError(puzzle_field_problem(inner), source)
    if isinstance(inner, str) and not inner.strip():  # it was told "empty input (expected a puzz.link URL, ...)",
        # naming no field
        raise PuzzleInputError("the 'puzzle' field is empty: give a URL, a puzzle's text or its JSON object", source)
    if isinstance(inner, str):
        _url_then_more(inner, source, "the 'puzzle' field holds ")
    kind = (get(named) if isinstance(named, str) else detect(inner) if isinstance(inner, str)
            else detect_object(inner))
    if kind is None and isinstance(inner, str):
        raise _bare_grid(inner, source, "give the record its \"kind\"") or unreadable(inner, source)
    if kind is None:
        raise PuzzleInputError(
            f"the 'puzzle' field is not a puzzle gridsat can read (kinds: {', '.join(names())})", source)
    record["kind"] = kind.name
    # a text of several lines is named as the record's puzzle: its reader's "line 2" is the text's, not the
    # collection's ("c.jsonl: line 3: line 2: 4 cells, expected 3" read as two lines of the collection); a text of
    # one line ending in a line break, or lines broken by CR alone, too ("c.jsonl: line 6: line 2, column 3")
    within = f"{source}: puzzle" if isinstance(inner, str) and ("\n" in inner or "\r" in inner) else source
    puzzle = (_parsed(kind, inner, within, record_kind_field(data) is None and settings.kind is not None)
              if isinstance(inner, str) else _line_json(kind, inner, source, "record" if record_kind_field(data)
                                                        is not None else "option" if settings.kind else None))
    return kind, puzzle, _answer_of(record_solution(data, source, kind), source, None, kind, settings.check_answer), \
        source


def _from_object(data: dict, source: str, settings: Settings, record: dict):
    """A collection line that is a puzzle's own JSON object (its ``"solution"`` field, if any, is the record's)."""
    from ..puzzles.genres import kind_spelt
    from ..puzzles.kinds import REGISTRY, detect_object, get, names, record_kind

    if settings.kind and kind_spelt(data.get("kind")) in REGISTRY:  # another kind's object under --kind: said as a
        record_kind(settings.kind, kind_spelt(data["kind"]), source)  # record's kind is ("this is JSON, which ...")
    kind = get(settings.kind) if settings.kind else detect_object(data)
    if kind is None:
        raise PuzzleInputError(f"not a puzzle gridsat can read (kinds: {', '.join(names())})", source)
    record["kind"] = kind.name
    puzzle = _line_json(kind, data, source, "option" if settings.kind else None)
    return kind, puzzle, _answer_of(data.get("solution"), source, None, kind, settings.check_answer), source
