"""Sudoku techniques a person can follow, simplest first, as Sudoku solvers
name them (Sudopedia's and HoDoKu's technique lists; levels of
:mod:`gridsat.core.hints`).  Each is a consequence of the rules (:mod:`.rules`:
each row, column and box holds each digit once) applied to the pencil marks
of :mod:`.marks`; every step decides a digit (a step of level 2 or 3 ends
in the single its eliminations allow).  Where none decides a digit, a trial
(:mod:`.stepping`): "if r1c2 were 4, then singles lead to a
contradiction", chains of level-1 singles.  The techniques, whose words a
grade quotes (the list ends this docstring:
:func:`~gridsat.puzzles.grid.rule_words.rule_words` reads each rule's words
up to the next rule or the end):

1. ``full_house``: the last empty cell of a row, column or box takes the
   digit it lacks; ``hidden_single_box``: the only cell of a box where a
   digit can go (the others are filled or see that digit);
   ``hidden_single_line``: the only cell of a row or column where a digit
   can go; ``naked_single``: a cell whose row, column and box hold every
   digit but one.
2. ``pointing``: a digit whose places in a box all lie in one row (column)
   is struck from the rest of that row (column); ``claiming``: a digit
   whose places in a row (column) all lie in one box is struck from the rest
   of that box; ``naked_pair``: two cells of a unit with the same two
   candidates take those two, struck from the unit's other cells;
   ``hidden_pair``: two digits with the same two places in a unit fill them,
   their other candidates struck; ``naked_triple``: three cells of a unit
   with three candidates between them take those three, struck from the
   unit's other cells; ``hidden_triple``: three digits with three places
   between them in a unit fill those cells, their other candidates struck.
3. ``x_wing``: a digit whose places in two rows lie in the same two
   columns is struck from those columns' other cells (rows and columns
   swapped too); ``swordfish``: a digit whose places in three rows lie in
   the same three columns is struck from those columns' other cells (rows
   and columns swapped too); ``xy_wing``: a cell of two candidates x, y sees
   a cell of x, z and a cell of y, z: one of those holds z, so z is struck
   from every cell that sees both.
"""

from __future__ import annotations

from itertools import combinations

from .marks import Marks, Move, Why, combined

#: The level of each rule (the singles 1; the eliminations as the module docstring lists them).
LEVELS = {"full_house": 1, "hidden_single_box": 1, "hidden_single_line": 1, "naked_single": 1, "pointing": 2,
          "claiming": 2, "naked_pair": 2, "hidden_pair": 2, "naked_triple": 2, "hidden_triple": 2, "x_wing": 3,
          "swordfish": 3, "xy_wing": 3}


class Single:
    """A digit a single decides: ``rule``, ``cell`` (index), ``digit``, ``why`` (the cells and moves it needs) and
    ``sentence``."""

    def __init__(self, rule: str, cell: int, digit: int, why: Why, sentence: str):
        self.rule, self.cell, self.digit, self.why, self.sentence = rule, cell, digit, why, sentence


def _seen(marks: Marks, others: list, digit: int) -> str:
    """``; the 5s in r1c3, r4c1 see its other empty cells``: the filled cells holding ``digit`` that strike it from
    the empty cells ``others`` themselves (an elimination's own cells are said with it; empty: none)."""
    holding = sorted({j for i in others if not marks.why[(i, digit)].via for j in marks.why[(i, digit)].premises})
    return f"; {marks.layout.seeing(digit, holding)}" if holding else ""


def hidden_singles(marks: Marks, boxes: bool, full: bool = False) -> list:
    """The digits with one place left in a box (``boxes``) or in a row or column: ``full_house`` when that place is
    the unit's last empty cell, else ``hidden_single_box`` or ``hidden_single_line``; ``full``: in its units with
    one empty cell alone (the full houses)."""
    lay, out = marks.layout, []
    grid, cand = marks.grid, marks.cand
    for u, (name, cells) in enumerate(lay.units):
        if (u >= lay.first_box) != boxes:
            continue
        empty = [j for j in cells if not grid[j]]
        if full and len(empty) != 1:
            continue
        where: dict = {}
        for j in empty:  # (each digit's places at once: a unit's places a digit at a time took a trial's most time)
            for d in cand[j]:
                where.setdefault(d, []).append(j)
        held = marks.placed(u)
        for d in sorted(where):
            if len(where[d]) != 1 or d in held:
                continue
            i = where[d][0]
            others = [j for j in empty if j != i]
            why = combined([marks.struck(others, [d]), Why(marks.filled(u))])
            if len(empty) == 1:
                out.append(Single("full_house", i, d, why, f"{lay.name(i)} is {d}: the last empty cell of {name}"))
            else:
                rule = lay.box_rule if boxes else "hidden_single_line"
                out.append(Single(rule, i, d, why, f"{lay.name(i)} is {d}: the only cell of {name} that can hold "
                                  f"{d}{_seen(marks, others, d)}"))
    return out


