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


def test_a_results_line_edited_by_hand_is_told_to_be_mended_and_deleting_it_keeps_the_others(run_cli, tmp_path):
    # was only "...: choose another output file": every puzzle done again for one line edited by hand
    import json
    import shutil

    for name in ("yinyang-10x10.txt", "dominofit-8x8.json", "pack-3x20.json"):
        shutil.copy(EXAMPLES / name, tmp_path)
    out = tmp_path / "r.jsonl"
    assert run_cli("batch", str(tmp_path), "-o", str(out), "-q", "-j", "1")[0] == 0
    lines = out.read_text().splitlines()
    assert len(lines) == 3
    out.write_text("\n".join([lines[0], lines[1][:40], lines[2]]) + "\n")
    assert run_cli("batch", str(tmp_path), "-o", str(out), "-q", "-j", "1") == (
        2, "", f"gridsat: error: {out}: line 2 is not a JSON record with a key; this file was not written by gridsat "
               "or was edited, or holds another command's results: mend or delete line 2 to keep the others, or "
               "choose another output file\n")
    out.write_text("\n".join([lines[0], lines[2]]) + "\n")  # the line deleted: only its puzzle is done again
    code, said, _ = run_cli("batch", str(tmp_path), "-o", str(out), "-j", "1")
    assert code == 0 and "(1 new, 2 resumed)" in said
    assert sorted(json.loads(line)["file"] for line in out.read_text().splitlines()) == sorted(
        json.loads(line)["file"] for line in lines)
