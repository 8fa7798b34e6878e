"""Hostile pass 40, part b: the web app and batch."""

from __future__ import annotations

import pytest

from gridsat.web.limits import Limits
from gridsat.web.modes import BadRequest, plan_mode

KINDS = ("pack, calendar, dominofit, yinyang, cover, nurikabe, starbattle, lightup, heyawake, norinori, lits, "
         "statuepark, slitherlink, masyu, sudoku, hitori")


def _refused(body) -> str:
    with pytest.raises(BadRequest) as caught:
        plan_mode(body, Limits(warm=False))
    return str(caught.value)


def test_web_mode_kind_of_the_wrong_type_is_not_said_to_be_missing():
    # {"kind": 5} was told "'kind' is required", where /api/solve says it must be a string
    assert _refused({"kind": 5, "mode": "census"}) == f"'kind' must be a string, one of: {KINDS}"
    assert _refused({"mode": "census"}) == f"'kind' is required: one of {KINDS}"
    assert _refused({"kind": None, "mode": "census"}) == f"'kind' is required: one of {KINDS}"


def test_web_mode_of_the_wrong_type_is_not_said_to_be_missing():
    assert _refused({"kind": "calendar", "mode": ["census"]}) == (
        "'mode' must be a string, one of calendar's web modes (census, verify)")
    assert _refused({"kind": "calendar", "mode": {"a": 1}}) == (
        "'mode' must be a string, one of calendar's web modes (census, verify)")
    assert _refused({"kind": "calendar"}) == "'mode' is required: one of calendar's web modes (census, verify)"
    assert _refused({"kind": "calendar", "mode": ""}) == "calendar has no mode '' (its web modes: census, verify)"


NURIKABE_QUESTION = "https://puzz.link/p?nurikabe/10/10/h3h5h4g4x3p.x5p3x4g4h2h3h"  # a '?' clue at r5c1


def _solved(url):
    from gridsat import Task
    from gridsat.puzzles.kinds import get

    kind = get("nurikabe")
    return kind, kind.run(kind.parse(url), Task("solve"))


def test_a_nurikabe_answer_drawn_with_a_question_mark_clue_is_read_back():
    # `gridsat nurikabe URL > NAME.solution.txt` draws the clue without its number as '?': batch --check-answer
    # said "a recorded nurikabe solution must be rows of #/./*/x or of numbers" of gridsat's own drawing
    kind, result = _solved(NURIKABE_QUESTION)
    drawing = result.text(result.grid).plain.rstrip("\n") + "\n"
    assert "? ·" in drawing
    assert kind.same_answer(result, drawing + "solved in 0.010 s\n") is True
    edited = drawing.splitlines()
    r, c = next((r, c) for r, line in enumerate(edited) for c in range(0, len(line), 2) if line[c:c + 2] == "· ")
    edited[r] = edited[r][:c] + "██" + edited[r][c + 2:]
    assert kind.same_answer(result, "\n".join(edited) + "\n") is False


def test_an_edited_hitori_drawing_still_reads_as_the_hint_reader_reads_it():
    from gridsat import Task
    from gridsat.puzzles.kinds import get

    kind = get("hitori")
    result = kind.run(kind.parse("https://puzz.link/p?hitori/5/5/3455232354214552314125232"), Task("solve"))
    lines = result.text(result.grid).plain.splitlines()
    assert lines[0] == "██4 5 ██2 "
    lines[0] = "· 4 5 ██2 "  # a shaded cell unshaded by hand (gridsat would draw its number): another answer
    assert kind.same_answer(result, "\n".join(lines) + "\n") is False
