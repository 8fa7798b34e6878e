"""Faults found by the twenty-fifth hostile pass over the command line, kept as tests."""

import pytest

URL = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


@pytest.mark.parametrize(("args", "said"), [
    (("solve", URL, "-t", "0"), "-t/--time-limit must be a positive number of seconds, got 0"),
    (("solve", URL, "-t", "-1"), "-t/--time-limit must be a positive number of seconds, got -1"),
    (("hint", URL, "-t", "-0.50"), "-t/--time-limit must be a positive number of seconds, got -0.5"),
    (("generate", "yinyang", "--total-time", "-2"), "--total-time must be a positive number of seconds, got -2"),
])
def test_time_limit_quoted_as_memory_limit_quotes_it(run_cli, args, said):
    """`gridsat solve URL -t 0` said "got 0.0" and `-t -1` "got -1.0", numbers the user never typed, while
    `--memory-limit 0` said "got 0": a time limit refused is now quoted the same way."""
    assert run_cli(*args) == (2, "", f"gridsat: error: {said}\n")
