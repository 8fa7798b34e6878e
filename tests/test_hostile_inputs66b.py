"""Hostile pass 66, part b: the web app and batch (and the readers they share)."""

import gzip

import pytest

from gridsat.batch.run import run_batch
from gridsat.batch.sources import collection_lines
from gridsat.core.options import TimeUp

AKARI = "https://puzz.link/p?akari/6/6/nekcakbl"


def _blank_then_puzzle(path, blank_lines: int, width: int) -> None:
    with gzip.open(path, "wb", compresslevel=1) as f:
        for _ in range(blank_lines):
            f.write(b" " * width + b"\n")
        f.write(f'"{AKARI}"\n'.encode())


def test_b_blank_lines_of_a_collection_are_read_within_the_run_deadline(tmp_path):
    # `gridsat batch DIR --out r.jsonl --total-time 1` of a .jsonl.gz holding 200 lines of 1 MB of spaces before its
    # puzzle took 7.9 s: the blank lines were read with no look at the deadline, three times over (is it another
    # run's results?, does it hold a line?, how many lines?) before "stopped by --total-time"
    path = tmp_path / "c.jsonl.gz"
    _blank_then_puzzle(path, 40, 256 * 1024)  # 10 MB of blank lines
    with pytest.raises(TimeUp):
        list(collection_lines(str(path), lambda: True))
    assert [n for n, _ in collection_lines(str(path))] == [41]  # no deadline: read to the end as before


def test_b_a_run_whose_deadline_passes_in_blank_lines_starts_none(tmp_path):
    folder = tmp_path / "in"
    folder.mkdir()
    _blank_then_puzzle(folder / "c.jsonl.gz", 40, 256 * 1024)
    out = tmp_path / "r.jsonl"
    summary = run_batch([str(folder)], str(out), total_time=1e-6)
    assert summary.unread == "while reading the puzzles"
    assert summary.new == 0 and not out.exists()
