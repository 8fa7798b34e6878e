"""What a new user, working from the README alone, tripped over in the twenty-eighth pass: each case is the
exact line a user gets now."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.mark.parametrize(("args", "said"), [
    (("calendar", "--date", "2026-10-06"),
     "No such option: --date; DATE is given alone, without an option name: gridsat calendar DATE [OPTIONS] "
     "(see 'gridsat calendar --help')"),
    (("yinyang", "--puzzle", "examples/yinyang-10x10.txt"),
     "No such option: --puzzle; PUZZLE is given alone, without an option name: gridsat yinyang PUZZLE [OPTIONS] "
     "(see 'gridsat yinyang --help')"),
    (("solve", "--url", "https://puzz.link/p?yinyang/5/5/016612300"),
     "No such option: --url; PUZZLE is given alone, without an option name: gridsat solve PUZZLE [OPTIONS] "
     "(see 'gridsat solve --help')"),
    (("batch", "--path", "examples/batch", "--out", "r.jsonl"),
     "No such option: --path; PATH is given alone, without an option name: gridsat batch PATH [OPTIONS] "
     "(see 'gridsat batch --help')"),
    (("generate", "--kind", "yinyang"),
     "No such option: --kind; the kind is a command of its own, without an option name: gridsat generate KIND "
     "(one of dominofit, yinyang, nurikabe, lightup, slitherlink, shikaku, kurodoko, creek, aqre, cave, nurimisaki, nonogram, countryroad, ripple, tentaisho, kurotto, mochikoro, gokigen) (see 'gridsat generate --help')"),
])
def test_an_argument_written_as_an_option_is_told_to_go_without_its_name(run_cli, args, said):
    """`gridsat calendar --date 2026-10-06` said "No such option: --date (Possible options: --dask, --place,
    --steps)", `solve --url URL` offered --log, and `yinyang --puzzle FILE` said nothing more: none of them told
    that the date, the puzzle or the folder is written without an option name."""
    assert run_cli(*args) == (2, "", f"gridsat: error: {said}\n")


def test_a_mistyped_option_still_gets_click_s_suggestions(run_cli):
    """The close matches stay for an option that is not the command's argument."""
    assert run_cli("yinyang", "examples/yinyang-10x10.txt", "--forcd") == (
        2, "", "gridsat: error: No such option: --forcd (Possible options: --forced, --format) "
               "(see 'gridsat yinyang --help')\n")


def test_a_yin_yang_from_a_url_is_named_by_its_genre_as_every_genre_is(run_cli, monkeypatch):
    """`gridsat hint URL --json` named a Yin-Yang "URL" (its picture titled "URL: step 1 (border)"), `gridsat
    yinyang URL --png` titled it "puzz.link" and one read from standard input was "stdin", where a Nurikabe's
    URL is named "Nurikabe" on every path."""
    import io
    import json

    import gridsat

    url = "https://puzz.link/p?yinyang/5/5/016612300"
    code, out, _ = run_cli("hint", url, "--json")
    assert code == 0 and json.loads(out)["name"] == "Yin-Yang"
    monkeypatch.setattr("sys.stdin", io.StringIO(url + "\n"))
    code, out, _ = run_cli("grade", "-", "--json")
    assert code == 0 and json.loads(out)["name"] == "Yin-Yang"
    assert gridsat.puzzles.yinyang.read_puzzle(url).name == gridsat.kinds.get("yinyang").parse(url, "URL").name \
        == "Yin-Yang"


