"""Pass 90, part a: the Python library as an OR learner and a programmer uses it."""

from __future__ import annotations

import pytest


def _yinyang_model():
    import gridsat

    kind = gridsat.kinds.get("yinyang")
    return kind.model(kind.parse("https://puzz.link/p?yinyang/5/5/016612300"), gridsat.Task(engine="cpsat"), {})


def test_model_export_to_file_takes_a_path_and_says_why_it_cannot_write(tmp_path):
    # Before: export_to_file(pathlib.Path(...)) met OR-Tools' "write_model_to_file(): incompatible function
    # arguments" (its C++ signature, not the argument's name), export_to_file(5) the same, and a file in a
    # folder that does not exist returned False, nothing written and nothing said.
    from gridsat import PuzzleInputError

    model = _yinyang_model()
    assert model.export_to_file(tmp_path / "m.TXT") is True  # text as --export-model reads the ending
    assert (tmp_path / "m.TXT").read_text().startswith("variables {")
    assert model.export_to_file(tmp_path / "m.pb") is True
    with pytest.raises(TypeError, match=r"^file must be a file name \(str or path object\), got int 5$"):
        model.export_to_file(5)
    missing = tmp_path / "no" / "m.txt"
    with pytest.raises(PuzzleInputError, match=r"^folder '.*/no' does not exist \(for '.*/no/m\.txt'\)$"):
        model.export_to_file(str(missing))
    assert not missing.parent.exists()


def test_a_deduction_cut_by_keyboard_interrupt_says_so_not_a_limit():
    # Before: a Deduction a KeyboardInterrupt cut (interrupted=True) printed "unknown: a limit came before the
    # answers were known", and grade() refused it with "(a limit cut them short)" or "the time limit ran out
    # before the puzzle's answers were found", though no limit was set; results already say "a KeyboardInterrupt".
    from gridsat import PuzzleInputError
    from gridsat.core.hints import Deduction, Step, grade, refusal

    early = Deduction("unknown", complete=False, interrupted=True)
    assert str(early) == "unknown: a KeyboardInterrupt came before the answers were known"
    assert refusal(early, "grade") == ("no grade: a KeyboardInterrupt came before the puzzle's answers were found")
    with pytest.raises(PuzzleInputError, match=r"KeyboardInterrupt came before the puzzle's answers were found$"):
        grade(early)
    step = Step(rule="one", sentence="r1c1 is white: ...", decided={(0, 0): 1}, premises=[], level=1)
    later = Deduction("unique", steps=[step], complete=False, interrupted=True)
    with pytest.raises(PuzzleInputError, match=r"^no grade: the steps are not the whole way to the answer "
                                               r"\(a KeyboardInterrupt cut them short\)$"):
        grade(later)
    timed = Deduction("unknown", complete=False)  # a limit's words as before
    assert str(timed) == "unknown: a limit came before the answers were known"
    assert refusal(timed) == "no hints: the time limit ran out before the puzzle's answers were found"


@pytest.mark.parametrize("genre, said", [("starbattle", "neither empty (1) nor star (2)"),
                                         ("lightup", "neither bulb-free (1) nor bulb (2)"),
                                         ("norinori", "neither unshaded (1) nor shaded (2)")])
def test_check_position_names_an_unfilled_cell_in_the_genres_words(genre, said):
    # Before: kind.check_position of a Star Battle or Light Up position with an undecided 0 said "cell r1c1 is 0,
    # neither unshaded (1) nor shaded (2)", where its position reader, hints and play card say empty/star and
    # bulb-free/bulb.
    import gridsat

    kind = gridsat.kinds.get(genre)
    puzzle = kind.parse(kind.example)
    position = [[0] * puzzle.cols for _ in range(puzzle.rows)]
    assert kind.check_position(puzzle, position)[0] == f"position: cell r1c1 is 0, {said}"


@pytest.mark.parametrize("genre, words, said", [
    ("starbattle", ("a star", "empty"), "r1c1 would have to be both a star and empty"),
    ("lightup", ("a bulb", "bulb-free"), "r1c1 would have to be both a bulb and bulb-free"),
    ("nurikabe", ("sea", "unshaded"), "r1c1 would have to be both sea and unshaded")])
def test_two_steps_of_a_trial_that_disagree_name_the_cell_in_the_genres_words(genre, words, said):
    # Before: the contradiction of two steps deciding one cell both ways (a trial's end) said "r1c1 would have to
    # be both shaded and unshaded" in every genre, beside Star Battle's "a star"/"empty" steps.
    import gridsat
    from gridsat.core.hints import Step
    from gridsat.puzzles.grid.hinting import SHADED, UNSHADED, Board, State, apply

    kind = gridsat.kinds.get(genre)
    puzzle = kind.parse(kind.example)
    board = Board(puzzle, *words)
    state = State(board, [0] * (puzzle.rows * puzzle.cols))
    steps = [Step("x", "one way", {(0, 0): SHADED}, [], 1), Step("y", "the other", {(0, 0): UNSHADED}, [], 1)]
    assert apply(state, steps) == (said, [0])


