"""What a new user, working from the README alone, tripped over in the
twenty-fourth pass: each case is the exact line, record or count a user gets now."""

from __future__ import annotations

import json
from pathlib import Path

import pytest


EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
BEST = "[editions]\nbest = standard : H02 F5 L5 N5 P5 U5 V5 Y5\n"  # the line `calendar --design` prints to play its find


def test_a_calendar_puzzle_file_names_an_edition_file_beside_it(run_cli, tmp_path, monkeypatch):
    """A designer's edition (the line `calendar --design` prints) solved with `calendar 04-06 -e best.txt`, but
    `gridsat hint` and `grade` take no -e, and a puzzle file naming it was refused ("'edition' must be a built-in
    edition"): hints and grades of one's own design could not be had at all. It is named as a packing puzzle
    names its piece file: a file in the puzzle file's folder."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "best.txt").write_text(BEST)
    (tmp_path / "apr6.json").write_text('{"kind": "calendar", "date": "04-06", "edition": "best.txt"}')
    code, out, err = run_cli("hint", "apr6.json", "--steps", "--json")
    assert (code, err) == (0, "") and json.loads(out)["solved"] is True
    assert run_cli("grade", "apr6.json")[0] == 0
    code, out, _ = run_cli("solve", "apr6.json", "--count", "--json")
    assert (code, json.loads(out)["count"]) == (0, 19)  # as `gridsat calendar 04-06 -e best.txt --count`
    by_option = json.loads(run_cli("calendar", "04-06", "-e", "best.txt", "--count", "--json")[1])
    assert by_option["count"] == 19 and by_option["placements"] == json.loads(out)["placements"]
    (tmp_path / "one.json").write_text('{"kind": "calendar", "date": "04-06", "edition": "best.txt:best"}')
    assert json.loads(run_cli("solve", "one.json", "--count", "--json")[1])["count"] == 19


def test_a_calendar_puzzle_files_edition_file_errors_name_the_field(run_cli, tmp_path, monkeypatch):
    """What a puzzle file's edition file may not be, each in one line naming the file and the field."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "best.txt").write_text(BEST)
    cases = {"../x.txt": "edition '../x.txt' lies outside the puzzle file's folder; name files inside it",
             "nosuch.txt": "edition 'nosuch.txt': no such file in the puzzle file's folder",
             "best.txt:nope": "best.txt has no edition 'nope' (editions: best)",
             "dragonfjrd": "unknown edition 'dragonfjrd' (did you mean 'dragonfjord'?): give a built-in edition "
                           "(dragonfjord, jarringwords, creamakerspace, tetromino, weekday) or an edition file in "
                           "the puzzle file's folder"}
    for edition, line in cases.items():
        (tmp_path / "p.json").write_text(json.dumps({"kind": "calendar", "date": "04-06", "edition": edition}))
        assert run_cli("solve", "p.json") == (2, "", f"gridsat: error: p.json: {line}\n"), edition


def test_a_calendar_puzzle_given_as_text_names_no_edition_file(tmp_path, monkeypatch):
    """A puzzle given as text (the web's, the API's) reads no file it names: only built-in editions."""
    import pytest

    import gridsat

    monkeypatch.chdir(tmp_path)
    (tmp_path / "best.txt").write_text(BEST)
    text = '{"kind": "calendar", "date": "04-06", "edition": "best.txt"}'
    with pytest.raises(gridsat.PuzzleInputError) as caught:
        gridsat.kinds.get("calendar").parse(text)
    assert str(caught.value) == "puzzle: edition 'best.txt' names a file, which a puzzle given as text may not do"
    with pytest.raises(gridsat.PuzzleInputError) as caught:
        gridsat.kinds.get("calendar").parse('{"kind": "calendar", "date": "04-06", "edition": "weekdy"}')
    assert str(caught.value) == (
        "puzzle: unknown edition 'weekdy' (did you mean 'weekday'?): give a built-in edition (dragonfjord, "
        "jarringwords, creamakerspace, tetromino, weekday); an edition file is named only by a puzzle file, in its "
        "folder")
    assert gridsat.kinds.get("calendar").parse(text, base=str(tmp_path)).count().count == 19


