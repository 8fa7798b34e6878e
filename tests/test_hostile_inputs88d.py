"""Hostile pass 88, part d: puzzles pasted from the web, every puzz.link genre."""

from __future__ import annotations

import pytest

DUPLICATE = "https://puzz.link/p?pzprv3/nurikabe/5/5/.%205%20.%20.%20.%20/.%20.%202%20.%20.%20/"
SAVED = ("a puzz.link 'Duplicate the board' link: it holds a saved 'nurikabe' board (a pzprv3 file written into the "
         "address), not the puzzle's address; give the puzzle's own URL (on puzz.link: File > Export URL)")


@pytest.mark.parametrize("command", ["solve", "nurikabe", "yinyang"])
def test_a_duplicate_the_board_link_is_named(run_cli, command):
    """puzz.link's File > Duplicate the board gives ?pzprv3/GENRE/... (the saved file in the address): it was
    "a 'pzprv3' puzzle: a genre gridsat does not solve", as if pzprv3 were a genre."""
    code, out, err = run_cli(command, DUPLICATE)
    assert (code, out) == (2, "")
    assert err == f"gridsat: error: URL: {SAVED}\n"


def test_a_duplicate_link_of_a_genre_gridsat_lacks_says_so(run_cli):
    code, _, err = run_cli("hitori", "https://puzz.link/p?type=player&pzprv3.1/kurodoko/5/5/.")
    assert code == 2
    assert err.endswith("(a pzprv3 file written into the address); 'kurodoko' is a genre gridsat does not solve\n")


def test_a_duplicate_link_on_the_web_says_the_same(api_client):
    reply = api_client.post("/api/solve", json={"puzzle": DUPLICATE})
    assert reply.status_code == 422
    assert SAVED in reply.json()["error"]
