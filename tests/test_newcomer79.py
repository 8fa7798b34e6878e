"""Pass 79, part d: a newcomer following the README (a calendar maker's own design, a Domino Fit player)."""

from __future__ import annotations

import pytest

from types import SimpleNamespace


def test_year_report_says_one_date_not_one_dates(tmp_path):
    # Before: a --year run the time limit stopped after its first date said "2027 on best: 1 dates, 0 solved,
    # ..." (and "1 dates not tried yet" when one was left).
    from gridsat.puzzles.calendar.modes import YearReport

    data = {"dates": 1, "solved": 0, "infeasible": 0, "unknown": 1, "complete": True, "untried": 1}
    summary = SimpleNamespace(to_json=lambda: data, year=2027, edition="best", skipped=0, redone=0, seconds=0.2,
                              untried=1, records=[], one_sided=False)
    lines = YearReport(summary, tmp_path / "y.jsonl").text()
    assert lines[0] == "[bold]2027 on best[/bold]: 1 date, 0 solved, 0 infeasible, 1 unknown in 0.2 s"
    assert lines[1].startswith("stopped by the time limit: 1 date not tried yet; run the same command again")
    summary.one_sided = True  # (a one-sided year was headed as the two-sided one is)
    assert YearReport(summary, tmp_path / "y.jsonl").text()[0].startswith("[bold]2027 on best (one-sided)[/bold]: ")


# The 8x8 level of the game's bank (game 0, board 6): one short trial ("if the horizontal domino (r3c5 r3c6)
# went there, then r4c6 could only take ..., and column 5 could score at most 10") is its hardest step.
LEVEL_8X8 = {"rows": 8, "cols": 8, "rule": "dot",
             "blocked": [[0, 7], [1, 4], [1, 5], [2, 0], [2, 7], [3, 7], [4, 5], [4, 6], [4, 7], [6, 2]],
             "row_targets": [7, 5, 5, 4, 3, 7, 6, 4], "col_targets": [3, 5, 4, 4, 12, 4, 4, 5]}


def test_a_hard_grade_earned_by_a_short_trial_says_so(run_cli, tmp_path):
    # Before: "grade: hard (its hardest steps use dominoes ruled out because a row's or column's target could
    # not be met)" beside "hardest rule: trial": the target rule is medium (level 2), and a placement kind reaches
    # hard only by a short trial (packing and the calendar said "placements ruled out by the kind's own
    # arithmetic", a rule no placement kind has at level 3).
    import json

    import gridsat

    path = tmp_path / "level.json"
    path.write_text(json.dumps(LEVEL_8X8))
    code, out, err = run_cli("grade", str(path))
    assert code == 0, err
    assert out.splitlines()[0] == ("grade: hard (its hardest steps use short trials: 'if this domino went here, then "
                                   "a few dominoes would be forced, and a cell could not be covered or a target "
                                   "could not be met')")
    assert "hardest rule: trial" in out
    assert gridsat.kinds.get("pack").grade_meaning("hard").startswith("short trials: 'if this piece went here")
    assert gridsat.kinds.get("calendar").grade_meaning("expert").startswith("longer trials:")


def test_a_batch_over_a_folder_leaves_out_the_edition_file_its_puzzles_name(run_cli, tmp_path):
    # Before: README.md says a calendar puzzle's edition file "is read from the puzzle file's folder", yet a batch
    # over that folder recorded the edition file as bad input ("this is a calendar edition file, not a puzzle"),
    # and `gridsat batch examples` counted its 5 piece, mask and edition files so: now each is listed as not read.
    import json
    from pathlib import Path

    examples = Path(__file__).resolve().parent.parent / "examples"
    (tmp_path / "mine.txt").write_text((examples / "my-edition.txt").read_text())
    (tmp_path / "pieces.txt").write_text((examples / "pieces.txt").read_text())
    (tmp_path / "p.json").write_text(json.dumps({"kind": "calendar", "date": "04-06", "edition": "mine.txt"}))
    out = tmp_path / "r.jsonl"
    code, text, err = run_cli("batch", str(tmp_path), "-o", str(out), "-j", "1")
    assert code == 0, err
    assert [json.loads(line)["status"] for line in out.read_text().splitlines()] == ["solved"]
    said = text.replace("\n", " ")
    # (lead31: with the command that takes each alone, which a batch recording it as bad input had said)
    assert "(a calendar edition file: the puzzles that name it read it, or gridsat calendar --verify-edition " in said
    assert "(a piece file: the puzzles that name it read it, or gridsat pack --board RxC --pieces " in said


@pytest.mark.slow  # (1.2 s of the default run, sitting 14: the slow set runs it)
def test_a_one_sided_census_says_so_in_its_heading_and_picture(run_cli, tmp_path):
    # Before: `calendar --census --face-up` was headed "dragonfjord: 366 dates, 1,027 solutions" and its heat map
    # "dragonfjord: solutions per date", as the two-sided census (24,405) is: a maker comparing printed heat maps
    # could not tell them apart; --verify-edition --face-up the same ("dragonfjord: 72 of 366 dates have ...").
    from gridsat.puzzles.calendar import load_edition
    from gridsat.puzzles.calendar.census import run_census
    from gridsat.puzzles.calendar.draw_census import census_board_figure

    code, out, err = run_cli("calendar", "--census", "--face-up")
    assert code == 1, err
    assert out.startswith("dragonfjord (one-sided): 366 dates, 1,027 solutions (all counted) in ")
    code, out, err = run_cli("calendar", "--verify-edition", "dragonfjord", "--face-up")
    assert out.startswith("dragonfjord (one-sided): 72 of 366 dates have no solution: 01-03 01-14 ")
    ed = load_edition("dragonfjord")
    figure = census_board_figure(run_census(ed, one_sided=True), ed.board)
    assert figure._suptitle.get_text().startswith("dragonfjord (one-sided): solutions per date\n")
    assert run_census(ed).titled == "dragonfjord"


