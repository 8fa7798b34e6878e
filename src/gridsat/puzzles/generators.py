"""The contract of a kind's generator (``gridsat generate KIND``) and what it makes."""

from __future__ import annotations

import functools
import json
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field

from ..core.errors import PuzzleInputError, shown
from ..core.memory import watched
from ..core.result import DrawsItself
from ..core.options import MAX_SEED, SolverOptions, given_options, TimeUp, whole
from ..core.settings import Setting, check_settings
from ..core.wording import a_size
from .unmade import said_unproven

TYPE_CHECKING = False  # typing costs start-up 11 ms: its names are for annotations only
if TYPE_CHECKING:
    from typing import ClassVar

#: The grades a generator of a kind with hints can be asked for (those of
#: :data:`gridsat.core.hints.GRADES` a person can solve without guessing).
GRADE_CHOICES = ("easy", "medium", "hard", "expert")
#: The ``grade`` setting, declared by the generators of kinds that explain
#: their steps (:attr:`gridsat.puzzles.contract.Kind.explains`).
GRADE = Setting("grade", str, None, "Keep only puzzles of this grade, as 'gridsat grade' reads it from the steps a "
                "person takes.", choices=GRADE_CHOICES, metavar="GRADE")  # (the choices are shown beside it)


def size_and_seed(rows, cols, seed, max_side: int) -> tuple[int, int, int]:
    """``(rows, cols, seed)`` as plain ints, checked as every generator takes them (:meth:`Generator.generate`
    and each kind's own ``generate`` function): sides from 2 to ``max_side``, a seed from 0 to
    :data:`~gridsat.core.options.MAX_SEED` (what ``--seed`` takes; ``np.int64(8)`` is 8).

    Raises:
        TypeError: a value that is not a whole number (naming it).
        PuzzleInputError: a side or the seed out of range.
    """
    rows, cols, seed = whole(rows), whole(cols), whole(seed)
    for name, value in (("rows", rows), ("cols", cols), ("seed", seed)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"{name} must be a whole number, got {type(value).__name__} ({shown(value, 40)})")
    if not (2 <= rows <= max_side and 2 <= cols <= max_side):
        raise PuzzleInputError(f"generator size {shown(rows, 20)}x{shown(cols, 20)}: each side must be from 2 to "
                               f"{max_side}")
    if not 0 <= seed <= MAX_SEED:
        raise PuzzleInputError(f"seed must be a whole number from 0 to {MAX_SEED}, got {shown(seed, 40)}")
    return rows, cols, seed


def board_size(puzzle) -> tuple:
    """``(rows, cols)`` of a made puzzle as ``--size`` asked for it: a Nonogram's board, its frame of numbers left out
    (its ``framed`` size); ``"?"`` for a side a puzzle of no grid lacks."""
    framed = getattr(puzzle, "framed", None)
    return framed[0] if framed else (getattr(puzzle, "rows", "?"), getattr(puzzle, "cols", "?"))


def _cut(text: str, width: int = 100) -> str:
    """``text`` cut to ``width`` characters, ``...`` ending a cut one (a checker's message quoted in another)."""
    return text if len(text) <= width else text[:width - 3] + "..."


def _weighed(estimate):
    """A kind's :meth:`Generator.memory_needed` called with checked, typed arguments (every setting present)."""
    @functools.wraps(estimate)
    def memory_needed(self, rows, cols, **settings):
        rows, cols = self._sides(rows, cols)
        return estimate(self, rows, cols, **self.check(settings))

    return memory_needed


class NoPuzzleFound(TimeUp):
    """No puzzle with the asked properties (a grade) was found before the
    time limit or the bound on candidates; the message says which.  A
    :class:`~gridsat.core.options.TimeUp`: status unknown, exit code 1, and
    never a puzzle without the properties."""


