"""A newcomer's pass (52): what following the README and then pasting puzzles tripped over."""
from __future__ import annotations

from pathlib import Path

EXAMPLE = str(Path(__file__).resolve().parent.parent / "examples" / "yinyang-10x10.txt")
NOTE = ("note: starting from the file's answer rows (give --position to start elsewhere; a grid of 0s starts from "
        "the givens)\n")


def test_a_hint_of_a_pzprv3_file_says_which_position_starts_from_the_givens(run_cli, tmp_path):
    """``gridsat yinyang X --to pzprv3 > y.pzprv3`` writes the answer rows too, so ``gridsat hint y.pzprv3`` said
    "nothing to deduce" and only "give --position to start elsewhere": which position starts from the givens was
    not told. The note says it now, and that position gives the givens' first step."""
    code, out, _ = run_cli("yinyang", EXAMPLE, "--to", "pzprv3")
    assert code == 0
    saved = tmp_path / "y.pzprv3"
    saved.write_text(out)
    code, out, err = run_cli("hint", str(saved))
    assert (code, err.splitlines()[-1] + "\n") == (0, NOTE)
    assert out.splitlines()[0] == "solved: every cell is decided and the position is an answer; nothing to deduce"
    zeros = tmp_path / "zeros.txt"
    zeros.write_text("\n".join(" ".join(["0"] * 10) for _ in range(10)) + "\n")
    code, out, err = run_cli("hint", str(saved), "--position", str(zeros))
    assert (code, err) == (0, "")
    assert out.splitlines()[0].startswith("next step (rule: pair): r6c7 is white: in the 2x3 area r6c6 to r7c8")
