"""What a new user, working from the README alone, tripped over in the
twenty-second pass: each case is the exact line, title or record a user gets now."""

from __future__ import annotations

import json
import re

import pytest

import gridsat


def titles(svg: str) -> list[str]:
    """The texts of an SVG picture matplotlib wrote (each drawn text is preceded by a comment holding it)."""
    return re.findall(r"<!-- (.*?) -->", svg)


def test_a_board_drawn_on_the_packing_page_is_titled_by_its_size():
    """A board drawn on the packing page, with a piece file chosen, was pictured as "pieces.txt in puzzle"
    under the heading "pieces.txt into your board": "puzzle" is the name the server gives the text it was
    sent, and the picture's title took it as the board's name."""
    pytest.importorskip("starlette")
    from gridsat.web.jobs import run_solve
    from gridsat.web.limits import Limits
    from gridsat.web.requests import plan_solve

    puzzle = {"kind": "pack", "board": ["#####", "####.", "###..", "###.."], "pieces": "p.txt"}
    body = {"kind": "pack", "puzzle": json.dumps(puzzle), "svg": True,
            "files": {"p.txt": "F: .##/##./.#.\nI: #####\nU: #.#/###\n"}}
    out = run_solve(plan_solve(body, Limits()))
    assert out["status"] == "solved"
    # (its cells: "in 4x5", its bounding box, was said of a board of 15 cells)
    assert "p.txt in 15 cells of 4x5" in titles(out["svg"]) and not any("puzzle" in t for t in titles(out["svg"]))


def test_pieces_written_in_a_json_puzzle_are_not_named_after_the_file(tmp_path, run_cli):
    """`gridsat solve inl.json --svg p.svg`, the pieces written in the file as an object, drew the title
    "inl.json in inl.json": the pieces were named after the file, as the board was."""
    path = tmp_path / "inl.json"
    path.write_text(json.dumps({"kind": "pack", "board": ["####", "####"], "pieces": {"A": "####", "B": "####"}}))
    code, _, err = run_cli("solve", str(path), "--svg", str(tmp_path / "p.svg"))
    assert (code, err) == (0, "")
    assert "pieces in inl.json" in titles((tmp_path / "p.svg").read_text())
    puzzle = gridsat.kinds.get("pack").parse(path.read_text())
    assert puzzle.pieces.name == "" and puzzle.solve().status.value == "solved"


def test_the_domino_fit_page_counts_forced_dominoes_in_english(live_server, browser):
    """The Domino Fit page's example, with the task "the dominoes every tiling shares", answered "7 dominos in
    every tiling." (the page made every plural with an s)."""
    pytest.importorskip("uvicorn")
    from selenium.webdriver.support.ui import Select
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, live_server + "/puzzle/dominofit")
    by_id(browser, "example").click()
    wait_for(browser, lambda: by_id(browser, "puzzle").get_attribute("value").startswith("dominofit"))
    Select(by_id(browser, "task")).select_by_visible_text("the dominoes every tiling shares")
    by_id(browser, "solve").click()
    wait_for(browser, lambda: "tiling" in by_id(browser, "verdict").text and idle(browser), 120)  # a cold worker
    assert by_id(browser, "verdict").text == "7 dominoes in every tiling."


T_REASON = ("on a chessboard colouring the free cells are 10 dark and 10 light squares, and no way of laying the "
            "pieces covers that: T covers 3 of one colour and 1 of the other (any other piece as many of each)")


def test_a_packing_the_chessboard_colouring_rules_out_says_why(run_cli):
    """`gridsat pack --pieces tetrominoes --board 4x5` (docs/packing.md's example of a set that cannot tile)
    printed only "infeasible in 0.020 s": the proof gridsat had found (the T covers 3 squares of one colour)
    was not said, where Domino Fit prints its arithmetic as "no tiling: ..."."""
    code, out, err = run_cli("pack", "--pieces", "tetrominoes", "--board", "4x5")
    assert (code, err) == (1, "") and out.startswith(f"no tiling: {T_REASON}\ninfeasible in ")
    code, out, _ = run_cli("pack", "--pieces", "tetrominoes", "--board", "4x5", "--json")
    data = json.loads(out)
    assert (code, data["status"], data["reason"]) == (1, "infeasible", T_REASON)
    three = gridsat.pack("6x10", "tetrominoes*3")
    assert three.status.value == "infeasible" and three.reason.endswith(
        "T covers 3 of one colour and 1 of the other, each of its 3 copies (any other piece as many of each)")
    assert gridsat.pack("5x8", "tetrominoes*2").reason is None  # it tiles


