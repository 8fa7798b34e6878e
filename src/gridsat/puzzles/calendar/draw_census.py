"""The census as a heat map a calendar maker reads: the board itself, coloured.

Month/day boards (:func:`census_board_figure`): the edition's own board
drawn once per month (twelve small boards, three a row, January to December), each day
cell coloured by the number of solutions of that month and day (log colour
scale), that month's cell dark; a count belongs to a month *and* a day, so
one board per month shows every date where it sits on the board.  Weekday
boards: one month x day grid per weekday (seven panels), since a board per
month and weekday would be 84 pictures too small to read, while seven grids
share one colour scale and keep all 2,562 combinations in view.

Marks, the same in both: dates with no solution red, hatched, with a cross
(and named in the title); the fewest count's dates framed black, the most
framed with a dotted black line; days a month does not have hatched grey; filler
cells (no label, always covered) grey.

Sizes: a web page shows the picture about :data:`WEB_WIDTH` CSS pixels wide;
every text is sized to stay at least :data:`WEB_TEXT` pixels there (the
labels of twelve boards at 5.5 points once came out 4 pixels high).
"""

from __future__ import annotations

from .rules import DAYS, MONTHS, WEEKDAYS, days_in

ZERO = "#d62728"
FILLER = "#9e9e9e"
OTHER_MONTH = "#eeeeee"
THIS_MONTH = "#1f2d5a"
#: The width (CSS pixels) at which the calendar page shows the picture (its answer card, the
#: page's default size), and the smallest text size (CSS pixels) any label may have there.
WEB_WIDTH, WEB_TEXT = 680, 10.0
#: Inches per cell of the month boards; boards per row.
CELL, PER_ROW = 0.42, 3
#: Point sizes: cell labels, month titles and the title, the legend and colour bar.
LABEL, HEADING, KEY = 13, 14, 12


def _scale(values):
    """A log colour norm over the positive counts (1..2 when there are none)."""
    from matplotlib.colors import LogNorm

    positive = [v for v in values if v > 0]
    low, high = (min(positive), max(positive)) if positive else (1, 2)
    return LogNorm(vmin=max(1, low), vmax=max(high, low + 1, 2))


def _legend(fig, cmap, norm, report, *, rect, ncol=None):
    from matplotlib.cm import ScalarMappable
    from matplotlib.patches import Patch

    cax = fig.add_axes(rect)
    bar = fig.colorbar(ScalarMappable(norm=norm, cmap=cmap), cax=cax)
    bar.set_label("solutions (log scale)", fontsize=KEY)
    ticks = [t for t in (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000)
             if norm.vmin * 1.25 <= t <= norm.vmax / 1.25]  # round ticks, not crowding the ends
    bar.set_ticks(sorted(set(ticks) | {int(norm.vmin), int(norm.vmax)}))
    bar.set_ticklabels([f"{t:,}" for t in bar.get_ticks()])
    bar.ax.minorticks_off()
    bar.ax.tick_params(labelsize=KEY)
    handles = [Patch(facecolor=ZERO, hatch="////", edgecolor="#8b0000", label="no solution"),
               Patch(facecolor="white", edgecolor="black", linewidth=2.2, label="fewest"),
               Patch(facecolor="white", edgecolor="black", linewidth=1.8, linestyle=(0, (1.2, 1.2)), label="most"),
               Patch(facecolor="white", hatch="///", edgecolor="#bbbbbb", label="no such date")]
    if getattr(report, "_fillers", False):
        handles.append(Patch(facecolor=FILLER, label="filler cell"))
    fig.legend(handles=handles, loc="lower center", fontsize=KEY, ncol=ncol or len(handles), frameon=False,
               bbox_to_anchor=(0.5, 0.0), handlelength=1.4, columnspacing=1.2)


def _mark(ax, x, y, n, low, high, w=1.0, h=1.0):
    from matplotlib.patches import Rectangle

    if n == 0:
        ax.add_patch(Rectangle((x, y), w, h, facecolor=ZERO, hatch="////", edgecolor="#8b0000", linewidth=0))
        ax.plot([x + 0.1 * w, x + 0.9 * w], [y + 0.1 * h, y + 0.9 * h], color="#2b0000", linewidth=0.9)
        ax.plot([x + 0.1 * w, x + 0.9 * w], [y + 0.9 * h, y + 0.1 * h], color="#2b0000", linewidth=0.9)
    elif n == low:
        ax.add_patch(Rectangle((x + 0.06, y + 0.06), w - 0.12, h - 0.12, fill=False, edgecolor="black",
                               linewidth=2.2))
    elif n == high:
        ax.add_patch(Rectangle((x + 0.06, y + 0.06), w - 0.12, h - 0.12, fill=False, edgecolor="black",
                               linewidth=1.8, linestyle=(0, (1.2, 1.2))))


