"""Reading and writing Domino Fit boards: JSON and a text format.

JSON::

    {"rows": R, "cols": C, "blocked": [[r, c], ...], "row_targets": [...], "col_targets": [...],
     "rule": "cell"|"dot", "targets": "exact"|"at-most"|"at-least",     # optional default
     "row_relations": ["=", "<=", ">=", null, ...], "col_relations": [...],  # optional per line
     "givens": [["H", r, c], ...], "costs": [["V", r, c, cost], ...]}    # optional

Text (``docs/dominofit.md``): a line ``dominofit rule=dot``, the column targets, then each row's cells and target.
"""

from __future__ import annotations

import json
import re

from ...core.errors import PuzzleInputError, cell_name, counted, did_you_mean, shown, whole_text, quoted
from ...formats.json import check_fields, check_kind, json_type, json_value, load_json
from ...core.options import whole
from ...core.reading import read_text_file
from .json_targets import json_targets
from .rules import MAX_SIDE, MAX_TARGET, TARGET_MODES, Domino, DominoFitPuzzle, coefficient_problem
from ..arguments import argument_types, check_text

def _int(x, what: str) -> int:
    x = whole(x)  # numpy's whole numbers too, as DominoFitPuzzle takes them (np.int64(4) was "not a whole number")
    if isinstance(x, bool) or not isinstance(x, int):
        raise PuzzleInputError(f"{what} must be a whole number, got {json_value(x)}")  # as JSON writes it: true
    return x


def _once(costs: dict, domino: tuple, where: str) -> None:
    """Refuse a second cost for ``domino``: the last was kept, the first dropped unsaid."""
    if domino in costs:
        kind, row, col = domino
        raise PuzzleInputError(f"domino {kind} {row} {col} is given a cost twice ({costs[domino]} before): give it "
                               "once", where)


def _domino(x, what: str) -> Domino:
    if not isinstance(x, (list, tuple)) or len(x) != 3 or x[0] not in ("H", "V"):
        raise PuzzleInputError(f"{what} must be [\"H\"|\"V\", row, col], got {json.dumps(x)}")
    return (x[0], _int(x[1], f"{what} row"), _int(x[2], f"{what} col"))  # as blocked[i]'s (the domino was called
    # "a whole number": "givens[0] must be a whole number, got 0.0")


def _relations(x, n_default: str, what: str):
    if x is None:
        return None
    if not isinstance(x, list):
        raise PuzzleInputError(f"{what} must be a list of '=', '<=', '>=' or null")
    out = []
    for i, rel in enumerate(x):
        if rel is not None and not (isinstance(rel, str) and TARGET_MODES.get(rel, rel) in ("=", "<=", ">=")):
            # an array met "unhashable type", a traceback; '=<' was said by the puzzle, as Python writes it
            raise PuzzleInputError(f"{what}[{i}] must be '=', '<=', '>=' or null, got {json_value(rel)}")
        out.append(TARGET_MODES.get(rel, rel) if rel is not None else n_default)
    return tuple(out)


#: The puzzle's JSON fields (docs/dominofit.md), and what records of puzzles carry beside them, which the solver
#: reads past: ``kind``, ``name``, the published or planted ``solution``, its ``source``, the ``generator`` that
#: made it, whether it is ``unique``, the ``source_id`` of a level bank's record (the game's whole bank in the
#: reference data carries one on every line: all 246,384 were refused as an unknown field).
JSON_FIELDS = frozenset({"rows", "cols", "blocked", "row_targets", "col_targets", "rule", "targets", "row_relations",
                         "col_relations", "givens", "costs"})
RECORD_FIELDS = frozenset({"kind", "name", "solution", "source", "source_id", "generator", "unique"})


