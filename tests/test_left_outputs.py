"""Results files: a compressed name is refused before any work (the file
would be plain JSON lines under a name batch reads as gzip)."""

from __future__ import annotations

from pathlib import Path

import pytest

EXAMPLES = Path(__file__).parent.parent / "examples"


@pytest.mark.parametrize("suffix", [".gz", ".GZ", ".xz", ".bz2"])
def test_compressed_results_file_is_refused_before_any_work(run_cli, tmp_path, suffix):
    out = tmp_path / f"r.jsonl{suffix}"
    message = (f"gridsat: error: {out}: a results file is plain JSON lines, not {suffix} (it is read back to resume "
               "a run): name it .jsonl and compress it after\n")
    assert run_cli("batch", str(EXAMPLES / "yinyang-10x10.txt"), "--out", str(out)) == (2, "", message)
    assert run_cli("calendar", "--year", "2026", "--edition", "dragonfjord", "--count", "--out", str(out)) == (
        2, "", message)
    assert list(tmp_path.iterdir()) == []  # no file, no lock


@pytest.mark.parametrize(("args", "message"), [
    (("yinyang", str(EXAMPLES / "yinyang-10x10.txt"), "-w", "0"), "-w/--workers must be from 1 to 256, got 0"),
    (("solve", str(EXAMPLES / "yinyang-10x10.txt"), "--workers", "300"),
     "-w/--workers must be from 1 to 256, got 300"),
    (("calendar", "2026-10-06", "-t", "0"), "-t/--time-limit must be a positive number of seconds, got 0"),
    (("hint", str(EXAMPLES / "yinyang-10x10.txt"), "-t", "-1"),
     "-t/--time-limit must be a positive number of seconds, got -1"),
    (("batch", str(EXAMPLES / "batch"), "-t", "0"), "-t/--time-limit must be a positive number of seconds, got 0"),
    (("batch", str(EXAMPLES / "batch"), "--total-time", "-2"),
     "--total-time must be a positive number of seconds, got -2"),
])
def test_a_bad_solver_option_is_named_as_typed(run_cli, tmp_path, args, message):
    """'workers must be from 1 to 256' named no option a user typed (-w)."""
    out = ("--out", str(tmp_path / "r.jsonl")) if args[0] == "batch" else ()
    assert run_cli(*args, *out) == (2, "", f"gridsat: error: {message}\n")


@pytest.mark.slow  # the default run keeps under 5 minutes on a fresh machine (one of its heaviest)
def test_ctrl_c_in_generate_says_what_is_kept_and_how_to_go_on(tmp_path):
    """Ctrl-C in 'generate --count N -o X.jsonl' said only 'gridsat: error: interrupted' (its lines were kept)."""
    import re
    import signal

    from conftest import gridsat_child, stop_when_working

    out = tmp_path / "g.jsonl"
    proc = gridsat_child("generate", "yinyang", "--size", "30x30", "--count", "500", "-o", str(out))
    _, err = stop_when_working(proc, 2.0)
    kept = len(out.read_text().splitlines()) if out.exists() else 0  # (a loaded machine may make none in time:
    assert proc.returncode == 130  # then nothing was written, and no empty file is left)
    if kept:
        assert re.fullmatch(rf"gridsat: interrupted \(Ctrl-C\); the {kept} puzzles? in {re.escape(str(out))} \({kept} "
                            r"made by this run\) (is|are) kept: run the same command again to go on\n", err), err
    else:
        assert err == f"gridsat: interrupted (Ctrl-C); nothing was written to {out}\n"
    proc = gridsat_child("generate", "yinyang", "--size", "30x30", "--count", "500", "-o", str(out))
    _, err = stop_when_working(proc, 2.0, signal.SIGTERM, group=False)
    now = len(out.read_text().splitlines()) if out.exists() else 0
    assert proc.returncode == 143 and err.startswith("gridsat: stopped by SIGTERM; ")
    assert (f"the {now} puzzle" in err and f"({now - kept} made by this run)" in err) if now else \
        err.endswith(f"nothing was written to {out}\n")


@pytest.mark.parametrize("args", [("pack", "-b", "NAME"), ("pack", "-p", "NAME"), ("calendar", "2026-10-06", "-e", "NAME")])
def test_a_named_pipe_as_a_board_piece_or_edition_file_is_named_so(run_cli, tmp_path, args):
    """A pipe named as a board file said "unknown board '...': give RxC..." (it was taken for a built-in name)."""
    import os

    pipe = tmp_path / "b.txt"
    os.mkfifo(pipe)
    what = {"-b": "board", "-p": "piece", "-e": "edition"}[args[-2]]
    assert run_cli(*[str(pipe) if a == "NAME" else a for a in args]) == (
        2, "", f"gridsat: error: {pipe}: cannot read {what} file: not a regular file (a pipe, socket or device)\n")


@pytest.mark.parametrize("args", [("pack", "--solutions", "10"), ("hint", "https://puzz.link/p?nurikabe/7/7/2g4h3o2q2p2i4k5",
                                                                      "--steps", "--png", "{png}")])
def test_a_reader_that_goes_away_ends_the_run_with_141_and_keeps_the_picture(tmp_path, args):
    """'gridsat pack --solutions 10 | head -1' and 'gridsat hint URL --png F | head -1' exited 1 (the code of an
    infeasible puzzle) with nothing said, and the hint's picture, drawn after its text, was missing."""
    import shlex
    import subprocess
    import sys

    png = tmp_path / "h.png"
    command = " ".join(shlex.quote(a.format(png=png)) for a in (sys.executable, "-m", "gridsat", *args))
    # the reader is gone before gridsat (a fifth of a second to start) writes a byte
    done = subprocess.run(["bash", "-c", f"{command} | true; echo ${{PIPESTATUS[0]}}"],
                          capture_output=True, text=True, timeout=120)
    assert (done.stdout, done.stderr) == ("141\n", "")
    assert "--png" not in args or png.stat().st_size > 1000
