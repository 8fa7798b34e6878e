"""A newcomer following the README: what they saw that did not match what they got."""

from __future__ import annotations

import importlib.util
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
