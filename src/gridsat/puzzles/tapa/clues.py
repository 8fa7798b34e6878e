"""Tapa's clues as a board holds them, as the rule reads them, and as puzz.link's URL writes them.

A clue on the board is a whole number 0 to 8 (one run of shaded cells of that length; 0: no shaded neighbour),
``"?"`` (one run of any length), or a string of two to four parts separated by commas, each a run length from 1 or
``?`` (``"3,1,1"``, ``"?,2"``): how the text format writes it, and how the reason for no answer and the pictures
name it.  JSON also takes a clue as an array of its parts (``[3, 1, 1]``).
"""

from __future__ import annotations

from ...core.errors import PuzzleInputError, shown

#: The most parts a clue lists (eight neighbours hold at most four runs, each with a gap after it).
MOST_PARTS = 4


def parts_of(clue) -> tuple:
    """The run lengths a board's ``clue`` lists, as :mod:`gridsat.constraints.ring` reads them: ``(3, 1, 1)``;
    ``?`` as None; ``(0,)`` for 0.  ``clue`` is one :func:`clue_problem` accepts."""
    if isinstance(clue, int):
        return (clue,)
    return tuple(None if p == "?" else int(p) for p in str(clue).split(","))


def clue_problem(clue) -> str | None:
    """What is wrong with a board's ``clue`` (an int, ``"?"`` or a string of parts), or None: one number 0-8;
    else two to four parts, each ``?`` or a run from 1, that fit around a cell (each run and the gap after it: at
    most eight cells, ``?`` counted as 1)."""
    if isinstance(clue, bool):
        return f"clue {shown(clue, 40)} is not a Tapa clue"
    if isinstance(clue, int):  # '311', as printed puzzles set it (and gridsat draws it): said how to write
        joined = ",".join(str(clue)) if 8 < clue < 10 ** MOST_PARTS else None
        meant = f" (a clue of several runs: {joined})" if joined and clue_problem(joined) is None else ""
        return None if 0 <= clue <= 8 else f"clue {clue} is not a run length around a cell (0 to 8){meant}"
    if not isinstance(clue, str):
        return f"clue {shown(clue, 40)} is not a Tapa clue"
    if clue == "?":
        return None
    parts = clue.split(",")
    if len(parts) == 1 or not all(p == "?" or (p.isascii() and p.isdigit()) for p in parts):
        return (f"clue {shown(clue, 40)} is not a Tapa clue (a number 0-8, '?', or run lengths separated by "
                "commas: 3,1,1)")
    if len(parts) > MOST_PARTS:
        return f"clue {shown(clue, 40)} lists {len(parts)} runs; at most {MOST_PARTS} fit around a cell"
    if any(p != "?" and int(p) == 0 for p in parts):
        return f"clue {shown(clue, 40)} lists a run of 0 (write 0 alone: no shaded neighbour)"
    cells = sum(1 if p == "?" else int(p) for p in parts) + len(parts)
    if cells > 8:
        return (f"clue {shown(clue, 40)}: its runs and a gap after each take {cells} cells; a cell has 8 "
                "neighbours")
    return None


def from_json_clue(value):
    """A JSON clue as the board holds it: an array of parts (``[3, 1, 1]``, ``["?", 2]``) as ``"3,1,1"``, an
    array of one part as that part; anything else as it is (its problem is said when the board is built)."""
    if isinstance(value, list) and value and all(type(p) is int or p == "?" for p in value):
        return value[0] if len(value) == 1 else ",".join(map(str, value))
    return value


def to_json_clue(clue):
    """A board's clue as JSON writes it: several parts as an array (``[3, 1, 1]``, ``"?"`` for an unknown run)."""
    if isinstance(clue, str) and "," in clue:
        return [p if p == "?" else int(p) for p in clue.split(",")]
    return clue


def drawn(clue) -> str:
    """A clue as the pictures and the terminal draw it: its parts written together (``311``, ``?2``), as printed
    Tapa puzzles set them in the cell."""
    return str(clue).replace(",", "")


