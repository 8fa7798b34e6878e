"""The lead's fixes of the ninth sitting of 2026-12-06."""

from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
STATUE_PARK = "https://puzz.link/p?statuepark/7/7/078ii6000000290f0//t"  # robx/pzprjs test/script/statuepark.js


@pytest.mark.parametrize("written", ["Tetrominoes", "TETROMINOES", " tetrominoes "])
def test_a_statue_park_piece_set_is_read_in_any_capitals(written):
    # was: "pieces: 'Tetrominoes' is neither a piece set (...) (did you mean 'tetrominoes'?) nor pieces drawn ..."
    from gridsat.puzzles import kinds

    kind = kinds.get("statuepark")
    text = kind.parse(STATUE_PARK).to_text()
    assert "pieces: tetrominoes" in text
    puzzle = kind.parse(text.replace("pieces: tetrominoes", f"pieces: {written}"))
    assert puzzle.to_url() == STATUE_PARK
    assert kind.parse_json({**kind.parse(STATUE_PARK).to_json(), "pieces": "Double Tetrominoes"}).piece_text() == (
        "double tetrominoes")


def test_a_packing_piece_set_is_read_in_any_capitals(run_cli, tmp_path, monkeypatch):
    # was: "unknown piece set 'Pentominoes' (did you mean 'pentominoes'?): give a piece file or one of: ..."
    assert run_cli("pack", "-p", "Pentominoes", "--count", "--distinct", "--json")[1].count('"count": 2339') == 1
    monkeypatch.chdir(tmp_path)
    (tmp_path / "Tetrominoes").write_text("O: ##/##\n")  # a file of that name is still read as the file
    code, out, _ = run_cli("pack", "-b", "2x2", "-p", "Tetrominoes")
    assert code == 0 and "solved" in out
