"""The lead's fixes of the sixth sitting of 2026-12-06 (hostile pass 88's companion work)."""

import types

STARBATTLE_6 = "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou"  # tests/data/genres/starbattle.json (pzprjs)


def test_a_star_battle_hint_draws_its_regions_and_its_stars(run_cli):
    """The hint's board was a grid of '?' and '██' with none of the regions its steps name ("the region of r1c1"),
    its stars drawn as shaded cells: now the regions' borders as the answer draws them, and '★' before the step."""
    code, out, err = run_cli("hint", "--steps", STARBATTLE_6)
    assert code == 0, err
    board = out.split("\n")[-15:]
    assert board[:3] == ["┌────────┬────────┐", "│·  ★  · │·  ·  · │", "│  ┌─────┘  ┌─────┤"]
    assert board[11] == "│# │·  ·  ·  ·  · │"
    assert board[13] == "(# a star by this step; ★ a star before it; · empty before it)"


def test_a_light_up_hint_draws_its_bulbs_apart_from_its_walls(run_cli):
    """A bulb decided before the step was '██', as dark as the walls beside it: now '◉', as the answer draws it."""
    code, out, err = run_cli("hint", "--steps", "https://puzz.link/p?akari/6/6/nekcakbl")  # lightup.json (pzprjs)
    assert code == 0, err
    assert out.split("\n")[-8:-1] == ["· · ◉ · · · ", "· ◉ 4 ◉ · · ", "· · ◉ · 2 ◉ ", "· 0 · · ◉ · ", "# · · 1 · · ",
                                      "· · · ◉ · · ", "(# a bulb by this step; ◉ a bulb before it; · bulb-free before it; N a wall "
                                      "numbered N)"]


def test_a_hint_drawn_inside_its_borders_reads_back_as_a_position(run_cli, tmp_path):
    """The hint's board is a position ('or the board as hint draws it'): drawn inside the regions' borders, it was
    "line 1, column 1: '┌' is not 0 or ? (undecided), ...", and its stars '★' were no cell value."""
    first, solved = tmp_path / "first.txt", tmp_path / "solved.txt"
    first.write_text(run_cli("hint", STARBATTLE_6)[1])
    solved.write_text(run_cli("hint", "--steps", STARBATTLE_6)[1])
    code, out, err = run_cli("hint", "--position", str(first), STARBATTLE_6)
    assert (code, err) == (0, "")
    assert out.startswith("next step (rule: cramped): r5c2 is empty: a star there would leave the region of r4c1 "
                          "room for no more stars, not the 1 it needs\n")
    code, out, err = run_cli("hint", "--position", str(solved), STARBATTLE_6)
    assert (code, out) == (0, "solved: every cell is decided and the position is an answer; nothing to deduce\n")


def test_the_web_pool_sends_no_ctrl_c_to_a_worker_that_has_ended(monkeypatch):
    """A cancelled request's worker was sent SIGINT by its process id even once it had crashed and been reaped: on a
    busy machine that id can be another program's by then (a test run beside a server was stopped, its xdist worker
    taking the Ctrl-C).  Only a live worker, whose id stays the server's until it is reaped, is sent one."""
    import multiprocessing
    import signal

    from gridsat.web import pool

    sent = []  # (the pool's own name for os replaced: the os module's kill stays, for the processes' own kill())
    monkeypatch.setattr(pool, "os", types.SimpleNamespace(kill=lambda pid, sig: sent.append((pid, sig))))
    context = multiprocessing.get_context("fork")
    ended = context.Process(target=int)
    ended.start()
    ended.join()
    pool.ctrl_c(ended)
    assert sent == []
    running = context.Process(target=signal.pause)
    running.start()
    try:
        pool.ctrl_c(running)
        assert sent == [(running.pid, signal.SIGINT)]
    finally:
        running.kill()
        running.join()


def test_a_position_of_question_marks_and_dots_is_never_taken_for_a_solves_answer_grid(run_cli, tmp_path):
    """A position written with '?' and '.' whose '.' cells fall on the answer's stars was refused as "this is the
    puzzle's answer grid as a solve gives it (1 star, 0 empty)": its values matched the 0/1 grid, but a solve writes
    no '?' or '.' (pass 88a's find).  The solve's own 0/1 grid is still named as such."""
    dots, digits = tmp_path / "dots.txt", tmp_path / "digits.txt"
    dots.write_text("?.????\n???.??\n?????.\n??.???\n????.?\n.?????\n")
    digits.write_text("010000\n000100\n000001\n001000\n000010\n100000\n")
    assert run_cli("hint", "--position", str(dots), STARBATTLE_6)[:2] == (
        0, "the position has 6 mistakes: r1c2, r2c4, r3c6, r4c3, r5c5, r6c1 differ from the puzzle's only answer\n")
    assert run_cli("hint", "--position", str(digits), STARBATTLE_6) == (
        2, "", f"gridsat: error: {digits}: this is the puzzle's answer grid as a solve gives it (1 star, 0 empty); a "
               "position writes 0 undecided, 1 empty, 2 star (as a hint's grid)\n")