class CandidatesRanOut(NoPuzzleFound):
    """The bound on candidates, not the time limit, ran out: more time tries no more of them (the message says what
    may: another seed, grade or size, in one wording for every generator: :meth:`of`)."""

    @classmethod
    def of(cls, sought: str, tried: int, seed: int, grade=None, larger: bool = True, more: tuple = ()):
        """``"no SOUGHT found in the TRIED candidates seed SEED gives: try another seed, an easier grade or a larger
        board"`` (``sought``: "expert 3x3 Yin-Yang puzzle"; no easier grade for the easiest or none asked, no larger
        board where ``larger`` is False: both sides are the largest the generator takes, or a larger board is no more
        likely to be found; ``more``: the kind's own other things to try, after those)."""
        tries = ["another seed"] + ["an easier grade"] * (grade not in (None, GRADE_CHOICES[0]))
        tries += ["a larger board"] * larger + list(more)
        return cls(f"no {sought} found in the {tried} candidates seed {seed} gives: try "
                   + (", ".join(tries[:-1]) + " or " if len(tries) > 1 else "") + tries[-1])


def _checked_make(make):
    """A kind's :meth:`Generator.make` taking its arguments as :meth:`Generator.generate` checks them: called
    alone, Domino Fit's met ``options=None`` as "'NoneType' object has no attribute 'deadline'" and took
    ``unique="x"`` for True."""
    @functools.wraps(make)
    def checked(self, rows, cols, seed, options, **settings):
        rows, cols, seed = size_and_seed(rows, cols, seed, self.max_side)
        return make(self, rows, cols, seed, given_options(options), **self.check(settings))

    return checked


class DrawnPuzzle(DrawsItself):
    """A made puzzle that Jupyter draws, as it draws every result (README): ``figure(title)`` draws the puzzle (its
    givens, never the answer it was made from), ``_repr_svg_``/``_repr_png_`` show that figure.  The kinds' own
    ``generate`` functions' results (Yin-Yang's ``GeneratedPuzzle``, Domino Fit's ``GeneratedBoard``) drew nothing,
    as :class:`Generated` once did."""

    def figure(self, title: str | None = None):
        """A matplotlib ``Figure`` of the puzzle (None when the kind draws none); raises TypeError for a ``title``
        neither a string nor None."""
        from ..core.pictures import check_title

        check_title(title)
        return self._draw_puzzle(title)

    def _draw_puzzle(self, title):
        return None


@dataclass
class Generated(DrawnPuzzle):
    """A generated puzzle with its planted answer.

    Attributes:
        kind: the kind's name.
        puzzle: the puzzle object.
        text: the puzzle as a file of the kind (what :meth:`Kind.parse` reads).
        suffix: the usual file ending for ``text`` (``".txt"``, ``".json"``).
        solution: the planted answer, JSON-ready (it solves the puzzle; the
            only answer when the generator proves uniqueness).
        seed: the seed it was made from (same seed, same puzzle).
        seconds: wall time (s).
        info: further facts for the record (``"givens"``, ``"unique"``...).
        draw: ``title -> Figure`` drawing the puzzle (None: no picture).
    """

    kind: str
    puzzle: object
    text: str
    suffix: str
    solution: object
    seed: int
    seconds: float
    info: dict = field(default_factory=dict)
    draw: Callable | None = field(default=None, repr=False, compare=False)

    def _draw_puzzle(self, title):
        return None if self.draw is None else self.draw(title)

    def record(self) -> dict:
        """One JSON-lines record: ``{"kind", "puzzle", "solution", "seed",
        "seconds", ...info}`` (``puzzle`` is the file text, or its JSON object
        for JSON files), which ``gridsat batch`` reads back."""
        puzzle = json.loads(self.text) if self.suffix == ".json" else self.text
        return {"kind": self.kind, "puzzle": puzzle, "solution": self.solution, "seed": self.seed,
                "seconds": round(self.seconds, 6), **self.info}

    def to_json(self) -> dict:
        """:meth:`record`, under the name every result and the kinds' own generated puzzles give it."""
        return self.record()

    def picture_title(self) -> str:
        """Its pictures' title on the command line and the web: the kind's title, size, seed ("Creek 5x5 seed 1")."""
        from .kinds import get
        rows, cols = board_size(self.puzzle)
        return f"{get(self.kind).title} {rows}x{cols} seed {self.seed}"


