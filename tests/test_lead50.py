"""The lead's fixes of the nineteenth sitting (issue 20): what a pass noticed and left, kept as tests."""

import pytest


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
    from gridsat.constraints.digits import apart_windows

    with pytest.raises(ValueError) as err:
        apart_windows(10**12, 1)
    assert str(err.value) == "length must be a whole number from 0 to 10,000,000 (the line's cells), got 1000000000000"
    assert apart_windows(4, 1) == [range(0, 2), range(1, 3), range(2, 4)]


def test_a_country_road_hint_picture_dots_a_cell_its_step_puts_on_the_loop():
    # "r3c1 is on the loop" (a room of 1 with one cell left) framed r3c1 red with nothing in it; the terminal's "·"
    from matplotlib.collections import PathCollection

    from gridsat.kinds import get

    kind = get("countryroad")
    puzzle = kind.parse("https://puzz.link/p?country/5/5/amda0uf02h12h")
    start = [[0] * 9 for _ in range(9)]
    for y, x in [(5, 0), (7, 0), (6, 0), (6, 1), (8, 0), (8, 1)]:  # steps 1-3: r4c1, r5c1 and their edges off
        start[y][x] = 2
    first = kind.hints(puzzle, start=start, first=True)
    assert first.steps[0].sentence.startswith("r3c1 is on the loop: the room at r3c1 holds 1")
    ax = kind.hint_figure(puzzle, first).axes[0]
    dots = [tuple(map(float, xy)) for a in ax.get_children() if isinstance(a, PathCollection) for xy in a.get_offsets()]
    assert dots == [(0.74, 2.74)]  # r3c1's lower right (x 0.74, y 2.74), beside its room's number 1
    masyu = get("masyu")  # a pearl, on the loop by the rules before any edge, gets no dot over it
    pearls = masyu.parse("https://puzz.link/p?mashu/6/6/1063000i3000")
    ax = masyu.hint_figure(pearls, masyu.hints(pearls, first=True)).axes[0]
    assert not [a for a in ax.get_children() if isinstance(a, PathCollection)]


@pytest.mark.slow  # a browser and a server: a few seconds
def test_the_general_page_offers_a_generators_own_settings_beside_its_grade(live_server, browser):
    # Nonogram's --density had no field on the page: /api/generate took it, the page never sent it
    from web_server import by_id, idle, open_page, wait_for

    from gridsat.core.options import SolverOptions
    from gridsat.puzzles.kinds import get

    open_page(browser, f"{live_server}/puzzle/nonogram")
    wait_for(browser, lambda: by_id(browser, "generate").is_displayed())
    assert by_id(browser, "gen-set-density").get_attribute("placeholder") == "0.6"
    for field, value in (("gen-size", "6x6"), ("gen-seed", "1"), ("gen-set-density", "5")):
        by_id(browser, field).clear()
        by_id(browser, field).send_keys(value)
    by_id(browser, "generate").click()
    wait_for(browser, lambda: by_id(browser, "error").text, 60)
    assert by_id(browser, "error").text == "“Density” must be from 0.2 to 0.9, got 5"
    by_id(browser, "gen-set-density").clear()
    by_id(browser, "gen-set-density").send_keys("0.8")
    by_id(browser, "generate").click()
    wait_for(browser, lambda: "exactly one answer (proven)" in by_id(browser, "verdict").text, 90)
    made = get("nonogram").generator().generate(6, 6, 1, SolverOptions(), density=0.8)
    assert idle(browser) and by_id(browser, "puzzle").get_attribute("value") == made.text
    assert by_id(browser, "gen-grade").is_displayed()  # its grade where it was
    open_page(browser, f"{live_server}/puzzle/tentaisho")  # its givens are dots ("23 clues" was said)
    wait_for(browser, lambda: by_id(browser, "generate").is_displayed())
    by_id(browser, "gen-size").clear()
    by_id(browser, "gen-size").send_keys("5x5")
    by_id(browser, "generate").click()
    wait_for(browser, lambda: "exactly one answer (proven)" in by_id(browser, "verdict").text, 90)
    dots = get("tentaisho").generator().generate(5, 5, 1).info["givens"]
    assert by_id(browser, "verdict").text.startswith(f"{dots} dots, exactly one answer (proven)")
