"""Hostile pass 37, part b: the web app and batch (and what they read)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.kinds import get


def _regions_json(kind: str, cell) -> str:
    return json.dumps({"kind": kind, "rows": 2, "cols": 2, "regions": [[0, 0], [cell, 1]]})


@pytest.mark.parametrize(("cell", "shown"), [("a", '"a"'), (None, "null"), (1.0, "1.0"), (True, "true")])
def test_a_room_id_that_is_no_whole_number_is_named_with_its_cell(cell, shown):
    # "a" was told "is not a whole number, a symbol or empty" elsewhere, then "regions must be whole numbers"
    # here, naming no cell (null too)
    with pytest.raises(PuzzleInputError) as info:
        get("norinori").parse(_regions_json("norinori", cell))
    assert str(info.value) == (f"Norinori: regions row 2, column 1: {shown} is not a whole number "
                               "(a region id per cell)")


@pytest.mark.slow
def test_a_layout_line_marked_scored_by_an_unfinished_table_is_scored_again(tmp_path):
    # a layout line saying "table_complete": false was kept unchecked by a run whose table was finished: its edited
    # fewest 999 was the best and reported, "complete": true
    from gridsat.puzzles.calendar.layout import search_layouts

    out = tmp_path / "labels.jsonl"
    first = search_layouts("dragonfjord", restarts=1, steps=50, out=out)
    head, line = out.read_text().splitlines()
    record = json.loads(line)
    record.update(table_complete=False, fewest={"count": 999, "dates": ["01-01"]})
    out.write_text(head + "\n" + json.dumps(record) + "\n")
    again = search_layouts("dragonfjord", restarts=1, steps=50, out=out)
    assert again["complete"] and again["best"]["fewest"] == first["best"]["fewest"]
    assert again["best"]["table_complete"] is True


STATUEPARK = "https://puzz.link/p?statuepark/7/7/078ii6000000290f0//t"  # (Heyawake's, the kind first met here, and
# LITS's, the next, have play cards since pass 88: Statue Park has no hints)


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
@pytest.mark.parametrize("page", ["/file#kind=statuepark&play=", "/puzzle/statuepark#play="])
def test_an_address_game_of_a_kind_without_play_is_named_not_dropped(live_server, browser, page):
    """/file#kind=heyawake&play=URL (a kind the server has, but with no play card) came up with the kind chosen, an
    empty box and no word: the game was dropped.  Its puzzle is now in the box, and the page says why no play."""
    from urllib.parse import quote

    from web_server import by_id, open_page, wait_for

    browser.get("about:blank")
    open_page(browser, live_server + page + quote(STATUEPARK, safe=""))
    wait_for(browser, lambda: by_id(browser, "error").is_displayed())
    assert by_id(browser, "error").text == (
        "the address's game is of Statue Park, which cannot be played here (the kinds that can: Yin-Yang, Nurikabe, "
        "Star Battle, Light Up, Heyawake, Norinori, LITS, Slitherlink, Masyu, Sudoku, Hitori, Shikaku, Kurodoko, Tapa, "
        "Creek, Aqre, Yajilin, Cave, Fillomino, Hashiwokakero, Kakuro, Nurimisaki, Shimaguni, Skyscrapers, Nonogram, "
        "Country Road, Ripple Effect, Kurotto): its puzzle is in the box above, to solve")
    assert by_id(browser, "puzzle").get_attribute("value") == STATUEPARK
    assert not browser.find_elements("css selector", "#play:not([hidden])")


AKARI_WALLS = "https://puzz.link/p?akari/10/10/hcscl.h.idn.i.cgcndg.h.ncs.h"  # walls without a number, drawn ▓▓


def test_a_light_up_drawing_with_a_plain_wall_is_read_as_an_answer(tmp_path, capsys):
    """``gridsat lightup P > P.solution.txt`` of a board with a wall without a number (``▓▓``), then
    ``batch --check-answer``: bad input "a recorded Light Up solution must be rows of #/./*/x or of numbers" -- the
    drawing's wall was no glyph read back.  It is read: gridsat's own drawing matches, one bulb moved differs."""
    from gridsat.batch import run_batch
    from gridsat.cli import main

    with pytest.raises(SystemExit) as exc:
        main(["lightup", AKARI_WALLS])
    assert exc.value.code == 0
    drawing = capsys.readouterr().out
    assert "▓▓" in drawing
    (tmp_path / "a.url").write_text(AKARI_WALLS + "\n")
    (tmp_path / "a.solution.txt").write_text(drawing)
    (tmp_path / "b.url").write_text(AKARI_WALLS + "\n")
    (tmp_path / "b.solution.txt").write_text(drawing.replace("◉ · 2 ◉", "· ◉ 2 ◉", 1))
    run_batch([str(tmp_path)], tmp_path / "r.jsonl", jobs=1, check_answer=True)
    got = {Path(r["file"]).name: (r["status"], r.get("matches_record"), r.get("record_is_an_answer"))
           for r in map(json.loads, (tmp_path / "r.jsonl").read_text().splitlines())}
    assert got == {"a.url": ("solved", True, None), "b.url": ("solved", False, False)}


@pytest.mark.parametrize(("kind", "title"), [("hitori", "Hitori"), ("pack", "Polyomino packing"),
                                             ("cover", "Exact cover")])
def test_batch_under_kind_tells_a_file_of_another_kind_as_the_command_line_does(tmp_path, monkeypatch, kind, title):
    """``gridsat batch p.url -k pack`` (p.url a Norinori URL): "a pack puzzle is a JSON object such as ...", and
    under -k hitori "Hitori: URL is a 'norinori' puzzle, not hitori", where ``gridsat pack p.url`` says "this looks
    like a Norinori puzzle, not Polyomino packing: gridsat norinori p.url" (collection lines were told so)."""
    from gridsat.batch import run_batch

    monkeypatch.chdir(tmp_path)
    (tmp_path / "p.url").write_text("https://puzz.link/p?norinori/5/5/cag4ocjo\n")
    run_batch(["p.url"], "r.jsonl", kind=kind, jobs=1)
    line = json.loads((tmp_path / "r.jsonl").read_text())
    assert (line["status"], line["error"]) == (
        "bad_input", f"p.url: this looks like a Norinori puzzle, not {title}: read it with kind='norinori' (or "
                     "kind=None)")  # run_batch's words for it: the command line says 'gridsat norinori p.url'