def test_every_file_a_readme_command_reads_is_there_or_written_before_it():
    """Run in order, the README's commands stopped at two that read files nobody had: `hint ... --position
    mine.txt` ("mine.txt: cannot read file") and `batch urls.jsonl` ("no such file or folder"). Every file a
    command reads is now in the checkout or written by a command above it."""
    import re
    import shlex
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    blocks = re.findall(r"```bash\n(.*?)```", (root / "README.md").read_text(), flags=re.S)
    written, read = set(), []
    for line in (ln.split("  #")[0].strip() for block in blocks for ln in block.splitlines()):
        words = shlex.split(line) if line.startswith("gridsat ") else []
        for before, word in zip(words, words[1:]):
            if re.search(r"\.(txt|json|jsonl|dlx|html|png|svg|pb)$", word) and "://" not in word:
                if before in ("--out", "-o", "--png", "--svg", "--export-model"):
                    written.add(word)
                elif word not in written:
                    read.append(word)
    assert read and [w for w in read if not (root / w).is_file()] == []


def test_a_domino_fit_row_without_its_target_is_told_so(run_cli, tmp_path):
    """A text board whose last row lost its target (". # . . . ." under six column targets) said "row has 5
    cells, expected 6 (one per column target)": the user had written six cells."""
    board = "dominofit rule=dot\n2 3 5 4 3 6\n. . . . . .   6\n. # . . . .\n"
    (tmp_path / "b.txt").write_text(board)
    assert run_cli("dominofit", str(tmp_path / "b.txt")) == (
        2, "", "gridsat: error: b.txt: line 4: the row ends in cells ('.'), not its target: write the row's target "
               "after its cells (a number, or <=N / >=N)\n")


@pytest.mark.slow  # two censuses of 366 dates: about a second each on an idle machine
def test_a_design_census_is_named_by_its_pieces(run_cli, tmp_path):
    """`calendar --census --design dragonfjord --pieces ... --use "H03 F5 ..."` printed "design: 366 dates" and
    titled its heat map "design: solutions per date", the same for every design a designer compared; the
    pieces now name it, in the order the design search prints them, whatever order --use gave."""
    import json

    out = tmp_path / "c.jsonl"
    args = ("calendar", "--census", "--design", "dragonfjord", "--pieces", "pentominoes+hexominoes", "--out", str(out))
    code, text, _ = run_cli(*args, "--use", "F5 L5 N5 P5 U5 V5 Y5 H03", "--json")
    assert code == 0 and json.loads(text)["edition"] == "design H03 F5 L5 N5 P5 U5 V5 Y5"
    code, text, err = run_cli(*args, "--use", "H03 Y5 V5 U5 P5 N5 L5 F5")  # the same design: resumed
    assert (code, err) == (0, "") and text.startswith("design H03 F5 L5 N5 P5 U5 V5 Y5: 366 dates, 56,691 solutions")


def test_a_weekday_edition_without_a_year_says_how_to_give_the_weekday(run_cli):
    """`gridsat calendar 10-06 --edition weekday` said "give a full date YYYY-MM-DD or a weekday", naming no way
    to give one; the Python call said the same."""
    import gridsat

    assert run_cli("calendar", "10-06", "--edition", "weekday") == (
        2, "", "gridsat: error: edition weekday shows the weekday: give a full date YYYY-MM-DD or --weekday NAME "
               "(Mon..Sun)\n")
    with pytest.raises(gridsat.PuzzleInputError, match=r"YYYY-MM-DD or weekday=NAME \(Mon\.\.Sun\)$"):
        gridsat.calendar("10-06", edition="weekday")
    assert gridsat.calendar("10-06", edition="weekday", weekday="Tue").status.value == "solved"


def test_a_folder_given_as_one_puzzle_points_to_batch(run_cli, tmp_path):
    """`gridsat solve examples/` said "cannot read puzzle file: it is a folder", and no more; from Python the
    message names no command."""
    import gridsat

    assert run_cli("solve", str(tmp_path)) == (
        2, "", f"gridsat: error: {tmp_path}: cannot read puzzle file: it is a folder (every puzzle in a folder: "
               "gridsat batch FOLDER --out RESULTS.jsonl)\n")
    with pytest.raises(gridsat.PuzzleInputError, match="cannot read puzzle file: it is a folder$"):
        gridsat.solve(str(tmp_path))


