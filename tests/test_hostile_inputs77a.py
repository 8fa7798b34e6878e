"""Hostile pass 77, part a: the command line of the five original kinds."""

from __future__ import annotations

from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


@pytest.mark.parametrize("options, flag", [(["--objective", "max-vertical"], "--objective"),
                                           (["--objective", "edge", "--side", "top"], "--objective"),
                                           (["--depth", "2"], "--depth"), (["--weights", "1,2"], "--weights"),
                                           (["--model", "plain"], "--model")])
def test_dominofit_conversion_refuses_solving_settings(run_cli, options, flag):
    """`gridsat dominofit F --to json --objective max-vertical` printed the puzzle and said nothing of the
    objective (--side, --depth, --weights and --model too), while --engine and --unique were refused: a
    conversion solves nothing, so every setting of solving is refused alike."""
    code, out, err = run_cli("dominofit", str(EXAMPLES / "dominofit-8x8.txt"), "--to", "json", *options)
    assert (code, out) == (2, "")
    assert f"{flag} does not apply to --to json (it converts the puzzle without solving it)" in err


def test_dominofit_conversion_keeps_reading_settings(run_cli):
    """--rule and --targets change the puzzle read, so a conversion still takes them."""
    code, out, _ = run_cli("dominofit", str(EXAMPLES / "dominofit-8x8.txt"), "--to", "text", "--rule", "cell")
    assert code == 0 and out.startswith("dominofit rule=cell")
