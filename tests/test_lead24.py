"""The lead's fixes of the second session of 2026-12-05."""

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.core.jsonl import JsonLinesWriter
from gridsat.puzzles.kinds import get


def test_a_long_whole_number_clue_is_read_from_text_as_from_json(run_cli, tmp_path):
    # JSON took an island size of 11 digits (proven infeasible), and `--to text` wrote it as the text reader refused
    # ("'12345678901'... (11 characters) is too long for a cell (at most 8)"): a file gridsat wrote, not read back
    given = tmp_path / "big.json"
    given.write_text('{"kind":"nurikabe","rows":2,"cols":2,"clues":[[12345678901,null],[null,null]]}')
    code, text, _ = run_cli("solve", str(given), "--to", "text")
    assert (code, text) == (0, "nurikabe\n12345678901 .\n. .\n")
    written = tmp_path / "big.txt"
    written.write_text(text)
    code, out, err = run_cli("solve", str(written))
    assert (code, out.splitlines()[0], err) == (
        1, "no answer: the island size 12345678901 at r1c1 cannot hold, even with every other island size taken "
           "away, each numbered cell still in an island of its own", "")
    assert get("nurikabe").parse(text).clues == ((12345678901, None), (None, None))
    # a word is still a cell of at most 8 characters, and a number at most what JSON reads (4,300 digits)
    written.write_text("nurikabe\n" + "9" * 4301 + " .\n. .\n")
    assert run_cli("solve", str(written))[2] == (
        f"gridsat: error: {written.name}: line 2: '999999999999'... (4,301 characters) is too long for a cell (at most "
        "4,300 digits)\n")


def test_a_kind_given_as_k_to_a_command_that_takes_it_as_its_argument_is_said_so(run_cli):
    # `gridsat formats -k akari` said formats "does not take it, though other commands do", where `--kind` was told
    # the kind is given alone
    assert run_cli("formats", "-k", "akari")[2] == (
        "gridsat: error: No such option: -k; KIND is given alone, without an option name: gridsat formats KIND "
        "[OPTIONS] (see 'gridsat formats --help')\n")
    assert run_cli("generate", "-k", "yinyang")[2] == (
        "gridsat: error: No such option: -k; the kind is a command of its own, without an option name: gridsat "
        "generate KIND (one of dominofit, yinyang, nurikabe, lightup, slitherlink, shikaku, kurodoko, creek, aqre, cave, nurimisaki, nonogram, countryroad, ripple, tentaisho, kurotto, mochikoro, gokigen) (see 'gridsat generate --help')\n")


def test_a_listing_keeps_back_the_time_its_answers_take_to_check_and_print_not_half():
    # an empty 60x60 Yin-Yang's `-n 3 -t 5` gave up at 2.4 s ("unknown: the time limit ran out before an answer
    # was found"), its first answer 3 s away: half the time was kept back to check and print three answers (0.4 s)
    from gridsat.core.options import LISTED_SECONDS, LISTED_SECONDS_PER_CELL, SolverOptions

    options = SolverOptions(time_limit=10).started()
    kept = options.deadline - options.listing(4, 3600).deadline
    assert abs(kept - (LISTED_SECONDS + 4 * 3600 * LISTED_SECONDS_PER_CELL)) < 0.05  # 0.96 s, not 5
    assert abs(options.deadline - options.listing(100_000, 100).deadline - 5) < 0.05  # many answers: still half
    assert abs(options.deadline - options.listing().deadline - 5) < 0.05  # their size not known: half
    assert SolverOptions().listing().deadline is None


def test_a_json_sudoku_given_of_0_is_told_an_empty_cell_is_null(run_cli, tmp_path):
    # 0 is an empty cell in the text format (as in a Sudoku on one line); in JSON it met "given 0 is not a digit
    # from 1 to 4", with no word of how JSON writes an empty cell
    given = tmp_path / "s0.json"
    given.write_text('{"kind":"sudoku","rows":4,"cols":4,"clues":[[1,0,null,null],[null,null,null,null],'
                     '[null,null,null,null],[null,null,null,null]]}')
    assert run_cli("solve", str(given)) == (
        2, "", "gridsat: error: s0.json: row 1, column 2: given 0 is not a digit (an empty cell is null in JSON)\n")
    given.write_text(given.read_text().replace("[1,0,", "[1,null,"))
    assert "\n72 solutions (all counted)\n" in run_cli("solve", str(given), "--count")[1]  # (288 4x4 grids / 4)


