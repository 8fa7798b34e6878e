"""The solving commands read without typer (gridsat.cli.fast) print, write
and exit exactly as the typer commands do, for every registered kind's
example; and a small solve imports none of the heavy libraries."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from gridsat.cli import fast
from gridsat.kinds import get, names

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def normal(text: str) -> str:
    """``text`` with what differs between two runs of one command (times,
    an SVG's date and clip-path ids) replaced by placeholders."""
    text = re.sub(r"\b\d+\.\d+ s\b", "T s", text)
    text = re.sub(r'"(seconds|wall_seconds|cpu_seconds)": [0-9.e+-]+', r'"\1": T', text)
    text = re.sub(r"<dc:date>[^<]*</dc:date>", "<dc:date/>", text)
    return re.sub(r"\b[mph][0-9a-f]{10}\b", "ID", text)  # clip paths, markers, hatches


def both_ways(run_cli, monkeypatch, args: list[str], files: list[Path]) -> None:
    """Run ``gridsat ARGS`` by the fast path and by typer; assert the same
    exit code, stdout, stderr and written ``files``."""
    outcomes = []
    for way in ("fast", "typer"):
        if way == "typer":
            monkeypatch.setattr(fast, "command", lambda args: None)
        code, out, err = run_cli(*args)
        written = {}
        for path in files:
            if path.exists():
                data = path.read_bytes()
                written[path.name] = normal(data.decode()) if path.suffix == ".svg" else data
                path.unlink()
        outcomes.append((code, normal(out), normal(err), written))
        monkeypatch.undo()
    assert outcomes[0] == outcomes[1], args


def puzzle_spec(kind, folder: Path) -> str:
    """The kind's first example as a command-line argument: its URL, or a file holding it."""
    text = kind.examples[0].puzzle
    if "\n" not in text.strip() and text.startswith("http"):
        return text
    path = folder / f"example{kind.suffixes[0] if kind.suffixes else '.txt'}"
    path.write_text(text)
    return str(path)


def command_lines(kind, spec: str, folder: Path) -> list[list[str]]:
    """A representative set of ``gridsat KIND`` and ``gridsat solve`` lines:
    each task the kind offers, JSON, a time limit, a picture, a bad file."""
    base = [kind.name, spec]
    lines = [base, base + ["--json"], base + ["-t", "60"], base + ["--time-limit=60", "--json"],
             [kind.name, str(folder / "no-such-file.txt")], ["solve", spec], ["solve", spec, "--json"]]
    if "unique" in kind.tasks:
        lines.append(base + ["--unique"])
    if "count" in kind.tasks:
        lines.append(base + ["--count", "--limit", "3"])
    if "solutions" in kind.tasks:
        lines.append(["solve", spec, "-n", "2"])
    if "forced" in kind.tasks:
        lines.append(base + ["--forced", "--json"])
    if kind.pictures:
        lines.append(base + ["--svg", str(folder / "answer.svg")])
    return lines


@pytest.mark.parametrize("name", names())
def test_fast_path_prints_and_writes_what_typer_does(name, run_cli, monkeypatch, tmp_path):
    kind = get(name)
    spec = puzzle_spec(kind, tmp_path)
    files = [tmp_path / "answer.svg", tmp_path / "answer.png"]
    for args in command_lines(kind, spec, tmp_path):
        assert fast.command(args) is not None, args  # the fast path reads it: the comparison is not typer twice
        both_ways(run_cli, monkeypatch, args, files)


@pytest.mark.parametrize("args", [
    ["yinyang", "{yy}", "--bogus"],  # unknown option
    ["yinyang", "{yy}", "-ut", "5"],  # combined short options
    ["yinyang", "{yy}", "-n", "0"],  # below the minimum
    ["yinyang", "{yy}", "-t", "-1"],  # a value starting with -
    ["yinyang", "{yy}", "-t", "1e3"],  # a number spelled another way
    ["yinyang", "{yy}", "--unique", "--unique"],  # repeated
    ["yinyang", "{yy}", "{yy}"],  # two arguments
    ["yinyang"],  # no argument
    ["yinyang", "{yy}", "--svg", "answer.pdf"],  # a picture path its check refuses
    ["yinyang", "{yy}", "--help"],
    ["solve", "{yy}", "--kind"],  # a value missing
])
def test_what_the_fast_path_leaves_to_typer(args, run_cli, monkeypatch):
    args = [a.replace("{yy}", str(EXAMPLES / "yinyang-10x10.txt")) for a in args]
    assert fast.command(args) is None
    both_ways(run_cli, monkeypatch, args, [])


def test_fast_path_writers_modes_and_png(run_cli, monkeypatch, tmp_path):
    yy = str(EXAMPLES / "yinyang-10x10.txt")
    lines = [["yinyang", yy, "--to", "pzprv3"], ["yinyang", yy, "--to", "url", "--json"],
             ["yinyang", yy, "--png", str(tmp_path / "answer.png"), "--svg", str(tmp_path / "answer.svg")],
             ["yinyang", yy, "--to", "pzprv3", "--count"], ["yinyang", yy, "--engine", "nope"],
             ["calendar", "2024-02-29", "--json"], ["calendar", "2026-10-06", "-e", "dragonfjord", "--unique"],
             ["calendar", "--year", "2024", "--json"], ["calendar", "--year", "2024"],
             ["calendar", "2024-02-29", "--year", "2024"]]
    for args in lines:
        assert fast.command(args) is not None, args
        both_ways(run_cli, monkeypatch, args, [tmp_path / "answer.svg", tmp_path / "answer.png"])


def test_hint_and_grade_read_without_typer_print_what_typer_does(run_cli, monkeypatch, tmp_path):
    """``gridsat hint`` and ``grade`` went through typer (with click and pydantic), most of a small puzzle's
    hint: 0.6 s where a solve takes 0.14.  The fast path reads them, printing and writing what typer does."""
    yy = str(EXAMPLES / "yinyang-10x10.txt")
    position = tmp_path / "position.txt"
    position.write_text("\n".join(" ".join("0" * 10) for _ in range(10)) + "\n")
    lines = [["hint", yy], ["hint", yy, "--steps", "--json"], ["hint", yy, "-t", "60", "--svg",
             str(tmp_path / "answer.svg")], ["hint", yy, "--position", str(position)], ["hint", yy, "--kind", "sudoku"],
             ["grade", yy], ["grade", yy, "--json", "--time-limit=60"], ["grade", str(tmp_path / "none.txt")],
             ["grade", "calendar", "-k", "calendar"]]
    for args in lines:
        assert fast.command(args) is not None, args
        both_ways(run_cli, monkeypatch, args, [tmp_path / "answer.svg"])
    for args in (["hint", yy, "--bogus"], ["grade", yy, "--png", "x.png"], ["hint"], ["grade", yy, "--help"],
                 ["hint", yy, "--kind", ""]):
        assert fast.command(args) is None, args
        both_ways(run_cli, monkeypatch, args, [])


HEAVY = ("typer", "click", "pydantic", "rich", "numpy", "matplotlib", "ortools")


def test_a_small_solve_imports_no_heavy_library():
    """``gridsat yinyang`` on the 10x10 example, in a fresh process: the
    answer, and none of the libraries that cost more to import than it takes
    to solve."""
    probe = ("import json, sys\n"
             "puzzle, heavy = sys.argv[1], set(sys.argv[2].split(','))\n"
             "sys.argv = ['gridsat', 'yinyang', puzzle]\n"
             "from gridsat.cli import main\n"
             "try:\n    main()\nexcept SystemExit as exc:\n    code = exc.code\n"
             "print(json.dumps({'code': code, 'heavy': sorted({m.split('.')[0] for m in sys.modules} & heavy)}))\n")
    env = {k: v for k, v in os.environ.items() if k not in ("FORCE_COLOR", "TTY_COMPATIBLE")}
    run = subprocess.run([sys.executable, "-c", probe, str(EXAMPLES / "yinyang-10x10.txt"), ",".join(HEAVY)],
                         capture_output=True, text=True, timeout=300, env=env)
    last = json.loads(run.stdout.strip().splitlines()[-1])
    assert "solved in" in run.stdout and run.stderr == ""
    assert last == {"code": 0, "heavy": []}


@pytest.mark.parametrize("args, unwanted", [
    (["yinyang", str(EXAMPLES / "yinyang-10x10.txt")],
     ["typing", "numpy", "filelock", "typer", "click", "rich", "pydantic", "ortools", "gridsat.formats.puzzlink",
      "gridsat.formats.html", "gridsat.formats.pzprv3", "gridsat.core.session", "gridsat.puzzles.generators",
      # each of these was a tenth to a sixth of this run's whole time (instructions counted)
      "pathlib", "urllib", "json", "ast", "tokenize", "dis"]),
    (["hint", str(EXAMPLES / "yinyang-10x10.txt")], ["typer", "click", "pydantic", "ortools"]),
    # a clean DLX file whose comment holds a ':' was tried as a piece file, whose refusal ran every kind's reader
    (["cover", str(EXAMPLES / "queens-8.dlx"), "--count"], ["gridsat.puzzles.calendar", "gridsat.puzzles.dominofit"]),
    (["calendar", "--year", "2024", "--out", "{out}"],
     ["typing", "numpy", "filelock", "typer", "ortools", "importlib.resources", "concurrent.futures"]),
])
def test_the_common_commands_import_only_what_they_need(tmp_path, args, unwanted):
    # whole-process start-up is measured in benchmarks/startup_peers.py; this keeps the heavy imports out
    args = [a.replace("{out}", str(tmp_path / "year.jsonl")) for a in args]
    code = ("import sys; from gridsat.cli import main\n"  # as the console script runs it: main() reads sys.argv
            "unwanted = sys.argv[1]; sys.argv = ['gridsat', *sys.argv[2:]]\n"
            "try:\n    main()\nexcept SystemExit as exc:\n    code = exc.code\n"
            "print(code, [m for m in unwanted.split(',') if m in sys.modules], file=sys.stderr)")
    run = subprocess.run([sys.executable, "-c", code, ",".join(unwanted), *args], capture_output=True, text=True)
    assert run.stderr.strip().splitlines()[-1] == "0 []", run.stderr[-500:]
