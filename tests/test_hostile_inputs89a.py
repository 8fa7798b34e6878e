"""Hostile pass 89, part a: the web play card of the region genres (Star Battle, Norinori, Heyawake, Light Up,
LITS)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("uvicorn")
from web_server import start_play  # noqa: E402

GENRES = Path(__file__).parent / "data" / "genres"


def _published(kind: str, name: str) -> dict:
    return next(e for e in json.loads((GENRES / f"{kind}.json").read_text()) if e["name"] == name)


def test_a_printed_board_keeps_its_colours_and_its_right_side(live_server, browser):
    """A play board printed (the browser's default: no background graphics) lost every colour it says its cells
    by: a Light Up's walls (their white numbers on white paper), bulbs and lit cells, a Norinori's shaded cells; and
    a board wider than its card (a 26x39 Heyawake: 39 columns of 14 px) printed only the part scrolled into view."""
    heyawake = _published("heyawake", "janko-heyawake-702_26x39")
    start_play(browser, live_server, "heyawake", heyawake["url"], 26 * 39)
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        said = browser.execute_script(
            "const left = document.querySelector('.play-left');"
            "const cell = document.querySelector('#play-board .cell');"
            "return [getComputedStyle(cell).printColorAdjust, getComputedStyle(cell, '::after').printColorAdjust,"
            "        getComputedStyle(left).overflowX];")
        assert said == ["exact", "exact", "visible"]  # was ["economy", "economy", "auto"]
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
