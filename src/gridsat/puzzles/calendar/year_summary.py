"""A whole year's outcome (:func:`~gridsat.puzzles.calendar.year.solve_year`) and its report on the command line
(``--year``): moved out of ``year.py`` and ``modes.py``, each at the line limit."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from ...core.errors import counted
from ...render.styled import literal_name


@dataclass
class YearSummary:
    """The outcome of a year run.

    Attributes:
        year: the year.
        edition: edition name.
        out: the JSON-lines file.
        records: one record per date done, in date order (``list[dict]``).
        skipped: dates already in the file when the run started.
        seconds: wall time of this run (s).
        untried: dates the time limit left without a line (the next run does them).
        redone: lines of an earlier run taken out to do again (unknown,
            cut short by the time limit or Ctrl-C, or solved by another
            engine than the one this run names).
        one_sided: the pieces were only turned, not flipped.
        interrupted: Ctrl-C or SIGTERM stopped the run (``untried``: the dates left without a line).
        count: the run counts every date's solutions (``--count``); None: read from the records (a line with a
            ``count``), which a run stopped before its first date lacks.
    """

    year: int
    edition: str
    out: Path
    records: list
    skipped: int
    seconds: float
    untried: int = 0
    redone: int = 0
    one_sided: bool = False
    interrupted: bool = False
    count: bool | None = None

    @property
    def statuses(self) -> Counter:
        return Counter(r["status"] for r in self.records)

    def counted(self) -> list:
        """Records with a complete count."""
        return [r for r in self.records if "count" in r and r.get("complete")]

    def to_json(self) -> dict:
        """``{"kind": "calendar-year", "year", "edition", "out", "dates", "solved", "infeasible", "unknown",
        "skipped", "untried", "redone", "seconds", "complete"}`` plus, when counting, ``"total"``, ``"fewest"``
        and ``"most"`` (``{"count": n, "dates": [...]}`` of the dates counted in full; None before one is).
        ``complete``: every date of the year decided (and, when counting, counted)."""
        st = self.statuses
        counted = self.counted()
        counting = any("count" in r for r in self.records) if self.count is None else self.count
        done = len(counted) == len(self.records) if counting else not st["unknown"]
        out = {"kind": "calendar-year", "year": self.year, "edition": self.edition, "out": str(self.out),
               "dates": len(self.records), "solved": st["solved"], "infeasible": st["infeasible"],
               "unknown": st["unknown"], "skipped": self.skipped, "untried": self.untried, "redone": self.redone,
               "seconds": round(self.seconds, 3), "complete": done and not self.untried and not self.interrupted,
               **({"interrupted": True} if self.interrupted else {})}  # dates left undone too
        if counting:
            out["total"] = sum(r["count"] for r in self.records if "count" in r)
            out["fewest"] = out["most"] = None  # a run the time cut before its first count had neither key
            if counted:
                lo = min(r["count"] for r in counted)
                hi = max(r["count"] for r in counted)
                out["fewest"] = {"count": lo, "dates": [r["date"] for r in counted if r["count"] == lo]}
                out["most"] = {"count": hi, "dates": [r["date"] for r in counted if r["count"] == hi]}
        return out


@dataclass
class YearReport:
    """A whole year solved (or counted) into a JSON-lines file."""

    summary: object
    out: Path

    def to_json(self) -> dict:
        return self.summary.to_json()

    def text(self) -> list[str]:
        data, s = self.summary.to_json(), self.summary
        resumed = f" ({s.skipped} already in {literal_name(str(self.out))})" if s.skipped else ""
        redone = f", {s.redone} redone (unknown, cut short or of another engine before)" if s.redone else ""
        lines = [f"[bold]{s.year} on {s.edition}{' (one-sided)' * s.one_sided}[/bold]: "
                 f"{counted(data['dates'], 'date')}, {data['solved']} solved, {data['infeasible']} infeasible, "
                 f"{data['unknown']} unknown{resumed}{redone} in {s.seconds:.1f} s"]
        if s.untried:
            lines.append(f"stopped by {'Ctrl-C or SIGTERM' if getattr(s, 'interrupted', False) else 'the time limit'}: "
                         f"{counted(s.untried, 'date')} not tried yet; "
                         "run the same command again to do them (and redo the unknown ones)")
        if "total" in data:
            more = "" if data["complete"] else " (some counts incomplete)" if len(s.counted()) < len(s.records) else \
                " (not every date counted yet)"
            lines.append(f"total {data['total']:,} solutions{more}")
            so_far = "" if data["complete"] else " so far"  # of the dates counted: others may have fewer or more
            lines += [f"{what}{so_far}: {data[what]['count']:,} on {', '.join(data[what]['dates'])}"
                      for what in ("fewest", "most") if data[what] is not None]
        if s.skipped >= data["dates"] and not s.untried:  # every date's line was there: a rerun wrote nothing
            return lines + [f"nothing new: every date was in {literal_name(str(self.out))} already"]
        if s.skipped >= data["dates"]:  # the time ran out before a date was done (it said "every date was in it")
            return lines + [f"nothing new in {literal_name(str(self.out))}: no date was done in the time"]
        return lines + [f"wrote {literal_name(str(self.out))}"]

    def figure(self, title=None):
        return None

    def exit_code(self) -> int:
        data = self.summary.to_json()
        return 0 if data["solved"] == data["dates"] and data.get("complete", True) and not data["untried"] else 1


__all__ = ["YearReport", "YearSummary"]
