"""The sixth hostile pass over the command line, files and limits (issue 20):
each fault it found, kept as a test."""

from __future__ import annotations

import pytest

from gridsat.core.pictures import PNG_BYTES_PER_PIXEL

PZPRJS = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


def _two_clues_side_by_side(tmp_path, n: int):
    """An n x n Nurikabe whose first two cells are clues side by side: infeasible by the island rule at once."""
    path = tmp_path / "wide.txt"
    rows = [["."] * n for _ in range(n)]
    rows[0][0] = rows[0][1] = "3"
    path.write_text("\n".join(" ".join(row) for row in rows) + "\n")
    return path


def test_a_png_is_held_to_the_memory_limit_before_it_is_drawn(run_cli, tmp_path):
    """A PNG's raster (8 bytes a pixel at 150 dpi, measured: 444 MB peak for a 100x100 board's
    46 Mpx, 903 MB for 150x150's 104 Mpx) was never estimated: a 300x300 Nurikabe's unsolved
    picture took 3.4 GB (over the 2 GB default) and a minute before a kill."""
    puzzle = _two_clues_side_by_side(tmp_path, 60)
    png = tmp_path / "wide.png"
    code, out, err = run_cli("nurikabe", str(puzzle), "--png", str(png), "--memory-limit", "0.05")
    assert code == 2, (out, err)
    line = err.strip()
    assert line.startswith("gridsat: error: a PNG of "), err
    assert "pixels (--svg draws it in far less) needs about " in line and "the limit is 51.2 MB" in line, err
    assert "\n" not in line and not png.exists()


def test_a_solved_png_is_held_to_the_memory_limit_and_an_svg_is_not(run_cli, tmp_path):
    png, svg = tmp_path / "p.png", tmp_path / "p.svg"
    code, out, err = run_cli("nurikabe", PZPRJS, "--png", str(png), "--memory-limit", "0.0005")
    assert code == 2 and not png.exists(), (out, err)  # the board's smallest picture, weighed before solving
    assert err.strip() == ("gridsat: error: a PNG of at least 364x364 pixels (--svg draws it in far less) needs about "
                           "1.0 MB of memory; the limit is 0.512 MB (raise it with --memory-limit GB or "
                           "GRIDSAT_MEMORY_LIMIT)")
    code, out, err = run_cli("nurikabe", PZPRJS, "--png", str(png), "--memory-limit", "0.0011")
    assert code == 2 and not png.exists(), (out, err)  # the figure drawn (its title and frame), weighed after
    assert err.strip() == ("gridsat: error: a PNG of 364x417 pixels (--svg draws it in far less) needs about 1.2 MB "
                           "of memory; the limit is 1.126 MB (raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)")
    code, out, err = run_cli("nurikabe", PZPRJS, "--svg", str(svg), "--memory-limit", "0.0005")
    assert code == 0 and svg.read_text().startswith("<?xml"), (out, err)


def test_the_png_estimate_is_the_raster_it_draws():
    """The estimate is width x height x PNG_BYTES_PER_PIXEL at 150 dpi, the size written."""
    from gridsat.core.pictures import png_bytes_needed
    from gridsat.render.picture import new_figure

    fig, _ = new_figure(10, 20)
    width, height = fig.get_size_inches() * 150
    assert png_bytes_needed(fig) == pytest.approx(width * height * PNG_BYTES_PER_PIXEL)


def test_an_svg_stops_at_the_time_limit_inside_one_collection(tmp_path, monkeypatch):
    """The clock was checked once per artist, and one collection holds every cell's square: a 300x300
    board's took 3 s to write as SVG, so -t 3 ended at 4.7 s and -t 5 at 7.4 s (load 2.5).  Now the
    renderer checks before each path.  A clock that passes the deadline at the 100th path drawn must
    stop the save there (the 60x60 board's collection has 3,600)."""
    import time

    from matplotlib.backends import backend_svg

    from gridsat.core.pictures import save_figure
    from gridsat.core.options import TimeUp
    from gridsat.puzzles import kinds

    puzzle = kinds.get("nurikabe").read(str(_two_clues_side_by_side(tmp_path, 60)))
    fig = puzzle.drawing([[None] * 60 for _ in range(60)], "wide").figure()
    drawn, real = [0], backend_svg.RendererSVG.draw_path

    def counted(self, *args, **kwargs):
        drawn[0] += 1
        return real(self, *args, **kwargs)

    monkeypatch.setattr(backend_svg.RendererSVG, "draw_path", counted)
    monkeypatch.setattr(time, "perf_counter", lambda: 2.0 if drawn[0] >= 100 else 0.0)
    with pytest.raises(TimeUp):
        save_figure(fig, tmp_path / "wide.svg", deadline=1.0)
    assert drawn[0] == 100 and not (tmp_path / "wide.svg").exists()


@pytest.mark.parametrize("args, flag", [
    (("nurikabe", PZPRJS, "--png", ""), "--png"),
    (("nurikabe", PZPRJS, "--svg="), "--svg"),
    (("nurikabe", PZPRJS, "--export-model", ""), "--export-model"),
    (("solve", PZPRJS, "--png", ""), "--png"),
    (("hint", PZPRJS, "--svg", ""), "--svg"),
    (("generate", "yinyang", "--size", "4x4", "--out", ""), "--out"),
    (("calendar", "--year", "2026", "--out", ""), "--out"),
    (("batch", "tests/data/batch", "--out", ""), "--out"),
])
def test_an_empty_file_option_is_named_empty(run_cli, args, flag):
    """typer reads an empty path as '.', so every file to write was refused as "'.' is a folder, not a
    file to write" (or "--png file must end in .png, got '.'"): a folder the user never named."""
    code, out, err = run_cli(*args)
    # (pass 92: calendar's --year needs --out, and batch's --out is required: neither is told to leave it out)
    then = {"calendar": " or leave the option out (but not with --year, which needs it)", "batch": ""}.get(
        args[0], " or leave the option out")
    assert (code, out, err) == (2, "", f"gridsat: error: {flag} is empty: give a file name{then}\n")
