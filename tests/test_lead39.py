"""The lead's fixes of the tenth sitting (2026-12-07)."""

from pathlib import Path

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_dominofit_forced_with_every_domino_forced_draws_the_board_once(run_cli, tmp_path):
    # was: the tiling, "forced dominoes (in every tiling; proven): 27 of 27", then the same board drawn again
    code, out, _ = run_cli("dominofit", str(EXAMPLES / "dominofit-8x8.json"), "--forced")
    assert code == 0
    assert "forced dominoes (in every tiling; proven): all 27: the tiling above is the only one\n" in out
    assert out.count("(* marks a given domino)") == 1
    # the drawing is still a position the hint reader takes: the tiling it shows, solved
    (tmp_path / "p.txt").write_text(out)
    assert run_cli("hint", str(EXAMPLES / "dominofit-8x8.json"), "--position", str(tmp_path / "p.txt")) == (
        0, "solved: every cell is decided and the position is an answer; nothing to deduce\n", "")
