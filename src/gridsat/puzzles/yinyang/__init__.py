"""Yin-Yang (rules in :mod:`.rules`): readers and writers (:mod:`.io`), the
CP-SAT model (:mod:`.model`), tasks (:mod:`.tasks`), the independent checker
(:mod:`.check`), results (:mod:`.result`), drawing (:mod:`.draw`) and the
generator (:mod:`.generator`)."""

from __future__ import annotations

from ...core.lazy import lazy_getattr

#: Public name -> the module (relative) that defines it; imported on first use.
_EXPORTS = {
    "BLACK": ".rules", "EMPTY": ".rules", "FORMATS": ".io", "GeneratedPuzzle": ".generator", "WHITE": ".rules",
    "YinYangPuzzle": ".rules", "YinYangResult": ".result", "check_grid": ".check", "decode": ".model",
    "detect": ".io", "detect_format": ".io", "draw_yinyang": ".draw", "generate": ".generator", "grid_text": ".draw",
    "parse": ".io", "parse_text_grid": ".io", "random_colouring": ".generator", "read_answer": ".io",
    "read_puzzle": ".io", "session": ".model",
}

__all__ = sorted(_EXPORTS)


__getattr__ = lazy_getattr(__name__, _EXPORTS)
