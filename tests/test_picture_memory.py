"""A PNG past the memory limit is refused before the work it would follow: a 300x300 Domino Fit was solved for
28 s and then refused; hints and a generated puzzle were looked for first too, and `hint`, `grade` and `generate`
had no --memory-limit of their own, though their messages said to raise it with --memory-limit."""

from __future__ import annotations

import json

MESSAGE = ("gridsat: error: a PNG of at least {size} pixels (--svg draws it in far less) needs about {need} of "
           "memory; the limit is {limit} (raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")


def _board(tmp_path, side: int):
    """A ``side`` x ``side`` Domino Fit board, no blocked cell, every line's target ``side``."""
    path = tmp_path / f"board{side}.json"
    path.write_text(json.dumps({"rows": side, "cols": side, "blocked": [], "row_targets": [side] * side,
                                "col_targets": [side] * side, "rule": "cell"}))
    return path


def test_hint_weighs_its_png_before_the_steps(run_cli, tmp_path):
    png = tmp_path / "h.png"
    board = tmp_path / "n400.txt"  # (a 300x300 Domino Fit is refused first now: hints take 400 cells of it)
    board.write_text("nurikabe\n" + (" ".join("." * 400) + "\n") * 400)
    code, out, err = run_cli("hint", str(board), "--png", str(png), "--memory-limit", "0.3")
    assert (code, out, png.exists()) == (2, "", False)
    assert err == MESSAGE.format(size="27,027x27,027", need="5.4 GB", limit="0.3 GB")


def test_grade_reads_under_its_memory_limit(run_cli, tmp_path):
    board = _board(tmp_path, 300)
    code, out, err = run_cli("grade", str(board), "--memory-limit", "0.00001")
    assert (code, out) == (2, "")
    assert err == (f"gridsat: error: {board}: reading this puzzle file (3,091 bytes) needs about 60.4 KB of memory; "
                   "the limit is 10.485 KB (raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")


def test_generate_weighs_its_png_before_the_puzzle_is_made(run_cli, tmp_path):
    png = tmp_path / "g.png"
    code, out, err = run_cli("generate", "yinyang", "--size", "50x50", "--png", str(png), "--memory-limit", "0.01")
    assert (code, out, png.exists()) == (2, "", False)
    assert err == MESSAGE.format(size="3,402x3,402", need="88.3 MB", limit="10.24 MB")


def test_generate_weighs_the_puzzle_it_makes_before_making_it(run_cli, tmp_path):
    """``generate dominofit --size 1000x1000`` held about 0.7 GB, and --memory-limit was refused without --png
    ("generate weighs the PNG it draws"): the board is weighed now, before it is made, and so is the uniqueness
    proof's model of --unique (it was weighed only once the board was made)."""
    out = tmp_path / "d.json"
    code, _, err = run_cli("generate", "dominofit", "--size", "1000x1000", "--memory-limit", "0.3", "-o", str(out))
    assert (code, out.exists()) == (2, False)
    assert err == ("gridsat: error: making a 1000x1000 Domino Fit puzzle needs about 0.7 GB of memory; the limit is "
                   "0.3 GB (raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")
    assert run_cli("generate", "dominofit", "--size", "300x300", "--unique", "--memory-limit", "0.3")[2] == (
        "gridsat: error: making a 300x300 Domino Fit puzzle needs about 0.4 GB of memory; the limit is 0.3 GB "
        "(raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")
    # within the limit, and a kind small at every size, as before
    assert run_cli("generate", "dominofit", "--size", "30x30", "--memory-limit", "0.3", "-o", str(out))[0] == 0
    assert run_cli("generate", "yinyang", "--size", "5x5", "--memory-limit", "0.01")[0] == 0


def test_a_hint_picture_within_the_limit_is_written(run_cli, tmp_path):
    from pathlib import Path

    example = Path(__file__).resolve().parents[1] / "examples" / "yinyang-10x10.txt"
    png = tmp_path / "h.png"
    code, out, err = run_cli("hint", str(example), "--png", str(png), "--memory-limit", "0.01")
    assert code == 0, err
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and out.endswith(f"wrote {png}\n")
