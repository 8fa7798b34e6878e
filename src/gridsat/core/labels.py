"""How answers, pictures and positions label the copies of a piece used
several times: the name for the first copy, then the name and lowercase
letters counted as spreadsheet columns are (``Ob`` ... ``Oz``, ``Oaa``);
and the way back from a label to its copy."""

from __future__ import annotations

from .errors import PuzzleInputError, shown

#: What a cell not covered shows in an answer and a position (no piece's name).
UNCOVERED = (".", "0", "#")


def check_label(name: str) -> None:
    """Refuse a piece name an answer cannot show as its cells' label: empty,
    not printable, with a blank (it splits a row of labels), or one of
    :data:`UNCOVERED`.

    Raises:
        PuzzleInputError: naming it.
    """
    if not name or not name.isprintable() or name in UNCOVERED or any(ch.isspace() for ch in name):
        raise PuzzleInputError(f"piece name {shown(name)} cannot label its cells in an answer: a name is printable, "
                               "without blanks, and not '.', '0' or '#' (an uncovered cell)")


def copy_label(name: str, k: int) -> str:
    """The label of the ``k``-th copy (from 1) of piece ``name``: the name,
    then for k >= 2 the k-th letter (``Ob`` ... ``Oz``), and past the 26th
    copy letters counted as spreadsheet columns are (``Oaa``, ``Oab`` ...
    ``Ozz``, ``Oaaa``): only lowercase letters, whatever the count."""
    if k == 1:
        return name
    letters = ""
    while k:
        k, digit = divmod(k - 1, 26)
        letters = chr(ord("a") + digit) + letters
    return name + letters


def copy_number(name: str, label: str) -> int | None:
    """Which copy of piece ``name`` the ``label`` is in :func:`copy_label`'s
    counting (``Ob`` the 2nd, ``Oz`` the 26th, ``Oaa`` the 27th; ``Oa`` 1,
    though a first copy is labelled by its name alone), or None when the
    label is not the name and lowercase letters."""
    letters = label[len(name):]
    if not (label.startswith(name) and letters and letters.isascii() and letters.isalpha() and letters.islower()):
        return None
    k = 0
    for ch in letters:
        k = k * 26 + ord(ch) - ord("a") + 1
    return k


def ordinal(k: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th``, ``11th``, ``22nd``."""
    return f"{k}{'th' if 10 <= k % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(k % 10, 'th')}"


def piece_set_problem(items) -> tuple[int, str, int | None] | None:
    """The first problem of ``items`` ``((Polyomino, count), ...)`` as a set, or None: ``(index, message,
    first)``, ``index`` the entry at fault (a clash names the later name, or the copy label's own
    entry) and ``first`` the entry it clashes with (None for a bad name or count), so a reader can
    name their lines."""
    seen: dict = {}
    for i, (piece, count) in enumerate(items):
        try:
            check_label(piece.name)
        except PuzzleInputError as exc:
            return i, str(exc), None
        if piece.name in seen:
            return i, f"piece name {piece.name!r} is used twice", seen[piece.name]
        seen[piece.name] = i
        if count < 1:
            return i, f"piece {piece.name}: the count of copies must be a whole number, 1 or more, got {count}", None
    for i, (piece, count) in enumerate(items):
        for other in seen if count > 1 else ():
            k = copy_number(piece.name, other)
            if k is not None and 2 <= k <= count:
                return seen[other], (f"piece name {other!r} is the label gridsat gives the {ordinal(k)} copy "
                                     f"of piece {piece.name} ({piece.name}*{count}); rename one of them"), i
    return None


__all__ = ["UNCOVERED", "check_label", "copy_label", "copy_number", "ordinal", "piece_set_problem"]
