"""The thirteenth hostile pass over exact covering with colours, installs without a compiler and the web
page (issue 20).  What it found, each kept as a test."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ABC = (ROOT / "examples" / "cover-abc.dlx").read_text()  # 13 covers; the first three in the engine's order below


@pytest.mark.parametrize("options, text", [
    ({"solutions": 3}, "solution 1\n1: b\n2: a c\nsolution 2\n2: a c\n6: b\nsolution 3\n1: b\n5: a c"),
    ({"unique": True}, "1: b\n2: a c\na second answer\n2: a c\n6: b"),
    ({"solutions": 1}, "1: b\n2: a c"),
])
def test_the_web_text_holds_every_answer_the_command_line_prints(api_client, run_cli, tmp_path, options, text):
    # a kind without pictures (exact cover) showed only the first of three covers listed, under "3 solutions
    # listed", and not the second answer a uniqueness check found: 'text' was the first answer's drawing alone
    reply = api_client.post("/api/solve", json={"kind": "cover", "puzzle": ABC, "options": options, "text": True})
    assert reply.status_code == 200, reply.text
    assert reply.json()["text"] == text
    path = tmp_path / "abc.dlx"
    path.write_text(ABC)
    flags = ["-n", "3"] if "solutions" in options and options["solutions"] == 3 else \
        ["-u"] if "unique" in options else []
    code, out, _ = run_cli("cover", str(path), *flags)
    assert code == 0 and out.startswith(text + "\n")


@pytest.mark.slow  # seconds on a loaded 2-core machine: the default run keeps under five minutes
def test_version_says_what_runs_in_place_of_each_missing_engine():
    # without compiled engines, --version said "missing (CP-SAT used instead): ..., island-deduction, ..." where
    # the island deductions run as the same rules in Python, and said nothing of the work refused without them
    from test_no_compiler import gridsat

    from gridsat.core.compiled import ENGINES

    out = gridsat("--version", compiled=False)
    assert out.returncode == 0 and out.stderr == ""
    on_cpsat = [name for module, name in ENGINES.items() if module != "gridsat.constraints._islands"]
    assert out.stdout.splitlines()[1:] == [
        "compiled engines: none",
        f"missing, CP-SAT used instead: {', '.join(on_cpsat)}",
        "missing, the same rules in Python used instead: island-deduction",
        "refused without them: --engine exact, hints, grades, --distinct on Polyomino packing; --engine exact, hints, "
        "grades, --census, --verify-edition, --design, --layout on Calendar puzzle; --engine search, cycles on Domino "
        "Fit; --engine race, search, hints, grades, generation on Yin-Yang; --engine exact on Exact cover, Sudoku; "
        "--engine search on Star Battle, Light Up, Heyawake, Norinori, LITS, Slitherlink, Masyu, Hitori, Yajilin, Country Road (reinstall "
        "with a C compiler and pip's --no-cache-dir to get them)"]  # (each kind's own declaration: see test_lead28)
    # each refusal is the one line that work gets
    for args, what in [(("hint", "examples/pack-3x20.json"), "a hint on a placement puzzle"),
                       (("calendar", "--verify-edition", "examples/my-edition.txt"), "--verify-edition"),
                       (("dominofit", "examples/dominofit-8x8.json", "--engine", "cycles"), "--engine cycles"),
                       (("yinyang", "examples/yinyang-10x10.txt", "--engine", "race"), "--engine race")]:
        refused = gridsat(*args, compiled=False)
        assert refused.returncode == 2 and refused.stderr.startswith(f"gridsat: error: {what} needs the compiled ")


@pytest.mark.parametrize("data, message", [
    ({"primary": ["a\x1b[31mRED"], "options": [["a\x1b[31mRED"]]},
     "JSON: \"primary\": item 'a\\x1b[31mRED' holds the control or invisible character U+001B"),  # (as written)
    ({"options": [["a", "b\u2028c"]]}, "JSON: option 0: item 'b\\u2028c' holds the control or invisible character U+2028"),
    ({"secondary": ["x"], "options": [["a", "x:A\x00"]]},
     "JSON: option 0: item 'x:A\\x00' holds the control or invisible character U+0000"),
    ({"secondary": ["x\u200b"], "options": [["a"]]},
     "JSON: \"secondary\": item 'x\\u200b' holds the control or invisible character U+200B"),
    ({"options": [["a"]], "option_names": ["x\x1b]0;TITLE\x07"]},
     "JSON: \"option_names\": name 0 ('x\\x1b]0;TITLE\\x07') holds the control or invisible character U+001B"),
])
def test_a_json_cover_refuses_control_characters_as_the_text_format_does(run_cli, tmp_path, data, message):
    # the text format refused control characters, as the reader's docstring says both formats do, but JSON's
    # escapes let them through: an item or option name holding ESC [31m or ESC ]0;TITLE was printed as it is, and
    # recoloured the terminal or set its title
    import json

    path = tmp_path / "c.json"
    path.write_text(json.dumps(data))
    code, out, err = run_cli("cover", str(path))
    assert (code, out, err) == (2, "", f"gridsat: error: c.json: {message}\n")


def _without_compiled(tmp_path) -> dict:
    """An environment whose Python processes, workers spawned by them included, find no compiled engine (a
    ``sitecustomize`` installing the finder of tests/test_no_compiler.py, which every interpreter imports)."""
    import os

    from test_no_compiler import WITHOUT

    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(WITHOUT.split("sys.argv")[0])
    return {**os.environ, "PYTHONPATH": os.pathsep.join([str(site), str(ROOT / "src")])}


def _notice(module: str) -> str:
    from gridsat.core.compiled import ENGINES

    return (f"gridsat: the compiled {ENGINES[module]} engine is not installed (no C compiler at install time, or GRIDSAT_NO_EXTENSIONS=1); using "
            "CP-SAT, slower. Reinstall with a C compiler and pip's --no-cache-dir to get it (pip reuses a wheel it built without one).")


@pytest.mark.slow  # 7 s of worker processes
def test_a_batch_on_worker_processes_gives_each_notice_once(tmp_path):
    # each of the two workers said every notice it met: the tiling engine's once a worker for ten packing puzzles
    # shared between them, the same line over and over
    import os
    import shutil
    import subprocess
    import sys

    folder = tmp_path / "puzzles"
    folder.mkdir()
    for k in range(10):
        shutil.copy(ROOT / "examples" / "batch" / "pack-3x20.json", folder / f"pack{k}.json")
    env = _without_compiled(tmp_path)
    run = subprocess.run([sys.executable, "-m", "gridsat", "batch", str(folder), "-o", str(tmp_path / "r.jsonl"),
                          "-j", "2", "-q"], capture_output=True, text=True, env=env, timeout=600)
    assert run.returncode == 0, run.stderr
    assert run.stderr.splitlines() == [_notice("gridsat.engines._tiling")]
    # a command that inherits another's sharing (its own process, not a worker of that one) says its notices
    marked = tmp_path / "marked"
    marked.mkdir()
    (marked / "gridsat.engines._tiling").touch()
    env["GRIDSAT_NOTICES"] = f"{os.getpid()}:{marked}"
    run = subprocess.run([sys.executable, "-m", "gridsat", "pack", "-b", "3x20"], capture_output=True, text=True,
                         env=env, timeout=600)
    assert run.returncode == 0 and run.stderr.splitlines() == [_notice("gridsat.engines._tiling")]


@pytest.mark.slow  # 6 s of web workers
def test_web_workers_give_each_notice_once_replaced_ones_too(tmp_path):
    # two web workers warming up each said all seven notices (twelve lines at start), and a worker replaced after
    # a request was cancelled or timed out said them all again
    import subprocess
    import sys

    program = """
