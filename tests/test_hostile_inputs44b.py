"""Hostile pass 44, part b: the web API and batch runs."""

from __future__ import annotations

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.web import Limits
from gridsat.web.requests import plan_solve

LIMITS = Limits(workers=1, warm=False)


@pytest.mark.parametrize("kind, options, message", [
    ("pack", {"board": "3x20", "forced": True, "count": True},
     "choose one of --count, --solutions N, --unique (got --count and --forced)"),
    ("pack", {"board": "3x20", "unique": True, "solutions": 3},
     "choose one of --count, --solutions N, --unique (got --solutions and --unique)"),
    ("yinyang", {"unique": True, "forced": True},
     "choose one of --count, --solutions N, --unique, --forced (got --unique and --forced)"),
])
def test_two_tasks_at_once_offer_only_the_kinds_own_tasks(kind, options, message):
    """``POST /api/solve {"kind": "pack", "options": {"forced": true, "count": true}}`` said "choose one of --count,
    --solutions N, --unique, --forced": pack has no forced task (asked alone it says so); the command line offers
    the kind's own tasks only."""
    body = {"kind": kind, "options": options, **({"puzzle": "00\n00"} if kind == "yinyang" else {})}
    with pytest.raises(PuzzleInputError) as caught:
        plan_solve(body, LIMITS)
    assert str(caught.value) == message


NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
DRAWN = "an answer as gridsat prints it, not a puzzle: give the puzzle itself (its file or URL); to check an answer, " \
        "save it as NAME.solution.txt beside the puzzle file NAME.txt and run gridsat batch with --check-answer"


#: ``gridsat solve NURIKABE`` as it prints the answer.
ANSWER = '· 5 ██████\n· ██2 · ██\n· ████████\n· ██1 ██· \n██████3 · \nsolved in 0.016 s\n'


@pytest.fixture(scope="module")
def drawn_answer(tmp_path_factory):
    """gridsat's own drawing of a Nurikabe answer, saved to a file."""
    path = tmp_path_factory.mktemp("drawn") / "answer.txt"
    path.write_text(ANSWER, encoding="utf-8")
    return path


@pytest.mark.parametrize("args", [("nurikabe",), ("solve", "--kind", "nurikabe"), ("hitori",), ("yinyang",)])
def test_a_drawn_answer_given_to_a_named_kind_is_told_what_it_is(run_cli, drawn_answer, args):
    """``gridsat nurikabe ANSWER.txt`` (gridsat's own drawing of an answer, saved) said "line 2: 4 cells, expected
    3" (``yinyang`` "symbol '·' is not 0", ``batch -k nurikabe`` the same in its line), while ``gridsat solve
    ANSWER.txt`` said what it is: an answer, not a puzzle."""
    assert run_cli(*args, str(drawn_answer)) == (2, "", f"gridsat: error: {drawn_answer.name}: {DRAWN}\n")


def test_a_drawn_answer_sent_to_a_kinds_page_is_told_what_it_is():
    """``POST /api/solve {"kind": "nurikabe", "puzzle": ANSWER}`` said "Nurikabe: line 2: 4 cells, expected 3"; with
    no kind, "puzzle: an answer as gridsat prints it ... run gridsat batch with --check-answer", a command no page
    has: the page's field is named either way, and no command is."""
    import gridsat
    from gridsat.puzzles.unreadable import elsewhere, unreadable

    kind = gridsat.kinds.get("nurikabe")
    with pytest.raises(PuzzleInputError) as caught:
        kind.parse(ANSWER, kind.title)
    on_page = "puzzle: an answer as gridsat prints it, not a puzzle: give the puzzle itself (its file or URL)"
    assert str(elsewhere(caught.value, ANSWER, "puzzle", kind, page=True)) == on_page
    assert str(unreadable(ANSWER, "puzzle", page=True)) == on_page


