"""The ``pack`` kind: polyomino packing through the kind contract."""

from __future__ import annotations

from ...core.errors import PuzzleInputError
from ...core.settings import Setting
from ...engines.choice import ENGINES, TILING_MODULE
from ..contract import Argument, Example, Kind
from ..placement import TilingResult
from ..placement.explain import ExplainsPlacements


def _boards():
    from .io import BUILTIN_BOARDS

    return ("6x10", "5x12", "4x15", "3x20", *BUILTIN_BOARDS)


def _piece_sets():
    from ...core.pieces import BUILTIN_SETS

    return tuple(BUILTIN_SETS)


def placement_answer(result, solution, read=None) -> bool:
    """The placement kinds' :meth:`~gridsat.puzzles.contract.Kind.same_answer` (raises as :func:`placement_record`)."""
    from ..placement.result import placements_key

    return placements_key(result.placements) == placements_key(placement_record(result, solution, read))


def placement_record(result, solution, read=None) -> list:
    """The placement kinds' :meth:`~gridsat.puzzles.contract.Kind.recorded_answer`: the recorded tiling as
    :class:`~gridsat.core.placements.Placement` objects; ``read(text)``: the placements of a solution given as
    text (the board as gridsat draws it, read as the kind reads a hint's position).

    Raises:
        PuzzleInputError: a recorded tiling of another shape, a piece the puzzle does not have, a cell off its
            board, or a piece on cells of another shape than its own (each was compared, and counted as an answer
            that differs: the record is what is wrong).
    """
    from ...core.errors import cell_name, shown
    from ...core.placements import Placement
    from ...core.polyomino import normalise
    from ..placement.result import placements_key

    if isinstance(solution, str) and solution.strip() and read is not None:
        # an answer file written by `gridsat pack P.json > P.solution.txt` was refused: "a recorded solution must be
        # a list of {"piece": ...}", its puzzle counted bad input
        from ...core.grid_text import without_colour
        from ..grid.drawn_answer import refuse_several

        solution = without_colour(solution)  # saved under FORCE_COLOR: a calendar's 'Oct' was "no piece of the set"
        refuse_several(solution)  # '-u' or '-n 2' saved: "the recorded solution has 7 rows; the board has 3 rows"
        try:
            solution = read(solution)
        except PuzzleInputError as exc:
            raise PuzzleInputError(exc.problem.replace("the position", "the recorded solution"), exc.where) from None
    recorded = placements_key(solution)
    if not recorded:  # [] was compared as an empty tiling and counted "differs", as an empty answer file was
        raise PuzzleInputError('a recorded solution places no piece (an empty list): record the tiling, a list of '
                               '{"piece": ..., "cells": [[r, c], ...]}, or leave the solution out')
    problem = result.problem
    names = sorted({piece.name for piece, _ in problem.pieces.items})
    rows, cols = problem.board.rows, problem.board.cols
    placed = []
    for piece, cells in sorted(recorded):
        if piece not in names:
            raise PuzzleInputError(f"a recorded solution places piece {shown(piece)}, which the puzzle does not have "
                                   f"(its pieces: {', '.join(names)})")
        off = next(([r, c] for r, c in cells if not (0 <= r < rows and 0 <= c < cols)), None)
        if off is not None:
            raise PuzzleInputError(f"a recorded solution puts piece {piece} on {off}, off the {rows}x{cols} board "
                                   "(row and col count from 0)")
        shape = problem.pieces[piece]
        turns = shape.orientations(problem.flip)
        if normalise(cells) not in turns:
            turn = "a turn (one-sided play: no reflections)" if problem.one_sided else "a turn or reflection"
            where = " ".join(map(cell_name, sorted(cells)))[:80]
            raise PuzzleInputError(f"a recorded solution puts piece {piece} on {where}, which is not {turn} of it "
                                   f"({shape.ascii()})")
        placed.append(Placement(piece, turns.index(normalise(cells)), tuple(sorted(tuple(c) for c in cells))))
    return placed


