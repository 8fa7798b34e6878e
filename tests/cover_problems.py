"""Classic exact cover problems built from scratch (no gridsat puzzle code),
shared by tests/test_cover*.py and benchmarks/cover.py.

* n queens (Knuth, TAOCP 7.2.2.1 (23)): primary items ``r<i>`` and ``c<j>``
  (rows, columns), secondary items ``a<k>``/``b<k>`` (the two diagonal
  directions); option ``(i, j)`` = one queen on square (i, j).
* pentominoes in a w x h box: primary items the 12 piece names and the
  cells ``"x,y"``; one option per placement (every rotation and reflection);
* Langford pairs (Knuth, TAOCP 7.2.2.1 (16)): primary items the values
  ``1..n`` and the slots ``s1..s2n``; option ``i sj sk`` puts the two i's
  in slots j and k = j + i + 1 (both a sequence and its reversal count);
* cycle colourings with colours (Algorithm C): edge ``e<i>`` of the
  n-cycle primary, vertex ``v<i>`` secondary, one option per ordered pair of
  different colours of its ends.
"""

from __future__ import annotations

PENTOMINOES = {  # the 12 free pentominoes in Conway's letters
    "F": [".##", "##.", ".#."], "I": ["#####"], "L": ["####", "#..."], "N": ["###.", "..##"],
    "P": ["###", "##."], "T": ["###", ".#.", ".#."], "U": ["#.#", "###"], "V": ["#..", "#..", "###"],
    "W": ["#..", "##.", ".##"], "X": [".#.", "###", ".#."], "Y": ["####", ".#.."], "Z": ["##.", ".#.", ".##"],
}


def queens(n: int) -> tuple[list[list[str]], list[str], list[str]]:
    """(options, primary, secondary) of the n-queens problem, option i*n+j = queen at (i, j)."""
    options = [[f"r{i}", f"c{j}", f"a{i + j}", f"b{i - j + n - 1}"] for i in range(n) for j in range(n)]
    primary = [f"r{i}" for i in range(n)] + [f"c{j}" for j in range(n)]
    secondary = [f"a{k}" for k in range(2 * n - 1)] + [f"b{k}" for k in range(2 * n - 1)]
    return options, primary, secondary


def _orientations(rows: list[str]) -> set[tuple[tuple[int, int], ...]]:
    cells = [(x, y) for y, row in enumerate(rows) for x, ch in enumerate(row) if ch == "#"]
    out = set()
    for _ in range(2):
        for _ in range(4):
            cells = [(y, -x) for x, y in cells]
            mx, my = min(x for x, _ in cells), min(y for _, y in cells)
            out.add(tuple(sorted((x - mx, y - my) for x, y in cells)))
        cells = [(-x, y) for x, y in cells]
    return out


def pentomino_box(width: int, height: int) -> list[list[str]]:
    """Options of packing the 12 pentominoes into a width x height box (all items primary)."""
    options = []
    for name, rows in PENTOMINOES.items():
        for shape in sorted(_orientations(rows)):
            sw = 1 + max(x for x, _ in shape)
            sh = 1 + max(y for _, y in shape)
            for y0 in range(height - sh + 1):
                for x0 in range(width - sw + 1):
                    options.append([name] + [f"{x0 + x},{y0 + y}" for x, y in shape])
    return options


def langford(n: int) -> tuple[list[list[str]], list[str], list[str]]:
    """(options, primary, secondary) of Langford pairs of order n."""
    options = [[str(i), f"s{j}", f"s{j + i + 1}"] for i in range(1, n + 1) for j in range(1, 2 * n - i)]
    return options, [str(i) for i in range(1, n + 1)] + [f"s{j}" for j in range(1, 2 * n + 1)], []


def cycle_colourings(n: int, k: int) -> tuple[list[list[str]], list[str], list[str]]:
    """(options, primary, secondary) of the proper k-colourings of the n-cycle, with colours."""
    options = [[f"e{i}", f"v{i}:{a}", f"v{(i + 1) % n}:{b}"] for i in range(n) for a in range(k) for b in range(k)
               if a != b]
    return options, [f"e{i}" for i in range(n)], [f"v{i}" for i in range(n)]
