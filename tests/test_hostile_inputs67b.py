"""Hostile pass 67, part b: the web app and batch (and the readers they share)."""

from gridsat.puzzles.explaining import hinting_kinds
import pytest

HITORI = "https://puzz.link/p?hitori/4/4/1114142333214213"
ONE_A_FILE = ("a file holds one puzzle; gridsat batch reads a list of puzzles, one URL a line, from a file whose name "
              "ends in .jsonl")


def test_b_lines_of_urls_count_the_urls_not_the_blank_lines_between(run_cli, tmp_path):
    # a file of two URLs with blank lines between said "4 lines of URLs" (the web: "puzzle: 3 lines of URLs: send one
    # puzzle at a time" for two): every line was counted, blank ones too
    path = tmp_path / "two.txt"
    path.write_text(f"{HITORI}\n\n\n{HITORI}\n")
    assert run_cli("solve", str(path)) == (2, "", f"gridsat: error: two.txt: 2 lines of URLs: {ONE_A_FILE}\n")


def test_b_lines_of_urls_sent_to_the_web_count_the_urls(api_client):
    reply = api_client.post("/api/solve", json={"puzzle": f"{HITORI}\n\n{HITORI}"})
    assert reply.status_code == 422
    assert reply.json()["error"] == "puzzle: 2 lines of URLs: send one puzzle at a time"


def test_b_a_json_array_of_urls_says_a_file_holds_one(run_cli, tmp_path):
    # ["URL", "URL"] said "line 1: '\"URL\"]' after the URL on the same line: a puzzle is its URL alone", quoting
    # half of the array, as an array of objects already said "a JSON array of 2 objects, not one puzzle"
    path = tmp_path / "list.json"
    path.write_text(f'["{HITORI}", "{HITORI}"]\n')
    assert run_cli("solve", str(path)) == (
        2, "", f"gridsat: error: list.json: a JSON array of 2 URLs, not one puzzle: {ONE_A_FILE}\n")


@pytest.mark.parametrize(("text", "said"), [
    (f'["{HITORI}", "{HITORI}"]', "puzzle: a JSON array of 2 URLs, not one puzzle: send one puzzle at a time"),
])
def test_b_a_json_array_of_urls_sent_to_the_web(api_client, text, said):
    reply = api_client.post("/api/solve", json={"puzzle": text})
    assert reply.status_code == 422
    assert reply.json()["error"] == said


@pytest.mark.parametrize(("text", "said"), [
    # a web request was told "(a list of puzzles goes one URL a line, in a .jsonl file for gridsat batch)": no file or
    # command there, as two lines of URLs already said "send one puzzle at a time"
    (f"{HITORI} {HITORI}", f"puzzle: line 1: '{HITORI}' after the URL on the same line: a puzzle is its URL alone "
                           "(send one puzzle at a time)"),
    (f'["{HITORI}", 5]', "puzzle: line 1: '5]' after the URL on the same line: a puzzle is its URL alone (send one "
                         "puzzle at a time)"),
    (f'["{HITORI}"]', "Hitori: a JSON array holding a URL: a puzzle is its URL alone (send one puzzle at a time)"),
])
def test_b_a_url_with_more_on_its_line_sent_to_the_web_names_no_command(api_client, text, said):
    reply = api_client.post("/api/solve", json={"puzzle": text})
    assert reply.status_code == 422
    assert reply.json()["error"] == said


def test_b_a_url_with_more_on_its_line_still_names_batch_on_the_command_line(run_cli, tmp_path):
    path = tmp_path / "p.txt"
    path.write_text(f"{HITORI} {HITORI}\n")
    assert run_cli("solve", str(path)) == (
        2, "", f"gridsat: error: p.txt: line 1: '{HITORI}' after the URL on the same line: a puzzle is its URL alone "
               "(a list of puzzles goes one URL a line, in a .jsonl file for gridsat batch)\n")


@pytest.mark.slow
def test_b_the_pack_page_offers_no_up_to_symmetry_without_the_compiled_tiling_engine(monkeypatch):
    # served without the compiled tiling engine, GET /api/kinds gives pack "distinct": false, but the pack page
    # showed its "Up to symmetry" box all the same: ticked, Count them met "“Up to symmetry” needs the compiled
    # exact-cover tiling engine, which is not installed ..."
    from web_server import by_id, page_without, wait_for

    from gridsat.engines.choice import TILING_MODULE

    with page_without(monkeypatch, TILING_MODULE, "/puzzle/pack") as driver:
        wait_for(driver, lambda: by_id(driver, "board").find_elements("tag name", "option"))
        box = by_id(driver, "distinct")
        assert not box.is_displayed() and not box.is_selected()


HAVING = "kinds with them: " + hinting_kinds()


