"""Pass 104e: Yajilin and Cave as a hostile user meets them."""

from __future__ import annotations

import json

import gridsat


def test_caves_no_answer_reason_says_a_number_taken_away_leaves_its_cell_unshaded():
    # was: "the number 1 at r3c3 cannot hold, even with every other number taken away", yet the board with the 1
    # alone has an answer (every other cell shaded): taken away, a number is a '?' whose cell stays unshaded
    cave = gridsat.kinds.get("cave")
    result = cave.parse("cave\n1 . .\n. . .\n. . 1").solve()
    assert (str(result.status), result.reason) == (
        "infeasible", "the number 1 at r3c3 cannot hold, even with every other number taken away, each cell left "
        "unshaded")
    alone = cave.parse("cave\n. . .\n. . .\n. . 1").solve()
    assert alone.grid == [[1, 1, 1], [1, 1, 1], [1, 1, 0]]
    assert cave.parse("cave\n? . .\n. . .\n. . 1").solve().reason.startswith("the number 1 at r3c3 cannot hold")


YAJILIN = [[6, 10, 12, 6, 12], [3, 12, 3, 9, 5], [16, 5, 16, 0, 5], [6, 9, 6, 10, 9], [3, 10, 9, 16, 0]]


def test_a_recorded_yajilin_answer_as_rows_of_numbers_is_read(run_cli, tmp_path):
    # was: docs/yajilin.md's "rows of numbers" in NAME.solution.txt was bad input, "the recorded solution is 25 rows
    # of unequal length; the puzzle is 5x5": the text was split on every space, each number read as a row of hex digits
    kind, puzzle = gridsat.read("https://puzz.link/p?yajilin/5/5/m32j10")
    numbers = "\n".join(" ".join(map(str, row)) for row in YAJILIN) + "\n"
    assert puzzle.read_answer(numbers) == YAJILIN
    assert puzzle.read_answer("6ac6c\n3c395\n#5#05\n696a9\n3a9#0\n") == YAJILIN
    (tmp_path / "y.txt").write_text("https://puzz.link/p?yajilin/5/5/m32j10\n")
    (tmp_path / "y.solution.txt").write_text(numbers)
    out = tmp_path / "out.jsonl"
    code, _, _ = run_cli("batch", str(tmp_path), "--check-answer", "-o", str(out))
    assert code == 0 and json.loads(out.read_text())["matches_record"] is True


def test_a_recorded_masyu_answer_as_rows_of_numbers_is_read():
    # the same split in every loop genre's reader (grid/loop.py): a line of numbers is one row
    masyu = gridsat.kinds.get("masyu").parse("masyu\n. . .\n. . .\n. . .")
    ring = [[6, 10, 12], [5, 0, 5], [3, 10, 9]]
    assert masyu.read_answer("6 10 12\n5 0 5\n3 10 9\n") == ring
    assert masyu.read_answer("6ac\n505\n3a9") == ring


def test_yajilins_flags_in_either_order_are_read():
    # was: "unknown URL flag 'bo' (puzz.link's Yajilin has only 'o' ...; 'ob': both ...)": pzprjs reads each flag by
    # its letter (checkpflag), so 'bo' is both flags there; it is written back as puzz.link writes it, 'ob'
    kind, puzzle = gridsat.read("https://puzz.link/p?yajilin/bo/5/5/m32j10")
    assert (puzzle.outside, puzzle.grey) == (True, True)
    assert puzzle.to_url() == "https://puzz.link/p?yajilin/ob/5/5/m32j10"