def _cells(ax, patches, hatch=None):
    """Cell squares as one collection (each keeps its colours) below the marks."""
    from matplotlib.collections import PatchCollection

    if patches:
        ax.add_collection(PatchCollection(patches, match_original=True, hatch=hatch, zorder=0.9),
                          autolim=False)


def _title(report, title):
    real = report.real
    low, high = min(real.values()), max(real.values())
    zero = [report.key_text(k) for k, n in real.items() if n == 0]
    what = "date x weekday" if report.weekdays else "date"
    text = title or f"{report.titled}: solutions per {what}"
    if not report.complete:  # every count a lower bound: the dates not reached yet read 0, proving nothing
        return text + f"\nmost so far {high:,} (incomplete: every count is a lower bound)", low, high
    text += f"\nfewest {low:,}, median {report.median()['count']:,}, most {high:,}"
    if zero:
        text += f"; no solution on {len(zero)}: {' '.join(zero[:8])}{' ...' if len(zero) > 8 else ''}"
    else:
        text += "; every date solvable"
    return text, low, high


def _own_board(report, board) -> None:
    """Refuse a report or board of another type (None met "'NoneType' object has no attribute 'weekdays'") and a
    board the census did not count (names aside: an edition read again draws its census)."""
    from ..input_checks import same_puzzle
    from .census import CensusReport
    from .rules import CalendarBoard

    for name, value, kind in (("report", report, CensusReport), ("board", board, CalendarBoard)):
        if not isinstance(value, kind):
            raise TypeError(f"{name} must be a {kind.__name__} (run_census(edition) and its edition's .board), got "
                            f"{type(value).__name__}")
    counted = report.board
    if report.weekdays != board.weekdays or (counted is not None and not same_puzzle(counted, board)):
        raise ValueError(f"the census of {report.edition} is drawn on its own edition's board, not on board "
                         f"{board.name}")