def naked_singles(marks: Marks) -> list:
    """The empty cells with one candidate left."""
    lay, out = marks.layout, []
    for i, cand in enumerate(marks.cand):
        if len(cand) == 1 and not marks.grid[i]:
            (d,) = cand
            others = [e for e in lay.digits_of(i) if e != d]
            why = marks.struck([i], others)
            held = sorted({marks.grid[j] for j in why.premises if j in lay.peers[i] and marks.grid[j] in others})
            ruled = [e for e in others if e not in held]
            said = [f"its {lay.peer_words} hold {', '.join(map(str, held))}"] if held else []
            said += [f"{', '.join(map(str, ruled))} {'is' if len(ruled) == 1 else 'are'} struck out"] if ruled else []
            said = " and ".join(said)
            out.append(Single("naked_single", i, d, why, f"{lay.name(i)} is {d}: the only {lay.value_word} left for it "
                              f"({said})"))
    return out


#: The singles, simplest first: each returns the :class:`Single` s it finds.
SINGLES = (lambda m: hidden_singles(m, True, full=True) + hidden_singles(m, False, full=True),
           lambda m: hidden_singles(m, True),
           lambda m: hidden_singles(m, False), naked_singles)


def singles(marks: Marks) -> list:
    """The singles of the simplest kind that finds any (:data:`SINGLES`), or none."""
    for find in SINGLES:
        found = find(marks)
        if found:
            return found
    return []


def _lines(marks: Marks):
    n = marks.layout.n
    return range(0, 2 * n), range(2 * n, 3 * n)


def locked(marks: Marks, order: int) -> list:
    """Pointing and claiming: ``[(Move, [(cell, digit) struck], Why relied on)]`` where a digit's places in one unit
    all lie in a second unit that crosses it."""
    lay, out = marks.layout, []
    lines, boxes = _lines(marks)
    for first, second, rule in ((boxes, lines, "pointing"), (lines, boxes, "claiming")):
        for u in first:
            held = marks.placed(u)
            for d in range(1, lay.n + 1):
                places = marks.places(u, d)
                if d in held or len(places) < 2:
                    continue
                for v in second:
                    inside = set(lay.units[v][1])
                    if not set(places) <= inside:
                        continue
                    struck = [(j, d) for j in lay.units[v][1] if j not in lay.units[u][1] and d in marks.cand[j]]
                    if struck:
                        rest = [j for j in lay.units[u][1] if j not in inside]
                        cut = lay.names(j for j, _ in struck)
                        move = Move(rule, LEVELS[rule], f"{rule}: the {d}s of {lay.units[u][0]} lie in "
                                    f"{lay.units[v][0]} alone ({lay.names(places)}), so {cut} cannot be {d}", order,
                                    marks.filled(u))
                        out.append((move, struck, marks.struck(rest, [d])))
    return out


def subsets(marks: Marks, order: int, size: int) -> list:
    """Naked and hidden pairs (``size`` 2) and triples (3) in every unit."""
    lay, out = marks.layout, []
    word = {2: "pair", 3: "triple"}[size]
    for u, (name, cells) in enumerate(lay.units):
        empty = [j for j in cells if not marks.grid[j]]
        if len(empty) <= size:
            continue
        for group in combinations([j for j in empty if 2 <= len(marks.cand[j]) <= size], size):
            digits = set().union(*(marks.cand[j] for j in group))
            if len(digits) != size:
                continue
            struck = [(j, d) for j in empty if j not in group for d in sorted(digits) if d in marks.cand[j]]
            if struck:
                said = ", ".join(map(str, sorted(digits)))
                move = Move(f"naked_{word}", LEVELS[f"naked_{word}"], f"naked {word}: {lay.names(group)} of {name} "
                            f"can hold only {said}, so {said} leave the rest of {name} "
                            f"({lay.names({j for j, _ in struck})})", order)
                rest = [d for d in range(1, lay.n + 1) if d not in digits]
                out.append((move, struck, marks.struck(group, rest)))
        held = marks.placed(u)
        free = [d for d in range(1, lay.n + 1) if d not in held and 2 <= len(marks.places(u, d)) <= size]
        for digits in combinations(free, size):
            group = set().union(*(marks.places(u, d) for d in digits))
            if len(group) != size:
                continue
            struck = [(j, e) for j in sorted(group) for e in sorted(marks.cand[j]) if e not in digits]
            if struck:
                said = ", ".join(map(str, digits))
                move = Move(f"hidden_{word}", LEVELS[f"hidden_{word}"], f"hidden {word}: {said} can go only in "
                            f"{lay.names(group)} of {name}, so those cells hold no other digit", order,
                            marks.filled(u))
                out.append((move, struck, marks.struck([j for j in empty if j not in group], digits)))
    return out


