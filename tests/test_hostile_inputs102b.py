"""Hostile pass 102, part b: Nurikabe, Heyawake, Hitori and Norinori as a puzzle person and a designer."""

from __future__ import annotations

import json

import pytest

NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


@pytest.mark.parametrize("said", ["Nurikabe", "NURIKABE", "nuri-kabe"])
def test_a_puzzle_files_kind_spelt_as_people_type_it_is_the_kind(run_cli, tmp_path, said):
    # {"kind": "Nurikabe", ...} was "unknown kind 'Nurikabe' (did you mean 'nurikabe'?)" under `solve` and "the
    # puzzle says kind 'Nurikabe': did you mean 'nurikabe'?" under `nurikabe`, where `-k Nurikabe` and a text grid
    # headed "Nurikabe" were read
    path = tmp_path / "n.json"
    path.write_text(json.dumps({"kind": said, "rows": 1, "cols": 2, "clues": [[1, None]]}))
    for args in (("solve", str(path)), ("nurikabe", str(path)), ("solve", "-k", "nurikabe", str(path))):
        code, out, err = run_cli(*args)
        assert (code, err) == (0, "") and out.startswith("1 ██\n")


def test_a_records_kind_spelt_so_is_the_kind_in_solve_and_batch(run_cli, tmp_path):
    record = tmp_path / "r.json"
    record.write_text(json.dumps({"kind": "Nurikabe", "puzzle": NURIKABE}))
    code, out, err = run_cli("solve", str(record))
    assert (code, err) == (0, "") and "solved in" in out
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "c.jsonl").write_text(json.dumps({"kind": "Hitori", "puzzle": "https://puzz.link/p?hitori/4/4/"
                                                "1114142333214213"}) + "\n")
    (folder / "k.json").write_text(json.dumps({"kind": "Nurikabe", "rows": 1, "cols": 2, "clues": [[1, None]]}))
    results = tmp_path / "out.jsonl"
    code, _, err = run_cli("batch", str(folder), "-o", str(results))
    lines = [json.loads(line) for line in results.read_text().splitlines()]
    assert code == 0 and sorted((line["kind"], line["status"]) for line in lines if "file" in line) == [("hitori", "solved"),
                                                                                      ("nurikabe", "solved")]
    code, _, err = run_cli("batch", str(folder), "--kind", "nurikabe", "-o", str(tmp_path / "two.jsonl"))
    lines = [json.loads(line) for line in (tmp_path / "two.jsonl").read_text().splitlines()]
    told = {line["file"].rsplit("/", 1)[-1]: line for line in lines if "file" in line}
    assert told["c.jsonl"]["error"] == "c.jsonl: line 1: the record's kind is 'hitori', where Nurikabe puzzles were asked for"
    assert told["k.json"]["status"] == "solved"


def test_cover_and_yinyang_json_read_their_kind_spelt_so(run_cli, tmp_path):
    cover = tmp_path / "c.json"
    cover.write_text(json.dumps({"kind": "Cover", "primary": ["a"], "options": [["a"]]}))
    code, out, err = run_cli("cover", str(cover), "--count")  # was 'JSON: "kind" is 'Cover', expected "cover"'
    assert (code, err) == (0, "") and "1 solution" in out
    yy = tmp_path / "y.json"
    yy.write_text(json.dumps({"kind": "Yin-Yang", "puzzle": "https://puzz.link/p?yinyang/5/5/016612300"}))
    code, out, err = run_cli("yinyang", str(yy), "-u")  # was "this is JSON, which Yin-Yang reads only as ..."
    assert (code, err) == (0, "") and "unique: no other answer exists" in out


def test_a_kind_of_no_spelling_is_still_refused(run_cli, tmp_path):
    path = tmp_path / "n.json"
    path.write_text(json.dumps({"kind": "Nurikabee", "rows": 1, "cols": 2, "clues": [[1, None]]}))
    code, out, err = run_cli("nurikabe", str(path))
    assert (code, out) == (2, "") and err == "gridsat: error: n.json: the puzzle says kind 'Nurikabee': did you mean " \
                                             "'nurikabe'?\n"


def test_a_heyawake_whose_only_board_shades_nothing_says_so(run_cli, tmp_path):
    # a 1x1 room of 0 (and a 4x1 room of 0) was "the room number 0 at r1c1 cannot hold, even with every other room
    # number taken away": the 0 holds; the rule that some cell is shaded (puzz.link's) is what no board meets
    told = ("the room numbers and the runs leave no cell to shade, and puzz.link's rules need at least one shaded "
            "cell (a Heyawake with every cell unshaded is no answer)")
    code, out, err = run_cli("heyawake", "https://puzz.link/p?heyawake/1/1/0")
    assert (code, err) == (1, "") and out.startswith(f"no answer: {told}\n")
    path = tmp_path / "h.json"
    path.write_text(json.dumps({"kind": "heyawake", "rows": 4, "cols": 1, "regions": [[0], [0], [0], [0]],
                                "clues": [[None], [None], [None], [0]]}))
    code, out, _ = run_cli("heyawake", str(path), "--json")
    assert code == 1 and json.loads(out)["reason"] == told and json.loads(out)["conflict"] == []
    code, out, _ = run_cli("hint", "https://puzz.link/p?heyawake/1/1/0")
    assert out == f"no hints: the puzzle has no answer: {told}\n"
    path.write_text(json.dumps({"kind": "heyawake", "rows": 1, "cols": 3, "regions": [[0, 0, 1]],
                                "clues": [[2, None, 0]]}))  # a number that cannot hold is still named
    assert run_cli("heyawake", str(path))[1].startswith("no answer: the room number 2 at r1c1 cannot hold")


def test_a_norinori_region_short_of_cells_counts_its_undecided_ones(run_cli, tmp_path):
    # r1c1 unshaded in the region {r1c1, r1c2}, r1c2 undecided: "the region at r1c1 holds 0 shaded cells at most,
    # not 2", counting its shaded cells alone; it can hold 1 (r1c2)
    position = tmp_path / "p.txt"
    position.write_text(".????\n" + "?????\n" * 4)
    code, out, err = run_cli("hint", "https://puzz.link/p?norinori/5/5/cag4ocjo", "--position", str(position))
    assert (code, err) == (0, "") and out == ("the position has a mistake: r1c1 differs from the puzzle's only answer; "
                                              "as it stands, the region at r1c1 holds 1 shaded cell at most, not 2\n")