def test_b_a_headerless_grid_one_genre_with_hints_reads_is_offered_that_one(run_cli, api_client, tmp_path):
    # a grid only Statue Park and Masyu read was "neither of which has hints or grades yet" until Masyu got them
    # (feature 108b): hint and grade now name Masyu alone; solving still offers both
    path = tmp_path / "g.txt"
    path.write_text("W . B\n. . .\nB . W\n")
    for command in ("hint", "grade"):
        assert run_cli(command, str(path)) == (2, "", "gridsat: error: g.txt: a masyu grid with no kind named above it: "
                                                      "write 'masyu' on a line of its own above the grid (as --to text "
                                                      f"writes it), or gridsat {command} {path} --kind masyu\n")
    assert "write the kind's name on a line of its own above the grid" in run_cli("solve", str(path))[2]


def test_b_a_headerless_grid_of_rooms_is_offered_to_the_genres_with_hints_that_read_it(run_cli, api_client, tmp_path):
    # a grid Star Battle, Norinori and LITS read was "none of which has hints" until Star Battle and Norinori got
    # them (pass 86): the two are named
    path = tmp_path / "g.txt"
    path.write_text("A A B\nA B B\nC C C\n")
    assert run_cli("hint", str(path)) == (2, "", "gridsat: error: g.txt: a grid with no kind named above it, which "
                                                 "starbattle, norinori and lits all read: write the kind's name on a "
                                                 "line "
                                                 "of its own above the grid (as --to text writes it), or gridsat hint "
                                                 f"{path} --kind KIND\n")
    reply = api_client.post("/api/hint", json={"puzzle": "A A B\nA B B\nC C C\n"})
    assert (reply.status_code, reply.json()["error"]) == (
        422, "puzzle: a grid with no kind named above it, which starbattle, norinori and lits all read: write the "
             "kind's name on a line of its own above the grid, or choose it under Kind")


def test_b_a_headerless_grid_some_genre_with_hints_reads_still_offers_those(run_cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "n.txt").write_text("3 . .\n. . .\n. . 3\n")
    assert run_cli("hint", "n.txt")[2] == (
        "gridsat: error: n.txt: a grid with no kind named above it, which nurikabe, lightup, slitherlink, hitori, "
        "shikaku, kurodoko, tapa, cave, fillomino, hashi, nurimisaki and kurotto all read: write the kind's name on a line of its own above the grid (as --to text writes it), or gridsat hint n.txt --kind "
        "KIND\n")  # (Light Up reads it too: walls numbered 3; it has hints since pass 86)


def test_b_batch_refuses_a_compiled_engine_not_installed_before_any_puzzle(tmp_path):
    # without the compiled engines, `gridsat batch DIR -o r.jsonl -k yinyang --engine search` wrote a line of bad input
    # for every puzzle ("--engine search needs the compiled Yin-Yang search engine ...") and exited 0; those lines
    # were kept by the next run, once the engine was installed. `gridsat solve -k yinyang --engine search` refuses it
    from test_no_compiler import ROOT, gridsat

    out = tmp_path / "r.jsonl"
    run = gridsat("batch", str(ROOT / "examples/yinyang-10x10.txt"), "-o", str(out), "-k", "yinyang", "--engine",
                  "search", "-q", compiled=False)
    assert (run.returncode, run.stdout) == (2, "")
    assert run.stderr.splitlines()[-1] == (
        "gridsat: error: --engine search needs the compiled Yin-Yang search engine, which is not installed (no C "
        "compiler at install time, or GRIDSAT_NO_EXTENSIONS=1). Reinstall with a C compiler and pip's --no-cache-dir to get it (pip reuses a wheel it built without one).")
    assert not out.exists()


def test_b_batch_with_the_compiled_engine_still_runs_it(tmp_path):
    import json

    from test_no_compiler import ROOT

    from gridsat.batch.run import run_batch

    out = tmp_path / "r.jsonl"
    run_batch([str(ROOT / "examples/yinyang-10x10.txt")], str(out), kind="yinyang", engine="search", jobs=1)
    line = json.loads(out.read_text())
    assert (line["status"], line["engine"]) == ("solved", "search")


NORINORI = "https://puzz.link/p?norinori/5/5/cag4ocjo"


@pytest.mark.slow  # a browser on a live server, 2-3 s
@pytest.mark.parametrize("page", ["/file", "/puzzle/yinyang"])
def test_b_a_page_words_a_record_s_option_field_as_its_own(live_server, browser, page):
    # a record pasted with "engine" (or "count", "svg", "position") was told to "send it in the request's \"options\""
    # or "as the request's own field, beside \"puzzle\"" or "as /api/hint's \"position\"": no request, options or
    # API route on a page
    import json

    from web_server import by_id, idle, open_page, wait_for

    said = {"engine": "take it out of the puzzle's text and set it with this page's own fields",
            "svg": "take it out of the puzzle's text: the page sends its own",
            "position": "take it out of the puzzle's text: a position is played on the board"}
    open_page(browser, live_server + page)
    for field, words in said.items():
        box = by_id(browser, "puzzle")
        box.clear()
        box.send_keys(json.dumps({"kind": "norinori", "puzzle": NORINORI, field: "x"}))
        by_id(browser, "solve").click()
        wait_for(browser, lambda: by_id(browser, "error").text and idle(browser))
        assert by_id(browser, "error").text.endswith(f"(kind, puzzle, solution): {words}")
        assert not any(w in by_id(browser, "error").text for w in ('"options"', 'beside "puzzle"', "/api/"))


