"""Heyawake's and Star Battle's trials from a stall look only near their chain (pass 90: a 22x38 Heyawake's every
round read the whole board, its unshaded cells' area searched whole): what they find is what the whole board's rules
and contradictions find, step for step (the steps of every published puzzle were compared before and after with
benchmarks/hint_steps_same.py)."""

import random

import pytest

import gridsat
from gridsat.puzzles.grid.hinting import SHADED, Board, cut_apart
from test_hint_steps_pinned import logic_of, near_is_whole, record, stalled


@pytest.mark.parametrize("genre,name,mark,seed", [("heyawake", "janko-heyawake-589_22x38", "#", 1),
                                                  ("starbattle", "janko-sternenschlacht-027-15x15", "*", 0)])
def test_a_trial_near_its_chain_finds_what_the_whole_boards_rules_find(genre, name, mark, seed):
    near_is_whole(genre, name, mark, seed)


def test_the_unshaded_area_searched_near_the_cells_shaded_since_is_the_whole_boards_answer():
    """``cut_apart(state, changed)`` (Heyawake's trials: the area searched only around the cells shaded since a
    position where it was one) says what the whole board's search says, cut apart or not, on random shadings of a
    stalled 22x38 board's undecided cells (some walling cells in)."""
    kind, logic = gridsat.kinds.get("heyawake"), logic_of("heyawake")
    rec = record("heyawake", "janko-heyawake-589_22x38")
    board = Board(kind.parse(rec["url"]))
    answer = [SHADED if ch == "#" else 3 - SHADED for row in rec["answer"] for ch in row]
    state = stalled(logic, board, answer, 1)
    assert cut_apart(state) is None
    rng, free, apart = random.Random(7), state.free(), 0
    for _ in range(300):
        trial = state.copy()
        changed = rng.sample(free, rng.randint(1, 4))
        for cell in list(changed):  # (and a neighbour or two of each: shaded groups, walls round a cell)
            changed += [nb for nb in board.near[cell] if not trial.grid[nb] and rng.random() < 0.6]
        for cell in changed:
            trial.grid[cell] = SHADED if rng.random() < 0.8 else 3 - SHADED
        whole = cut_apart(trial)
        assert cut_apart(trial, changed) == whole
        apart += whole is not None
    assert 10 < apart < 290  # (both answers were met)


def test_walls_say_joined_only_where_the_whole_boards_search_finds_one_area():
    """:func:`~gridsat.puzzles.grid.walls.stays_joined` never says "one area" of a shading the whole board's search
    finds in more than one: random boards up to 8x8 and shadings (2x2 blocks, cells side by side, walls on the edge), one
    area before, 1-6 cells decided since; and it says so of most that stay one area."""
    from gridsat.core.grid import FlatGrid
    from gridsat.puzzles.grid.hinting import areas
    from gridsat.puzzles.grid.walls import stays_joined

    rng, said, joined = random.Random(1), 0, 0
    for _ in range(6000):
        board = FlatGrid(rng.randint(1, 8), rng.randint(1, 8))
        dense = rng.random() * 0.5
        grid = [SHADED if rng.random() < dense else 1 if rng.random() < 0.3 else 0 for _ in range(board.n)]
        free = [i for i, v in enumerate(grid) if not v]
        if not free or len(areas(board, [v != SHADED for v in grid])[1]) != 1:
            continue
        changed = rng.sample(free, rng.randint(1, min(len(free), 6)))
        for cell in changed:
            grid[cell] = SHADED if rng.random() < 0.7 else 1
        one = len(areas(board, [v != SHADED for v in grid])[1]) <= 1  # (none left: not cut apart either)
        ok = stays_joined(board, grid, changed, SHADED)
        assert one or not ok, (board.rows, board.cols, grid, changed)
        said += ok
        joined += one
    assert said > 0.9 * joined > 1000


