"""File endings of the registered kinds' puzzle files (:mod:`gridsat.puzzles.kinds` imports these): which kind a
file ending names, and every ending a puzzle's name may have."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .contract import Kind


#: File endings several kinds read (a test checks it against every kind's ``suffixes``): a puzzle file ending so is
#: told by its content, no kind imported to learn it (``gridsat solve x.txt`` imported all sixteen, 30 ms of 100).
SHARED_ENDINGS = frozenset({".json", ".txt", ".url", ".desktop", ".webloc"})  # (link shortcuts: core.records)


def by_suffix(spec: str) -> Kind | None:
    """The one kind whose files end like ``spec`` (``.dlx``), or None when
    several or none do."""
    from pathlib import Path

    from .kinds import REGISTRY, get

    ending = Path(spec).suffix.lower()
    if ending in SHARED_ENDINGS:
        return None
    owners = [name for name in REGISTRY if ending and ending in get(name).suffixes]
    return get(owners[0]) if len(owners) == 1 else None


def suffixes() -> set:
    """Every file ending some kind reads (for folder searches)."""
    from .kinds import REGISTRY, get

    return {s for name in REGISTRY for s in get(name).suffixes}


def puzzle_endings() -> set:
    """Every ending a name of puzzles has: a kind's file (:func:`suffixes`) or a collection (``.jsonl``, ``.gz``),
    how a word typed where something else goes is known for a puzzle's name."""
    return suffixes() | {".jsonl", ".gz"}


__all__ = ["SHARED_ENDINGS", "by_suffix", "puzzle_endings", "suffixes"]
