"""Hostile pass 62, part b: the web app and batch."""

from __future__ import annotations

import pytest

EDITION = ("'weekday' is an edition, not a puzzle's text: give it on the Calendar puzzle page (/puzzle/calendar), "
           "or send it as the option \"edition\" with \"kind\": \"calendar\"")
DATE = ("'2026-10-06' is a date, not a puzzle's text: give it on the Calendar puzzle page (/puzzle/calendar), or "
        "send it as \"argument\" with \"kind\": \"calendar\"")
PIECES = ("'pentominoes' is a piece set, not a puzzle's text: give it on the Polyomino packing page (/puzzle/pack), "
          "or send it as the option \"pieces\" with \"kind\": \"pack\"")


@pytest.mark.parametrize(("kind", "word", "said"), [("yinyang", "weekday", EDITION), ("hitori", "2026-10-06", DATE),
                                                    ("nurikabe", "pentominoes", PIECES), ("pack", "2026-10-06", DATE),
                                                    ("sudoku", "weekday", EDITION)])
def test_another_kinds_word_as_a_kinds_puzzle_text_is_told_where_it_goes(api_client, kind, word, said):
    """`/api/solve {"kind": "yinyang", "puzzle": "weekday"}` (the Yin-Yang page given an edition's name) was told
    "line 1, column 1: symbol 'w' is not 0 (empty), 1 (white circle) or 2 (black circle)", a date to Hitori that it
    is "too long for a cell", while the same word as "argument", or as "puzzle" with no kind, was told its kind's
    page and field: a puzzle's text naming a kind is told so too."""
    for body in ({"kind": kind, "puzzle": word}, {"puzzle": word}):
        reply = api_client.post("/api/solve", json=body)
        assert (reply.status_code, reply.json()["error"]) == (422, f"puzzle: {said}")
