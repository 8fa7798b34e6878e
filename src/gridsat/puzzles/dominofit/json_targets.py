"""A Domino Fit JSON record's ``row_targets`` / ``col_targets``, read as JSON writes them."""

from __future__ import annotations

import re

from ...core.errors import PuzzleInputError
from ...core.options import whole
from ...formats.json import json_value


def json_targets(key: str, values) -> tuple:
    """The targets of ``key`` (``"row_targets"`` or ``"col_targets"``) as a tuple of whole numbers, each refused
    naming its index and line as JSON writes it (true, null and "6" were True, None and '6'); a target written as
    the text writes one (``"<=6"``) is told where its relation goes: JSON keeps it in ``row_relations`` /
    ``col_relations`` (it was "targets must be whole numbers" alone)."""
    if not isinstance(values, list):
        raise PuzzleInputError(f"{key} must be a list of whole numbers")
    for i, t in enumerate(values):
        if isinstance(t, bool) or not isinstance(whole(t), int):
            related = re.fullmatch(r"\s*(<=|>=|=)\s*(\d{1,9})\s*", t) if isinstance(t, str) else None
            rel = (f" (the relation goes in {key[:3]}_relations: {int(related[2])} in {key}, "
                   f"{json_value(related[1])} in {key[:3]}_relations)") if related else ""
            raise PuzzleInputError(f"{key}[{i}] ({key[:3].replace('col', 'column')} {i + 1}) is {json_value(t)}; "
                                   f"targets must be whole numbers{rel}")
    return tuple(values)


__all__ = ["json_targets"]
