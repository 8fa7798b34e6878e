"""The lead's fixes of the first session of 2026-12-05."""

from pathlib import Path

from gridsat.puzzles.kinds import get, solve

DATA = Path(__file__).parent / "data"

#: puz.link's engine's test Heyawake (robx/pzprjs test/script/heyawake.js): the rooms at r1c1 and r1c6 are shaded
#: in its answer, numbered 2.
HEYAWAKE = "https://puzz.link/p?heyawake/6/6/lll155007rs12222j"


def test_a_heyawake_rooms_number_in_a_shaded_cell_is_drawn_in_the_terminal():
    # a shaded cell hid its room's number ("██"): the answer's rooms at r1c1 and r1c6 showed no number at all
    result = solve(HEYAWAKE)
    drawn = result.text(result.grid).plain
    assert drawn.splitlines()[1] == "│2█│2  ██│2  · │2█│"
    kind = get("heyawake")
    assert kind.same_answer(result, drawn) is True  # read back as an answer ("2█" shaded)
    assert kind.same_answer(result, drawn.replace("│2█│2  ██│", "│2 │2  ██│", 1)) is False


def test_a_hitori_answer_still_hides_its_shaded_numbers():
    # Hitori shades numbered cells: its answers show them as every shaded cell, as its solvers do
    result = solve("https://puzz.link/p?hitori/4/4/1114142333214213")  # pzprjs's test puzzle
    assert result.text(result.grid).plain.splitlines()[0] == "██1 ██4 "


def test_a_run_without_an_answer_draws_the_board_as_read_for_every_kind_of_placement(run_cli, tmp_path, monkeypatch):
    # Domino Fit, packing and the calendar puzzle wrote no picture for a run without an answer ("not written: ...
    # no answer to draw") where every grid genre draws the puzzle as read: a designer saw nothing of what was solved
    import json

    monkeypatch.chdir(tmp_path)
    board = json.loads((DATA / "dominofit" / "game0_7x7_b5.dot.json").read_text())
    board["row_targets"][0] += 1  # row 1 has 6 free cells: its dot score cannot be 7
    Path("bad.json").write_text(json.dumps(board))
    code, out, err = run_cli("dominofit", "bad.json", "--png", "bad.png")
    assert code == 1 and "\nno tiling: row 1 has 6 free cells, so its dot score must be 6, not 7\n" in out
    assert err == "gridsat: the puzzle as read, unsolved: bad.png (the run is infeasible: no answer to draw)\n"
    assert Path("bad.png").read_bytes().startswith(b"\x89PNG")
    code, _, err = run_cli("pack", "-b", "4x5", "-p", "tetrominoes", "--svg", "pk.svg")
    assert code == 1 and "the puzzle as read, unsolved: pk.svg" in err
    assert "tetrominoes in 4x5: no solution" in Path("pk.svg").read_text()


def test_a_calendar_result_without_an_answer_draws_its_board_and_date():
    import dataclasses

    import gridsat
    from gridsat.core.status import Status

    solved = gridsat.calendar("2024-02-29")
    unsolved = dataclasses.replace(solved, status=Status.UNKNOWN, placements=[])
    fig = unsolved.puzzle_figure()
    assert fig._suptitle.get_text() == "Thu 29 Feb 2024 on dragonfjord: unsolved"
    labels = {t.get_text(): t.get_fontweight() for t in fig.axes[0].texts}
    assert labels["Feb"] == labels["29"] == "bold" and labels["Mar"] != "bold"


def test_a_hint_of_a_puzzle_with_no_answer_outlines_the_clues_that_cannot_all_hold(run_cli, tmp_path, monkeypatch):
    # the solve command's picture outlined them; the hint's named them in words only, its picture a hatched board
    import json

    monkeypatch.chdir(tmp_path)
    url = "https://puzz.link/p?hitori/4/4/1114212334424321"  # four 1s, three in row 1: no answer
    deduction = get("hitori").hints(get("hitori").parse(url))
    assert deduction.conflict == [(0, 0), (0, 1), (0, 2), (1, 1)]
    assert deduction.to_json()["conflict"] == [[0, 0], [0, 1], [0, 2], [1, 1]]
    fig = deduction.figure()
    outline = next(c for c in fig.axes[0].collections if c.get_label() == "outline")
    assert len(outline.get_paths()) == 4
    assert [t.get_text() for t in fig.axes[0].get_legend().get_texts()] == ["clues that cannot all hold",
                                                                            "not yet decided"]
    Path("yy.txt").write_text("21\n12\n")  # a 2x2 Yin-Yang given as a checkerboard: each colour cut in two
    code, out, _ = run_cli("hint", "yy.txt", "--kind", "yinyang", "--json")
    assert code == 1 and json.loads(out)["conflict"] == [[0, 0], [0, 1], [1, 0], [1, 1]]


def test_an_option_of_other_commands_that_click_has_no_guess_for_is_said_so(run_cli):
    # 'gridsat calendar --forced' said only "No such option: --forced", where 'gridsat cover --png' (click had
    # guesses) said other commands take it; the usage words after it still read the refusal
    assert run_cli("calendar", "--forced")[2] == (
        "gridsat: error: No such option: --forced: gridsat calendar does not take it, though other commands do "
        "(see 'gridsat calendar --help')\n")
    assert run_cli("-t", "2", "solve", "x")[2] == (
        "gridsat: error: No such option: -t before the command; a command's options go after it: gridsat COMMAND ... "
        "-t (see 'gridsat --help')\n")
