"""Regenerate the pictures of README.md and docs/ with the gridsat command.

Each picture is made by the very command the README's tour shows, so the
pictures cannot drift from what a user gets.

Run from the project root:  python docs/make_pictures.py
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
IMG = ROOT / "docs" / "img"

TOUR = {
    "pack.png": ["pack", "--board", "8x8-centre"],
    "calendar.png": ["calendar", "2026-10-06"],
    "yinyang.png": ["yinyang", "examples/yinyang-10x10.txt", "--unique"],
    "yinyang-forced.png": ["yinyang", "tests/data/yinyang/pse_bobgru_game3_10x10.txt", "--forced"],
    "dominofit.png": ["dominofit", "examples/dominofit-8x8.json", "--unique"],
}


#: Census heat maps (docs/calendar.md), drawn through the library at 72 dpi to keep the repository small
#: (``gridsat calendar --census --png`` draws the same map at twice the size): (edition or design pieces, picture).
HEAT_MAPS = {
    "census-dragonfjord.png": "dragonfjord",
    "census-best-design.png": "H03 F5 L5 N5 P5 U5 V5 Y5",  # most-fewest best of 8 from pentominoes+hexominoes
}


def heat_map_edition(spec: str):
    """The edition a heat map counts, and the first line of its title: a built-in edition by name, or a design
    of pentominoes+hexominoes by its piece names (titled by them: an edition's name is one word, so
    ``name=spec`` -- names separated by spaces -- was refused and the script stopped with a traceback)."""
    from gridsat.puzzles.calendar import load_edition
    from gridsat.puzzles.calendar.design import design_edition

    if " " not in spec:
        return load_edition(spec), None
    return design_edition("dragonfjord", "pentominoes+hexominoes", spec.split(), name="design"), \
        f"{spec}: solutions per date"


def heat_maps() -> None:
    from gridsat.puzzles.calendar.census import run_census
    from gridsat.puzzles.calendar.draw_census import census_board_figure

    for name, spec in HEAT_MAPS.items():
        ed, title = heat_map_edition(spec)
        print("census heat map of", spec, "->", f"docs/img/{name}")
        census_board_figure(run_census(ed), ed.board, title=title).savefig(IMG / name, dpi=72)


def main() -> None:
    IMG.mkdir(parents=True, exist_ok=True)
    for name, args in TOUR.items():
        cmd = [sys.executable, "-m", "gridsat", *args, "--png", str(IMG / name)]
        print("gridsat", " ".join(args), "--png", f"docs/img/{name}")
        subprocess.run(cmd, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    heat_maps()


if __name__ == "__main__":
    main()
