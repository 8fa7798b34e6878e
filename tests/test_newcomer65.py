"""A newcomer's pass (65): what confused someone with only the README."""

import json

NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
HITORI = "https://puzz.link/p?hitori/4/4/1114142333214213"
SUDOKU = "530070000600195000098000060800060003400803001700020006060000280000419005000080079"
LIST = "a file holds one puzzle; gridsat batch reads a list of puzzles"


def test_a_file_of_urls_says_the_list_file_name_ends_in_jsonl(run_cli, tmp_path):
    # "from a file named .jsonl" read as a file whose whole name is ".jsonl"; the newcomer renamed urls.txt so
    (tmp_path / "urls.txt").write_text(f"{NURIKABE}\n{HITORI}\n")
    assert run_cli("solve", str(tmp_path / "urls.txt")) == (
        2, "", f"gridsat: error: urls.txt: 2 lines of URLs: {LIST}, one URL a line, from a file whose name ends "
               "in .jsonl\n")
    (tmp_path / "urls.jsonl").write_text(f"{NURIKABE}\n{HITORI}\n")  # what the message says: batch reads it
    out = tmp_path / "r.jsonl"
    code, _, _ = run_cli("batch", str(tmp_path / "urls.jsonl"), "--out", str(out))
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert code == 0 and sorted((x["kind"], x["status"]) for x in lines) == [("hitori", "solved"),
                                                                             ("nurikabe", "solved")]  # (any order)


def test_every_list_message_names_the_files_ending(run_cli, tmp_path):
    (tmp_path / "s.txt").write_text(f"{SUDOKU}\n{SUDOKU}\n")
    (tmp_path / "a.json").write_text(json.dumps([{"kind": "sudoku", "puzzle": SUDOKU}] * 2))
    (tmp_path / "l.json").write_text("\n".join(json.dumps({"kind": "sudoku", "puzzle": SUDOKU}) for _ in "ab"))
    for name in ("s.txt", "a.json", "l.json"):
        code, out, err = run_cli("solve", str(tmp_path / name))
        assert (code, out) == (2, "") and "whose name ends in .jsonl" in err and "named .jsonl" not in err, err


NO_PAGES = ("gridsat opens no web pages: give the puzzle's puzz.link URL (such as "
            "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g) or its text")


def test_a_yinyang_site_address_given_to_the_yinyang_command_says_what_to_give(run_cli):
    # `gridsat yinyang 'https://www.puzzle-yin-yang.com/?size=1'` said "URL query 'size=1' needs
    # kind/cols/rows/body" (gridsat's own field names, no way on) where `gridsat solve` of it said what to give
    assert run_cli("yinyang", "https://www.puzzle-yin-yang.com/?size=1") == (
        2, "", "gridsat: error: Yin-Yang: URL query 'size=1' holds no puzzle (a puzzle's address ends "
               f"?GENRE/COLS/ROWS/CLUES); {NO_PAGES}; a puzzle-yin-yang.com page is read from its HTML: save the "
               "page (Ctrl-S) and give the file, gridsat yinyang PAGE.html\n")  # (pass 72: how to read that site)
    assert run_cli("nurikabe", "https://example.com/puzzles/12") == (
        2, "", "gridsat: error: Nurikabe: not a puzz.link URL (a puzzle's address ends ?GENRE/COLS/ROWS/CLUES): "
               f"'https://example.com/puzzles/12'; {NO_PAGES}\n")


def test_hint_of_a_grid_without_its_genre_offers_only_genres_with_hints(run_cli, tmp_path):
    # `gridsat hint GRID` offered "nurikabe, starbattle, norinori, lits and hitori", then `--kind lits` said
    # "LITS has no hints or grades yet"; `gridsat solve` still names every genre that reads it
    (tmp_path / "g.txt").write_text(". 5 . . .\n. . 2 . .\n. . . . .\n. . 1 . .\n. . . 3 .\n")
    grid = str(tmp_path / "g.txt")
    said = ("gridsat: error: g.txt: a grid with no kind named above it, which {} read: write the kind's name on a "
            "line of its own above the grid (as --to text writes it), or {}\n")
    for command in ("hint", "grade"):
        assert run_cli(command, grid) == (
            2, "", said.format("nurikabe, starbattle, norinori, lits, hitori, shikaku, kurodoko, tapa, cave, fillomino, hashi and kurotto all",  # (LITS hints since feature 88)
                               f"gridsat {command} {grid} --kind KIND"))
    # (Star Battle reads the grid too, as rooms, and hints since branch hint86a)
    assert run_cli("solve", grid)[2] == said.format("nurikabe, starbattle, norinori, lits, hitori, shikaku, kurodoko, tapa, cave, fillomino, hashi, numberlink, kurotto and mochikoro all",
                                                    f"gridsat KIND {grid}")
