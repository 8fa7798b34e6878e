"""Hostile pass 85, part a: hints for a solver, genre by genre (the kinds without hints say so, and what instead)."""

from __future__ import annotations

import json
from pathlib import Path


def test_formats_says_which_kinds_have_hints(run_cli):
    """``hint --help`` and ``grade --help`` take "a puzzle file or URL of a kind with hints (see 'gridsat
    formats')", and neither the table nor ``formats --json`` said which kinds have them."""
    code, out, _ = run_cli("formats", "--json")
    data = json.loads(out)
    assert code == 0 and {name for name, entry in data.items() if entry["hints"]} == {
        "pack", "calendar", "dominofit", "yinyang", "nurikabe", "starbattle", "lightup", "heyawake", "norinori", "hitori",
        "lits", "sudoku", "kurodoko", "tapa", "creek", "aqre", "yajilin", "cave", "hashi", "masyu", "fillomino",
        "kakuro", "nurimisaki", "slitherlink", "skyscrapers", "shimaguni", "nonogram", "shikaku", "countryroad", "ripple", "kurotto"}
    code, out, _ = run_cli("formats", "hitori")
    assert code == 0 and "grade)" in " ".join(out.split())
    code, out, _ = run_cli("formats", "statuepark")  # (LITS until it had hints: feature 88)
    assert code == 0 and "grade" not in out


def test_web_hint_of_a_kind_without_hints_says_what_to_ask_instead(api_client, run_cli):
    """``POST /api/hint`` of a LITS (now a Statue Park: LITS hints since feature 88) said only "LITS has no hints or grades yet (kinds with them: ...)", where
    ``gridsat hint`` of the same URL goes on "what every answer shares: gridsat lits URL --forced"."""
    url = "https://puzz.link/p?statuepark/7/7/078ii6000000290f0//t"
    _, _, err = run_cli("hint", url)
    reply = api_client.post("/api/hint", json={"puzzle": url})
    having = err.split("; ")[0].removeprefix("gridsat: error: ")
    assert (reply.status_code, reply.json()) == (422, {"error": f"{having}; what every answer shares: POST "
                                                                 '/api/solve with "options": {"forced": true}'})
    reply = api_client.post("/api/solve", json={"puzzle": url, "options": {"forced": True}})
    assert reply.status_code == 200 and reply.json()["forced"]


def test_hitori_cut_names_the_cells_it_walls_off(run_cli):
    """Hitori's ``cut`` named the side of the cut away from the first unshaded cell, whichever was smaller: on
    the cspuz 5x6 it said "r2c2 is unshaded: shading here would cut the unshaded cells apart (r1c4, r1c5 and 24
    more would be walled off)" where shading r2c2 shuts r1c2 in alone (a trial's contradiction names the
    smaller side too)."""
    code, out, _ = run_cli("hint", "https://puzz.link/p?hitori/6/5/111.45.2..453.3.1..2....3.3.1.", "--steps")
    assert code == 0 and ("step 17 (rule: cut): r2c2 is unshaded: shading here would cut the unshaded cells "
                          "apart (r1c2 would be walled off)") in out


def test_a_step_names_only_the_cells_it_decides(run_cli):
    """A rule's step that shared a cell with an earlier step of the same round kept its first sentence: step 17
    of janko's Nurikabe 01 said "r6c5, r7c4, r8c5 are sea" and decided r7c4 and r8c5 (step 15 had made r6c5 sea);
    a 20x20 Hitori had some 25 such sentences ("r1c14, r1c16, r2c15 are unshaded" deciding two)."""
    import re

    import gridsat

    url = "https://puzz.link/p?nurikabe/10/10/j2g2i2m2j2m2j2n2g2j2r2g2j2l22j2r2g"
    code, out, _ = run_cli("hint", url, "--steps")
    assert code == 0 and ("step 17 (rule: complete): r7c4, r8c5 are sea: the island of 2 at r7c6 is complete, its "
                          "neighbours are sea") in out
    kind = gridsat.kinds.get("hitori")
    janko = json.loads((Path(__file__).parent / "data" / "genres" / "hitori.json").read_text())
    url = next(entry["url"] for entry in janko if entry["name"] == "janko-hitori-569_20x20")
    for step in kind.hints(kind.parse(url)).steps:
        if step.depth == 0:
            named = re.findall(r"r(\d+)c(\d+)", step.sentence.split(":")[0])
            assert sorted((int(r) - 1, int(c) - 1) for r, c in named) == sorted(step.decided), step.sentence


