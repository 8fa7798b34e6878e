"""Pass 98, part d: the truth of --help and the docs, every command (faults found and kept as tests)."""

import pytest

from gridsat.core.errors import PuzzleInputError


def _refusal(options, kind=None):
    from gridsat.web.requests import split_options

    with pytest.raises(PuzzleInputError) as caught:
        split_options(options, kind)
    return str(caught.value)


def test_the_command_lines_conversion_and_model_options_in_a_web_request_say_where_they_are():
    # web.md: the options are "the command line's long options without the dashes"; {"to": "url"} was told
    # "unknown option 'to' (did you mean 'top'?)", a calendar design's option, and --model-stats only "unknown"
    to = ("option 'to' is not taken by a web request: the server converts no puzzle; the command line prints one in "
          "another format: gridsat KIND PUZZLE --to FORMAT")
    assert _refusal({"to": "url"}) == to
    assert _refusal({"to": "url"}, "kurodoko") == to
    assert _refusal({"--to": "text"}, "sudoku").startswith("option '--to' is not taken by a web request: the server")
    assert _refusal({"model-stats": True}) == (
        "option 'model-stats' is not taken by a web request: the CP-SAT model is the command line's (gridsat KIND "
        "PUZZLE --model-stats)")
    assert _refusal({"export_model": "m.txt"}, "nurikabe") == (
        "option 'export_model' is not taken by a web request: the CP-SAT model is the command line's (gridsat KIND "
        "PUZZLE --export-model FILE)")


def test_a_hint_or_grade_the_time_limit_cut_says_what_may_settle_it(run_cli, monkeypatch):
    # '-t' in hint's and grade's --help: "when it runs out ... its line saying what may settle it (more time ...)";
    # "no hints: the time limit ran out before the puzzle's answers were found" and "no grade: the time limit ran
    # out before the last step" said nothing of it, where solve's line says a longer -t may settle it
    from dataclasses import replace

    from gridsat.cli import grade, hint

    real = hint.deduce

    def cut(*args, **kwargs):  # the first 3 steps, as a time limit leaves them
        found, parsed, out = real(*args, **kwargs)
        return found, parsed, replace(out, steps=out.steps[:3], complete=False)

    monkeypatch.setattr(hint, "deduce", cut)
    monkeypatch.setattr(grade, "deduce", cut)
    code, out, _ = run_cli("hint", "--steps", "examples/yinyang-10x10.txt")
    assert code == 1 and out.splitlines()[4] == "the time limit ran out: these are the steps so far (give more time " \
                                                "with -t)"
    assert run_cli("grade", "examples/yinyang-10x10.txt")[:2] == (
        1, "no grade: the time limit ran out before the last step; the 3 steps so far: 0 trials, 0 guesses, hardest "
           "rule: border (give more time with -t)\n")

    def unknown(*args, **kwargs):
        found, parsed, out = real(*args, **kwargs)
        return found, parsed, replace(out, steps=[], complete=False, verdict="unknown")

    monkeypatch.setattr(hint, "deduce", unknown)
    monkeypatch.setattr(grade, "deduce", unknown)
    said = "the time limit ran out before the puzzle's answers were found (give more time with -t)\n"
    assert run_cli("hint", "examples/yinyang-10x10.txt")[:2] == (1, f"no hints: {said}")
    assert run_cli("grade", "examples/yinyang-10x10.txt")[:2] == (1, f"no grade: {said}")


def test_the_line_counts_adding_a_kind_gives_are_the_files():
    # docs/adding-a-kind.md said Kurodoko's hints' deductions are "in 206" lines: deductions.py has 205
    import re
    from pathlib import Path

    root = Path(__file__).parent.parent
    text = (root / "docs" / "adding-a-kind.md").read_text(encoding="utf-8")

    def lines(*names):
        return sum(len((root / "src" / "gridsat" / "puzzles" / name).read_text(encoding="utf-8").splitlines())
                   for name in names)

    nurikabe = re.search(r"its rules and kind in (\d+) lines", text)
    assert int(nurikabe.group(1)) == lines("nurikabe/rules.py", "nurikabe/kind.py")
    kurodoko = re.search(r"drawing in (\d+) lines, its hints'\s+deductions in (\d+), its declaration in (\d+)", text)
    assert tuple(map(int, kurodoko.groups())) == (
        lines("kurodoko/rules.py"), lines("kurodoko/deductions.py"), lines("kurodoko/kind.py"))
    nurimisaki = re.search(r"and drawing: (\d+) lines; hint deductions: (\d+); declaration: (\d+)", text)
    assert tuple(map(int, nurimisaki.groups())) == (
        lines("nurimisaki/rules.py"), lines("nurimisaki/deductions.py"), lines("nurimisaki/kind.py"))


def test_hint_and_grade_time_limit_help_names_no_engine_they_lack():
    # their -t help was solve's: "its line saying what may settle it (more time; another engine, where one was
    # named)" and "the status is 'unknown'", on commands with no --engine that print no status
    from gridsat.cli.options import GRADE, HINT

    for options in (HINT, GRADE):
        limit = next(opt for opt in options if opt.name == "time_limit")
        assert "engine" not in limit.help and limit.help.endswith(
            "when it runs out the line says so and to give more time (the JSON: verdict 'unknown', or complete false).")


def test_the_cd_steps_of_a_docs_example_follow_on_as_one_shell_runs_them():
    # docs/batch.md's three runs from different folders went "cd a && ...", then "cd b && ...": pasted into one
    # shell the second is in a/, "cd: b: No such file or directory", and the run wrote its lines from a/ again
    import posixpath
    import re
    from pathlib import Path

    root = Path(__file__).parent.parent
    for page in [root / "README.md", *sorted((root / "docs").glob("*.md"))]:
        for block in re.findall(r"```[a-z]*\n(.*?)```", page.read_text(encoding="utf-8"), re.S):
            where, made = "base", set()
            for line in block.splitlines():
                for target in re.findall(r"(?:^|&&|;)\s*cd\s+(\S+)", line.split("#")[0]):
                    went = posixpath.normpath(posixpath.join(where, target))
                    assert went == "." or went.startswith("base"), (page.name, line)
                    if target not in ("..", "-") and not target.startswith("../"):
                        assert where == "base" or went in made, (page.name, line, where)
                    made.add(went)
                    where = went


def test_a_generator_the_time_limit_stopped_says_to_give_more_time(run_cli, monkeypatch):
    # 'generate' said "gridsat: unknown: the time limit of 60 s ran out before ...; no unproven puzzle is given"
    # and no more: what to do is what solve's and the drawings' lines say, a longer -t
    from gridsat.core.options import TimeUp
    from gridsat.puzzles.yinyang import generator

    def stopped(*args, **kwargs):
        raise TimeUp("the time limit of 60 s ran out before the Yin-Yang puzzle of seed 1 (6x6) was proven; no unproven "
                     "puzzle is given")

    monkeypatch.setattr(generator, "generate", stopped)
    assert run_cli("generate", "yinyang", "--size", "6x6", "-t", "60") == (
        1, "", "gridsat: unknown: the time limit of 60 s ran out before the Yin-Yang puzzle of seed 1 (6x6) was proven; no "
               "unproven puzzle is given (give more time with -t)\n")
