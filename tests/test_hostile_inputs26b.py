"""The twenty-sixth hostile pass over the web app and the long runs (``gridsat serve``, ``gridsat batch``; issue
20): each fault it found, kept as a test."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


@pytest.mark.parametrize(("args", "said"), [
    (("batch", "x.jsonl", "-o", "r.jsonl", "--memory-limit", "1e400"),
     "Invalid value for '--memory-limit': '1e400' is beyond a number's range (see 'gridsat batch --help')"),
    (("batch", "x.jsonl", "-o", "r.jsonl", "--total-time", "-1E999"),
     "Invalid value for '--total-time': '-1E999' is beyond a number's range (see 'gridsat batch --help')"),
    (("serve", "-t", "1e400"),
     "Invalid value for '--time-limit' / '-t': '1e400' is beyond a number's range (see 'gridsat serve --help')"),
    (("serve", "-t", "100"), "-t/--time-limit must be more than 0 and at most 60 seconds (a request's most), got 100"),
    (("serve", "-t", "inf"), "-t/--time-limit must be more than 0 and at most 60 seconds (a request's most), got inf"),
])
def test_a_number_past_a_floats_range_on_the_command_line_is_quoted_as_typed(run_cli, args, said):
    """``gridsat batch ... --memory-limit 1e400`` said "must be a positive number of GB (below a billion), got
    inf" and ``gridsat serve -t 1e400`` "got inf", a word never typed (the JSON API quotes 1e400 as written);
    ``serve -t 100`` said "got 100.0".  The number is now quoted as typed."""
    assert run_cli(*args)[::2] == (2, f"gridsat: error: {said}\n")
