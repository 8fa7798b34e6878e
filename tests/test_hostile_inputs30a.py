"""Faults found by the thirtieth hostile pass over the command line, kept as tests."""

from gridsat.puzzles.explaining import hinting_kinds
import os
import subprocess
import sys
from pathlib import Path

import pytest

SRC = str(Path(__file__).resolve().parents[1] / "src")
HITORI = "https://puzz.link/p?hitori/4/4/1114142333214213"

_FROZEN_AT_EXIT = """
import atexit, gc, sys
atexit.register(lambda: print("frozen at exit:", gc.get_freeze_count() > 0, file=sys.stderr))
sys.argv = ["gridsat"] + sys.argv[1:]
from gridsat.cli import main
main()
"""


@pytest.mark.parametrize("args, code", [(("hitori", HITORI, "--count"), 0), (("hitori", "nowhere.txt"), 2)])
def test_the_command_line_skips_the_interpreters_final_collection(args, code):
    """`gridsat slitherlink URL --memory-limit 30 -t 3` on a 1000x1000 board said "unknown after 2.9 s" and
    ended at 6.0 s: the interpreter's last collection at exit walked the search's every object for 3 s (600x600
    Slitherlink and Masyu: 2-3 s late). The process's run leaves its objects frozen, so that walk is skipped."""
    done = subprocess.run([sys.executable, "-c", _FROZEN_AT_EXIT, *args], capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=SRC), timeout=60)
    assert done.returncode == code
    assert done.stderr.endswith("frozen at exit: True\n")


def test_main_called_from_python_leaves_the_collector_alone(run_cli, monkeypatch):
    """main(argv) from Python (a test, an embedding program) goes on after the run: nothing is frozen there.
    (The run's own thread is watched: comparing gc's freeze count failed in a whole run, another test's thread
    freezing meanwhile.)"""
    import gc
    import threading

    frozen = []
    freeze = gc.freeze
    monkeypatch.setattr(gc, "freeze", lambda: frozen.append(threading.current_thread()) or freeze())
    assert run_cli("hitori", HITORI, "--count")[0] == 0
    assert threading.current_thread() not in frozen


EMPTY_AKARI_1000 = "https://puzz.link/p?akari/1000/1000/" + "z" * 50_000


@pytest.mark.parametrize("args", [("-n", "100000"), ("-n", "100000", "-t", "5")])
def test_answers_that_cannot_be_kept_are_refused_before_the_rules_are_recorded(run_cli, args):
    """`gridsat lightup URL -n 100000 --memory-limit 30` on an empty 1000x1000 board recorded the rules for 24 s,
    then refused the listing as needing 6,800 GB (Hitori, Slitherlink, Masyu alike, 20-31 s); with -t 5 the same
    request ended "unknown" (exit 1) instead of refused."""
    assert run_cli("lightup", EMPTY_AKARI_1000, "--memory-limit", "30", *args) == (
        2, "", "gridsat: error: the counting search keeping 100,000 answers needs about 6798.7 GB of memory, more "
               "than this machine has: no limit lets it run (ask for fewer solutions, or a smaller puzzle)\n")


def test_answers_that_fit_are_still_listed(run_cli):
    """The early refusal counts one variable a cell, never more than the search has: what fits is listed."""
    code, out, err = run_cli("lightup", "https://puzz.link/p?akari/6/6/nekcakbl", "-n", "5")
    assert (code, err) == (0, "")
    assert "1 solution listed (no more exist)\n" in out


@pytest.mark.parametrize("command", ["hint", "grade"])
def test_a_kind_without_hints_is_refused_before_its_file_is_parsed(run_cli, tmp_path, monkeypatch, command):
    """`gridsat hint BIG.txt -t 2` on a 1000x1000 Heyawake text file parsed the whole board (3 s) before saying
    Heyawake has no hints, and with -t 2 ended "the time limit ran out while reading" (exit 1) instead."""
    from gridsat.puzzles.statuepark.kind import StatueParkKind  # (Heyawake, Norinori, LITS until they had hints)

    def parse(*args, **kwargs):
        raise AssertionError("the puzzle was parsed")

    monkeypatch.setattr(StatueParkKind, "parse", parse)
    puzzle = tmp_path / "big.txt"
    puzzle.write_text("statuepark\n" + (". " * 200 + "\n") * 200)  # (pass 74: a
    # small file is parsed first, so that a broken one is told what is wrong, not sent to --forced)
    assert run_cli(command, str(puzzle), "-t", "2") == (
        2, "", f"gridsat: error: Statue Park has no hints or grades yet (kinds with them: {hinting_kinds()}); what "
               f"every answer shares: gridsat statuepark {puzzle} --forced\n")


