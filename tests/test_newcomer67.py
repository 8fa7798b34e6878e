"""A newcomer following the README: what they saw that did not match what they got."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _make_pictures():
    spec = importlib.util.spec_from_file_location("make_pictures", ROOT / "docs" / "make_pictures.py")
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    return script


@pytest.mark.slow
def test_the_readme_tour_pictures_are_what_its_commands_draw(run_cli, tmp_path, monkeypatch):
    """The README shows docs/img/pack.png, calendar.png, yinyang.png and dominofit.png beside the tour's commands,
    and docs/make_pictures.py says "the pictures cannot drift from what a user gets": they had drifted (black
    labels on dark pieces where the command now writes white ones, Domino Fit without the board's frame, the
    forced picture without its title's count). Each picture is the very one its command draws now."""
    from PIL import Image, ImageChops

    monkeypatch.chdir(ROOT)
    for name, args in _make_pictures().TOUR.items():
        fresh = tmp_path / name
        code, _, err = run_cli(*args, "--png", str(fresh))
        assert (code, err) == (0, ""), name
        old = Image.open(ROOT / "docs" / "img" / name).convert("RGB")
        new = Image.open(fresh).convert("RGB")
        assert old.size == new.size, f"{name}: run python docs/make_pictures.py"
        assert ImageChops.difference(old, new).getbbox() is None, f"{name}: run python docs/make_pictures.py"


def test_a_collection_line_as_batch_names_it_says_how_to_read_that_puzzle(run_cli, tmp_path, monkeypatch):
    """`gridsat batch puzzles.jsonl` names its slowest puzzles "puzzles.jsonl:2"; `gridsat solve puzzles.jsonl:2`
    said "did you mean puzzles.jsonl?", and that was refused as a collection of many puzzles: no way to the one
    puzzle was said. The message now says which line it is and how to read it alone."""
    monkeypatch.chdir(tmp_path)
    line = '{"kind": "yinyang", "puzzle": "0 0 0 0\\n0 1 0 0\\n0 0 2 0\\n0 0 0 0\\n"}\n'
    (tmp_path / "puzzles.jsonl").write_text(line * 3)
    tell = ("cannot read puzzle file: No such file or directory; that is line 2 of the collection puzzles.jsonl (as "
            "gridsat batch names it): put the line in a file of its own and name that (sed -n 2p puzzles.jsonl > "
            "puzzle-2.jsonl)")
    for command in ("solve", "hint", "yinyang"):
        assert run_cli(command, "puzzles.jsonl:2") == (2, "", f"gridsat: error: puzzles.jsonl:2: {tell}\n")
    (tmp_path / "puzzle-2.jsonl").write_text(line)  # what the command says to do is read
    code, out, _ = run_cli("solve", "puzzle-2.jsonl")
    assert code == 0 and out.splitlines()[-1].startswith("solved in")
    import gzip

    (tmp_path / "many.jsonl.gz").write_bytes(gzip.compress((line * 3).encode()))
    assert run_cli("solve", "many.jsonl.gz:3")[2].endswith(
        "(as gridsat batch names it): put the line in a file of its own and name that (gzip -dc many.jsonl.gz | "
        "sed -n 3p > puzzle-3.jsonl)\n")
    assert run_cli("solve", "nope.jsonl:2")[2] == (
        "gridsat: error: nope.jsonl:2: cannot read puzzle file: No such file or directory\n")


@pytest.mark.parametrize("encoding, named, shown", [("ascii", "ascii", r"'\xb7'"), ("cp1252", "cp1252", r"'\u25cf'")])
def test_an_output_that_cannot_write_the_drawing_is_one_line_not_a_traceback(encoding, named, shown):
    """`gridsat yinyang examples/yinyang-10x10.txt` with an output of another encoding than UTF-8 (a Windows code
    page when redirected to a file, a Latin-1 locale, PYTHONIOENCODING=ascii) ended in Python's traceback
    (UnicodeEncodeError) at the drawing's first '·' or '●'. It is one line naming the encoding and what to do;
    --json, plain ASCII, still answers."""
    import subprocess
    import sys

    env = {**os.environ, "PYTHONIOENCODING": encoding}
    run = subprocess.run([sys.executable, "-m", "gridsat", "yinyang", "examples/yinyang-10x10.txt"], cwd=ROOT,
                         env=env, capture_output=True, timeout=60)
    assert run.returncode == 2
    assert run.stderr.decode("ascii") == (
        f"gridsat: error: the output's encoding ({named}) cannot write {shown}, which gridsat prints (its drawings, "
        "and names given to it, use characters beyond ASCII): set PYTHONIOENCODING=utf-8 (it is "
        f"'{encoding}' now); --json output is plain ASCII\n")
    run = subprocess.run([sys.executable, "-m", "gridsat", "yinyang", "examples/yinyang-10x10.txt", "--json"],
                         cwd=ROOT, env=env, capture_output=True, timeout=60)
    assert run.returncode == 0 and run.stdout.decode("ascii").startswith('{"kind": "yinyang", "status": "solved"')
