"""The links' state a Hashiwokakero deduction reached after some of its steps (its pictures and text draw it)."""

from __future__ import annotations

from . import deductions as hd


def state_after(links: hd.Links, deduction, upto: int | None = None) -> hd.State:
    """The least and most bridges of each link after the first ``upto`` steps of ``deduction`` (all: None), from
    the position it started from (``deduction.links_start``, the bounds :func:`.stepping.deduce` began with; for a
    deduction made otherwise, its grid's decided cells, 1 + right + 3 x down, less what its steps decided), then the
    steps' bounds."""
    s = hd.start(links)
    began = getattr(deduction, "links_start", None)
    if began is not None and len(began[0]) == len(links.ends):
        s.lo, s.hi = list(began[0]), list(began[1])
        deduction = _only_steps(deduction)
    stepped = {ends for step in deduction.steps for ends in step.decided}
    grid = deduction.grid or []
    for k, (a, b) in enumerate(links.ends):
        if (a, b) in stepped or not grid:
            continue
        values = [grid[r][c] for r, c in [a, *links.between[k]]]
        if all(values):
            n = (values[0] - 1) % 3 if a[0] == b[0] else (values[0] - 1) // 3
            s.lo[k] = s.hi[k] = n
    for step in deduction.steps[:upto]:
        for ends, (lo, hi) in step.decided.items():
            k = links.index[ends]
            s.lo[k], s.hi[k] = max(lo, s.lo[k]), min(hi, s.hi[k])
    return s


class _only_steps:  # noqa: N801 (a deduction's steps without its grid)
    def __init__(self, deduction):
        self.steps, self.grid = deduction.steps, None


__all__ = ["state_after"]
