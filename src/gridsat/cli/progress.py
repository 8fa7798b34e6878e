"""Progress bars on stderr for long runs: shown only on a terminal, after
half a second, and gone when the work ends (a piped stderr gets nothing, so
what a run writes does not depend on how busy the machine is)."""

from __future__ import annotations

from .common import console, printer


class CountProgress:
    """A progress bar on stderr for long counts: it appears on a terminal once
    a count has run half a second (short runs and a piped stderr get nothing,
    so what a run writes does not depend on how busy the machine is) and shows
    the fraction of the search tree done and the solutions so far."""

    def __init__(self):
        import time

        self._clock = time.perf_counter
        self._t0 = self._clock()
        self._bar = None
        self._task = None
        self._piped = None

    def __call__(self, found: int, done: float) -> None:
        if self._bar is None:
            if self._clock() - self._t0 < 0.5:
                return
            if self._piped is None:  # judged once
                self._piped = not printer(stderr=True).is_terminal
            if self._piped:
                return
            from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

            self._bar = Progress(TextColumn("counting"), BarColumn(), TextColumn("{task.percentage:>3.0f}%"),
                                 TextColumn("{task.fields[n]:,} solutions"), TimeElapsedColumn(),
                                 console=console(stderr=True), transient=True)
            self._bar.start()
            self._task = self._bar.add_task("count", total=1.0, n=0)
        self._bar.update(self._task, completed=done, n=found)

    def stop(self) -> None:
        if self._bar is not None:
            self._bar.stop()



class ProgressBar:
    """A progress bar on stderr for long modes (a whole year, a census):
    ``update(done, total, note)``; shown only on a terminal, after half a
    second, and gone when the work ends."""

    def __init__(self, what: str):
        import time

        self.what, self._clock, self._bar, self._task = what, time.perf_counter, None, None
        self._t0 = self._clock()
        self._err = None  # the stderr printer, made at the first update (a year updates once per date)

    def __enter__(self):
        return self

    def update(self, done: float, total: float | None, note: str = "") -> None:
        if self._bar is None:
            err = self._err = self._err or printer(stderr=True)
            if not err.is_terminal or self._clock() - self._t0 < 0.5:
                return
            err = err.rich()
            from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn

            self._bar = Progress(TextColumn(self.what), BarColumn(), TextColumn("{task.percentage:>3.0f}%"),
                                 TextColumn("{task.fields[note]}"), TimeElapsedColumn(), TimeRemainingColumn(),
                                 console=err, transient=True)
            self._bar.start()
            self._task = self._bar.add_task(self.what, total=total or 1.0, note="")
        self._bar.update(self._task, completed=done, total=total or 1.0, note=note)

    def __exit__(self, *exc):
        if self._bar is not None:
            self._bar.stop()


__all__ = ["CountProgress", "ProgressBar"]
