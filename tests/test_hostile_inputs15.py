"""The fifteenth hostile pass (issue 20): the documents against the behaviour, formats and pictures;
each fault it found, kept as a test."""

from __future__ import annotations

import json
import re

import pytest


# -- --to pzprv3 of a puzzle with no answer ------------------------------------------------------------------------
NO_ROWS = r": the pzprv3 file holds the puzzle alone \(no answer rows\)\n"


@pytest.mark.parametrize("command", [("yinyang",), ("solve",)])
def test_an_answer_format_of_an_infeasible_puzzle_says_why(run_cli, tmp_path, command):
    """A checkerboard 2x2 has no answer: the pzprv3 file came out without answer rows, exit 1, and nothing said
    why (the solving commands print 'infeasible in ... s')."""
    puzzle = tmp_path / "checker.txt"
    puzzle.write_text("1 2\n2 1\n")
    code, out, err = run_cli(*command, str(puzzle), "--to", "pzprv3")
    assert (code, out) == (1, "pzprv3\nyinyang\n2\n2\n1 2 \n2 1 \n")
    assert re.fullmatch(r"gridsat: infeasible in \d+\.\d{3} s" + NO_ROWS, err), err


def test_an_answer_format_of_an_unsolved_puzzle_says_what_stopped_it(run_cli):
    """A solver limit stops CP-SAT before any answer (presolve off, no time): the file had the question rows alone
    and exit 1, with no word of the limit."""
    from pathlib import Path

    example = Path(__file__).parent.parent / "examples" / "yinyang-10x10.txt"
    code, out, err = run_cli("yinyang", str(example), "--to", "pzprv3", "--engine", "cpsat",
                             "--params", "max_time_in_seconds:0,cp_model_presolve:false")
    assert code == 1
    assert out.splitlines()[:4] == ["pzprv3", "yinyang", "10", "10"] and len(out.splitlines()) == 14
    assert re.fullmatch(r"gridsat: unknown after \d+\.\d{3} s: a solver limit \(--params\) stopped the search "
                        r"before an answer was found" + NO_ROWS, err), err


# -- gridsat solve / batch of the text a loop genre writes with its f flag ------------------------------------------
@pytest.mark.parametrize(("url", "first", "answer"), [
    ("https://puzz.link/p?mashu/f/6/6/1063000i3000", "masyu full", "infeasible"),
    ("https://puzz.link/p?slither/f/3/2/l", "slitherlink full", "solved"),
])
def test_a_loop_genres_full_text_is_detected(run_cli, tmp_path, url, first, answer):
    """'--to text' of a puzz.link URL with the f flag writes 'KIND full' as the first line ('gridsat formats' says
    so); 'gridsat solve' of that file answered 'not a puzzle gridsat can read', exit 2 (batch and the pointer to another kind detect the same way)."""
    code, text, _ = run_cli("solve", url, "--to", "text")
    assert code == 0 and text.splitlines()[0] == first
    puzzle = tmp_path / "full.txt"
    puzzle.write_text(text)
    assert run_cli("solve", str(puzzle), "--to", "url") == (0, url + "\n", "")
    code, out, err = run_cli("solve", str(puzzle), "--json")
    assert (err, json.loads(out)["status"]) == ("", answer)


# -- docs/calendar.md: the census's exit code ----------------------------------------------------------------------
def test_a_census_with_dates_without_a_solution_exits_1_as_its_page_says(run_cli):
    """'gridsat calendar --census --face-up' (shown on docs/calendar.md) finds 72 dates with no solution and exits 1;
    the page named exit code 1 for a census the time limit stopped only, so a script took the documented command
    for a failure."""
    from pathlib import Path

    code, out, err = run_cli("calendar", "--census", "--face-up", "--json")
    assert (code, err, len(json.loads(out)["unsolvable"])) == (1, "", 72)
    assert run_cli("calendar", "--census", "--json")[0] == 0  # every dragonfjord date is solvable (published)
    page = " ".join((Path(__file__).resolve().parents[1] / "docs" / "calendar.md").read_text().split())
    assert ("Exit code 0 when the census is complete and every date has a solution, 1 when some date has none "
            "(as with `--verify-edition`") in page


# -- docs/json.md: the JSON its commands are shown printing --------------------------------------------------------
def _shown_json():
    """``(command, shown object)`` for each ``$ gridsat ... --json`` of docs/json.md and the line under it, the
    shown object's ``...`` (fields left out) dropped."""
    import shlex
    from pathlib import Path

    lines = (Path(__file__).resolve().parents[1] / "docs" / "json.md").read_text().splitlines()
    for at, line in enumerate(lines):
        if line.startswith("$ gridsat ") and line.endswith("--json"):
            shown = re.sub(r',\s*"\w+": \[\.\.\.\]|, \.\.\.', "", lines[at + 1])
            yield shlex.split(line[2:])[1:], json.loads(shown)


@pytest.mark.parametrize(("command", "shown"), list(_shown_json()))
def test_the_json_page_shows_what_its_commands_print(run_cli, command, shown):
    """docs/json.md showed '"engine": "cpsat"' for 'gridsat yinyang URL --unique --json', which answers with the
    Yin-Yang search ('"engine": "search"')."""
    code, out, err = run_cli(*command)
    printed = json.loads(out)
    assert (code, err) == (0, "")
    assert {key: printed.get(key) for key in shown if key != "seconds"} == \
        {key: value for key, value in shown.items() if key != "seconds"}


# -- gridsat --version with a command after it -----------------------------------------------------------------------
@pytest.mark.parametrize("rest", [("pack", "--board", "3x20"), ("formats",), ("extra",)])
def test_version_refuses_a_command_it_would_skip(run_cli, rest):
    """'gridsat --version pack --board 3x20' printed the version and exit 0: the command was dropped unsaid (an
    option after --version, '--version --json', was refused already)."""
    assert run_cli("--version", *rest) == (
        2, "", f"gridsat: error: --version takes no command or argument, got {rest[0]!r}: run 'gridsat --version' "
               "alone\n")


def test_version_alone_still_answers(run_cli):
    code, out, err = run_cli("--version")
    assert (code, err) == (0, "") and out.startswith(f"gridsat {__import__('gridsat').__version__}\ncompiled engines: ")


# -- the text printed after a picture the time limit stopped -------------------------------------------------------
def test_a_stopped_drawing_leaves_no_garbage_for_the_collector_to_walk():
    """'gridsat dominofit BOARD_300x300 --png p.png -t 25' solved in 9 s and stopped drawing at 25 s, then printed its
    text until 29.8 s (-t 30: 37.3 s): the half-drawn figure's cyclic artists (600 MB) were walked by every full
    collection while rich built the text (0.7 s once they are frozen). Run in a process of its own (freezing is
    for a command that ends soon after)."""
    import subprocess
    import sys

    script = (
        "import gc\n"
        "from gridsat.cli.common import write_pictures\n"
        "from gridsat.core.options import TimeUp\n"
        "def figure():\n"
        "    global artists\n"
        "    artists = [[i] for i in range(200_000)]\n"
        "    for a in artists: a.append(a)\n"
        "    del artists\n"
        "    raise TimeUp()\n"
        "assert write_pictures(figure, None, __import__('pathlib').Path('never.svg'), None) == []\n"
        "print(gc.get_freeze_count() >= 200_000)\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert (done.stdout, done.returncode) == ("True\n", 0), done.stderr
    assert done.stderr == "gridsat: the time limit ran out while drawing; not written: never.svg (give more time " \
                          "with -t)\n"
