"""Hostile pass 71, part a: the command line's faults, each pinned."""

from __future__ import annotations


def test_one_answer_past_the_machines_memory_is_not_told_to_ask_for_fewer_solutions(run_cli, tmp_path, monkeypatch):
    # `gridsat lits` of a 1000x1000 board (one answer asked for) was told "needs about 28.9 GB of memory, more than
    # this machine has: no limit lets it run (ask for fewer solutions, or a smaller puzzle)": it asked for one
    import gridsat.core.memory as memory
    from gridsat.core.options import SolverOptions

    monkeypatch.setattr(memory, "machine_bytes", lambda: int(2.2 * 1024**3))  # the 2.3 GB model below is past it
    path = tmp_path / "s.txt"
    path.write_text("statuepark\npieces: ## ##\n" + (" ".join("." * 300) + "\n") * 300)
    assert run_cli("statuepark", str(path)) == (
        2, "", "gridsat: error: a CP-SAT model of a 300x300 Statue Park needs about 2.3 GB of memory, more than this "
               "machine has: no limit lets it run (give a smaller puzzle)\n")
    options = SolverOptions(memory_limit=1024**3)
    for answers, way in ((1, "give a smaller puzzle"), (5, "ask for fewer solutions, or a smaller puzzle")):
        try:
            options.check_memory(10**20, "x", answers)
        except ValueError as exc:
            assert str(exc).endswith(f"no limit lets it run ({way})")
        else:
            raise AssertionError("not refused")


def test_a_genre_read_from_standard_input_names_it_stdin_as_yin_yang_does(run_cli, monkeypatch):
    # `gridsat lightup -` (and `gridsat solve -`) of a bad grid said "Light Up: row 1, column 1: ...", where
    # `gridsat yinyang -` says "stdin: ..." and a file is named by its path
    import io

    for command in ("lightup", "solve"):
        monkeypatch.setattr("sys.stdin", io.StringIO("lightup\nx .\n"))
        assert run_cli(command, "-") == (
            2, "", "gridsat: error: stdin: row 1, column 1: clue 'x' is not a wall: '#' or a number from 0 to 4\n")
    monkeypatch.setattr("sys.stdin", io.StringIO("https://puzz.link/p?lits/4/4/9\n"))
    assert run_cli("lits", "-")[2] == ("gridsat: error: stdin: LITS: URL body ends after 1 character, missing 5 of "
                                       "the 6 base-32 digits of walls (is the URL cut short?)\n")


def test_a_time_limit_run_out_while_reading_says_what_the_flags_did_not_do(run_cli, tmp_path):
    # `gridsat lightup --export-model m.pb -t 0.001` (and --model-stats) whose reading ran out said "nothing was
    # solved": neither solves (their model's building running out says "nothing was written" / "shown"), as
    # --to's "nothing was converted" was already told
    from gridsat.cli.timed_reading import undone

    assert [undone(["lightup", flag, "F"]) for flag in ("--export-model", "--model-stats", "--to", "-n")] == [
        "nothing was written", "nothing was shown", "nothing was converted", "nothing was solved"]
    assert undone(["lightup", "--export-model=m.pb"]) == "nothing was written"
    assert undone(["generate", "yinyang", "--to", "url"]) == "no puzzle was made" and undone([]) == "nothing was solved"
    path = tmp_path / "l.txt"
    path.write_text("lightup\n" + (" ".join("." * 300) + "\n") * 300)
    code, out, err = run_cli("lightup", str(path), "--export-model", str(tmp_path / "m.pb"), "-t", "0.001")
    assert (code, out) == (1, "") and err in (  # (where the clock ran out depends on the machine's load)
        "gridsat: the time limit ran out while reading the puzzle; nothing was written (give more time with -t)\n",
        "gridsat: the time limit ran out while building the CP-SAT model; nothing was written (give more time with -t)\n")


def test_distinct_of_a_kind_without_it_is_refused_as_such_not_sent_to_count(run_cli, tmp_path):
    # `gridsat solve LITS --distinct` was told "--distinct goes with --count or --solutions N, N of 2 or more";
    # with --count it was then told "--distinct does not apply to lits puzzles"
    path = tmp_path / "l.txt"
    path.write_text("https://puzz.link/p?lits/4/4/9q02jg\n")
    for more in ((), ("--count",)):
        assert run_cli("solve", str(path), "--distinct", *more) == (
            2, "", "gridsat: error: --distinct does not apply to LITS puzzles\n")
    assert run_cli("solve", "examples/pack-3x20.json", "--distinct") == (  # a kind with it: as `gridsat pack` says
        2, "", "gridsat: error: --distinct goes with --count or --solutions N, N of 2 or more\n")


def test_the_web_refuses_distinct_of_a_kind_without_it_as_such(api_client):
    # POST /api/solve {"kind": "lits", ..., "options": {"distinct": true}} was told "--distinct goes with --count or
    # --solutions N, N of 2 or more"; with count it was then told "--distinct does not apply to lits puzzles"
    for options in ({"distinct": True}, {"distinct": True, "count": True}):
        response = api_client.post("/api/solve", json={"kind": "lits", "puzzle": "https://puzz.link/p?lits/4/4/9q02jg",
                                                        "options": options})
        assert response.status_code == 422 and response.json() == {"error": "distinct does not apply to LITS puzzles"}
