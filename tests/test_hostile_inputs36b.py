"""Hostile pass 36, part b: the calendar design search's results file, read back on a resume."""

from __future__ import annotations

import pytest

from gridsat.puzzles.kinds import names

from gridsat.core.errors import PuzzleInputError
from gridsat.puzzles.calendar.design_lines import _design_fault, agrees, check_verified
from gridsat.puzzles.calendar.design_modes import _design_text

# a design line as the search writes it (dragonfjord's board, pentominoes+hexominoes, K=8; chunk 0's)
LINE = {"record": "design", "design": "H01 F5 I5 L5 N5 P5 T5 U5", "chunk": 0, "dates": 366, "all_solvable": False,
        "unsolvable": 2, "total": 2901, "fewest": {"count": 0, "dates": ["02-01", "02-08"]},
        "median": {"count": 6, "dates": ["01-15"]}, "most": {"count": 45, "dates": ["06-29"]}, "cv": 0.895}
CHECKED = {"dates": 366, "unsolvable": ["02-08", "02-01"], "violations": []}


def test_a_total_no_census_can_have_is_refused():
    # a total of 99,999 beside a most of 45 on 366 dates was taken in, and its design ranked first
    line = dict(LINE, total=99999)
    assert _design_fault(line, 366) == ("a total of 99,999 over 366 dates cannot lie between the fewest 0 and the "
                                        "most 45")
    assert _design_fault(dict(LINE, total=100, fewest={"count": 1, "dates": ["02-01"]}, unsolvable=0,
                              all_solvable=True), 366) == ("a total of 100 over 366 dates cannot lie between the "
                                                           "fewest 1 and the most 45")
    assert _design_fault(LINE, 366) is None


def test_unsolvable_dates_named_and_counted_alike():
    assert _design_fault(dict(LINE, unsolvable=3), 366) == "it names 2 dates with no solution but counts 3"


def test_a_checked_design_says_so():
    # every design checked was reported "(check incomplete)": the check's record has no 'ok' field
    line = dict(LINE, verified=CHECKED)
    assert agrees(line)
    assert _design_text(line).endswith("; 2 dates have no solution (every date checked)")
    assert _design_text(dict(line, verified={"dates": 100, "unsolvable": [], "violations": []})).endswith(
        "(check incomplete)")


def test_an_edited_line_the_check_contradicts_is_refused():
    # edited to "every date solvable", fewest 5 (a consistent line): ranked first, though checking every date found
    # the dates without a tiling
    line = dict(LINE, all_solvable=True, unsolvable=0, fewest={"count": 5, "dates": ["02-01"]})
    assert _design_fault(line, 366) is None  # nothing in the line alone gives it away
    with pytest.raises(PuzzleInputError) as err:
        check_verified(line, CHECKED, "designs.jsonl")
    assert str(err.value) == ("designs.jsonl: the line of design 'H01 F5 I5 L5 N5 P5 T5 U5' is not as the search "
                              "writes it (it says 0 dates have no solution; checking its 366 dates finds 2 with no "
                              "tiling; edited?): remove it and the lines of chunk 0 (its own and its designs') to "
                              "search that chunk again")
    kept = dict(LINE)
    check_verified(kept, CHECKED, "designs.jsonl")  # one the check bears out is kept, with the check
    assert kept["verified"] == CHECKED


HITORI = "1 1 2\n2 3 1\n3 2 1"


@pytest.mark.parametrize(("position", "where"), [
    # rows in JSON were joined into text ("line 3", and read as a drawn board too); now as the command line reads
    # a JSON position file: by row, as values only (pass 73)
    ([[2, 1, 1], [1, 1, 1], [1, 1, 3]], "row 3, column 3: '3' is not 0 or ? (undecided), 1 or . (unshaded), 2 or # "
                                        "(shaded)"),
    ("2 1 1\n1 1 1\n1 1 3", "line 3, column 3: '3' is not 0 or ? (undecided), 1 or . (unshaded), 2 or # "
                             "(shaded); as a drawn board, r1c1: '2' is not its clue (1)")])
