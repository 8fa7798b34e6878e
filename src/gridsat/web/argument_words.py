"""A kind's own command-line word (a calendar's date, a packing's board or piece set) sent as a puzzle's text.

The readers say what such a word is in the command line's and Python's words ("'2026-10-06' is a date, not a
calendar puzzle file (JSON): give the date itself (gridsat calendar 2026-10-06; ...)"), which a page of
``gridsat serve`` and its API do not take: this says it in theirs, the page and the request's field."""

from __future__ import annotations

import json
import re

from ..core.errors import PuzzleInputError

#: A board's size, as a generator takes it (``8x8``).
_SIZE = re.compile(r"[1-9][0-9]{0,3}x[1-9][0-9]{0,3}")


def argument_word(text: str | None, kinds, source: str, route: str = "solve") -> PuzzleInputError | None:
    """The page's and API's error for ``text`` when it is one of ``kinds``' own words (the first that says so;
    None: every kind), else None.  ``route`` ``"hint"``: ``/api/hint`` has no ``"argument"`` or ``"options"``
    (the Calendar page's hint sends ``{"kind": "calendar", "date": ...}`` as the puzzle), so that is named."""
    from ..puzzles.kinds import REGISTRY, get

    kinds = map(get, REGISTRY) if kinds is None else kinds
    word = (text or "").strip()
    if not word or len(word) > 40 or "\n" in word or word.startswith(("{", "[")):
        return None
    kinds = list(kinds)
    if len(kinds) == 1 and _SIZE.fullmatch(word) and kinds[0].generator() is not None:  # was "symbol '8' is not 0.."
        kind = kinds[0]
        return PuzzleInputError(f"{word!r} is a size, not a puzzle: make a new {kind.title} puzzle of that size with "
                                f"Generate on its page (/puzzle/{kind.name}), or POST /api/generate "
                                f"{json.dumps({'kind': kind.name, 'size': word})}", source)
    if len(kinds) == 1 and _SIZE.fullmatch(word) and any("URL" in r for r in kinds[0].reads):  # was "row 1, column
        return PuzzleInputError(f"{word!r} is a size, not a puzzle: give the puzzle's text or its puzz.link URL "  # 1:
                                f"(gridsat makes no {kinds[0].title} puzzles)", source)  # clue '6x10' is not a number"
    for kind in kinds:
        try:
            kind.parse(word, source)
        except PuzzleInputError as exc:
            own = exc.own
            if own is None or own.word != word:
                continue
            if own.why is not None:  # a kind's word naming nothing (a date that does not exist)
                return PuzzleInputError(f"{word!r} is {own.what}: {own.why}", source)
            if own.kind != kind.name:
                continue
            field = _solve_field(kind, own)
            if route == "hint":
                text = _hint_text(kind, own.option or kind.argument.metavar.lower(), word, _offered(kind, own))
                return PuzzleInputError(f"{word!r} is {own.what}, not a puzzle's text: give it on the "
                                        f"{kind.title} page (/puzzle/{kind.name}), or send the puzzle as {text}",
                                        source)
            return PuzzleInputError(f"{word!r} is {own.what}, not a puzzle's text: give it on the "
                                    f"{kind.title} page (/puzzle/{kind.name}), or send it as {field} with "
                                    f"\"kind\": \"{kind.name}\"", source)
        except Exception:  # noqa: BLE001 -- a reader's own fault is the reader's to report, not this pointer's
            continue
    return None


def other_kinds_word(text: str | None, kind, source: str, route: str = "solve") -> PuzzleInputError | None:
    """:func:`argument_word` of ``text`` given to ``kind`` when it is another kind's word ('weekday' to Yin-Yang),
    not a size (``6x10`` to Masyu is told as Masyu's reader tells it, as the command line and batch tell it)."""
    if _SIZE.fullmatch((text or "").strip()):
        return None
    return argument_word(text, None, source, route)


def _hint_text(kind, key: str, word: str, offered: dict | None = None) -> str:
    """The JSON text of a puzzle holding ``word`` as ``key`` that the kind reads, for ``/api/hint``: the word alone
    (``{"kind": "calendar", "date": "2026-10-06"}``), or the kind's example with it (an edition needs a date:
    ``{"kind": "calendar", "edition": "weekday"}`` was refused "'date' (YYYY-MM-DD) is required"), or, when
    neither reads, the puzzle file its reader ``offered`` (a piece set with a board it fills), else the field named
    without a text to send."""
    tried = [{"kind": kind.name, key: word}]
    try:
        example = json.loads(kind.example or "")
    except ValueError:
        example = None
    if isinstance(example, dict) and example.get("kind") == kind.name:
        tried.append({**example, key: word})
    for puzzle in tried + [offered] * (offered is not None):
        if _reads(kind, puzzle) and _hintable(kind, puzzle):  # a text that does not read is not offered
            return f"the JSON text {json.dumps(puzzle)}"
    return f"its JSON text with {json.dumps({key: word})[1:-1]} and the puzzle's other fields"


