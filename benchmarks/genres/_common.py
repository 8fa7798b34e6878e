"""What the genre adapters of benchmarks/genres.py share: their records,
gridsat's proven answer, and the plain CP-SAT proof of uniqueness (solve,
forbid the answer, solve again) that every ``plain_cpsat`` ends with.

Not an adapter: the driver skips files whose name starts with ``_``.  The
adapters import it as ``_common`` (the driver and ``run_one.py`` put this
folder on ``sys.path``).  It also runs in the peers' scratch environment,
which has no gridsat: gridsat and OR-Tools are imported inside the
functions that use them.
"""

from __future__ import annotations

import json
from pathlib import Path

DATA = Path(__file__).resolve().parents[2] / "tests" / "data" / "genres"


def records(genre: str, smallest_first: bool = False) -> list[dict]:
    """The records of ``tests/data/genres/GENRE.json`` (name, source, url,
    rows, cols, puzzle, answer), in the file's order or smallest board first."""
    found = json.loads((DATA / f"{genre}.json").read_text())
    return sorted(found, key=lambda r: r["rows"] * r["cols"]) if smallest_first else found


def records_with_numbers(genre: str) -> list[dict]:
    """:func:`records`, a record given by its URL alone (pzprjs's test puzzle) given ``rows``, ``cols`` and
    ``puzzle: {"numbers": rows of its clues}`` read from the URL by the kind (gridsat imported only then)."""
    found = records(genre)
    for record in found:
        if "puzzle" not in record:
            import gridsat as gs

            puzzle = gs.kinds.get(genre).parse(record["url"])
            record.update(rows=puzzle.rows, cols=puzzle.cols, puzzle={"numbers": [list(r) for r in puzzle.clues]})
    return found


def gridsat_unique(genre: str, record, require_unique: bool = True):
    """gridsat's answer through its Python API (the kind's ``parse`` of the
    record's URL, then ``uniqueness()``): the answer grid when proven the
    only one, else None (``require_unique=False``: the answer found, None
    only when there is none)."""
    import gridsat as gs

    result = gs.kinds.get(genre).parse(record["url"]).uniqueness()
    if not require_unique:
        return result.grid
    return result.grid if result.uniqueness is not None and result.uniqueness.value == "unique" else None


def solve_unique(model, variables: dict, *, forbid=None, require_unique: bool = True, **parameters) -> dict | None:
    """Solve ``model`` (a ``CpModel``) as a user of OR-Tools alone would,
    then forbid the answer found and solve again: the same work as gridsat's
    proof of uniqueness.

    Args:
        model: the plain model of the rules.
        variables: ``{key: variable}``, the variables the answer is read from.
        forbid: ``forbid(model, values)`` adds the constraint that rules the
            answer out; default: a clause that one of the (boolean)
            ``variables`` differs.
        require_unique: False: the answer whatever the second solve finds
            (it is still made, so the work is the same).
        parameters: ``CpSolver`` parameters by name (``max_time_in_seconds=30``,
            ``num_workers=1``); none: CP-SAT's defaults.

    Returns:
        ``{key: value}`` when the second solve is infeasible (the answer is
        the only one); None when there is no answer, or none proven unique
        (a time limit cut a solve short).
    """
    from ortools.sat.python import cp_model

    solver = cp_model.CpSolver()
    for name, value in parameters.items():
        setattr(solver.parameters, name, value)
    if solver.solve(model) not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    values = {key: solver.value(x) for key, x in variables.items()}
    if forbid is None:
        model.add_bool_or([~x if values[key] else x for key, x in variables.items()])
    else:
        forbid(model, values)
    unique = solver.solve(model) == cp_model.INFEASIBLE
    return values if unique or not require_unique else None


def as_rows(values: dict | None, rows: int, cols: int) -> list | None:
    """``{(r, c): value}`` as rows of values, 0 for a cell without one; None stays None."""
    if values is None:
        return None
    return [[values.get((r, c), 0) for c in range(cols)] for r in range(rows)]


def cell_loop(m, rows: int, cols: int):
    """One closed loop through cell centres in the CP-SAT model ``m`` (AddCircuit, a cell off the loop looping on
    itself): ``(index, link, used)``, ``index`` ``{(r, c): node}``, ``link`` ``{(a, b): bool}`` for each pair of
    neighbours ``a < b`` the loop joins, ``used`` ``{cell: bool}`` for the cells on it (Masyu's and Yajilin's)."""
    index = {(r, c): r * cols + c for r in range(rows) for c in range(cols)}
    link, arcs, touching = {}, [], {cell: [] for cell in index}
    for (r, c), i in index.items():
        for other in ((r, c + 1), (r + 1, c)):
            if other in index:
                e, f, b = m.new_bool_var(""), m.new_bool_var(""), m.new_bool_var("")
                m.add(e == f + b)
                arcs += [(i, index[other], f), (index[other], i, b)]
                link[(r, c), other] = e
                touching[r, c].append(e)
                touching[other].append(e)
    used = {}
    for cell, i in index.items():
        used[cell] = m.new_bool_var("")
        m.add(sum(touching[cell]) == 2 * used[cell])
        arcs.append((i, i, ~used[cell]))
    m.add_circuit(arcs)
    return index, link, used