@argument_types(data="dict", targets="name", rule="name")
def puzzle_from_json(data, *, name: str = "dominofit", targets: str | None = None,
                     rule: str | None = None) -> DominoFitPuzzle:
    """A puzzle from the JSON object (already decoded).

    ``targets`` (exact / at-most / at-least) replaces the file's default
    relation (lines listed in ``row_relations`` / ``col_relations`` keep
    theirs); ``rule`` replaces the file's rule.

    Raises:
        PuzzleInputError: a missing or mistyped field, or any problem
            :class:`DominoFitPuzzle` rejects.
        TypeError: ``data`` not a dict (as the calendar's and packing's ``puzzle_from_json``; it was a
            PuzzleInputError naming no argument).
    """
    check_kind(data, "dominofit")  # first: another kind's object was told "missing field 'rows'"
    check_fields(data, JSON_FIELDS | RECORD_FIELDS, "")  # a misspelt field is refused, never ignored (first:
    for key in ("rows", "cols", "row_targets", "col_targets"):  # 'row_target' was "missing field 'row_targets'")
        if key not in data:
            raise PuzzleInputError(f"missing field {key!r}")
    rows, cols = _int(data["rows"], "rows"), _int(data["cols"], "cols")
    blocked = data.get("blocked", [])
    if not isinstance(blocked, list):
        raise PuzzleInputError("blocked must be a list of [row, col] pairs")
    cells: dict[tuple[int, int], int] = {}  # cell -> where it is listed
    for i, b in enumerate(blocked):
        if not isinstance(b, (list, tuple)) or len(b) != 2:
            raise PuzzleInputError(f"blocked[{i}] must be a [row, col] pair, got {json.dumps(b)}")
        cell = (_int(b[0], f"blocked[{i}] row"), _int(b[1], f"blocked[{i}] col"))
        if cell in cells:  # read as once, unsaid, where a domino's cost given twice is refused
            raise PuzzleInputError(f"blocked[{i}] {list(cell)} is listed twice (blocked[{cells[cell]}] before): "
                                   "list each blocked cell once")
        cells[cell] = i
    lines = [json_targets(key, data[key]) for key in ("row_targets", "col_targets")]
    mode = targets if targets is not None else data.get("targets", "exact")  # "" or 0: the file's, unsaid
    if not isinstance(mode, str) or mode not in TARGET_MODES:  # an array or object: "unhashable type", a traceback
        raise PuzzleInputError(f"targets must be exact, at-most or at-least, got {json_value(mode)}"
                               f"{did_you_mean(str(mode), TARGET_MODES)}")
    default = TARGET_MODES[mode]
    row_rel = _relations(data.get("row_relations"), default, "row_relations")
    col_rel = _relations(data.get("col_relations"), default, "col_relations")
    if mode != "exact":
        row_rel = row_rel or (default,) * rows
        col_rel = col_rel or (default,) * cols
    for key, what in (("givens", '["H"|"V", row, col] dominoes'), ("costs", '["H"|"V", row, col, cost] entries')):
        if key in data and not isinstance(data[key], list):
            raise PuzzleInputError(f"{key} must be a list of {what}, got {json_type(data[key])}")
    givens = tuple(_domino(g, f"givens[{i}]") for i, g in enumerate(data.get("givens", [])))
    costs = {}
    for i, entry in enumerate(data.get("costs", [])):
        if not isinstance(entry, list) or len(entry) != 4:
            raise PuzzleInputError(f"costs[{i}] must be [\"H\"|\"V\", row, col, cost], got {json.dumps(entry)}")
        domino = _domino(entry[:3], f"costs[{i}]")
        _once(costs, domino, f"costs[{i}]")
        costs[domino] = _int(entry[3], f"costs[{i}] cost")
        if coefficient_problem(costs[domino]):  # named by its place in the file, before the puzzle refuses it
            raise PuzzleInputError(f"costs[{i}] cost {coefficient_problem(costs[domino])}")
    rule = rule if rule is not None else data.get("rule", "cell")
    if not isinstance(rule, str):  # as JSON writes it: true, null, ["dot"] were said True, None, ['dot']
        raise PuzzleInputError(f"unknown rule {json_value(rule)}; choose cell or dot")
    return DominoFitPuzzle(rows, cols, frozenset(cells), lines[0], lines[1], rule, row_rel, col_rel,
                           givens, costs, name)


