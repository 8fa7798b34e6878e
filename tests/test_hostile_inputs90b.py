"""Hostile pass 90, part b: packing and exact cover."""

from __future__ import annotations

import pytest

import gridsat
from gridsat import PuzzleInputError


def test_a_ragged_mask_row_of_one_cell_is_one_column():
    # gridsat.pack(["##", "#"], ...) was told "ragged mask: row 2 has 1 columns" (the count's noun not made singular)
    with pytest.raises(PuzzleInputError) as err:
        gridsat.pack(["##", "#"], {"D": "##"})
    assert str(err.value) == "board: ragged mask: row 2 has 1 column, row 1 has 2 (pad with '.' for no cell)"


def test_the_exact_engines_board_refusal_writes_its_count_as_distinct_does(run_cli):
    # --engine exact on 40x40 said "this one has 1600", --distinct on the same board "this one has 1,600"
    code, out, err = run_cli("pack", "--board", "40x40", "--pieces", "tetrominoes", "--holes", "--engine", "exact")
    assert code == 2 and err == ("gridsat: error: the exact-cover engine holds boards whose bounding box has at most "
                                 "1024 cells; this one has 1,600 (use --engine cpsat)\n")
    code, out, err = run_cli("pack", "--board", "40x40", "--pieces", "tetrominoes", "--holes", "--count", "--distinct")
    assert code == 2 and err == ("gridsat: error: --distinct needs the exact-cover engine, which holds boards whose "
                                 "bounding box has at most 1024 cells; this one has 1,600 (leave out --distinct)\n")


@pytest.mark.parametrize("body, told", [
    # cover's list named 'forced' and 'distinct', which it then refused ("cover puzzles support solving, --solutions
    # N, --count, --unique; not --forced", "--distinct does not apply to cover puzzles"); pack's named 'forced'
    ({"kind": "cover", "puzzle": "a\na\n", "options": {"holes": True}},
     "unknown option 'holes' for Exact cover puzzles (options: count, limit, solutions, skip, unique, engine, time_limit, "
     "seed, memory_limit)"),
    ({"kind": "cover", "puzzle": "a\na\n", "options": {"force": True}},
     "unknown option 'force' for Exact cover puzzles (options: count, limit, solutions, skip, unique, engine, time_limit, "
     "seed, memory_limit)"),
])
def test_web_unknown_options_list_only_what_the_kind_takes(api_client, body, told):
    reply = api_client.post("/api/solve", json=body)
    assert reply.status_code == 422 and reply.json()["error"] == told


@pytest.mark.parametrize("args, told", [
    # each was "unknown piece set '-': give a piece file or one of ...", "unknown board '-': give RxC ...", "unknown
    # edition '-': ...": not a word of standard input, which is read only as the puzzle
    (("pack", "-b", "2x2", "-p", "-"),
     "cannot read piece file '-': '-' (standard input) is read only as the puzzle; save the piece file and give its "
     "name"),
    (("pack", "-b", "-"),
     "cannot read board file '-': '-' (standard input) is read only as the puzzle; save the board file and give its "
     "name"),
    (("calendar", "2026-10-06", "-e", "-"),
     "cannot read edition file '-': '-' (standard input) is read only as the puzzle; save the edition file and give "
     "its name"),
])
def test_a_companion_file_named_dash_is_told_standard_input_is_the_puzzles(run_cli, args, told):
    assert run_cli(*args) == (2, "", f"gridsat: error: {told}\n")


def test_a_companion_file_named_dash_on_the_web_is_told_to_send_it(api_client):
    # the web has no standard input: '-' as a board is a file the request did not send
    reply = api_client.post("/api/solve", json={"kind": "pack", "options": {"board": "-"}})
    assert reply.json()["error"] == "'-' is not a file sent with this request (files sent: none): send it in \"files\""


def test_a_json_piece_shape_of_another_type_says_what_it_got(run_cli, tmp_path):
    # was 'piece 'A': shape must be one line like "##/#."', not saying it got the number 5
    (tmp_path / "p.json").write_text('{"kind": "pack", "board": "3x20", "pieces": {"A": 5}}')
    assert run_cli("solve", str(tmp_path / "p.json")) == (
        2, "", "gridsat: error: p.json: piece 'A': shape must be one line like \"##/#.\", got 5\n")


def test_a_full_board_mask_given_to_cover_is_named(run_cli, tmp_path, monkeypatch):
    # was solved as an exact cover of the one item '####' ("0: ####", 1 solution), where a mask with a '.' was
    # told "this is a board mask, not a puzzle"
    monkeypatch.chdir(tmp_path)
    (tmp_path / "on.txt").write_text("####\n####\n")
    assert run_cli("cover", "on.txt") == (
        2, "", "gridsat: error: on.txt: this is a board mask, not a puzzle: gridsat pack --board on.txt\n")


@pytest.mark.parametrize("flags, told", [
    # each ended "... or --engine cpsat)" / "(use --engine cpsat)", which then refused --distinct
    (("-w", "2"), "-w/--workers sets solver threads, but auto chose the exact engine, which runs on one thread except "
                  "when counting (use --count)"),
    (("--seed", "2"), "--seed sets a random seed, but auto chose the exact engine, which has none (leave it out: "
                      "--distinct runs on the exact engine alone)"),
])
def test_cpsat_options_with_distinct_are_not_sent_to_cpsat(run_cli, flags, told):
    assert run_cli("pack", "-b", "3x20", "-n", "3", "--distinct", *flags) == (2, "", f"gridsat: error: {told}\n")
