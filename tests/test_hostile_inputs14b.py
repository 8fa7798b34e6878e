"""The fourteenth hostile pass over the web app, as a browser and as an HTTP client (issue 20):
what it found, each kept as a test."""

from __future__ import annotations

import json

import pytest

from conftest import run_script

pytest.importorskip("starlette")

#: The 5x5 Yin-Yang of docs/web.md (https://puzz.link/p?yinyang/5/5/016612300): its givens, its only answer.
GIVENS = [[0, 0, 0, 0, 0], [1, 0, 2, 0, 0], [2, 0, 0, 0, 1], [0, 0, 2, 0, 1], [0, 0, 0, 0, 0]]


def div_page(givens) -> str:
    """A puzzle-yin-yang.com page whose board is cell <div>s (read with html.parser, imported on first use)."""
    cells = ['<div class="cell selectable cell-off"></div>' if v == 0 else f'<div class="cell task-cell cell-{v - 1}">'
             '</div>' for row in givens for v in row]
    return ('<html><head><title>Yin-Yang puzzle</title></head><body><div id="game"><div class="board-back">'
            + "\n".join(cells) + "</div></div></body></html>")


def test_a_request_reads_a_page_after_a_file_was_written_beside_the_server(tmp_path):
    """A solver process lists the folders of its module path (the folder `python -m gridsat serve` was
    started in) when it imports a module first used by a request; once a file had been written in that
    folder, the import system listed it again inside the request's file guard, and every request that
    needed the module got 422 "'/home/me/project' is not a file sent with this request" -- a server
    folder's name, for a page the server reads fine."""
    script = f"""
import json, os, sys, time
from gridsat.web.jobs import run_solve
from gridsat.web.limits import Limits
from gridsat.web.requests import plan_solve
run_solve(plan_solve({{"kind": "yinyang", "puzzle": "0 1\\n0 0\\n"}}, Limits()))  # a first request, as warm-up
later = time.time() + 60  # a file written in the script's folder (the first of sys.path) since
os.utime(sys.path[0], (later, later))
plan = plan_solve({{"kind": "yinyang", "puzzle": {div_page(GIVENS)!r}, "options": {{"unique": True}}}}, Limits())
try:
    out = run_solve(plan)
    print(json.dumps([out["uniqueness"], out["givens"], out["grid"][1]]))
except Exception as exc:
    print(json.dumps([type(exc).__name__, str(exc)]))
"""
    run = run_script(tmp_path / "serve_here.py", script)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == ["unique", GIVENS, [1, 2, 2, 2, 1]]
