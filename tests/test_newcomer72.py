"""Pass 72, a newcomer following the README: the stumbles that were in the code."""

from __future__ import annotations

import json

SIX = "https://puzz.link/p?yinyang/6/6/6a166b230900"
FIELDS = "(fields: kind, puzzle, argument, files, options, svg, text)"


def test_a_field_close_to_an_option_is_told_where_the_option_goes(api_client):
    """{"timelimit": 5} beside the puzzle was told "(did you mean 'time_limit'?)", and {"time_limit": 5} then
    "unknown field 'time_limit' ... is an option: send it in 'options'": the advice led to a second refusal. A
    close misspelling of the kind's own setting ('editon') was told the field list alone."""
    reply = api_client.post("/api/solve", json={"puzzle": SIX, "timelimit": 5})
    assert (reply.status_code, reply.json()) == (422, {"error": (
        f"unknown field 'timelimit' (did you mean 'time_limit'?) {FIELDS}; 'time_limit' is an option: send it in "
        "'options', {\"options\": {\"time_limit\": ...}}")})
    reply = api_client.post("/api/solve", json={"kind": "calendar", "argument": "10-06", "editon": "weekday"})
    assert reply.json() == {"error": (
        f"unknown field 'editon' (did you mean 'edition'?) {FIELDS}; 'edition' is an option: send it in 'options', "
        "{\"options\": {\"edition\": ...}}")}
    reply = api_client.post("/api/solve", json={"puzzle": SIX, "puzle": SIX})  # a field's own misspelling: as before
    assert reply.json() == {"error": f"unknown field 'puzle' (did you mean 'puzzle'?) {FIELDS}"}


SAVED = ("gridsat opens no web pages: give the puzzle's puzz.link URL (such as https://puzz.link/p?nurikabe/5/5/g5k2o1k3g)"
         " or its text; a puzzle-yin-yang.com page is read from its HTML: save the page (Ctrl-S) and give the file, "
         "gridsat yinyang PAGE.html")


def test_a_puzzle_yin_yang_address_is_told_to_save_the_page(run_cli):
    """The README says Yin-Yang reads puzzle-yin-yang.com HTML, but the site's address was told only "give the puzzle's
    puzz.link URL ... or its text", which that site does not have; another site's address is told as before."""
    assert run_cli("yinyang", "https://www.puzzle-yin-yang.com/?size=0") == (
        2, "", "gridsat: error: Yin-Yang: URL query 'size=0' holds no puzzle (a puzzle's address ends "
               f"?GENRE/COLS/ROWS/CLUES); {SAVED}\n")
    assert run_cli("yinyang", "https://puzzle-yin-yang.com/") == (
        2, "", "gridsat: error: Yin-Yang: not a puzz.link URL (a puzzle's address ends ?GENRE/COLS/ROWS/CLUES): "
               f"'https://puzzle-yin-yang.com/'; {SAVED}\n")
    assert run_cli("solve", "https://www.puzzle-yin-yang.com/") == (
        2, "", "gridsat: error: URL: a web address with no puzz.link puzzle in it: "
               f"{SAVED.replace('pages: give', 'pages; give')}\n")
    assert "PAGE.html" not in run_cli("solve", "https://www.puzzle-nurikabe.com/")[2]


def test_serve_workers_past_the_machine_is_told_one_range(run_cli):
    """``gridsat serve -w 100`` said click's "must be at most 64", and ``-w 64`` then "must be from 1 to 8 (4 per
    core on this machine)"; -w 0 said "must be at least 1". One check now, as batch --jobs words it."""
    from gridsat.core.workers import JOBS_PER_CORE, max_jobs

    for workers in ("100", "0"):
        assert run_cli("serve", "--port", "0", "-w", workers) == (
            2, "", f"gridsat: error: -w/--workers must be from 1 to {max_jobs()} ({JOBS_PER_CORE} per core on this "
                   f"machine), got {workers}\n")


