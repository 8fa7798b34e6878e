"""Hostile pass 104, part h: `generate aqre` and `generate cave` as a designer."""

import itertools
from pathlib import Path

from gridsat.core.options import SolverOptions
from gridsat.puzzles import kinds

ROOT = Path(__file__).resolve().parents[1]


def _generate_block():
    text = (ROOT / "docs" / "web.md").read_text(encoding="utf-8")
    return " ".join(next(part for part in text.split("\n\n") if "`POST /api/generate` fields" in part).split())


def test_the_generate_routes_documentation_names_every_kind_with_a_generator():
    # docs/web.md's `POST /api/generate` fields listed "`creek`, `cave`" and "creek: `grade`; cave: `grade`": Aqre,
    # whose generator the route serves (and whose `grade` it takes), was named in neither
    block = _generate_block()
    listed = block.split("`kind` (a kind with a generator: ", 1)[1].split(")", 1)[0]
    for name in kinds.names():
        if kinds.get(name).generator() is not None:
            assert f"`{name}`" in listed, name
    assert "creek: `grade`; aqre: `grade`; cave: `grade`;" in block


def test_a_2x2_aqre_is_made_the_board_of_a_candidates_last_repair_checked():
    # `generate aqre --size 2x2` (seed 1) said "no 2x2 Aqre puzzle whose clues prove one answer found in the 50
    # candidates seed 1 gives", and docs/clue-generators.md "A 2x2 board makes none" (seed 2 made one): the shared
    # bound of a quarter of the cells' repairs is one there, and the board of a candidate's last repair was never
    # checked, so each 2x2 repair was thrown away
    guide = " ".join((ROOT / "docs" / "clue-generators.md").read_text(encoding="utf-8").split())
    assert "A 2x2 board makes none" not in guide
    assert "A 2x2 board takes a few candidates" in guide
    made = kinds.get("aqre").generator().generate(2, 2, 1, SolverOptions(time_limit=60))
    assert made.text == "aqre\n3 .\n0 .\n\n0 0\n1 0\n"
    assert made.info["candidates"] == 13


def _cave_answers(clues):
    """Every answer of a Cave board (rows of None / int), by brute force from the rules."""
    rows, cols = len(clues), len(clues[0])
    cells = [(r, c) for r in range(rows) for c in range(cols)]

    def near(r, c):
        return [(r + a, c + b) for a, b in ((1, 0), (-1, 0), (0, 1), (0, -1)) if 0 <= r + a < rows and 0 <= c + b < cols]

    def areas(group):
        seen, out = set(), []
        for start in group:
            if start in seen:
                continue
            seen.add(start)
            todo, area = [start], [start]
            while todo:
                for n in near(*todo.pop()):
                    if n in group and n not in seen:
                        seen.add(n)
                        todo.append(n)
                        area.append(n)
            out.append(area)
        return out

    found = []
    for bits in itertools.product((0, 1), repeat=rows * cols):
        grid = [bits[r * cols:(r + 1) * cols] for r in range(rows)]
        shaded = {p for p in cells if grid[p[0]][p[1]]}
        if any(clues[r][c] is not None for r, c in shaded):
            continue
        if len(areas({p for p in cells if p not in shaded})) > 1:
            continue
        if any(all(0 < r < rows - 1 and 0 < c < cols - 1 for r, c in area) for area in areas(shaded)):
            continue
        ok = True
        for r, c in cells:
            if clues[r][c] is None:
                continue
            seen = 1
            for a, b in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                rr, cc = r + a, c + b
                while 0 <= rr < rows and 0 <= cc < cols and not grid[rr][cc]:
                    seen, rr, cc = seen + 1, rr + a, cc + b
            ok = ok and seen == clues[r][c]
        if ok:
            found.append([list(row) for row in grid])
    return found


def test_generated_caves_have_their_planted_answer_alone_and_no_number_to_spare():
    # what held: each small Cave made is checked by a brute force written from the rules (not gridsat's model)
    gen = kinds.get("cave").generator()
    for rows, cols, seed in ((3, 3, 1), (2, 4, 2), (3, 3, 3)):
        made = gen.generate(rows, cols, seed, SolverOptions(time_limit=60))
        clues = [list(row) for row in made.puzzle.clues]
        assert _cave_answers(clues) == [made.solution], (rows, cols, seed)
        for r, c in [(r, c) for r in range(rows) for c in range(cols) if clues[r][c] is not None]:
            fewer = [list(row) for row in clues]
            fewer[r][c] = None
            assert len(_cave_answers(fewer)) > 1, (rows, cols, seed, r, c)
