"""Hostile pass 75, part a: the command line's surroundings (environment, encodings, streams, options per kind)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from gridsat.puzzles.kinds import names

ROOT = Path(__file__).resolve().parents[1]


def test_an_ascii_output_of_batch_is_not_told_of_a_json_option_it_lacks(tmp_path):
    """`PYTHONIOENCODING=ascii gridsat batch d -o r.jsonl`, d holding `éé.txt`, was told "...; --json output is
    plain ASCII": batch has no --json. The --json advice is given only to a command that has it."""
    (tmp_path / "d").mkdir()
    shutil.copy(ROOT / "examples" / "yinyang-10x10.txt", tmp_path / "d" / "\u00e9\u00e9.txt")
    env = {**os.environ, "PYTHONIOENCODING": "ascii", "PYTHONPATH": str(ROOT / "src")}
    run = subprocess.run([sys.executable, "-m", "gridsat", "batch", "d", "-o", "r.jsonl"], cwd=tmp_path, env=env,
                         capture_output=True, timeout=60)
    assert run.returncode == 2
    assert run.stderr.decode("ascii").splitlines()[-1] == (
        r"gridsat: error: the output's encoding (ascii) cannot write '\xe9\xe9', which gridsat prints (its "
        "drawings, and names given to it, use characters beyond ASCII): set PYTHONIOENCODING=utf-8 (it "
        "is 'ascii' now)")


GONE = ("gridsat: error: the current folder no longer exists (deleted since the shell went into it): cd into a "
        "folder that exists, or name every file by its full path")


def _in_deleted_folder(tmp_path, *args: str) -> subprocess.CompletedProcess:
    """``gridsat args`` run in a folder deleted before it starts (a shell whose folder another removed)."""
    gone = tmp_path / "gone"
    gone.mkdir()
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    script = f"import os, runpy, sys; os.chdir({str(gone)!r}); os.rmdir({str(gone)!r}); sys.argv = {['gridsat', *args]!r}; " \
             "runpy.run_module('gridsat', run_name='__main__')"
    return subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60)


def test_a_deleted_current_folder_is_named_not_called_an_output_failure(tmp_path):
    """`gridsat solve x.txt` (and `batch ... -o r.jsonl`, `--svg o.svg`) in a folder deleted under the shell said
    "cannot write the output: No such file or directory": nothing was being written. `gridsat serve` there said it
    was serving, then printed uvicorn's traceback and "Application startup failed"."""
    for args in (("solve", "x.txt"), ("solve", str(ROOT / "examples" / "yinyang-10x10.txt"), "--svg", "o.svg"),
                 ("serve", "--port", "0")):
        run = _in_deleted_folder(tmp_path, *args)
        assert (run.returncode, run.stdout, run.stderr) == (2, "", GONE + "\n"), args


def test_gridsats_own_option_after_a_command_is_pointed_at_gridsat_alone(run_cli):
    """`gridsat solve --version` was told "gridsat solve does not take it, though other commands do": no command
    takes it; it is gridsat's own (`gridsat --version`)."""
    assert run_cli("solve", "--version") == (
        2, "", "gridsat: error: No such option: --version: it is gridsat's own option, not gridsat solve's: run "
        "'gridsat --version' alone (see 'gridsat solve --help')\n")
    assert run_cli("generate", "yinyang", "--show-completion")[2] == (
        "gridsat: error: No such option: --show-completion: it is gridsat's own option, not gridsat generate "
        "yinyang's: run 'gridsat --show-completion' alone (see 'gridsat generate yinyang --help')\n")


def test_an_option_another_command_takes_names_those_commands(run_cli):
    """`gridsat solve DOMINOFIT-FILE --rule cell` was told "gridsat solve does not take it, though other commands
    do", naming none; a few takers are named (a group's by its subcommand: generate dominofit)."""
    assert run_cli("solve", "x.txt", "--rule", "cell")[2] == (
        "gridsat: error: No such option: --rule: gridsat solve does not take it; gridsat dominofit, gridsat generate "
        "dominofit do (see 'gridsat solve --help')\n")
    assert run_cli("solve", "x.txt", "-f", "pzprv3")[2] == (
        "gridsat: error: No such option: -f: gridsat solve does not take it; gridsat yinyang does "
        "(see 'gridsat solve --help')\n")