def test_a_misspelt_web_mode_is_offered_the_one_meant(api_client):
    """{"mode": "censuss"} was told "Calendar puzzle has no mode 'censuss' (its web modes: census, verify, blank)" alone, where
    fields, options and mode settings offer the name meant."""
    reply = api_client.post("/api/mode", json={"kind": "calendar", "mode": "censuss"})
    assert (reply.status_code, reply.json()) == (422, {"error": (
        "Calendar puzzle has no mode 'censuss' (did you mean 'census'?) (its web modes: census, verify, blank)")})
    reply = api_client.post("/api/mode", json={"kind": "calendar", "mode": "zzz"})  # nothing close: as before
    assert reply.json() == {"error": "Calendar puzzle has no mode 'zzz' (its web modes: census, verify, blank)"}


def test_a_misspelt_piece_set_with_copies_is_offered_with_its_copies(run_cli):
    """``--pieces 'tetrominos*2'`` (README: ``'tetrominoes*2'``) was offered 'tetrominoes', one of each piece: 20
    cells where the 5x8 board has 40."""
    for given in ("tetrominos*2", "tetrominos * 2"):
        assert run_cli("pack", "--pieces", given, "-b", "5x8") == (
            2, "", f"gridsat: error: unknown piece set '{given}' (did you mean 'tetrominoes*2'?): give a piece file or "
                   "one of: pentominoes, tetrominoes, hexominoes (NAME*K for K copies of each piece)\n")


def test_a_domino_fit_files_misspelt_rule_or_targets_is_offered_the_one_meant(run_cli, tmp_path):
    """``--rule dots`` is offered 'dot', but the same word in a board file was told "unknown rule 'dots'; choose
    ..." alone, and so were 'rul=dot' in the text header and targets 'atmost' / "atleast"."""
    board = ". . . .   4\n. . . .   0\n# . . #   2\n. . . .   4\n"
    told = {"dominofit rule=dots": "unknown rule 'dots' (did you mean 'dot'?); choose rule=cell or rule=dot",
            "dominofit rul=dot": "unknown header option 'rul=dot' (did you mean 'rule'?) (use rule=cell|dot, "
                                 "targets=exact|at-most|at-least)",
            "dominofit targets=atmost": "targets must be exact, at-most or at-least, got 'atmost' (did you mean "
                                        "'at-most'?)"}
    for head, said in told.items():
        (tmp_path / "d.txt").write_text(f"{head}\n1 3 3 3\n{board}")
        assert run_cli("dominofit", str(tmp_path / "d.txt")) == (2, "", f"gridsat: error: d.txt: line 1: {said}\n")
    record = {"rows": 2, "cols": 2, "blocked": [], "row_targets": [1, 1], "col_targets": [1, 1]}
    for field, value, said in (("rule", "dots", "unknown rule 'dots' (did you mean 'dot'?); choose cell or dot"),
                               ("targets", "atleast", 'targets must be exact, at-most or at-least, got "atleast" '
                                                      "(did you mean 'at-least'?)")):
        (tmp_path / "d.json").write_text(json.dumps({**record, field: value}))
        assert run_cli("dominofit", str(tmp_path / "d.json")) == (2, "", f"gridsat: error: d.json: {said}\n")


def test_solve_given_an_edition_is_told_how_solve_takes_one(run_cli):
    """``gridsat solve 2026-10-06 --kind calendar --edition weekday`` (solve told a date to add --kind calendar) was
    told what to do "for hint and grade", naming an edition file alone (mine.txt)."""
    assert run_cli("solve", "2026-10-06", "--kind", "calendar", "--edition", "weekday") == (
        2, "", "gridsat: error: No such option: --edition; an edition is the calendar's: gridsat calendar DATE -e "
               "EDITION; for solve, hint and grade, name it in a calendar puzzle file (an edition file beside it): "
               '{"kind": "calendar", "date": "2026-04-06", "edition": "weekday"} (see \'gridsat solve --help\')\n')