def test_a_mistyped_task_is_named_with_the_one_meant():
    """`gridsat.solve(url, task="uniqe")` listed the five tasks without saying which was meant (a mistyped kind
    says "did you mean")."""
    import gridsat

    with pytest.raises(gridsat.PuzzleInputError) as err:
        gridsat.solve("https://puzz.link/p?mashu/6/6/1063000i3000", task="uniqe")
    assert str(err.value) == ("unknown task 'uniqe' (did you mean 'unique'?); use one of: solve, count, unique, "
                              "forced")


def test_a_grade_is_of_the_puzzle_not_of_a_files_answer_rows(run_cli, tmp_path):
    """`gridsat yinyang FILE --to pzprv3 > f.pzprv3` writes the answer rows; `gridsat grade f.pzprv3` then started
    from them and said "grade: easy ... steps: 0; hardest rule: None; rules used: " for a puzzle that grades
    hard from its givens (the answer rows are a player's work for `hint`, not the puzzle a grade is of)."""
    code, text, _ = run_cli("yinyang", "examples/yinyang-10x10.txt", "--to", "pzprv3")
    (tmp_path / "f.pzprv3").write_text(text)
    graded = run_cli("grade", str(tmp_path / "f.pzprv3"))
    assert graded == run_cli("grade", "examples/yinyang-10x10.txt") and graded[1].startswith("grade: hard ")
    assert run_cli("hint", str(tmp_path / "f.pzprv3"))[1] == (  # hint still steps on from them
        "solved: every cell is decided and the position is an answer; nothing to deduce\n")


def test_a_puzzle_with_nothing_to_deduce_is_graded_in_words(run_cli, tmp_path):
    """A Yin-Yang whose givens fill the grid was graded "easy (its hardest steps use local rules only ...)" with
    "hardest rule: None; rules used: " (empty)."""
    import gridsat

    grid = gridsat.kinds.get("yinyang").parse(open("examples/yinyang-10x10.txt").read()).solve().grid
    (tmp_path / "full.txt").write_text("\n".join(" ".join(map(str, row)) for row in grid) + "\n")
    assert run_cli("grade", str(tmp_path / "full.txt")) == (
        0, "grade: easy (no step to take: the givens decide every cell)\nsteps: 0\n", "")


def test_a_shading_hints_legend_draws_a_shaded_cell_as_its_grid_does(run_cli):
    """The Nurikabe hint's grid drew a cell shaded before the step as "██" and its legend said "█ shaded
    before it"."""
    code, out, _ = run_cli("hint", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "--steps")
    assert code == 0 and out.splitlines()[-5] == "· ██2 · ██" and out.splitlines()[-1] == (
        "(# sea by this step; ██ sea before it; · unshaded before it)")


def test_solve_says_the_notes_the_kinds_command_says(run_cli, tmp_path):
    """`gridsat yinyang f.pzprv3` notes that the file's answer rows break a rule; `gridsat solve f.pzprv3`, which
    promises the kind's own output, said nothing."""
    code, text, _ = run_cli("yinyang", "examples/yinyang-10x10.txt", "--to", "pzprv3")
    lines = text.splitlines()
    lines[14] = ("1 " if lines[14].startswith("2") else "2 ") + lines[14][2:]  # r1c1 of the answer rows flipped
    (tmp_path / "f.pzprv3").write_text("\n".join(lines) + "\n")
    note = ("note: the file's answer rows break a rule: the white cells form 2 separate groups, from r1c2 and "
            "r2c1\n")
    assert run_cli("yinyang", str(tmp_path / "f.pzprv3"))[::2] == (0, note)
    assert run_cli("solve", str(tmp_path / "f.pzprv3"))[::2] == (0, note)


def test_hint_and_grade_say_the_notes_the_kinds_command_says(run_cli, tmp_path):
    """`gridsat calendar` notes a weekday that is not the date's own (as the web's hint answer does in
    `notices`); `gridsat hint` and `gridsat grade` of the same puzzle file said nothing."""
    (tmp_path / "wd.json").write_text('{"kind": "calendar", "date": "2026-12-04", "edition": "weekday", '
                                      '"weekday": "Mon"}')
    note = "note: 2026-12-04 is a Fri; leaving Mon uncovered as asked\n"
    for command in ("solve", "hint", "grade"):
        code, _, err = run_cli(command, str(tmp_path / "wd.json"))
        assert (command, code, err) == (command, 0, note)


