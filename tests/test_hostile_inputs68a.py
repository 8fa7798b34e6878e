"""Hostile pass 68, part a (the command line): faults found and fixed, one test each."""

import json

from gridsat.puzzles.kinds import get

KIND = get("masyu")


def test_masyu_json_reads_the_drawn_pearls_as_the_text_grid_does():
    """`gridsat solve P.json` of `"clues": [["○", null, "●"], ...]` was "clue '○' is not a pearl W or B",
    where the same pearls typed in a text grid (`○ . ●`) were read."""
    text = KIND.parse("masyu\n○ . ●\n. . .\n● . ○\n")
    record = {"kind": "masyu", "rows": 3, "cols": 3,
              "clues": [["○", None, "●"], [None, None, None], ["●", None, "○"]]}
    assert KIND.parse(json.dumps(record)).clues == text.clues == (("W", None, "B"), (None, None, None),
                                                                  ("B", None, "W"))
