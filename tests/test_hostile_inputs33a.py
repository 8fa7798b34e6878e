"""Hostile pass 33, part A: the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


@pytest.mark.parametrize("example", ["pack-3x20.json", "calendar-oct6.json"])
def test_a_placing_kinds_position_may_be_the_whole_hint_json_record(run_cli, tmp_path, example):
    # gridsat hint p.json --position <what 'hint --json' printed> was refused for a packing or a calendar ("a position
    # is the board's 3 rows of piece names, as gridsat draws a tiling ..., not JSON"), though its "grid" alone was
    # read, and the grid kinds (nurikabe, yinyang) take the whole record
    puzzle = str(EXAMPLES / example)
    code, printed, _ = run_cli("hint", puzzle, "--json")
    record = json.loads(printed)
    (tmp_path / "whole.json").write_text(printed)
    (tmp_path / "grid.json").write_text(json.dumps(record["grid"]))
    whole = run_cli("hint", puzzle, "--position", str(tmp_path / "whole.json"))
    assert whole[0] == 0 and whole == run_cli("hint", puzzle, "--position", str(tmp_path / "grid.json"))


def test_a_placing_kinds_position_in_other_json_is_told_what_json_is_read(run_cli, tmp_path):
    puzzle = str(EXAMPLES / "pack-3x20.json")
    said = {'{"a": 1}': 'a position in JSON is rows of piece labels, or an object with them as "grid" (as hint --json '
                        'prints it)',
            '["UUX"]': 'a position in JSON is rows of piece labels (as hint --json prints its "grid"), got ["UUX"]',
            "[[": "not valid JSON: Expecting value at line 1, column 3"}
    for text, message in said.items():
        (tmp_path / "pos.json").write_text(text)
        assert run_cli("hint", puzzle, "--position", str(tmp_path / "pos.json")) == (
            2, "", f"gridsat: error: {tmp_path / 'pos.json'}: {message}\n")


HINT = ("line 1 starts with '|', so it is a comment, not the item line: name at least one primary item before '|' "
        "(with secondary items alone the only cover is the empty one: an option without a primary item is never chosen)")


@pytest.mark.parametrize(("text", "said"), [
    ("| c d\nc\nd\n", "line 3: unknown item 'd' (not on the item line)"),  # was that alone: 'd' is on line 1
    ("| c\nc\n", "line 2: the item line has no option after it"),  # was "infeasible: primary item 'c' is in no option"
])
def test_a_dlx_item_line_of_secondary_items_alone_is_said_to_be_a_comment(run_cli, tmp_path, text, said):
    # the JSON problem {"primary": [], "secondary": ["c"], "options": [["c"]]} has 1 solution
    (tmp_path / "p.dlx").write_text(text)
    assert run_cli("cover", str(tmp_path / "p.dlx"), "--count") == (
        2, "", f"gridsat: error: p.dlx: {said}; {HINT}\n")


def test_a_dlx_comment_repeating_the_item_line_is_still_a_comment(run_cli, tmp_path):
    (tmp_path / "p.dlx").write_text("| items: a b\na b\na\nb\n")
    code, out, err = run_cli("cover", str(tmp_path / "p.dlx"), "--count")
    assert (code, out.splitlines()[:3], err) == (0, ["0: a", "1: b", "1 solution (all counted)"], "")


def test_placements_kept_apart_look_at_the_clock_while_stating_each_touching_pair():
    # gridsat lits BOARD300x300 -t 3 --memory-limit 4 said "unknown after 4.478 s": LITS stated its rule 4 (apart)
    # without the deadline check, and apart's last loop (one constraint per touching pair) had none
    from gridsat.constraints.placement import apart
    from gridsat.core.options import TimeUp
    from gridsat.puzzles.grid.recorder import CountingRecorder

    calls = []

    def check():
        calls.append(len(calls))
        if len(calls) > 1:  # the first, in the loop over the placements, passes
            raise TimeUp()

    def neighbours(cell):
        return [(cell[0], cell[1] + 1)]

    model = CountingRecorder()
    with pytest.raises(TimeUp):
        apart(model, [model.new_bool_var("a"), model.new_bool_var("b")], [[(0, 0)], [(0, 1)]], neighbours,
              check=check, rule="apart")
    assert calls == [0, 1]


@pytest.mark.parametrize("model", ["model", "search_model"])
def test_lits_states_its_apart_rule_under_the_run_s_clock(monkeypatch, model):
    import gridsat
    from gridsat.constraints import placement
    from gridsat.core.options import SolverOptions
    from gridsat.puzzles.grid.counting_model import CountingModel
    from gridsat.puzzles.grid.recorder import CountingRecorder

    given = []
    real = placement.apart
    monkeypatch.setattr(placement, "apart", lambda *a, **k: given.append(k.get("check")) or real(*a, **k))
    puzzle = gridsat.kinds.get("lits").parse("lits\n0 0 1 1\n0 0 1 2\n0 1 1 2\n2 2 2 2\n")
    options = SolverOptions(time_limit=60).started()
    builder = CountingModel(check=options.check_time) if model == "model" else CountingRecorder()
    getattr(puzzle, model)(builder, options)
    assert given == [options.check_time]
