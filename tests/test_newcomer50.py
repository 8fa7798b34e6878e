"""A newcomer's pass: what the README and `gridsat formats` tell someone who has read nothing else."""

from pathlib import Path

import gridsat

ROOT = Path(__file__).resolve().parent.parent


def test_formats_points_calendar_edition_files_at_their_page():
    # `gridsat formats calendar` said "editions.txt format": a file inside the package a newcomer
    # never sees; the row now says what the file holds and where it is described, as Domino Fit's does
    reads = " ".join(gridsat.kinds.get("calendar").reads)
    assert "editions.txt" not in reads
    assert "edition files (labels, '.' no cell, '*' filler cell; see docs/calendar.md)" in reads
    assert (ROOT / "docs" / "calendar.md").is_file()
