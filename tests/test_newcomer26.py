"""A newcomer's trial of the twenty-sixth pass (the README followed word for word, then what each kind of
user tries next): each stumble that was a code fault, kept as a test."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("kind, name, to, says", [
    ("yinyang", "p.htm", None, "as text, not HTML: name it p.txt (--to changes what is printed, not the file)"),
    ("dominofit", "p.url", None, "as JSON, not a URL: name it p.json (--to changes what is printed, not the file)")])
def test_a_generated_puzzle_named_as_a_url_file_is_refused(run_cli, tmp_path, kind, name, to, says):
    """``gridsat generate yinyang --to url --out p.url`` printed the URL and wrote the text grid into p.url (the
    ending gridsat's own examples give a URL file, examples/batch/yinyang-6x6.url), exit 0: ``-o g.json`` was
    refused, ``.url``, ``.pzv`` and ``.htm`` were not.  They are refused as the other endings are, nothing made,
    and where --to url was asked, the message said how to keep the URL in that file (a Yin-Yang's p.url now holds
    its URL: test_lead25)."""
    path = tmp_path / name
    args = ["generate", kind, "--size", "4x4", "-o", str(path)] + (["--to", to] if to else [])
    said = says.replace("{path}", str(path))
    assert run_cli(*args) == (2, "", f"gridsat: error: --out {str(path)!r} would hold the puzzle {said}\n")
    assert not path.exists()


#: A Nurikabe typed as a newcomer types it: the grid alone, without the line naming the genre.
BARE_NURIKABE = ". 5 . . .\n. . 2 . .\n. . . . .\n. . 1 . .\n. . . 3 .\n"
#: A Masyu grid alone, which Statue Park's reader takes too (W and B circles).
BARE_MASYU = "B . W\n. . .\n. . B\n"
NURIKABE_READERS = "which nurikabe, starbattle, norinori, lits, hitori, shikaku, kurodoko, tapa, cave, fillomino, hashi, numberlink, kurotto and mochikoro all read"
HINT_READERS = "which nurikabe, starbattle, norinori, lits, hitori, shikaku, kurodoko, tapa, cave, fillomino, hashi and kurotto all read"  # hint, grade: hinting genres
FIRST_LINE = "write the kind's name on a line of its own above the grid (as --to text writes it)"


@pytest.mark.parametrize("command, text, readers, way", [
    (["solve"], BARE_NURIKABE, NURIKABE_READERS, "gridsat KIND {path}"),
    (["hint"], BARE_NURIKABE, HINT_READERS, "gridsat hint {path} --kind KIND"),
    (["grade"], BARE_NURIKABE, HINT_READERS, "gridsat grade {path} --kind KIND"),
    (["solve"], BARE_MASYU, "which statuepark and masyu both read", "gridsat KIND {path}")])
def test_a_bare_grid_is_told_how_to_name_its_kind(run_cli, tmp_path, monkeypatch, command, text, readers, way):
    """``gridsat solve n.txt`` of a Nurikabe typed as its grid alone (the README's "a text grid" of the genres, no
    first line 'nurikabe') said "not a puzzle gridsat can read (kinds: pack, calendar, ...)", naming sixteen kinds
    and no way on; ``hint`` and ``grade`` said the same.  It names the genres that read such a grid and the two
    ways to say which it is."""
    monkeypatch.chdir(tmp_path)  # a path of 80 characters or more is written FILE: a long tmp path would be
    path = tmp_path / "n.txt"
    path.write_text(text)
    said = way.replace("{path}", path.name)
    assert run_cli(*command, path.name) == (
        2, "", f"gridsat: error: {path.name}: a grid with no kind named above it, {readers}: {FIRST_LINE}, or {said}\n")


def test_a_bare_grid_from_python_and_the_web_names_the_kind_where_they_take_it(tmp_path, api_client):
    """The same grid through ``gridsat.solve(FILE)`` and the web's ``POST /api/solve`` (a page's box) is told
    the keyword and the page's field that name the kind, not the command line's."""
    import gridsat

    path = tmp_path / "n.txt"
    path.write_text(BARE_NURIKABE)
    with pytest.raises(gridsat.PuzzleInputError) as caught:
        gridsat.solve(str(path))
    own_line = FIRST_LINE.replace(" (as --to text writes it)", "")  # (no --to in Python, nor on a page)
    assert str(caught.value) == f"n.txt: a grid with no kind named above it, {NURIKABE_READERS}: {own_line}, or " \
                                "kind='KIND'"
    response = api_client.post("/api/solve", json={"puzzle": BARE_NURIKABE})
    assert response.status_code == 422
    assert response.json()["error"].endswith(f"{NURIKABE_READERS}: {own_line}, or choose it under Kind")


@pytest.mark.parametrize("text", ["garbage\n", "a note about\nmy puzzles\n", "0 1\n2 0\n"])
def test_text_that_is_no_bare_grid_keeps_its_own_answer(run_cli, tmp_path, text):
    """Prose, one word, and a Yin-Yang grid (which its own kind detects) are not told of bare grids."""
    path = tmp_path / "t.txt"
    path.write_text(text)
    code, _, err = run_cli("solve", str(path))
    assert "no kind named above it" not in err and (code == 0) == text.startswith("0")


@pytest.mark.parametrize("kind, name", [("cover", "examples/queens-8.dlx"), ("nurikabe", "n.txt"),
                                        ("pack", "board.json"), ("yinyang", "puzzle.URL")])
def test_a_file_name_given_to_parse_is_told_so(kind, name):
    """``gridsat.kinds.get("cover").parse("examples/queens-8.dlx")`` (the README's ``parse`` fed a file's name, as
    ``gridsat.solve`` takes one) read the name as a DLX text of one item and no options: "infeasible", no error;
    the grid genres named a character of the name ("clue 'n.txt' is not a whole number").  A one-word text ending
    as a kind's files end is refused, naming what reads a file."""
    import gridsat

    with pytest.raises(gridsat.PuzzleInputError) as caught:
        gridsat.kinds.get(kind).parse(name)
    assert str(caught.value) == (f"{name!r} is a file's name, not a puzzle's text or URL: give the file itself "
                                 f"(gridsat solve FILE or gridsat batch FILE; from Python, gridsat.read({name!r}); on "
                                 "a page, its file button) or its text")


