"""The eighty-second pass, part D: a newcomer from exact cover and packing, bringing their own problems."""

from __future__ import annotations

from test_hostile_inputs9 import SUDOKU_9


def test_the_empty_cover_is_printed_in_words(run_cli, tmp_path):
    """A problem without primary items (JSON "primary": [], as the DLX reader advised for secondary items alone)
    has one cover, the empty one: `gridsat cover` printed only 'solved in 0.1 s', with no cover shown, and the DLX
    reader's advice led there as if it were a way to pose such a problem."""
    path = tmp_path / "sec.json"
    path.write_text('{"primary": [], "secondary": ["x"], "options": [["x"]]}')
    code, out, err = run_cli("cover", str(path))
    assert (code, err) == (0, "")
    assert out.splitlines()[0] == "the empty cover: no primary item to cover, so no option is chosen"
    (tmp_path / "sec.dlx").write_text("| x\nx\n")
    code, out, err = run_cli("cover", str(tmp_path / "sec.dlx"))
    assert err.endswith("name at least one primary item before '|' (with secondary items alone the only cover is "
                        "the empty one: an option without a primary item is never chosen)\n")


def test_holes_left_on_a_mask_board_are_told_from_its_missing_cells(run_cli, tmp_path):
    """`pack --holes` on a board with cells missing printed '.' both for a cell of no board and for a board cell
    left empty, so the answer did not say where its holes were; now a missing cell is blank, as in a hint's board."""
    (tmp_path / "ring.txt").write_text("#####\n#...#\n#####\n")
    (tmp_path / "bars.txt").write_text("I*2: #####\n")
    code, out, err = run_cli("pack", "--pieces", str(tmp_path / "bars.txt"), "--board", str(tmp_path / "ring.txt"),
                             "--holes")
    assert (code, err) == (0, "")
    assert out.splitlines()[1] == " .           . "  # was ' .  .  .  .  . ', holes and no cells alike


def test_a_board_given_as_rows_is_named_in_its_picture():
    """`gridsat.pack(["#####", ...], {...})` drew its answer titled 'pieces in ' (the board had no name); the
    title names it by its cells and its size (12 of its box's 15 are the board's)."""
    import gridsat

    result = gridsat.pack(["#####", "#...#", "#####"], {"I*2": "#####"}, holes=True)
    assert result.figure()._suptitle.get_text() == "pieces in 12 cells of 3x5"
    assert "pieces in 12 cells of 3x5" in result._repr_svg_()


def test_a_comment_after_a_piece_is_named(run_cli, tmp_path):
    """A piece file line 'A: ##/## # a square' was told "ragged piece A: row 2 has 13 cells, row 1 has 2 (pad with
    '.'); a space is an empty square, so row 2 is '## # a square': write the rows without spaces ('.#./.#.')"."""
    (tmp_path / "pc.txt").write_text("A: ##/## # a square\nB: ##/##\n")
    assert run_cli("pack", "--pieces", str(tmp_path / "pc.txt"), "--board", "2x4") == (
        2, "", "gridsat: error: pc.txt: line 1: piece A: '# a square' after the drawing reads as part "
               "of it; a comment goes on a line of its own, starting with '#'\n")


def test_a_mask_file_names_its_lines_as_the_file_numbers_them(run_cli, tmp_path):
    """A board mask after blank lines named its lines counted from its first row ('line 2' of the file's line 4), a
    ragged one said nothing of what to do, and a '# my box' line was told only of "unknown symbol 'm'"."""
    (tmp_path / "bd.txt").write_text("\n\n####\n###\n")
    assert run_cli("pack", "--board", str(tmp_path / "bd.txt"))[2] == (
        "gridsat: error: bd.txt: ragged mask: line 4 has 3 columns, line 3 has 4 (pad with '.' for no cell)\n")
    (tmp_path / "bd.txt").write_text("# my box\n####\n")
    assert run_cli("pack", "--board", str(tmp_path / "bd.txt"))[2] == (
        "gridsat: error: bd.txt: unknown symbol 'm' at line 1, column 2 (use '#' or '1' for a cell, '.' or '0' for no "
        "cell); a mask has no comment lines ('#' is a cell)\n")