def _solve_field(kind, own) -> str:
    """Where ``/api/solve`` takes ``own.word`` of ``kind``: ``"argument"``, the option (``the option "board"``), or,
    when the option alone makes no puzzle that reads and the reader offers a puzzle file of options alone that
    does (a piece set the default 6x10 board does not fit: ``{"kind": "pack", "options": {"pieces":
    "tetrominoes"}}`` was offered, and refused "board 6x10 has 60 cells to cover but the pieces cover 20"), those
    options (``the options {"board": "4x5", "pieces": "tetrominoes"}``)."""
    from .requests import kind_options

    plain = f'the option "{own.option}"' if own.option else '"argument"'
    if not own.option or _reads(kind, {"kind": kind.name, own.option: own.word}):
        return plain
    data = _offered(kind, own)
    options = {key: value for key, value in (data or {}).items() if key != "kind"}
    if data is None or not set(options) <= set(kind_options(kind.name)) or not _reads(kind, data):
        return plain
    return f"the options {json.dumps(options)}"


def _offered(kind, own) -> dict | None:
    """The puzzle file holding ``own.word`` that the reader offers (``own.puzzle``: '{"kind": "pack", "board":
    "4x5", "pieces": "tetrominoes"}'), when it is ``kind``'s; else None."""
    data = own.puzzle
    return data if isinstance(data, dict) and data.get("kind") == kind.name and own.word in data.values() else None


def _hintable(kind, data: dict) -> bool:
    """Whether the hints of a placement puzzle ``data`` (board and pieces) take its board: 'hexominoes' was offered
    '{"kind": "pack", "board": "14x15", "pieces": "hexominoes"}', which /api/hint refuses ("hints take boards with
    at most 20,000 placements")."""
    from ..core.placements import count_placements
    from ..puzzles.placement.hints import MAX_OPTIONS

    puzzle = kind.parse(json.dumps(data), "puzzle")
    if not all(hasattr(puzzle, name) for name in ("board", "pieces", "flip")):
        return True
    try:
        return count_placements(puzzle.board, puzzle.pieces, puzzle.flip) <= MAX_OPTIONS
    except Exception:  # noqa: BLE001 -- a puzzle whose placements cannot be counted is not offered
        return False


def _reads(kind, data: dict) -> bool:
    """Whether ``kind`` reads the puzzle file ``data``."""
    try:
        kind.parse(json.dumps(data), "puzzle")
    except Exception:  # noqa: BLE001 -- a puzzle that does not read is not offered
        return False
    return True


def elsewhere_argument(exc: PuzzleInputError, argument, kind) -> PuzzleInputError:
    """``exc``, or, when ``argument`` (a file sent, a URL) reads as another kind's puzzle, a pointer to its page; a
    kind's option word (a packing's board '6x10') named as its field, not "gridsat pack --board 6x10"."""
    from ..core.reading import read_puzzle_record
    from ..puzzles.kinds import get
    from ..puzzles.unreadable import elsewhere

    own = exc.own  # the argument is the kind's word for one of its options (an edition's name given as the date),
    # or another kind's word ('weekday' to pack): the page and the field named as a request sends it, not the
    # command line's "gridsat calendar DATE --edition NAME"
    if own is not None and isinstance(argument, str) and own.word == argument.strip() and (
            own.option or own.kind != kind.name or own.why is not None):
        if own.why is not None:
            return PuzzleInputError(f"{own.word!r} is {own.what}: {own.why}", "argument")
        owner, metavar = get(own.kind), kind.argument.metavar.lower() if kind.argument is not None else "argument"
        field, of = _solve_field(owner, own), "" if owner is kind else f" of the {owner.title}"
        return PuzzleInputError(f"{own.word!r} is {own.what}{of}, not a {metavar}: give it on the {owner.title} page "
                                f"(/puzzle/{owner.name}), or send it as {field} with \"kind\": \"{owner.name}\"",
                                "argument")
    said = argument_word(argument, [kind], "argument") if isinstance(argument, str) else None
    # (a word for "argument" is in its place already); one naming nothing ('0x5') told why, not "no such file"
    if said is not None and 'as "argument"' not in said.problem:
        return said
    try:
        text, _, recorded = read_puzzle_record(argument) if isinstance(argument, str) else (None, None, "")
    except PuzzleInputError:
        return exc
    pointer = exc if text is None or recorded not in (None, kind.name) else elsewhere(
        exc, text, argument, kind, page=True, record=recorded is not None)  # a record of this kind: its "kind" named
    renamed = pointer is not exc and pointer.where == "puzzle"  # the field sent: "argument"
    return PuzzleInputError(pointer.problem, "argument") if renamed else pointer


__all__ = ["argument_word", "elsewhere_argument", "other_kinds_word"]