def test_a_calendar_design_the_colouring_rules_out_says_why(tmp_path, run_cli):
    """A design of 21 dominoes on the standard board with one filler cell: dates whose month and day cells
    differ in colour cannot be tiled, and `gridsat calendar 10-06 -e dom.txt` said only "infeasible"."""
    rows = ["Jan Feb Mar Apr May Jun *", "Jul Aug Sep Oct Nov Dec .", "1 2 3 4 5 6 7", "8 9 10 11 12 13 14",
            "15 16 17 18 19 20 21", "22 23 24 25 26 27 28", "29 30 31 . . . ."]
    design = tmp_path / "dom.txt"
    design.write_text("[board dom]\n" + "\n".join(rows) + "\n[pieces]\nD: ##\n[editions]\ndom = dom :" + " D" * 21 + "\n")
    code, out, _ = run_cli("calendar", "10-06", "-e", str(design))
    assert code == 1 and out.startswith(
        "6 Oct on dom\nno tiling: on a chessboard colouring the free cells are 22 dark and 20 light squares, but every "
        "piece covers as many of one colour as of the other\ninfeasible in ")
    code, out, _ = run_cli("calendar", "01-01", "-e", str(design), "--count", "--json")
    assert (code, json.loads(out)["count"]) == (0, 1040)  # CP-SAT (--engine cpsat) counts the same


def test_a_recorded_solution_in_one_line_is_read_as_the_board(tmp_path, run_cli):
    """A Sudoku collection kept as the usual pairs of 81-digit lines, {"puzzle": "4.....8.5...", "solution":
    "417369825..."}: the puzzle was read (a Sudoku may be one line) but `batch --check-answer` refused every
    solution, "the recorded solution is 1x81; the puzzle is 9x9"."""
    sudoku = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
    answer = gridsat.kinds.get("sudoku").parse(sudoku).solve().grid
    digits = "".join(str(v) for row in answer for v in row)
    wrong = digits[:-2] + digits[-1] + digits[-2]
    yinyang = "https://puzz.link/p?yinyang/5/5/016612300"
    lines = [{"puzzle": sudoku, "solution": digits}, {"puzzle": sudoku, "solution": wrong},
             {"puzzle": yinyang, "solution": "1111112221221111222111111"}, {"puzzle": sudoku, "solution": digits[:80]}]
    collection = tmp_path / "levels.jsonl"
    collection.write_text("".join(json.dumps(line) + "\n" for line in lines))
    out = tmp_path / "r.jsonl"
    code, _, _ = run_cli("batch", str(collection), "--out", str(out), "--check-answer", "-q", "-j", "1")
    got = sorted((r["line"], r["status"], r.get("matches_record"), r.get("error")) for r in map(
        json.loads, out.read_text().splitlines()))
    assert code == 0 and got == [
        (1, "solved", True, None), (2, "solved", False, None), (3, "solved", True, None),
        (4, "bad_input", None, f"{collection.name}: line 4: the recorded solution is 1x80; the puzzle is 9x9")]


def test_the_line_count_the_docs_give_for_nurikabe_is_its_own():
    """README and docs/adding-a-kind.md said Nurikabe's rules and kind take 201 lines; they were 203."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    package = root / "src" / "gridsat" / "puzzles" / "nurikabe"
    lines = sum(len((package / name).read_text().splitlines()) for name in ("rules.py", "kind.py"))
    for page in ("README.md", "docs/adding-a-kind.md"):
        said = re.findall(r"its rules and kind in (\d+) lines", (root / page).read_text())
        assert said == [str(lines)], page


def test_a_yin_yang_hint_says_what_its_letters_mean(run_cli):
    """`gridsat hint examples/yinyang-10x10.txt` (the README's tour) drew the step's cell as a red "W" among
    "?", "●" and "○" with no word on any of them, where a Nurikabe or Hitori hint ends "(# shaded by this step;
    ? not yet decided)"."""
    from pathlib import Path

    puzzle = str(Path(__file__).resolve().parents[1] / "examples" / "yinyang-10x10.txt")
    code, out, _ = run_cli("hint", puzzle)
    assert code == 0 and out.endswith("\n(W white by this step; ●/○ given black/white circles; ? not yet decided)\n")
    code, out, _ = run_cli("hint", puzzle, "--steps")
    assert code == 0 and out.endswith(
        "\n(W white by this step; ●/○ given black/white circles; ██ black before it; · white before it)\n")


