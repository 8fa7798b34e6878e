"""Hostile pass 59, part a: the command line's faults, each with the exact message it now gives."""

from __future__ import annotations

import pytest

AKARI = "https://puzz.link/p?akari/6/6/nekcakbl"


def test_params_num_search_workers_is_read_as_num_workers(run_cli):
    # '--params num_search_workers:2' (CP-SAT's older name for num_workers) failed at solve time with "CP-SAT
    # rejected the parameters 'num_search_workers:2'", naming no reason: gridsat sets num_workers itself, and
    # CP-SAT refuses the two together
    code, out, err = run_cli("solve", AKARI, "--engine", "cpsat", "--params", "num_search_workers:2")
    assert (code, err, out.splitlines()[-1].split(" in ")[0]) == (0, "", "solved")


@pytest.mark.parametrize("args, said", [
    (("-w", "1"), "--params num_search_workers sets what -w/--workers sets: give it once"),
    (("--params", "num_search_workers:2,num_workers:3"),
     "CP-SAT parameters 'num_search_workers:2,num_workers:3' give num_workers twice (num_search_workers is its "
     "older name): give it once")])
def test_params_num_search_workers_beside_workers_is_refused_naming_both(run_cli, args, said):
    params = () if "--params" in args else ("--params", "num_search_workers:2")
    assert run_cli("solve", AKARI, "--engine", "cpsat", *params, *args) == (2, "", f"gridsat: error: {said}\n")


def test_parse_params_moves_num_search_workers_to_num_workers():
    from gridsat.engines.cpsat_params import parse_params

    params = parse_params("num_search_workers:3")
    assert (params.num_workers, params.HasField("num_search_workers")) == (3, False)


@pytest.mark.parametrize("param, args, last", [
    ("stop_after_presolve:true", (), "unknown after"),
    ("stop_after_presolve:true", ("--count",), "stopped by a solver limit (--params) after"),
    ("stop_after_root_propagation:true", ("-u",), "unknown after")])
def test_a_params_stop_switch_is_not_told_as_the_time_limit(run_cli, tmp_path, param, args, last):
    # '--params stop_after_presolve:true -t 20' stopped at once and said "the time limit ran out before an
    # answer was found", 20 s early: only the max_* limits were told apart from -t
    path = tmp_path / "l.txt"
    path.write_text("lightup\n" + ". . . . . .\n" * 4)
    code, out, err = run_cli("solve", str(path), "--engine", "cpsat", "--params", param, "-t", "20", *args)
    assert (code, err) == (1, "")
    assert out.splitlines()[-1].startswith(last)
    assert "a solver limit (--params) stopped the" in out and "time limit" not in out


@pytest.mark.slow  # (1.2 s of the default run, sitting 14: the slow set runs it)
def test_a_conversion_whose_time_ran_out_while_reading_says_nothing_was_converted(run_cli, tmp_path):
    # 'solve BIG --to url -t 1' said "the time limit ran out while reading the puzzle; nothing was solved", of a
    # command that converts without solving
    path = tmp_path / "h.txt"
    path.write_text("hitori\n" + "\n".join(" ".join(str((r * 7 + c) % 1000 + 1) for c in range(1000))
                                           for r in range(1000)) + "\n")
    said = "gridsat: the time limit ran out while reading the puzzle; nothing was {} (give more time with -t)\n"
    assert run_cli("solve", str(path), "--to", "url", "-t", "0.05") == (1, "", said.format("converted"))
    assert run_cli("hitori", str(path), "--to=text", "-t", "0.05") == (1, "", said.format("converted"))


@pytest.mark.parametrize("args, said", [
    (("pack", "--board", ""), "--board is empty: give a BOARD or leave the option out"),
    (("pack", "--pieces", ""), "--pieces is empty: give a PIECES or leave the option out"),
    (("calendar", "01-01", "--edition", ""), "--edition is empty: give an EDITION or leave the option out"),
    (("yinyang", "0 0\n0 0", "--engine="), "--engine is empty: give a NAME or leave the option out")])
def test_an_empty_value_of_an_option_with_a_default_names_the_option(run_cli, args, said):
    # 'pack --pieces ""' said "cannot read piece file: its name is empty", '--board ""' "cannot read board file",
    # 'calendar -e ""' "cannot read edition file", naming no option; '--engine ""' "unknown engine ''"
    assert run_cli(*args) == (2, "", f"gridsat: error: {said}\n")


@pytest.mark.parametrize("flag, what", [("--kind", "a KIND"), ("--engine", "a NAME"),
                                        ("--dask", "the scheduler's address, tcp://HOST:PORT,")])
def test_batch_given_an_empty_kind_engine_or_cluster_names_the_option(run_cli, tmp_path, flag, what):
    # 'batch F -o R --engine ""' said "unknown engine '' for any kind", '-k ""' "unknown kind ''", naming no option
    (tmp_path / "p.txt").write_text("0 0\n0 0\n")
    out = tmp_path / "r.jsonl"
    assert run_cli("batch", str(tmp_path / "p.txt"), "-o", str(out), flag, "") == (
        2, "", f"gridsat: error: {flag} is empty: give {what} or leave the option out\n")
    assert not out.exists()
