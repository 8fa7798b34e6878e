"""The kind base of the grid genres: reading (puz.link URL, JSON, text), writing, solving the genre's CP-SAT model,
comparing answers.

A genre's kind sets the declaration (name, title, ``url_names``, ``puzzle_type``...) and its puzzle class supplies
:meth:`from_url` / ``to_url``, ``from_text`` / ``to_text``, ``model`` (the rules as an :class:`Encoding`),
``violations`` (the checker) and ``drawing``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, ClassVar

from ...core.errors import PuzzleInputError, shown
from ...core.grid import as_rows
from ...core.session_solver import SessionSolver
from ...core.task import Found
from ...core.wording import a_board, a_or_an
from ..contract import Kind, Writer
from .checking import check_genre
from .kept import SMALL_BOARD, answer_bytes, refuse_unkept
from .result import GridResult


@dataclass
class Encoding:
    """A genre's CP-SAT model of one puzzle, as the task runner needs it.

    Attributes:
        decision: the boolean literals whose values identify an answer.
        decode: ``values -> answer grid``.
        forced: ``(values, forced flags) -> grid`` with None where answers
            differ (None: the ``forced`` task is refused).
        separate: for a model that leaves a rule out and adds it lazily
            (the ``cuts`` engine): ``values -> clauses`` (lists of literals)
            that every answer satisfies and these values break, empty when
            they keep every rule (:class:`~gridsat.engines.cpsat.CutLoopSession`);
            None: the model holds every rule.
        most: how many answers there can be at all, when the genre knows a bound below ``2 ** len(decision)``
            (a digit grid's: its rows' orders); None: not known.
    """

    decision: list
    decode: Callable
    forced: Callable | None = None
    separate: Callable | None = None
    most: int | None = None


def cell_encoding(puzzle, members: dict) -> Encoding:
    """The encoding of a genre whose answer is one boolean per cell (1 =
    shaded, star, bulb...): ``members`` is ``{cell: literal}`` for every cell."""
    cells = puzzle.cells()

    def decode(values):
        return [list(map(int, row)) for row in as_rows(values, puzzle.rows, puzzle.cols)]

    def forced(values, flags):
        grid = decode(values)
        return [[v if flags[r * puzzle.cols + c] else None for c, v in enumerate(row)] for r, row in enumerate(grid)]

    return Encoding([members[c] for c in cells], decode, forced)


class EnumeratingSolver(SessionSolver):
    """The tasks on a CP-SAT session of a complete model (no lazy cuts),
    counting and listing with CP-SAT's own enumeration and proving
    uniqueness with one enumeration stopped at the second answer, instead
    of solving, forbidding the answer and solving again (measured on
    Norinori's 36x54 board: half the CPU time).  Built by
    :meth:`GridKind.solver` when the kind sets ``enumerates``."""

    def __init__(self, session, decode: Callable, *, forced: Callable | None = None):
        super().__init__(session, decode, forced=forced, enumerate=True)

    def unique(self, task) -> Found:
        enum = self.session.enumerate(limit=2, keep=2)
        return Found([self.decode(v) for v in enum.solutions], enum.complete or enum.count >= 2)


def _url_writer(puzzle, result) -> str:
    return puzzle.to_url() + "\n"


def _text_writer(puzzle, result) -> str:
    return puzzle.to_text()


class GridKind(Kind):
    """A grid genre's kind (see the module docstring).

    Declaration beyond :class:`~gridsat.puzzles.contract.Kind`:
        puzzle_type: the genre's :class:`~gridsat.puzzles.grid.puzzle.GridPuzzle` subclass.
        url_names: the names puzz.link accepts for the genre, the one it
            writes first (``("slither", "slitherlink")``).
        other_names: the genre's names elsewhere, lower case (janko.at's ``("corral",)``): told the kind.
        defaults: CP-SAT parameters the genre's model runs best with.
        enumerates: prove uniqueness, count and list with CP-SAT's
            enumeration (:class:`EnumeratingSolver`; measured per genre).
        one_to_one: the session's :attr:`~gridsat.engines.cpsat.CpSatSession.one_to_one` (None: found out).

    A genre whose puzzle's ``model(model, options, lazy=True)`` leaves a rule
    to lazy cuts (an :class:`Encoding` with ``separate``) lists the engine
    ``cuts`` beside ``cpsat`` (the whole model, which ``--export-model``
    writes) and says in ``choose_engine`` which one ``auto`` runs.
    """

    puzzle_type: ClassVar[type] = None
    url_names: ClassVar[tuple] = ()
    other_names: ClassVar[tuple] = ()
    defaults: ClassVar[dict] = {"num_workers": 1}
    enumerates: ClassVar[bool] = False
    one_to_one: ClassVar[bool | None] = None
    genre_line = ""  # 'nurikabe' above the rows, or no line
    engines = ("auto", "cpsat")
    engine_help = "auto: the CP-SAT model of the rules"
    tasks = ("solve", "solutions", "count", "unique", "forced")
    result_type = GridResult
    model_engine = "cpsat"
    writers = (Writer("url", "the puzzle as a puzz.link URL", _url_writer),
               Writer("text", "the puzzle as this genre's text grid", _text_writer))

    def __init_subclass__(cls, **kwargs):
        """A genre's kind is checked when defined (:func:`~gridsat.puzzles.grid.checking.check_genre`)."""
        super().__init_subclass__(**kwargs)
        if cls.puzzle_type is not None:
            check_genre(cls)

    @property
    def suffixes(self) -> tuple:
        from ...core.records import SHORTCUT_ENDINGS

        return (f".{self.name}", ".json", ".txt", *SHORTCUT_ENDINGS)

    def detect(self, text: str) -> bool:
        from ...formats.json import json_kind
        from ...formats.puzzlink import looks_like_url, url_genre

        stripped = text.strip()
        if stripped.startswith("{"):
            return json_kind(stripped) == self.name
        if "\n" not in stripped and "\r" not in stripped and looks_like_url(stripped):
            return url_genre(stripped) in self.url_names  # a bad size is then this genre's reader's to name
        # the first line alone, lone-\r line ends too: the whole text was copied for every kind asked
        head = self.named_as_kind(stripped[:200].replace("\r\n", "\n").replace("\r", "\n"))
        header = head.split("\n", 1)[0].strip().lower()  # the genre's name, and any setting its text writes
        words = " ".join(header.split())
        return header == self.name or words in (self.name + setting for setting in self.puzzle_type.header_settings)

    def named_as_kind(self, text: str) -> str:
        """``text`` (stripped) with a first line naming the genre as puzz.link does ('akari', 'mashu full') or by its
        title ('Light Up', 'Star Battle 2') named as the kind ('lightup'): the README reads "a text grid under a
        first line naming the genre", and 'akari' was read as a row of cells ("line 2: 6 cells, expected 1"), or
        by ``solve`` as no puzzle at all."""
        first = text[:text.find("\n")] if "\n" in text[:200] else text[:200]  # a header is short
        from ..genres import kind_spelt

        words = first.split()
        spelt = kind_spelt(words[0]).lower() if words else ""  # 'Light-Up', 'Statue_Park' as typed kinds are read
        if len(words) > 1 and kind_spelt(words[0] + words[1]).lower() in (self.name, *self.url_names):  # 'Light Up'
            words = [self.name, *words[2:]]
        elif words and words[0].lower() != self.name and spelt in (self.name, *self.url_names):
            words = [self.name, *words[1:]]
        else:
            return text
        return " ".join(words) + text[len(first):]

    def looks_like(self, text: str) -> bool:
        """Also a text whose first line's first word is the genre's name, puzz.link's or its title, so that its
        reader names what is wrong with the rest of the line ('starbattle 1 2' was "not a puzzle gridsat can
        read", and 'akari 2' still was)."""
        if self.detect(text):
            return True
        head = self.named_as_kind(text[:200].replace("\r\n", "\n").replace("\r", "\n").strip())
        words = head.split("\n", 1)[0].lower().split()
        return bool(words) and words[0] == self.name

    def parse(self, text: str, source: str = "puzzle", base=None, **settings):
        from ...formats.puzzlink import looks_like_url, parse_url
        from ...formats.sniff import (is_pzprv3, janko_file, json_not_object, percent_encoded, percent_words,
                                      text_after_url)

        from ..input_checks import refuse_non_text

        refuse_non_text(text)
        self.read_settings(settings)
        stripped = text.replace("\r\n", "\n").replace("\r", "\n").strip().lstrip("\ufeff")  # line ends as a file's
        named = source not in ("URL", "stdin", "puzzle")  # a file, which names the puzzle
        name = source.rsplit(".", 1)[0] if named else self.title
        url = "\n" not in stripped and looks_like_url(stripped)
        try:
            if not stripped:
                raise PuzzleInputError(f"empty input (expected a puzz.link URL, JSON or {a_or_an(self.title)} text "
                                       "grid)")
            if stripped.startswith("{"):
                from ...formats.json import read_json_object

                return self.parse_json(read_json_object(stripped, source), source, base)
            if url:
                link = parse_url(stripped)
                if link.kind not in self.url_names:
                    from ..genres import url_not_kind  # 'star-battle' said only "not starbattle"

                    raise PuzzleInputError(url_not_kind(link.kind, self.name))
                unread = self.puzzle_type.url_flags_unread.get(link.flags)
                if unread:  # puzz.link's own flag: "has none" was untrue
                    raise PuzzleInputError(f"URL flag {link.flags!r}: {unread}")
                link.check_flags(self.puzzle_type.url_flags, self.title, self.puzzle_type.url_flags_unread)
                wrong = self.puzzle_type.size_problem(link.rows, link.cols)
                if wrong:  # before the body: a 5x5 Sudoku's URL cut short was told its missing cells, not its size
                    raise PuzzleInputError(wrong)
                return self.puzzle_type.from_url(link, name)
            if is_pzprv3(stripped):  # read as a text grid, it was "line 5: 2 cells, expected 1"
                from ..genres import only_yinyang

                raise PuzzleInputError(only_yinyang(text))  # (the text's own lines, as numbered in messages)
            if janko := janko_file(stripped):
                raise PuzzleInputError(janko)
            if text_after_url(text):  # never a text grid whose first cell is a URL
                raise PuzzleInputError(text_after_url(text))
            if percent_encoded(stripped):  # nor one whose only cell is
                raise PuzzleInputError(percent_words(stripped))
            wrong = json_not_object(stripped, source)
            if wrong:  # JSON of another shape, never a grid of one cell '[1,2,3]'
                raise PuzzleInputError(f"expected a JSON object ({{\"kind\": \"{self.name}\", ...}}) or a "
                                       f"{self.title} text grid, got JSON: {wrong}")
            kept = text.replace("\r\n", "\n").replace("\r", "\n").lstrip("\ufeff")  # the blank lines above the grid,
            above = kept[:len(kept) - len(kept.lstrip())].count("\n")  # kept: messages named line 3 of line 5
            return _read_named(self.puzzle_type, stripped, "\n" * above + self.named_as_kind(stripped), name)
        except PuzzleInputError as exc:
            # One prefix: the file, or the genre ("Nurikabe: ..."); never "URL: Nurikabe: ..." nor "h.txt: h: ..."
            # (a URL in a file names both: "h.url: Nurikabe: URL body ...").
            if exc.placed(name, source):
                exc = PuzzleInputError(exc.problem)
            shown = named or source == "stdin"  # standard input named as Yin-Yang's and `solve -` name it: it was
            # "Light Up: row 1, ..." from `gridsat lightup -`, "stdin: ..." from `gridsat yinyang -`
            raise exc.at(f"{source}: {self.title}" if shown and url else source if shown else self.title) from None

    def parse_json(self, data: dict, source: str = "puzzle", base=None, **settings):
        from ...formats.json import check_fields, check_kind
        from ..genres import genre_kind, kind_spelt

        self.read_settings(settings)
        check_kind(data, self.name, source, genre_of=genre_kind, spelt=kind_spelt)  # its title too ('Hashiwokakero')
        regions = ("regions",) if "regions" in self.puzzle_type.text_blocks or "regions" in data else ()
        check_fields(data, {"kind", "rows", "cols", "clues", *regions, "name", *self.puzzle_type.json_fields},
                     source)  # (a genre without regions listed them; given, they are refused by name below)
        fields = {k: v for k, v in data.items() if k not in ("kind", "name")}
        for what in ("rows", "cols"):  # JSON's words: it was "got True", "got None", "got '2'" (Python's)
            if what in fields and isinstance(fields[what], (bool, str, float, list, dict, type(None))):
                from ...core.board import MAX_SIDE
                from ...core.errors import json_shown

                raise PuzzleInputError(f"{what} must be a whole number from 1 to {MAX_SIDE}, got "
                                       f"{json_shown(fields[what])}", source)
        if not isinstance(data.get("name", ""), str):
            from ...formats.json import json_type, json_value

            said = "" if data["name"] is None else f" ({json_value(data['name'])})"  # not "got null (null)"
            raise PuzzleInputError(f"'name' must be a string, got {json_type(data['name'])}{said}", source)
        try:
            return self.puzzle_type.from_json_fields(fields, data.get("name", source))
        except TypeError as exc:
            raise PuzzleInputError(f"bad JSON fields: {exc}", source) from None

    def cpsat_session(self, puzzle, engine: str, options, **given) -> tuple:
        """``(session, encoding)``: the CP-SAT session of ``engine`` on the
        puzzle's model and that model's :class:`Encoding`.  ``cuts``: the
        model of ``puzzle.model(model, options, lazy=True)``, whose
        ``separate`` a :class:`~gridsat.engines.cpsat.CutLoopSession` adds
        as cuts (solve, cut off what breaks the rule, solve again); else the
        whole model in a :class:`~gridsat.engines.cpsat.CpSatSession`.
        ``given``: passed on to ``puzzle.model`` (``known={cell: 0/1}``:
        cells already decided, fixed in the model).

        Raises:
            PuzzleInputError: an ``engine`` neither ``cpsat`` nor (for a kind that has it) ``cuts``; the model
                would need more memory than
                ``options`` allow (estimated before building), or the time
                limit ran out while building it.
        """
        from ...core.options import TimeUp, given_options
        from ...engines.race import cp_sat_loaded

        options = given_options(options)  # None met "'NoneType' object has no attribute 'check_memory'"
        if not cp_sat_loaded(options):  # OR-Tools imported within the time left (1-2.5 s with pandas, from Python)
            raise TimeUp()
        from ...constraints.model import RuleModel
        if engine not in ("cpsat", "cuts") or engine == "cuts" and "cuts" not in self.engines:  # a LITS's
            # 'cuts' met TypeError "model() got an unexpected keyword argument 'lazy'"
            raise PuzzleInputError(f"no CP-SAT session {shown(engine)} for {self.title}; use "
                                   f"{' or '.join(e for e in ('cpsat', 'cuts') if e in self.engines)}")
        if not hasattr(puzzle, "model_bytes"):  # one that weighs its whole model as it starts building (Shikaku's
            options.check_memory(puzzle.rows * puzzle.cols * puzzle.bytes_per_cell,  # rectangles) was told its
                                 f"a CP-SAT model of {a_board(puzzle, self.title)}")  # cells' part
        model = RuleModel(check=options.check_time)
        if engine == "cuts":
            given["lazy"] = True
        encoding = puzzle.model(model, options, **given)
        if not isinstance(encoding, Encoding):  # a genre's model without its return met AttributeError 'separate'
            raise TypeError(f"{type(puzzle).__name__}.model returned {type(encoding).__name__}, not an Encoding: "
                            "return cell_encoding(self, members), or Encoding(decision, decode, forced)")
        options.check_time()
        return self.session_of(model, encoding, options), encoding

    def session_of(self, model, encoding, options):
        """The CP-SAT session of ``model`` and ``encoding``: a :class:`~gridsat.engines.cpsat.CutLoopSession` when
        a rule was added lazily (``encoding.separate``), else a :class:`~gridsat.engines.cpsat.CpSatSession`."""
        from ...engines.cpsat import CpSatSession, CutLoopSession

        if encoding.separate is not None:
            return CutLoopSession(model, encoding.decision, options, self.defaults, separate=encoding.separate)
        session = CpSatSession(model, encoding.decision, options, self.defaults)
        session.one_to_one = self.one_to_one
        return session

    def solver(self, puzzle, engine, task, settings):
        cells = puzzle.rows * puzzle.cols
        refuse_unkept(task, answer_bytes(cells), cells=cells)
        session, encoding = self.cpsat_session(puzzle, engine, task.options)
        refuse_unkept(task, answer_bytes(cells), cells=cells, built=encoding)
        if self.enumerates and encoding.separate is None:
            return EnumeratingSolver(session, encoding.decode, forced=encoding.forced)
        return SessionSolver(session, encoding.decode, forced=encoding.forced)

    def result_fields(self, puzzle, task, settings) -> dict:
        return {"puzzle": puzzle}

    def why_none(self, puzzle, task, settings) -> dict | None:
        """Why ``puzzle``, proven infeasible, has no answer: the result's ``reason`` and ``conflict`` (the clues that
        cannot all hold, weakened as the genre weakens them: :meth:`GridPuzzle.weaker`,
        :func:`gridsat.puzzles.conflict.why_none`), or None."""
        from dataclasses import replace

        from ..conflict import why_none

        plain = getattr(puzzle, "board_reason", lambda: None)()  # (a genre's board alone can say: Statue Park's)
        if plain:
            return {"reason": plain, "conflict": []}
        weaker = {cell: puzzle.weaker(clue) for cell, clue in puzzle.clued().items()}
        weaker = {cell: clue for cell, clue in weaker.items() if clue != puzzle.clue(cell)  # (a '?' says nothing
                  and (puzzle.clue(cell) != "?" or not puzzle.unknown_says_nothing)}  # in most genres; Tapa's does)
        if not weaker and hasattr(puzzle, "waived"):  # a genre of rooms and no clues: its rooms are thinned
            from ..conflict import rooms_why_none

            return rooms_why_none(self, puzzle, task, settings)
        if not weaker:  # no clue, or none giving a number ('?', Yajilin's '#'), rooms or not: "no answer" was all
            what = f"{puzzle.clue_noun} to take away" if puzzle.clued() or puzzle.regions else "clue"  # it said
            return {"reason": f"the board has no {what}, and the rules alone leave none", "conflict": []}

        def thinned(cells):
            rows = [list(row) for row in puzzle.clues]
            for r, c in cells:
                rows[r][c] = weaker[r, c]
            return replace(puzzle, clues=tuple(map(tuple, rows)))

        return why_none(self, puzzle, task, settings, clues=[(c, puzzle.clue(c)) for c in weaker], thinned=thinned,
                        noun=puzzle.clue_noun, named=getattr(puzzle, "clue_named", None),  # (Creek's: its points)
                        left=getattr(puzzle, "clue_left", ""),  # (what a clue taken away leaves: Cave's unshaded cell)
                        said=getattr(puzzle, "clue_said", None))  # (the whole reason: Skyscrapers' clues and givens)

    def same_answer(self, result, solution) -> bool:
        recorded = self.recorded_answer(result, solution)
        return result.grid is not None and recorded == [list(r) for r in result.grid]

    def recorded_answer(self, result, solution):
        from ...core.grid import recorded_grid
        from .address_form import refuse_address_form
        from .drawn_answer import as_drawing, drawn_answer, refuse_several
        from .recorded import clues_written

        solution = as_drawing(solution)  # (a play page's 'at=' rows were "the recorded solution is 1x11")
        refuse_address_form(solution, result.puzzle.rows, result.puzzle.cols, None, "a recorded answer")
        if isinstance(solution, str):  # the board as gridsat draws the answer: it was "must be rows of #/./*/x"
            refuse_several(solution)
            drawn = drawn_answer(solution, result)
            if drawn is None and solution.lstrip().startswith("┌"):  # was "must be rows of #/./*/x", a drawing meant
                raise PuzzleInputError(f"the recorded answer is drawn inside borders, but not as gridsat draws an "
                                       f"answer of this {result.puzzle.rows}x{result.puzzle.cols} board ('gridsat "
                                       f"{self.name} PUZZLE' prints one)")
            solution = drawn or solution
        puzzle, solution = result.puzzle, clues_written(solution, result.puzzle)  # a clue written as the puzzle
        return recorded_grid(puzzle.read_answer(solution), puzzle.rows, puzzle.cols)  # does: its cell; its reading


def _read_named(puzzle_type, text: str, named: str, name: str):
    """``puzzle_type.from_text(named)``, ``named`` being ``text`` with its first line's genre named as the kind
    (:meth:`GridKind.named_as_kind`); a message quoting that first line quotes it as the file wrote it: 'akari 2'
    was told "'lightup 2' is not a header line"."""
    try:
        return puzzle_type.from_text(named, name)
    except PuzzleInputError as exc:
        first, renamed = text.split("\n", 1)[0].strip(), named.split("\n", 1)[0].strip()
        if first != renamed and shown(renamed, 42) in exc.problem:  # (as the header's words quote it: cut long)
            raise PuzzleInputError(exc.problem.replace(shown(renamed, 42), shown(first, 42), 1), exc.where) from None
        raise


__all__ = ["SMALL_BOARD", "Encoding", "EnumeratingSolver", "GridKind", "answer_bytes", "cell_encoding",
           "refuse_unkept"]  # (the last three from .kept, where they are)
