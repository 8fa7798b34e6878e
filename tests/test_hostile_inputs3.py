"""Hostile input, seventh pass (issue 20): what the sixth hostile pass found
(docs of the pass: the project notes' hostile-6 log).  Each case is the
exact line (or answer) a user gets now."""

from __future__ import annotations

import json

import pytest

import gridsat

NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


# -- say what happened: the engine that answered, also in kinds with one engine ------------------------------------

def test_a_one_engine_kind_names_cpsat_as_the_engine_that_answered(run_cli):
    code, out, err = run_cli("nurikabe", NURIKABE, "--json")
    assert (code, err, json.loads(out)["engine"]) == (0, "", "cpsat")  # it said "auto", which answers nothing
    assert gridsat.solve(NURIKABE, task="count").engine == "cpsat"


# -- one line: generate --to a format that writes an answer (pzprv3) -----------------------------------------------

def test_generate_refuses_a_format_that_writes_an_answer_in_one_line(run_cli):
    assert run_cli("generate", "yinyang", "--size", "4x4", "--to", "pzprv3") == (
        2, "", "gridsat: error: --to pzprv3 writes a puzzle with its answer; generate prints the puzzle (text, url): "
               "solve it with --to pzprv3\n")  # an AttributeError traceback before
    assert run_cli("generate", "yinyang", "--size", "4x4", "--to", "url")[:2] == (
        0, "https://puzz.link/p?yinyang/4/4/f0060i\n")