def _compressed(kind: str, text: bytes) -> bytes:
    import bz2
    import lzma

    return bz2.compress(text) if kind == "bzip2" else lzma.compress(text)


@pytest.mark.parametrize("kind", ["bzip2", "xz"])
def test_b_a_compressed_puzzle_file_is_named_as_one(run_cli, tmp_path, monkeypatch, kind):
    # `gridsat solve p.txt.bz2` (and batch given it) said "cannot read puzzle file: not UTF-8 text (line 1, byte 11 of
    # the line)", where a gzip-compressed one is told to be given uncompressed
    monkeypatch.chdir(tmp_path)
    (tmp_path / "p.txt.z").write_bytes(_compressed(kind, f"{HITORI}\n".encode()))
    assert run_cli("solve", "p.txt.z") == (
        2, "", f"gridsat: error: p.txt.z: cannot read puzzle file: {kind}-compressed: give the puzzle file uncompressed "
               "(gridsat batch reads .jsonl.gz collections)\n")


@pytest.mark.parametrize("kind", ["bzip2", "xz"])
def test_b_a_compressed_collection_is_named_as_one(run_cli, tmp_path, monkeypatch, kind):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "c.jsonl").write_bytes(_compressed(kind, f"{HITORI}\n{HITORI}\n".encode()))
    code, _, err = run_cli("batch", "c.jsonl", "-o", "r.jsonl", "-q")
    assert (code, err) == (2, f"gridsat: error: c.jsonl: {kind}-compressed: give the collection uncompressed\n")


def test_b_text_starting_like_a_compressed_file_is_still_read():
    from gridsat.core.binary import not_text

    assert not_text(b"BZh9 is no bzip2 header\n") is None


def test_b_an_answer_file_far_larger_than_its_board_is_refused_before_it_is_read(tmp_path):
    # a 7.5 MB NAME.solution.txt beside a 4x4 Hitori took 30 s under `batch --check-answer -t 2` (and 0.5 GB; one of
    # 33 MB, under the 32 MB a file may have, 2 GB under --memory-limit 1): it was read line by line whole before
    # its size was compared with the board's
    import json

    from gridsat.batch.run import run_batch

    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "p.txt").write_text(f"{HITORI}\n")
    (folder / "p.solution.txt").write_text("#.#.\n" * 400_000)
    out = tmp_path / "r.jsonl"
    run_batch([str(folder)], str(out), check_answer=True, time_limit=60, jobs=1)  # (no wall-clock bound: a loaded
    line = json.loads(out.read_text())  # machine once took past one; the size line below says it was never read)
    assert line["status"] == "bad_input"
    assert line["error"] == ("p.solution.txt: the recorded solution has 400,001 lines (2,000,000 characters), far more "
                             "than an answer of this 4x4 board")


def test_b_an_answer_of_its_board_s_size_is_still_compared(tmp_path):
    import json

    from gridsat.batch.run import run_batch

    collection = tmp_path / "c.jsonl"
    drawn = "██1 ██4 \n1 4 2 3 \n██3 ██1 \n4 2 1 ██\n██ shaded\nsolved in 0.019 s\n"
    collection.write_text(json.dumps({"puzzle": HITORI, "solution": drawn}) + "\n"
                          + json.dumps({"puzzle": HITORI, "solution": ["#.#.", "....", "#.#.", "..#."]}) + "\n")
    out = tmp_path / "r.jsonl"
    run_batch([str(collection)], str(out), check_answer=True, jobs=1)
    assert sorted((d["line"], d["matches_record"]) for d in map(json.loads, out.read_text().splitlines())) == [
        (1, True), (2, False)]


@pytest.mark.slow  # a browser on a live server, 2 s
def test_b_the_calendar_play_buttons_are_disabled_for_an_edition_file(live_server, browser, tmp_path):
    # with an edition file chosen, "Show the board", "Hint" and "Clear" stayed enabled, and each press only said
    # "Playing on the board takes a built-in edition."
    from selenium.webdriver.support.ui import Select
    from web_server import by_id, open_page

    edition = tmp_path / "mine.txt"
    edition.write_text("[editions]\nmine = standard : O6 U5 V5 T5 L5 N5 Y5 P5\n")
    buttons = ("play-show", "play-hint", "play-clear")
    open_page(browser, live_server + "/puzzle/calendar")
    assert all(by_id(browser, b).is_enabled() for b in buttons)
    by_id(browser, "edition-file").send_keys(str(edition))
    assert not any(by_id(browser, b).is_enabled() for b in buttons)
    assert by_id(browser, "play-why").text == ("Playing on the board takes a built-in edition: choose one above to "
                                               "play.")
    Select(by_id(browser, "edition")).select_by_index(0)  # a built-in again
    assert all(by_id(browser, b).is_enabled() for b in buttons) and by_id(browser, "play-why").text == ""