_TARGET_TOKEN = re.compile(r"^(<=|>=|=)?(-?[0-9]+)$")
_CELL_CHARS = {".": None, "#": "blocked", "<": "H0", ">": "H1", "^": "V0", "v": "V1"}


def _target_token(tok: str, where: str, what: str = "") -> tuple[int, str | None]:
    """``(target, relation or None when the token has no prefix)``; ``what``: whose target it is ("column 4's")."""
    m = _TARGET_TOKEN.match(tok)
    if not m:
        raise PuzzleInputError(f"target {tok!r} is not a whole number (optionally prefixed by <= or >=)", where)
    target = whole_text(m.group(2), "target", where)
    if target < 0:  # named by its line, in the file's words (it was "col_targets[3] (column 4) is -6", JSON's)
        raise PuzzleInputError(f"{what or 'a'} target {tok} is negative; targets must not be negative", where)
    if target > MAX_TARGET:  # (as a negative one: it was "row_targets[1] (row 2) is 2000000", JSON's words)
        raise PuzzleInputError(f"{what or 'a'} target {shown(target, 24)} is too large; targets are at most "
                               f"{MAX_TARGET:,} (no line of {MAX_SIDE:,} cells scores over {2 * MAX_SIDE:,})", where)
    return target, m.group(1)