def test_a_batch_of_one_bad_file_says_its_whole_message(run_cli, tmp_path, monkeypatch):
    """`gridsat batch urls.txt --out r.jsonl` on a file of URLs ended "bad input: urls.txt (12 lines of URLs: a file
    holds one puzzle; for a list of puzzles, one URL a l...)": the summary cut the message before what to do.
    One refused puzzle is said whole; several are cut, and the summary says where each is whole."""
    monkeypatch.chdir(tmp_path)
    urls = ["https://puzz.link/p?sudoku/4/4/g1k23k3g", "https://puzz.link/p?kinkonkan/2/2/k...-5"]
    (tmp_path / "urls.txt").write_text("\n".join(urls * 2) + "\n")
    code, out, _ = run_cli("batch", "urls.txt", "--out", "r.jsonl", "-j", "1")
    assert code == 0 and "\nbad input: urls.txt (4 lines of URLs: a file holds one puzzle; a list of puzzles, one " \
        "URL a line, is read from a file whose name ends in .jsonl)\nslowest: " in out  # (batch: test_newcomer68)
    (tmp_path / "urls.jsonl").write_text("\n".join(urls * 2) + "\n")
    code, out, _ = run_cli("batch", "urls.jsonl", "--out", "r2.jsonl", "-j", "1")
    assert code == 0 and "\nbad input: urls.jsonl:2 (a 'kinkonkan' puzzle: a genre gridsat does not solve (kinds: pack, " \
        "calendar, ...); urls.jsonl:4 (a 'kinkonkan' puzzle: a genre gridsat does not solve (kinds: pack, calendar, " \
        "...)\n(each whole, with what to do, in its line of r2.jsonl: \"error\")\n" in out


def test_a_json_puzzle_pasted_on_the_command_line_is_named_as_text(run_cli):
    """`gridsat solve '{"kind": "calendar", "date": "04-06"}'` (the README shows puzzle files as such objects, and
    a URL or a Sudoku's digits are pasted so) said "cannot read puzzle file: No such file or directory"."""
    line = ("the puzzle argument is a JSON object, a puzzle's text, where a file, a URL or - goes: save it in a file "
            "and name it, or pipe it in and give - (standard input)")
    assert run_cli("solve", '{"kind": "calendar", "date": "04-06"}') == (
        2, "", f"gridsat: error: '{{\"kind\": \"calendar\", \"date\": \"04-06\"}}': {line}\n")
    assert run_cli("hint", '{"rows": 2}')[2] == f"gridsat: error: '{{\"rows\": 2}}': {line}\n"


def test_a_generated_domino_fit_boards_givens_are_drawn_and_named_as_dominoes(live_server, browser):
    """The Domino Fit page's new 12x12 board (seed 1) showed its two given dominoes as four separately framed
    coloured squares, and its caption said nothing of them: what the coloured squares were was left to guess."""
    import pytest

    pytest.importorskip("uvicorn")
    from web_server import by_id, open_page, wait_for

    open_page(browser, live_server + "/puzzle/dominofit")
    for name in ("rows", "cols"):
        by_id(browser, name).clear()
        by_id(browser, name).send_keys("12")
    by_id(browser, "generate").click()
    wait_for(browser, lambda: by_id(browser, "caption").text)
    board = json.loads(by_id(browser, "puzzle").get_attribute("value"))
    assert len(board["givens"]) == 2 and by_id(browser, "caption").text == (
        "The board, unsolved: cover the free cells with dominoes so each row and column scores its target (cell "
        "rule); the framed 2 dominoes are given, part of every answer.")
    squares = browser.find_elements("css selector", "#board-view .square.given")
    firsts = [s for s in squares if "first" in s.get_attribute("class").split()]
    seconds = [s for s in squares if s not in firsts]
    assert len(firsts) == len(seconds) == 2
    for first in firsts:  # each reaches its second square across the grid's 1px gap: one piece, not two
        x, y, w, h = first.location["x"], first.location["y"], first.size["width"], first.size["height"]
        assert any((s.location["x"], s.location["y"]) in ((x + w, y), (x, y + h)) for s in seconds), (x, y, w, h)