def test_a_wrong_position_names_the_rule_its_cells_break(run_cli, tmp_path):
    """``hint --position`` of a Hitori with r1c1 and r1c2 shaded side by side, or a Nurikabe with the 1's island
    joined to the 2's, said only "the position has 2 mistakes: r1c2, r1c3 differ from the puzzle's only answer":
    no word of the rule the cells already break."""
    hitori, nurikabe = tmp_path / "h.txt", tmp_path / "n.txt"
    hitori.write_text("2 2 1 0 0 0\n" + "0 0 0 0 0 0\n" * 4)
    nurikabe.write_text("0 0 0 0 0\n0 0 0 0 0\n0 0 1 0 0\n0 0 1 0 0\n0 0 0 0 0\n")
    code, out, _ = run_cli("hint", "https://puzz.link/p?hitori/6/5/111.45.2..453.3.1..2....3.3.1.", "--position",
                           str(hitori))
    assert (code, out) == (0, "the position has 2 mistakes: r1c2, r1c3 differ from the puzzle's only answer; as it "
                              "stands, r1c1 and r1c2 are shaded side by side\n")
    code, out, _ = run_cli("hint", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "--position", str(nurikabe), "--json")
    data = json.loads(out)
    assert (data["mistakes"], data["reason"], data["conflict"]) == (
        [[2, 2]], "the islands of 2 at r2c3 and 1 at r4c3 join", [[1, 2], [2, 2], [3, 2]])


def test_a_wrong_yinyang_position_names_the_rule_too(run_cli, tmp_path):
    """A Yin-Yang position with a 2x2 black block in its corner was told only "the position has 3 mistakes: r1c1,
    r1c2, r2c1 differ from the puzzle's only answer"."""
    rows = (Path(__file__).resolve().parents[1] / "examples" / "yinyang-10x10.txt").read_text().splitlines()
    rows[0], rows[1] = "2 2" + rows[0][3:], "2 2" + rows[1][3:]
    position = tmp_path / "p.txt"
    position.write_text("\n".join(rows) + "\n")
    code, out, _ = run_cli("hint", str(Path(__file__).resolve().parents[1] / "examples" / "yinyang-10x10.txt"),
                           "--position", str(position))
    assert (code, out) == (0, "the position has 3 mistakes: r1c1, r1c2, r2c1 differ from the puzzle's only answer; "
                              "as it stands, the 2x2 block at r1c1 is all black\n")


def test_a_wrong_positions_picture_frames_only_its_mistakes(run_cli, tmp_path, monkeypatch):
    """With the rule's cells kept as the deduction's conflict, ``hint --position P --png`` framed r2c3, r3c3 and
    r4c3 under the key "mistakes: they differ from the only answer", where r3c3 alone differs."""
    from gridsat.render import picture

    framed = []
    real = picture.mark_step
    monkeypatch.setattr(picture, "mark_step", lambda fig, steps, conflict=(), **kw: (
        framed.append(sorted(conflict)), real(fig, steps, conflict, **kw))[1])
    position = tmp_path / "n.txt"
    position.write_text("0 0 0 0 0\n0 0 0 0 0\n0 0 1 0 0\n0 0 1 0 0\n0 0 0 0 0\n")
    code, _, _ = run_cli("hint", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "--position", str(position), "--svg",
                         str(tmp_path / "n.svg"))
    assert code == 0 and framed == [[], [(2, 2)]]


def test_a_positions_rule_agrees_with_its_subject():
    """Nurikabe's "the unshaded cells at r3c3 would be walled in by sea, too small", said of a position, came out
    "the unshaded cells at r3c3 is walled in"."""
    from gridsat.core.hints import as_they_are

    assert as_they_are("the unshaded cells at r3c3 would be walled in by sea, too small") == \
        "the unshaded cells at r3c3 are walled in by sea, too small"
    assert as_they_are("the island of 2 at r3c3 would be walled in by sea, too small") == \
        "the island of 2 at r3c3 is walled in by sea, too small"
    assert as_they_are("the white cells at r1c1 and r2c2 could not be joined") == \
        "the white cells at r1c1 and r2c2 cannot be joined"