def test_the_file_page_says_where_to_choose_a_file_the_puzzle_names(live_server, browser, tmp_path):
    """A packing puzzle file naming its piece file ("pieces": "pieces.txt"), chosen on the Any puzzle file
    page, was refused with "puzzle: pieces 'pieces.txt' names a file, which a puzzle given as text may not do":
    the page has a box for exactly that file, and the message sent the user away."""
    pytest.importorskip("uvicorn")
    from web_server import by_id, idle, open_page, wait_for

    puzzle = tmp_path / "b.json"
    puzzle.write_text(json.dumps({"kind": "pack", "board": "5x8", "pieces": "pieces.txt"}))
    open_page(browser, live_server + "/file")
    by_id(browser, "file").send_keys(str(puzzle))
    wait_for(browser, lambda: "pieces.txt" in by_id(browser, "puzzle").get_attribute("value"))
    by_id(browser, "solve").click()
    wait_for(browser, lambda: idle(browser) and by_id(browser, "error").text, 120)  # a cold worker
    assert by_id(browser, "error").text == ("'pieces.txt' is not a file sent with this request (files sent: none): "
                                            "choose it under “Files the puzzle or settings name”, below")
    pieces = tmp_path / "pieces.txt"
    pieces.write_text("I*2: ####\nO*2: ##/##\nT*2: ###/.#.\nS*2: .##/##.\nL*2: #../###\n")
    by_id(browser, "files").send_keys(str(pieces))
    wait_for(browser, lambda: "pieces.txt" in by_id(browser, "file-list").get_attribute("textContent"))
    by_id(browser, "solve").click()
    wait_for(browser, lambda: idle(browser) and by_id(browser, "verdict").text, 60)
    assert by_id(browser, "verdict").text == "Solved." and not by_id(browser, "error").is_displayed()


def test_a_packing_hint_picture_names_its_pieces_and_board():
    """`gridsat hint board.json --png step.png` (docs/packing.md's example) was titled "Polyomino packing: step 1
    (one_place)", where the answer's picture of the same file says "pieces in board.json" (the calendar's hint
    picture was given its date in the twentieth pass; packing kept the kind's title)."""
    kind = gridsat.kinds.get("pack")
    puzzle = kind.parse('{"board": ["#####", "####.", "###..", "###.."], "pieces": {"F": ".##/##./.#.", '
                        '"I": "#####", "U": "#.#/###"}}', "board.json")
    figure = kind.hint_figure(puzzle, kind.hints(puzzle), 1)
    assert figure._suptitle.get_text() == "pieces in board.json: step 1 (one_place)"
    assert puzzle.solve().figure()._suptitle.get_text() == "pieces in board.json"
    three = kind.parse('{"kind": "pack", "board": "3x20"}')
    assert kind.hint_figure(three, kind.hints(three), 1)._suptitle.get_text() == "pentominoes in 3x20: step 1 (choice)"


def test_a_cell_rule_row_no_tiling_can_score_is_said_in_cells_not_fractions(tmp_path, run_cli):
    """A first Domino Fit board of one's own, a row of 5 free cells with target 2 under the cell rule, got
    "no tiling: the targets force -3/2 horizontal dominoes in row 3, which is not a whole number"."""
    board = tmp_path / "d.txt"
    board.write_text("dominofit rule=cell\n2 3 5 4 3 6\n. . . . . .   6\n. . . # . .   5\n. . . . . #   2\n"
                     "# . . # . #   3\n. . . # . #   3\n. # . . . .   4\n")
    code, out, _ = run_cli("dominofit", str(board))
    assert code == 1 and ("no tiling: row 3 has 5 free cells, so its score under the cell rule is 5 plus 2 for each "
                          "horizontal domino in it: never 2\n") in out


def test_an_edition_file_without_an_edition_is_listed_once_by_name(live_server, browser, tmp_path):
    """A file with no [editions] section chosen as the calendar's edition file was listed as "d2.txt (d2.txt)"
    in the edition menu (its edition's name, missing, was replaced by the file's name), beside the message
    that says what is wrong with it."""
    pytest.importorskip("uvicorn")
    from selenium.webdriver.support.ui import Select
    from web_server import by_id, idle, open_page, wait_for

    mine = tmp_path / "d2.txt"
    mine.write_text("dominofit rule=dot\n1 3 3 3\n. . . .   4\n")
    open_page(browser, live_server + "/puzzle/calendar?date=2026-10-06")
    by_id(browser, "edition-file").send_keys(str(mine))
    wait_for(browser, lambda: Select(by_id(browser, "edition")).first_selected_option.text != "dragonfjord")
    assert Select(by_id(browser, "edition")).first_selected_option.text == "d2.txt (your file)"
    by_id(browser, "solve").click()
    wait_for(browser, lambda: idle(browser) and by_id(browser, "error").text, 120)
    assert by_id(browser, "error").text == ("d2.txt: this looks like a Domino Fit puzzle, not an edition file: open "
                                            "it on the “Any file” page (/file)")  # (pass 73: was "line 1: text before
    # ...", pass 83b: "give it as the puzzle itself", a box this page lacks)
    open_page(browser, live_server + "/puzzle/calendar#every-date")  # the Every date tab's menu alike
    by_id(browser, "census-file").send_keys(str(mine))
    wait_for(browser, lambda: Select(by_id(browser, "census-edition")).first_selected_option.text != "dragonfjord")
    assert Select(by_id(browser, "census-edition")).first_selected_option.text == "d2.txt (your file)"