def test_walls_say_no_cell_cuts_only_where_the_whole_boards_search_finds_none():
    """:func:`~gridsat.puzzles.grid.walls.may_cut` (Heyawake's ``cut`` in a trial) never says "no undecided cell's
    shading cuts" where the whole board's cut vertices hold one: random boards up to 9x9 whose cells not shaded
    are one area that no cell cuts, 1-6 cells decided since; and it rarely says "may" of none."""
    from gridsat.core.grid import FlatGrid
    from gridsat.puzzles.grid.hinting import areas, separators
    from gridsat.puzzles.grid.walls import may_cut

    def cuts(board, grid) -> bool:
        root = next((i for i in range(board.n) if grid[i] != SHADED), None)
        return root is not None and any(not grid[c] for c, _, _ in separators(
            board, lambda i: grid[i] != SHADED, lambda i: True, root))

    rng, real, said = random.Random(2), 0, 0
    for _ in range(5000):
        board = FlatGrid(rng.randint(1, 9), rng.randint(1, 9))
        dense = rng.random() * 0.45
        grid = [SHADED if rng.random() < dense else 1 if rng.random() < 0.3 else 0 for _ in range(board.n)]
        free = [i for i, v in enumerate(grid) if not v]
        if not free or len(areas(board, [v != SHADED for v in grid])[1]) != 1 or cuts(board, grid):
            continue
        changed = rng.sample(free, rng.randint(1, min(len(free), 6)))
        for cell in changed:
            grid[cell] = SHADED if rng.random() < 0.6 else 1
        if len(areas(board, [v != SHADED for v in grid])[1]) > 1:
            continue
        one = cuts(board, grid)
        may = may_cut(board, grid, changed, SHADED)
        assert may or not one, (board.rows, board.cols, grid, changed)
        real += one
        said += may
    assert 50 < real <= said < 1.05 * real


def test_star_battles_window_counts_are_the_regions_each_window_holds_and_meets():
    """``confined`` counts first, per window of lines, the regions within it and those reaching into it
    (``_window_counts``): the counts are those of its lists, on every window of random regions' lines."""
    from gridsat.puzzles.starbattle.deductions import _window_counts

    rng = random.Random(3)
    for _ in range(400):
        n = rng.randint(1, 16)
        spans = [sorted(rng.sample(range(n), rng.randint(0, min(n, 4)))) for _ in range(rng.randint(0, 16))]
        within, meeting = _window_counts(spans, n)
        for start in range(n):
            for end in range(start, n + 1):
                assert within[start][end] == sum(1 for s in spans if s and start <= s[0] and s[-1] < end)
                assert meeting[start][end] == sum(1 for s in spans if any(start <= x < end for x in s))


def test_heyawakes_ways_skip_only_cells_no_way_walls_in():
    """``room_fits``'s ways (``_ways``) test walling in only on the cells a way could wall in: the same ways, in
    the same order, as testing every cell around the room, on random positions of the 10x10 janko 12."""
    from gridsat.puzzles.grid.hinting import UNSHADED, State
    from gridsat.puzzles.heyawake import deductions as hd

    def every_cell(s, room, free, need):  # (the ways as pass 89 listed them)
        g, near, rooms = s.grid, s.board.near, hd._rooms(s.board)
        ok = [i for i in free if not any(g[nb] == SHADED for nb in near[i])]
        watch = [i for i in rooms.around[room] if g[i] != SHADED]
        runs = [span for span in rooms.room_spans[room] if all(g[i] == UNSHADED or i in free for i in span)]
        others, ways = len(g) - g.count(SHADED) - need, []

        def place(k, chosen):
            if len(chosen) == need:
                if not (others > 1 and any(i not in chosen and all(nb in chosen or g[nb] == SHADED for nb in near[i])
                                           for i in watch)) and all(not chosen.isdisjoint(span) for span in runs):
                    ways.append(frozenset(chosen))
                return
            for j in range(k, len(ok) - (need - len(chosen)) + 1):
                if not any(nb in chosen for nb in near[ok[j]]):
                    chosen.add(ok[j])
                    place(j + 1, chosen)
                    chosen.discard(ok[j])

        place(0, set())
        return ways

    rec = record("heyawake", "janko-heyawake-12_10x10")
    board = Board(gridsat.kinds.get("heyawake").parse(rec["url"]))
    answer = [SHADED if ch == "#" else UNSHADED for row in rec["answer"] for ch in row]
    rng, some = random.Random(5), 0
    for _ in range(150):
        known = rng.random()
        s = State(board, [answer[i] if rng.random() < known else 0 for i in range(board.n)])
        for room, cells in enumerate(hd._rooms(board).cells):
            free = [i for i in cells if not s.grid[i]]
            for need in range(1, min(len(free), 6)) if len(free) <= hd.MOST_CELLS else ():
                ways = hd._ways(s, room, free, need)
                assert ways == every_cell(s, room, free, need)
                some += bool(ways)
    assert some > 500
