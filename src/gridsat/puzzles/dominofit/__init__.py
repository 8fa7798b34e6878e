"""Domino Fit (rules in :mod:`.rules`): formats (:mod:`.io`), objectives
(:mod:`.objective`), models (:mod:`.model`), tasks (:mod:`.tasks`), the
independent checker (:mod:`.check`), results (:mod:`.result`), drawing
(:mod:`.draw`) and generators (:mod:`.generator`)."""

from __future__ import annotations

from ...core.lazy import lazy_getattr

#: Public name -> the module (relative) that defines it; imported on first use.
_EXPORTS = {
    "DominoFitPuzzle": ".rules", "DominoFitResult": ".result", "ENGINES": ".tasks", "ImpliedCounts": ".implied",
    "MODELS": ".model", "OBJECTIVES": ".objective", "Objective": ".objective", "RELATIONS": ".rules",
    "RULES": ".rules", "SIDES": ".objective", "TARGET_MODES": ".rules", "check_dominoes": ".check",
    "cpsat_session": ".model", "decode": ".model", "detect": ".io", "domino_cells": ".rules",
    "domino_scores": ".rules", "draw_ascii": ".draw", "draw_figure": ".draw", "forced_dominoes": ".tasks",
    "generate": ".generator", "generate_unique": ".generator", "implied_counts": ".implied", "line_sums": ".rules",
    "linear_rows": ".model", "load_puzzle": ".io", "make_session": ".model", "parse_puzzle": ".io",
    "parse_text": ".io", "puzzle_from_json": ".io", "puzzle_to_json": ".io", "puzzle_to_text": ".io",
    "solve": ".tasks",
}

__all__ = sorted(_EXPORTS)


__getattr__ = lazy_getattr(__name__, _EXPORTS)
