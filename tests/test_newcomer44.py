"""A newcomer following the README from the top, in order (pass 44)."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_readme_says_what_a_generated_yinyang_grid_means():
    """`gridsat generate yinyang --size 8x8 --grade easy`, the README's tour, prints a grid of 0, 1 and 2 with
    nothing saying what they mean (the formats table that explains it comes a hundred lines later); the tour's
    comment now says it where the command is, and so does docs/yinyang.md's first generate command."""
    readme = (ROOT / "README.md").read_text()
    at = readme.index("gridsat generate yinyang --size 8x8 --grade easy")
    assert "text grid: 0 empty, 1 white circle, 2 black circle" in readme[at:at + 300]
    guide = (ROOT / "docs" / "yinyang.md").read_text()
    at = guide.index("gridsat generate yinyang --size 10x10 --seed 7 ")
    assert "0 empty, 1 white circle, 2 black" in guide[at:at + 120]
