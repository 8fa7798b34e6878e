"""How many listed answers can be checked and printed in the time left.

A time-limited listing keeps what it can show in time; the cost of showing one answer is measured on the run's
own answers.  One timed answer was a poor measure: a pause of a millisecond or two (a garbage collection, another
process on the machine) made it ten times the true cost, so ``-n 20000 -t 3`` on an empty Sudoku listed 37
answers and ended after one second of three, saying the time limit had stopped it, while ``-n 500`` listed 413.
:func:`seconds_each` times a sample of answers one by one and takes the median, which such a pause leaves alone.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import replace

#: A sample's answers are timed until this many seconds have passed (or :data:`MOST_TIMED` are timed).
TIMED_AT_LEAST = 0.02
#: The fewest answers a sample times.
LEAST_TIMED = 5
#: The most answers a sample times (a listing's first answers, taken in turn when there are fewer).
MOST_TIMED = 64


def seconds_each(show: Callable[[object], object], answers: Sequence) -> float:
    """Seconds ``show`` takes per answer: the first shown once untimed (it imports what showing uses), then
    answers in turn timed one by one, at least :data:`LEAST_TIMED` of them and on until :data:`TIMED_AT_LEAST`
    seconds or :data:`MOST_TIMED` answers; the median (a pause during one is not taken for the cost of all).

    Raises:
        ValueError: ``answers`` is empty.
    """
    if not answers:
        raise ValueError("answers is empty: there is nothing to time")
    show(answers[0])
    spent: list[float] = []
    while len(spent) < MOST_TIMED and (len(spent) < LEAST_TIMED or sum(spent) < TIMED_AT_LEAST):
        t0 = time.perf_counter()
        show(answers[len(spent) % len(answers)])
        spent.append(time.perf_counter() - t0)
    return statistics.median(spent)


def keep_what_fits(kind, puzzle, task, settings: dict, found, engine: str, room: float | None) -> None:
    """Keep only as many of ``found``'s listed answers as can be checked and printed in ``room`` seconds (the time
    left; half of it, at one and a half times the measured cost of checking and drawing one: a third of the room
    for what the sample says they take); a listing cut so is not complete (a count keeps its own completeness: it
    counted them all).  (A quarter of the room at three times the cost, a twelfth, cut an empty 30x30 Light Up's
    ``-n 100 -t 2`` to 12 answers shown in 0.3 s, "the time limit stopped the listing", where all 100 took 0.2 s
    without a limit.)"""
    from .task import Found, assemble

    one = replace(task, what="solve", n=1, limit=None, keep=1, on_progress=None)  # a count's progress too

    def show(answer):
        result = assemble(kind, puzzle, one, settings, Found([answer], True), engine)
        result.violations()
        return str(result.text())

    each = 1.5 * seconds_each(show, found.answers) + 1e-6
    fits = max(1, int(max(room or 0.0, 0.0) / 2 / each))
    if fits < len(found.answers):
        # (of a count, the answers it found are its count: the engine's kept ones may be fewer, cut at its deadline,
        # and "1 of the 4,863 answers found" beside "5,040 solutions (all counted)" misstated what it found)
        had = max(len(found.answers), found.count or 0) if task.what == "count" else len(found.answers)
        found.answers = found.answers[:fits]
        if task.what == "solutions":
            found.complete = False
        elif not found.interrupted:  # a count kept 3,808 of 12,040 tilings asked for, complete, without a word
            from .notes import note

            note(f"{fits:,} of the {had:,} answers found are kept: the time limit left room to check and show no more "
                 "(the count counts them all)")


__all__ = ["LEAST_TIMED", "MOST_TIMED", "TIMED_AT_LEAST", "keep_what_fits", "seconds_each"]
