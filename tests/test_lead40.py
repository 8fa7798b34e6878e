"""Faults the lead found in the eleventh sitting, each kept with the words or value now given."""

from __future__ import annotations

import pytest

from gridsat.web.requests import GeneratePlan


@pytest.mark.parametrize("longest, advice", [
    (30.0, ": send a longer time_limit (this server allows up to 30 s), a smaller size or another seed"),
    (0.05, ": send a smaller size or another seed (0.05 s is this server's longest time limit: gridsat serve -t "
           "sets it)"),
])
def test_a_generate_request_cut_by_its_time_limit_says_what_to_send_next(longest, advice):
    # the web's Generate said only "the time limit of 0.05 s ran out before a 15x15 puzzle was proven; no unproven
    # puzzle is returned", where the command line adds "(give more time with -t)"
    from gridsat.web.generating import run_generate

    made = run_generate(GeneratePlan("kurodoko", 15, 15, 1, 0.05, longest=longest))
    assert made["status"] == "unknown" and made["puzzle"] is None
    assert made["message"] == ("the time limit of 0.05 s ran out before kurodoko puzzle seed 1 (15x15) was proven; "
                               "no unproven puzzle is given" + advice)
