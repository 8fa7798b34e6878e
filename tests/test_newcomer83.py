"""The eighty-third pass, part D: a puzzle solver pasting the puzz.link URLs they find."""

from __future__ import annotations

import pytest
from test_newcomer20 import KINDS


@pytest.mark.parametrize("genre", ["nurimaze", "norinuri", "swslither", "lither", "tslither", "vslither"])
def test_a_puzzlink_genre_of_its_own_is_offered_no_close_name(run_cli, genre):
    """A Nuri-Maze URL was asked "did you mean 'nurikabe'?" (a Norinuri 'norinori', a Sheep Wolf Slitherlink
    'slither'): false, as they are puzz.link genres of their own, and solving one by the other's rules is wrong."""
    assert run_cli("solve", f"https://puzz.link/p?{genre}/5/5/abc") == (
        2, "", f"gridsat: error: URL: a {genre!r} puzzle: a genre gridsat does not solve (kinds: {KINDS})\n")
    code, _, err = run_cli("solve", "https://puzz.link/p?nurikabee/5/5/abc")  # a typo is still offered its name
    assert code == 2 and "(did you mean 'nurikabe'?)" in err