@pytest.mark.parametrize("kind, url", [("starbattle", "https://puzz.link/p?starbattle/5/5/1/97simb4e"),
                                       ("hitori", HITORI)])
def test_forced_cells_by_the_search_are_refused_before_the_rules_are_recorded(run_cli, monkeypatch, kind, url):
    """`gridsat starbattle BIG.txt --forced --engine search` recorded a 1000x1000 board's rules for 8 s (Hitori: 15 s)
    before refusing: the search finds no forced cells; with -t 3 it ended "unknown" instead."""
    from gridsat.puzzles.grid import recorder

    def record(*args, **kwargs):
        raise AssertionError("the rules were recorded")

    monkeypatch.setattr(recorder.CountingRecorder, "__init__", record)
    assert run_cli(kind, url, "--forced", "--engine", "search") == (
        2, "", "gridsat: error: the search engine does not find forced cells; use --engine cpsat (or auto)\n")


@pytest.mark.parametrize("args", [("--forced",), ("-n", "100000")])
def test_a_loop_genres_search_refuses_before_its_rules_are_recorded(run_cli, args):
    """`gridsat slitherlink URL --forced --engine search -t 8` on a 1000x1000 board recorded the rules and ended
    "unknown" at 11.5 s (Masyu: 9.9 s), where the search finds no forced cells; -n 100000 was refused after them."""
    url = "https://puzz.link/p?slither/1000/1000/" + "z" * 50_000
    code, out, err = run_cli("slitherlink", url, "--engine", "search", "--memory-limit", "30", "-t", "8", *args)
    assert (code, out) == (2, "")
    assert err == ("gridsat: error: the search engine does not find forced cells; use --engine cpsat (or auto)\n"
                   if args == ("--forced",) else
                   "gridsat: error: the counting search keeping 100,000 answers needs about 6798.7 GB of memory, more "
                   "than this machine has: no limit lets it run (ask for fewer solutions, or a smaller puzzle)\n")


def test_a_loops_edges_keep_their_order_and_forced_sides():
    """The loop encoding sorts the horizontal edges, then the vertical ones (faster than one keyed sort): the same
    order, and the forced sides read through the index made on first use."""
    from gridsat.puzzles import kinds

    puzzle = kinds.get("slitherlink").parse("https://puzz.link/p?slither/4/4/dgdh2c71")
    answer = [[13, 1, 5, 3], [7, 10, 11, 10], [9, 6, 10, 14], [14, 9, 0, 1]]
    assert puzzle.solve().grid == answer
    assert puzzle.forced().grid == answer  # its only answer: every side forced
    masyu = kinds.get("masyu").parse("https://puzz.link/p?mashu/6/6/1063000i3000")
    assert masyu.forced().grid == masyu.solve().grid


def test_a_loops_edge_order_reads_the_clock_between_its_steps():
    """`gridsat masyu URL -n 3 --engine search -t 5` on a 1000x1000 board ended at 6.5 s: ordering its 2 million
    edges (1-3 s) read no clock. It reads the one it is given between its steps."""
    from gridsat.core.options import TimeUp
    from gridsat.puzzles import kinds

    puzzle = kinds.get("slitherlink").parse("https://puzz.link/p?slither/4/4/dgdh2c71")
    edges = {((0, c), (0, c + 1)): c for c in range(4)} | {((r, 0), (r + 1, 0)): 10 + r for r in range(4)}
    reads = []

    def clock():
        reads.append(1)
        if len(reads) == 2:
            raise TimeUp()

    with pytest.raises(TimeUp):
        puzzle.loop_encoding(edges, clock)
    assert len(reads) == 2
    assert puzzle.loop_encoding(edges).decision == [0, 1, 2, 3, 10, 11, 12, 13]
