"""Hostile pass 102, part e: Creek and Aqre as a puzzle person writes and pastes them."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("url,message", [
    # puzz.link's Aqre has the 'b' flag (aqre_borders): refused as "puzz.link's Aqre has none", untrue
    ("https://puzz.link/p?aqre/b/6/6/444400vvo3u0012345g", "Aqre: URL flag 'b': puzz.link's Aqre variant where each "
     "room border touches exactly one shaded cell (the two cells across it differ), which gridsat does not solve"),
    ("https://puzz.link/p?creek/x/2/2/0n", "Creek: unknown URL flag 'x' (puzz.link's Creek has only 'c': the current "
     "form, as without it; 'd': puzz.link's old form of a Creek URL, which gridsat does not read; open it on "
     "puzz.link and copy the URL it writes now)"),
])
def test_puzzlinks_own_flags_are_named_not_denied(run_cli, url, message):
    assert run_cli("solve", url) == (2, "", f"gridsat: error: {message}\n")


def test_creek_c_flag_is_read_as_pzprjs_reads_it(run_cli):
    """pzprjs reads a Creek URL's 'c' as the current form (decode4Cross); it was refused as "has none"."""
    code, out, err = run_cli("creek", "https://puzz.link/p?creek/c/6/6/gagaich2cgb6769dt", "--to", "url")
    assert (code, out, err) == (0, "https://puzz.link/p?creek/6/6/gagaich2cgb6769dt\n", "")


def test_aqre_is_an_aqre_in_messages(run_cli, tmp_path):
    """Messages wrote "a Aqre board", "a Aqre text grid", "a Aqre answer"."""
    import gridsat
    from gridsat.core.wording import a_or_an

    (tmp_path / "e.txt").write_text("")
    assert run_cli("aqre", str(tmp_path / "e.txt"))[2] == ("gridsat: error: e.txt: empty input (expected a puzz.link "
                                                           "URL, JSON or an Aqre text grid)\n")
    (tmp_path / "a.json").write_text('{"kind": "aqre", "rows": 2, "cols": 2, "clues": [[1, null], [null, null]]}')
    assert run_cli("aqre", str(tmp_path / "a.json"))[2] == ("gridsat: error: a.json: an Aqre board needs regions (a "
                                                            "room id per cell)\n")
    puzzle = gridsat.read("https://puzz.link/p?aqre/2/2/0g0")[1]
    with pytest.raises(ValueError, match=r"^cell r1c1 holds 3; an Aqre answer holds 0 \(unshaded\) or 1 \(shaded\)$"):
        puzzle.violations([[3, 0], [0, 0]])
    assert [a_or_an(t) for t in ("Creek", "LITS", "Exact cover", "Yin-Yang")] == [
        "a Creek", "a LITS", "an Exact cover", "a Yin-Yang"]


def test_aqre_position_mistake_is_said_as_it_stands(run_cli, tmp_path):
    """A position whose last row is six unshaded cells: "as it stands, r6c1 to r6c4 would be four unshaded cells in a
    row" (a trial's words said of cells already there)."""
    (tmp_path / "p.txt").write_text("??????\n" * 5 + "......\n")
    code, out, err = run_cli("hint", "https://puzz.link/p?aqre/6/6/444400vvo3u0012345g", "--position",
                             str(tmp_path / "p.txt"))
    assert out.startswith("the position has 3 mistakes: r6c1, r6c2, r6c3 differ from the puzzle's only answer; as it "
                          "stands, r6c1 to r6c4 are four unshaded cells in a row")
