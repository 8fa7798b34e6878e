"""Hostile pass 72, part b: the web app and batch."""

from __future__ import annotations

import re

import pytest


@pytest.mark.parametrize("page", ["pack", "dominofit"])
def test_b_a_game_link_on_a_page_without_play_offers_no_hint_form_it_lacks(api_client, page):
    # was "... its kind places pieces; solve or ask for a hint with the form above": the pack and Domino Fit pages
    # have no hint button (only the calendar's and the play card ask /api/hint)
    html = api_client.get(f"/puzzle/{page}").text
    assert re.search(r'data-game-link="([^"]*)"', html).group(1) == (
        "but this page has no play mode: its kind places pieces; solve it with the form above (the next step and "
        "why: gridsat hint on the command line)")
    assert "api/hint" not in api_client.get(f"/puzzle/{page}/page/{page}.js").text
