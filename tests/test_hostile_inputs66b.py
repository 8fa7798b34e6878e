"""Hostile pass 66, part b: the web app and batch (and the readers they share)."""

import gzip

import pytest

from gridsat.batch.run import run_batch
from gridsat.batch.sources import collection_lines
from gridsat.core.options import TimeUp

AKARI = "https://puzz.link/p?akari/6/6/nekcakbl"


def _blank_then_puzzle(path, blank_lines: int, width: int) -> None:
    with gzip.open(path, "wb", compresslevel=1) as f:
        for _ in range(blank_lines):
            f.write(b" " * width + b"\n")
        f.write(f'"{AKARI}"\n'.encode())


def test_b_blank_lines_of_a_collection_are_read_within_the_run_deadline(tmp_path):
    # `gridsat batch DIR --out r.jsonl --total-time 1` of a .jsonl.gz holding 200 lines of 1 MB of spaces before its
    # puzzle took 7.9 s: the blank lines were read with no look at the deadline, three times over (is it another
    # run's results?, does it hold a line?, how many lines?) before "stopped by --total-time"
    path = tmp_path / "c.jsonl.gz"
    _blank_then_puzzle(path, 40, 256 * 1024)  # 10 MB of blank lines
    with pytest.raises(TimeUp):
        list(collection_lines(str(path), lambda: True))
    assert [n for n, _ in collection_lines(str(path))] == [41]  # no deadline: read to the end as before


def test_b_a_run_whose_deadline_passes_in_blank_lines_starts_none(tmp_path):
    folder = tmp_path / "in"
    folder.mkdir()
    _blank_then_puzzle(folder / "c.jsonl.gz", 40, 256 * 1024)
    out = tmp_path / "r.jsonl"
    summary = run_batch([str(folder)], str(out), total_time=1e-6)
    assert summary.unread == "while reading the puzzles"
    assert summary.new == 0 and not out.exists()


YY_TEXT = "0 2 0 1 0 1\n0 0 1 0 2 0\n0 2 0 1 0 2\n0 0 2 0 1 0\n0 0 0 1 0 0\n0 0 0 0 0 0\n"
YY_KEY = "██ black, · white, ●/○ given black/white circles"


@pytest.mark.parametrize("kind_name, puzzle, line", [
    ("yinyang", YY_TEXT, YY_KEY),
    ("yinyang", YY_TEXT, "solved in 0.015 s"),
    ("norinori", "https://puzz.link/p?norinori/5/5/cag4ocjo", "██ shaded, · unshaded"),
    ("lightup", AKARI, "◉ bulb, · no bulb"),
])
def test_b_a_recorded_solution_of_only_the_key_line_is_told_so(kind_name, puzzle, line):
    # `gridsat batch c.jsonl --check-answer` of a line {"kind": "yinyang", "puzzle": ..., "solution": KEY}, the key
    # line gridsat prints under a Yin-Yang answer, was "'solution': line 1, column 1: symbol '██' is not 1 (white)
    # or 2 (black)", a symbol of a line that is no row (the grid kinds: "the recorded solution has no rows")
    import gridsat
    from gridsat.core.errors import PuzzleInputError

    kind = gridsat.kinds.get(kind_name)
    result = kind.parse(puzzle).solve()
    for solution in (line + "\n", [line], f"\n{line}\nsolved in 0.1 s\n"):
        with pytest.raises(PuzzleInputError) as caught:
            kind.same_answer(result, solution)
        assert str(caught.value) == (f"the recorded solution holds no answer, only {line!r}, a line gridsat prints "
                                     "under one: write the answer in it as gridsat prints it")
    # the whole printed answer, its key line with it, still matches
    assert kind.same_answer(result, result.text().plain + "\nsolved in 0.1 s\n")


def test_b_a_results_file_named_with_a_newline_is_named_as_it_is(tmp_path):
    # `gridsat batch DIR --out $'DIR/new\nline.txt'` (the folder's one puzzle file given as --out) said "no puzzle
    # files found in DIR; DIR/new line.txt is the results file, --out": a file of another name (the newline
    # joined as a space), where the results line of the same file wrote it 'new\nline.txt'
    from gridsat.core.errors import PuzzleInputError

    named = tmp_path / "new\nline.txt"
    named.write_text("lightup\n. .\n")
    with pytest.raises(PuzzleInputError) as caught:
        run_batch([str(tmp_path)], str(named))
    assert str(caught.value) == (f"no puzzle files found in {tmp_path}; {tmp_path}/new\\nline.txt is the results "
                                 "file, out")


