"""Amounts of memory as messages write them, the default memory limit, and how the user raises it."""

from __future__ import annotations

import os

from .errors import PuzzleInputError, exact_number, number_text, shown

#: How the memory limit's messages say to raise it (the web app says it its own way: the request's option).
RAISE_MEMORY = "--memory-limit GB or GRIDSAT_MEMORY_LIMIT"
#: How a Python caller raises it (the memory limits' messages to the API name no option it cannot type; hints and
#: run_batch take memory_limit themselves, not in a SolverOptions, which they were told to use).
RAISE_MEMORY_PYTHON = "memory_limit=BYTES (the call's, or its SolverOptions') or GRIDSAT_MEMORY_LIMIT (in GB)"


def raise_memory() -> str:
    """How the user raises the memory limit: :data:`RAISE_MEMORY` on the command line (the web app puts its own
    words in its place), :data:`RAISE_MEMORY_PYTHON` from Python."""
    from .settings import spelled

    return spelled(RAISE_MEMORY, RAISE_MEMORY_PYTHON)


#: Memory a run may plan to use, in bytes, unless told otherwise
#: (``--memory-limit GB`` or the environment variable ``GRIDSAT_MEMORY_LIMIT``, in GB).
DEFAULT_MEMORY_LIMIT = 2 * 1024**3


def default_memory_limit() -> int:
    """The memory limit in bytes: the run's (:func:`~gridsat.core.memory.limited_to`), else
    ``GRIDSAT_MEMORY_LIMIT`` (GB) when set, else 2 GB.

    Raises:
        PuzzleInputError: the variable is not a positive number, or less than one byte.
    """
    from .memory import run_limit  # (a hint's proof: the command's --memory-limit, core.memory.limited_to)

    if run_limit() is not None:
        return run_limit()
    text = os.environ.get("GRIDSAT_MEMORY_LIMIT")
    if not text:
        return DEFAULT_MEMORY_LIMIT
    try:  # read as --memory-limit reads its number: ASCII digits, no '_' (float read '٣', '１' and '1_0' as GB)
        gb = float(text) if text.isascii() and "_" not in text else -1.0
    except ValueError:
        gb = -1.0
    if not 0 < gb < 1e9:
        raise PuzzleInputError("GRIDSAT_MEMORY_LIMIT must be a positive number of GB (below a billion), got "
                               f"{shown(text)}")
    if int(gb * 1024**3) < 1:  # as --memory-limit's: every model "needs ...; the limit is 0 bytes" was said
        raise PuzzleInputError(f"GRIDSAT_MEMORY_LIMIT {gb:g} GB is less than one byte")
    return int(gb * 1024**3)


def amount_of_memory(size: float, *, decimals: int | None = None) -> str:
    """``size`` bytes in the largest unit (GB, MB, KB of 1024**3, 1024**2,
    1024 bytes, or bytes) of which it is at least a tenth: ``"8.4 GB"``,
    ``"40.0 KB"``, ``"3 bytes"``.  ``decimals`` None: one decimal; else up
    to that many, without trailing zeros (``"2 GB"``, ``"0.5 GB"``, ``"10.485 KB"``).  A
    million GB or more in powers of ten (``"1.2e+24 GB"``, from a listing of 10**30 answers):
    written out, its digits were past reading.
    """
    if size >= 10**6 * 1024**3:
        return f"{number_text(size / 1024**3 if size < 1e300 else exact_number(size) / 1024**3, '.1e')} GB"
    for unit, scale in (("GB", 1024**3), ("MB", 1024**2), ("KB", 1024)):
        if size >= scale // 10:
            return (f"{size / scale:.1f}" if decimals is None else _trimmed(size / scale, decimals)) + f" {unit}"
    shown = _trimmed(size, decimals or 0)
    return f"{shown} byte" if shown == "1" else f"{shown} bytes"  # 1.07 bytes was "1 bytes" (serve's 1e-9 GB)


def needed_and_limit(needed: float, limit: float) -> tuple:
    """``(needed, limit)`` bytes as :func:`amount_of_memory` texts for a refusal of ``needed`` over ``limit``: the
    limit to three decimals, the need with digits until it shows over it (never "needs about 0.1 MB; the limit is
    0.102 MB", which read as under it: a puzzle file's reading said so)."""
    shown, most = amount_of_memory(needed), amount_of_memory(limit, decimals=3)
    for decimals in range(2, 10):
        if _bytes_of(shown) > _bytes_of(most):
            break
        shown = amount_of_memory(needed, decimals=decimals)
    return shown, most


def _bytes_of(amount: str) -> float:
    """The bytes an :func:`amount_of_memory` text shows (``"0.1 GB"``: 0.1 x 1024**3)."""
    value, unit = amount.split()
    return float(value) * {"GB": 1024**3, "MB": 1024**2, "KB": 1024}.get(unit, 1)


def _trimmed(value: float, decimals: int) -> str:
    return f"{value:.{decimals}f}".rstrip("0").rstrip(".") if decimals else f"{value:.0f}"


__all__ = ["DEFAULT_MEMORY_LIMIT", "RAISE_MEMORY", "RAISE_MEMORY_PYTHON", "amount_of_memory", "default_memory_limit",
           "needed_and_limit",
           "raise_memory"]