def test_a_hitori_position_of_values_with_a_3_names_the_3(position, where):
    """POST /api/hint {"kind": "hitori", "puzzle": HITORI, "position": [[2, 1, 1], [1, 1, 1], [1, 1, 3]]}: 422
    "position: r1c1: '2' is not its clue (1); a drawn board's numbers stand on their clues' cells" -- rows of 1s
    and 2s with a mistyped 3 (no 0 among them) were read as a drawn board, and a cell that was right was named."""
    from gridsat.web.hint_requests import plan_hint
    from gridsat.web.jobs import run_hint
    from gridsat.web.limits import Limits

    with pytest.raises(PuzzleInputError) as exc:
        run_hint(plan_hint({"kind": "hitori", "puzzle": HITORI, "position": position}, Limits()))
    assert str(exc.value) == "position: " + where


NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
NURIKABE_ANSWER = [[1, 1, 2, 2, 2], [1, 2, 1, 1, 2], [1, 2, 2, 2, 2], [1, 2, 1, 2, 1], [2, 2, 2, 1, 1]]


@pytest.mark.parametrize("joined", ["", " "])
def test_a_full_position_side_by_side_is_read_as_values(joined):
    """POST /api/hint (and gridsat hint --position) with the answer's rows side by side, '11222' (no 0: every cell
    decided): "position: the drawn board has 5 rows of 3 cells; the puzzle has 5 rows of 5", though the same rows
    spaced, '1 1 2 2 2', were read as values and judged solved."""
    from gridsat.web.hint_requests import plan_hint
    from gridsat.web.jobs import run_hint
    from gridsat.web.limits import Limits

    text = "\n".join(joined.join(map(str, row)) for row in NURIKABE_ANSWER)
    answer = run_hint(plan_hint({"kind": "nurikabe", "puzzle": NURIKABE, "position": text}, Limits()))
    assert answer["solved"] is True and answer["position"] == NURIKABE_ANSWER


def test_a_hitori_position_side_by_side_with_a_3_names_the_3():
    """'211\\n111\\n113' (values side by side, a 3 mistyped): "the drawn board has 3 rows of 2 cells; the puzzle has
    3 rows of 3"."""
    from gridsat.web.hint_requests import plan_hint
    from gridsat.web.jobs import run_hint
    from gridsat.web.limits import Limits

    with pytest.raises(PuzzleInputError) as exc:
        run_hint(plan_hint({"kind": "hitori", "puzzle": HITORI, "position": "211\n111\n113"}, Limits()))
    assert str(exc.value) == ("position: line 3, column 3: '3' is not 0 or ? (undecided), 1 or . (unshaded), 2 or # "
                              "(shaded)")


def test_batch_under_kind_names_another_kinds_url_as_the_command_line_does(tmp_path):
    """gridsat batch C.jsonl -k sudoku --out R, C's lines a Slitherlink URL, a record of a Light Up URL, a Kakuro
    URL: recorded "URL is a 'slither' puzzle, not sudoku" (a puzz.link genre name, which -k refuses), where
    `gridsat sudoku URL` says "this looks like a Slitherlink puzzle, not Sudoku: gridsat slitherlink URL"."""
    import json

    from gridsat.cli import main

    collection, out = tmp_path / "c.jsonl", tmp_path / "r.jsonl"
    collection.write_text("https://puzz.link/p?slither/4/4/dgdh2c71\n"
                          '{"puzzle": "https://puzz.link/p?akari/6/6/nekcakbl"}\n'
                          "https://puzz.link/p?kinkonkan/4/4/abc\n")
    with pytest.raises(SystemExit) as exc:
        main(["batch", str(collection), "--out", str(out), "-k", "sudoku", "-q", "-j", "1"])
    assert exc.value.code == 0
    errors = {r["line"]: r["error"] for r in map(json.loads, out.read_text().splitlines())}
    assert errors == {
        1: "c.jsonl: line 1: this looks like a Slitherlink puzzle, not Sudoku: gridsat slitherlink "
           "'https://puzz.link/p?slither/4/4/dgdh2c71'",
        2: "c.jsonl: line 2: this looks like a Light Up puzzle, not Sudoku: gridsat lightup "
           "'https://puzz.link/p?akari/6/6/nekcakbl'",
        3: "c.jsonl: line 3: Sudoku: a 'kinkonkan' puzzle: a genre gridsat does not solve (kinds: "
           f"{', '.join(names())})"}