class Generator(ABC):
    """The contract of a kind's generator.

    Class attributes:
        kind: the kind's name.
        max_side: largest side (cells) it accepts.
        promise: one line on what it makes (for ``--help``).
        settings: its :class:`Setting` s (``gridsat generate KIND`` options).
        default_size: the size made when none is asked for (``"10x10"``).
        suffix: the file ending of the puzzle file it writes (:attr:`Generated.suffix`).
        given_noun: what its record's ``givens`` count, for the web's words (``"clue"``; Tentaisho's ``"dot"``).
    """

    kind: ClassVar[str] = ""
    suffix: ClassVar[str] = ".txt"
    max_side: ClassVar[int] = 60
    promise: ClassVar[str] = ""
    settings: ClassVar[tuple] = ()
    default_size: ClassVar[str] = "10x10"
    given_noun: ClassVar[str] = "clue"

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        if "memory_needed" in vars(cls):  # a kind's own estimate gets its arguments checked as generate checks them
            cls.memory_needed = _weighed(vars(cls)["memory_needed"])
        if "make" in vars(cls):  # and its own part, called alone (options=None met "no attribute 'deadline'")
            cls.make = _checked_make(vars(cls)["make"])

    def slow_words(self, rows: int, cols: int, settings: dict) -> str | None:
        """What a run making a ``rows x cols`` puzzle with ``settings`` (checked) is told at its start, when no time
        limit is given and making one takes minutes or more; None (the default) when it does not."""
        return None

    def generate(self, rows: int, cols: int, seed: int, options: SolverOptions | None = None,
                 **settings) -> Generated:
        """One puzzle of ``rows x cols`` from ``seed`` (same seed, same
        puzzle), its arguments checked here for every kind, then made by
        :meth:`make`.

        Args:
            rows, cols: the size in cells, each from 2 to :attr:`max_side`.
            seed: a whole number from 0 to
                :data:`~gridsat.core.options.MAX_SEED` (what ``--seed`` takes).
            options: its ``time_limit`` (s) bounds the whole generation
                (None: no limit).
            settings: the generator's :attr:`settings` by name.

        Raises:
            TypeError: ``rows``, ``cols`` or ``seed`` not a whole number,
                ``options`` not a :class:`~gridsat.core.options.SolverOptions`.
            PuzzleInputError: a size, seed or setting out of range; a search grown past the memory limit (in the
                main thread: :class:`~gridsat.core.memory.MemoryLimitError`).
            TimeUp: the time limit ran out before the puzzle was proven (never an unproven puzzle); its message
                says so, naming the limit, kind, seed and size.
        """
        rows, cols, seed = size_and_seed(rows, cols, seed, self.max_side)
        options, settings = given_options(options).started(), self.check(settings)  # (the memory watch's base)
        self.check_memory(rows, cols, options, settings)
        try:
            with watched(options):  # a search grown past the memory limit is stopped (a 15x15 Nurikabe grew 18 MB)
                return self.make(rows, cols, seed, options, **settings)
        except TimeUp as stop:
            raise said_unproven(stop, options, self.kind, rows, cols, seed, proven=self.proves(settings)) from None

    def line_fault(self, record: dict) -> str | None:
        """What is wrong with a line of a collection this generator wrote (:meth:`Generated.record`'s shape) that
        a run going on from the file would keep as made: a seed ``--seed`` never takes, a puzzle that does not
        read or is not of the line's size, a solution that is no answer of it, a puzzle said not unique that
        its settings prove unique (a line edited so was kept, and counted made); None when nothing is.  The
        puzzle is not made again: a line whose puzzle and solution were both replaced by another valid pair is
        not noticed.

        Raises:
            TypeError: ``record`` not a dict (None met "'NoneType' object has no attribute 'get'").
        """
        from ..core.status import Status

        if not isinstance(record, dict):
            raise TypeError(f"record must be a dict, a line of a collection as Generated.record makes it, got "
                            f"{shown(record, 40)}")
        from .kinds import get

        seed, size = record.get("seed"), record.get("size")
        if type(seed) is not int or not 0 <= seed <= MAX_SEED:
            return f"its seed is no whole number from 0 to {MAX_SEED}"
        kind, given = get(self.kind), record.get("puzzle")
        try:
            puzzle = kind.parse_json(given) if isinstance(given, dict) else kind.parse(given)
        except (TypeError, ValueError) as exc:  # PuzzleInputError too
            return f"its puzzle does not read ({_cut(str(exc))})"
        if size is not None and "{}x{}".format(*board_size(puzzle)) != size:
            return f"its puzzle is not of size {shown(size, 20)}"
        try:
            wrong = kind.result_type(Status.SOLVED, 0.0, puzzle=puzzle).with_answer(record.get("solution")).violations()
        except (TypeError, ValueError) as exc:  # a solution of another shape
            wrong = [str(exc)]
        if not wrong and record.get("unique") is not True and isinstance(record.get("settings"), dict):
            try:
                proven = self.proves(self.check(dict(record["settings"])))
            except (TypeError, ValueError):  # settings of another gridsat: not judged
                proven = False
            if proven:
                return "it says its puzzle is not unique, where every puzzle made so is proven unique"
        return f"its solution is no answer of its puzzle ({_cut(wrong[0])})" if wrong else None

    def needless(self, name: str) -> str | None:
        """Why a setting ``name`` this generator lacks is not needed, in the command line's words (``-u`` on a
        generator whose every puzzle is proven unique), or None; the web's and Python's refusals say the same."""
        if name == "unique" and self.proves({}) and not any(s.name == "unique" for s in self.settings):
            return "every puzzle it makes is proven unique before it is given"
        if name == "grade" and not any(s.name == "grade" for s in self.settings):
            return "it does not grade the puzzles it makes"
        return None

    def proves(self, settings: dict) -> bool:
        """Whether a puzzle made with ``settings`` (checked, as :meth:`check` returns them) is proven before it is
        given (uniquely solvable): a run stopped first says the puzzle was not proven; else, not made."""
        return True

    def memory_needed(self, rows: int, cols: int, **settings) -> int:
        """Bytes making a ``rows x cols`` puzzle with ``settings`` (by name, as :meth:`generate` takes them) may
        hold at its peak, estimated before it is made (0: small at every size the kind allows).

        Raises:
            TypeError, PuzzleInputError: a size or setting :meth:`generate` refuses (``("a", 2)`` gave a string)."""
        self._sides(rows, cols)
        self.check(settings)
        return 0

    def check_memory(self, rows: int, cols: int, options: SolverOptions | None, settings: dict) -> None:
        """Refuse a puzzle :meth:`memory_needed` says needs more than ``options``' memory limit (None: the default one).

        Raises: MemoryLimitError (a PuzzleInputError): ``"making a 1000x1000 Domino Fit puzzle needs about ..."``;
        TypeError or PuzzleInputError as :meth:`generate` for a bad size, ``options`` or setting."""
        rows, cols = self._sides(rows, cols)
        if not isinstance(settings, dict):
            raise TypeError(f"settings must be a dict of the generator's settings, got {type(settings).__name__}")
        from .kinds import get

        options = given_options(options)
        need = self.memory_needed(rows, cols, **settings)
        options.check_memory(need, f"making {a_size(rows, cols)} {get(self.kind).title} puzzle")  # (its name was
        # said, 'a 6x6 yinyang puzzle', where every other message names the kind by its title)

    def _sides(self, rows, cols) -> tuple[int, int]:
        """``(rows, cols)`` checked as :meth:`generate` checks them."""
        return size_and_seed(rows, cols, 0, self.max_side)[:2]

    @abstractmethod
    def make(self, rows: int, cols: int, seed: int, options: SolverOptions, **settings) -> Generated:
        """One puzzle of ``rows x cols`` from ``seed``: the kind's own part
        of :meth:`generate`, which has checked the arguments and typed the
        ``settings`` as declared (every one present).

        Raises:
            TimeUp: the time limit ran out before the puzzle was proven
                (never an unproven puzzle).
        """

    def check(self, settings: dict, *, text: bool = False) -> dict:
        """The typed settings (defaults filled in); one line for a bad one
        (``grade`` on a generator that does not grade says so).

        Raises:
            PuzzleInputError: an unknown setting or a bad value.
            TypeError: ``settings`` not a dict (None met "argument of type 'NoneType' is not iterable").
        """
        from .kinds import get

        if not isinstance(settings, dict):
            raise TypeError(f"settings must be a dict of the generator's settings, got {type(settings).__name__}")
        title = get(self.kind).title  # messages name the kind by its title ("the yinyang generator" was said)
        if "unique" in settings and self.needless("unique"):  # was "unique is a task: puzzle.uniqueness()"
            raise PuzzleInputError(f"the {title} generator takes no setting 'unique': {self.needless('unique')}")
        if "grade" in settings and not any(s.name == "grade" for s in self.settings):
            from ..core.settings import spelled  # Python's caller typed no command 'generate dominofit'

            raise PuzzleInputError(spelled(f"generate {self.kind} has no grade setting: its generator does not grade "
                                           "the puzzles it makes", f"{title} generators take no setting 'grade': "
                                           "they do not grade the puzzles they make"))
        return check_settings(self.settings, settings, owner=f"{title} generators", text=text)

    def size(self, text: str, label: str | None = None) -> tuple[int, int]:
        """``"RxC"`` -> ``(rows, cols)``, each side 2..:attr:`max_side`.

        Args:
            text: the size as given.
            label: what the messages call it (default: the command line's
                ``--size``, or ``size`` in Python; a web request's field ``'size'``).

        Raises:
            PuzzleInputError: not of the form RxC, or a side out of range.
            TypeError: ``text`` not a string, or ``label`` neither a string nor None (1.5 was written into the
                message as '1.5 'x' is not RxC').
        """
        import re

        if label is not None and not isinstance(label, str):
            raise TypeError(f"label must be what the messages call the size (str) or None, got "
                            f"{type(label).__name__} {shown(label, 40)}")

        from ..core.settings import spelled

        label = label or spelled("--size", "size")
        if not isinstance(text, str):  # None was "size 'None' is not RxC": a value the caller never wrote
            raise TypeError(f"{label} must be 'RxC' text, got {shown(text, 40)}")
        side = r"\s*([0-9]+)\s*[xX]\s*([0-9]+)\s*"  # a side of any length: 10^20x2 was "not RxC"
        m = re.fullmatch(side, text)
        if not m:  # the letter O for a zero ('1Ox10') or '10*10' is told the size meant, as --board is
            from ..core.wording import size_meant

            meant = size_meant(text)
            hint = f": did you mean '{meant}'?" if meant else " (e.g. 10x10)"  # (not two brackets in a row)
            raise PuzzleInputError(f"{label} {shown(str(text), 42)} is not RxC{hint}")
        long = max(len(m.group(1)), len(m.group(2))) > 9
        rows, cols = (0, 0) if long else (int(m.group(1)), int(m.group(2)))
        if not (2 <= rows <= self.max_side and 2 <= cols <= self.max_side):
            said = shown(str(text).strip(), 42) if long else f"{rows}x{cols}"
            raise PuzzleInputError(f"{label} {said}: each side must be from 2 to {self.max_side}")
        return rows, cols


__all__ = ["GRADE", "GRADE_CHOICES", "CandidatesRanOut", "DrawnPuzzle", "Generated", "Generator", "NoPuzzleFound",
           "size_and_seed"]
