"""The placement layer shared by every kind that places pieces (packing, the
calendar puzzle): the problem and its rules, the CP-SAT model, the engine
choice and search, the independent checker, results and drawing."""

from __future__ import annotations

from ...core.lazy import lazy_getattr

#: Public name -> the module (relative) that defines it; imported on first use.
_EXPORTS = {
    "Found": ".search", "PlacementProblem": ".problem", "TilingResult": ".result", "check_tiling": ".check",
    "exact_engine": ".search", "find": ".search",
}

__all__ = sorted(_EXPORTS)


__getattr__ = lazy_getattr(__name__, _EXPORTS)
