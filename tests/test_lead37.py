"""The lead's fixes of the eighth sitting of 2026-12-06."""

import shutil
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_batch_draws_its_progress_bar_only_on_a_terminal(run_cli, tmp_path):
    # was: into a redirected stderr (a log file) batch wrote its bar's last state, one line of box characters:
    # "solving ━━━━━━━━━━ 1/1 1 puzzles/s 0:00:00 yinyang-10x10.txt: solved"; count's and census's bars show
    # only on a terminal
    shutil.copy(EXAMPLES / "yinyang-10x10.txt", tmp_path)
    code, out, err = run_cli("batch", str(tmp_path / "yinyang-10x10.txt"), "--out", str(tmp_path / "r.jsonl"))
    assert (code, err) == (0, "") and "1 puzzle in" in out


def test_batch_still_draws_its_progress_bar_on_a_terminal(tmp_path):
    from terminal import stderr_on_a_terminal

    shutil.copy(EXAMPLES / "yinyang-10x10.txt", tmp_path)
    code, drawn = stderr_on_a_terminal("batch", tmp_path / "yinyang-10x10.txt", "--out", tmp_path / "r.jsonl")
    assert code == 0 and "solving" in drawn and "1/1" in drawn


def test_a_long_content_encoding_is_cut_with_its_length(api_client):
    # was: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' (cut at 40, no length said, unlike every other message)
    reply = api_client.post("/api/solve", content=b"{}", headers={"Content-Type": "application/json",
                                                                  "Content-Encoding": "x" * 500})
    assert (reply.status_code, reply.json()) == (415, {"error": "the request's Content-Encoding 'xxxxxxxxxxxxxxxxxxx"
                                                       "xxxxxxxxxxxxxxxx...' (500 characters) is not taken; send the "
                                                       "JSON uncompressed"})


def test_a_long_host_is_cut_with_its_length():
    # was: addressed to 'mybox.lan.mybox.lan...' cut at 100 characters, its length unsaid
    from starlette.testclient import TestClient

    from gridsat.cli.serve import allowed_hosts
    from gridsat.web import Limits, create_app

    client = TestClient(create_app(Limits(workers=1, warm=False), allowed_hosts=allowed_hosts("127.0.0.1")),
                        base_url="http://127.0.0.1:8765")
    reply = client.get("/api/status", headers={"Host": "a" * 300})
    assert reply.status_code == 400
    assert f"this one came addressed to '{'a' * 95}...' (300 characters) (start gridsat serve" in reply.json()["error"]


HEYAWAKE = "https://puzz.link/p?heyawake/6/6/lll155007rs12222j"  # pzprjs's test (tests/data/genres/heyawake.json)
DRAWN = ["2█ 2  ██ 2  ·  2█", "·  ·  ·  ██ ·  ·", "██ ·  ██ ·  ██ ·", "·  ·  ·  ·  ·  ·", "·  ██ ·  ██ ·  ██",
         "·  ·  ██ ·  ·  ·"]


def test_a_drawn_heyawake_cell_of_a_number_and_two_shades_is_no_cell(run_cli, tmp_path):
    # was: '2##' (and '2#█') read as the 2's cell shaded, every '#' after the number stripped
    good, bad = tmp_path / "good.txt", tmp_path / "bad.txt"
    good.write_text("\n".join(DRAWN) + "\n")
    bad.write_text("\n".join([DRAWN[0].replace("2█ ", "2##", 1)] + DRAWN[1:]) + "\n")
    assert run_cli("hint", HEYAWAKE, "--position", str(good)) == (
        0, "solved: every cell is decided and the position is an answer; nothing to deduce\n", "")
    assert run_cli("hint", HEYAWAKE, "--position", str(bad)) == (
        2, "", f"gridsat: error: {bad}: line 1: '2##2  ██ 2  ·  2█' is no row as gridsat draws the board (cells █ "
        "shaded, · unshaded, ? undecided, a clue's number N, N? undecided, N* unshaded, N# shaded by a step, N█ "
        "shaded)\n")


def test_gridsat_solve_given_distinct_names_the_kinds_that_take_it():
    # was: "... puzzle.count(distinct=True) (the puzzle: kind, puzzle = gridsat.read(spec))" for a cover file, whose
    # puzzle.count(distinct=True) is refused ("distinct does not apply to cover puzzles")
    import pytest

    import gridsat

    with pytest.raises(TypeError) as caught:
        gridsat.solve(str(EXAMPLES / "cover-abc.dlx"), task="count", distinct=True)
    assert str(caught.value) == ("distinct is a field of the task, not a setting: puzzle.count(distinct=True) (the "
                                 "puzzle: kind, puzzle = gridsat.read(spec)); only pack puzzles take it")


def test_region_letters_run_together_are_told_to_be_spaced_by_solve(run_cli, tmp_path, monkeypatch):
    # was: "not a puzzle gridsat can read (kinds: ...)", where gridsat starbattle named the row to space
    monkeypatch.chdir(tmp_path)
    grid = Path("regions.txt")
    grid.write_text("AABBB\nAABBB\nCCDDE\nCCDDE\nCCDEE\n")
    assert run_cli("solve", str(grid)) == (
        2, "", "gridsat: error: regions.txt: line 1: 'AABBB' is a row of letters run together: separate a row's cells by "
        "spaces ('A A B B B'); spaced, it is a grid with no kind named above it, which starbattle, norinori and lits "
        "all read: write the kind's name on a line of its own above the grid (as --to text writes it), or gridsat "
        "KIND regions.txt\n")
    grid.write_text("ABC\nDEF\n")  # no region genre reads it spaced (one cell a region): as before
    assert run_cli("solve", str(grid))[2].startswith("gridsat: error: regions.txt: not a puzzle gridsat can read")


@pytest.mark.slow  # (1.2 s of the default run, sitting 14: the slow set runs it)
def test_the_play_cards_key_names_no_blue_frame_a_step_does_not_draw(live_server, browser):
    # was: a step reading no decided cell (a Star Battle's first "cramped", from the regions alone) showed the blue
    # "the cells that justify the step" key beside a board with no blue frame
    import pytest

    pytest.importorskip("uvicorn")
    from test_web_play_regions import _start
    from web_server import by_id, wait_for

    _start(browser, live_server, "starbattle")
    premise_key = by_id(browser, "play-legend-premise")
    for premises in (False, False, True):  # its steps: cramped (none), cramped (none), cramped reading r5c2's dot
        by_id(browser, "play-hint").click()
        wait_for(browser, lambda: by_id(browser, "play-verdict").text.startswith("Next step"))
        assert by_id(browser, "play-legend").is_displayed() and premise_key.is_displayed() == premises
        assert len(browser.find_elements("css selector", "#play-board .cell.premise")) == premises
        by_id(browser, "play-apply").click()
        wait_for(browser, lambda: not by_id(browser, "play-legend").is_displayed())