def test_a_json_board_of_rows_names_its_field_and_rows(run_cli, tmp_path):
    """A JSON puzzle's "board": ["####", "###"] was told 'ragged mask: line 2 has 3 columns, line 1 has 4', of a
    file whose one line held both rows, and without naming the field."""
    (tmp_path / "p.json").write_text('{"kind": "pack", "board": ["####", "###"], "pieces": {"D*4": "##"}}')
    assert run_cli("pack", str(tmp_path / "p.json"))[2] == (
        "gridsat: error: p.json: 'board': ragged mask: row 2 has 3 columns, row 1 has 4 (pad with '.' for no cell)\n")


def test_workers_for_the_exact_engine_point_to_its_count(run_cli, tmp_path):
    """`cover FILE -w 2` (and `--engine exact -w 2` of any kind) was told 'the exact engine runs on one (use --engine
    cpsat)', though the exact engine counts on several threads: `--count -w 2` is what gets them."""
    (tmp_path / "t.dlx").write_text("a b\na\nb\na b\n")
    assert run_cli("cover", str(tmp_path / "t.dlx"), "-w", "2") == (
        2, "", "gridsat: error: -w/--workers sets solver threads, but auto chose the exact engine, which runs on one "
               "thread except when counting (use --count, or --engine cpsat)\n")
    code, out, _ = run_cli("cover", str(tmp_path / "t.dlx"), "-w", "2", "--count")
    assert (code, out.splitlines()[-2]) == (0, "2 solutions (all counted)")
    assert run_cli("sudoku", SUDOKU_9, "--engine", "exact", "-w", "2")[2] == (
        "gridsat: error: -w/--workers sets solver threads, but the exact engine runs on one thread except when "
        "counting (use --count, or --engine cpsat)\n")


def test_a_json_pack_puzzle_names_what_its_fields_got(run_cli, tmp_path):
    """"holes": "no" was told "'holes' must be true or false", not what it got (the web's messages say it), and a
    "pieces" list was told it must be "pentominoes", "tetrominoes", hexominoes left out."""
    (tmp_path / "p.json").write_text('{"kind": "pack", "board": "2x4", "pieces": {"D*4": "##"}, "holes": "no"}')
    assert run_cli("pack", str(tmp_path / "p.json"))[2] == (
        "gridsat: error: p.json: 'holes' must be true or false, got \"no\"\n")
    (tmp_path / "p.json").write_text('{"kind": "pack", "board": "2x4", "pieces": ["##"]}')
    assert run_cli("pack", str(tmp_path / "p.json"))[2] == (
        "gridsat: error: p.json: 'pieces' must be \"pentominoes\", \"tetrominoes\", \"hexominoes\" (NAME*K for K "
        "copies of each), a piece file's name or an object NAME -> shape\n")


def test_a_cover_file_named_without_its_ending_is_found_by_the_kinds_endings(run_cli, tmp_path, monkeypatch):
    """`gridsat cover q8` beside q8.dlx and q8.txt (the CP-SAT model --export-model wrote) was asked "did you mean
    q8.txt?": every command looked for .txt first; the kind's own endings now come first."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "q8.dlx").write_text("a b\na b\n")
    (tmp_path / "q8.txt").write_text('variables { name: "option0" domain: [0, 1] }\n')
    assert run_cli("cover", "q8")[2] == (
        "gridsat: error: q8: cannot read puzzle file: No such file or directory; did you mean q8.dlx?\n")


def test_a_position_with_a_piece_half_drawn_says_so(run_cli, tmp_path):
    """A position drawing 3 cells of a 5-square piece was told only 'the cells of C (r1c1...) are not one
    placement of piece C', as if the shape were wrong."""
    (tmp_path / "p.json").write_text('{"kind": "pack", "board": ["###", "###"], "pieces": {"C": "###/#..", '
                                     '"D": "##"}}')
    (tmp_path / "pos.txt").write_text("C C .\n. . .\n")
    assert run_cli("hint", str(tmp_path / "p.json"), "--position", str(tmp_path / "pos.txt"))[2] == (
        f"gridsat: error: {tmp_path / 'pos.txt'}: the cells of C (r1c1...) are not one placement of piece C: C covers 2 cells, and "
        "piece C has 4 (a position places whole pieces)\n")
