"""A region symmetric under a half turn (180 degrees) about a point: the rule of Tentaisho's galaxies (Nikoli's
"Spiral Galaxies", robx/pzprjs ``src/variety/tentaisho.js``, ``checkFractal``), for any genre whose areas turn onto
themselves about a centre.

Points stand on the *doubled grid*: cell ``(r, c)``'s centre is ``(2r, 2c)``, the middle of the side between
``(r, c)`` and ``(r, c + 1)`` is ``(2r, 2c + 1)``, and the corner shared by ``(r, c)`` and ``(r + 1, c + 1)`` is
``(2r + 1, 2c + 1)``.  Turned half way about ``(y, x)``, cell ``(r, c)`` lands on ``(y - r, x - c)``.
"""

from __future__ import annotations

from collections.abc import Mapping

from .tagging import mapped, tagged


def turned(cell, centre) -> tuple:
    """``cell`` ``(r, c)`` turned half way about ``centre`` ``(y, x)`` on the doubled grid: ``(y - r, x - c)``."""
    return centre[0] - cell[0], centre[1] - cell[1]


def touching(centre) -> list:
    """The cells whose closed square holds the point ``centre`` ``(y, x)`` of the doubled grid: one cell for a
    centre, the two beside a side's middle, the four around a corner (row-major; cells off the board included)."""
    y, x = centre
    rows = [y // 2] if y % 2 == 0 else [(y - 1) // 2, (y + 1) // 2]
    cols = [x // 2] if x % 2 == 0 else [(x - 1) // 2, (x + 1) // 2]
    return [(r, c) for r in rows for c in cols]


def half_turn(model, members: Mapping, centre, *, rule: str = "each region is symmetric under a half turn about "
              "its dot") -> None:
    """The members are symmetric under a half turn about ``centre``: a cell is a member exactly when the cell it
    turns onto is (:func:`turned`); a cell whose turned cell has no literal (off the board, or never a member) is
    never a member.

    Args:
        model: a :class:`~gridsat.constraints.model.RuleModel`; what this adds is tagged ``rule``.
        members: ``{cell: literal}``: the cells that may be members (``(r, c)`` tuples).
        centre: ``(y, x)`` on the doubled grid (whole numbers; odd values stand between cells).

    Raises:
        TypeError: ``members`` not a mapping.
        ValueError: ``centre`` not two whole numbers.
    """
    mapped(members, "members", "each cell to its literal ({cell: literal})")
    if (not isinstance(centre, (tuple, list)) or len(centre) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in centre)):
        raise ValueError(f"centre must be (y, x), two whole numbers on the doubled grid, got {centre!r}")
    with tagged(model, rule):
        for cell, literal in members.items():
            other = turned(cell, centre)
            if other not in members:
                model.add(literal == 0)
            elif cell < other:
                model.add(literal == members[other])


__all__ = ["half_turn", "touching", "turned"]
