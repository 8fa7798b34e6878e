"""Hostile pass 122, part d: the newest generators' puzzles checked by an independent brute force."""
import itertools
import json
import os
import subprocess
import sys

import pytest

SRC = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "src")


def _generated(kind: str, size: str, seed: int) -> dict:
    out = subprocess.run([sys.executable, "-m", "gridsat", "generate", kind, "--size", size, "--seed", str(seed),
                          "--json"], capture_output=True, text=True, env=dict(os.environ, PYTHONPATH=SRC), check=True)
    return json.loads(out.stdout)


def _runs(line) -> list:
    return [len(list(g)) for b, g in itertools.groupby(line) if b]


@pytest.mark.slow
def test_generated_nonogram_has_its_picture_alone_by_brute_force():
    record = _generated("nonogram", "4x4", 3)
    frame = [line.split() for line in record["puzzle"].strip().split("\n")[1:]]
    top, left = len(frame) - 4, len(frame[0]) - 4
    cols = [[int(frame[i][left + c]) for i in range(top) if frame[i][left + c] != "."] for c in range(4)]
    rows = [[int(frame[top + r][j]) for j in range(left) if frame[top + r][j] != "."] for r in range(4)]
    options = [[p for p in itertools.product((0, 1), repeat=4) if _runs(p) == rows[r]] for r in range(4)]
    answers = [pic for pic in itertools.product(*options) if all(_runs([pic[r][c] for r in range(4)]) == cols[c]
                                                                  for c in range(4))]
    assert len(answers) == 1
    assert [list(row) for row in answers[0]] == [row[left:] for row in record["solution"][top:]]
