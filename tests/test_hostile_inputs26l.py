"""Faults the lead fixed in the twenty-sixth hostile pass (issue 20): items earlier notes listed as left, each
as the user met it."""

from __future__ import annotations

from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def test_ctrl_c_before_the_first_puzzle_of_a_collection_leaves_no_file(run_cli, monkeypatch, tmp_path):
    """``generate yinyang --count 3 --out g.jsonl``, Ctrl-C during the first puzzle: "the 0 puzzles in g.jsonl
    (0 made by this run) are kept", and an empty g.jsonl was left.  A time limit at the same moment removed it
    and said so."""
    from gridsat.puzzles import generators

    def cut(self, *args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(generators.Generator, "generate", cut)
    out = tmp_path / "g.jsonl"
    code, _, err = run_cli("generate", "yinyang", "--size", "5x5", "--count", "3", "--out", str(out))
    assert (code, err, out.exists()) == (130, f"gridsat: interrupted (Ctrl-C); nothing was written to {out}\n",
                                         False)


@pytest.mark.parametrize("spec", ["pentominoes+pentominoes", "pentominoes, tetrominoes*2"])
def test_joined_piece_sets_are_told_apart_from_unknown_names(run_cli, spec):
    """``pack -p pentominoes+pentominoes`` said only "unknown piece set": the user named two known sets."""
    assert run_cli("pack", "-b", "10x12", "-p", spec) == (
        2, "", f"gridsat: error: unknown piece set {spec!r}: built-in sets are not joined; give a piece file listing "
               "the mixture's pieces, or one of: pentominoes, tetrominoes, hexominoes (NAME*K for K copies of each piece)\n")


def test_a_blocked_cell_listed_twice_is_refused(run_cli, tmp_path):
    """A Domino Fit JSON puzzle listing a blocked cell twice was read as once, without a word, where a domino's
    cost given twice is refused."""
    import json

    data = json.loads((EXAMPLES / "dominofit-8x8.json").read_text())
    data["blocked"].append([3, 4])
    path = tmp_path / "b.json"
    path.write_text(json.dumps(data))
    assert run_cli("dominofit", str(path)) == (
        2, "", "gridsat: error: b.json: blocked[10] [3, 4] is listed twice (blocked[4] before): list each blocked "
               "cell once\n")


def test_url_messages_write_large_numbers_one_way(run_cli):
    """A URL with 12,000 characters after the board said "12000 characters" where other URL messages write
    "50,001": every count and position in a URL message has its separators."""
    url = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g" + "g" * 12000
    assert run_cli("solve", url) == (
        2, "", "gridsat: error: Nurikabe: URL body has 12,000 characters after the board (from character 10: "
               "'gggggggggggggggggggg'...); remove them\n")


def test_a_page_of_puzzle_links_is_told_to_give_a_link(run_cli, tmp_path):
    """A saved page listing puzz.link puzzles (no board of its own) was told only "no Yin-Yang board found", as
    if it held nothing gridsat could read."""
    page = tmp_path / "links.html"
    page.write_text('<html><body><a href="https://puzz.link/p?nurikabe/5/5/g5k2o1k3g">N</a>\n'
                    '<a href="http://pzv.jp/p.html?lits/4/4/1111">L</a></body></html>\n')
    assert run_cli("solve", str(page)) == (
        2, "", "gridsat: error: links.html: no Yin-Yang board found: neither a 'var task' string nor cell <div>s; "
               "the page links 2 puzz.link puzzles: give one's URL instead ("
               "'https://puzz.link/p?nurikabe/5/5/g5k2o1k3g')\n")


@pytest.mark.parametrize("text, says", [
    ('{"primary": [1e400], "options": [[1e400]]}', '"primary"'),
    ('{"options": [[1e400]], "secondary": [1e400]}', "option 0")])
def test_a_cover_json_fault_is_told_where_it_is_first_written(run_cli, tmp_path, text, says):
    """``{"primary": [1e400], "options": [[1e400]]}`` was told at option 0, after the line that first wrote it:
    the problem's keys are read in the file's order."""
    path = tmp_path / "c.json"
    path.write_text(text)
    assert run_cli("cover", str(path)) == (
        2, "", f"gridsat: error: c.json: JSON: {says}: item 1e400 must be a string or an integer\n")


def test_domino_fit_plain_text_tells_the_givens_apart(run_cli, tmp_path):
    """``gridsat dominofit`` piped to a file drew a given domino like any other (only colour told it apart, and
    plain text has none); the drawing read back as a position keeps reading."""
    code, out, err = run_cli("dominofit", str(EXAMPLES / "dominofit-8x8.json"))
    drawing = out.split("solved in")[0]
    assert (code, err) == (0, "") and drawing.splitlines()[3:6] == [
        "##^ v ^*<==>^ v  5", "##v ^ v*##^ v ## 2", "^ ##v <==>v <==> 5"]
    assert drawing.splitlines()[-1] == "(* marks a given domino)"
    position = tmp_path / "p.txt"
    position.write_text(drawing)
    assert run_cli("hint", str(EXAMPLES / "dominofit-8x8.json"), "--position", str(position)) == (
        0, "solved: every cell is decided and the position is an answer; nothing to deduce\n", "")


def test_a_hitori_answer_as_drawn_reads_back_solved(run_cli, tmp_path, monkeypatch):
    """``gridsat solve HITORI > a.txt; gridsat hint HITORI --position a.txt``: every cell of a Hitori is a number,
    and a drawn number was read as undecided, so the answer read back as a position said "the position has a
    mistake".  An undecided number is drawn ``N?`` now, so a bare number is unshaded."""
    monkeypatch.chdir(tmp_path)
    hitori = "https://puzz.link/p?hitori/4/4/1114142333214213"
    (tmp_path / "a.txt").write_text(run_cli("solve", hitori)[1])
    assert run_cli("hint", hitori, "--position", "a.txt") == (
        0, "solved: every cell is decided and the position is an answer; nothing to deduce\n", "")
    code, out, _ = run_cli("hint", hitori)
    assert out.splitlines()[1:] == ["1? 1* 1? 4? ", "1? 4? 2? 3? ", "3? 3? 2? 1? ", "4? 2? 1? 3? ",
                                    "(N* a number's cell unshaded by this step; N? a number's cell not yet decided)"]


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-32-be"])
def test_a_request_in_utf16_is_refused_as_its_message_says(api_client, encoding):
    """A request body in UTF-16 was read (Python's JSON reader guesses the encoding), though a body in Latin-1 is
    told "send the JSON in UTF-8": RFC 8259 has JSON sent between systems in UTF-8, and the API says so."""
    body = '{"kind": "sudoku", "puzzle": "1..............."}'.encode(encoding)
    reply = api_client.post("/api/solve", content=body, headers={"Content-Type": "application/json"})
    assert (reply.status_code, reply.json()) == (
        400, {"error": "the request is UTF-16 or UTF-32 text: send the JSON in UTF-8"})


def test_a_calendar_weekday_not_the_dates_own_is_noted_in_the_api(api_client):
    """``/api/solve`` of 2026-12-04 (a Friday) with ``"weekday": "monday"`` solved as asked without a word, where
    the command line says the date is a Friday: the answer carries the command line's notice."""
    reply = api_client.post("/api/solve", json={"kind": "calendar", "argument": "2026-12-04",
                                                "options": {"edition": "weekday", "weekday": "monday"}})
    assert reply.status_code == 200 and reply.json()["status"] == "solved"
    assert reply.json()["notices"] == ["2026-12-04 is a Fri; leaving Mon uncovered as asked"]
    plain = api_client.post("/api/solve", json={"kind": "calendar", "argument": "2026-12-04",
                                                "options": {"edition": "weekday"}})
    assert "notices" not in plain.json()


#: pzprjs' own Yin-Yang test (robx/pzprjs, test/script/yinyang.js): the question, its answer rows (the last
#: entry, which its checker passes), and the same rows with one cell left undecided ('ceNoNum').
PZPR_QUESTION = "pzprv3/yinyang/5/5/. . . . . /1 . 2 . . /2 . . . 1 /. . 2 . 1 /. . . . . /"
PZPR_ANSWER = "1 1 1 1 1 /. 2 . 2 1 /. 2 1 1 . /1 2 . 2 . /1 1 1 1 1 /"
PZPR_UNFINISHED = "1 1 1 1 1 /. 2 . 2 1 /. 2 1 1 . /1 2 . . . /1 1 1 1 1 /"


@pytest.mark.parametrize("answer, note", [
    (PZPR_ANSWER, "the file's answer rows are an answer (the checker finds every rule kept)"),
    (PZPR_ANSWER[:-3] + "2 /", "the file's answer rows break a rule: the white cells form 2 separate groups, from "
                               "r1c1 and r4c1"),
    (PZPR_UNFINISHED, "the file's answer rows leave 1 cell undecided: a hint steps on from them")])
def test_a_pzprv3_files_answer_rows_are_checked(run_cli, tmp_path, answer, note):
    """A pzprv3 file's answer rows (a player's work, as puzz.link's editor saves it) were read as nothing: neither
    checked nor a position to step on from."""
    path = tmp_path / "y.pzprv3"
    path.write_text(PZPR_QUESTION + answer)
    code, out, err = run_cli("yinyang", str(path))
    assert (code, err) == (0, f"note: {note}\n") and "solved in" in out


def test_hint_steps_on_from_a_pzprv3_files_answer_rows(run_cli, tmp_path):
    """``gridsat hint FILE.pzprv3`` of a half-done save started from the givens, as if the player had done
    nothing; it starts from the saved rows now, and says so."""
    path = tmp_path / "y.pzprv3"
    path.write_text(PZPR_QUESTION + PZPR_UNFINISHED)
    code, out, err = run_cli("hint", str(path))
    assert (code, err) == (0, "note: starting from the file's answer rows (give --position to start elsewhere; a grid of 0s "
                           "starts from the givens)\n")
    assert out.splitlines()[0] == ("next step (rule: triple): r4c4 is black: the other three cells of the 2x2 block "
                                   "at r3c4 are white")


def test_a_colour_against_a_given_in_pzprv3_answer_rows_is_refused(run_cli, tmp_path):
    """Answer rows saying white where the question has a black circle: refused, naming the cell."""
    path = tmp_path / "y.pzprv3"
    path.write_text(PZPR_QUESTION + PZPR_ANSWER.replace("/. 2 1 1 . /", "/1 2 1 1 . /"))
    assert run_cli("yinyang", str(path)) == (
        2, "", "gridsat: error: y.pzprv3: answer row 3, column 1: 1 (white) on a given black circle\n")


def test_a_census_goes_on_from_the_parts_a_killed_run_finished(tmp_path):
    """``calendar --census -e weekday --out F`` (about a minute) killed near its end left nothing to go on from:
    the dates' lines are written at the end, and the next run counted everything again.  The parts of the search
    are written as they finish, and the next run counts only the others: here a run that finished half of them,
    then the resume, give the whole census's counts, each part counted once."""
    from gridsat.puzzles.calendar.census import edition_census
    from gridsat.puzzles.calendar.editions import load_edition

    edition = load_edition("dragonfjord")
    whole, complete = edition_census(edition, workers=2)
    parts = {}
    counts, _ = edition_census(edition, workers=2, on_subtree=lambda i, of, found: parts.update({i: (of, found)}))
    assert counts == whole and complete  # (every label pair counted, Feb 30 too: 25,061 tilings, 24,405 on dates)
    assert sum(sum(f.values()) for _, f in parts.values()) == sum(whole.values()) == 25061
    of = next(iter(parts.values()))[0]
    assert sorted(parts) == list(range(of))
    half = {i: found for i, (_, found) in parts.items() if i % 2}
    again = []
    counts, complete = edition_census(edition, workers=2, done=(of, half), on_subtree=lambda i, *_: again.append(i))
    assert (counts, complete) == (whole, True) and sorted(again) == [i for i in range(of) if not i % 2]


def test_a_census_results_file_resumes_from_its_part_lines(run_cli, tmp_path):
    """The command line reads the part lines a killed run left and counts only the rest: a part line whose count
    was raised by 1,000 shows in the total (it was read, not counted again); once every date's line is written,
    the part lines go."""
    import json

    from gridsat.puzzles.calendar.census import edition_census
    from gridsat.puzzles.calendar.editions import load_edition

    edition = load_edition("dragonfjord")
    parts = {}
    edition_census(edition, workers=2, on_subtree=lambda i, of, found: parts.update({i: (of, found)}))
    out = tmp_path / "c.jsonl"
    lines = []
    for i, (of, found) in sorted(parts.items())[:5]:
        counts = [[*key, n + (1000 if i == 0 and k == 0 else 0)] for k, (key, n) in enumerate(found.items())]
        lines.append({"subtree": i, "of": of, "edition": "dragonfjord", "design": edition.design, "counts": counts})
    out.write_text("".join(json.dumps(line) + "\n" for line in lines))
    code, printed, _ = run_cli("calendar", "--census", "-e", "dragonfjord", "--out", str(out), "--json")
    assert code == 0 and json.loads(printed)["total"] == 24405 + 1000
    written = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(written) == 366 and not any("subtree" in r for r in written)


@pytest.mark.parametrize("path, said", [
    ("/nosuch", "gridsat serves no page at '/nosuch'."),
    ("/static/nosuch.html", "gridsat serves no page at '/static/nosuch.html'."),
    ("/puzzle/nurikabee", "no puzzle kind 'nurikabee' (did you mean 'nurikabe'?)")])
def test_a_page_not_there_is_a_page_with_the_way_back(api_client, path, said):
    """A mistyped address answered Starlette's plain text "Not Found" (and a kind page's one line): a dead end in a
    browser.  It is a page now, in the app's style, saying what is missing and linking to the puzzles."""
    import html

    reply = api_client.get(path)
    assert (reply.status_code, reply.headers["content-type"]) == (404, "text/html; charset=utf-8")
    assert f'<p class="lead" id="missing">{html.escape(said)}</p>' in reply.text and '<a href="/">' in reply.text
    assert api_client.get("/api/nosuch").json()["error"].startswith("no API route '/api/nosuch'")  # JSON still


@pytest.mark.parametrize("url", ["https://puzz.link/list.html?type=nurikabe", "https://puzz.link/", "http://pzv.jp/p.html?"])
def test_a_puzzlink_address_without_a_puzzle_is_told_so(run_cli, url):
    """puzz.link's list page (or its start page) given as the puzzle was "not a puzzle gridsat can read (kinds:
    ...16 names)", as if the site were unknown."""
    assert run_cli("solve", url) == (
        2, "", "gridsat: error: URL: a puzz.link address that holds no puzzle (a list or start page): open a puzzle "
               "there and give its address, such as https://puzz.link/p?nurikabe/5/5/g5k2o1k3g\n")


def test_a_placement_hint_says_what_its_board_shows(run_cli, tmp_path):
    """A calendar or packing hint drew its board with no word of what '.' or the labels meant (the shading genres'
    hints have a legend); the line is read past when the drawing is given back as a position."""
    code, out, err = run_cli("hint", str(EXAMPLES / "calendar-oct6.json"))
    assert (code, err) == (0, "") and out.splitlines()[-1] == (
        "(L5 placed by this step; . a cell not yet covered; the date's labels stay uncovered)")
    position = tmp_path / "p.txt"
    position.write_text(out)
    code, out, _ = run_cli("hint", str(EXAMPLES / "calendar-oct6.json"), "--position", str(position))
    assert code == 0 and out.startswith("next step (a guess, proven by search): Dec is covered by N5 ")  # (test_newcomer68)


def test_a_grid_genres_grade_says_its_rules_in_words(run_cli):
    """A Nurikabe graded medium "uses the level-2 rules 'grow', 'sea_escape'", names from the code, where a
    Yin-Yang's grade says its rules in words: the words of the genre's deductions are said now."""
    code, out, _ = run_cli("grade", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    assert code == 0 and out.splitlines()[0] == (
        "grade: medium (its hardest steps use the rules 'grow': an island that can only grow one way grows there (an "
        "unshaded area without a number must reach one, likewise); 'sea_escape': a sea area with one way out takes "
        "it (the sea must stay connected))")


@pytest.mark.parametrize("value", ["٣", "１", "1_000"])
def test_a_setting_read_as_text_takes_only_the_command_lines_numbers(value):
    """``Kind.check(task, {"depth": "٣"}, text=True)`` (settings as the command line writes them) read Arabic-Indic
    and full-width digits and '1_000' as numbers, which the command line refuses: refused the same way."""
    import gridsat
    from gridsat.core.errors import PuzzleInputError
    from gridsat.core.task import Task

    with pytest.raises(PuzzleInputError) as caught:
        gridsat.kinds.get("dominofit").check(Task("solve"), {"depth": value}, text=True)
    assert str(caught.value) == f"depth must be a whole number, got {value!r}"


@pytest.mark.parametrize("puzzle, name", [("pack-3x20.json", "pentominoes in 3x20"),
                                          ("calendar-oct6.json", "Tue 6 Oct 2026 on dragonfjord")])
def test_a_hints_json_names_its_puzzle_as_its_picture_does(run_cli, puzzle, name):
    """``hint PACK.json --json`` (and a calendar's) said ``"name": null``, where the hint's picture is titled
    with the pieces and board (the date and edition)."""
    import json

    code, out, _ = run_cli("hint", str(EXAMPLES / puzzle), "--json")
    assert code == 0 and json.loads(out)["name"] == name
