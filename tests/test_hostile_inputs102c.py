"""Hostile pass 102, part c: LITS, Statue Park, Light Up and Kurodoko as a puzzle person and a designer."""

from __future__ import annotations

import json

import pytest

LIGHTUP = {"rows": 2, "cols": 2, "clues": [[None, "#"], [None, None]]}
ANSWER = "◉ ▓▓\n· ◉ \n"


@pytest.mark.parametrize("said", ["Light Up", "LightUp", "light-up", "Light_Up"])
def test_a_puzzle_files_kind_is_read_as_a_typed_kind_is(run_cli, tmp_path, said):
    # {"kind": "Light Up", ...} was "the puzzle says kind 'Light Up': did you mean 'lightup'?" (gridsat lightup)
    # and "unknown kind 'Light Up' (did you mean 'lightup'?)" (gridsat solve), where '-k "Light Up"' was read
    path = tmp_path / "a.json"
    path.write_text(json.dumps({"kind": said, **LIGHTUP}))
    for args in (("lightup", str(path)), ("solve", str(path))):
        code, out, err = run_cli(*args)
        assert (code, err) == (0, "") and out.startswith(ANSWER)


@pytest.mark.parametrize("header", ["Light-Up", "light_up", "LIGHT-UP"])
def test_a_text_grids_header_is_read_as_a_typed_kind_is(run_cli, tmp_path, header):
    # 'Light-Up' over the rows was "line 2, column 3: comments are not supported in a text grid"
    path = tmp_path / "a.txt"
    path.write_text(f"{header}\n. #\n. .\n")
    for args in (("lightup", str(path)), ("solve", str(path))):
        code, out, err = run_cli(*args)
        assert (code, err) == (0, "") and out.startswith(ANSWER)


def test_a_statue_park_header_with_an_underscore(run_cli, tmp_path):
    path = tmp_path / "s.txt"
    path.write_text("Statue_Park\n. B\n. .\n")
    code, out, err = run_cli("solve", str(path))
    assert (code, err) == (1, "") and out.startswith(
        "no answer: the 12 pieces (the pentominoes) cover 60 cells, and the board has 4")


def test_a_collection_records_kind_is_read_as_a_typed_kind_is(tmp_path):
    from gridsat.puzzles.kinds import detect_object, record_kind

    assert record_kind(None, "Light Up", "x") == "lightup"
    assert detect_object({"kind": "Statue Park"}).name == "statuepark"


def test_a_name_of_no_kind_in_a_file_is_still_refused(run_cli, tmp_path):
    path = tmp_path / "a.json"
    path.write_text(json.dumps({"kind": "Light Ups", **LIGHTUP}))
    assert run_cli("solve", str(path)) == (
        2, "", "gridsat: error: a.json: unknown kind 'Light Ups' (did you mean 'lightup'?); kinds: pack, calendar, "
               "dominofit, yinyang, cover, nurikabe, starbattle, lightup, heyawake, norinori, lits, statuepark, "
               "slitherlink, masyu, sudoku, hitori, shikaku, kurodoko, tapa, creek, aqre, yajilin, cave, fillomino, hashi, numberlink, kakuro, nurimisaki, shimaguni, skyscrapers, nonogram, countryroad, ripple, tentaisho, kurotto, mochikoro, gokigen, easyasabc\n")


@pytest.mark.parametrize("line", ["pieces : tetrominoes", "Pieces :tetrominoes", "piece: #./#./##"])
def test_a_statue_park_pieces_line_with_a_space_or_one_piece(run_cli, tmp_path, line):
    # 'pieces : tetrominoes' was "line 2: 'tetrominoes'... (11 characters) is too long for a cell (at most 8)"
    path = tmp_path / "s.txt"
    path.write_text(f"statuepark\n{line}\n. . . .\n. . . .\n. . . .\n")
    want = "statuepark\npieces: tetrominoes\n" if "tetro" in line else "statuepark\npieces: #./#./##\n"
    assert run_cli("statuepark", str(path), "--to", "text")[1].startswith(want)
    path.write_text(f"{line}\n. . . .\n. . . .\n. . . .\n")  # the pieces line alone heads it: solve reads it too
    code, out, err = run_cli("solve", str(path), "--count")
    assert (code, err) == ((1, "") if "tetro" in line else (0, "")) and (
        "\n0 solutions (all counted)\n" if "tetro" in line else "16 solutions (all counted)\n") in out


def test_a_piece_set_named_with_a_hyphen(run_cli, tmp_path):
    # 'double-tetrominoes' was "... is neither a piece set (...) (did you mean 'double tetrominoes'?) nor pieces ..."
    path = tmp_path / "s.txt"
    path.write_text("statuepark\npieces: Double-Tetrominoes\n. .\n. .\n")
    assert run_cli("statuepark", str(path), "--to", "text") == (
        0, "statuepark\npieces: double tetrominoes\n. .\n. .\n", "")


@pytest.mark.parametrize("kind", ["lightup", "kurodoko"])
def test_a_graded_clue_puzzle_gives_its_steps_as_docs_json_lists(run_cli, tmp_path, kind):
    # 'generate lightup --grade medium --json' gave "grade" alone, where docs/json.md lists steps, trials and
    # hardest_rule with --grade; they are those 'gridsat grade' reads from the puzzle made
    code, out, err = run_cli("generate", kind, "--size", "5x5", "--seed", "2", "--grade", "easy", "--json")
    made = json.loads(out)
    assert (code, err, made["grade"]) == (0, "", "easy")
    path = tmp_path / "made.txt"
    path.write_text(made["puzzle"])
    graded = json.loads(run_cli("grade", str(path), "--json")[1])["grade"]
    assert (made["steps"], made["trials"], made["hardest_rule"]) == (
        graded["steps"], graded["trials"], graded["hardest_rule"])


@pytest.mark.parametrize("url, written", [
    ("https://puzz.link/p?kurodoko/3/3/%001n", "https://puzz.link/p?kurodoko/3/3/@001n"),
    ("https://puzz.link/p?kurodoko/3/3/@ef0n", "https://puzz.link/p?kurodoko/3/3/@ef0n"),
    ("https://puzz.link/p?kurodoko/3/3/=fffn", "https://puzz.link/p?kurodoko/3/3/=fffn")])
def test_a_number_from_8192_is_written_with_at_not_percent(run_cli, url, written):
    # 'kurodoko/3/3/@001n --to url' wrote '%001n', where pzprjs writes '@' ("Don't output % symbol in URL"): '%00'
    # is a percent-escape, a NUL to a browser, so the URL written back broke on puzz.link
    assert run_cli("kurodoko", url, "--to", "url") == (0, written + "\n", "")
