"""Hostile pass 121, part d: Kurotto, the new genre, against brute force from its rules and with bad input."""

import pytest

import gridsat
from gridsat.core.status import Status

KIND = gridsat.kinds.get("kurotto")


def test_a_number_past_cp_sats_constants_is_no_answer_not_a_traceback():
    """A 20-digit number met OR-Tools' "incompatible function arguments" when its count was set."""
    puzzle = KIND.parse("kurotto\n99999999999999999999 . .\n")
    result = puzzle.solve()
    assert result.status is Status.INFEASIBLE
    assert result.reason.startswith("the number 99999999999999999999 at r1c1 cannot hold")


def test_the_memory_estimate_counts_what_a_board_of_large_numbers_builds():
    """A 45x45 board with a 40 on every third cell of every third row took 1.6 GB to build its model, where the
    estimate made before building said 0.6 GB (a 60x60 of them, 1.8 GB, was let past the default 2 GB)."""
    from gridsat.core.memory import MemoryLimitError
    from gridsat.core.options import SolverOptions

    rows = [" ".join("40" if r % 3 == 0 and c % 3 == 0 else "." for c in range(45)) for r in range(45)]
    puzzle = KIND.parse("kurotto\n" + "\n".join(rows) + "\n")
    assert puzzle.bytes_per_cell * 45 * 45 > 1.6 * 2**30
    with pytest.raises(MemoryLimitError) as info:  # refused before anything is built
        puzzle.solve(options=SolverOptions(memory_limit=int(1.5 * 2**30)))
    assert str(info.value).startswith("a CP-SAT model of a 45x45 Kurotto needs about 1.9 GB of memory; the limit is "
                                      "1.5 GB")


KUROTTO = "https://puzz.link/p?kurotto/5/5/30m4h6h4m02"
TENTAISHO = "https://puzz.link/p?tentaisho/5/5/6fl94fi65en8dbf10000"  # a kind without the play card (Kurotto has it)


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
def test_an_address_game_edited_by_hand_on_a_page_without_play_puts_the_new_puzzle_in_the_box(live_server, browser):
    """/puzzle/tentaisho#play=URL put its puzzle in the box; the address then edited by hand (#play=ANOTHER) kept the
    first puzzle there, unsaid, and Solve answered the puzzle the address no longer held."""
    from urllib.parse import quote

    from web_server import by_id, open_page, wait_for

    browser.get("about:blank")
    open_page(browser, live_server + "/puzzle/tentaisho#play=" + quote(TENTAISHO, safe=""))
    wait_for(browser, lambda: by_id(browser, "puzzle").get_attribute("value") == TENTAISHO)
    browser.execute_script("location.hash = arguments[0]", "play=" + quote(TENTAISHO[:-1], safe=""))
    wait_for(browser, lambda: by_id(browser, "puzzle").get_attribute("value") == TENTAISHO[:-1])
    assert by_id(browser, "error").text.startswith("the address's game is of Tentaisho, which cannot be played here")