class PackKind(ExplainsPlacements, Kind):
    compiled = dict.fromkeys(("exact", "explains", "distinct"), TILING_MODULE)
    name = "pack"
    title = "Polyomino packing"
    summary = "pack polyominoes into a board, every cell covered once"
    reads = ("board: RxC (6x10), built-in name (8x8-centre), ASCII mask file ('#'/'1' cell, '.'/'0' none)",
             "pieces: pentominoes, tetrominoes, hexominoes (NAME*K: K of each), piece file (lines 'NAME: ##./.##', "
             "'NAME*2: ...')",
             'JSON puzzle file {"kind": "pack", "board": ..., "pieces": ..., "one_sided": false, "holes": false}')
    writes = ("coloured ASCII", "JSON (--json)", "PNG (--png)", "SVG (--svg)")
    suffixes = (".json",)
    engines = ENGINES
    engine_help = ("auto: counts and lists with the exact-cover engine; a first solution races it against CP-SAT, "
                   "the first answer wins; CP-SAT above 1024 cells")
    tasks = ("solve", "solutions", "count", "unique")
    distinct = ("With --count or --solutions N: one tiling per class under the board's rotations and reflections. "
                "Method: one piece used once (X for pentominoes) keeps one placement per symmetry orbit, and a tiling "
                "counts only if it is the smallest of its images under the symmetries fixing that placement; exact "
                "for any piece set.")
    settings = (
        Setting("board", str, "6x10", "RxC (e.g. 6x10, 5x12, 4x15, 3x20), a built-in board (8x8-centre), or a mask "
                "file ('#' cell, '.' no cell).", suggestions=_boards, stage="read", flags=("--board", "-b"),
                metavar="BOARD"),
        Setting("pieces", str, "pentominoes", "pentominoes, tetrominoes, hexominoes (pentominoes*3: three of each), "
                "or a piece file (lines 'NAME: ##./.##', 'NAME*2: ...' for two copies).", suggestions=_piece_sets,
                stage="read", flags=("--pieces", "-p"), metavar="PIECES"),
        Setting("one_sided", bool, False, "Rotations only: no piece may be flipped over (one-sided polyominoes).",
                stage="read", flags=("--one-sided", "--face-up")),
        Setting("holes", bool, False, "Allow board cells to stay empty when the pieces cover fewer cells than the "
                "board.", stage="read"),
    )
    result_type = TilingResult
    model_engine = "cpsat"
    # hint, grade, solve and batch take no --board, --pieces or --holes: they read them from a packing puzzle file
    elsewhere = {**dict.fromkeys(("-b", "--board", "-p", "--pieces"), (
        "a board and its pieces are the packing's: gridsat pack -b BOARD -p PIECES; for hint, grade and solve, name "
        'them in a packing puzzle file: {"kind": "pack", "board": "6x10", "pieces": "pentominoes"}')),
        "--holes": ("cells left empty are the packing's: gridsat pack -b BOARD -p PIECES --holes; for hint, grade "
                    'and solve, say so in a packing puzzle file: {"kind": "pack", "board": "6x10", "pieces": '
                    '"pentominoes", "holes": true}'),
        **dict.fromkeys(("--one-sided", "--face-up"), (
            "rotations only is the packing's and the calendar's: gridsat pack ... --one-sided, gridsat calendar DATE "
            '--one-sided; for hint, grade and solve, say so in a packing or calendar puzzle file: "one_sided": '
            'true'))}
    # what `gridsat hint PUZZLE` takes for a packing, said where `pack --hint/--steps/--grade` is refused: a board
    # alone is refused by hint ("'6x10' is a board, not a packing puzzle file"), so the refusal names the file
    hint_puzzle = 'a packing puzzle file: {"kind": "pack", "board": "6x10", "pieces": "pentominoes"}'
    argument = Argument("PUZZLE", 'A JSON puzzle file ({"kind": "pack", ...}), or - for standard input; or give '
                        "--board and --pieces (default: 6x10 and pentominoes).", required=False)  # standard input,
    # read as every kind's command reads it, was left unsaid
    examples = (
        Example("3x20", '{"kind": "pack", "board": "3x20", "pieces": "pentominoes"}',
                "S. W. Golomb, Polyominoes (1965): the 12 pentominoes tile the 3x20 box in 2 ways up to symmetry, "
                "8 in all", count=8),
        Example("8x8-centre", '{"kind": "pack", "board": "8x8-centre", "pieces": "pentominoes"}',
                "Dana Scott (1958): 65 tilings of the 8x8 board without its centre 2x2 up to symmetry, 520 in all",
                count=520),
    )

    def detect(self, text: str) -> bool:
        from ...formats.json import json_kind

        return json_kind(text) == "pack"

    def detect_json(self, data: dict) -> bool:
        """An object of the packing file's fields alone, a board and pieces among them, without its ``"kind"``
        (``gridsat solve`` said "not a puzzle gridsat can read" of ``{"board": "6x10", "pieces": "pentominoes"}``,
        which ``gridsat pack`` solves). A board or pieces alone is one too: ``gridsat pack`` reads
        ``{"board": "3x20"}`` with the pentominoes, as ``--board 3x20`` does (without a ``"kind"`` naming another)."""
        from .io import FIELDS

        return set(data) <= FIELDS and ({"board", "pieces"} <= set(data) or bool({"board", "pieces"} & set(data))
                                        and "kind" not in data)

    def looks_like_json(self, data: dict) -> bool:
        """An object with a board and pieces among other fields, that no kind detects: read as a packing, whose
        reader names the field it does not know."""
        return {"board", "pieces"} <= set(data)

    def parse_json(self, data: dict, source: str = "puzzle", base=None, **settings):
        from ...formats.json import check_kind
        from ..genres import kind_spelt
        from .io import puzzle_from_json

        self._no_specs(settings)
        check_kind(data, self.name, source, spelt=kind_spelt)  # 'Polyomino packing' too
        return puzzle_from_json(data, source, base)

    def parse(self, text: str, source: str = "puzzle", base=None, **settings):
        from ..kinds import url_refused
        from .io import parse_puzzle

        self.read_settings(settings)
        if (no_url := url_refused(text, self, source)) is not None:  # was "a pack puzzle is a JSON object such as
            raise no_url  # {...}, got 'https://...'", where cover and Domino Fit say they read no URLs
        puzzle = parse_puzzle(text, source, base=base)  # '6x10' is told to be a board first (with one_sided it was
        self._no_specs(settings)  # told one_sided does not apply to a puzzle file, as if it were one)
        return puzzle

    def _no_specs(self, settings: dict) -> None:
        """Refuse board and piece settings beside a puzzle file: every one given (from the command line, Python or
        a web request), at its default too -- a {"board": "6x10"} beside a 3x20 puzzle was silently dropped, and
        so was ``-b 6x10`` (the command line passes those it was given)."""
        typed = self.read_settings(settings)
        flags = [self.setting(k) for k in typed if k in settings]
        if flags:  # --one-sided was told "(it says its board and pieces)", not where a one-sided puzzle says so
            raise PuzzleInputError(f"{flags[0].label} does not apply to a puzzle file (it says its board and pieces; "
                                   f"set its \"{flags[0].name}\" field instead)")

    def build(self, argument, settings: dict):
        if argument is not None:
            import os

            from .io import board_word

            board = None if os.path.lexists(argument) else board_word(argument)
            if board is not None:
                # 'gridsat pack 6x10' said only "cannot read puzzle file", and 'gridsat pack 3x20 -p tetrominoes'
                # that --pieces does not apply to a puzzle file, of a board's name
                rest = self._with_given(board, settings)
                raise PuzzleInputError(f"no such file; {board.word!r} is {board.what}{rest}", argument)
            if argument == "-" or os.path.lexists(argument):  # a file missing is said so, not its settings
                self._no_specs(settings)  # refused before the file is read
            elif argument.lower() in ("true", "false", "yes", "no", "on", "off"):  # 'pack --one-sided true'
                flags = [self.setting(k).label for k, v in self.read_settings(settings).items()
                         if k in settings and isinstance(v, bool)]
                if flags:
                    raise PuzzleInputError(f"no such file; {flags[0]} takes no value: give it alone, as "
                                           f"'gridsat pack {flags[0]}'", argument)
            from ..unreadable import read_argument  # another kind's word ('pack weekday'): "cannot read"

            return read_argument(self, argument, {})
        from .io import make_puzzle

        given = self.read_settings(settings)
        return make_puzzle(given["board"], given["pieces"], one_sided=given["one_sided"], holes=given["holes"])

    def _with_given(self, word, settings: dict) -> str:
        """What a board or piece set given where a puzzle file goes is told: the command with it in its option and
        the packing's other settings given beside it ('pack 5x8 --pieces my.txt' was offered 'gridsat pack --board
        5x8 --pieces tetrominoes*2', and 'pack 8x8-centre --pieces pentominoes+O4' the pentominoes alone)."""
        given = [k for k in ("board", "pieces", "one_sided", "holes") if k in settings]
        if word.why is not None or not given or word.option in given:
            return word.rest
        import shlex

        from ...core.wording import spelled

        typed = self.read_settings(settings)
        given = [k for k in given if typed[k] is not False]  # (--one-sided off is the default: no flag)
        flags = [self.setting(k).option + ("" if isinstance(typed[k], bool) else f" {shlex.quote(str(settings[k]))}")
                 for k in given]
        keywords = [f"{k}={True if isinstance(typed[k], bool) else settings[k]!r}" for k in given]
        first = f"{word.option}={word.word!r}" if word.option == "pieces" else repr(word.word)
        command = spelled(f"gridsat pack --{word.option} {shlex.quote(word.word)} {' '.join(flags)}",
                          f"gridsat.pack({', '.join([first, *keywords])})")
        return f", not a packing puzzle file (JSON): {command}"

    def solver(self, puzzle, engine, task, settings):
        from ..placement.run import PlacementSolver

        return PlacementSolver(puzzle, engine, task.options)

    def engine_used(self, puzzle, task, settings, engine) -> str:
        from ..placement.run import engine_used

        return engine_used(puzzle, engine, task)

    def result_fields(self, puzzle, task, settings) -> dict:
        return {"problem": puzzle, "distinct": task.distinct}

    def same_answer(self, result, solution) -> bool:
        return placement_answer(result, solution, self._reader(result))

    def recorded_answer(self, result, solution):
        return placement_record(result, solution, self._reader(result))

    @staticmethod
    def _reader(result):
        from ..placement.hints import read_position

        return lambda text: read_position(text, result.problem, "solution")


KIND = PackKind()
