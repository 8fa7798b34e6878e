"""puzz.link piece banks: the polyominoes a puzzle gives (Statue Park, and
the bank of Pentopia, Battleship...), as puzz.link's engine writes them in
URLs (robx/pzprjs ``src/variety/statuepark.js`` ``BankPiece.serialize`` /
``deserialize``, ``src/variety-common/Encode.js`` ``decodePieceBank`` /
``encodePieceBank``).

* A piece code is the width and the height in base 36, then the
  ``width x height`` cells row-major as bits (1 = part of the piece), 5 per
  base-32 digit (``0-9a-v``) most significant first, the last zero-padded,
  with trailing ``0`` digits dropped: ``23bg`` is ``.# / .# / ##``.  The
  engine also reads a raw form ``width:bits`` (``2:010111``).
* A bank follows the genre's other fields: ``//KEY`` names one of the
  genre's presets (written whenever the bank equals a preset's list, in
  order), else ``/N/code/.../code``.  Nothing at all reads as no pieces.

Pieces are handled here as rows of ``#`` (part) and ``.`` (not).
"""

from __future__ import annotations

from typing import Mapping, Sequence

from ..core.errors import PuzzleInputError, counted, whole_text, quoted, shown

_BASE32 = "0123456789abcdefghijklmnopqrstuv"
_BASE36 = "0123456789abcdefghijklmnopqrstuvwxyz"


