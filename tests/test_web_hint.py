"""``POST /api/hint`` and the play mode of the pages, on the shared live
server (``gridsat serve``) and headless Chromium: the hints are the command
line's, a wrong position gets its mistakes, a filled one the independent
checker's verdict, a kind without hints and a bad body their one-line errors;
a person plays a Yin-Yang puzzle to the end with hints, reloads, and checks."""

from __future__ import annotations

import http.client
import json
from pathlib import Path

import pytest

pytest.importorskip("uvicorn")
from web_server import by_id, open_page, post, wait_for  # noqa: E402

import gridsat  # noqa: E402

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
# the test vector of puzz.link's Yin-Yang encoder (robx/pzprjs); its only answer, checked by gridsat's checker
YY_URL = "https://puzz.link/p?yinyang/5/5/016612300"
YY_ANSWER = [[1, 1, 1, 1, 1], [1, 2, 2, 2, 1], [2, 2, 1, 1, 1], [1, 2, 2, 2, 1], [1, 1, 1, 1, 1]]
YY_GIVENS = [[0, 0, 0, 0, 0], [1, 0, 2, 0, 0], [2, 0, 0, 0, 1], [0, 0, 2, 0, 1], [0, 0, 0, 0, 0]]


def cli_json(run_cli, *args) -> dict:
    code, out, err = run_cli(*args, "--json")
    assert code in (0, 1), err
    return json.loads(out)


def same_deduction(api: dict, cli: dict) -> None:
    for key in ("verdict", "complete", "solved", "mistakes", "steps", "grid", "grade"):
        assert api.get(key) == cli.get(key), key


def test_the_first_hint_is_the_command_lines(live_server, run_cli):
    code, data = post(live_server, "/api/hint", {"kind": "yinyang", "puzzle": YY_URL})
    assert code == 200
    cli = cli_json(run_cli, "hint", YY_URL)
    same_deduction(data, cli)
    assert data["steps"][0]["rule"] == "border" and data["refusal"] is None
    assert data["givens"] == YY_GIVENS and data["position"] == YY_GIVENS and data["values"] == ["white", "black"]
    assert "violations" not in data  # the position is not filled


def test_every_step_and_the_grade_are_the_command_lines(live_server, run_cli):
    puzzle = (EXAMPLES / "yinyang-10x10.txt").read_text()
    code, data = post(live_server, "/api/hint", {"puzzle": puzzle, "steps": True})
    assert code == 200 and data["kind"] == "yinyang"
    same_deduction(data, cli_json(run_cli, "hint", str(EXAMPLES / "yinyang-10x10.txt"), "--steps"))
    assert data["solved"] and data["grade"]["steps"] == len(data["steps"])
    assert "violations" not in data  # stepped from the givens


def test_a_wrong_position_gets_its_mistake(live_server, run_cli, tmp_path):
    position = [[2, 0, 0, 0, 0]] + [[0] * 5] * 4  # r1c1 is white in the only answer
    code, data = post(live_server, "/api/hint", {"kind": "yinyang", "puzzle": YY_URL, "position": position})
    assert code == 200
    assert data["mistakes"] == [[0, 0]] and data["steps"] == []
    assert data["refusal"] == ("the position has a mistake: r1c1 differs from the puzzle's only answer; as it "
                               "stands, a colour is cut in two around the border")  # (pass 85: the rule it breaks)
    (tmp_path / "pos.txt").write_text("2 0 0 0 0\n" + "0 0 0 0 0\n" * 4)
    code, out, err = run_cli("hint", YY_URL, "--position", str(tmp_path / "pos.txt"))
    assert out.strip() == data["refusal"]
    # the same position as text, as the kind's read_position reads it
    code, again = post(live_server, "/api/hint", {"kind": "yinyang", "puzzle": YY_URL,
                                                  "position": "2 0 0 0 0\n" + "0 0 0 0 0\n" * 4})
    assert code == 200 and again["mistakes"] == [[0, 0]]