def test_a_drawn_answer_in_a_batch_with_its_kind_named(tmp_path):
    """``gridsat batch ANSWER.txt -k nurikabe`` recorded "line 2: 4 cells, expected 3"."""
    import json

    from gridsat.batch import run_batch

    (tmp_path / "answer.txt").write_text(ANSWER, encoding="utf-8")
    run_batch([str(tmp_path / "answer.txt")], str(tmp_path / "out.jsonl"), kind="nurikabe", jobs=1)
    line = json.loads((tmp_path / "out.jsonl").read_text().splitlines()[0])
    python = DRAWN.replace("gridsat batch with --check-answer", "gridsat.batch.run.run_batch with check_answer=True")
    assert (line["status"], line["error"]) == ("bad_input", f"answer.txt: {python}")  # a Python run: Python's words


def test_a_designs_pieces_of_the_wrong_area_are_named_as_given(run_cli):
    """``gridsat calendar --census --design dragonfjord --pieces pentominoes --use "L5 Y5"`` (and the web's census
    mode with those settings) said "edition design: the pieces cover 10 cells ...", of an edition no one named."""
    assert run_cli("calendar", "--census", "--design", "dragonfjord", "--pieces", "pentominoes", "--use", "L5 Y5") == (
        2, "", "gridsat: error: the design's pieces (L5 Y5) cover 10 cells but board standard (of dragonfjord) leaves "
               "41 to cover (43 cells minus month and day)\n")


@pytest.mark.slow
def test_the_packing_pages_counter_counts_a_huge_piece_file_exactly(live_server, browser, tmp_path):
    """A piece file ``A: ##`` / ``B*99999999999999999999: #`` on the packing page: its counter said "The pieces in
    pf.txt cover 100000000000000000000. 100,000,000,000,000,000,000 cells too few" (counted in floats: the server
    says 100,000,000,000,000,000,001, as the counter now does)."""
    from web_server import by_id, open_page, wait_for

    (tmp_path / "pf.txt").write_text("A: ##\nB*99999999999999999999: #\n")
    open_page(browser, f"{live_server}/puzzle/pack")
    by_id(browser, "piece-file").send_keys(str(tmp_path / "pf.txt"))
    wait_for(browser, lambda: "pf.txt" in by_id(browser, "counter").text)
    assert by_id(browser, "counter").text == (
        "Board: 60 cells. The pieces in pf.txt cover 100,000,000,000,000,000,001. 99,999,999,999,999,999,941 cells "
        "too few: the pieces cannot all fit.")


@pytest.mark.slow
def test_a_time_limit_too_small_to_tell_from_0_is_said_as_typed(live_server, browser):
    """On the general page, a time limit typed ``1e-400`` was sent as 0 and told "must be a positive number of
    seconds, got 0" (the command line says "'1e-400' is too small to tell from 0")."""
    from selenium.webdriver.support.ui import Select
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, f"{live_server}/file")
    Select(by_id(browser, "kind")).select_by_value("calendar")
    by_id(browser, "argument").send_keys("10-06")
    field = by_id(browser, "time-limit")
    field.clear()
    field.send_keys("1e-400")
    by_id(browser, "solve").click()
    wait_for(browser, lambda: idle(browser) and by_id(browser, "error").is_displayed(), 60)
    assert by_id(browser, "error").text == "“Time limit (seconds)” 1e-400 is too small to tell from 0"


@pytest.mark.parametrize("line", [{"kind": "pack", "puzzle": {"kind": "pack", "board": "m.txt", "pieces": "p.txt"}},
                                  {"kind": "pack", "board": "m.txt", "pieces": "p.txt"}])
def test_a_collection_line_naming_a_file_is_told_what_to_do(tmp_path, line):
    """``gridsat batch c.jsonl`` with a line ``{"kind": "pack", "board": "m.txt", ...}`` (m.txt beside it) said
    "board 'm.txt' names a file, which a puzzle given as text may not do": the line was given in a file."""
    import json

    from gridsat.batch import run_batch

    (tmp_path / "m.txt").write_text("###\n###\n")
    (tmp_path / "c.jsonl").write_text(json.dumps(line) + "\n")
    run_batch([str(tmp_path / "c.jsonl")], str(tmp_path / "out.jsonl"), jobs=1)
    got = json.loads((tmp_path / "out.jsonl").read_text().splitlines()[0])
    assert (got["status"], got["error"]) == ("bad_input", "c.jsonl: line 1: board 'm.txt' names a file, which a "
                                             "collection's line may not do: put the puzzle in a file of its own, "
                                             "beside the file it names")
