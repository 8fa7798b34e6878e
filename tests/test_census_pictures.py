"""The census heat map stays readable where the web page shows it: every
text of the picture (cell labels, month titles, title, legend, colour bar)
is at least ``WEB_TEXT`` CSS pixels high when the picture is
``WEB_WIDTH`` pixels wide, the width tests/test_web_census_page.py measures
on the calendar page (the labels of twelve boards at 5.5 points once came
out 4 pixels high).  Counts here are made up (one per date, 1 to 366): the
drawing is under test, not the census."""

from __future__ import annotations

import pytest

from gridsat.puzzles.calendar.census import CensusReport, is_real_date
from gridsat.puzzles.calendar.draw_census import WEB_TEXT, WEB_WIDTH, census_board_figure
from gridsat.puzzles.calendar.editions import load_edition
from gridsat.puzzles.calendar.rules import DAYS, MONTHS, WEEKDAYS


def report(name: str, weekdays: bool) -> CensusReport:
    keys = [(m, d) for m in MONTHS for d in DAYS]
    if weekdays:
        keys = [k + (w,) for k in keys for w in WEEKDAYS]
    counts = {k: i % 366 + 1 if is_real_date(k[0], k[1]) else 0 for i, k in enumerate(keys)}
    counts[keys[5]] = 0  # Jan 6: a date with no solution, drawn red and named in the title
    return CensusReport(name, weekdays, counts, complete=True, seconds=1.0)


def texts(fig):
    """Every non-empty text of the figure: ``(points, text)``."""
    return [(t.get_fontsize(), t.get_text()) for t in fig.findobj(lambda a: hasattr(a, "get_fontsize")
                                                                   and hasattr(a, "get_text"))
            if t.get_text().strip() and t.get_visible()]


@pytest.mark.parametrize("name,weekdays", [("dragonfjord", False),
                                           pytest.param("weekday", True, marks=pytest.mark.slow)])  # 4.7 s
def test_every_text_is_readable_at_the_pages_width(name, weekdays):
    edition = load_edition(name)
    fig = census_board_figure(report(name, weekdays), edition.board)
    shown = texts(fig)
    labels = {text for _, text in shown}
    if weekdays:
        assert {"Mon", "Sun", "31", "J", "D"} <= labels  # a grid per weekday, days below, months left
    else:
        assert {"Jan", "Dec", "31", "29"} <= labels  # a board per month, its days and its own month cell
    assert "solutions (log scale)" in labels and "no solution" in labels
    css_pixels = WEB_WIDTH / (72 * fig.get_figwidth())  # per point, the figure shown WEB_WIDTH pixels wide
    smallest = min(shown)
    assert smallest[0] * css_pixels >= WEB_TEXT, smallest