def test_a_filled_position_is_judged_by_the_checker(live_server):
    code, data = post(live_server, "/api/hint", {"kind": "yinyang", "puzzle": YY_URL, "position": YY_ANSWER})
    assert code == 200 and data["violations"] == [] and data["mistakes"] == [] and data["steps"] == []
    white = [[g or 1 for g in row] for row in YY_GIVENS]  # the givens' three black circles in a white grid
    code, data = post(live_server, "/api/hint", {"kind": "yinyang", "puzzle": YY_URL, "position": white})
    assert code == 200
    assert "position: 2x2 block at r1c1 is all white" in data["violations"]
    assert "position: the black cells form 3 separate groups, from r2c3, r3c1 and r4c3" in data["violations"]
    assert data["refusal"].startswith("the position has 5 mistakes: r2c2, r2c4, r3c2, r4c2, r4c4 differ")


def test_a_kind_without_hints_gets_the_command_lines_refusal(live_server, run_cli):
    code, out, err = run_cli("hint", str(EXAMPLES / "queens-8.dlx"))
    assert code == 2
    line = err.strip().removeprefix("gridsat: error: ")
    code, data = post(live_server, "/api/hint", {"puzzle": (EXAMPLES / "queens-8.dlx").read_text()})
    assert (code, data) == (422, {"error": line})
    assert line.startswith("Exact cover has no hints or grades yet (kinds with them: ")


def test_a_calendar_hint_is_the_command_lines(live_server, run_cli):
    code, data = post(live_server, "/api/hint", {"puzzle": (EXAMPLES / "calendar-oct6.json").read_text()})
    assert code == 200 and data["kind"] == "calendar" and data["verdict"] == "several"
    same_deduction(data, cli_json(run_cli, "hint", str(EXAMPLES / "calendar-oct6.json")))
    assert data["steps"][0]["sentence"].endswith("L5 (Mar Apr May Jun Sep)") and data["refusal"] is None
    assert data["labels"][2] == ["1", "2", "3", "4", "5", "6", "7"] and data["givens"][2][5] == "#"  # 6 stays open


@pytest.mark.parametrize(("body", "status", "error"), [
    ({"kind": "yinyang", "puzzle": YY_URL, "step": True}, 422,
     "unknown field 'step' (did you mean 'steps'?) (fields: kind, puzzle, position, steps, time_limit, "
     "memory_limit)"),
    ({"kind": "yinyang"}, 422, "'puzzle' is required: the text of a puzzle file, or a URL"),
    ({"kind": "yinyang", "puzzle": YY_URL, "steps": "yes"}, 422, "'steps' must be true or false, got \"yes\""),
    ({"kind": "yinyang", "puzzle": YY_URL, "position": [[0, "a"]]}, 422,
     # rows holding symbols are read as the kind reads a grid hint --json prints (a Domino Fit's "^"): its words
     "position: a position in JSON is rows of whole numbers (0 undecided), got \"a\" at r1c2"),
    ({"kind": "yinyang", "puzzle": YY_URL, "position": 7}, 422,
     "'position' must be rows of cell values (0 undecided), like [[0, 1], [2, 0]], their text, or the record "
     "hint --json printed"),
    ({"kind": "yinyang", "puzzle": YY_URL, "position": [[0, 0], [0, 0]]}, 422,
     "position: the position has 2 rows of 2 cells; the puzzle has 5 rows of 5"),
    ({"kind": "yinyang", "puzzle": YY_URL, "position": [[0] * 5, [2, 0, 0, 0, 0]] + [[0] * 5] * 3}, 422,
     "position: r2c1 is black, but the puzzle gives a white circle there"),
    ({"kind": "yinyang", "puzzle": YY_URL, "position": "0 0 0 0 0\n0 x 0 0 0\n"}, 422,
     "position: line 2, column 2: symbol 'x' is not 0 (undecided), 1 (white) or 2 (black)"),
    ({"kind": "yinyang", "puzzle": YY_URL, "position": [[0] * 101] * 100}, 413,
     "the position has 10,100 cells; this server takes at most 10,000"),
    ({"kind": "yinyang", "puzzle": YY_URL, "time_limit": 0}, 422, None),
])
def test_bad_hint_requests_get_one_line(live_server, body, status, error):
    code, data = post(live_server, "/api/hint", body)
    assert code == status and list(data) == ["error"] and "\n" not in data["error"]
    if error is not None:
        assert data["error"] == error


