"""Hostile pass 74, part a: the command line's less-trodden paths."""

import pytest


def test_a_board_where_the_puzzle_goes_is_offered_with_the_pieces_given_beside_it(run_cli):
    """`gridsat pack 5x8 --pieces my.txt` was offered "gridsat pack --board 5x8 --pieces tetrominoes*2" (the user's
    pieces dropped), and `pack 8x8-centre --pieces pentominoes+O4` "gridsat pack --board 8x8-centre" (the
    pentominoes alone, another puzzle)."""
    assert run_cli("pack", "5x8", "--pieces", "tetrominoes*2", "--one-sided") == (2, "", (
        "gridsat: error: 5x8: no such file; '5x8' is a board, not a packing puzzle file (JSON): gridsat pack --board "
        "5x8 --pieces 'tetrominoes*2' --one-sided\n"))
    assert run_cli("pack", "--board", "5x8", "--pieces", "tetrominoes*2", "--one-sided")[0] == 0  # it runs
    assert run_cli("pack", "8x8-centre", "-p", "pentominoes+O4") == (2, "", (
        "gridsat: error: 8x8-centre: no such file; '8x8-centre' is a board, not a packing puzzle file (JSON): "
        "gridsat pack --board 8x8-centre --pieces pentominoes+O4\n"))
    assert run_cli("pack", "tetrominoes*2", "--board", "5x8") == (2, "", (
        "gridsat: error: tetrominoes*2: no such file; 'tetrominoes*2' is a piece set, not a packing puzzle file "
        "(JSON): gridsat pack --pieces 'tetrominoes*2' --board 5x8\n"))
    code, _, err = run_cli("pack", "6x10")  # nothing beside it: the command, Python and the puzzle file, as before
    assert code == 2 and err.endswith("gridsat pack --board 6x10; in Python, gridsat.pack('6x10'); as a puzzle file "
                                      "(for hint, grade or batch): {\"kind\": \"pack\", \"board\": \"6x10\"}\n")


def test_a_board_where_the_puzzle_goes_is_offered_with_its_settings_in_python():
    import gridsat

    with pytest.raises(gridsat.PuzzleInputError, match=r"^5x8: no such file; '5x8' is a board, not a packing puzzle "
                                                       r"file \(JSON\): gridsat\.pack\('5x8', pieces='tetrominoes\*2'\)$"):
        gridsat.solve("5x8", kind="pack", pieces="tetrominoes*2")


def test_another_kinds_piece_set_is_offered_with_the_board_it_needs(run_cli):
    """`gridsat nurikabe tetrominoes` was offered "gridsat pack --pieces tetrominoes", itself refused (the default
    board 6x10 has 60 cells, the tetrominoes 20); the Python form likewise lacked the board."""
    assert run_cli("nurikabe", "tetrominoes") == (2, "", (
        "gridsat: error: tetrominoes: no such file; 'tetrominoes' is a piece set of the Polyomino packing: gridsat "
        "pack --pieces tetrominoes --board 4x5\n"))
    assert run_cli("pack", "--pieces", "tetrominoes", "--board", "4x5")[0] == 1  # it runs (proved to have none)
    code, _, err = run_cli("nurikabe", "pentominoes")  # the default board fits: nothing added
    assert code == 2 and err.endswith("Polyomino packing: gridsat pack --pieces pentominoes\n")
    import gridsat

    with pytest.raises(gridsat.PuzzleInputError, match=r"Polyomino packing: kind='pack' with pieces='hexominoes', "
                                                       r"board='14x15'$"):
        gridsat.solve("hexominoes", kind="nurikabe")


@pytest.mark.parametrize("args, said", [
    (("hint", "-k", "lits", "nosuch.txt"), "nosuch.txt: cannot read puzzle file: No such file or directory"),
    (("grade", "-k", "masyu", "nosuch.txt"), "nosuch.txt: cannot read puzzle file: No such file or directory"),
    (("hint", "-k", "statuepark", "https://puzz.link/p?statuepark/4/4/zzz"),
     "Statue Park: URL body character 1 is 'z'; expected one of 0-9, a-q"),
    (("grade", "https://puzz.link/p?statuepark/7/7/078ii6000000290f0//tzz"),
     "Statue Park: URL piece set //t is followed by 'zz', which no piece bank has; remove it")])  # (Sudoku's, until
# it had hints)
def test_a_broken_puzzle_of_a_kind_without_hints_is_told_what_is_wrong(run_cli, args, said):
    """A missing file or broken URL given to hint/grade for a kind without hints was told "LITS has no hints or
    grades yet ...; what every answer shares: gridsat lits nosuch.txt --forced", a command that fails."""
    assert run_cli(*args) == (2, "", f"gridsat: error: {said}\n")


def test_a_good_puzzle_of_a_kind_without_hints_is_still_sent_to_forced(run_cli):
    park = "https://puzz.link/p?statuepark/7/7/078ii6000000290f0//t"  # (a Sudoku until it had hints)
    code, _, err = run_cli("hint", park)
    assert code == 2 and err.endswith(f"what every answer shares: gridsat statuepark '{park}' --forced\n")
    assert run_cli("statuepark", park, "--forced")[0] == 0


def test_a_windows_url_shortcut_is_told_the_url_it_holds(run_cli, tmp_path):
    """A Windows shortcut (`[InternetShortcut]` then `URL=https://puzz.link/...`, what dragging a link out of a
    browser saves as x.url) was told "not a puzzle gridsat can read" alone: its first line's '[' read as JSON."""
    url = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
    shortcut = tmp_path / "mine.url"
    shortcut.write_bytes(f"[InternetShortcut]\r\nURL={url}\r\n".encode())
    code, out, err = run_cli("solve", str(shortcut))  # (pass 88: read as the URL it holds; it was told to give the
    assert (code, err) == (0, "") and "solved" in out  # URL alone, and `gridsat yinyang x.url` "not valid JSON")
    assert run_cli("solve", url)[0] == 0


def test_formats_usage_brackets_its_optional_kind_once(run_cli):
    """`gridsat formats --help` said "Usage: gridsat formats [OPTIONS] [[KIND]]" (the metavar held its own brackets,
    which the usage line adds to an optional argument) and listed the argument as "[KIND]"."""
    code, out, _ = run_cli("formats", "--help")
    assert code == 0 and "Usage: gridsat formats [OPTIONS] [KIND]\n" in out and "[[KIND]]" not in out


def test_statue_park_pieces_line_says_how_several_are_separated(run_cli, tmp_path):
    """`pieces: ####, ##/##` was told "... nor pieces drawn with # and . (e.g. #./#./##)": one piece, not how a
    list of several is written (separated by spaces)."""
    puzzle = tmp_path / "sp.txt"
    puzzle.write_text("statuepark\npieces: ####, ##/##\n. . . .\n. B . .\n. . W .\n. . . .\n")
    assert run_cli("solve", str(puzzle)) == (2, "", (
        "gridsat: error: sp.txt: line 2: pieces: '####, ##/##' is neither a piece set (pentominoes, tetrominoes, "
        "double tetrominoes, none) nor pieces drawn with # and ., separated by spaces (e.g. #./#./## ##/##)\n"))
    puzzle.write_text("statuepark\npieces: #### ##/##\n. . . .\n. B . .\n. . W .\n. . . .\n")
    assert run_cli("solve", str(puzzle))[0] == 0  # as told, it reads
