"""What a new user, working from the README alone, tripped over in the thirtieth pass: each case is the exact
line a user gets now."""

from __future__ import annotations

import pytest

from gridsat.puzzles.kinds import names


@pytest.mark.parametrize(("args", "said"), [
    (("akari", "https://puzz.link/p?akari/6/6/nekcakbl"),
     "No such command 'akari': the kind is 'lightup' (puzz.link calls it 'akari'): gridsat lightup "
     "(see 'gridsat --help')"),
    (("pearl",),
     "No such command 'pearl': the kind is 'masyu' (puzz.link calls it 'pearl'): gridsat masyu "
     "(see 'gridsat --help')"),
    (("slither", "x"),
     "No such command 'slither': the kind is 'slitherlink' (puzz.link calls it 'slither'): gridsat slitherlink "
     "(see 'gridsat --help')"),
    (("Pearl",),
     "No such command 'Pearl': the kind is 'masyu' (puzz.link calls it 'pearl'): gridsat masyu "
     "(see 'gridsat --help')"),
    (("generate", "akari"),
     "No such command 'akari': the kind is 'lightup' (puzz.link calls it 'akari'): gridsat generate lightup "
     "(see 'gridsat generate --help')"),
    (("yin-yang",), "Missing argument 'PUZZLE': your puzzle, as a file's name, a puzz.link URL in quotes, or - for "
                    "standard input (the README's examples/ folder has some to try) (see 'gridsat yinyang --help')"),
    (("frobnicate",), "No such command 'frobnicate'. (see 'gridsat --help')"),
])
def test_a_kind_named_as_puzz_link_names_it_is_pointed_to_its_command(run_cli, args, said):
    """The README lists "Light Up (Akari)" and reads every name puzz.link gives a genre, and `--kind akari` is
    told "the kind is 'lightup' (puzz.link calls it 'akari')"; but `gridsat akari URL` said only "No such command
    'akari'." (and `gridsat pearl`, `gridsat generate mashu` likewise), with no word of the command to type."""
    assert run_cli(*args) == (2, "", f"gridsat: error: {said}\n")


def test_a_page_named_as_puzz_link_names_the_genre_sends_the_browser_to_that_page(api_client):
    """``GET /puzzle/akari`` said only "no puzzle kind 'akari'" (then, in this pass, which page it is, still as a
    404): it is Light Up's page, and the browser is sent there, its query kept."""
    import html

    for name, kind in (("akari", "lightup"), ("mashu", "masyu"), ("Pearl", "masyu")):
        reply = api_client.get(f"/puzzle/{name}?puzzle=x", follow_redirects=False)
        assert (reply.status_code, reply.headers["location"]) == (308, f"/puzzle/{kind}?puzzle=x")
    reply = api_client.get("/puzzle/akari/file", follow_redirects=False)  # Light Up's page is the one for any file
    assert (reply.status_code, reply.headers["location"]) == (308, "/puzzle/lightup")
    reply = api_client.get("/puzzle/akari")
    assert reply.status_code == 200 and "<title>" in reply.text
    reply = api_client.get("/puzzle/nurikabee")
    said = "no puzzle kind 'nurikabee' (did you mean 'nurikabe'?)"
    assert reply.status_code == 404 and f'<p class="lead" id="missing">{html.escape(said)}</p>' in reply.text


GRID = "0 0 2 0 0\n1 0 0 0 2\n0 0 0 0 0\n2 0 0 1 0\n0 0 0 0 0\n"


@pytest.mark.parametrize("header", ["yinyang\n", "Yin-Yang\n\n"])
@pytest.mark.parametrize("command", ["yinyang", "solve"])
def test_a_yinyang_text_grid_may_begin_with_the_kind_s_name(run_cli, tmp_path, header, command):
    """Every puzz.link genre's text grid begins with a line naming its kind (``nurikabe``), so a new user wrote
    ``yinyang`` above a Yin-Yang grid: ``gridsat yinyang`` said "line 1, column 1: symbol 'y' is not 0 (empty),
    1 (white circle) or 2 (black circle)" and ``gridsat solve`` "not a puzzle gridsat can read"."""
    path = tmp_path / "p.txt"
    path.write_text(header + GRID)
    code, out, err = run_cli(command, str(path), "--count")
    assert (code, err) == (0, "") and "14 solutions (all counted)" in out


