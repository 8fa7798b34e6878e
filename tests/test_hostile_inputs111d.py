"""Pass 111's newcomer (part d): README.md and docs/*.md followed from the top in a fresh clone and virtual
environment, every command as shown, every picture looked at, the new kinds' pages (Shimaguni, Skyscrapers) and
Masyu's play card in the browser."""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHIMAGUNI = "https://puzz.link/p?shimaguni/6/6/7fe608s0e3uf3g3g2g43"
JOIN = "a collection holds each puzzle's JSON whole on one line: join the record's lines"


def _doc_record(page: str) -> str:
    """The recorded-answer example of a docs page: the record over two lines, as the page shows it."""
    text = (ROOT / "docs" / page).read_text()
    return re.search(r"```\n(\{\"kind\".*?\"solution\".*?)\n```", text, flags=re.S).group(1)


def test_a_record_copied_over_two_lines_into_a_collection_says_to_join_them(run_cli, tmp_path, monkeypatch):
    # docs/shimaguni.md's recorded answer, shown over two lines and called "a JSON line's", copied into a .jsonl:
    # "line 1: not valid JSON: Expecting property name enclosed in double quotes at line 2, column 1" and "line 2:
    # not valid JSON: Extra data at line 1, column 12", nothing saying a record must be on one line
    monkeypatch.chdir(tmp_path)
    (tmp_path / "s.jsonl").write_text(_doc_record("shimaguni.md") + "\n")
    assert run_cli("batch", "s.jsonl", "--out", "r.jsonl", "--check-answer", "--jobs", "1")[0] == 0
    errors = {r["line"]: r["error"] for r in map(json.loads, (tmp_path / "r.jsonl").read_text().splitlines())}
    assert errors == {1: f"s.jsonl: line 1: not valid JSON: the line ends before its JSON does; {JOIN}",
                      2: f"s.jsonl: line 2: not valid JSON: the line reads as the rest of a record begun on a line "
                         f"above; {JOIN}"}
    (tmp_path / "t.jsonl").write_text(" ".join(_doc_record("shimaguni.md").split("\n")) + "\n")  # joined: matched
    assert run_cli("batch", "t.jsonl", "--out", "r2.jsonl", "--check-answer", "--jobs", "1")[0] == 0
    assert json.loads((tmp_path / "r2.jsonl").read_text())["matches_record"] is True
    (tmp_path / "u.jsonl").write_text('{"kind": "shimaguni"} x\n')  # other bad JSON keeps its words
    run_cli("batch", "u.jsonl", "--out", "r3.jsonl", "--jobs", "1")
    assert json.loads((tmp_path / "r3.jsonl").read_text())["error"] == \
        "u.jsonl: line 1: not valid JSON: Extra data at line 1, column 23"


def test_the_docs_record_example_is_a_file_of_its_own_and_says_so(run_cli, tmp_path, monkeypatch):
    # the pages said "a JSON line's "solution"" over an example on two lines: as a file of its own it is read
    monkeypatch.chdir(tmp_path)
    for page in ("shimaguni.md", "nurimisaki.md"):
        words = " ".join((ROOT / "docs" / page).read_text().split())
        assert "a puzzle record's `\"solution\"`: a file of its own, as below, or a collection's line, the record " \
            "whole on one line)" in words
        (tmp_path / "p.json").write_text(_doc_record(page) + "\n")
        assert run_cli("batch", "p.json", "--out", f"{page}.jsonl", "--check-answer")[0] == 0
        assert json.loads((tmp_path / f"{page}.jsonl").read_text())["matches_record"] is True


def test_a_masyu_hint_picture_crosses_the_edges_its_step_takes_off_the_loop():
    # README's Masyu's first step: "r2c2-r3c2, r3c2-r4c2 are drawn ... and r1c2-r2c2 is off the loop"; `hint --png`
    # framed r1c2 red ("decided by this step") with nothing drawn there, the edge it decides not shown at all
    from matplotlib.collections import LineCollection

    from gridsat.kinds import get

    kind = get("masyu")
    puzzle = kind.parse("https://puzz.link/p?mashu/6/6/1063000i3000")

    def crosses(deduction) -> set:
        ax = kind.hint_figure(puzzle, deduction).axes[0]
        out = set()
        for lines in (a for a in ax.get_children() if isinstance(a, LineCollection) and a.get_zorder() == 7):
            for seg in lines.get_segments():  # each cross two strokes about its middle (x, y)
                out.add(tuple(round(float(v), 2) for v in seg.mean(axis=0)))
        return out

    first = kind.hints(puzzle, first=True)
    assert "r1c2-r2c2 is off the loop" in first.steps[0].sentence
    assert crosses(first) == {(1.5, 1.0)}  # the middle of r1c2-r2c2: x 1.5, y 1 (cells from 0, centres at .5)
    whole = kind.hints(puzzle)  # the last step's edges only, not every edge of the board off the loop
    last = crosses(whole)
    assert 0 < len(last) < 10 and all(x > 3.9 and y > 3.4 for x, y in last)


