"""The twenty-third hostile pass, third part: the Python API and the designers' tools.

Each test is a fault this pass found, written before its fix.
"""

from __future__ import annotations

import json

import pytest

import gridsat
from gridsat.puzzles.calendar import design_eval, design_space
from gridsat.puzzles.calendar.design import search_designs

from test_calendar_design import LIBRARY as WITH_H6

# the dragonfjord pieces and T5 (test_calendar_design's library without H6): 8 designs of 8 pieces for dragonfjord
LIBRARY = "".join(line + "\n" for line in WITH_H6.splitlines() if not line.startswith("H6"))


def _lines(path) -> dict:
    recs = [json.loads(line) for line in path.read_text().splitlines()]
    return {(r["record"], r.get("design", r.get("chunk"))): {k: v for k, v in r.items() if k != "seconds"}
            for r in recs}


@pytest.mark.slow  # 2.2 s
def test_a_design_chunk_longer_than_the_time_limit_goes_on_in_the_next_run(tmp_path, monkeypatch):
    """``calendar --design standard --pieces pentominoes+tetrominoes --choose 9 -t 12 --out r.jsonl`` said '0
    decided ... run again with the same --out to go on', and every run again did the same: a chunk's censused
    designs were dropped with the chunk the time limit stopped, so a chunk longer than -t never finished."""
    lib = tmp_path / "lib.txt"
    lib.write_text(LIBRARY)
    monkeypatch.setattr(design_space, "CHUNK_MIN", 1)  # one chunk of all 8 designs
    whole = search_designs("dragonfjord", str(lib), 8, out=tmp_path / "whole.jsonl", jobs=1, verify=0)
    census = design_eval.Evaluator.census
    calls: list = []
    allowed = [2]

    def stopped_after_two(self, design, *, deadline=None):  # as a time limit met in the third census
        calls.append(design)
        counts, complete = census(self, design, deadline=deadline)
        return counts, complete and len(calls) <= allowed[0]

    monkeypatch.setattr(design_eval.Evaluator, "census", stopped_after_two)
    out = tmp_path / "cut.jsonl"
    first = search_designs("dragonfjord", str(lib), 8, out=out, jobs=1, verify=0)
    assert not first.complete and first.chunks_done == 0
    assert len([k for k in _lines(out) if k[0] == "design"]) == 2  # the two censused are written
    allowed[0] = 1000
    again = search_designs("dragonfjord", str(lib), 8, out=out, jobs=1, verify=0)
    assert again.complete and again.designs_done == whole.designs_done == 8 and whole.space["chunks"] == 1
    assert len(calls) == 3 + len(whole.designs) - 2  # the two censused were not censused again
    assert _lines(out) == _lines(tmp_path / "whole.jsonl")  # the same chunks, kills and designs
    assert [d["design"] for d in again.best] == [d["design"] for d in whole.best]


@pytest.mark.parametrize("value, shown", [(None, "NoneType"), ("x", "str"), ([], "list")])
def test_a_kinds_detect_json_refuses_data_that_is_no_object(value, shown):
    """``gridsat.kinds.get("cover").detect_json(None)`` met "'NoneType' object has no attribute 'get'" (the
    other kinds said False to anything); ``parse_json`` refused the same data with a TypeError naming it."""
    for name in gridsat.kinds.names():
        with pytest.raises(TypeError) as caught:
            gridsat.kinds.get(name).detect_json(value)
        assert str(caught.value) == f"data must be a decoded JSON object (dict), got {shown}"
    assert gridsat.kinds.get("cover").detect_json({"options": [["a"]]}) is True


def test_a_kinds_notices_refuse_what_is_not_its_puzzle():
    """``gridsat.kinds.get("calendar").notices("x")`` met "'str' object has no attribute 'date'"; the other kinds
    said [] of anything, a puzzle of another kind included."""
    calendar, pack = gridsat.kinds.get("calendar"), gridsat.kinds.get("pack")
    puzzle = calendar.parse(calendar.example)
    for kind, wrong in ((calendar, "x"), (calendar, None), (pack, puzzle)):
        with pytest.raises(TypeError) as caught:
            kind.notices(wrong)
        assert str(caught.value).startswith("puzzle must be a ")
    assert calendar.notices(puzzle) == []


@pytest.mark.slow  # the default run keeps under 5 minutes on a fresh machine (one of its heaviest)
def test_a_layout_search_stopped_before_a_layout_does_not_send_the_user_round_again(run_cli, tmp_path, monkeypatch):
    """``calendar --layout fillers -e examples/filler-edition.txt --out l.jsonl -t 3`` said 'stopped by the time
    limit: run again with the same --out to go on', and the run again did the same: the pair table every run builds
    first (about 3 s) is not kept, so a -t shorter than it never scored a layout."""
    from gridsat.puzzles.calendar import layout

    pair_table = layout.edition_pair_table

    def cut(edition, one_sided, workers=None, deadline=None):  # as the time limit met in the table
        table, cells, _ = pair_table(edition, one_sided, workers=workers, deadline=None)
        import time

        while time.perf_counter() <= deadline:
            time.sleep(0.01)
        return table, cells, False

    monkeypatch.setattr(layout, "edition_pair_table", cut)
    out = tmp_path / "l.jsonl"
    for _ in range(2):
        code, text, err = run_cli("calendar", "--layout", "labels", "--out", str(out), "-t", "2")
        assert (code, err) == (1, "")
        assert text.startswith("best labels layout (most-fewest, stopped by the time limit before a layout was scored (")
        assert text.endswith(" s went to the pair table every run builds first); nothing is kept, so run again with a "
                             "longer time limit): no layout scored yet\n")
    assert [json.loads(line)["record"] for line in out.read_text().splitlines()] == ["search"]