def test_a_named_yinyang_grid_still_names_its_lines_as_the_file_has_them(run_cli, tmp_path):
    """The name's line is skipped, not dropped: a bad symbol is still named by the file's own line number, and
    the name alone is a file of no rows."""
    path = tmp_path / "p.txt"
    path.write_text("yinyang\n0 0 2\n0 x 0\n")
    assert run_cli("yinyang", str(path)) == (
        2, "", "gridsat: error: p.txt: line 3, column 2: symbol 'x' is not 0 (empty), 1 (white circle) or "
               "2 (black circle)\n")
    path.write_text("yinyang\n")
    assert run_cli("yinyang", str(path)) == (
        2, "", "gridsat: error: p.txt: no grid rows (expected lines of 0 (empty), 1 (white circle) or "
               "2 (black circle))\n")


AKARI = ". . . . . .\n. . 4 . . .\n. . . . 2 .\n. 0 . . . .\n. . . 1 . .\n. . . . . .\n"
STARS = "0 0 0 1 1 1\n0 1 1 1 2 2\n0 3 3 4 4 2\n5 5 3 3 4 2\n5 4 4 4 4 2\n5 2 2 2 2 2\n"


@pytest.mark.parametrize(("text", "kind"), [
    ("akari\n" + AKARI, "lightup"), ("Light Up\n" + AKARI, "lightup"), ("LIGHTUP\n" + AKARI, "lightup"),
    ("Star Battle 1\n" + STARS, "starbattle"),
])
@pytest.mark.parametrize("command", ["KIND", "solve"])
def test_a_genre_s_text_grid_may_be_named_as_puzz_link_or_its_title_names_it(run_cli, tmp_path, text, kind, command):
    """The README: a text grid "under a first line naming the genre"; puzz.link names Light Up 'akari' and the
    README calls it "Light Up (Akari)".  A first line 'akari' or 'Light Up' was read as a row of cells:
    "line 2: 6 cells, expected 1" from ``gridsat lightup``, "not a puzzle gridsat can read" from ``solve``."""
    path = tmp_path / "p.txt"
    path.write_text(text)
    code, out, err = run_cli(kind if command == "KIND" else "solve", str(path), "--count")
    assert (code, err) == (0, "") and "1 solution (all counted)" in out


def test_a_star_battle_grid_named_by_its_title_keeps_its_star_count(run_cli, tmp_path):
    path = tmp_path / "p.txt"
    path.write_text("Star Battle 2\n" + STARS)
    assert run_cli("starbattle", str(path), "--to", "url") == (
        0, "https://puzz.link/p?starbattle/6/6/2/4ilbhgdnmhou\n", "")


def test_a_packing_board_as_hint_draws_it_is_read_back_as_a_position(run_cli, tmp_path):
    """``gridsat hint`` draws a packing board's missing cells blank, as the calendar's; the calendar reads such a
    row back as a position, but packing refused it: "row 2 has 4 cells; the board has 5 columns" (the README
    offers "your grid ... or a board hint drew" as a position)."""
    board = tmp_path / "board.json"
    board.write_text('{"board": ["#####", "####.", "###..", "###.."], '
                     '"pieces": {"F": ".##/##./.#.", "I": "#####", "U": "#.#/###"}}')
    code, out, err = run_cli("hint", str(board))
    assert (code, err) == (0, "") and out.splitlines()[1:5] == ["I I I I I ", ". . . .   ", ". . .     ", ". . .     "]
    position = tmp_path / "mine.txt"
    position.write_text("\n".join(out.splitlines()[1:5]) + "\n")
    code, out, err = run_cli("hint", str(board), "--position", str(position))
    assert (code, err) == (0, "") and out.splitlines()[0] == (
        "next step (rule: only_piece): r2c4 can only be covered by F (r2c3 r2c4 r3c2 r3c3 r4c3)")
    position.write_text("I I I I I\n. . .\n. . .\n. . .\n")  # a row short of a board cell is still refused
    assert run_cli("hint", str(board), "--position", str(position)) == (
        2, "", f"gridsat: error: {position}: row 2 has 3 cells; the board has 5 columns\n")


