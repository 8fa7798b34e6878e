"""A newcomer's pass (38): what confused someone with only the README."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
URL = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


def test_a_puzzle_typed_where_the_command_goes_says_which_command_takes_it(run_cli, monkeypatch):
    # "gridsat 'https://puzz.link/p?...'" (a pasted URL, the first thing a puzzle person tries) said only
    # "No such command 'https://...'", as if the URL were a misspelt command
    assert run_cli(URL) == (2, "", f"gridsat: error: No such command '{URL}': a puzzle goes after a command: gridsat "
                                   f"solve '{URL}' (see 'gridsat --help')\n")
    monkeypatch.chdir(ROOT)
    assert run_cli("examples/yinyang-10x10.txt")[2] == (
        "gridsat: error: No such command 'examples/yinyang-10x10.txt': a puzzle goes after a command: gridsat solve "
        "examples/yinyang-10x10.txt (see 'gridsat --help')\n")
    assert run_cli("examples/batch")[2] == (
        "gridsat: error: No such command 'examples/batch': a folder of puzzles goes after batch: gridsat batch "
        "examples/batch --out results.jsonl (see 'gridsat --help')\n")
    assert run_cli("nosuch")[2] == "gridsat: error: No such command 'nosuch'. (see 'gridsat --help')\n"


def test_check_on_a_solving_command_says_answers_are_checked_and_where_a_position_is(run_cli):
    # "gridsat solve URL --check" said "No such option: --check (Possible options: --help)": the README says
    # gridsat checks, and --help was no guess at it
    assert run_cli("solve", URL, "--check") == (
        2, "", "gridsat: error: No such option: --check; every answer printed is already checked by an independent "
               f"checker; your own position's mistakes: gridsat hint '{URL}' --position FILE (see 'gridsat solve "
               "--help')\n")
    # batch has --check-answer: click's guess is the help there, and no other command is named
    assert run_cli("batch", str(EXAMPLES / "batch"), "--check")[2] == (
        "gridsat: error: No such option: --check (Possible options: --check-answer, --help) (see 'gridsat batch "
        "--help')\n")


def test_docs_commands_do_not_write_over_a_file_the_readme_made():
    # README: "generate dominofit --size 45x45 --seed 1 --out board.json"; docs/dominofit.md then asked for
    # "--out board.json" again and met "'board.json' exists: choose another --out"
    readme = (ROOT / "README.md").read_text()
    assert "--out board.json" in readme
    assert "--out board.json" not in (ROOT / "docs" / "dominofit.md").read_text()
    assert not (ROOT / "zz").exists()  # a stray results line at the root of the repository


def test_an_address_naming_a_kind_links_its_page(api_client):
    # "http://127.0.0.1:8765/calendar" (a guess at the calendar's page) said only "gridsat serves no page at
    # '/calendar'" with a link to the start page; the kinds' pages are /puzzle/KIND
    for path, link in [("/calendar", '<a id="page" href="/puzzle/calendar">the Calendar puzzle page</a>'),
                       ("/Akari/", '<a id="page" href="/puzzle/lightup">the Light Up page</a>')]:
        reply = api_client.get(path)
        assert reply.status_code == 404 and link in reply.text and '<a href="/">' in reply.text
    assert 'id="page"' not in api_client.get("/nosuch").text


def test_an_option_sent_beside_the_puzzle_says_it_goes_in_options(api_client):
    # {"puzzle": URL, "unique": true} (as the command line puts --unique beside the puzzle) said only "unknown field
    # 'unique' (fields: ...)", and 'options' among the fields did not say that unique was one of them
    reply = api_client.post("/api/solve", json={"puzzle": URL, "unique": True})
    assert reply.status_code == 422 and reply.json()["error"] == (
        "unknown field 'unique' (fields: kind, puzzle, argument, files, options, svg, text); 'unique' is an option: "
        "send it in 'options', {\"options\": {\"unique\": ...}}")
    reply = api_client.post("/api/solve", json={"puzzle": URL, "nosuch": 1})
    assert reply.json()["error"] == "unknown field 'nosuch' (fields: kind, puzzle, argument, files, options, svg, text)"


def test_an_option_in_the_command_lines_spelling_says_the_apis(api_client):
    # {"options": {"--unique": true}} and {"time-limit": 5} said "unknown option" and listed some 40 names
    for name, spelt in [("--unique", "unique"), ("time-limit", "time_limit"), ("--one-sided", "one_sided")]:
        error = api_client.post("/api/solve", json={"puzzle": URL, "options": {name: True}}).json()["error"]
        assert error.startswith(f"unknown option '{name}' (the API spells it '{spelt}') (options: count, limit, ")
    error = api_client.post("/api/solve", json={"puzzle": URL, "options": {"nosuch": 1}}).json()["error"]
    assert error.startswith("unknown option 'nosuch' (options: count, ")


def test_a_piece_file_of_bare_shapes_says_they_were_read_as_comments(run_cli, tmp_path):
    # a piece file holding "##/##" (or a shape drawn over two lines) said "no pieces found": every line starts
    # with '#', a comment, and nothing said so
    from gridsat.core.pieces import parse_pieces
    from gridsat import PuzzleInputError
    import pytest

    with pytest.raises(PuzzleInputError) as caught:
        parse_pieces("# my pieces\n##\n##\n", source="p.txt")
    assert str(caught.value) == ("p.txt: no pieces found: line 2, '##', starts with '#', so it is read as a comment; "
                                 "a piece is one line with its name, 'NAME: ROW/ROW/...' (e.g. 'O: ##/##')")
    path = tmp_path / "p.txt"
    path.write_text("##/##\n")
    code, _, err = run_cli("pack", "--board", "2x2", "--pieces", str(path))
    assert code == 2 and err.endswith("p.txt: no pieces found: line 1, '##/##', starts with '#', so it is read as a "
                                      "comment; a piece is one line with its name, 'NAME: ROW/ROW/...' (e.g. "
                                      "'O: ##/##')\n")
    with pytest.raises(PuzzleInputError, match=r"^p.txt: no pieces found$"):
        parse_pieces("# my pieces\n", source="p.txt")


def test_a_domino_fit_hint_picture_keys_its_given_and_its_dots():
    # the hint picture drew a given domino thick and the dot rule's dots, its key naming only the red and blue frames
    import matplotlib.pyplot as plt

    import gridsat

    kind, puzzle = gridsat.read(str(EXAMPLES / "dominofit-8x8.json"))
    fig = kind.hint_figure(puzzle, kind.hints(puzzle, first=True))
    try:
        assert [t.get_text() for t in fig.axes[0].get_legend().get_texts()] == [
            "decided by this step", "why: the cells it reads", "a given domino", "where a domino scores (dot rule)"]
    finally:
        plt.close(fig)