# (Star Battle reads the first grid too, as rooms '.', '1' and '2', and hints since branch hint86a)
@pytest.mark.parametrize("text, offered", [(". . 2\n. . .\n1 . .\n",
                                            "nurikabe, starbattle, lightup, norinori, lits, slitherlink, hitori, "
                                            "shikaku, kurodoko, tapa, cave, fillomino, hashi, nonogram and kurotto all"),
                                           ("1 2 3\n2 3 1\n3 1 2\n", "nurikabe, lightup, slitherlink, hitori, shikaku, kurodoko, tapa, "
                                            "cave, fillomino, hashi and kurotto all")])
def test_b_api_hint_of_a_grid_without_its_genre_offers_the_genres_with_hints(api_client, text, offered):
    # POST /api/hint {"puzzle": ". . 2\n. . .\n1 . .\n"} offered "nurikabe, starbattle, lightup, norinori, lits,
    # slitherlink and hitori": choosing Star Battle then met "Star Battle has no hints"; `gridsat hint` offers
    # only those with hints (/api/solve still offers every genre that reads it)
    reply = api_client.post("/api/hint", json={"puzzle": text})
    assert reply.status_code == 422
    assert reply.json()["error"] == (f"puzzle: a grid with no kind named above it, which {offered} read: write the "
                                     "kind's name on a line of its own above the grid, or choose it under Kind")
    solve = api_client.post("/api/solve", json={"puzzle": text}).json()["error"]
    assert "lightup" in solve and "slitherlink" in solve


NORINORI = "https://puzz.link/p?norinori/5/5/cag4ocjo"


@pytest.mark.parametrize("field, value, told", [
    ("engine", "cpsat", "is a solver option, not one a puzzle record has (kind, puzzle, solution): send it in the "
                        "request's \"options\""),
    ("count", True, "is a solver option, not one a puzzle record has (kind, puzzle, solution): send it in the request's "
                    "\"options\""),
    ("workers", 2, "is a solver option, not one a puzzle record has (kind, puzzle, solution): the web takes no "
                   "'workers': run the command line (gridsat solve FILE -w N)"),
    ("position", "x", "is a hint's option, not one a puzzle record has (kind, puzzle, solution): send it as "
                      "/api/hint's \"position\""),
    ("options", {}, "is a web request's, not one a puzzle record has (kind, puzzle, solution): send it as the "
                    "request's own field, beside \"puzzle\""),
])
def test_b_a_record_with_an_option_sent_to_the_web_is_told_in_the_web_s_words(api_client, field, value, told):
    # POST /api/solve {"puzzle": "{\"kind\": \"norinori\", \"puzzle\": URL, \"engine\": \"cpsat\"}"} was told "give
    # it to the command (gridsat batch PATH --engine NAME or gridsat solve FILE --engine NAME)": no command there,
    # where the request's "options" take it (batch still names the commands)
    import json

    record = json.dumps({"kind": "norinori", "puzzle": NORINORI, field: value})
    reply = api_client.post("/api/solve", json={"puzzle": record})
    assert reply.status_code == 422
    assert reply.json()["error"] == f"puzzle: the record's field {field!r} {told}"


def test_b_batch_still_names_the_command_for_a_record_s_option(tmp_path):
    import json

    collection = tmp_path / "c.jsonl"
    collection.write_text(json.dumps({"kind": "norinori", "puzzle": NORINORI, "engine": "cpsat"}) + "\n")
    out = tmp_path / "r.jsonl"
    run_batch([str(collection)], str(out), jobs=1)
    assert json.loads(out.read_text())["error"] == (
        "c.jsonl: line 1: the record's field 'engine' is a solver option, not one a puzzle record has (kind, puzzle, "
        "solution): give it to the command (gridsat batch PATH --engine NAME or gridsat solve FILE --engine NAME)")