def test_a_missing_engine_names_both_ways_it_comes_to_be_missing(monkeypatch):
    """The README offers ``GRIDSAT_NO_EXTENSIONS=1 pip install -e .`` to install without the engines on purpose;
    such an install was then told, on every refusal and notice, "(no C compiler at install time)"."""
    from gridsat.core import compiled
    from gridsat.core.errors import PuzzleInputError

    monkeypatch.setattr(compiled, "present", lambda module: False)
    with pytest.raises(PuzzleInputError) as caught:
        compiled.require("gridsat.puzzles.yinyang._kernel", "hints")
    assert str(caught.value) == ("hints needs the compiled Yin-Yang search engine, which is not installed (no C "
                                 "compiler at install time, or GRIDSAT_NO_EXTENSIONS=1). Reinstall with a C "
                                 "compiler and pip's --no-cache-dir to get it (pip reuses a wheel it built "
                                 "without one).")


def test_knuth_s_format_without_its_bar_in_a_txt_file_is_pointed_to_gridsat_cover(run_cli, tmp_path, monkeypatch):
    """docs/cover.md: without ``|`` every item is primary; such a file saved as ``x.txt`` (no kind claims a bare
    list of words from its content) was told only "not a puzzle gridsat can read" by ``gridsat solve``."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "x.txt").write_text("a b c\na b\nc\nb c\na\n")
    kinds = ", ".join(names())
    assert run_cli("solve", "x.txt") == (
        2, "", f"gridsat: error: x.txt: not a puzzle gridsat can read (kinds: {kinds}); if it is an exact cover in "
               "Knuth's format (items, then an option a line): gridsat cover x.txt, or name the file .dlx\n")
    code, out, err = run_cli("cover", "x.txt", "--count")
    assert (code, err) == (0, "") and "2 solutions (all counted)" in out
    (tmp_path / "x.txt").write_text("hello world\nfoo\n")  # words that are no options of those items: nothing more
    assert run_cli("solve", "x.txt") == (2, "", f"gridsat: error: x.txt: not a puzzle gridsat can read (kinds: {kinds})\n")


def test_knuth_s_format_is_pointed_to_its_keyword_from_python(tmp_path):
    import gridsat

    path = tmp_path / "x.txt"
    path.write_text("a b c\na b\nc\n")
    with pytest.raises(gridsat.PuzzleInputError, match=r"read it with kind='cover', or name the file \.dlx$"):
        gridsat.solve(str(path))


def test_a_page_is_told_of_a_bare_grid_and_a_bare_cover_in_its_own_words(api_client):
    """The general page showed "write the kind's name ... above the grid (as --to text writes it)": the page has
    no --to.  A bare list of items and options is pointed to the page's Kind menu."""
    reply = api_client.post("/api/solve", json={"puzzle": ". 5 . . .\n. . 2 . .\n. . . . .\n. . 1 . .\n. . . 3 .\n"})
    assert reply.status_code == 422 and "--to" not in reply.json()["error"]
    assert reply.json()["error"].endswith("write the kind's name on a line of its own above the grid, or choose it "
                                          "under Kind")
    reply = api_client.post("/api/solve", json={"puzzle": "a b c\na b\nc\n"})
    assert reply.status_code == 422 and reply.json()["error"].endswith(
        "; if it is an exact cover in Knuth's format (items, then an option a line): choose Exact cover under Kind")