NURIMISAKI = "https://puzz.link/p?nurimisaki/5/5/g.i.m2l.j"  # README's: circles at r1c2, r2c1, r5c1 without numbers


def test_a_nurimisaki_hint_draws_its_circles_without_numbers_as_circles(run_cli, tmp_path):
    # `gridsat hint` of README's Nurimisaki drew its circles without numbers '?', as every undecided cell: "# ? ? ? ?"
    # over "? ? ? ? ?" (three circles among 22 undecided cells, none to be seen), where the answer draws them '○'
    code, out, _ = run_cli("hint", NURIMISAKI)
    assert code == 0 and out.splitlines()[1:] == [
        "# ○ ? ? ? ", "○ ? ? ? ? ", "? ? ? 2 ? ", "? ? ? ? ? ", "○ ? ? ? ? ",
        "(# shaded by this step; ? not yet decided; ○ a circle without a number)"]
    position = tmp_path / "p.txt"  # the board as drawn is read back as a position, its circles on their cells
    position.write_text("\n".join(out.splitlines()[1:6]) + "\n")
    code, out, _ = run_cli("hint", NURIMISAKI, "--position", str(position))
    assert code == 0 and out.startswith("next step (a trial): r2c4 is shaded:")
    position.write_text("# ○ ? ? ?\n○ ? ? ? ?\n? ? ? 2 ?\n? ? ? ? ?\n? ○ ? ? ?\n")  # a circle where there is none
    assert run_cli("hint", NURIMISAKI, "--position", str(position))[0] == 2


def test_a_solved_hashi_hint_board_keys_no_undecided_cell_it_does_not_show(run_cli):
    # README's `gridsat hint HASHI --steps` ended on the solved board with "? a cell whose bridges are not decided
    # yet" under it, no '?' on it
    hashi = "https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3"
    code, out, _ = run_cli("hint", hashi, "--steps")
    assert code == 0 and out.splitlines()[-5:] == ["4═══2 · · ", "║ 3─────2 ", "3 ║ · · │ ", "│ 3───1 │ ",
                                                   "3═══4═══3 "]
    code, out, _ = run_cli("hint", hashi)  # one step: its undecided cells drawn and keyed, as before
    assert code == 0 and out.splitlines()[-2:] == ["3 ? 4 ? 3 ", "? a cell whose bridges are not decided yet"]


def test_a_solved_masyu_hint_board_keys_only_what_it_shows(run_cli):
    # README's `gridsat hint MASYU --steps` ended on the closed loop keyed ". ? undecided", none of either drawn
    masyu = "https://puzz.link/p?mashu/6/6/1063000i3000"
    code, out, _ = run_cli("hint", masyu, "--steps")
    assert code == 0 and out.splitlines()[-1] == \
        "(─ │ drawn; a blank edge and x off the loop; · a cell on it; [ ] the step's points)"
    code, out, _ = run_cli("hint", masyu)
    assert code == 0 and out.splitlines()[-1] == \
        "(─ │ drawn; a blank edge and x off the loop; · a cell on it; . ? undecided; [ ] the step's points)"


def test_a_nurimisakis_play_card_labels_its_circles_without_numbers_as_circles():
    # the play card (/api/hint's labels) wrote '?' on the three circles of README's Nurimisaki, a clue the page
    # explains nowhere; they are the circles the answer's picture draws
    from gridsat.kinds import get

    kind = get("nurimisaki")
    assert kind.cell_labels(kind.parse(NURIMISAKI)) == [
        ["", "○", "", "", ""], ["○", "", "", "", ""], ["", "", "", "2", ""], ["", "", "", "", ""], ["○", "", "", "", ""]]


def test_the_readme_formats_row_tells_of_the_skyscrapers_frame_and_shimagunis_rooms(run_cli):
    # README's formats told of Kakuro's frame of clue cells, and nothing of Skyscrapers': a 4x4 puzzle's text is 6
    # rows of 6, its answer (`result.grid`, --json's "grid") 6 rows of 6 with 0 on the frame
    readme = " ".join((ROOT / "README.md").read_text().split())
    assert "a Skyscrapers board written inside its frame of clues, N+2 rows of N+2 for an N x N puzzle (`.` no clue, " \
        "a corner or an empty cell), its answer N+2 rows too, 0 on the frame: docs/skyscrapers.md; a Nonogram board " \
        "written inside its frame of numbers, R+(R+1)//2 rows of C+(C+1)//2 for an R x C puzzle" in readme
    assert "a Shimaguni's numbers, a blank line, then a room name per cell: docs/shimaguni.md" in readme
    code, out, _ = run_cli("skyscrapers", "https://puzz.link/p?building/4/4/k13h4j3g", "--json")
    grid = json.loads(out)["grid"]
    assert code == 0 and len(grid) == 6 and grid[0] == [0] * 6 and grid[1] == [0, 2, 1, 4, 3, 0]