def census_board_figure(report, board, *, title: str | None = None):
    """A matplotlib ``Figure`` of a census on the edition's board.

    Args:
        report: a :class:`~gridsat.puzzles.calendar.census.CensusReport`
            (counts keyed by labels, ``("Oct", "6")`` or with a weekday).
        board: the edition's :class:`~gridsat.puzzles.calendar.rules.CalendarBoard`
            (its cells, labels and filler cells).
        title: first title line (default: the edition and what is counted).

    Returns:
        ``matplotlib.figure.Figure``: twelve small boards (month/day boards)
        or seven month x day grids (weekday boards), a colour bar and a
        legend (see the module docstring).

    Raises:
        ValueError: a report with no real date (cannot happen for a census); a board other than the one the
            census counted (another edition's counts were drawn on it without a word).
        TypeError: ``report`` not a CensusReport, ``board`` not a CalendarBoard, ``title`` not a string or None
            (5 met "unsupported operand type(s) for +=").
    """
    from ...core.pictures import check_title

    check_title(title)
    _own_board(report, board)
    if report.weekdays:
        return _weekday_grids(report, title)
    import matplotlib
    from matplotlib.figure import Figure
    from matplotlib.patches import Rectangle

    cmap = matplotlib.colormaps["viridis"]
    norm = _scale(report.real.values())
    text, low, high = _title(report, title)
    b = board.board
    # inches: a panel per month (its board, a gap and its title), the title above, the legend
    # below, the colour bar right
    pw, ph = (b.cols + 0.6) * CELL, (b.rows + 0.5) * CELL + 0.3
    left, top, bottom, right = 0.15, 0.95, 0.75, 1.45
    rows_of = -(-len(MONTHS) // PER_ROW)
    width, height = left + PER_ROW * pw + right, top + rows_of * ph + bottom
    fig = Figure(figsize=(width, height))
    report._fillers = bool(board.fillers)
    for i, month in enumerate(MONTHS):
        x0 = left + (i % PER_ROW) * pw
        y0 = height - top - (i // PER_ROW) * ph - 0.3 - b.rows * CELL
        ax = fig.add_axes((x0 / width, y0 / height, (b.cols + 0.1) * CELL / width, (b.rows + 0.1) * CELL / height))
        ax.set_xlim(-0.05, b.cols + 0.05)
        ax.set_ylim(b.rows + 0.05, -0.05)
        ax.set_aspect("equal")
        ax.axis("off")
        ax.set_title(month, fontsize=HEADING, pad=3, y=1.0,
                     parse_math=False)  # y given: no costly automatic title placement
        plain, hatched = [], []  # drawn as two collections, under the marks and labels: far faster than patches
        for (r, c) in b.cells:
            label = board.labels.get((r, c))
            face, colour, hatch = OTHER_MONTH, "#999999", None
            n = None
            if label is None:
                face = FILLER
            elif label == month:
                face, colour = THIS_MONTH, "white"
            elif label in DAYS:
                if int(label) > days_in(i + 1):
                    face, hatch = "white", "///"
                else:
                    n = report.real.get((month, label), 0)
                    face = cmap(norm(n)) if n > 0 else "white"
                    lum = sum(face[:3]) / 3 if n > 0 else 0
                    colour = "black" if lum > 0.5 else "white"
            (hatched if hatch else plain).append(Rectangle((c, r), 1, 1, facecolor=face, linewidth=0.5,
                                                           edgecolor="#bbbbbb" if hatch else "white"))
            if n is not None:
                _mark(ax, c, r, n, low, high)
            if label is not None and label not in MONTHS or label == month:
                ax.text(c + 0.5, r + 0.5, label, ha="center", va="center", fontsize=LABEL - (len(label) > 2),
                        color=colour, fontweight="bold" if label == month or n == 0 else "normal", zorder=4,
                        parse_math=False)
        _cells(ax, plain)
        _cells(ax, hatched, "///")
    fig.suptitle(text, fontsize=HEADING, y=1 - 0.08 / height, va="top", parse_math=False)
    _legend(fig, cmap, norm, report, rect=((width - right + 0.3) / width, (bottom + 0.3) / height, 0.16 / width,
                                           (rows_of * ph - 0.9) / height), ncol=3)
    return fig


def _weekday_grids(report, title):
    import matplotlib
    from matplotlib.figure import Figure
    from matplotlib.patches import Rectangle

    cmap = matplotlib.colormaps["viridis"]
    norm = _scale(report.real.values())
    text, low, high = _title(report, title)
    # inches: one month x day grid per weekday, its days labelled below it, the weekday left of it
    cw, rh, gap = 0.26, 0.21, 0.5
    left, top, bottom, right = 0.85, 0.95, 0.75, 1.35
    width, height = left + 31 * cw + right, top + 7 * (12 * rh + gap) + bottom
    fig = Figure(figsize=(width, height))
    for w, wd in enumerate(WEEKDAYS):
        y0 = height - top - (w + 1) * (12 * rh + gap) + gap
        ax = fig.add_axes((left / width, y0 / height, 31 * cw / width, 12 * rh / height))
        ax.set_xlim(0, 31)
        ax.set_ylim(12, 0)
        ax.set_yticks([m + 0.5 for m in range(12)], [m[0] for m in MONTHS], fontsize=KEY - 1)
        ax.set_xticks([d + 0.5 for d in range(31)], DAYS, fontsize=KEY - 1)
        ax.tick_params(length=0, pad=2)
        ax.set_ylabel(wd, fontsize=HEADING, rotation=0, labelpad=16, va="center", ha="right")
        for spine in ax.spines.values():
            spine.set_visible(False)
        plain, hatched = [], []
        for m, month in enumerate(MONTHS):
            for d in range(31):
                if d + 1 > days_in(m + 1):
                    hatched.append(Rectangle((d, m), 1, 1, facecolor="white", edgecolor="#dddddd", linewidth=0))
                    continue
                n = report.real.get((month, str(d + 1), wd), 0)
                plain.append(Rectangle((d, m), 1, 1, facecolor=cmap(norm(n)) if n else ZERO, edgecolor="white",
                                       linewidth=0.3))
                _mark(ax, d, m, n, low, high)
        _cells(ax, plain)
        _cells(ax, hatched, "///")
    fig.suptitle(text, fontsize=HEADING, y=1 - 0.08 / height, va="top", parse_math=False)
    _legend(fig, cmap, norm, report, rect=((width - right + 0.3) / width, (bottom + 0.5) / height, 0.16 / width,
                                           (height - top - bottom - 1.0) / height))
    return fig


__all__ = ["census_board_figure"]