def test_gridsats_own_drawing_of_a_masyu_loop_is_a_recorded_solution(run_cli, tmp_path):
    """A Masyu answer saved as gridsat prints it (its NAME.solution.txt, or a record's "solution") made the puzzle
    bad input under `batch --check-answer`: "a recorded Masyu solution must be horizontal/vertical edge strings or
    rows of side bitmasks", where Slitherlink's drawing was read. It is read (a pearl's way found from its column),
    indented or not: the answer found matches, another answer of the puzzle differs."""
    from conftest import recorded_solution_lines

    drawn = ["\u250c\u2500\u2510 \u250c\u2500\u2510 ", "\u2502 \u25cb \u2502 \u2502 ",
             "\u2502 \u2514\u2500\u2518 \u2502 ", "\u2514\u2500\u2500\u2500\u2500\u2500\u2518 "]  # ┌─┐ ┌─┐ ...
    other = ["\u250c\u2500\u2510 \u00b7 \u00b7 ", "\u2502 \u25cb \u00b7 \u00b7 ", "\u2514\u2500\u2518 \u00b7 \u00b7 ",
             "\u00b7 \u00b7 \u00b7 \u00b7 "]
    puzzle = "masyu\n. . . .\n. W . .\n. . . .\n. . . .\n"
    lines = recorded_solution_lines(run_cli, tmp_path, [("masyu", puzzle, "\n".join(drawn) + "\n"),
                                                        ("masyu", puzzle, "  " + "\n  ".join(other)),
                                                        ("masyu", "https://puzz.link/p?mashu/6/6/1063000i3000",
                                                         run_cli("solve", "https://puzz.link/p?mashu/6/6/1063000i3000")
                                                         [1])])
    assert [(r["status"], r.get("matches_record"), r["error"]) for r in lines] == [
        ("solved", False, ""), ("solved", True, ""), ("solved", True, "")]


def test_a_shell_named_after_install_completion_is_refused_not_ignored(run_cli):
    """`gridsat --install-completion zsh` installed bash's completion (the shell it ran in) and said so, the 'zsh'
    dropped unread; `--show-completion tcsh` printed bash's script."""
    assert run_cli("--install-completion", "zsh") == (
        2, "", "gridsat: error: --install-completion takes no command or argument, got 'zsh': it completes the "
        "shell it is run from, so run 'gridsat --install-completion' alone in zsh\n")
    assert run_cli("--show-completion", "solve", "x.txt")[2] == (
        "gridsat: error: --show-completion takes no command or argument, got 'solve': run 'gridsat "
        "--show-completion' alone\n")


