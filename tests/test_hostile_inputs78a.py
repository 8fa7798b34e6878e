"""Hostile pass 78, part a: Nurikabe, Slitherlink, Masyu and the generators on the command line."""

from __future__ import annotations


def test_graded_generation_out_of_candidates_says_what_to_do(run_cli):
    """`gridsat generate yinyang --size 2x2 --grade medium` said only "no medium 2x2 Yin-Yang puzzle found in 200
    candidates (seed 1)": no next step, and more -t (the step a time-up suggests) tries no more candidates."""
    code, out, err = run_cli("generate", "yinyang", "--size", "2x2", "--grade", "medium")
    assert (code, out) == (1, "")
    assert err.strip() == ("gridsat: unknown: no medium 2x2 Yin-Yang puzzle found in the 200 candidates seed 1 "
                           "gives: try another seed, an easier grade or a larger board")
