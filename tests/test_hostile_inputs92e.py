"""Pass 92e: Heyawake's and Star Battle's trials near their chains, and the walls Heyawake's trials tell its unshaded
area by (puzzles/grid/walls.py), held against the whole board's rules and a plain search."""

from hypothesis import given, settings
from hypothesis import strategies as st

from gridsat.core.grid import FlatGrid
from gridsat.puzzles.grid.hinting import SHADED, areas
from gridsat.puzzles.grid.walls import may_cut, stays_joined

#: One board a size, reused across examples: the walls cache the stalled position's labels on the board, and a cache
#: kept from another position must never answer for this one.
BOARDS: dict = {}


def _one_area(board, grid) -> bool:
    return len(areas(board, [v != SHADED for v in grid])[1]) <= 1


@st.composite
def _shadings(draw):
    """A board up to 7x7, a position whose cells not shaded are one area (0 undecided, 1 unshaded, 2 shaded) and
    1-7 of its undecided cells decided since (mostly shaded; a cell named twice now and then)."""
    rows, cols = draw(st.integers(1, 7)), draw(st.integers(1, 7))
    board = BOARDS.setdefault((rows, cols), FlatGrid(rows, cols))
    grid = draw(st.lists(st.sampled_from((0, 0, 1, SHADED)), min_size=board.n, max_size=board.n))
    free = [i for i, v in enumerate(grid) if not v]
    if not free or not _one_area(board, grid):
        return None
    changed = draw(st.lists(st.sampled_from(free), min_size=1, max_size=min(7, len(free)), unique=True))
    for cell in changed:
        grid[cell] = draw(st.sampled_from((SHADED, SHADED, 1)))
    return board, grid, changed + changed[:draw(st.integers(0, 1))]


@settings(max_examples=150, deadline=None)
@given(_shadings())
def test_the_walls_say_joined_and_no_cut_only_where_a_plain_search_agrees(drawn):
    """The walls' union-find (Rosenfeld's duality) against a plain search of the whole board: ``stays_joined`` never
    says one area of cells a search finds in two, and ``may_cut`` never says no undecided cell's shading cuts where
    shading one splits the cells not shaded (checked cell by cell)."""
    if drawn is None:
        return
    board, grid, changed = drawn
    one = _one_area(board, grid)
    assert one or not stays_joined(board, grid, changed, SHADED)
    if one and not may_cut(board, grid, changed, SHADED):
        for x in (i for i, v in enumerate(grid) if not v):
            assert _one_area(board, grid[:x] + [SHADED] + grid[x + 1:]), (board.rows, board.cols, grid, changed, x)


STAR_BATTLE = "https://puzz.link/p?starbattle/6/6/1/g2hvuie7bo28"  # (janko 001, tests/data/genres/starbattle.json)


def test_a_star_battle_position_with_a_star_written_star_in_spaced_rows_names_it_as_rows_side_by_side_do(
        run_cli, tmp_path):
    """A star written '*' (as the published answers write it) in a position: rows side by side were told
    "line 3, column 5: '*' is not 0 or ? (undecided), 1 or . (empty), 2 or # (star)", but the same rows spaced went
    to the drawn board's reader, its '*' taken for a clue's 'N*': "line 3: '. . ? . * .' is no row as gridsat draws
    the board (cells ★ a star, · empty, ? undecided)", no word of the '*' nor of '#'.  Now both as the first."""
    said = "line 3, column 5: '*' is not 0 or ? (undecided), 1 or . (empty), 2 or # (star)"
    for spaced in (False, True):
        rows = ["??????", "??????", "..?.*.", "??????", "??????", "??????"]
        position = tmp_path / "position.txt"
        position.write_text("\n".join(" ".join(row) if spaced else row for row in rows) + "\n")
        code, out, err = run_cli("hint", STAR_BATTLE, "--position", str(position))
        assert (code, out, err) == (2, "", f"gridsat: error: {position}: {said}\n")
