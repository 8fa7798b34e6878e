"""Generic exact cover as a puzzle kind: items, secondary items, options.

Rules (D. E. Knuth, TAOCP Vol. 4B, Section 7.2.2.1): choose options so that
every primary item is covered exactly once and every secondary item at most
once.  Formats and the independent checker: :mod:`gridsat.formats.exact_cover`;
the engine: :mod:`gridsat.engines.cover`; this package adds the tasks
(:mod:`.solve`), the result (:mod:`.result`) and the registry entry.
"""

from ...formats.exact_cover import CoverProblem, check_cover, parse_cover
from .result import CoverResult
from .solve import run

__all__ = ["CoverProblem", "CoverResult", "check_cover", "parse_cover", "run"]
