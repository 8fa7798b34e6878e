"""The lead's fixes of the fifth sitting of 2026-12-06 (hostile pass 86's companion work)."""

import types

import pytest


def test_an_import_of_cp_sat_cut_by_ctrl_c_is_raised_as_the_interrupt_it_was():
    """A SIGTERM as OR-Tools' compiled helpers initialised came out as "ImportError: initialization failed", past
    'generate --count N -o's own Ctrl-C words: it said only "gridsat: stopped by SIGTERM" (a flaky slow test)."""
    from gridsat.core import lean_imports

    class Cut:
        def exec_module(self, module):
            raise ImportError("initialization failed")

    loader = lean_imports._Loader(Cut())
    module = types.ModuleType("m")
    old = lean_imports._FINDER.interrupted
    try:
        lean_imports._FINDER.interrupted = lambda: True
        with pytest.raises(KeyboardInterrupt) as caught:
            loader.exec_module(module)
        assert isinstance(caught.value.__cause__, ImportError)
        lean_imports._FINDER.interrupted = lambda: False  # no interrupt: the ImportError is the error it is
        with pytest.raises(ImportError, match="initialization failed"):
            loader.exec_module(module)
    finally:
        lean_imports._FINDER.interrupted = old


def test_side_by_side_framed_cells_share_one_frame_the_shape_of_them_all():
    """A Domino Fit hint framed the domino it places as two squares, a packing hint its piece cell by cell."""
    from gridsat.render.picture import _loops, outline_segments

    def frames(cells):
        return sorted(sorted(loop) for loop in _loops(outline_segments(cells, 0.1)))

    assert frames([(0, 0), (1, 0)]) == [sorted([(0.1, 0.1), (0.1, 1.0), (0.1, 1.9), (0.9, 1.9), (0.9, 1.0),
                                                (0.9, 0.1)])]  # a vertical domino: one frame, 0.1 inside it
    # an L: the inner corner at (1, 1) is reached 0.1 past the cells' sides, at (0.9, 0.9)
    (l_frame,) = frames([(0, 0), (0, 1), (1, 0)])
    assert (0.9, 0.9) in l_frame and (1.9, 0.1) in l_frame and (0.1, 1.9) in l_frame
    ring = frames([(r, c) for r in range(3) for c in range(3) if (r, c) != (1, 1)])
    assert len(ring) == 2 and sorted(ring, key=len)[0] == sorted([(0.9, 0.9), (2.1, 0.9), (2.1, 2.1), (0.9, 2.1)])
    assert len(frames([(0, 0), (1, 1)])) == 2  # cells touching at a corner only: apart


def test_calendar_blank_draws_the_editions_board_and_pieces_for_printing(run_cli, tmp_path):
    """A maker had no blank board to print or cut: a date's picture left the date's cells out, and --hint 0 was
    refused ("--hint must be 1..8")."""
    import json

    code, out, err = run_cli("calendar", "--blank", "-e", "examples/filler-edition.txt", "--json")
    data = json.loads(out)
    assert (code, err, data["kind"], data["edition"], data["rows"], data["cols"]) == (0, "", "calendar-blank", "sevens",
                                                                                     7, 7)
    assert len(data["cells"]) == 49 and len(data["labels"]) == 43 and len(data["fillers"]) == 6
    assert data["labels"][:3] == [{"cell": [0, 0], "label": "1"}, {"cell": [0, 1], "label": "2"},
                                  {"cell": [0, 2], "label": "Jan"}]
    assert data["pieces"][0] == {"name": "A7", "count": 1, "shape": ["###", "###", "#.."]}
    code, out, _ = run_cli("calendar", "--blank", "--svg", str(tmp_path / "b.svg"))
    assert code == 0 and out.splitlines()[0] == "dragonfjord: the blank board, 7x7, 43 cells (43 labelled), and its 8 " \
                                                "pieces"
    assert out.splitlines()[1].split() == ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]
    assert "O6: ### / ###" in out and (tmp_path / "b.svg").read_text().startswith("<?xml")
    assert run_cli("calendar", "2026-01-01", "--blank") == (2, "", "gridsat: error: a DATE does not apply to "
                                                                   "--blank\n")


def test_the_blank_board_pictures_every_label_and_each_copy_of_a_piece():
    from gridsat.puzzles.calendar.blank import BlankReport, _laid_out
    from gridsat.puzzles.calendar.editions import load_edition

    ed = load_edition("dragonfjord")
    fig = BlankReport(ed).figure()
    texts = [t.get_text() for t in fig.axes[0].texts]
    assert all(label in texts for label in ed.board.labels.values()) and "P5" in texts
    cells, rows, cols = _laid_out(ed.pieces.items, 10)
    assert len(cells) == 43 - 2 and cols <= 10  # every piece cell once (the board's 43 cells less a date's two)
    two = _laid_out(((ed.pieces.items[0][0], 2),), 10)[0]
    assert sorted(set(two.values())) == ["O6#0", "O6#1"]


def test_the_web_api_draws_the_blank_board(api_client):
    reply = api_client.post("/api/mode", json={"kind": "calendar", "mode": "blank", "settings": {}})
    assert reply.status_code == 200, reply.text
    body = reply.json()
    assert body["report"]["kind"] == "calendar-blank" and len(body["report"]["labels"]) == 43, body.keys()


def test_genres_with_rooms_or_walls_offer_the_play_card_their_board_now_draws(api_client):
    """Heyawake, Star Battle, Norinori and Light Up got hints (pass 86) and, held back until the play board drew
    their rooms, regions and walls (pass 88: ``regions``, ``walls`` and ``position_looks``), the web's play card:
    their entries list position values; their hints answer (tests/test_web_play_regions.py plays them)."""
    kinds = {k["name"]: k for k in api_client.get("/api/kinds").json()["kinds"]}
    for name in ("heyawake", "starbattle", "norinori", "lightup", "nurikabe", "hitori", "yinyang"):
        assert kinds[name]["explains"] and kinds[name]["position_values"], name
    # a digit genre's card (pass 92): no values a click cycles, digits typed
    assert kinds["sudoku"]["play_card"] and kinds["sudoku"]["play_entry"] == "digit"
    url = "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou"
    reply = api_client.post("/api/hint", json={"kind": "starbattle", "puzzle": url})
    assert reply.status_code == 200 and reply.json()["steps"][0]["rule"], reply.text
