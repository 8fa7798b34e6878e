"""What a newcomer following the README tripped over (hostile pass 89, part e): each case is the exact line,
record or sentence a user gets now."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).parent.parent


def test_the_readme_names_every_kind_the_browser_plays():
    # the README said "Nurikabe and Hitori are played in the browser too" and "A Yin-Yang, Nurikabe or Hitori
    # puzzle can be *played* (... Nurikabe, Hitori and Heyawake on theirs)" after Star Battle, Norinori,
    # Heyawake, Light Up and LITS got their play card; docs/web.md left LITS out of its list
    import gridsat

    titles = [gridsat.kinds.get(name).title for name in gridsat.kinds.names() if gridsat.kinds.get(name).play_card()]
    assert "Sudoku" in titles and "Yin-Yang" in titles  # (a digit genre's card: play_entry "digit")
    readme = " ".join((ROOT / "README.md").read_text().split())
    sentence = readme.split("can be *played*")[0].rsplit(". ", 1)[1].strip()
    assert sentence == ("A Yin-Yang, Nurikabe, Hitori, Heyawake, Star Battle, Norinori, LITS, Light Up, Kurodoko, Tapa, Creek, Aqre, Yajilin, Cave, "
                        "Nurimisaki, Shimaguni, Kurotto, Nonogram, Hashiwokakero, Sudoku, Fillomino, Masyu, Slitherlink, Country Road, Kakuro, Skyscrapers, Ripple Effect "
                        "or Shikaku puzzle")
    assert all(title in sentence for title in titles)
    web = " ".join((ROOT / "docs" / "web.md").read_text().split())
    listed = web.split("lists the values a player sets: ")[1].split(" on the general one")[0]
    assert all(title in listed for title in titles), listed
    assert "and a grade, and played in the browser too" in readme


def test_the_play_card_calls_an_undecided_cell_undecided(live_server, browser):
    # the Star Battle card said "Click a cell to make it empty, then star, then empty again": "empty" is the value a
    # first click gives (drawn as a dot, "r1c3 ... are empty" in a hint), the third click leaves the cell undecided
    from web_server import by_id, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/starbattle")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play .hint-text"))
    assert by_id(browser, "play").find_element("css selector", ".hint-text").text.startswith(
        "Click a cell to make it empty, then star, then undecided again. ")


def test_a_position_value_is_named_in_the_genres_words(run_cli, tmp_path, monkeypatch):
    # a Star Battle or Light Up position with a stray symbol was told "'x' is not 0 or ? (undecided), 1 or .
    # (unshaded), 2 or # (shaded)", where the genre's hint, legend and play card say "empty"/"star", "bulb-free"/"bulb"
    monkeypatch.chdir(tmp_path)
    (tmp_path / "sb.txt").write_text("starbattle 1\n0 0 1 1\n0 0 1 1\n2 2 3 3\n2 2 3 3\n")
    (tmp_path / "p.txt").write_text("x ? ? ?\n? ? ? ?\n? ? ? ?\n? ? ? ?\n")
    assert run_cli("hint", "sb.txt", "--position", "p.txt") == (
        2, "", "gridsat: error: p.txt: line 1, column 1: 'x' is not 0 or ? (undecided), 1 or . (empty), 2 or # (star)\n")
    (tmp_path / "p.json").write_text("[[0, 0, 0, 5], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]")
    assert run_cli("hint", "sb.txt", "--position", "p.json")[2] == (
        "gridsat: error: p.json: row 1, column 4: '5' is not 0 or ? (undecided), 1 or . (empty), 2 or # (star)\n")
    (tmp_path / "lu.txt").write_text("lightup\n. . .\n. 1 .\n. . .\n")
    (tmp_path / "q.txt").write_text("0 0 0\n0 0 0\n0 0 3\n")
    assert run_cli("hint", "lu.txt", "--position", "q.txt")[2] == (
        "gridsat: error: q.txt: line 3, column 3: '3' is not 0 or ? (undecided), 1 or . (bulb-free), 2 or # (bulb)\n")
    assert run_cli("hint", "lu.txt", "--position", "lu.txt")[2] == (
        "gridsat: error: lu.txt: the puzzle's own text, not a position (read as one, every cell would be bulb-free): "
        "give rows of 0 or ? (undecided), 1 or . (bulb-free), 2 or # (bulb), or the board as hint draws it (no "
        "position starts from the givens)\n")


def test_hint_advice_from_the_calendar_names_the_date_as_hint_takes_it(run_cli):
    # `gridsat calendar 2026-10-06 --steps` (and --grade, --explain) was pointed at "gridsat hint PUZZLE --steps",
    # and `gridsat hint 2026-10-06 --steps` then refused the date: "add --kind calendar"
    assert run_cli("calendar", "2026-10-06", "--steps")[2] == (
        "gridsat: error: Option '--steps' requires an argument; every step: gridsat hint 2026-10-06 --kind calendar "
        "--steps\n")
    assert run_cli("calendar", "10-06", "--grade")[2] == (
        "gridsat: error: No such option: --grade; how hard a puzzle is: gridsat grade 10-06 --kind calendar (see "
        "'gridsat calendar --help')\n")
    code, out, _ = run_cli("hint", "10-06", "--kind", "calendar", "--steps")
    assert code == 0 and out.startswith("step 1 ")
    # another edition is no date alone (hint reads it from a puzzle file): PUZZLE stays
    assert run_cli("calendar", "2026-10-06", "-e", "weekday", "--grade")[2] == (
        "gridsat: error: No such option: --grade; how hard a puzzle is: gridsat grade PUZZLE (see "
        "'gridsat calendar --help')\n")


def test_a_solves_answer_grid_given_as_a_position_is_told_in_the_genres_words(run_cli, tmp_path, monkeypatch):
    # a Star Battle's answer grid from --json, given as a position, was told "(1 shaded, 0 unshaded); a position
    # writes 0 undecided, 1 unshaded, 2 shaded": no word of stars
    monkeypatch.chdir(tmp_path)
    (tmp_path / "sb.txt").write_text("starbattle 1\n0 0 0 1 1 1\n0 1 1 1 2 2\n0 3 3 4 4 2\n5 5 3 3 4 2\n"
                                     "5 4 4 4 4 2\n5 2 2 2 2 2\n")  # https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou
    code, out, _ = run_cli("starbattle", "sb.txt", "--json")
    import json

    (tmp_path / "g.json").write_text(json.dumps(json.loads(out)["grid"]))
    assert run_cli("hint", "sb.txt", "--position", "g.json")[2] == (
        "gridsat: error: g.json: this is the puzzle's answer grid as a solve gives it (1 star, 0 empty); a position "
        "writes 0 undecided, 1 empty, 2 star (as a hint's grid)\n")


def test_the_position_docs_and_help_give_star_battles_and_light_ups_values(run_cli):
    # docs/web.md's /api/hint position and `hint --help`'s --position said "1 white or unshaded, 2 black or shaded"
    # alone: a Star Battle or Light Up player was not told that 2 is a star or a bulb
    web = " ".join((ROOT / "docs" / "web.md").read_text().split())
    assert ("2 black or shaded (Star Battle: 1 empty, 2 a star; Light Up: 1 bulb-free, 2 a bulb; Sudoku: its digits, "
            "0 empty)") in web
    help_text = " ".join(run_cli("hint", "--help")[1].split())
    assert "Star Battle: 1 empty, 2 star; Light Up: 1 bulb-free, 2 bulb" in help_text  # (the kinds' lines)


def test_a_lits_overlap_of_two_tetrominoes_says_both(run_cli, tmp_path):
    # the README's LITS puzzle's second step said "all 2 tetrominoes that fit the region at r1c3 cover them"
    (tmp_path / "l.txt").write_text("lits\n0 0 1 1\n0 0 1 2\n0 1 1 2\n2 2 2 2\n")
    code, out, _ = run_cli("hint", str(tmp_path / "l.txt"), "--steps")
    assert code == 0 and out.splitlines()[1] == (
        "step 2 (rule: overlap): r1c3, r2c3, r3c3 are shaded: both tetrominoes that fit the region at r1c3 cover them")
