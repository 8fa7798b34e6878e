"""The hooks of a kind that explains its steps (``explains``): hints, a
player's position, and the check of a filled position.  :class:`Explaining`
is a base of :class:`~gridsat.puzzles.contract.Kind`; a kind without hints
keeps these defaults, which refuse with one line."""

from __future__ import annotations

import time

from ..core.errors import PuzzleInputError, with_article, shown as shown_input


class Explaining:
    """The hint hooks of :class:`~gridsat.puzzles.contract.Kind` (see its
    ``explains`` and ``position_values``); ``grade_words``: what each grade
    allows in the kind's own rules (None: :data:`gridsat.core.hints.GRADES`); ``hint_puzzle``: what ``gridsat hint
    PUZZLE`` takes of the kind, where its own command reads something else ("": the same)."""

    grade_words: dict | None = None
    hint_puzzle: str = ""
    #: How the web's play board draws each of ``position_values`` (``"dot"``, ``"star"``, ``"bulb"``; none: the
    #: board's own white and dark cells), one a value; ``GET /api/kinds`` sends them as ``position_looks``.
    position_looks: tuple = ()
    #: How the web's play board sets a cell: ``"click"`` (a click steps it through ``position_values``, then
    #: undecided again) or ``"digit"`` (a cell selected by a click or the arrow keys takes a value typed or picked
    #: from a pad of the puzzle's :meth:`value_names`: a digit genre's 1 to N) or ``"bridge"`` (a click between two
    #: islands -- its labelled cells -- steps the bridges joining them through one, two, none, then undecided; a
    #: position is sent as the answer's horizontal/vertical strings) or ``"loop"`` (a click or drag between two
    #: neighbouring cell centres draws or erases the loop's segment, a right click crosses it: the position is the
    #: lattice of cells and edges a hint's ``grid`` holds, 1 drawn, 2 not) or ``"rectangle"`` (a drag from corner to
    #: corner gives a rectangle's cells the value of the one given cell inside it: Shikaku's ranks); ``GET
    #: /api/kinds`` sends it.
    play_entry: str = "click"
    #: What a value typed on a ``"digit"`` play card is called in the field (a Skyscrapers' height), for the card's
    #: words; ``GET /api/kinds`` sends it.
    play_value_word: str = "digit"
    #: How the web's play board draws its walls (``cell_walls``): ``"dark"`` (Light Up's walls) or ``"frame"`` (a
    #: frame of numbers round the board, drawn light as the kind's picture draws it: Nonogram's); ``GET /api/kinds``.
    play_walls: str = "dark"

    def grade_meaning(self, name: str, steps=()) -> str:
        """What grade ``name`` allows, in the kind's words (``grade_words``); for a kind without them (the grid
        genres), the rules of that grade's level its ``steps`` used, by name (every genre got Yin-Yang's words:
        a Hitori's "hard" named "a 3x3 square"); trials and guesses as :data:`gridsat.core.hints.GRADES` says.

        Raises:
            PuzzleInputError: ``name`` is not one of the kind's grades (``grade_words``, else those of ``GRADES``).
            TypeError: ``name`` is not a string, ``steps`` not a list of steps.
        """
        from ..core.errors import shown
        from ..core.hints import GRADES

        grades = self.grade_words or GRADES
        if not isinstance(name, str):
            raise TypeError(f"name must be a grade ({', '.join(grades)}), got {type(name).__name__} {shown(name)}")
        if name not in grades:  # met as KeyError: 'insane'
            raise PuzzleInputError(f"name must be a grade ({', '.join(grades)}), got {shown(name)}")
        from ..core.hints import Step

        steps = list(steps) if hasattr(steps, "__iter__") and not isinstance(steps, (str, bytes, dict)) else steps
        if not isinstance(steps, list) or not all(isinstance(step, Step) for step in steps):  # "a" met "'str'
            # object has no attribute 'depth'"
            raise TypeError(f"steps must be a Deduction's steps (a list of Step), got {type(steps).__name__} "
                            f"{shown(steps)}")
        if self.grade_words:
            return self.grade_words[name]
        level = {"easy": 1, "medium": 2, "hard": 3}.get(name)
        rules = sorted({s.rule for s in steps if s.depth == 0 and s.level == level})
        tried = level == 3 and any(s.depth for s in steps)
        if level is None or not rules:  # a hard grade from trials alone was told "the genre's level-3 rules"
            return GRADES[name] if level is None else "short local trials" if tried else \
                f"the genre's level-{level} rules"
        trials = ", or short local trials" if tried else ""
        words = self.rule_words()
        if all(rule in words for rule in rules):  # the rules in words: "the level-2 rule 'grow'" was jargon
            said = "; ".join(f"{rule!r}: {words[rule]}" for rule in rules)
            return f"the rule{'s' if len(rules) > 1 else ''} {said}{trials}"
        return f"the level-{level} rule{'s' if len(rules) > 1 else ''} {', '.join(map(repr, rules))}{trials}"

    def rule_words(self) -> dict:
        """``{rule name: what it says, in words}`` for the kind's deductions (a grade's meaning says them); default
        none (the rules are then named)."""
        return {}

    def hints(self, puzzle, *, start=None, deadline: float | None = None, first: bool = False,
              memory_limit: int | None = None):
        """The steps of ``puzzle`` a person can follow (kinds with
        ``explains``): a :class:`~gridsat.core.hints.Deduction`, from the
        kind's :meth:`deduce`.

        Args:
            puzzle: one of this kind's puzzles (``kind.parse(...)``).
            start: a position to step on from (the kind's grid of values, 0
                undecided), e.g. a player's progress, or its text, or a
                Deduction (or its ``to_json()`` record): its grid, where its
                steps stopped; None: the givens.
            deadline: a :func:`time.perf_counter` value.
            first: only the next step.
            memory_limit: bytes the steps' searches and the uniqueness proof's
                model may take (None: the default, as ``--memory-limit``'s).

        Raises:
            PuzzleInputError: the kind has no hints, or ``start`` does not fit.
            TypeError: ``puzzle`` is not one of this kind's puzzles, or
                ``start``, ``deadline`` or ``first`` of another type.
            ValueError: ``deadline`` is NaN (infinity is no deadline).
        """
        self._refuse_without_hints()
        self.check_puzzle(puzzle)
        from .arguments import check_deadline

        deadline = check_deadline(deadline)  # infinity: None, in every kind (some refused it as a time limit)
        from ..core.hints import Deduction

        if isinstance(start, Deduction):  # a first=True deduction stepped on from (was "got Deduction", where its
            start = start.to_json(with_grade=False)  # to_json() record was taken): its grid, where it stopped
        if start is not None and not isinstance(start, str) and not hasattr(start, "__iter__"):
            import os  # a position file's path was told only "got PosixPath"

            read = " (a file's position: start=Path(FILE).read_text())" if isinstance(start, os.PathLike) else ""
            raise TypeError(f"start must be a position (the kind's rows of values, or its text) or None, got "
                            f"{type(start).__name__} {shown_input(start, 40)}{read}")
        if isinstance(start, dict):  # a record (a Deduction's to_json()), read as its JSON text is: it was refused
            import json  # as 'got dict' where the same record's text was taken

            try:
                start = json.dumps(start)
            except (TypeError, ValueError) as e:
                raise TypeError(f"start must be a position or a Deduction's to_json() record, got a dict JSON cannot "
                                f"write ({e})") from None
        if isinstance(start, str):  # its text: iterated, each character was taken for a row
            start = self.position_of(start, puzzle, "start")
        elif start is not None:
            start = self.start_position(puzzle, start)
        from ..core.options import truth

        first = truth(first)  # numpy's np.True_ too
        if not isinstance(first, bool):
            raise TypeError(f"first must be True or False, got {type(first).__name__} {shown_input(first, 40)}")
        from ..core.memory import watched
        from ..core.options import SolverOptions

        from ..core.memory import limited_to

        options = SolverOptions(memory_limit=memory_limit)  # (names a limit of another type or below 1)
        with watched(options.started()), limited_to(memory_limit):  # steps growing past the limit are stopped
            try:
                deduction = self.deduce(puzzle, start=start, deadline=deadline, first=first)
            except PuzzleInputError as exc:  # the start's faults found while stepping said "position:", a name
                if start is None or exc.where != "position":  # hints does not take (its reading said "start:");
                    raise  # the command line and the web name their position again
                raise PuzzleInputError(exc.problem, "start") from None
            from functools import partial

            deduction.drawing = partial(_hint_figure, self.name, puzzle, deduction)  # Jupyter draws it (a partial,
            # not a lambda: a deduction pickles, for process pools and notebooks)
            deduction.puzzle, deduction.first = puzzle, first
            if deduction.verdict == "no_solution" and deduction.reason is None and hasattr(self, "why_none"):
                # say why, as solving does (the deductions' own proof may have sought it: then "" or the reason)
                from ..core.task import Task

                left = None if deadline is None else deadline - time.perf_counter()
                task = Task("solve", options=SolverOptions(time_limit=left, memory_limit=memory_limit).started()) \
                    if left is None or left > 0 else None
                try:
                    why = (task and self.why_none(puzzle, task, self.check(task, {}))) or {}
                    deduction.reason = why.get("reason")
                    deduction.conflict = [tuple(cell) for cell in why.get("conflict") or ()]
                except KeyboardInterrupt:  # Ctrl-C (SIGTERM) while the reason was sought: the verdict is kept (it was
                    deduction.interrupted = True  # lost: unknown), the stepping marked interrupted
            return deduction

    def start_position(self, puzzle, start):
        """The ``start`` of :meth:`hints` given as other than text, as the
        kind's :meth:`deduce` takes it; default: as it is (rows of values).

        Raises:
            PuzzleInputError: a position that does not fit the puzzle.
            TypeError: a row that is not a list, tuple or string, or rows of both.
        """
        start = start if isinstance(start, list) else list(start)  # (a list kept: how its text wrote it)
        odd = [row for row in start if not isinstance(row, (list, tuple, str))][:1]  # a None row too
        if odd:
            odd = odd[0]
            raise TypeError(f"start must be rows of values (0 undecided) or their text, got a row "
                            f"{type(odd).__name__} {shown_input(odd, 40)}")
        if start and all(isinstance(row, str) for row in start):  # rows of text, read as the text they make, as
            # the placing kinds read them: each character was a cell ("'0' is not 0, 1 or 2", "rows of 9 cells")
            return self.position_of("\n".join(start), puzzle, "start")
        if any(isinstance(row, str) for row in start):
            raise TypeError("start must be rows of values (0 undecided) or rows of their text, not both")
        return start

    def deduce(self, puzzle, *, start=None, deadline: float | None = None, first: bool = False):
        """The kind's own part of :meth:`hints` (kinds with ``explains``
        override it), given one of its puzzles."""
        self._refuse_without_hints()  # a kind without hints said it "declares explains but has no deduce"
        raise NotImplementedError(f"{self.title} declares explains but has no deduce")

    def _refuse_without_hints(self) -> None:
        if not self.explains:
            from ..core.errors import NoHints

            refused = NoHints(f"{self.title} has no hints or grades yet (kinds with them: {hinting_kinds()})")
            refused.kind = self.name
            raise refused

    def check_puzzle(self, puzzle) -> None:
        """Refuse what is not one of this kind's puzzles.

        Raises:
            TypeError: ``puzzle`` is not a puzzle of this kind (named by
                its type, and how to get one).
        """
        from .solvable import Solvable

        if not isinstance(puzzle, Solvable) or puzzle.kind_name != self.name:
            what = self.title if self.title.lower().endswith("puzzle") else f"{self.title} puzzle"
            raise TypeError(f"puzzle must be {with_article(what)} (from gridsat.kinds.get({self.name!r}).parse), "
                            f"got {type(puzzle).__name__}")

    def position_of(self, text: str, puzzle, source: str = "position"):
        """:meth:`read_position`, after refusing several boards as gridsat prints them (``solve -u``'s ``a second
        answer``, ``-n``'s ``solution 2``) by name: they were told "the drawn board has 8 rows of 4 cells" or
        "the position has 7 rows; the board has 3 rows" (``hint --position``, the web's position, ``start``)."""
        from ..core.grid_text import refuse_no_answer_printed, without_colour
        from .grid.drawn_answer import refuse_several

        if isinstance(text, str):  # saved under FORCE_COLOR (`FORCE_COLOR=1 gridsat hint P > pos.txt`): a Yin-Yang
            text = without_colour(text)  # board was "line 1, column 1: symbol 'next' is not 0 (undecided)..."
        refuse_no_answer_printed(text, "position", source, "give the player's grid of the kind's values (0 undecided)")
        refuse_several(text, "the position", source)
        if isinstance(text, str):  # another kind's puzzle file ('dominofit rule=dot' over its rows) as a packing or
            from .headers import header_genre, refuse_other_genre  # calendar position was "the position has 9 rows"

            first = next(((n, line) for n, line in enumerate(text.splitlines(), 1) if line.strip()), None)
            if first and header_genre(first[1][:200]) not in (None, self.name):
                refuse_other_genre(*first, self.name, source, position=True)
        return self.read_position(text, puzzle, source)

    def read_position(self, text: str, puzzle, source: str = "position"):
        """A player's position for :meth:`hints` from its text (the kind's
        grid of values, 0 undecided).

        Raises:
            PuzzleInputError: unreadable, naming the line and column.
        """
        raise PuzzleInputError(f"{self.title} reads no positions", source)

    def given_position(self, puzzle) -> list:
        """The position of ``puzzle`` before any move: rows of the given
        cells' values (0 where the player decides), the cells a player
        cannot change (kinds with ``explains``)."""
        raise PuzzleInputError(f"{self.title} reads no positions")

    def hint_name(self, puzzle) -> str:
        """What a hint calls ``puzzle`` (its pictures' titles, ``hint --json``'s ``"name"``): its name, else the
        kind's title (a packing's JSON named null, a calendar's too, where their pictures name them)."""
        return getattr(puzzle, "name", None) or self.title

    def saved_position(self, puzzle) -> list | None:
        """The position a puzzle file holds besides its givens (a pzprv3 file's answer rows, as puzz.link's
        editor saves a player's work), as :meth:`read_position` reads one, or None: ``hint`` without
        ``--position`` steps on from it.  Default: None."""
        return None

    @staticmethod
    def is_answer_list(grid) -> bool:
        """Whether ``grid`` is an answer's list (Domino Fit's dominoes, placements), which :meth:`check_position`
        takes as it is, not rows of the kind's values (checked for the board's shape first).  Default: False."""
        return False

    def check_position(self, puzzle, grid) -> list:
        """The rules a fully decided position breaks, one line each (empty:
        it is an answer), from the kind's independent checker (its
        ``result_type``'s :meth:`~gridsat.core.result.Result.violations`),
        never the solver.

        Args:
            grid: rows of the kind's values (as :meth:`read_position` reads).

        Raises:
            PuzzleInputError: ``grid`` is not the board's size (no position of it).
        """
        from ..core.status import Status

        result = self.result_type(Status.SOLVED, 0.0, puzzle=puzzle, **{self.result_type.answer_field: grid})
        return [line.replace("answer", "position", 1) if line.startswith("answer") else line
                for line in result.violations()]

    def finished_position(self, puzzle, deduction) -> list | None:
        """The rules broken by the position ``deduction`` (:meth:`hints`'s) started from, when it has every cell
        decided (empty: it is an answer, whatever the search found), from :meth:`check_position`; None when a
        cell is undecided.  ``gridsat hint --position`` and ``POST /api/hint`` say them alike."""
        position = self.deduction_start(deduction)
        if not position or not all(all(row) for row in position):
            return None
        return self.check_position(puzzle, position)

    def mistake_cells(self, puzzle, mistakes) -> list:
        """The board's cells ``(row, col)`` a picture frames for a position's ``mistakes`` (a Deduction's): the
        mistakes themselves, where the kind's grid is its board (a kind whose steps decide a lattice's points maps
        them to the cells they touch)."""
        return [tuple(cell) for cell in mistakes]

    @staticmethod
    def deduction_start(deduction) -> list:
        """The position a :class:`~gridsat.core.hints.Deduction` started from: its grid without its steps' cells."""
        position = [list(row) for row in deduction.grid or ()]
        for step in deduction.steps:
            for r, c in step.decided:
                position[r][c] = 0
        return position

    def cell_labels(self, puzzle) -> list | None:
        """Rows of the text a cell shows besides its value (a clue's number,
        a calendar's month and day names; ``""`` on a cell without one), or
        None: the values say it all (Yin-Yang's circles).  ``POST /api/hint``
        answers it as ``labels``."""
        return None

    def point_labels(self, puzzle) -> list | None:
        """Rows of the numbers on the grid points (``rows + 1`` rows of ``cols + 1`` strings, ``""`` on a point
        without one: Creek's), drawn on the play board's corners, or None: no numbers there.  ``POST /api/hint``
        answers it as ``points``."""
        return None

    def cell_regions(self, puzzle) -> list | None:
        """Rows of each cell's region (room) number, whose borders the play board draws thick (Star Battle's
        regions, Heyawake's rooms), or None: no regions.  ``POST /api/hint`` answers it as ``regions``."""
        return None

    def cell_walls(self, puzzle) -> list | None:
        """Rows of True on a wall (a cell no value is for: Light Up's walls, drawn dark and never clicked), or
        None: no walls.  ``POST /api/hint`` answers it as ``walls``."""
        return None

    def value_names(self, puzzle) -> list:
        """The names of ``puzzle``'s cell values 1, 2, ... (``POST /api/hint``'s ``values``): the kind's
        ``position_values``; a digit genre's depend on the board (``"1"`` to ``"16"`` on a 16x16 Sudoku)."""
        return list(self.position_values)

    def play_card(self) -> bool:
        """Whether the web's play card plays this kind's puzzles: it ``explains`` its steps, its ``play_board``
        draws them, and a player sets its cells (``position_values`` a click cycles, or digits typed:
        ``play_entry`` ``"digit"``, bridges drawn between islands: ``"bridge"``, a loop's edges: ``"loop"``)."""
        return bool(self.explains and getattr(self, "play_board", True)
                    and (self.position_values or self.play_entry in ("digit", "bridge", "loop", "rectangle")))

    def play_words(self) -> dict:
        """What ``GET /api/kinds`` says of the play board: ``play_card`` (:meth:`play_card`), ``play_entry``,
        ``play_value_word``, ``play_walls``,
        ``position_values`` and ``position_looks`` (empty, both, for a kind whose ``play_board`` is False)."""
        playable = getattr(self, "play_board", True)
        return {"play_card": self.play_card(), "play_entry": self.play_entry, "play_value_word": self.play_value_word,
                "play_walls": self.play_walls,
                "position_values": list(self.position_values) if playable else [],
                "position_looks": list(self.position_looks) if playable else []}

    def position_words(self) -> str:
        """What a player's position holds, in words, as ``gridsat hint --help`` says it (``"1 empty, 2 star"``):
        the names of ``position_values`` numbered from 1 (0 is undecided); "" for a kind without them."""
        return ", ".join(f"{value} {name}" for value, name in enumerate(self.position_values, 1))

    def hint_text(self, puzzle, deduction):
        """The position after ``deduction``'s steps for the terminal (rich
        text), the last step's decided cells marked."""
        return None

    def hint_figure(self, puzzle, deduction, upto: int | None = None):
        """A picture of the position after the first ``upto`` steps of
        ``deduction`` (all: None), the last one's decided cells framed red and
        its premises blue."""
        raise PuzzleInputError(f"{self.title} draws no hints")




def _hint_figure(kind_name: str, puzzle, deduction, upto=None):
    """``deduction``'s picture after ``upto`` steps, drawn by its kind (:attr:`Deduction.drawing`)."""
    from .kinds import get

    return get(kind_name).hint_figure(puzzle, deduction, upto)


def hinting_kinds() -> str:
    """The kinds whose hints this install gives, in the registry's order, as messages list them (``"pack,
    calendar, ..."``): a kind whose hints need a compiled engine the install lacks is left out."""
    from ..core.compiled import hints_installed
    from .kinds import get, names

    return ", ".join(n for n in names() if hints_installed(get(n)))


__all__ = ["Explaining", "hinting_kinds"]