import asyncio
from gridsat.web.pool import WorkerPool

def ready(worker):
    assert worker.conn.poll(300), "a worker did not warm up"
    worker.conn.recv()

async def main():
    pool = WorkerPool(2, 4, 30.0, warm=True)
    await pool.start()
    for worker in list(pool._all):
        ready(worker)
    old = pool._all[0]  # replaced, as after a cancelled request
    old.kill()
    pool._forget(old)
    ready(pool._spawn())
    pool.close()

asyncio.run(main())
"""
    run = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, cwd=ROOT,
                         env=_without_compiled(tmp_path), timeout=600)
    assert run.returncode == 0, run.stderr
    lines = run.stderr.splitlines()
    assert len(lines) == len(set(lines)) == 6, lines  # the seven engines but the Domino Fit cycle search
    assert _notice("gridsat.engines._tiling") in lines


@pytest.mark.parametrize("engine", ["exact", "cpsat"])
def test_a_cover_count_listing_more_than_its_limit_stops_at_the_limit(run_cli, engine):
    # --count -n 20 --limit 4 on a problem of 13 covers counted all 13 with the exact engine ('13 solutions (all
    # counted)'): the covers it kept to list were listed in full, past the limit; CP-SAT and every other kind stop
    # at 4, incomplete, and list those 4
    import json

    code, out, _ = run_cli("cover", str(ROOT / "examples" / "cover-abc.dlx"), "--count", "-n", "20", "--limit", "4",
                           "--engine", engine, "--json")
    data = json.loads(out)
    assert (code, data["count"], data["complete"], len(data["solutions"])) == (1, 4, False, 4)


def test_the_web_text_of_a_listing_is_drawn_under_the_time_limit():
    # once 'text' held every solution listed, drawing them went past the request's time limit: 100 solutions of
    # an empty 20x20 Yin-Yang took 1.2 s to draw after a 0.13 s solve, 60x60 ran to 9.6 s of a 10 s limit; the
    # first answer is drawn always, later ones only while time is left, and the reply says when some were not
    import time

    from gridsat import kinds
    from gridsat.core.task import Task
    from gridsat.web.jobs import answer_text

    kind = kinds.get("cover")
    result = kind.run(kind.parse(ABC), Task("solutions", n=3))
    assert answer_text(result, None) == ("solution 1\n1: b\n2: a c\nsolution 2\n2: a c\n6: b\nsolution 3\n1: b\n5: a c",
                                         False)
    assert answer_text(result, time.perf_counter() - 1) == ("solution 1\n1: b\n2: a c", True)
    unique = kind.run(kind.parse(ABC), Task("unique"))
    assert answer_text(unique, time.perf_counter() - 1) == ("1: b\n2: a c", True)


def test_with_every_engine_installed_no_notices_folder_is_made(monkeypatch, tmp_path):
    # every batch and server made a folder for notices it could never give; a kill -9 left it behind
    import os
    import tempfile

    from gridsat.core import compiled

    if compiled.missing(*compiled.ENGINES):
        pytest.skip("an engine is missing here")
    monkeypatch.delenv("GRIDSAT_NOTICES", raising=False)
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    end = compiled.share_notices()
    assert "GRIDSAT_NOTICES" not in os.environ and list(tmp_path.iterdir()) == []
    end()