NORINORI = "norinori\na a b b\na a b b\nc c d d\nc c d d\n"  # two answers


@pytest.mark.parametrize(("flags", "head", "n"), [(["--unique"], "a second answer", 2), (["-n", "2"], "solution 2", 2)])
def test_an_answer_file_of_several_boards_is_told_so(tmp_path, capsys, flags, head, n):
    """``gridsat solve P --unique > P.solution.txt`` (two boards, 'a second answer' between them), then
    ``batch --check-answer``: "a recorded Norinori solution must be rows of #/./*/x or of numbers", of gridsat's
    own drawing.  The message now says it holds several answers and to keep one."""
    from gridsat.batch import run_batch
    from gridsat.cli import main

    (tmp_path / "n.txt").write_text(NORINORI)
    with pytest.raises(SystemExit):
        main(["solve", str(tmp_path / "n.txt"), *flags])
    (tmp_path / "n.solution.txt").write_text(capsys.readouterr().out)
    run_batch([str(tmp_path)], tmp_path / "r.jsonl", jobs=1, check_answer=True)
    line = json.loads((tmp_path / "r.jsonl").read_text())
    assert (line["status"], line["error"]) == (
        "bad_input", f"n.solution.txt: the recorded solution holds {n} answers as gridsat prints them ({head!r}): "
                     "keep the one board to compare with, and its lines only")


@pytest.mark.parametrize(("body", "error"), [
    ({"kind": "pack", "argument": "h.txt", "files": {"h.txt": "https://puzz.link/p?norinori/5/5/cag4ocjo"}},
     "h.txt: this looks like a Norinori puzzle, not Polyomino packing: its page is /puzzle/norinori"),
    ({"kind": "heyawake", "argument": "h.txt", "files": {"h.txt": "https://puzz.link/p?norinori/5/5/cag4ocjo"}},
     "h.txt: this looks like a Norinori puzzle, not Heyawake: its page is /puzzle/norinori"),
    ({"kind": "heyawake", "argument": "h.txt", "files": {"h.txt": "garbage"}},
     "h.txt: expected 2 blocks of rows (clues, regions) separated by a blank line, got 1; the regions are missing: "
     "after the clues, a blank line, then a room name per cell"),
])
def test_a_web_argument_file_of_another_kind_names_its_page(api_client, body, error):
    """POST /api/solve {"kind": "pack", "argument": "h.txt", "files": {"h.txt": NORINORI-URL}}: "a pack puzzle is a
    JSON object such as ...", and under heyawake "Heyawake: URL is a 'norinori' puzzle, not heyawake", where the
    same text as "puzzle" (and `gridsat pack h.txt`) says it looks like a Norinori puzzle; its own errors stay."""
    response = api_client.post("/api/solve", json=body)
    assert (response.status_code, response.json()) == (422, {"error": error})


def test_a_web_argument_url_of_a_genre_gridsat_does_not_solve_names_the_argument(api_client):
    response = api_client.post("/api/solve", json={"kind": "heyawake", "argument": "https://puzz.link/p?kinkonkan/5/5/x"})
    assert response.status_code == 422
    assert response.json()["error"].startswith("argument: a 'kinkonkan' puzzle: a genre gridsat does not solve (kinds: ")