def test_a_body_that_is_not_json_gets_400(live_server):
    host, port = live_server.removeprefix("http://").split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=30)
    conn.request("POST", "/api/hint", body=b'{"kind": ', headers={"Content-Type": "application/json"})
    response = conn.getresponse()
    assert response.status == 400
    assert json.loads(response.read()) == {
        "error": "the request is not valid JSON: Expecting value at line 1, column 10"}
    conn.request("GET", "/api/hint")
    response = conn.getresponse()
    assert response.status == 405 and json.loads(response.read()) == {"error": "use POST for /api/hint"}
    conn.close()


# -- playing in the browser ----------------------------------------------------------------------------------


def board(browser) -> list:
    """The play board's values, rows of ints (0 undecided)."""
    values = browser.execute_script(
        "return [...document.querySelectorAll('#play-board .cell')].map((b) => Number(b.dataset.value));")
    return [values[5 * r:5 * r + 5] for r in range(5)]


def cell(browser, r: int, c: int):
    return browser.find_element("css selector", f'#play-board .cell[data-row="{r}"][data-col="{c}"]')


def next_sentence(position) -> str:
    kind = gridsat.kinds.get("yinyang")
    return kind.hints(kind.parse(YY_URL, "URL"), start=position, first=True).steps[0].sentence


@pytest.mark.slow  # 2.5-5 s: out of the default run, which must stay under 5 minutes
def test_a_puzzle_is_played_to_the_end_with_hints(live_server, browser, tmp_path):
    open_page(browser, live_server + "/puzzle/yinyang")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-start"))
    by_id(browser, "puzzle").send_keys(YY_URL)
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 25)
    assert board(browser) == YY_GIVENS
    assert cell(browser, 1, 0).get_attribute("disabled") == "true"  # a given cannot be changed
    cell(browser, 0, 0).click()  # white, as in the answer
    assert board(browser)[0][0] == 1
    position = [row[:] for row in YY_GIVENS]
    position[0][0] = 1
    by_id(browser, "play-hint").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step"))
    assert by_id(browser, "play-message").text == next_sentence(position)
    framed = browser.find_elements("css selector", "#play-board .cell.decided")
    assert framed and browser.find_elements("css selector", "#play-board .cell.premise")
    decided = [(int(b.get_attribute("data-row")), int(b.get_attribute("data-col"))) for b in framed]
    browser.save_screenshot(str(tmp_path / "hint.png"))
    by_id(browser, "play-apply").click()
    after = board(browser)
    assert all(after[r][c] == YY_ANSWER[r][c] for r, c in decided)
    assert by_id(browser, "play-message").text.startswith("Applied: ")
    # the position is in the URL: a reload brings it back
    assert "at=" in browser.current_url
    browser.refresh()
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 25)
    wait_for(browser, lambda: board(browser) == after)
    # a wrong cell is marked by Check, and Undo takes it back
    r, c = next((r, c) for r in range(5) for c in range(5) if not after[r][c] and YY_ANSWER[r][c] == 2)
    cell(browser, r, c).click()  # white, but the answer is black
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "1 mistake")
    assert f"(marked on the board): r{r + 1}c{c + 1}." in by_id(browser, "play-message").text  # (then the rule)
    assert "wrong" in cell(browser, r, c).get_attribute("class")
    by_id(browser, "play-undo").click()
    assert board(browser) == after
    # hints only, to the end (each Hint shows a step; a second Hint applies it)
    for _ in range(25):
        if all(all(row) for row in board(browser)):
            break
        by_id(browser, "play-hint").click()
        wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step"))
        by_id(browser, "play-hint").click()
    assert board(browser) == YY_ANSWER
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == "Solved!")
    browser.save_screenshot(str(tmp_path / "solved.png"))


def test_play_mode_is_only_where_the_kind_explains(live_server, browser):
    open_page(browser, live_server + "/puzzle/yinyang/file")  # the general page of a kind that explains
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-start"))
    open_page(browser, live_server + "/puzzle/calendar/file")
    # open_page waited for the header's links, drawn from the same listing just before the card would be
    assert browser.find_elements("css selector", "#play-start") == []
