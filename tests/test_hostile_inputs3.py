"""Hostile input, seventh pass (issue 20): what the sixth hostile pass found
(docs of the pass: the project notes' hostile-6 log).  Each case is the
exact line (or answer) a user gets now."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import gridsat

NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
STATUE_PARK = "https://puzz.link/p?statuepark/6/5/0000591i00/2/23lg/22u"  # cspuz_core statue_park.rs test
DOMINOFIT = Path(__file__).parent / "data" / "dominofit" / "game0_7x7_b5.dot.json"


# -- say what happened: the engine that answered, also in kinds with one engine ------------------------------------

def test_a_one_engine_kind_names_cpsat_as_the_engine_that_answered(run_cli):
    code, out, err = run_cli("statuepark", STATUE_PARK, "--json")
    assert (code, err, json.loads(out)["engine"]) == (0, "", "cpsat")  # it said "auto", which answers nothing
    assert gridsat.solve(STATUE_PARK, task="count").engine == "cpsat"


# -- one line: generate --to a format that writes an answer (pzprv3) -----------------------------------------------

def test_generate_refuses_a_format_that_writes_an_answer_in_one_line(run_cli):
    assert run_cli("generate", "yinyang", "--size", "4x4", "--to", "pzprv3") == (
        2, "", "gridsat: error: --to pzprv3 writes a puzzle with its answer; generate prints the puzzle (text or url): "
               "solve it with --to pzprv3\n")  # an AttributeError traceback before
    assert run_cli("generate", "yinyang", "--size", "4x4", "--to", "url")[:2] == (
        0, "https://puzz.link/p?yinyang/4/4/f0060i\n")


# -- options refused, never ignored: batch --dask '' (it ran on local processes) and --jobs with --dask -----------

@pytest.mark.parametrize("extra, error", [
    (("--dask", ""), "--dask is empty: give the scheduler's address, tcp://HOST:PORT, or leave the option out"),
    (("--dask", "tcp://127.0.0.1:1", "-j", "2"), "--jobs does not apply with --dask (the cluster's workers run the "
                                                 "puzzles)"),
])
def test_batch_dask_refuses_an_empty_address_and_jobs_in_one_line(run_cli, tmp_path, extra, error):
    (tmp_path / "p.url").write_text(NURIKABE + "\n")
    assert run_cli("batch", str(tmp_path / "p.url"), "--out", str(tmp_path / "r.jsonl"), "-q", *extra) == (
        2, "", f"gridsat: error: {error}\n")
    assert not (tmp_path / "r.jsonl").exists()  # nothing solved, nothing written


# -- one line: a --limit past 64 bits on the exact-cover and Domino Fit counts (a TypeError / OverflowError) --------

@pytest.mark.parametrize("args, line", [
    (("pack", "-b", "3x20", "-p", "pentominoes"), "8 solutions (all counted)"),  # 2 tilings, 4 mirror images each
    (("calendar", "10-06"), "7 solutions (all counted)"),
])
def test_a_count_limit_past_64_bits_counts_everything(run_cli, args, line):
    code, out, err = run_cli(*args, "--count", "--limit", str(10**21))
    assert (code, err, out.splitlines()[-2]) == (0, "", line)


def test_domino_fit_lists_and_counts_past_64_bits_in_one_answer(run_cli):
    board = str(DOMINOFIT)
    code, out, err = run_cli("dominofit", board, "--count", "--limit", str(10**21))  # an OverflowError traceback
    assert (code, err, out.splitlines()[-2]) == (0, "", "1 solution (all counted)")
    # the tilings -n asks to list are weighed against the memory limit first, as every kind's (the twenty-second
    # pass: -n 100000000 on a board of many tilings met a bare MemoryError after it ran far past -t)
    code, out, err = run_cli("dominofit", board, "-n", str(10**20))
    assert (code, out) == (2, "") and err.startswith("gridsat: error: listing 100,000,000,000,000,000,000 tilings of "
                                                     "the 7x7 Domino Fit board needs about ")


def test_a_task_reads_a_limit_past_64_bits_as_2_to_the_62():
    assert gridsat.Task("count", limit=10**21).limit == 2**62


def test_batch_dask_at_a_server_that_is_not_dask_is_one_line(run_cli, tmp_path):
    pytest.importorskip("distributed")
    import socket
    import threading

    server = socket.create_server(("127.0.0.1", 0))
    port = server.getsockname()[1]

    def answer():  # a web server's answer: its first 8 bytes read as a message length of exabytes
        for _ in range(3):
            try:
                conn, _ = server.accept()
            except OSError:
                return
            with conn:
                conn.sendall(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n" * 4)

    threading.Thread(target=answer, daemon=True).start()
    (tmp_path / "p.url").write_text(NURIKABE + "\n")
    try:
        assert run_cli("batch", str(tmp_path / "p.url"), "--out", str(tmp_path / "r.jsonl"), "-q", "--dask",
                       f"tcp://127.0.0.1:{port}") == (
            2, "", f"gridsat: error: tcp://127.0.0.1:{port} answered, but not as a Dask scheduler (check the address "
                   "and port)\n")  # a numpy MemoryError traceback before
    finally:
        server.close()
