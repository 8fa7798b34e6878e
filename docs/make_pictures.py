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


def main() -> None:
    IMG.mkdir(parents=True, exist_ok=True)
    for name, args in TOUR.items():
        cmd = [sys.executable, "-m", "gridsat", *args, "--png", str(IMG / name)]
        print("gridsat", " ".join(args), "--png", f"docs/img/{name}")
        subprocess.run(cmd, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)


if __name__ == "__main__":
    main()
