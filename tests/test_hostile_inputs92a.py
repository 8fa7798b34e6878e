"""Hostile pass 92, part a: the calendar puzzle maker (census, year, design, layout, the Every date tab)."""

import json


def test_a_layout_results_file_of_other_settings_names_the_setting_before_the_pair_table(run_cli, tmp_path):
    # was: "the results file belongs to another layout search; choose another --out", said only after the pair
    # table's 10-16 s: a maker who ran --steps 100 and went on without it could not tell what differed
    out = tmp_path / "layouts.jsonl"
    line = {"record": "search", "restart": None, "mode": "labels", "objective": "most-fewest", "one_sided": False,
            "steps": 100, "seed": 0}
    out.write_text(json.dumps(line) + "\n")
    code, _, err = run_cli("calendar", "--layout", "labels", "--out", str(out))
    assert code == 2
    assert err == (f"gridsat: error: {out}: the results file belongs to another layout search (it was run with "
                   "--steps 100, not 20000); give the same settings to go on, or choose another --out\n")
    out.write_text(json.dumps({**line, "steps": 20000, "one_sided": True}) + "\n")
    err = run_cli("calendar", "--layout", "labels", "--out", str(out))[2]
    assert "(it was run with --one-sided on, not off)" in err
    out.write_text(json.dumps({**line, "steps": 20000, "board": ["Jan"]}) + "\n")
    assert "(it searched another board or other pieces)" in run_cli("calendar", "--layout", "labels", "--out",
                                                                    str(out))[2]


def test_the_every_date_csv_of_a_census_cut_short_says_its_counts_are_lower_bounds(api_client):
    # was: "date,solutions" in census.csv whether or not the time limit cut the census, the dates it never reached
    # reading 0 -- dates without a solution to a spreadsheet that never saw the page's "so far"
    script = api_client.get("/puzzle/calendar/page/calendar-census.js").text
    assert 'complete ? "solutions" : "solutions found so far (the count was cut short: lower bounds)"' in script
    assert 'complete ? "census.csv" : "census-so-far.csv"' in script


def test_a_design_list_of_designs_with_unsolvable_dates_says_it_ranks_only_those_censused():
    # was: "2. O6 U5 V5 Z5 L5 N5 P5 T5: ...; 78 dates have no solution" stood as second best of a face-up search
    # whose 32 designs ruled out by proof were never counted, one of them with only 66 such dates
    from gridsat.puzzles.calendar.design_modes import DesignReport

    class Found:  # the shape of DesignSearchResult.to_json
        complete = True

        def to_json(self):
            return {"space": {"board": "standard", "library": "lib.txt-one-sided", "one_sided": True, "k": 8,
                              "designs": 36}, "complete": True, "designs_done": 36, "ruled_out": 32,
                    "censused": 4, "all_solvable": 0, "seconds": 1.0,
                    "best": [{"design": "O6 U5 V5 L5 N5 Y5 P5 T5", "fewest": {"count": 0, "dates": ["01-03"]},
                              "most": {"count": 25}, "total": 1744, "cv": 0.764, "all_solvable": False,
                              "unsolvable": 28}]}

    lines = DesignReport(Found()).text()
    assert lines[2] == ("(a design with dates without a solution is ranked among the 4 censused only: the 32 ruled "
                        "out by proof were not counted date by date, and some may have fewer such dates)")


def test_a_board_lacking_labels_names_one_label_as_one_and_says_what_a_board_needs(run_cli, tmp_path):
    # was: "board m lacks the labels 31" (one label, and nothing of what a board needs)
    from gridsat.puzzles.calendar.rules import lacks_labels

    assert lacks_labels("m", ["31"]) == ("board m lacks the label 31: every month (Jan..Dec) and day (1..31) needs a "
                                         "cell of its own")
    path = tmp_path / "m.txt"
    rows = ["Jan Feb Mar Apr May Jun .", "Jul Aug Sep Oct Nov Dec .", "1 2 3 4 5 6 7", "8 9 10 11 12 13 14",
            "15 16 17 18 19 20 21", "22 23 24 25 26 27 28", "* * * . . . ."]
    path.write_text("[board m]\n" + "\n".join(rows) + "\n[editions]\nm = m : O6 U5 V5 Z5 L5 N5 Y5 P5\n")
    assert run_cli("calendar", "--census", "-e", str(path))[2] == (
        "gridsat: error: m.txt: line 2: board m lacks the labels 29 30 31: every month (Jan..Dec) and day (1..31) "
        "needs a cell of its own\n")


def test_a_puzzle_from_standard_input_naming_a_file_is_told_what_to_do(run_cli, monkeypatch):
    # was: "stdin: edition 'mine.txt' names a file, which a puzzle given as text may not do" -- and then?
    import io

    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(
        b'{"kind": "calendar", "date": "11-18", "edition": "mine.txt"}\n')))
    code, _, err = run_cli("calendar", "-", "--count")
    assert (code, err) == (2, "gridsat: error: stdin: edition 'mine.txt' names a file, which a puzzle given as text "
                              "may not do: it has no folder to find the file in; save the puzzle in a file beside the "
                              "file it names, and give that file\n")


def test_an_empty_out_of_calendar_is_not_told_to_leave_out_what_year_needs(run_cli):
    # was: "--out is empty: give a file name or leave the option out", and left out: "--year needs --out FILE"
    for args in (("--year", "2027", "--out", ""), ("--out", "", "--year", "2027")):
        assert run_cli("calendar", *args) == (2, "", "gridsat: error: --out is empty: give a file name or leave the "
                                                     "option out (but not with --year, which needs it)\n")
    # batch's --out is required: left out, "Missing option '--out'"
    assert run_cli("batch", "x.jsonl", "--out", "")[2] == "gridsat: error: --out is empty: give a file name\n"
    assert run_cli("generate", "yinyang", "--size", "4x4", "--out", "")[2] == (
        "gridsat: error: --out is empty: give a file name or leave the option out\n")
