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
    assert made["message"] == ("the time limit of 0.05 s ran out before the Kurodoko puzzle of seed 1 (15x15) was proven; "
                               "no unproven puzzle is given" + advice)


@pytest.mark.slow  # (1.4 s of the default run, sitting 14: the slow set runs it)
def test_a_board_drawn_with_cells_taken_away_is_titled_by_its_cells_not_its_bounding_box():
    # the packing page's picture of a drawn 8x8 board less four cells was titled "pentominoes in 8x8"
    import json
    import re

    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from gridsat.web import Limits, create_app

    def title(board):
        puzzle = json.dumps({"kind": "pack", "board": board, "pieces": "pentominoes"})
        with TestClient(create_app(Limits(workers=1, warm=False, grace=5.0))) as client:
            made = client.post("/api/solve", json={"kind": "pack", "puzzle": puzzle, "svg": True,
                                                   "options": {"time_limit": 60}}).json()
        return made["status"], re.findall(r"pentominoes in [^<>-]*", made["svg"])[0].strip()

    assert title(["####...."] + ["########"] * 7) == ("solved", "pentominoes in 60 cells of 8x8")
    assert title(["#" * 10] * 6) == ("solved", "pentominoes in 6x10")


def test_a_small_board_lists_every_answer_for_a_huge_n_when_a_count_settles_how_many(tmp_path, run_cli):
    # an empty 3x3 Slitherlink's -n 1000000000 was refused: "the counting search keeping 1,000,000,000 answers needs
    # about 27.4 GB of memory", weighed by its variables; it has 213 loops (OEIS A140517: cycles of the 4x4 grid
    # graph), which a count keeping none settles first
    path = tmp_path / "s.txt"
    path.write_text("slitherlink\n" + ". . .\n" * 3)
    code, out, err = run_cli("slitherlink", str(path), "-n", "1000000000")
    assert (code, err) == (0, "")
    assert "213 solutions listed (no more exist)" in out
    path.write_text("slitherlink\n" + ". . . . . .\n" * 6)  # more loops than memory keeps: refused as before
    code, _, err = run_cli("slitherlink", str(path), "-n", "1000000000")
    assert code == 2 and "the counting search keeping 1,000,000,000 answers needs about" in err


def test_a_ctrl_c_lost_in_a_callback_during_a_workers_call_comes_again(tmp_path):
    # `gridsat serve` stopped by Ctrl-C printed "Exception ignored in: <function _get_module_lock.<locals>.cb ...>
    # ... KeyboardInterrupt" from a solver process: the Ctrl-C landed in importlib's module-lock callback, where
    # Python prints it and drops it, and the call it was to stop ran on (a slow test's server failed on it)
    from conftest import run_script

    done = run_script(
        tmp_path / "lost.py",
        "import signal, time, weakref\n"
        "from gridsat.core.stopping import stoppable_call\n"
        "def call():\n"
        "    class Held: pass\n"
        "    held = Held()\n"
        "    ref = weakref.ref(held, lambda ref: signal.raise_signal(signal.SIGINT))\n"
        "    del held  # the callback runs: the KeyboardInterrupt raised in it cannot leave it\n"
        "    time.sleep(5)\n"
        "    return 'ran on'\n"
        "try:\n"
        "    print(stoppable_call(call))\n"
        "except KeyboardInterrupt:\n"
        "    print('stopped')\n")
    assert (done.returncode, done.stdout, done.stderr) == (0, "stopped\n", "")


def test_the_webs_generated_picture_is_titled_as_the_command_lines():
    # the general page's new Creek puzzle was drawn under "creek_5x5_seed1", the puzzle's name for messages, where
    # `gridsat generate creek --png` titles it "Creek 5x5 seed 1"
    from gridsat.web.generating import run_generate

    made = run_generate(GeneratePlan("lightup", 5, 5, 1, 60.0, svg=True))
    assert "Light Up 5x5 seed 1" in made["svg"] and "lightup_5x5_seed1" not in made["svg"]
