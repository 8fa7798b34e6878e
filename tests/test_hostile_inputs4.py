"""Hostile input, eighth pass (issue 20): what the seventh hostile pass found.
Each case is the exact line (or answer) a user gets now."""

from __future__ import annotations

import json

import pytest

NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


@pytest.fixture
def run_fd(capfd):
    """The CLI in-process with the file descriptors captured: what CP-SAT's C++ side writes to them shows."""
    from gridsat.cli import main

    def run(*args: str):
        try:
            main(list(args))
            code = 0
        except SystemExit as exc:
            code = exc.code
        out = capfd.readouterr()
        return code, out.out, out.err

    return run


# -- stdout stays the answer: a search log asked for through --params goes to stderr, as --log's does ---------------

@pytest.mark.parametrize("params", ["log_search_progress:true", "log_search_progress:true,log_to_stdout:true"])
def test_a_search_log_asked_for_in_params_goes_to_stderr(run_fd, params):
    code, out, err = run_fd("nurikabe", NURIKABE, "--json", "--params", params)  # the log was printed before the JSON
    assert code == 0 and json.loads(out)["status"] == "solved", out[:200]
    assert "CpSolverResponse summary" in err