def test_a_calendar_board_as_printed_is_a_position(run_cli, tmp_path, monkeypatch):
    """`gridsat hint 04-06 --kind calendar --position FILE` with the board `hint` had just printed said "row 1 has
    6 cells; the board has 7 columns" (the board's missing cells are printed blank), and with them written as '#',
    "'Apr' is no piece of the set": a player could not step on from the board gridsat itself drew."""
    monkeypatch.chdir(tmp_path)
    code, out, _ = run_cli("hint", "04-06", "--kind", "calendar")
    printed = out.splitlines()[1:8]
    assert code == 0 and printed[0].split() == [".", ".", ".", "Apr", "P5", "P5"]
    (tmp_path / "printed.txt").write_text("\n".join(printed) + "\n")
    code, out, err = run_cli("hint", "04-06", "--kind", "calendar", "--position", "printed.txt", "--json")
    assert (code, err) == (0, "") and json.loads(out)["mistakes"] == [] and json.loads(out)["steps"]
    code, out, _ = run_cli("calendar", "2026-10-06", "-e", "tetromino")  # its last row begins with 4 blank cells
    (tmp_path / "full.txt").write_text("\n".join(out.splitlines()[1:8]) + "\n")
    (tmp_path / "tet.json").write_text('{"kind": "calendar", "date": "2026-10-06", "edition": "tetromino"}')
    code, out, _ = run_cli("hint", "tet.json", "--position", "full.txt", "--json")
    assert code == 0 and json.loads(out)["solved"] is True
    (tmp_path / "bad.txt").write_text("\n".join(printed[:1] + [printed[1] + " P5"] + printed[2:]) + "\n")
    assert run_cli("hint", "04-06", "--kind", "calendar", "--position", "bad.txt") == (
        2, "", "gridsat: error: bad.txt: r2c7: P5 lies off the board (it has no cell there)\n")  # a piece where none
    # can go (pass 90: it was "covers a cell that stays uncovered", the words for a date's cell)


def test_a_domino_fit_board_as_drawn_is_a_position(run_cli, tmp_path, monkeypatch):
    """`gridsat hint board.json --position FILE` with the board `hint` (or `dominofit`) had just drawn said "the
    position has 9 rows" (its targets' line), and its rows alone "r1c2: '##.' is not < > ^ v . or #": the drawing's
    cells are two characters wide (`<==>`, `##`, `^ `)."""
    monkeypatch.chdir(tmp_path)
    board = str(EXAMPLES / "dominofit-8x8.json")
    code, out, _ = run_cli("hint", board)
    (tmp_path / "step.txt").write_text(out.split("\n", 1)[1])  # the drawing: targets, rows and their targets
    (tmp_path / "rows.txt").write_text("\n".join(out.splitlines()[2:10]) + "\n")  # its rows alone
    first = json.loads(run_cli("hint", board, "--json")[1])["steps"][0]
    for name in ("step.txt", "rows.txt"):
        code, out, err = run_cli("hint", board, "--position", name, "--json")
        assert (code, err) == (0, "") and json.loads(out)["mistakes"] == [] and json.loads(out)["steps"][0] != first
    (tmp_path / "answer.txt").write_text(run_cli("dominofit", board)[1])  # the answer, its status line too
    code, out, _ = run_cli("hint", board, "--position", "answer.txt", "--json")
    assert code == 0 and json.loads(out)["solved"] is True
    wrong = run_cli("dominofit", board)[1].replace("<==>v v ####v v  2", "<==>v v ####v ^  2")
    (tmp_path / "wrong.txt").write_text(wrong)
    assert run_cli("hint", board, "--position", "wrong.txt") == (
        2, "", "gridsat: error: wrong.txt: '^' at r7c8 needs a 'v' below it\n")