def test_a_pzprv3_cells_refusal_names_its_line(run_cli, tmp_path):
    # "question row 2, column 1: ..." named no line of the file, as every other reader's refusal does; a file
    # opening with blank lines had its lines miscounted
    path = tmp_path / "y.txt"
    path.write_text("\n\npzprv3\nyinyang\n2\n2\n. 1 \n3 . \n")
    assert run_cli("solve", str(path))[2] == (
        "gridsat: error: y.txt: line 8: question row 2, column 1: '3' is not '.', '1' or '2'\n")
    path.write_text("\n\npzprv3\nyinyang\n2\n2\n. 1 \n. . \n1 1 \n. \n")
    assert run_cli("solve", str(path))[2] == "gridsat: error: y.txt: line 10: answer row 2 has 1 cell, expected 2\n"
    path.write_text("pzprv3\nyinyang\n2\n2\n. 1 \n. . \n1 2 \n. . \n")
    assert run_cli("solve", str(path))[2] == (
        "gridsat: error: y.txt: line 7: answer row 1, column 2: 2 (black) on a given white circle\n")
    # pzprjs' one-line form has no lines to name
    assert run_cli("solve", "pzprv3/yinyang/2/2/. x /. . /")[2] == (
        "gridsat: error: pzprv3: question row 1, column 2: 'x' is not '.', '1' or '2'\n")


def test_a_collection_or_results_file_that_links_into_a_missing_folder_is_named_a_link(run_cli, tmp_path):
    # `generate yinyang -o dead.jsonl --count 2` (dead.jsonl a link into a missing folder) said "cannot write
    # results file: No such file or directory": no link named, and a collection called a results file
    dead = tmp_path / "dead.jsonl"
    dead.symlink_to("/missing-folder/x.jsonl")
    told = f"{str(dead)!r} is a link to '/missing-folder/x.jsonl', whose folder does not exist\n"
    assert run_cli("generate", "yinyang", "-o", str(dead), "--count", "2", "--size", "4x4") == (
        2, "", f"gridsat: error: --out: {told}")  # (the option named too, as batch's is)
    assert run_cli("batch", "examples/batch", "-o", str(dead)) == (2, "", f"gridsat: error: --out: {told}")
    with pytest.raises(PuzzleInputError, match=": cannot write collection: it is a folder$"):
        JsonLinesWriter(tmp_path, key="seed", noun="collection")


@pytest.mark.parametrize("text, line", [
    ("nurikabe\n. 1 .\n. . .\n3 . .\nnurikabe\n. . 2\n. . .\n. . .\n", "line 5: 'nurikabe'"),
    ("nurikabe\n. 1 .\n. . .\n3 . .\n\nnurikabe\n. . 2\n. . .\n. . .\n", "line 6: 'nurikabe'"),
    ("starbattle 1\nA A\nB B\n\nstarbattle 1\nA B\nA B\n", "line 5: 'starbattle 1'"),
    ("yinyang\n0 1 0\n0 0 0\n2 0 0\nyinyang\n0 1 0\n0 0 0\n2 0 0\n", "line 5: 'yinyang'")])
def test_a_second_puzzle_in_one_file_is_said_to_be_one(run_cli, tmp_path, text, line):
    # two puzzles one after the other were "line 5: 1 cell, expected 3", "the rows of clues are one block ...; got 2
    # blocks" or "line 5, column 1: symbol 'y' is not 0 (empty) ...": nothing said a second puzzle starts there
    path = tmp_path / "two.txt"
    path.write_text(text)
    assert run_cli("solve", str(path)) == (2, "", f"gridsat: error: two.txt: {line} starts a second puzzle: a file "
                                                  "holds one (many puzzles go in a .jsonl collection, one a line)\n")


def test_a_json_file_nested_500_deep_given_to_a_kind_is_no_traceback(run_cli, tmp_path):
    # the numpy numbers of a record given in Python were looked for by recursion, in every record read: a file
    # nested 500 deep (the reader refuses 990) met RecursionError, a traceback, under `gridsat nurikabe FILE`
    deep = tmp_path / "deep.json"
    deep.write_text('{"kind":"pack","board":"3x20","x":' + "[" * 500 + "]" * 500 + "}")
    assert run_cli("nurikabe", str(deep)) == (2, "", "gridsat: error: deep.json: the puzzle says kind 'pack', not "
                                                     "'nurikabe'\n")
    import numpy as np

    kind = get("pack")
    record = {"kind": "pack", "board": "3x20", "one_sided": np.False_, "x": [[[np.int64(1)]]]}
    with pytest.raises(PuzzleInputError, match="unknown field 'x'"):  # numpy's, deep in it, as JSON's
        kind.parse_json(record)
    record = {"kind": "pack", "board": "3x20", "one_sided": np.False_, "x": {np.int64(1)}}
    with pytest.raises(TypeError, match="^data must be a decoded JSON object, but holds set"):
        kind.parse_json(record)