def test_a_one_sided_date_says_so_in_its_heading(run_cli):
    # Before: "25 Jan on dragonfjord" headed the face-up count of 8 as it heads the two-sided count of 216 (the
    # answer's picture and a hint's too).
    code, out, err = run_cli("calendar", "01-25", "--count", "--face-up")
    assert code == 0, err
    assert out.splitlines()[0] == "25 Jan on dragonfjord (one-sided)"
    assert "8 solutions (all counted)" in out
    code, out, err = run_cli("calendar", "01-25")
    assert out.splitlines()[0] == "25 Jan on dragonfjord"


def test_a_puzzle_files_edition_of_several_is_advised_as_written(run_cli, tmp_path):
    # Before: "q.json: two.txt defines 2 editions (mine other); choose one with /tmp/.../two.txt:NAME": the path the
    # file was found at, where the puzzle's "edition" field holds "two.txt" (and a move of the folder breaks it).
    import json

    (tmp_path / "two.txt").write_text("[editions]\nmine = standard : O6 U5 V5 T5 L5 N5 Y5 P5\n"
                                      "other = standard : O6 U5 V5 Z5 L5 N5 Y5 P5\n")
    (tmp_path / "q.json").write_text(json.dumps({"kind": "calendar", "date": "04-06", "edition": "two.txt"}))
    for command in ("hint", "calendar"):
        assert run_cli(command, str(tmp_path / "q.json")) == (2, "", "gridsat: error: q.json: two.txt defines 2 "
                                                              "editions (mine other); choose one with two.txt:NAME\n")


def test_a_counted_years_fewest_and_most_are_written_as_its_total_is(tmp_path):
    # Before: "total 216,064 solutions" then "most: 2392 on 2027-01-31", where the census of the same edition says
    # "most: 2,392 on 01-31".
    from gridsat.puzzles.calendar.modes import YearReport

    data = {"dates": 2, "solved": 2, "infeasible": 0, "unknown": 0, "complete": True, "untried": 0,
            "total": 3457, "fewest": {"count": 1065, "dates": ["2027-01-02"]},
            "most": {"count": 2392, "dates": ["2027-01-31"]}}
    summary = SimpleNamespace(to_json=lambda: data, year=2027, edition="best", skipped=0, redone=0, seconds=0.2,
                              untried=0, records=[{}, {}], one_sided=False, counted=lambda: [{}, {}])
    lines = YearReport(summary, tmp_path / "y.jsonl").text()
    assert lines[1:4] == ["total 3,457 solutions", "fewest: 1,065 on 2027-01-02", "most: 2,392 on 2027-01-31"]


def test_an_edition_named_as_a_built_in_one_of_other_pieces_is_refused(run_cli, tmp_path):
    # Before: 'dragonfjord = standard : O6 U5 V5 T5 ...' in a maker's file was taken, its dates headed "6 Oct on
    # dragonfjord" and its counts (and census, and year lines) named as the original's, while a board or piece
    # named as a built-in one of another shape was refused; drawn the same, it is still taken.
    path = tmp_path / "e.txt"
    path.write_text("[editions]\ndragonfjord = standard : O6 U5 V5 T5 L5 N5 Y5 P5\n")
    assert run_cli("calendar", "10-06", "-e", str(path)) == (
        2, "", "gridsat: error: e.txt: line 2: edition dragonfjord is a built-in edition of another board or pieces: "
        "give yours another name\n")
    path.write_text("[editions]\ndragonfjord = standard : O6 U5 V5 Z5 L5 N5 Y5 P5\n")
    code, out, err = run_cli("calendar", "10-06", "-e", str(path), "--count")
    assert code == 0 and "7 solutions (all counted)" in out, err


def test_a_design_librarys_piece_named_as_a_built_in_one_of_another_shape_is_refused(run_cli, tmp_path):
    # Before: a piece file 'U5: #####' (an I named U5) was searched, and its designs' advice 'NAME = standard : O6 U5
    # ... under [editions] (with the pieces of lib.txt in its [pieces] section)' made an edition file that was
    # refused ('piece U5 (#####) is a built-in piece of another shape'); the library is now refused so, first.
    path = tmp_path / "lib.txt"
    path.write_text("U5: #####\nP5: ##/##/#.\nO6: ###/###\n")
    assert run_cli("calendar", "--design", "dragonfjord", "--pieces", str(path), "--choose", "8", "-t", "5") == (
        2, "", "gridsat: error: lib.txt: piece U5 (#####) is a built-in piece of another shape (#.#/###): give yours "
        "another name\n")


def test_a_weekday_puzzle_file_without_a_year_names_its_fields(run_cli, tmp_path):
    # Before: {"date": "07-01", "edition": "weekday"} was told "give a full date YYYY-MM-DD or --weekday NAME
    # (Mon..Sun)": an option of the command line, where the file's own field "weekday" is the way (batch too).
    import json

    path = tmp_path / "w.json"
    path.write_text(json.dumps({"kind": "calendar", "date": "07-01", "edition": "weekday"}))
    said = 'w.json: edition weekday shows the weekday: give "date" in full, YYYY-MM-DD, or a "weekday" (Mon..Sun)'
    for command in ("solve", "hint"):
        assert run_cli(command, str(path)) == (2, "", f"gridsat: error: {said}\n")
    path.write_text(json.dumps({"kind": "calendar", "date": "07-01", "edition": "weekday", "weekday": "Wed"}))
    assert run_cli("solve", str(path))[0] == 0