def test_completion_from_a_shell_without_it_is_one_line_and_exit_2(tmp_path):
    """`gridsat --install-completion` run from sh printed typer's "Shell sh is not supported." on stdout and
    ended with 1."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "HOME": str(tmp_path)}
    env.pop("_TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION", None)
    sh = shutil.which("sh") or "/bin/sh"  # (not exec'd: sh stays the shell gridsat runs from)
    run = subprocess.run([sh, "-c", f"{sys.executable} -m gridsat --install-completion </dev/null; exit $?"], env=env,
                         capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert (run.returncode, run.stdout, run.stderr) == (2, "", (
        "gridsat: error: --install-completion: it runs from sh, which gridsat has no completion for (gridsat "
        "completes bash, zsh, fish, powershell, pwsh): run 'gridsat --install-completion' from one of those\n"))
    assert list(tmp_path.iterdir()) == []


KINDS = ", ".join(names())  # every registered kind (was written out: a new kind edited it)


def test_a_puzzle_file_given_as_a_kind_is_said_to_be_one(run_cli, tmp_path, monkeypatch):
    """`gridsat formats yinyang.txt` was told "unknown kind 'yinyang.txt' (did you mean 'yinyang'?)", and `gridsat
    solve -k p.txt x` no more than "unknown kind 'p.txt'": the word is a file, and the kind it holds is named."""
    monkeypatch.chdir(tmp_path)
    shutil.copy(ROOT / "examples" / "yinyang-10x10.txt", "p.txt")
    shutil.copy(ROOT / "examples" / "yinyang-10x10.txt", "yinyang.txt")
    assert run_cli("formats", "yinyang.txt") == (2, "", (
        "gridsat: error: unknown kind 'yinyang.txt': that is a file, not a kind; it holds a yinyang puzzle, whose "
        f"kind is 'yinyang' (kinds: {KINDS})\n"))
    assert run_cli("solve", "-k", "p.txt", "x")[2] == (
        "gridsat: error: unknown kind 'p.txt': that is a file, not a kind; it holds a yinyang puzzle, whose kind is "
        f"'yinyang' (kinds: {KINDS})\n")
    assert run_cli("formats", "yinyan")[2] == (  # no such file: the close kind, as before
        f"gridsat: error: unknown kind 'yinyan' (did you mean 'yinyang'?) (kinds: {KINDS})\n")


def test_formats_kind_is_completed_as_kind_options_are():
    """`gridsat formats <TAB>` offered nothing, where `gridsat solve --kind <TAB>` offers the kinds."""
    from test_completion import complete

    assert complete("gridsat formats s") == [name for name in names() if name.startswith("s")]  # (was written out)


def test_batch_out_dash_names_the_option_as_every_other_output(run_cli):
    """`gridsat batch p.txt -o -` was told "'-': gridsat writes its results to a file, ...", naming no option, where
    generate's, calendar's and --export-model's '-' were "--out '-': gridsat writes it to a file, ..."."""
    assert run_cli("batch", str(ROOT / "examples" / "yinyang-10x10.txt"), "-o", "-")[2] == (
        "gridsat: error: --out '-': gridsat writes it to a file, not to standard output: give a file name\n")


def test_a_quoted_home_folder_is_pointed_at_the_file_it_meant(run_cli, tmp_path, monkeypatch):
    """`gridsat solve '~/p.txt'` (quoted, or from a script) said only "No such file or directory" of a file that is
    in the home folder; so did '$HOME/p.txt'."""
    monkeypatch.setenv("HOME", str(tmp_path))
    shutil.copy(ROOT / "examples" / "yinyang-10x10.txt", tmp_path / "p.txt")
    for given in ("~/p.txt", "$HOME/p.txt"):
        assert run_cli("solve", given)[2] == (
            f"gridsat: error: {given}: cannot read puzzle file: No such file or directory; the shell expands ~ and "
            f"$NAME only unquoted: give {str(tmp_path / 'p.txt')!r}\n")


def test_a_quoted_home_folder_for_an_output_is_pointed_at_the_name_meant(run_cli, tmp_path, monkeypatch):
    """`gridsat solve P --svg '~/o.svg'` was told only "--svg: folder '~' does not exist (for '~/o.svg')"."""
    monkeypatch.setenv("HOME", str(tmp_path))
    assert run_cli("solve", str(ROOT / "examples" / "yinyang-10x10.txt"), "--svg", "~/o.svg")[2] == (
        "gridsat: error: --svg: folder '~' does not exist (for '~/o.svg'); the shell expands ~ and $NAME only "
        f"unquoted: give {str(tmp_path / 'o.svg')!r}\n")


def test_standard_input_given_where_the_command_goes_is_pointed_at_solve(run_cli):
    """`gridsat - < p.txt` was told "No such command '-'." alone, where `gridsat p.txt` is shown `gridsat solve
    p.txt`."""
    assert run_cli("-")[2] == (
        "gridsat: error: No such command '-': a puzzle goes after a command: gridsat solve - (see 'gridsat --help')\n")