def test_a_one_word_puzzle_is_still_read():
    """A URL, a Sudoku's 81 characters and a DLX text are puzzles, whatever their last characters."""
    import gridsat

    assert gridsat.kinds.get("yinyang").parse("https://puzz.link/p?yinyang/5/5/016612300").rows == 5
    assert gridsat.kinds.get("sudoku").parse("." * 81) is not None
    assert gridsat.kinds.get("cover").parse("a b\na\nb").count().count == 1


@pytest.mark.slow  # (1.5 s of the default run, sitting 14: the slow set runs it)
def test_ctrl_c_pressed_twice_stops_the_server_without_a_traceback():
    """Ctrl-C twice in quick succession on ``gridsat serve`` (an impatient user; ``timeout -s INT``, which signals
    the server and then its group, does the same) printed uvicorn's "ERROR: Traceback ... CancelledError" of the
    app's shutdown, twenty-odd lines: the second signal made uvicorn skip the app's shutdown, whose task the
    loop's end then cancelled.  The app's shutdown runs; the server says it stopped, exit 0, nothing on stderr."""
    import os
    import signal
    import time

    pytest.importorskip("uvicorn")
    from conftest import gridsat_child

    proc = gridsat_child("serve", "--port", "0", "--workers", "1")
    try:
        assert "gridsat is serving" in proc.stdout.readline()
        time.sleep(1.0)  # the app's startup (its solver process) done, as when a user has read the address
        os.kill(proc.pid, signal.SIGINT)
        time.sleep(0.02)
        os.kill(proc.pid, signal.SIGINT)
        proc.wait(30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(5)
    assert (proc.returncode, proc.stdout.read(), proc.stderr.read()) == (0, "gridsat serve stopped\n", "")


@pytest.mark.parametrize("kind, title", [("yinyang", "Yin-Yang 4x4 seed 1"), ("dominofit", "Domino Fit 4x4 seed 1")])
def test_a_generated_puzzles_picture_is_titled_with_the_kinds_name(run_cli, tmp_path, kind, title):
    """``gridsat generate yinyang --png gen.png`` was titled "yinyang 7x7 seed 1" (the registry's name), where a
    solve's picture of the same puzzle says "Yin-Yang"; Domino Fit's said "dominofit".  The kind's title now."""
    path = tmp_path / "g.svg"
    code, _, _ = run_cli("generate", kind, "--size", "4x4", "--svg", str(path))
    text = path.read_text()
    assert code == 0 and title in text and f"{kind} 4x4" not in text


@pytest.mark.parametrize("args, unused", [
    (("yinyang", "examples/yinyang-10x10.txt", "--params", "num_workers:1"), "--params went unused"),
    (("pack", "--params", "num_workers:1"), "--params went unused"),
    (("calendar", "01-25", "--params", "num_workers:1", "--log"), "there is no CP-SAT log, and --params went unused")])
def test_params_on_a_race_the_search_won_is_said_to_go_unused(run_cli, monkeypatch, args, unused):
    """``gridsat yinyang FILE --params num_workers:1`` (the README's "any CP-SAT parameter", tried by someone
    learning CP-SAT) answered by the race's search before CP-SAT started, and said nothing: the parameters looked
    applied.  ``--log`` in the same run said there was no log; ``--params`` is said to go unused the same way."""
    from pathlib import Path

    from gridsat.engines import race

    monkeypatch.setattr(race, "_NOTED_NO_LOG", [])  # (this process ran races with --log before)
    root = Path(__file__).resolve().parent.parent
    code, _, err = run_cli(*[str(root / a) if a.startswith("examples/") else a for a in args])
    assert (code, err) == (0, f"note: the search answered before CP-SAT started, so {unused} (--engine cpsat runs "
                              "CP-SAT alone)\n")


@pytest.mark.parametrize("command", [["calendar", "today"], ["hint", "today", "--kind", "calendar"], ["calendar", "NOW"]])
def test_today_typed_as_a_word_is_told_todays_date(run_cli, command):
    """``gridsat calendar today`` (the README's "gridsat calendar  # today" read as a word to type) said only
    "date 'today' is not YYYY-MM-DD (or MM-DD), e.g. 2026-10-06", an example eight weeks away; ``hint`` needs a
    date written out.  The message gives today's date to type."""
    import datetime

    before = datetime.date.today().isoformat()
    code, out, err = run_cli(*command)
    dates = {before, datetime.date.today().isoformat()}  # (a run across midnight)
    word = command[1]
    assert (code, out) == (2, "") and err in {f"gridsat: error: date {word!r} is not YYYY-MM-DD (or MM-DD), e.g. "
                                              f"2026-10-06; today is {d}\n" for d in dates}


def test_a_batchs_summary_counts_in_words(run_cli, tmp_path):
    """The README's ``gridsat batch examples/batch --out results.jsonl`` titled its table "5 puzzle(s) in
    results.jsonl", and a rerun of one puzzle said "1 puzzle(s)", where every other message writes its plurals
    (the twenty-fifth pass's "plurals").  The counts and their nouns agree now."""
    from pathlib import Path

    examples = Path(__file__).resolve().parent.parent / "examples" / "batch"
    out = tmp_path / "results.jsonl"
    code, text, _ = run_cli("batch", str(examples), "--out", str(out), "-j", "1")
    assert code == 0 and text.startswith(f"5 puzzles in {out} (5 new, 0 resumed)")
    folder = tmp_path / "one"
    folder.mkdir()
    (folder / "p.json").write_text('{"kind": "pack", "board": "3x20", "pieces": "pentominoes"}\n')
    code, text, err = run_cli("batch", str(folder), "--out", str(tmp_path / "r1.jsonl"), "-j", "1")
    assert code == 0 and text.startswith(f"1 puzzle in {tmp_path / 'r1.jsonl'} (1 new, 0 resumed)")
    assert "(s)" not in text + err


def test_a_day_the_month_lacks_clicked_on_the_calendar_board_is_said(live_server, browser):
    """On the calendar page's *Play on the board*, clicking Feb then 31 made the date 28 February, and the note
    saying so ("Feb 2026 has 28 days") was wiped at once by the new date's "Press Hint for the next piece.": the
    board showed 28 with nothing said.  The note stays, with the date it picked."""
    pytest.importorskip("uvicorn")
    from web_server import by_id, idle, open_page, wait_for

    def click(label):
        next(c for c in browser.find_elements("css selector", "#play-board .cal-cell") if c.text == label).click()

    open_page(browser, live_server + "/puzzle/calendar?date=2026-01-31")
    wait_for(browser, lambda: by_id(browser, "edition").get_attribute("value") == "dragonfjord")
    by_id(browser, "play-show").click()
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cal-cell")) == 49
             and idle(browser), 120)
    click("Feb")
    wait_for(browser, lambda: by_id(browser, "date").get_attribute("value") == "2026-02-28" and idle(browser))
    assert by_id(browser, "play-why").text == ("Feb 2026 has 28 days, so the date is Feb 28: pick a day up to 28. "
                                              "Press Hint for the next piece.")
    click("Mar")
    wait_for(browser, lambda: by_id(browser, "date").get_attribute("value") == "2026-03-28" and idle(browser))
    assert by_id(browser, "play-why").text == "Press Hint for the next piece."


