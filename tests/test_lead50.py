"""The lead's fixes of the nineteenth sitting (issue 20): what a pass noticed and left, kept as tests."""


def test_tentaisho_forced_counts_the_cells_a_region_covers_not_an_empty_one(run_cli):
    # "all 25 cells forced" was said of a 5x5 board with an empty cell (r1c5), which no answer decides
    code, out, err = run_cli("solve", "https://puzz.link/p?tentaisho/5/5/6fl94fi65en8dbf10000", "--forced")
    assert code == 0 and "all 24 cells forced" in out.splitlines()


def test_kakuro_forced_counts_its_white_cells_not_its_clue_cells(run_cli):
    # "all 36 cells forced" was said of a board of 21 white cells inside a frame of clue cells
    code, out, err = run_cli("solve", "https://puzz.link/p?kakuro/5/5/lCbq4dma0q0elcBgdhfia", "--forced")
    assert code == 0 and "all 21 cells forced" in out.splitlines()


def test_apart_windows_refuses_a_line_longer_than_any_board_before_listing_its_windows():
    # apart_windows(10**12, 1) began a list of 10**12 windows (memory without bound)
    import pytest

    from gridsat.constraints.digits import apart_windows

    with pytest.raises(ValueError) as err:
        apart_windows(10**12, 1)
    assert str(err.value) == "length must be a whole number from 0 to 10,000,000 (the line's cells), got 1000000000000"
    assert apart_windows(4, 1) == [range(0, 2), range(1, 3), range(2, 4)]