def test_parse_and_parse_json_read_a_puzzle_record_as_the_command_line_reads_its_file(tmp_path):
    # Before: kind.parse(RECORD TEXT) and kind.parse_json(generated.record()) said "unknown field 'puzzle'" (every
    # kind but Yin-Yang), though `gridsat solve RECORD.json`, gridsat.read and the web read the same record.
    import json

    import gridsat
    from gridsat import PuzzleInputError, SolverOptions

    kind = gridsat.kinds.get("dominofit")
    made = kind.generator().generate(5, 5, 2, SolverOptions(time_limit=30))
    read = kind.parse_json(made.record())
    assert read.to_text() == made.puzzle.to_text() and read.givens == made.puzzle.givens
    nurikabe = gridsat.kinds.get("nurikabe")
    url = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
    record = json.dumps({"kind": "nurikabe", "puzzle": url, "solution": None})
    (tmp_path / "rec.json").write_text(record)
    assert nurikabe.parse(record) == nurikabe.parse(url)
    assert nurikabe.parse(record).clues == gridsat.read(str(tmp_path / "rec.json"))[1].clues
    with pytest.raises(PuzzleInputError, match=r"^puzzle: the record's kind is 'yinyang', where Nurikabe puzzles were asked for$"):
        nurikabe.parse_json({"kind": "yinyang", "puzzle": url})


@pytest.mark.parametrize("shape", [(2, 3), (3, 3), (2, 4), (4, 2)])
def test_yinyang_area_tables_are_those_every_colouring_gives(shape):
    # Before: each table listed every valid colouring against every set of decided cells and reduced them with
    # ufunc.at: the 3x4 and 4x3 ones took 0.6 s on a loaded machine inside `hint -t`, which cannot cut it
    # (`hint YY20.txt --steps -t 0.6` ran 1.6 s).  Built cell by cell now; the same tables (this is the old way).
    import numpy as np

    from gridsat.puzzles.yinyang.patterns import _VALID, _table

    h, w = shape
    m = h * w
    subsets = np.arange(1 << m, dtype=np.int64)
    t = ((subsets[:, None] >> np.arange(m)) & 1) @ 3 ** np.arange(m, dtype=np.int64)
    valid = _VALID[shape]
    codes = (t[None, :] + t[subsets[None, :] & valid[:, None]]).ravel()
    masks = np.repeat(valid, 1 << m)
    fits = np.zeros(3 ** m, dtype=bool)
    fits[codes] = True
    ones, some = np.full(3 ** m, (1 << m) - 1, dtype=np.int64), np.zeros(3 ** m, dtype=np.int64)
    np.bitwise_and.at(ones, codes, masks)
    np.bitwise_or.at(some, codes, masks)
    built = _table(h, w)
    assert (built[0] == fits).all() and (built[1] == ones).all() and (built[2] == some).all()


@pytest.mark.parametrize("genre", ["yinyang", "nurikabe", "dominofit", "pack"])
def test_hints_step_on_from_a_deduction_given_as_start(genre):
    # Before: kind.hints(puzzle, start=deduction) (stepping on one step at a time) was a TypeError "start must be
    # a position (the kind's rows of values, or its text) or None, got Deduction", though its to_json() was taken.
    import gridsat

    kind = gridsat.kinds.get(genre)
    puzzle = kind.parse(kind.example)
    one = kind.hints(puzzle, first=True)
    again = kind.hints(puzzle, start=one, first=True)
    assert again.steps == kind.hints(puzzle, start=one.to_json(), first=True).steps
    assert again.steps and again.steps[0] != one.steps[0]


@pytest.mark.parametrize("genre", ["starbattle", "norinori", "lits", "cover"])
def test_parse_refuses_a_nul_as_the_file_reader_and_the_web_do(genre):
    # Before: kind.parse("\x00 \x00\n\x00 \x00") read a board of one room named NUL (Norinori: "solved"), where the
    # same text in a file was "not text: a NUL byte ..." and on the web "not text: a NUL character ...".
    import gridsat
    from gridsat import PuzzleInputError

    with pytest.raises(PuzzleInputError, match=r"^puzzle: not text: a NUL character at line 2, column 3 \(a binary "
                                               r"or compressed file\? give a puzzle file's text\)$"):
        gridsat.kinds.get(genre).parse("a a\na \x00\n")


def test_a_keyboard_interrupt_in_the_counting_searchs_head_start_keeps_its_count(monkeypatch):
    # Before: the search's head start (a C call no Ctrl-C stops) returned into a KeyboardInterrupt that lost what
    # it had counted: puzzle.count() raised it (a Light Up's Ctrl-C a moment later gave an interrupted result),
    # and the command line said "0 solutions".  It now carries the count so far, as the rest of the search does.
    import os
    import signal

    import gridsat
    from gridsat.engines import _cardinality

    kind = gridsat.kinds.get("lightup")
    puzzle = kind.parse("lightup\n. . . .\n. . . .\n. . . .\n. . . .\n")
    real = _cardinality.search

    every = puzzle.count(engine="search").count

    def head_start_cut(*args, **kw):
        out = real(*args, **kw)
        if args[8] is None:  # the head start (no stop flag): Ctrl-C strikes while it runs
            os.kill(os.getpid(), signal.SIGINT)
        return out

    monkeypatch.setattr(_cardinality, "search", head_start_cut)
    result = puzzle.count(engine="search")
    assert (result.interrupted, result.complete, result.count) == (True, False, every)
    assert str(result).splitlines()[-2] == f"{every} solutions (incomplete: a KeyboardInterrupt stopped the count)"
