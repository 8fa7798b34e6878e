"""The lead's changes of the sixty-second pass's session."""

import json
from pathlib import Path

import gridsat
import gridsat.engines.race as race_module

NORINORI = gridsat.kinds.get("norinori")
RECORDS = {r["name"]: r for r in json.loads((Path(__file__).parent / "data" / "genres" / "norinori.json").read_text())}


def _grid(answer):
    return [[1 if ch == "#" else 0 for ch in row] for row in answer]


def test_a_listing_and_a_count_the_search_cannot_end_are_settled_by_cp_sat():
    # the counting search finds the 23x33 board's answer but cannot prove there is no other: `-n 3` and `--count`
    # ran to the time limit (a 36x54's `-n 3` 110 s) where CP-SAT's enumeration proves it at once
    record = RECORDS["janko-norinori-286_23x33"]
    puzzle = NORINORI.parse(record["url"])
    options = gridsat.SolverOptions(time_limit=120)
    listed = puzzle.solutions(3, options=options)
    assert (len(listed.solutions), listed.complete, listed.engine) == (1, True, "cpsat")
    assert listed.solutions[0] == _grid(record["answer"])
    counted = puzzle.count(keep=None, options=options)
    assert (counted.count, counted.complete, counted.engine) == (1, True, "cpsat")


def test_a_count_whose_search_finds_answers_fast_is_not_raced(monkeypatch):
    # a board of eight 2x4 regions has 5,404 answers (CP-SAT's enumeration counts the same): the search finds them
    # far faster than CP-SAT, which is never built
    text = "norinori\n" + "\n".join(" ".join(chr(65 + (r // 2) * 2 + c // 4) for c in range(8)) for r in range(4))
    puzzle = NORINORI.parse(text)

    def no_race(*args, **kwargs):
        raise AssertionError("raced")

    monkeypatch.setattr(race_module, "race", no_race)
    counted = puzzle.count(keep=2)
    assert (counted.count, counted.complete, counted.engine) == (5404, True, "search")
    monkeypatch.undo()
    by_cp_sat = puzzle.count(keep=2, engine="cpsat")
    assert (by_cp_sat.count, by_cp_sat.complete) == (5404, True)


def test_an_error_line_keeps_the_spaces_of_the_row_it_quotes(run_cli, tmp_path):
    # a Domino Fit position row whose domino '==' was typed as two spaces was quoted with one ('v ##< > 5'): every
    # message was squeezed whole, so the fault it named could not be seen
    game = "tests/data/dominofit/game0_7x7_b5.dot.json"
    lines = run_cli("dominofit", game)[1].splitlines()[:8]
    lines[1] = "< <==><==>##^  6"
    path = tmp_path / "position.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, out, err = run_cli("hint", game, "--position", str(path))
    assert (code, out) == (2, "") and f"{path}: line 2: '< <==><==>##^  6' is no row as gridsat draws" in err
    assert err.count("\n") == 1


def test_one_line_joins_lines_and_keeps_inner_spaces():
    from gridsat.core.wording import one_line

    assert one_line("  a  b \n\n  c\r\nd  ") == "a  b c d"


def test_a_grid_genres_answer_is_printed_with_a_key_and_read_back_without_it(run_cli, tmp_path):
    # Yin-Yang, Domino Fit and every hint printed a key to their drawing's symbols; the grid genres' answers none
    lightup = "https://puzz.link/p?akari/6/6/nekcakbl"
    code, printed, _ = run_cli("solve", lightup)
    assert code == 0 and printed.splitlines()[-2] == "◉ bulb, · no bulb"
    nurikabe = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
    code, printed, _ = run_cli("solve", nurikabe)
    assert code == 0 and printed.splitlines()[-2] == "██ shaded, · unshaded"
    position = tmp_path / "answer.txt"
    position.write_text(printed, encoding="utf-8")  # the key is no row of the board it was printed under
    assert run_cli("hint", nurikabe, "--position", str(position)) == (
        0, "solved: every cell is decided and the position is an answer; nothing to deduce\n", "")
    from gridsat.puzzles.grid.result import answer_key

    assert answer_key("★ · ▓▓", {0: "no star", 1: "star"}) == "★ star, · no star, ▓▓ wall"
    assert answer_key("1 2\n3 4", None) == ""


def test_a_loop_count_the_search_gives_up_on_is_settled_by_cp_sat():
    # the Masyu 30x40 (janko 759): the loop search spends its own budget without a proof; a count said "incomplete:
    # the engine's own search budget stopped the count" where CP-SAT's enumeration proves the one answer
    from gridsat import Task

    masyu = gridsat.kinds.get("masyu")
    record = next(r for r in json.loads((Path(__file__).parent / "data" / "genres" / "masyu.json").read_text())
                  if r["name"] == "janko-masyu-759-30x40")
    counted = masyu.run(masyu.parse(record["url"]), Task("count", limit=5))
    assert (counted.count, counted.complete, counted.engine) == (1, True, "cpsat")


def test_a_unique_domino_fit_board_that_takes_minutes_is_said_so_at_the_start(run_cli, tmp_path, monkeypatch):
    # `generate dominofit --size 200x200 -u` with no time limit searched for 20 minutes without a word
    from gridsat.core.options import TimeUp
    from gridsat.puzzles.dominofit.generator import GENERATOR

    def out_of_time(*args, **kwargs):
        raise TimeUp()

    monkeypatch.setattr(GENERATOR, "generate", out_of_time)
    code, _, err = run_cli("generate", "dominofit", "--size", "200x200", "-u", "-o", str(tmp_path / "b.json"))
    assert code == 1 and err.startswith(
        "note: a unique 200x200 board may take many minutes (CP-SAT proves or refutes uniqueness after each given it "
        "adds; measured: 40x40 about 40 s, 80x80 over 2 minutes, 200x200 none in 20 minutes): -t SECONDS bounds "
        "each puzzle (it then ends 'unknown', no unproven puzzle written)\n")
    assert "note:" not in run_cli("generate", "dominofit", "--size", "200x200", "-u", "-t", "1", "-o",
                                  str(tmp_path / "c.json"))[2]
    assert GENERATOR.slow_words(40, 40, {"unique": True}) is None  # 40 s: no word
    assert GENERATOR.slow_words(200, 200, {"unique": False}) is None  # a planted board: seconds


def test_the_packing_and_domino_fit_cp_sat_models_wait_for_or_tools_only_while_time_lasts(tmp_path, monkeypatch):
    # as the grid genres' sessions (the sixty-third pass): `engine='cpsat'` with a 0.2 s limit from Python took
    # 0.6-1.2 s on a Domino Fit 8x8, OR-Tools (and the pandas it imports) loading past the deadline
    import sys
    import time

    from gridsat import Task
    from gridsat.engines import race

    (tmp_path / "lead27_slow_module.py").write_text("import time\ntime.sleep(5)\n")  # OR-Tools, slow to import
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(race, "CP_MODEL", "lead27_slow_module")
    monkeypatch.delitem(sys.modules, "lead27_slow_module", raising=False)
    for kind, puzzle in (("pack", '{"board": "6x10", "pieces": "pentominoes"}'),
                         ("dominofit", Path("examples/dominofit-8x8.json").read_text())):
        start = time.perf_counter()
        result = gridsat.kinds.get(kind).run(gridsat.kinds.get(kind).parse(puzzle),
                                             Task("solve", engine="cpsat", options=gridsat.SolverOptions(time_limit=0.2)))
        assert (result.status.value, time.perf_counter() - start < 3) == ("unknown", True), kind
