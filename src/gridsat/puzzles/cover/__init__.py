"""Generic exact cover as a puzzle kind: items, secondary items, options.

Rules (D. E. Knuth, TAOCP Vol. 4B, Section 7.2.2.1): choose options so that
every primary item is covered exactly once and every secondary item at most
once.  Formats and the independent checker: :mod:`gridsat.puzzles.cover.io`;
the engine: :mod:`gridsat.engines.cover`; this package adds the tasks
(:mod:`.tasks`), the result (:mod:`.result`) and the registry entry.
"""

from __future__ import annotations

from ...core.lazy import lazy_getattr

#: Public name -> the module (relative) that defines it; imported on first use.
_EXPORTS = {
    "CoverProblem": ".problem", "CoverResult": ".result", "check_cover": ".check", "parse_cover": ".io",
}

__all__ = sorted(_EXPORTS)


__getattr__ = lazy_getattr(__name__, _EXPORTS)