@pytest.mark.parametrize("kind_name", ["norinori", "yinyang", "sudoku"])
def test_b_a_genre_given_puzz_link_s_list_page_is_told_it_holds_no_puzzle(api_client, kind_name):
    # `gridsat norinori https://puzz.link/list.html` (and POST /api/solve with "kind": "norinori") said "not a
    # puzz.link URL (...): 'https://puzz.link/list.html'", of puzz.link's own address; `gridsat solve` said it holds
    # no puzzle
    import gridsat
    from gridsat.core.errors import PuzzleInputError

    kind = gridsat.kinds.get(kind_name)
    said = ("a puzz.link address that holds no puzzle (a list or start page): open a puzzle there and give its "
            "address, such as https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
    with pytest.raises(PuzzleInputError) as caught:
        kind.parse("https://puzz.link/list.html")
    assert str(caught.value).endswith(said)
    reply = api_client.post("/api/solve", json={"kind": kind_name, "puzzle": "https://puzz.link/list.html"})
    assert reply.status_code == 422 and reply.json()["error"].endswith(said)
    with pytest.raises(PuzzleInputError) as caught:  # another site's address as before
        kind.parse("https://example.com/x")
    assert "not a puzz.link URL (a puzzle's address ends ?GENRE/COLS/ROWS/CLUES): 'https://example.com/x'" in \
        str(caught.value)


def test_b_a_folder_of_many_files_is_looked_through_within_the_run_deadline(tmp_path):
    # `gridsat batch DIR --out r.jsonl --total-time 1` of a folder of 30,000 puzzle files took 3.3 s: every file's
    # path resolved twice (is it the results file? is it one already seen?) with no look at the deadline
    folder = tmp_path / "in"
    folder.mkdir()
    for i in range(300):
        (folder / f"p{i:03d}.url").write_text(AKARI + "\n")
    out = tmp_path / "r.jsonl"
    summary = run_batch([str(folder)], str(out), total_time=1e-6)
    assert summary.unread == "while finding the puzzles"
    assert summary.new == 0 and not out.exists()


@pytest.mark.parametrize("text, said", [
    (f"{NORINORI}\n{AKARI}\n", "puzzle: 2 lines of URLs"),
    (f'{{"puzzle": "{NORINORI}"}}\n{{"puzzle": "{AKARI}"}}\n', "puzzle: 2 lines, each a JSON object"),
    ("sudoku\n" + "1" * 81 + "\n" + "2" * 81 + "\n", "Sudoku: 2 lines, each a Sudoku"),
])
def test_b_several_puzzles_sent_to_the_web_are_told_to_go_one_at_a_time(api_client, text, said):
    # POST /api/solve {"puzzle": "URL1\nURL2"} was told "a file holds one puzzle; gridsat batch reads a list of
    # puzzles, one URL a line, from a file whose name ends in .jsonl": no file or command there (a JSON array of
    # puzzles was already told "send one puzzle at a time"); the command line's words are as they were
    reply = api_client.post("/api/solve", json={"puzzle": text})
    assert reply.status_code == 422 and reply.json()["error"] == f"{said}: send one puzzle at a time"
    import gridsat
    from gridsat.core.errors import PuzzleInputError

    with pytest.raises(PuzzleInputError) as caught:  # Python's words as before
        gridsat.kinds.get("sudoku").parse(text) if text.startswith("sudoku") else gridsat.read(text)
    assert "a file holds one puzzle; gridsat batch reads a list of puzzles" in str(caught.value)


@pytest.mark.parametrize("text", ["infeasible in 0.04 s\n", "no answer: the given circles cannot all hold\n"
                                                            "infeasible in 0.022 s\n"])
def test_b_the_output_of_a_run_with_no_answer_given_as_a_puzzle_is_told_so(api_client, tmp_path, text):
    # `gridsat solve F` of a file holding what `gridsat yinyang P > F` printed for a puzzle with no answer was "not a
    # puzzle gridsat can read (kinds: ...)" (a genre's command: "'infeasible'... is too long for a cell"), where the
    # output of a solved run is told it is an answer as gridsat prints it
    import gridsat
    from gridsat.core.errors import PuzzleInputError

    said = "gridsat's output of a run with no answer, not a puzzle: give the puzzle itself (its file or URL)"
    saved = tmp_path / "out.txt"
    saved.write_text(text)
    for read, given in ((gridsat.read, str(saved)), (gridsat.kinds.get("norinori").parse, text)):
        with pytest.raises(PuzzleInputError) as caught:
            read(given)
        assert str(caught.value).endswith(said)
    reply = api_client.post("/api/solve", json={"puzzle": text})
    assert reply.status_code == 422 and reply.json()["error"] == f"puzzle: {said}"