# -- puzz.link (pzprjs src/variety/tapa.js, decodeNumber_tapa / encodeNumber_tapa) ------------------------------
# A cell is one character: 0-8 that number, 9 the clue 1,1,1,1, '.' a '?', g-z a run of 1-20 empty cells; or two
# base-36 characters (a0-d7) holding 360 + 6a + b (two parts), 396 + 16a + 4b + c (three), 460 + 8a + 4b + 2c + d
# (four, each 1 or '?'), a part 0 standing for '?'.

_BASE36 = "0123456789abcdefghijklmnopqrstuvwxyz"


def decode_body(text: str, count: int) -> tuple:
    """``(clues, characters read)``: the first ``count`` cells of a tapa URL body, as the board holds them.

    Raises:
        PuzzleInputError: a character no cell starts with, a two-character clue out of its range, a run of empty
            cells past the board, or a body that ends before ``count`` cells.
    """
    from ...core.errors import counted
    from ...formats.puzzlink import cut_short

    out, pos = [], 0
    while len(out) < count and pos < len(text):
        ch = text[pos]
        if "0" <= ch <= "8":
            out.append(int(ch))
        elif ch == "9":
            out.append("1,1,1,1")
        elif ch == ".":
            out.append("?")
        elif "g" <= ch <= "z":
            if len(out) + int(ch, 36) - 15 > count:
                raise PuzzleInputError(f"URL body character {pos + 1:,} ({ch!r}) runs past the "
                                       f"{counted(count, 'cell')} of the board")
            out += [None] * (int(ch, 36) - 15)
        elif "a" <= ch <= "f":
            pair = text[pos:pos + 2]
            if len(pair) < 2 or pair[1] not in _BASE36:
                raise PuzzleInputError(f"URL body character {pos + 1:,} ({ch!r}) starts a clue of several runs, "
                                       f"which takes two characters (a0 to d7)")
            out.append(_several(int(pair, 36), pos, pair))
            pos += 1
        else:
            raise PuzzleInputError(f"URL body character {pos + 1:,} ({ch!r}): not a clue 0-9, '.', two characters "
                                   "a0-d7, or a run of empty cells g-z")
        pos += 1
    if len(out) < count:
        raise cut_short(text, f"{count - len(out):,} of the {counted(count, 'cell')}")
    return out, pos


def _several(n: int, pos: int, pair: str) -> str:
    """The clue of several runs a two-character token ``pair`` (its value ``n``) holds."""
    if 360 <= n < 396:
        parts = [(n - 360) // 6, (n - 360) % 6]
    elif 396 <= n < 460:
        parts = [(n - 396) // 16, (n - 396) // 4 % 4, (n - 396) % 4]
    elif 460 <= n < 476:
        parts = [(n - 460) >> k & 1 for k in (3, 2, 1, 0)]
    else:
        raise PuzzleInputError(f"URL body characters {pos + 1:,}-{pos + 2:,} ({pair!r}): not a clue of several "
                               "runs (a0 to d7)")
    return ",".join("?" if p == 0 else str(p) for p in parts)


def encode_body(clues) -> str:
    """The tapa URL body of the board's ``clues`` (row-major; None empty), as pzprjs's encoder writes it."""
    from ...formats.puzzlink_encode import with_gaps

    return with_gaps(clues, lambda _, clue: _encoded(clue))


def _encoded(clue) -> str:
    if isinstance(clue, int):
        return str(clue)
    if clue == "?":
        return "."
    if clue == "1,1,1,1":
        return "9"
    parts = [0 if p is None else p for p in parts_of(clue)]
    if len(parts) == 2:
        n = 360 + 6 * parts[0] + parts[1]
    elif len(parts) == 3:
        n = 396 + 16 * parts[0] + 4 * parts[1] + parts[2]
    else:
        n = 460 + 8 * (parts[0] > 0) + 4 * (parts[1] > 0) + 2 * (parts[2] > 0) + (parts[3] > 0)
    return _BASE36[n // 36] + _BASE36[n % 36]


__all__ = ["MOST_PARTS", "clue_problem", "decode_body", "drawn", "encode_body", "from_json_clue", "parts_of",
           "to_json_clue"]
