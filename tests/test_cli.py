"""The gridsat command as a whole: version, formats, python -m."""

from __future__ import annotations

import json
import subprocess
import sys

import gridsat
from gridsat.kinds import names


def test_version(run_cli):
    from gridsat.core.compiled import ENGINES

    code, out, _ = run_cli("--version")  # the compiled engines: all built in the test environment
    assert code == 0 and out == f"gridsat {gridsat.__version__}\ncompiled engines: {', '.join(ENGINES.values())}\n"


def test_formats_lists_every_kind(run_cli):
    code, out, _ = run_cli("formats", "--json")
    data = json.loads(out)
    assert code == 0 and sorted(data) == sorted(names())
    assert any("puzz.link" in f for f in data["yinyang"]["reads"])
    assert all(data[k]["reads"] and data[k]["writes"] for k in names())


def test_python_dash_m_runs_the_same_command():
    run = subprocess.run([sys.executable, "-m", "gridsat", "--version"], capture_output=True, text=True, timeout=120)
    from gridsat.core.compiled import report

    assert run.returncode == 0 and run.stdout == f"gridsat {gridsat.__version__}\n{report()}\n"


def test_command_line_errors_are_one_line_exit_2(run_cli):
    assert run_cli("quilt")[::2] == (2, "gridsat: error: No such command 'quilt'. (see 'gridsat --help')\n")
    code, _, err = run_cli("pack", "--solutions", "0")
    assert (code, err) == (2, "gridsat: error: Invalid value for '--solutions' / '-n': must be at least 1, got 0 "
                              "(see 'gridsat pack --help')\n")
    code, _, err = run_cli("pack", "a.json", "b.json")
    assert (code, err) == (2, "gridsat: error: gridsat pack takes one PUZZLE, and 'b.json' is one more word (quote "
                              "a name holding spaces; several puzzles: gridsat batch FILE...) (see 'gridsat pack "
                              "--help')\n")  # (was click's "Got unexpected extra argument(s) (b.json)")
    code, _, err = run_cli("pack", "--one-sided", "true")
    assert (code, err) == (2, "gridsat: error: true: no such file; --one-sided takes no value: give it alone, as "
                              "'gridsat pack --one-sided'\n")
    code, _, err = run_cli("pack", "--seed", "99999999999999999999999")
    assert (code, err) == (2, "gridsat: error: --seed must be a whole number from 0 to 2147483647, "
                              "got 99999999999999999999999\n")


def test_picture_paths_are_checked_before_solving(run_cli, tmp_path):
    code, out, err = run_cli("pack", "--png", str(tmp_path / "no" / "x.png"))
    assert code == 2 and out == "" and err.startswith("gridsat: error: --png: folder ")
    code, out, err = run_cli("pack", "--svg", str(tmp_path / "x.png"))
    assert (code, out) == (2, "") and err == (f"gridsat: error: --svg file must end in .svg, got '{tmp_path / 'x.png'}'; "
                                            "a PNG picture is --png FILE\n")


def test_no_arguments_shows_the_help(run_cli):
    code, out, _ = run_cli()
    assert code == 0 and out.startswith("Usage: gridsat [OPTIONS] COMMAND [ARGS]...")


def test_a_command_group_without_its_command_is_bad_input(run_cli):
    """`gridsat generate` with no kind printed the help and exited 0, as if it had done something: a missing
    argument, as `gridsat solve` with no puzzle is."""
    code, out, err = run_cli("generate")
    assert (code, out) == (2, "") and err == ("gridsat: error: missing the command after 'gridsat generate': one of "
                                             "dominofit, yinyang, nurikabe, lightup, slitherlink, shikaku, kurodoko, creek, aqre, cave, nurimisaki, nonogram, countryroad, ripple, tentaisho, kurotto, mochikoro, gokigen (see 'gridsat "
                                             "generate --help')\n")


def test_a_count_cut_short_says_what_cut_it(run_cli, tmp_path):
    code, out, _ = run_cli("pack", "--count", "--limit", "3")
    assert code == 1 and out.splitlines()[-2:] == ["3 solutions (incomplete: --limit 3 stopped the count)",
                                                   out.splitlines()[-1]]
    assert out.splitlines()[-1].startswith("stopped by --limit 3 after ")
    empty = tmp_path / "empty.txt"
    empty.write_text("\n".join(["0" * 12] * 12) + "\n")  # far more answers than half a second counts
    code, out, _ = run_cli("yinyang", str(empty), "--count", "--time-limit", "0.5")
    assert code == 1 and "(incomplete: the time limit stopped the count)" in out
    assert out.splitlines()[-1].startswith("stopped by the time limit after ")


def test_usage_lines_name_required_arguments_plainly(run_cli):
    """typer wrote a required argument as '{PUZZLE}', braces that elsewhere mean 'one of' (a new user asked
    what to type there): POSIX usage writes it PUZZLE, an optional one [PUZZLE]."""
    firsts = [run_cli(command, "--help")[1].splitlines()[0] for command in ("solve", "pack", "batch")]
    assert firsts == ["Usage: gridsat solve [OPTIONS] PUZZLE", "Usage: gridsat pack [OPTIONS] [PUZZLE]",
                      "Usage: gridsat batch [OPTIONS] PATH..."]