def decode_piece(code: str) -> list[str]:
    """The rows (``#`` / ``.``) of one piece code.

    Raises:
        PuzzleInputError: a size that is not 1..35, a character outside
            base 32, characters or bits past the ``width x height`` cells,
            or too few bits for the raw form.
    """
    if ":" in code:
        width, bits = code.split(":", 1)
        if (not (width.isascii() and width.isdigit()) or len(width) > 9 or int(width) < 1 or not bits
                or len(bits) % int(width) or set(bits) - {"0", "1"}):
            raise PuzzleInputError(f"piece code {shown(code, 24)} is not WIDTH:BITS")
        w, h = int(width), len(bits) // int(width)
    else:
        w, h = (_BASE36.find(ch) for ch in code[:2].lower().ljust(2, "?"))
        if w < 1 or h < 1:
            raise PuzzleInputError(f"piece code {shown(code, 24)} does not start with a width and a height (1-9, a-z)")
        digits, need = [_BASE32.find(ch) for ch in code[2:].lower()], -(-w * h // 5)
        if any(d < 0 for d in digits):
            raise PuzzleInputError(f"piece code {shown(code, 24)} has a character outside 0-9, a-v")
        if len(digits) > need:  # pzprjs reads the digits it needs and drops the rest
            extra = len(digits) - need
            raise PuzzleInputError(f"piece code {shown(code, 24)} has {extra} character{'s' * (extra > 1)} after its "
                                   f"{w}x{h} cells ({shown(code[2 + need:], 24)}); "
                                   f"remove {'them' if extra > 1 else 'it'}")
        bits = "".join(format(d, "05b") for d in digits).ljust(w * h, "0")
        if "1" in bits[w * h:]:
            raise PuzzleInputError(f"piece code {shown(code, 24)} sets bits past its {w}x{h} cells (the last "
                                   "digit's padding must be 0)")
        bits = bits[:w * h]
    return ["".join("#" if b == "1" else "." for b in bits[r * w:(r + 1) * w]) for r in range(h)]


def encode_piece(rows: Sequence[str]) -> str:
    """The code of a piece given as rows of ``#`` / ``.`` (the inverse of
    :func:`decode_piece`; every row the same length, 1..35 rows and columns).

    Raises:
        ValueError: ragged rows or a side over 35 (a caller bug).
    """
    w, h = len(rows[0]), len(rows)
    if any(len(row) != w for row in rows) or not (0 < w < 36 and 0 < h < 36):
        raise ValueError(f"a piece is 1..35 rows of 1..35 equal cells, got {quoted(list(rows))}")
    bits = "".join("1" if ch == "#" else "0" for row in rows for ch in row)
    bits += "0" * (-len(bits) % 5)
    code = _BASE36[w] + _BASE36[h] + "".join(_BASE32[int(bits[i:i + 5], 2)] for i in range(0, len(bits), 5))
    return code.rstrip("0")  # the width and height are never 0


def decode_piece_bank(text: str, presets: Mapping[str, Sequence[str]]) -> list[str]:
    """The piece codes of a bank (see the module docstring).

    Args:
        text: what follows the genre's other fields in the URL body.
        presets: the genre's presets, ``{key: [piece codes]}``.

    Raises:
        PuzzleInputError: an unknown preset, a count that is not a number,
            fewer codes than the count says.
    """
    if not text:
        return []
    if text.startswith("//"):
        key = text[2:3]
        if key not in presets:
            raise PuzzleInputError(f"URL piece set {key!r} is not one of {', '.join(presets)}")
        if text[3:]:
            raise PuzzleInputError(f"URL piece set //{key} is followed by {text[3:23]!r}, which no piece bank has; "
                                   "remove it")
        return list(presets[key])
    fields = text[1:].split("/")
    if not text.startswith("/") or not (fields[0].isascii() and fields[0].isdigit()):
        raise PuzzleInputError(f"URL piece bank {shown(text, 24)} is neither //KEY nor /COUNT/code/...")
    count, codes = whole_text(fields[0], "URL piece bank count"), fields[1:]
    if len(codes) != count:
        raise PuzzleInputError(f"URL piece bank says {counted(count, 'piece')} but gives {len(codes):,}")
    return codes[:count]


def encode_piece_bank(codes: Sequence[str], presets: Mapping[str, Sequence[str]]) -> str:
    """A bank's URL part: ``//KEY`` when ``codes`` is a preset's list, else
    ``/N/code/...`` (the inverse of :func:`decode_piece_bank`)."""
    for key, listed in presets.items():
        if list(listed) == list(codes):
            return f"//{key}"
    return f"/{len(codes)}" + "".join(f"/{code}" for code in codes)


def preset_sets(presets: Mapping[str, tuple]) -> tuple[dict, dict]:
    """``(sets, banks)`` of a genre's presets, ``{URL key: (set name, [piece
    codes])}`` (pzprjs ``Bank.presets``): ``sets`` ``{set name: pieces}``,
    each piece rows of ``#`` / ``.`` joined by ``/``; ``banks`` ``{URL key:
    [piece codes]}``, what :func:`decode_piece_bank` and
    :func:`encode_piece_bank` take."""
    sets = {name: tuple("/".join(decode_piece(code)) for code in codes) for name, codes in presets.values()}
    return sets, {key: codes for key, (_, codes) in presets.items()}


def set_name(given: str, sets: Mapping[str, tuple]) -> str:
    """``given`` as the name of one of ``sets`` when it names one in other
    capitals or spacing (``"Double  Tetrominoes"``, ``"double-tetrominoes"``, as a kind's name is read:
    ``"double tetrominoes"``); else ``given`` unchanged (pieces drawn with ``#`` and ``.``)."""
    key = " ".join(given.lower().replace("-", " ").replace("_", " ").split())
    return key if key in sets else given


def read_pieces(given, sets: Mapping[str, tuple]) -> tuple:
    """A piece set from a set's name (a key of ``sets``, :func:`preset_sets`)
    or pieces, each ``"#./#./##"`` or rows: a tuple of pieces as rows of
    ``#`` / ``.`` joined by ``/``.

    Raises:
        PuzzleInputError: an unknown name, a piece with no square, ragged,
            not edge-connected, or with an empty border row or column.
    """
    from ..core.polyomino import parse_shape

    if isinstance(given, str):
        given = set_name(given, sets)
        if given not in sets:
            from ..core.records import part_url_problem

            problem = part_url_problem(given, "pieces") or ""  # was "unknown piece set 'https://puzz.link/...'"
            if problem.startswith("a puzzle's URL"):  # (the text's pieces line says the same)
                raise PuzzleInputError(f"pieces: {problem}")
            if given.split() and not set(given) - set("#./ \t"):  # a text file's pieces line, "unknown piece set"
                import re

                listed = ", ".join(f'"{p}"' for p in re.sub(r"\s*/\s*", "/", given).split())
                raise PuzzleInputError(f"pieces {quoted(given)} are drawn pieces in one string: give them as a list, "
                                       f"one string a piece, its rows joined by '/' ([{listed}])")
            from ..core.errors import did_you_mean

            meant = did_you_mean(given, sets, cutoff=0.85)  # 'pentomino'; not 'hexominoes' for the tetrominoes
            raise PuzzleInputError(f"unknown piece set {quoted(given)}{meant} (sets: "
                                   f"{', '.join(sets)}; or a list of pieces)")
        return sets[given]
    if not isinstance(given, (list, tuple)):  # None or 5 was "piece 1 is not rows of # and .", of no piece 1
        raise PuzzleInputError(f"pieces must be a piece set's name or a list of pieces (each \"#./#./##\"), got "
                               f"{type(given).__name__} {shown(given, 40)}")
    out = []
    for i, piece in enumerate(given, 1):
        rows = piece.split("/") if isinstance(piece, str) else piece
        if not isinstance(rows, (list, tuple)) or not rows or not all(isinstance(r, str) and r for r in rows):
            raise PuzzleInputError(f"piece {i} is not rows of # and . (e.g. \"#./#./##\")")
        shape = parse_shape("/".join(rows), name=str(i))
        if len(rows) != 1 + max(r for r, _ in shape) or len(rows[0]) != 1 + max(c for _, c in shape):
            raise PuzzleInputError(f"piece {i} {'/'.join(rows)!r} has an empty first or last row or column")
        out.append("/".join(rows))
    return tuple(out)


__all__ = ["decode_piece", "decode_piece_bank", "encode_piece", "encode_piece_bank", "preset_sets", "read_pieces",
           "set_name"]
