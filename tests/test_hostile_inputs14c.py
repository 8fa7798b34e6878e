"""The fourteenth hostile pass over what a designer and an OR learner use: hints, grades, generators,
packing, exact cover and the Python API (issue 20).  What it found, each kept as a test.

Answers here are listed by small searches written from the published rules (every piece used its
number of times, every board cell covered once), never by gridsat's engines."""

from __future__ import annotations

import pytest

import gridsat

# -- a brute-force tiler from the rules: every tiling as a set of (piece, cells) placements ----------


def _orientations(cells, flip=True):
    out = set()
    for mirror in (False, True) if flip else (False,):
        cur = [(r, -c) if mirror else (r, c) for r, c in cells]
        for _ in range(4):
            cur = [(c, -r) for r, c in cur]
            r0, c0 = min(r for r, _ in cur), min(c for _, c in cur)
            out.add(tuple(sorted((r - r0, c - c0) for r, c in cur)))
    return out


def _tilings(rows, pieces):
    """Every tiling of the mask ``rows`` ('#' a cell) by ``pieces`` ``[(name, copies, shape)]``, shape
    '##/#.'; copies of one piece are interchangeable (a tiling is its set of placements)."""
    board = {(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "#"}
    places = {}
    for name, _, shape in pieces:
        cells = [(r, c) for r, row in enumerate(shape.split("/")) for c, ch in enumerate(row) if ch == "#"]
        places[name] = {frozenset((r + dr, c + dc) for r, c in o)
                        for o in _orientations(cells) for dr in range(-4, 8) for dc in range(-4, 8)}
        places[name] = [p for p in places[name] if p <= board]
    left = {name: n for name, n, _ in pieces}
    found, placed = set(), []

    def walk(free):
        if not free:
            found.add(frozenset(placed))
            return
        cell = min(free)
        for name in left:
            if left[name]:
                for p in places[name]:
                    if cell in p and p <= free:
                        left[name] -= 1
                        placed.append((name, p))
                        walk(free - p)
                        placed.pop()
                        left[name] += 1

    walk(frozenset(board))
    return found


def test_a_choice_between_two_pieces_of_one_shape_places_the_piece_it_names():
    # a choice step said 'D (r1c1)' and placed the first option on those cells, piece A of the same shape: the
    # next step then claimed 'r1c3 can only be covered by D' (A could cover it) and the grid showed A at r1c1
    # beside copies labelled Db and Dc of a piece used twice
    rows = ["#.##", "####", "####"]
    pieces = [("A", 1, "#"), ("B", 1, "####"), ("C", 1, "####"), ("D", 2, "#")]
    kind = gridsat.kinds.get("pack")
    puzzle = kind.parse_json({"kind": "pack", "board": rows, "pieces": {"A": "#", "B": "####", "C": "####",
                                                                       "D*2": "#"}})
    answers = [{cell: name for name, cells in t for cell in cells} for t in _tilings(rows, pieces)]
    assert len(answers) == 6
    deduction = kind.hints(puzzle)
    position = {}
    for step in deduction.steps:
        decided = {cell: label[:1] for cell, label in step.decided.items()}
        left = [a for a in answers if all(a[c] == v for c, v in position.items())]
        holds = [all(a[c] == v for c, v in decided.items()) for a in left]
        assert all(holds) if step.rule != "choice" else any(holds), step.sentence
        position.update(decided)
    assert {(r, c): v[:1] for r, row in enumerate(deduction.grid) for c, v in enumerate(row) if v != "#"} \
        == position
    labels = sorted(v for row in deduction.grid for v in row if v != "#")
    assert labels == sorted(["A", "B", "B", "B", "B", "C", "C", "C", "C", "D", "Db"])


def test_a_listing_past_a_float_names_its_memory_in_powers_of_ten(run_cli):
    # solutions(10**400) ended in 'OverflowError: integer division result too large for a float' (every kind
    # whose listing is held to the memory limit), and so did the command line's -n 1e400 written out
    from gridsat.core.options import amount_of_memory

    assert amount_of_memory(10**400 * 1024**3) == "1.0e+400 GB"
    assert amount_of_memory(3 * 10**6 * 1024**3) == "3.0e+06 GB"
    def example(name):
        kind = gridsat.kinds.get(name)
        given = kind.examples[0].puzzle
        return kind.parse(given) if isinstance(given, str) else kind.parse_json(given)

    for name in ("pack", "yinyang", "cover"):
        with pytest.raises(gridsat.PuzzleInputError, match=r"needs about [0-9.]+e\+[0-9]+ GB of memory, more than this machine"):
            example(name).solutions(10**400)
    # a grid of 64 cells or fewer is weighed once built, bounded by its cells' shadings: Hitori's lists its answer
    listed = example("hitori").solutions(10**400)
    assert listed.is_complete and len(listed.solutions) == 1
    code, out, err = run_cli("yinyang", "https://puzz.link/p?yinyang/5/5/016612300", "-n", "1" + "0" * 400)
    assert code == 2 and "needs about" in err and "e+" in err and not out


def test_a_time_limit_past_a_float_is_named_not_an_overflow():
    # SolverOptions(time_limit=10**400) raised OverflowError ('int too large to convert to float') while
    # formatting its own message
    with pytest.raises(gridsat.PuzzleInputError, match=r"time_limit must be below a billion seconds .* got 1e\+400"):
        gridsat.SolverOptions(time_limit=10**400)
    with pytest.raises(gridsat.PuzzleInputError, match=r"got 1e\+09"):
        gridsat.SolverOptions(time_limit=10**9)


def test_the_web_api_names_a_memory_limit_past_a_float(api_client):
    # {"memory_limit": 10**400} (a JSON integer) was answered 500 "Internal Server Error": the message naming
    # it formatted it as a float
    for value, shown in ((10**400, "1e+400"), (-(10**400), "-1e+400")):
        body = '{"kind": "yinyang", "puzzle": "https://puzz.link/p?yinyang/5/5/016612300", ' \
               f'"options": {{"memory_limit": {value}}}}}'
        reply = api_client.post("/api/solve", content=body, headers={"content-type": "application/json"})
        assert reply.status_code == 422
        assert reply.json()["error"] == f"memory_limit must be a positive number of GB (below a billion), got {shown}"


def test_a_piece_named_as_another_pieces_copy_is_refused(run_cli, tmp_path):
    # with 'O*2' and a piece 'Ob', the second copy of O was labelled Ob too: two tilings of 1x7 printed alike
    # ('O O Ob Ob Ob Ob Ob' twice), and a position holding O's second copy, written as gridsat writes it, was
    # refused as 'not one placement of piece Ob'
    from gridsat.puzzles.pack.io import pieces_from_object

    with pytest.raises(gridsat.PuzzleInputError, match=r"^puzzle: piece 'Ob': piece name 'Ob' is the label gridsat gives the 2nd "
                                                        r"copy of piece O \(O\*2\); rename one of them$"):
        pieces_from_object({"O*2": "##", "Ob": "###"})
    with pytest.raises(gridsat.PuzzleInputError, match=r"'Oaa' is the label gridsat gives the 27th copy of piece O"):
        pieces_from_object({"O*27": "#", "Oaa": "#"})
    path = tmp_path / "pieces.txt"
    path.write_text("O*2: ##\nOb: ###\n")
    code, out, err = run_cli("pack", "--board", "1x7", "--pieces", str(path))
    assert code == 2 and not out
    assert err == f"gridsat: error: {path.name}: line 2: piece name 'Ob' is the label gridsat gives the 2nd copy of piece O (O*2); " \
                  "rename one of them\n"
    # names that no copy label takes still read: Oa (a first copy is its name alone), Oc beside two copies, ob
    for pieces in ({"O*2": "##", "Oa": "###"}, {"O*2": "##", "Oc": "###"}, {"O*2": "##", "ob": "###"},
                   {"O": "##", "Ob": "###"}, {"O*26": "#", "Oaa": "#"}):
        assert len(pieces_from_object(pieces)) == 2


@pytest.mark.slow  # 4 s
def test_a_choice_among_more_answers_than_listed_counts_only_what_it_knows():
    # the 6x10 box has 9,356 tilings and a hint lists 5,000: the first step said 'leads to one (442 of the 5000
    # left)', a count of the listed tilings given as the count of all, and a placement every listed tiling
    # shared would have been called proven in 'every answer left'
    import re

    from gridsat.puzzles.placement.hints import MAX_ANSWERS

    kind = gridsat.kinds.get("pack")
    deduction = kind.hints(kind.parse_json({"kind": "pack", "board": "6x10", "pieces": "pentominoes"}), first=True)
    assert deduction.verdict == "several"
    step = deduction.steps[0]
    assert step.rule == "choice"
    found = re.search(r"\(([0-9,]+) of the ([0-9,]+) answers left among the first ([0-9,]+) listed; there are "
                      r"more\): X \(", step.sentence)
    assert found, step.sentence
    assert int(found[2].replace(",", "")) == int(found[3].replace(",", "")) == MAX_ANSWERS < 9356
    assert "of the 5000 left" not in step.sentence


def test_a_piece_set_refuses_a_name_an_answer_cannot_show():
    # the piece files take ASCII names only, but Python took any: '' drew its cells blank, '.' and '#' drew them
    # as the symbols of a cell not covered and off the board, 'A B' and a newline split the answer's rows
    from gridsat import PieceSet, Polyomino

    for name in ("", ".", "#", "0", "A B", "\n", "A\tB", "\x00"):
        with pytest.raises(gridsat.PuzzleInputError, match=r"^piece name .* cannot label its cells in an answer: a "
                                                           r"name is printable, without blanks, and not '\.', '0' or "
                                                           r"'#' \(an uncovered cell\)$"):
            PieceSet(((Polyomino.parse(name, "##") if name not in ".#0" else Polyomino(name, ((0, 0), (0, 1))), 1),))
    kept = PieceSet(((Polyomino("Ä", ((0, 0), (0, 1))), 1), (Polyomino("L'", ((0, 0),)), 2)))
    assert [p.name for p in kept.pieces] == ["Ä", "L'"]
    assert gridsat.pack("1x4", kept).status.value == "solved"


def test_a_placement_position_names_a_hash_on_a_cell_to_cover(run_cli, tmp_path):
    # '#' (a cell that stays uncovered, as the position grid writes it) on a board cell was read as undecided:
    # the player's mark was dropped and the next step covered that cell; Domino Fit named it, packing and the
    # calendar did not
    puzzle = tmp_path / "o2.json"
    puzzle.write_text('{"kind": "pack", "board": "2x4", "pieces": {"O*2": "##/##"}}')
    position = tmp_path / "mine.txt"
    position.write_text("# # . .\n. . . .\n")
    code, out, err = run_cli("hint", str(puzzle), "--position", str(position))
    assert (code, out) == (2, "")
    assert err == f"gridsat: error: {position}: r1c1 is a cell to cover: '#' marks a cell that stays uncovered (use . " \
                  "for a cell not yet covered)\n"
    kind = gridsat.kinds.get("calendar")
    october_6 = kind.parse_json({"kind": "calendar", "date": "2026-10-06"})
    grid = kind.hints(october_6, first=True).grid  # '#' off the board and on the date's cells: still read
    assert kind.hints(october_6, start=grid, first=True).steps
    grid[0][0] = "#"
    with pytest.raises(gridsat.PuzzleInputError, match="r1c1 is a cell to cover"):
        kind.hints(october_6, start=grid)


def test_a_placement_hint_builds_its_matrix_and_engine_under_the_clock(monkeypatch):
    # a hint on 20x15 with five sets of pentominoes (14,896 placements) and a deadline 1 ms away ran a third of
    # a second of CPU: the placements, the matrix and the exact-cover engine were built whatever the time
    import time

    from gridsat.puzzles.placement import hints, search

    kind = gridsat.kinds.get("pack")
    puzzle = kind.parse_json({"kind": "pack", "board": "3x20", "pieces": "pentominoes"})
    built = []
    monkeypatch.setattr(hints, "all_placements", lambda *a, **k: built.append(a) or [], raising=False)
    real = hints.cover_of
    monkeypatch.setattr(hints, "cover_of", lambda *a, **k: built.append(a) or real(*a, **k))
    out = kind.hints(puzzle, deadline=time.perf_counter() - 1)  # past: nothing is built
    assert not built
    assert (out.verdict, out.complete, out.steps, out.solved) == ("unknown", False, [], False)
    assert out.grid == [[0] * 20] * 3
    checks = []
    real_engine = search._engine
    monkeypatch.setattr(search, "_engine", lambda *a, check=None: checks.append(check) or real_engine(*a, check=check))
    search._ENGINES.clear()
    out = kind.hints(puzzle, deadline=time.perf_counter() + 600)
    assert out.verdict == "several" and checks and checks[0] is not None  # the engine got the deadline
    ticks = []
    problem = kind.placement_problem(puzzle)
    hints.cover_of(problem, None, lambda: ticks.append(1))
    assert len(ticks) > 1  # the matrix checks the clock as it is built


def test_a_planted_domino_fit_record_claims_no_uniqueness_it_did_not_prove():
    # without --unique the record said "unique": false, also for a board whose planted tiling is its only one
    # (this 2x2 board, seed 4): in the shared data's records "unique" is there only when it was verified
    made = gridsat.kinds.get("dominofit").generator().generate(2, 2, 4)
    assert made.puzzle.count().count == 1
    assert "unique" not in made.record()
    proven = gridsat.kinds.get("dominofit").generator().generate(2, 2, 4, unique=True)
    assert proven.record()["unique"] is True


def test_a_task_refuses_a_number_its_task_does_not_use():
    # Task("solve", limit=3), Task("count", 5) (n lists only with 'solutions') and Task("unique", keep=5) were
    # taken and the number dropped, where the command line refuses --limit without --count
    from gridsat import Task

    for task, message in ((lambda: Task("solve", limit=3), "Task.limit goes with the count task, not solve"),
                          (lambda: Task("count", 5), "Task.n goes with the solutions task, not count"),
                          (lambda: Task("unique", keep=5), "Task.keep goes with the count task, not unique"),
                          (lambda: Task("solutions", 3, limit=2), "Task.limit goes with the count task, not "
                                                                  "solutions")):
        with pytest.raises(gridsat.PuzzleInputError, match=f"^{message}$"):
            task()
    kind = gridsat.kinds.get("pack")
    puzzle = kind.parse_json({"kind": "pack", "board": "3x20", "pieces": "pentominoes"})
    counted = kind.run(puzzle, Task("count", limit=5, keep=3))  # what each task uses is still taken
    assert (counted.count, len(counted.solutions), counted.complete) == (5, 3, False)
    assert len(kind.run(puzzle, Task("solutions", 3)).solutions) == 3
    assert puzzle.count(keep=None).count == 8 and puzzle.solutions(2).complete is False


@pytest.mark.slow  # the default run keeps under 5 minutes on a fresh machine: among its heaviest (8-17 s)
def test_a_position_whose_answers_the_time_limit_cut_is_no_mistake(monkeypatch):
    # a right 6x10 position (the first pieces of a tiling past the first 5,000 listed) was told its pieces were
    # mistakes when the time limit cut the listing of its answers: with the listing itself cut ('unknown', but
    # its mistakes named), and with the position's own listing cut after 5,000 others (named, complete)
    from gridsat.puzzles.placement import hints

    kind = gridsat.kinds.get("pack")
    puzzle = kind.parse_json({"kind": "pack", "board": "6x10", "pieces": "pentominoes"})
    late = kind.run(puzzle, gridsat.Task("solutions", 9356)).solutions[-1]
    grid = [[0] * 10 for _ in range(6)]
    for placement in late[:4]:
        for r, c in placement.cells:
            grid[r][c] = placement.piece
    assert kind.hints(puzzle, start=grid, first=True).mistakes == []
    real = hints.answers_of
    for cut_call in (1, 2):  # the listing of the puzzle's answers, or the position's own after 5,000 others
        calls = []

        def cut(problem, cover, deadline, cut_call=cut_call, calls=calls):
            calls.append(1)
            answers, complete, bounded = real(problem, cover, deadline)
            if len(calls) != cut_call:
                return answers, complete, bounded
            return (answers[:100], False, False) if cut_call == 1 else ([], False, False)

        monkeypatch.setattr(hints, "answers_of", cut)
        out = kind.hints(puzzle, start=grid, first=True)
        assert len(calls) == cut_call
        assert (out.verdict, out.complete, out.mistakes, out.steps) == ("unknown", False, [], []), cut_call


def test_a_grade_counts_choices_apart_from_guesses(run_cli, tmp_path):
    # a packing board with several answers graded 'guesses: 3' where 'gridsat hint --steps' said '0 guesses,
    # 3 choices' for the same steps: the grade counted each choice among several answers as a guess
    import json

    puzzle = tmp_path / "several.json"
    puzzle.write_text('{"kind": "pack", "board": ["#.##", "####", "####"], '
                      '"pieces": {"A": "#", "B": "####", "C": "####", "D*2": "#"}}')
    code, out, _ = run_cli("hint", str(puzzle), "--steps")
    assert code == 0 and "solved in 5 steps (0 trials, 0 guesses, 3 choices)" in out
    code, out, _ = run_cli("grade", str(puzzle))
    assert code == 0 and "steps: 5; trials: 0; guesses: 0; choices: 3; hardest rule: choice" in out
    code, out, _ = run_cli("grade", str(puzzle), "--json")
    graded = json.loads(out)["grade"]
    assert (graded["guesses"], graded["choices"], graded["steps"], graded["grade"]) == (0, 3, 5, "guess")
    yinyang = gridsat.kinds.get("yinyang")
    from gridsat.core.hints import grade

    steps = yinyang.hints(yinyang.parse("https://puzz.link/p?yinyang/5/5/016612300")).steps
    assert grade(steps)["choices"] == 0