@pytest.mark.parametrize("kind", ["nurikabe", "hitori", "lightup", "sudoku"])
def test_a_yinyang_page_given_to_a_grid_kind_is_pointed_to_yinyang(kind, capsys):
    """gridsat nurikabe examples/yinyang-page.html (and the web's Nurikabe page with that HTML pasted): "line 3:
    'var puzzleWidth = 6;' is cells separated by semicolons: separate a row's cells by spaces", of a Yin-Yang
    puzzle page gridsat reads."""
    from pathlib import Path

    from gridsat.cli import main
    from gridsat.web.jobs import run_solve
    from gridsat.web.limits import Limits
    from gridsat.web.requests import plan_solve

    page = Path(__file__).resolve().parents[1] / "examples" / "yinyang-page.html"
    with pytest.raises(SystemExit) as exc:
        main([kind, str(page)])
    assert exc.value.code == 2
    assert capsys.readouterr().err == (f"gridsat: error: yinyang-page.html: this looks like a Yin-Yang puzzle, not "
                                       f"{ {'lightup': 'Light Up'}.get(kind, kind.title()) }: gridsat yinyang {page}\n")
    with pytest.raises(PuzzleInputError) as err:
        run_solve(plan_solve({"kind": kind, "puzzle": page.read_text()}, Limits()))
    assert str(err.value).endswith("this looks like a Yin-Yang puzzle, not "
                                   f"{ {'lightup': 'Light Up'}.get(kind, kind.title()) }: its page is /puzzle/yinyang")


def test_rows_without_spaces_are_still_told_of_spaces(tmp_path, capsys):
    from gridsat.cli import main

    rows = tmp_path / "h.txt"
    rows.write_text("1114\n1421\n4233\n3214\n")
    with pytest.raises(SystemExit):
        main(["hitori", str(rows)])
    assert capsys.readouterr().err == ("gridsat: error: h.txt: line 1: '1114' reads as one cell of a board one column "
                                       "wide: separate a row's cells by spaces ('1 1 1 4')"
                                       "; a board truly one column wide: give it as JSON or a URL\n")


@pytest.mark.parametrize("kind", ["nurikabe", "hitori"])
def test_an_exact_cover_file_given_to_a_grid_kind_is_pointed_to_cover(kind, capsys):
    """gridsat nurikabe examples/cover-abc.dlx: "line 1: "| Items a b c, ten opti... is cells separated by commas:
    separate a row's cells by spaces"."""
    from pathlib import Path

    from gridsat.cli import main

    dlx = Path(__file__).resolve().parents[1] / "examples" / "cover-abc.dlx"
    with pytest.raises(SystemExit) as exc:
        main([kind, str(dlx)])
    assert exc.value.code == 2
    assert capsys.readouterr().err == (f"gridsat: error: cover-abc.dlx: this looks like an Exact cover puzzle, not "
                                       f"{kind.title()}: gridsat cover {dlx}\n")


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
def test_a_game_link_of_an_unknown_kind_or_none_says_so(live_server, browser):
    """/file#kind=nosuch&play=URL (a link from another gridsat) and /file#play=URL (no kind) opened an empty page
    without a word: the game was dropped silently."""
    from urllib.parse import quote

    from selenium.webdriver.support.ui import Select
    from web_server import by_id, open_page, wait_for

    link = f"#play={quote(NURIKABE, safe='')}"
    open_page(browser, live_server + "/file#kind=nosuch&" + link[1:])
    wait_for(browser, lambda: by_id(browser, "error").is_displayed())
    assert by_id(browser, "error").text == ("the address's game is of kind “nosuch”, which this server does not have: "
                                            "choose its kind in the menu above")
    browser.get("about:blank")
    open_page(browser, live_server + "/file" + link)
    wait_for(browser, lambda: by_id(browser, "error").is_displayed())
    assert by_id(browser, "error").text == ("the address's game names no kind: choose its kind in the menu above to "
                                            "play it")
    Select(by_id(browser, "kind")).select_by_value("nurikabe")  # as it says: the game comes
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 25)
    assert not by_id(browser, "error").is_displayed()  # the message about the link goes once it is followed