@pytest.mark.parametrize("args, said", [
    (("yinyang", "examples/yinyang-10x10.txt", "--to", "json"),
     "--to must be one of text, url, pzprv3, got 'json'; --json prints the result as JSON, and with --to text the "
     "puzzle's record"),
    (("yinyang", "examples/yinyang-10x10.txt", "--to", "PNG"),
     "--to must be one of text, url, pzprv3, got 'PNG'; a picture is --png FILE"),
    (("yinyang", "examples/yinyang-10x10.txt", "--to", "pdf"), "--to must be one of text, url, pzprv3, got 'pdf'")])
def test_to_a_format_of_results_says_where_that_format_is(run_cli, args, said):
    """``gridsat yinyang FILE --to json`` (the README's formats table lists JSON among what the genres write) was
    told only "--to must be one of text, url, pzprv3": JSON and pictures are written by --json, --png and --svg,
    and the message now says so."""
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    assert run_cli(*[str(root / a) if a.startswith("examples/") else a for a in args]) == (
        2, "", f"gridsat: error: {said}\n")


def test_to_json_from_python_names_no_option():
    """From Python, ``kind.writer('json')`` is told the writers alone (no command-line option named)."""
    import gridsat

    with pytest.raises(gridsat.PuzzleInputError) as caught:
        gridsat.kinds.get("yinyang").writer("json")
    assert str(caught.value) == "writer must be one of text, url, pzprv3, got 'json'"


def test_generate_yinyang_without_the_compiled_search_is_refused_in_one_line():
    """``GRIDSAT_NO_EXTENSIONS=1 pip install -e .`` (the README's install without a C compiler), then ``gridsat
    generate yinyang --size 6x6``: a 40-line traceback ending "ImportError: cannot import name '_kernel'", where
    the README promises the generator "refused in one line" -- the memory estimate, made before the puzzle,
    imported the search's module first.  It is refused as a hint or a grade is."""
    from test_no_compiler import gridsat

    out = gridsat("generate", "yinyang", "--size", "6x6", compiled=False)
    assert (out.returncode, out.stdout, out.stderr) == (
        2, "", "gridsat: error: generating Yin-Yang puzzles needs the compiled Yin-Yang search engine, which is not "
               "installed (no C compiler at install time, or GRIDSAT_NO_EXTENSIONS=1). Reinstall with a C compiler and pip's --no-cache-dir to get it (pip reuses a wheel it built without "
                          "one).\n")