def test_a_design_search_that_kept_nothing_new_does_not_send_the_user_round_again(tmp_path, monkeypatch):
    """A design search whose -t ended in its first census (``--design standard --pieces pentominoes+tetrominoes
    --choose 9 -t 1.2 --out r.jsonl``) said 'run again with the same --out to go on': a run again stopped in the same
    census, for ever.  One that censused a design goes on from it, and says so."""
    from gridsat.puzzles.calendar.design_modes import DesignReport

    lib = tmp_path / "lib.txt"
    lib.write_text(LIBRARY)
    monkeypatch.setattr(design_space, "CHUNK_MIN", 1)
    census = design_eval.Evaluator.census
    allowed = [0]

    def stopped(self, design, *, deadline=None):  # as a time limit met in a census after the allowed ones
        allowed[0] -= 1
        counts, complete = census(self, design, deadline=deadline)
        return counts, complete and allowed[0] >= 0

    monkeypatch.setattr(design_eval.Evaluator, "census", stopped)
    out = tmp_path / "d.jsonl"
    for given, state in ((0, "stopped by the time limit before a census or a chunk of designs was done; nothing new "
                             "is kept, so run again with a longer time limit"),
                         (1, "stopped by the time limit: run again with the same --out to go on")):
        allowed[0] = given
        result = search_designs("dragonfjord", str(lib), 8, out=out, jobs=1, verify=0)
        assert (result.complete, result.partial) == (False, given)
        assert f"{given} decided, 0 ruled out by proof, {given} censused, {given} with every date solvable ({state}) " \
               "in " in DesignReport(result, out).text()[0]  # (the designs of an unfinished chunk are reported)


def test_a_none_among_items_is_named_as_any_wrong_item(tmp_path):
    """A check for the first wrong item of a list took None for 'no wrong item': ``result.check_one([None])`` of a
    packing met "'NoneType' object has no attribute 'cells'", ``run_batch([None], out)`` "expected str, bytes or
    os.PathLike object, not NoneType", ``kind.hints(p, start=[None] * 5)`` "'NoneType' object is not iterable", and
    ``CoverProblem(("a",), (), (None,))`` called the option's items unhashable."""
    from gridsat.batch.run import run_batch
    from gridsat.puzzles.cover.problem import CoverProblem

    yy = gridsat.kinds.get("yinyang")
    for call, message in (
            (lambda: gridsat.pack("3x20").check_one([None]),
             "placements must be a list of Placements, got a NoneType None in it"),
            (lambda: run_batch([None], tmp_path / "r.jsonl"), "run_batch's paths must be a list of paths, got None in it"),
            (lambda: list(yy.hints(yy.parse(yy.example), start=[None] * 5)),
             "start must be rows of values (0 undecided) or their text, got a row NoneType None"),
            (lambda: CoverProblem(("a",), (), (None,)),
             "CoverProblem.options must be a tuple of tuples of items, got a NoneType")):
        with pytest.raises(TypeError) as caught:
            call()
        assert str(caught.value) == message
    assert not (tmp_path / "r.jsonl").exists()


def test_a_designs_names_are_taken_as_a_design_record_writes_them():
    """``design_edition(board, library, result.best[0]["design"])`` (the record's 'F5 I5 ...') said "piece F is not
    in library pentominoes": the string was read letter by letter; ``names=None`` met "'NoneType' object is not
    iterable" and ``b"x"`` was "piece 120"."""
    from gridsat.puzzles.calendar.design import design_edition, verify_design

    design = "F5 I5 L5 N5 P5 I4 O4 S4 L4"
    edition = design_edition("dragonfjord", "pentominoes+tetrominoes", design)
    assert edition.pieces == design_edition("dragonfjord", "pentominoes+tetrominoes", design.split()).pieces
    assert " ".join(piece.name for piece, _ in edition.pieces.items) == design
    assert verify_design("dragonfjord", "pentominoes+tetrominoes", design)["unsolvable"] == []
    for names, shown in ((None, "NoneType None"), (b"x", "bytes b'x'"), (["F5", 1], "list ['F5', 1]")):
        with pytest.raises(TypeError) as caught:
            design_edition("dragonfjord", "pentominoes", names)
        assert str(caught.value) == ("names must be the design's piece names (a list of strings, or one string of "
                                     f"them separated by spaces), got {shown}")