def fish(marks: Marks, order: int, size: int) -> list:
    """X-wings (``size`` 2) and swordfish (3): a digit whose places in ``size`` rows lie in ``size`` columns is struck
    from those columns' other cells; rows and columns swapped too."""
    lay, out = marks.layout, []
    n = lay.n
    rule = {2: "x_wing", 3: "swordfish"}[size]
    for base, cover in ((range(0, n), range(n, 2 * n)), (range(n, 2 * n), range(0, n))):
        for d in range(1, n + 1):
            lines = [u for u in base if d not in marks.placed(u) and 2 <= len(marks.places(u, d)) <= size]
            for chosen in combinations(lines, size):
                crossed = {v for u in chosen for j in marks.places(u, d) for v in cover if j in lay.units[v][1]}
                if len(crossed) != size:
                    continue
                inside = {j for u in chosen for j in lay.units[u][1]}
                struck = [(j, d) for v in sorted(crossed) for j in lay.units[v][1] if j not in inside
                          and d in marks.cand[j]]
                if struck:
                    names = " and ".join(lay.units[u][0] for u in chosen)
                    other = " and ".join(lay.units[v][0] for v in sorted(crossed))
                    places = [j for u in chosen for j in marks.places(u, d)]
                    move = Move(rule, LEVELS[rule], f"{rule.replace('_', '-')}: the {d}s of {names} lie in {other} "
                                f"alone ({lay.names(places)}), so {lay.names(j for j, _ in struck)} cannot be {d}",
                                order, frozenset().union(*(marks.filled(u) for u in chosen)))
                    rest = [j for u in chosen for j in lay.units[u][1] if j not in places]
                    out.append((move, struck, marks.struck(rest, [d])))
    return out


def xy_wing(marks: Marks, order: int) -> list:
    """XY-wings: a cell of two candidates x, y (the pivot) seeing a cell of x, z and a cell of y, z (the pincers):
    one pincer holds z whatever the pivot holds, so z is struck from every cell both pincers see."""
    lay, out = marks.layout, []
    two = [i for i, c in enumerate(marks.cand) if len(c) == 2 and not marks.grid[i]]
    for pivot in two:
        x, y = sorted(marks.cand[pivot])
        seen = [j for j in lay.peers[pivot] if j in set(two)]
        for a in seen:
            for b in seen:
                if a >= b or marks.cand[a] == marks.cand[b]:
                    continue
                ca, cb = marks.cand[a], marks.cand[b]
                z = (ca & cb) - {x, y}
                if len(z) != 1 or not ({x, y} <= ca | cb) or len(ca & {x, y}) != 1 or len(cb & {x, y}) != 1:
                    continue
                (z,) = z
                both = set(lay.peers[a]) & set(lay.peers[b])
                struck = [(j, z) for j in sorted(both - {pivot}) if z in marks.cand[j]]
                if struck:
                    move = Move("xy_wing", LEVELS["xy_wing"], f"xy-wing: {lay.name(pivot)} holds {x} or {y}, so "
                                f"{lay.name(a)} ({'/'.join(map(str, sorted(ca)))}) or {lay.name(b)} "
                                f"({'/'.join(map(str, sorted(cb)))}) holds {z}, and {lay.names(j for j, _ in struck)} "
                                f"cannot be {z}", order)
                    relied = [marks.struck([cell], [d for d in range(1, lay.n + 1) if d not in marks.cand[cell]])
                              for cell in (pivot, a, b)]
                    out.append((move, struck, combined(relied)))
    return out


#: The elimination techniques, simplest first: ``f(marks, order) -> [(Move, struck, relied Why)]``.
TECHNIQUES = (locked, lambda m, o: subsets(m, o, 2), lambda m, o: subsets(m, o, 3), lambda m, o: fish(m, o, 2),
              lambda m, o: fish(m, o, 3), xy_wing)


def eliminate(marks: Marks, order: int, techniques=TECHNIQUES) -> bool:
    """Strike the digits of the first finding of the simplest technique that strikes any (``techniques``, in order:
    :data:`TECHNIQUES`, or a genre's own), each with its :class:`~.marks.Why` (the finding and what it relied on);
    False when none strikes a digit."""
    for technique in techniques:
        for move, struck, relied in technique(marks, order):
            why = combined([relied], move)
            if any([marks.strike(j, d, why) for j, d in struck]):
                return True
    return False


__all__ = ["LEVELS", "SINGLES", "TECHNIQUES", "Single", "eliminate", "fish", "hidden_singles", "locked",
           "naked_singles", "singles", "subsets", "xy_wing"]