def test_a_batch_line_keeps_the_notes_of_its_puzzle(run_cli, tmp_path):
    """A calendar puzzle asking for a weekday not its date's own is noted by `gridsat solve` (and by the web in
    `notices`); its batch line said nothing of it."""
    import json

    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "wd.json").write_text('{"kind": "calendar", "date": "2026-12-04", "edition": "weekday", '
                                             '"weekday": "Mon"}')
    (tmp_path / "in" / "xmas.json").write_text('{"kind": "calendar", "date": "2026-12-25"}')
    code, _, _ = run_cli("batch", str(tmp_path / "in"), "--out", str(tmp_path / "r.jsonl"), "-q", "-j", "1")
    lines = {Path(r["file"]).name: r for r in map(json.loads, (tmp_path / "r.jsonl").read_text().splitlines())}
    assert code == 0 and lines["wd.json"]["notices"] == ["2026-12-04 is a Fri; leaving Mon uncovered as asked"]
    assert "notices" not in lines["xmas.json"] and lines["xmas.json"]["status"] == "solved"


def test_a_dlx_title_line_written_with_a_hash_is_named_as_the_item_line(run_cli, tmp_path):
    """A DLX file opening with "# my problem" (the comment style of most formats) said "line 2: unknown item 'a'
    (not on the item line)": the item line it meant was line 2, and line 1 had been read as the item line."""
    (tmp_path / "k.dlx").write_text("# my problem\na b c d e f g\nc e\n")
    assert run_cli("cover", str(tmp_path / "k.dlx")) == (
        2, "", "gridsat: error: k.dlx: line 2: unknown item 'a' (not on the item line); line 1, '# my problem', was "
               "read as the item line; comments start with '|' in this format\n")


def test_a_piece_drawn_with_spaces_around_its_rows_is_told_why_it_is_ragged(run_cli, tmp_path):
    """`X: . # . / . # . / . # .` (three symbols a row) said "ragged piece X: row 2 has 6 cells, row 1 has 5":
    a space inside a row is an empty square, which the message did not say."""
    (tmp_path / "p.txt").write_text("X: . # . / . # . / . # .\n")
    assert run_cli("pack", "-b", "3x5", "-p", str(tmp_path / "p.txt"), "--holes") == (
        2, "", "gridsat: error: p.txt: line 1: ragged piece X: row 2 has 6 cells, row 1 has 5 (pad with '.'); a space "
               "is an empty square, so row 2 is ' . # .': write the rows without spaces ('.#./.#./.#.')\n")


@pytest.mark.slow  # a browser and a first solve in the server's pool: seconds on a loaded machine
def test_a_page_shows_the_notes_of_its_answer(live_server, browser):
    """The API answered a calendar asking for a weekday not its date's own with `notices` ("2026-12-04 is a Fri;
    leaving Mon uncovered as asked"), but no page showed them: the general page said "Solved." and drew a board
    titled "Mon 4 Dec 2026" with nothing else."""
    pytest.importorskip("uvicorn")
    from web_server import by_id, idle, open_page, wait_for

    open_page(browser, live_server + "/file")
    by_id(browser, "puzzle").send_keys('{"kind": "calendar", "date": "2026-12-04", "edition": "weekday", '
                                       '"weekday": "Mon"}')
    by_id(browser, "solve").click()
    wait_for(browser, lambda: idle(browser) and by_id(browser, "facts").text, 90)
    facts = by_id(browser, "facts").text  # on a loaded machine "It waited 6.6 s for a free solver first." between
    assert " engine. " in facts and facts.endswith(". Note: 2026-12-04 is a Fri; leaving Mon uncovered as asked.")
