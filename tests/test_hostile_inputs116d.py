"""Hostile pass 116, part d: every hint step is true in the puzzle's one answer.

The answers here come from brute force over the rules (never the solver): every loop of a small
Slitherlink or Masyu board, every Latin square of a 4x4 Skyscrapers board; each step's decided
cells, edges and points must agree with the one answer, and a board with two answers gets no step.
"""

import itertools
import json
import random

import pytest

import gridsat

STEPS = ((0, 1), (1, 0), (0, -1), (-1, 0))


def _loops_of_regions(rows, cols):
    """Every single loop that bounds a set of the rows x cols squares, as its set of unit
    segments ((r1, c1), (r2, c2)) between the squares' corners, and each corner's two neighbours."""
    out = []
    for mask in range(1, 1 << (rows * cols)):
        inside = {(i // cols, i % cols) for i in range(rows * cols) if mask >> i & 1}
        segments = set()
        for r, c in inside:
            sides = {(-1, 0): ((r, c), (r, c + 1)), (1, 0): ((r + 1, c), (r + 1, c + 1)),
                     (0, -1): ((r, c), (r + 1, c)), (0, 1): ((r, c + 1), (r + 1, c + 1))}
            segments |= {seg for (dr, dc), seg in sides.items() if (r + dr, c + dc) not in inside}
        ends = {}
        for a, b in segments:
            ends.setdefault(a, []).append(b)
            ends.setdefault(b, []).append(a)
        if any(len(v) != 2 for v in ends.values()):
            continue
        stack, seen = [next(iter(ends))], set()
        while stack:
            point = stack.pop()
            if point not in seen:
                seen.add(point)
                stack.extend(ends[point])
        if len(seen) == len(ends):
            out.append((frozenset(segments), ends))
    return out


def _lattice_truth(segments, ends, a, b):
    """Whether the lattice place (a, b) (points at even, even; segments between) is on the loop."""
    if a % 2 == 0 and b % 2 == 0:
        return (a // 2, b // 2) in ends
    if a % 2 == 0:
        return ((a // 2, b // 2), (a // 2, b // 2 + 1)) in segments
    return ((a // 2, b // 2), (a // 2 + 1, b // 2)) in segments


def _slitherlink_boards(count, seed):
    rng = random.Random(seed)
    loops = _loops_of_regions(3, 3)

    def sides(segments, r, c):
        return sum(seg in segments for seg in (((r, c), (r, c + 1)), ((r + 1, c), (r + 1, c + 1)),
                                               ((r, c), (r + 1, c)), ((r, c + 1), (r + 1, c + 1))))
    boards = []
    while len(boards) < count:
        segments, _ = rng.choice(loops)
        clues = [[sides(segments, r, c) if rng.random() < 0.6 else None for c in range(3)] for r in range(3)]
        fits = [loop for loop in loops if all(clues[r][c] is None or sides(loop[0], r, c) == clues[r][c]
                                              for r in range(3) for c in range(3))]
        boards.append((clues, fits))
    return boards


@pytest.mark.parametrize("clues, fits", _slitherlink_boards(6, 116))
def test_slitherlink_steps_hold_in_the_brute_force_answer(clues, fits):
    kind = gridsat.kinds.get("slitherlink")
    deduction = kind.hints(kind.parse(json.dumps({"kind": "slitherlink", "rows": 3, "cols": 3, "clues": clues})))
    if len(fits) != 1:
        assert deduction.verdict == ("no_solution" if not fits else "not_unique") and not deduction.steps
        return
    assert deduction.verdict == "unique" and deduction.steps
    segments, corners = fits[0]
    # the lattice of Slitherlink: cells at odd, odd; so its points are at even, even as here
    for step in deduction.steps:
        for (a, b), value in step.decided.items():
            if a % 2 and b % 2:
                continue
            assert (value == 1) == _lattice_truth(segments, corners, a, b), step.sentence


def _seen(line):
    tallest, count = 0, 0
    for height in line:
        if height > tallest:
            tallest, count = height, count + 1
    return count


def test_skyscrapers_steps_hold_in_every_latin_square_that_fits():
    rng = random.Random(116)
    kind = gridsat.kinds.get("skyscrapers")
    rows = list(itertools.permutations(range(1, 5)))
    squares = [s for s in itertools.product(rows, repeat=4)
               if all(len({s[r][c] for r in range(4)}) == 4 for c in range(4))]
    assert len(squares) == 576
    checked = 0
    while checked < 3:
        answer = rng.choice(squares)
        columns = [[answer[r][c] for r in range(4)] for c in range(4)]
        frame = [["."] * 6 for _ in range(6)]
        for i in range(4):
            for (r, c), line in (((0, i + 1), columns[i]), ((5, i + 1), columns[i][::-1]),
                                 ((i + 1, 0), answer[i]), ((i + 1, 5), answer[i][::-1])):
                if rng.random() < 0.5:
                    frame[r][c] = str(_seen(line))

        def fits(square):
            cols = [[square[r][c] for r in range(4)] for c in range(4)]
            return all(frame[r][c] == "." or int(frame[r][c]) == _seen(line)
                       for i in range(4)
                       for (r, c), line in (((0, i + 1), cols[i]), ((5, i + 1), cols[i][::-1]),
                                            ((i + 1, 0), square[i]), ((i + 1, 5), square[i][::-1])))
        answers = [s for s in squares if fits(s)]
        if len(answers) != 1:
            continue
        deduction = kind.hints(kind.parse("skyscrapers\n" + "\n".join(" ".join(row) for row in frame) + "\n"))
        assert deduction.verdict == "unique"
        for step in deduction.steps:
            for (r, c), value in step.decided.items():
                assert answers[0][r - 1][c - 1] == value, step.sentence
        checked += 1


def test_a_room_of_one_left_open_says_its_one_cell_is_not_unshaded():
    kind = gridsat.kinds.get("shimaguni")
    steps = kind.hints(kind.parse("https://puzz.link/p?shimaguni/6/6/ootvj07hghgug2341")).steps
    said = [s.sentence for s in steps if s.rule == "room_needs" and "the room of the 1 at r5c2" in s.sentence]
    assert said == ["r5c3 is shaded: the room of the 1 at r5c2 needs 1 shaded cell and only 1 of its cells is not "
                    "unshaded (the others are unshaded: r4c4, r5c2 and 1 more)"]
