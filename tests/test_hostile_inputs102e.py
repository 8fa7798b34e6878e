"""Hostile pass 102, part e: Creek and Aqre as a puzzle person writes and pastes them."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("url,message", [
    # puzz.link's Aqre has the 'b' flag (aqre_borders): refused as "puzz.link's Aqre has none", untrue
    ("https://puzz.link/p?aqre/b/6/6/444400vvo3u0012345g", "Aqre: URL flag 'b': puzz.link's Aqre variant where each "
     "room border touches exactly one shaded cell (the two cells across it differ), which gridsat does not solve"),
    ("https://puzz.link/p?creek/c/2/2/0n", "Creek: URL flag 'c': puzz.link's pzprapp form of a Creek URL, which "
     "gridsat does not read; open it on puzz.link and copy the URL it writes now"),
    ("https://puzz.link/p?creek/x/2/2/0n", "Creek: unknown URL flag 'x' (puzz.link's Creek has none)"),
])
def test_puzzlinks_own_flags_are_named_not_denied(run_cli, url, message):
    assert run_cli("solve", url) == (2, "", f"gridsat: error: {message}\n")