@argument_types(targets="name", rule="name")
def parse_text(text: str, *, source: str = "puzzle", targets: str | None = None,
               rule: str | None = None) -> DominoFitPuzzle:
    """Parse the text format (``docs/dominofit.md``).

    Layout: a header line ``dominofit [rule=cell|dot] [targets=exact|at-most|at-least]``, optional ``cost H|V ROW
    COL COST`` lines, a line of column targets, then one line per grid row: its cells (``.`` free, ``#`` blocked,
    ``<`` ``>`` a given horizontal domino, ``^`` ``v`` a given vertical one; separated by spaces or written
    together) followed by the row target.  A target may carry a relation prefix ``<=`` or ``>=``.  Lines starting
    with ``%`` are comments.  ``targets`` and ``rule`` replace the header's values.

    Raises:
        PuzzleInputError: naming the line (``source: line N``) of a bad
            header, token, ragged row, or a given drawn inconsistently.
    """
    check_text(text, source)
    lines = [(i, ln.strip()) for i, ln in enumerate(text.splitlines(), 1)]
    lines = [(i, ln) for i, ln in lines if ln and not ln.startswith("%")]
    if lines and lines[0][1][:10].lower() == "domino fit":  # the title, as 'Light Up' heads a Light Up grid
        lines[0] = (lines[0][0], "dominofit" + lines[0][1][10:])
    if not lines or not lines[0][1].lower().startswith("dominofit"):  # empty: worded as the other kinds word it
        raise PuzzleInputError("a Domino Fit text puzzle starts with a line 'dominofit rule=cell|dot'" if text.strip()
                               else "empty input (expected JSON or a Domino Fit text puzzle, its first line "
                               "'dominofit rule=cell|dot')", source)
    inline = next((no for no, ln in lines if "%" in ln), None)  # '.#..  5  % row 3' was "unknown cell symbol '5'"
    if inline is not None:
        raise PuzzleInputError("a comment takes a line of its own, starting with '%' (take it off this line)",
                               f"{source}: line {inline}, column {text.splitlines()[inline - 1].index('%') + 1}")
    remark = next((no for no, ln in lines[1:] if _remark(ln)), None)
    if remark is not None:  # '# my board' was "target '#' is not a whole number"
        raise PuzzleInputError("comments start with '%' in a Domino Fit text ('#' is a blocked cell)",
                               f"{source}: line {remark}")
    head_no, head = lines[0]
    head_at = f"{source}: line {head_no}"
    opts, given = {"rule": "cell", "targets": "exact"}, {}
    for tok in re.sub(r"\s*=\s*", "=", head).split()[1:]:  # 'rule = dot' was "unknown header option 'rule'"
        key, _, value = tok.partition("=")
        if key not in opts or not value:
            raise PuzzleInputError(f"unknown header option {shown(tok)}{did_you_mean(key, opts)} (use rule=cell|dot, "
                                   f"targets=exact|at-most|at-least)", head_at)
        if key in given:  # the last was read, the first dropped unsaid (a JSON key given twice is refused)
            raise PuzzleInputError(f"header option {key} is given twice ({given[key]!r} and {tok!r}): give it once",
                                   f"{source}: line {head_no}")
        opts[key], given[key] = value, tok
    opts["targets"] = targets if targets is not None else opts["targets"]
    if rule is None and opts["rule"] not in ("cell", "dot"):  # named by its line ('unknown rule' named none)
        raise PuzzleInputError(f"unknown rule {shown(opts['rule'])}"
                               f"{did_you_mean(opts['rule'], ('cell', 'dot'))}; choose rule=cell or rule=dot", head_at)
    opts["rule"] = rule if rule is not None else opts["rule"]
    if opts["targets"] not in TARGET_MODES:
        raise PuzzleInputError(f"targets must be exact, at-most or at-least, got {shown(opts['targets'])}"
                               f"{did_you_mean(opts['targets'], TARGET_MODES)}", head_at)
    default = TARGET_MODES[opts["targets"]]
    body = lines[1:]
    costs, cost_lines = {}, {}
    while body and body[0][1].lower().startswith("cost"):
        no, ln = body.pop(0)
        parts = ln.split()
        if len(parts) != 5 or parts[1] not in ("H", "V") or not all(re.fullmatch(r"-?[0-9]+", p) for p in parts[2:]):
            raise PuzzleInputError("a cost line reads 'cost H|V ROW COL COST'", f"{source}: line {no}")
        row, col, cost = (whole_text(p, what, f"{source}: line {no}") for p, what in zip(parts[2:], ("row", "column",
                                                                                                       "cost")))
        _once(costs, (parts[1], row, col), f"{source}: line {no}")
        if coefficient_problem(cost):  # named by its line, before the puzzle refuses it
            raise PuzzleInputError(f"cost {coefficient_problem(cost)}", f"{source}: line {no}")
        costs[(parts[1], row, col)] = cost
        cost_lines[(parts[1], row, col)] = no
    if not body:
        raise PuzzleInputError("missing the line of column targets", source)
    col_no, col_line = body.pop(0)
    ctoks = [_target_token(t, f"{source}: line {col_no}", f"column {j}'s") for j, t in enumerate(col_line.split(), 1)]
    cols = len(ctoks)
    if not body:
        raise PuzzleInputError("missing the grid rows", source)
    grid, rtoks = [], []
    for no, ln in body:
        where = f"{source}: line {no}"
        parts = ln.split()
        if len(parts) < 2:
            raise PuzzleInputError("a grid row needs its cells and then the row target", where)
        cells = "".join(parts[:-1])
        if not _TARGET_TOKEN.match(parts[-1]) and all(ch in _CELL_CHARS for ch in parts[-1]):
            # a row of 6 cells with its target left out was "row has 5 cells, expected 6"
            raise PuzzleInputError(f"the row ends in cells ({parts[-1]!r}), not its target: write the row's target "
                                   "after its cells (a number, or <=N / >=N)", where)
        bad = [ch for ch in cells if ch not in _CELL_CHARS]  # before the count: a drawing's row '<==>. .' was
        if bad:  # told "row has 8 cells, expected 6", counting its '=' as cells
            raise PuzzleInputError(f"unknown cell symbol {quoted(bad[0])} (use . # < > ^ v)", where)
        if len(cells) != cols:
            raise PuzzleInputError(f"row has {counted(len(cells), 'cell')}, expected {cols} (one per column target)",
                                   where)
        grid.append(cells)
        rtoks.append(_target_token(parts[-1], where, f"row {len(grid)}'s"))
    if max(rows := len(grid), cols) > MAX_SIDE:  # (was "cols must be a whole number from 1 to 1000": JSON's word)
        raise PuzzleInputError(f"the grid is {rows:,}x{cols:,} cells; at most {MAX_SIDE} per side", source)
    blocked = frozenset((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "#")
    givens = []
    for r in range(rows):
        for c in range(cols):
            ch = grid[r][c]
            if ch == "<":
                if c + 1 >= cols or grid[r][c + 1] != ">":
                    raise PuzzleInputError(f"'<' at {cell_name((r, c))} needs a '>' to its right", source)
                givens.append(("H", r, c))
            elif ch == "^":
                if r + 1 >= rows or grid[r + 1][c] != "v":
                    raise PuzzleInputError(f"'^' at {cell_name((r, c))} needs a 'v' below it", source)
                givens.append(("V", r, c))
            elif ch == ">" and (c == 0 or grid[r][c - 1] != "<"):
                raise PuzzleInputError(f"'>' at {cell_name((r, c))} needs a '<' to its left", source)
            elif ch == "v" and (r == 0 or grid[r - 1][c] != "^"):
                raise PuzzleInputError(f"'v' at {cell_name((r, c))} needs a '^' above it", source)

    for (kind, row, col), no in cost_lines.items():  # the puzzle's own refusal named no line
        other = (row, col + 1) if kind == "H" else (row + 1, col)
        if not all(0 <= r < rows and 0 <= c < cols and (r, c) not in blocked for r, c in ((row, col), other)):
            raise PuzzleInputError(f"cost domino {kind} {row} {col} does not fit on two free cells of the "
                                   f"{rows}x{cols} grid (ROW and COL count from 0)", f"{source}: line {no}")
    row_rel = tuple(rel or default for _, rel in rtoks)
    col_rel = tuple(rel or default for _, rel in ctoks)
    return DominoFitPuzzle(rows, cols, blocked, tuple(t for t, _ in rtoks), tuple(t for t, _ in ctoks), opts["rule"],
                           row_rel, col_rel, tuple(givens), costs, source)


def _remark(line: str) -> bool:
    """Whether ``line`` is a comment written as other formats write theirs (``# my board``, ``// ...``): a ``#``
    and a word of letters no cell is (cells are ``. # < > ^ v``: a row ``# . x #  2`` has a bad cell, it was
    told "comments start with '%'"), or ``//``."""
    words = line.split()
    return bool(words) and (words[0].startswith("//") or words[0].startswith("#") and any(
        re.search(r"[^\W\d_v]{2}", word) for word in [words[0][1:], *words[1:]]))


def _first_line(text: str) -> str:
    """The first line of ``text`` that is neither blank nor a ``%`` comment (among its first 4,096 characters)."""
    for line in text[:4096].splitlines():
        if line.strip() and not line.strip().startswith("%"):
            return line.strip()
    return ""


@argument_types(text="text")
def detect(text: str) -> bool:
    """True when ``text`` looks like a Domino Fit puzzle: the text format's
    ``dominofit`` header (or the title, ``Domino Fit``; ``%`` comment lines may come before it), or a JSON
    object with ``row_targets`` and ``col_targets`` (the batch runner uses this to pick the puzzle kind):
    a comment above the header was read by ``gridsat dominofit`` and "not a puzzle" to ``gridsat solve``."""
    stripped = text.lstrip()
    first = _first_line(stripped)
    if first[:9].lower() == "dominofit" or first[:10].lower() == "domino fit":
        return True
    if not stripped.startswith("{"):
        return False
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return False
    return isinstance(data, dict) and "row_targets" in data and "col_targets" in data and "rows" in data


@argument_types(targets="name", rule="name")
def parse_puzzle(text: str, *, source: str = "puzzle", targets: str | None = None,
                 rule: str | None = None) -> DominoFitPuzzle:
    """A puzzle from JSON or the text format (chosen by the first character);
    ``targets`` / ``rule`` override the file's defaults (see :func:`puzzle_from_json`).

    Raises:
        PuzzleInputError: bad JSON (with line and column) or any problem the
            formats reject, prefixed with ``source``.
    """
    check_text(text, source)
    stripped = (text := text.lstrip("\ufeff")).lstrip()  # (a byte-order mark some editors add)
    if stripped.startswith("["):
        raise PuzzleInputError("a Domino Fit JSON puzzle must be an object with rows, cols, blocked, row_targets, "
                               "col_targets; got an array", source)
    if stripped.startswith("{"):
        data = load_json(text, source)
        try:
            return puzzle_from_json(data, name=source, targets=targets, rule=rule)
        except PuzzleInputError as exc:
            raise exc.at(source) from None
    try:
        return parse_text(text, source=source, targets=targets, rule=rule)
    except PuzzleInputError as exc:
        if exc.placed(source, start=True):
            raise
        raise exc.at(source) from None


@argument_types(targets="name", rule="name")
def load_puzzle(path, *, targets: str | None = None, rule: str | None = None) -> DominoFitPuzzle:
    """Read a puzzle file (JSON or text format); see :func:`parse_puzzle`.

    Raises:
        PuzzleInputError: the file cannot be read, or its content is bad.
    """
    import os
    from pathlib import Path

    if not isinstance(path, (str, os.PathLike)):
        raise TypeError(f"path must be a puzzle file's path (str or path), got {type(path).__name__}")
    text = read_text_file(path, "puzzle file")  # (as given: Path('') is '.', "it is a folder")
    return parse_puzzle(text, source=Path(path).name, targets=targets, rule=rule)


@argument_types(puzzle=DominoFitPuzzle)
def puzzle_to_json(puzzle: DominoFitPuzzle) -> dict:
    """The JSON form (see the module docstring); round-trips through :func:`puzzle_from_json`."""
    out = {"rows": puzzle.rows, "cols": puzzle.cols, "blocked": [list(x) for x in sorted(puzzle.blocked)],
           "row_targets": list(puzzle.row_targets), "col_targets": list(puzzle.col_targets), "rule": puzzle.rule}
    out.update({key: list(getattr(puzzle, key)) for key in ("row_relations", "col_relations")
                if any(x != "=" for x in getattr(puzzle, key))})
    if puzzle.givens:
        out["givens"] = [list(d) for d in puzzle.givens]
    if puzzle.costs:
        out["costs"] = [[*d, v] for d, v in sorted(puzzle.costs.items())]
    return out


@argument_types(puzzle=DominoFitPuzzle)
def puzzle_to_text(puzzle: DominoFitPuzzle) -> str:
    """The text format (see ``docs/dominofit.md``); round-trips through :func:`parse_text`."""
    grid = [["#" if (r, c) in puzzle.blocked else "." for c in range(puzzle.cols)] for r in range(puzzle.rows)]
    for kind, r, c in puzzle.givens:
        if kind == "H":
            grid[r][c], grid[r][c + 1] = "<", ">"
        else:
            grid[r][c], grid[r + 1][c] = "^", "v"

    def tok(t, rel):
        return f"{'' if rel == '=' else rel}{t}"

    ctoks = [tok(t, rel) for t, rel in zip(puzzle.col_targets, puzzle.col_relations)]
    width = max(len(x) for x in ctoks)
    lines = [f"dominofit rule={puzzle.rule}"]
    lines += [f"cost {k} {r} {c} {v}" for (k, r, c), v in sorted(puzzle.costs.items())]
    lines.append(" ".join(x.rjust(width) for x in ctoks))
    for r in range(puzzle.rows):
        cells = " ".join(ch.rjust(width) for ch in grid[r])
        lines.append(f"{cells}   {tok(puzzle.row_targets[r], puzzle.row_relations[r])}")
    return "\n".join(lines) + "\n"


__all__ = ["detect", "load_puzzle", "parse_puzzle", "parse_text", "puzzle_from_json", "puzzle_to_json",
           "puzzle_to_text"]
