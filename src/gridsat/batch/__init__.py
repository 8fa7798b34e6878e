"""Batch solving: many puzzles of any kind -- files, folders and JSON-lines
collections -- in parallel, resumable, on local processes or a Dask cluster.

Each puzzle becomes one JSON line of the results file, written and flushed
as soon as it finishes (:class:`~gridsat.core.jsonl.JsonLinesWriter`); a run
started again with the same file skips the puzzles already recorded and
redoes a half-written last line.  Record format: :mod:`.work`.
"""

from .run import STATUSES, BatchSummary, count_puzzles, run_batch
from .sources import Item, Sources, find_sources, items
from .work import Done, Settings, Tally, solve_chunk, solve_item

__all__ = ["STATUSES", "BatchSummary", "Done", "Item", "Settings", "Sources", "Tally", "count_puzzles",
           "find_sources", "items", "run_batch", "solve_chunk", "solve_item"]
