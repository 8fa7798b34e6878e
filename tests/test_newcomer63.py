"""A newcomer's pass (63): what confused someone with only the README."""

import json

HEYAWAKE = "https://puzz.link/p?heyawake/4/4/3nocigj1"  # two answers: r1c1 is not forced
LIGHTUP = "https://puzz.link/p?akari/6/6/nekcakbl"
NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


def test_forced_cells_of_a_grid_genre_are_keyed(run_cli):
    # `gridsat lightup URL --forced` drew ◉ and · over "all 36 cells forced" with no key to them (the answer
    # printed without --forced keyed them, and so did Yin-Yang's --forced)
    code, out, err = run_cli("lightup", LIGHTUP, "--forced")
    assert (code, err) == (0, "") and "\n◉ bulb, · no bulb\nall 36 cells forced\n" in out
    code, out, err = run_cli("heyawake", HEYAWAKE, "--forced")
    assert (code, err) == (0, "") and ("\n██ shaded, · unshaded, 1█ shaded under its number\n? not forced (15 of 16 cells forced)\n"
                                     in out)


def test_a_keyed_forced_drawing_still_reads_as_a_position_and_a_solution(run_cli, tmp_path):
    code, out, _ = run_cli("nurikabe", NURIKABE, "--forced")
    assert code == 0 and "██ shaded, · unshaded\nall 25 cells forced" in out
    drawn = tmp_path / "forced.txt"
    drawn.write_text(out)
    assert run_cli("hint", NURIKABE, "--position", str(drawn)) == (
        0, "solved: every cell is decided and the position is an answer; nothing to deduce\n", "")
    code, out, _ = run_cli("heyawake", HEYAWAKE, "--forced")
    collection = tmp_path / "c.jsonl"
    collection.write_text(json.dumps({"puzzle": HEYAWAKE, "solution": out}) + "\n")
    results = tmp_path / "r.jsonl"
    run_cli("batch", str(collection), "--out", str(results), "--check-answer")
    line = json.loads(results.read_text())
    assert line["error"] == ("c.jsonl: line 1: the recorded solution is a --forced drawing with 1 cell not forced "
                             "('?'): a solution decides every cell (save the answer gridsat prints without --forced)")


def test_a_shaded_room_number_is_keyed_and_the_keyed_answer_still_reads(run_cli, tmp_path):
    # Heyawake drew a room's number on a shaded cell as "1█", which its key ("██ shaded, · unshaded") did not name
    code, out, err = run_cli("heyawake", HEYAWAKE)
    assert (code, err) == (0, "") and "\n██ shaded, · unshaded, 1█ shaded under its number\n" in out
    collection = tmp_path / "c.jsonl"
    collection.write_text(json.dumps({"puzzle": HEYAWAKE, "solution": out}) + "\n")
    results = tmp_path / "r.jsonl"
    run_cli("batch", str(collection), "--out", str(results), "--check-answer")
    line = json.loads(results.read_text())
    assert (line["check"], line["matches_record"]) == ("passed", True)


def test_the_web_offers_no_work_a_missing_engine_would_refuse(monkeypatch):
    # installed without a C compiler, the Yin-Yang page still offered Generate and Play/Hint, the calendar page its
    # census and the engines' menus 'search' and 'exact': each press could only be refused ("needs the compiled ...")
    from gridsat.core import compiled
    from gridsat.web.forms import kind_entry

    monkeypatch.setattr(compiled, "present", lambda module: module != "gridsat.puzzles.yinyang._kernel")
    yinyang = kind_entry("yinyang")
    assert (yinyang["engines"], yinyang["explains"], yinyang["generator"]) == (["auto", "cpsat", "cuts"], False, None)
    assert kind_entry("nurikabe")["explains"] and kind_entry("calendar")["web_modes"]
    monkeypatch.setattr(compiled, "present", lambda module: False)
    calendar, hitori = kind_entry("calendar"), kind_entry("hitori")
    assert (calendar["engines"], calendar["explains"], [m["name"] for m in calendar["modes"]],
            [m["name"] for m in calendar["web_modes"]]) == (["auto", "cpsat"], False, ["year", "blank"], ["blank"])
    # (the blank board is drawn without an engine)
    assert (hitori["engines"], hitori["explains"]) == (["auto", "cuts", "cpsat"], True)  # its hints: Python
    assert kind_entry("dominofit")["engines"] == ["auto", "cpsat", "scip"]


def test_a_position_s_mistakes_are_keyed_in_its_picture(run_cli, tmp_path):
    # `gridsat hint P --position F --png` framed the mistakes red with no key and no title saying so
    hitori = "https://puzz.link/p?hitori/5/5/3455232354214552314125232"
    position = tmp_path / "mine.txt"
    position.write_text("3 ██5 ██2 \n3 2 ██5 4 \n██1 4 ██5 \n2 3 ██4 1 \n██5 2 3 ██\n")
    picture = tmp_path / "mine.svg"
    assert run_cli("hint", hitori, "--position", str(position), "--svg", str(picture)) == (
        0, f"the position has 2 mistakes: r1c1, r1c2 differ from the puzzle's only answer\nthe position breaks a "
           f"rule: 3 appears twice among the unshaded cells of column 1 (and 1 more broken rule)\nwrote {picture}\n", "")
    assert "mistakes: they differ from the only answer" in picture.read_text()