def test_a_yinyang_board_as_drawn_is_a_position(run_cli, tmp_path, monkeypatch):
    """`gridsat hint examples/yinyang-10x10.txt --position FILE` with the board `hint` had just drawn said "line 1,
    column 1: symbol '?' is not 0 (undecided), 1 (white) or 2 (black)": only rows of digits were read, so a
    player could not step on from gridsat's own drawing (? ● ○ · ██ and the step's W/B)."""
    monkeypatch.chdir(tmp_path)
    puzzle = str(EXAMPLES / "yinyang-10x10.txt")
    (tmp_path / "step.txt").write_text(run_cli("hint", puzzle)[1])  # the sentence, the board, the legend
    code, out, err = run_cli("hint", puzzle, "--position", "step.txt", "--json")
    data = json.loads(out)
    assert (code, err, data["mistakes"]) == (0, "", []) and data["steps"][0]["rule"] == "border"  # the 2nd step
    (tmp_path / "answer.txt").write_text(run_cli("yinyang", puzzle)[1])
    assert json.loads(run_cli("hint", puzzle, "--position", "answer.txt", "--json")[1])["solved"] is True
    # a finished board is told so ("nothing to deduce: every cell is decided" alone left the player to wonder)
    assert run_cli("hint", puzzle, "--position", "answer.txt")[1].splitlines()[0] == (
        "solved: every cell is decided and the position is an answer; nothing to deduce")


def test_a_shading_genres_board_as_drawn_is_a_position(run_cli, tmp_path, monkeypatch):
    """`gridsat hint NURIKABE_URL --position FILE` with the board `hint` had drawn said "'5' is not 0 or ?
    (undecided), 1 or . (unshaded), 2 or # (shaded)": the clues' numbers and the drawing's █ and · were refused."""
    monkeypatch.chdir(tmp_path)
    nurikabe = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
    (tmp_path / "step.txt").write_text(run_cli("hint", nurikabe)[1])
    code, out, err = run_cli("hint", nurikabe, "--position", "step.txt", "--json")
    assert (code, err) == (0, "") and json.loads(out)["steps"][0]["rule"] == "between"  # on from the 'one' step
    (tmp_path / "all.txt").write_text(run_cli("hint", nurikabe, "--steps")[1])  # every step, then the board
    assert json.loads(run_cli("hint", nurikabe, "--position", "all.txt", "--json")[1])["solved"] is True
    (tmp_path / "bad.txt").write_text("? 5 ? ? ?\n? ? 2 ? ?\n? ? ? ? ?\n? ? 1 ? ?\n? ? ? 4 ?\n")
    assert run_cli("hint", nurikabe, "--position", "bad.txt") == (
        2, "", "gridsat: error: bad.txt: r5c4: '4' is not its clue (3); a drawn board's numbers stand on their "
               "clues' cells\n")
    hitori = "https://puzz.link/p?hitori/4/4/1114142333214213"  # numbers in every cell: a drawn one is undecided
    (tmp_path / "hitori.txt").write_text(run_cli("hint", hitori)[1])
    code, out, _ = run_cli("hint", hitori, "--position", "hitori.txt", "--json")
    assert code == 0 and json.loads(out)["steps"][0]["rule"] == "repeat"  # on from r1c2 unshaded ("1*")


@pytest.mark.slow  # 6 s of design search
def test_a_resumed_layout_search_cut_short_names_its_kept_best(tmp_path):
    """`gridsat calendar --layout labels -e dragonfjord --out lay.jsonl -t 3`, run again to go on, said "best labels
    layout ... fewest 6" while the file kept a layout with fewest 19: the run's pair table, cut short by -t, scored
    the kept layouts (all alike on an unfinished table), and the report showed the worse one's own census."""
    from gridsat.puzzles.calendar.editions import load_edition
    from gridsat.puzzles.calendar.layout import search_layouts

    edition, out = load_edition("dragonfjord"), tmp_path / "lay.jsonl"
    search_layouts(edition, restarts=4, steps=40, out=out)
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    layouts = [r for r in lines if r["record"] == "layout"]
    best = max(layouts, key=lambda r: (r["fewest"]["count"], r["total"]))
    assert best["restart"] == 0 and min(r["fewest"]["count"] for r in layouts) < best["fewest"]["count"]
    out.write_text("".join(json.dumps(r) + "\n" for r in lines[:1] + layouts[::-1]))  # the best kept last
    report = search_layouts(edition, restarts=4, steps=40, out=out, time_limit=0.001)  # no table finished
    assert report["complete"] is False and report["best"]["restart"] == 0
    assert report["best"]["fewest"] == best["fewest"]
    # and it said "stopped by the time limit: run again with the same --out to go on", while a run again would
    # stop in the pair table again: nothing new was kept
    from gridsat.puzzles.calendar.design_modes import LayoutReport

    assert report.pop("new") == 0
    assert LayoutReport(report, out, new=0).text()[0] == (
        f"[bold]best labels layout[/bold] (most-fewest, stopped by the time limit before a new layout was scored "
        f"({report['table_seconds']:.1f} s went to the pair table every run builds first); nothing new is kept, so "
        f"run again with a longer time limit): fewest {best['fewest']['count']}, most {best['most']['count']}, "
        f"spread {best['cv']:.3f}")


def test_the_web_reads_a_calendar_puzzles_edition_file_sent_beside_it():
    """On the web, a calendar puzzle naming an edition file is read with the file sent in "files" (the *Any file*
    page's box), as a packing puzzle's piece file is; without it, the line the page rewords to point to that box."""
    import pytest

    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from gridsat.web import Limits, create_app

    puzzle = '{"kind": "calendar", "date": "04-06", "edition": "best.txt"}'
    with TestClient(create_app(Limits(workers=1, warm=False, grace=5.0))) as client:
        sent = client.post("/api/solve", json={"puzzle": puzzle, "files": {"best.txt": BEST},
                                                "options": {"count": True}})
        assert sent.status_code == 200 and sent.json()["count"] == 19
        alone = client.post("/api/solve", json={"puzzle": puzzle, "options": {"count": True}})
        assert (alone.status_code, alone.json()) == (
            422, {"error": "'best.txt' is not a file sent with this request (files sent: none): send it in \"files\""})


def test_hint_given_an_edition_says_where_an_edition_goes(run_cli):
    """`gridsat hint 04-06 --kind calendar -e best.txt` (as `gridsat calendar 04-06 -e best.txt` solves it) said
    only "No such option: -e": nothing said how hints of one's own edition are had."""
    line = ("an edition is the calendar's: gridsat calendar DATE -e EDITION; for solve, hint and grade, name it in a "
            'calendar puzzle file (an edition file beside it): {"kind": "calendar", "date": "2026-04-06", '
            '"edition": "weekday"}')  # (pass 72: solve said it too; a built-in edition is named so; pass 96c: with
    # its year, which the weekday edition needs)
    assert run_cli("hint", "04-06", "--kind", "calendar", "-e", "best.txt") == (
        2, "", f"gridsat: error: No such option: -e; {line} (see 'gridsat hint --help')\n")
    assert run_cli("grade", "04-06", "--kind", "calendar", "--edition", "weekday")[2] == (
        f"gridsat: error: No such option: --edition; {line} (see 'gridsat grade --help')\n")
