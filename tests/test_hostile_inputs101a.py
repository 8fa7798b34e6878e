"""Hostile pass 101, part a: kind names as people type them; Tapa's text clues; pass 100's fixes."""

from __future__ import annotations

from pathlib import Path

import pytest

YY = str(Path(__file__).parents[1] / "examples" / "yinyang-10x10.txt")


@pytest.mark.parametrize("args", [("solve", "-k", "Yin-Yang", YY, "-u"), ("solve", "--kind=yin_yang", YY, "-u"),
                                  ("Yin-Yang", YY, "-u"), ("YINYANG", YY, "-u"), ("solve", "-k", "YinYang", YY, "-u"),
                                  ("solve", "-kYin-Yang", YY, "-u")])
def test_a_kind_in_capitals_or_with_a_hyphen_is_the_kind(run_cli, args):
    # '-k Kurodoko' was "unknown kind 'Kurodoko' (did you mean 'kurodoko'?)", 'gridsat Yin-Yang' click's "No such
    # command 'Yin-Yang'", where 'formats Tapa' read the kind in capitals
    code, out, err = run_cli(*args)
    assert (code, err) == (0, "") and "unique: no other answer exists" in out


def test_hint_and_grade_read_a_kind_spelt_so(run_cli):
    assert run_cli("grade", "-k", "Yin Yang", YY)[1].startswith("grade: hard")
    assert run_cli("grade", "--kind", "Yin-Yang", YY) == run_cli("grade", "--kind", "yinyang", YY)


def test_generate_reads_a_kind_spelt_so_and_refuses_in_its_own_words(run_cli):
    # "gridsat: error: Invalid value for KIND: 'NoSuch' is no kind with a generator ...": typer's words first
    assert run_cli("generate", "NoSuch") == (
        2, "", "gridsat: error: 'NoSuch' is no kind with a generator (kinds with one: aqre, cave, countryroad, creek, dominofit, gokigen, kurodoko, kurotto, lightup, mochikoro, "
               "nonogram, nurikabe, nurimisaki, ripple, shikaku, slitherlink, tentaisho, yinyang) (see 'gridsat generate --help')\n")
    assert run_cli("generate", "Light-Up", "--size", "4x4", "--seed", "2")[1] == \
        run_cli("generate", "lightup", "--size", "4x4", "--seed", "2")[1]


def test_a_name_of_no_kind_is_still_refused_naming_the_kinds(run_cli):
    code, out, err = run_cli("hint", "--kind", "tapa2", YY)
    assert (code, out) == (2, "") and err.startswith("gridsat: error: unknown kind 'tapa2' (did you mean 'tapa'?) "
                                                     "(kinds: pack, calendar, dominofit, yinyang, ")


def test_the_kind_spelling_stands_for_one_kind_only():
    from gridsat.puzzles.genres import kind_spelt

    assert [kind_spelt(w) for w in ("Star Battle", "statue_park", "Light-Up", "Yin\u2010Yang", "Slither", "tapa2",
                                    "", None)] == ["starbattle", "statuepark", "lightup", "yinyang", "Slither",
                                                   "tapa2", "", None]


def test_the_api_and_the_page_address_read_a_kind_spelt_so():
    # (one worker, no warm-up: the server's default warmed workers took 3-4 s on an idle machine)
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from gridsat.web import Limits, create_app

    with TestClient(create_app(Limits(workers=1, warm=False))) as client:
        got = client.post("/api/solve", json={"kind": "Yin-Yang", "puzzle": "https://puzz.link/p?yinyang/5/5/016612300"})
        assert got.status_code == 200 and got.json()["kind"] == "yinyang"
        page = client.get("/puzzle/Light-Up", follow_redirects=False)
        assert (page.status_code, page.headers["location"]) == (308, "/puzzle/lightup")


def _tapa(run_cli, tmp_path, clue: str):
    (tmp_path / "t.txt").write_text(f"tapa\n. . . .\n. {clue} . .\n. . . .\n", encoding="utf-8")
    return run_cli("tapa", str(tmp_path / "t.txt"), "--to", "text")


@pytest.mark.parametrize("clue, said", [
    # '3 , 1' was "line 3: 5 cells, expected 3" ('3, 1' was told to write 3,1): the row's cells are one character each
    ("3 , 1", "line 3: '3 , 1' is one clue's runs written with spaces; write them without (3,1)"),
    # '??' was told "separate a row's cells by spaces ('? ?')" alone: a Tapa's '??' is as likely its two runs
    ("??", "line 3: '??' is cells or one clue's runs written together: separate a row's cells by spaces ('? ?'), a "
           "clue's runs by commas (?,?)"),
    ("3?", "line 3: '3?' is cells or one clue's runs written together: separate a row's cells by spaces ('3 ?'), a "
           "clue's runs by commas (3,?)"),
    # '311', as printed puzzles (and gridsat's own drawing) set a clue in its cell, was told the range 0 to 8 alone
    ("311", "row 2, column 2: clue 311 is not a run length around a cell (0 to 8) (a clue of several runs: 3,1,1)"),
    ("99", "row 2, column 2: clue 99 is not a run length around a cell (0 to 8)"),
])
def test_tapa_clues_typed_as_people_type_them_are_told_how_to_write_them(run_cli, tmp_path, clue, said):
    code, out, err = _tapa(run_cli, tmp_path, clue)
    assert (code, out, err) == (2, "", f"gridsat: error: t.txt: {said}\n")


@pytest.mark.parametrize("clue, read", [("01", "1"), ("?,1", "?,1"), ("3,1\t", "3,1")])
def test_tapa_clues_read_as_meant(run_cli, tmp_path, clue, read):
    code, out, _ = _tapa(run_cli, tmp_path, clue)
    assert code == 0 and out.splitlines()[2] == f". {read} . ."


@pytest.mark.slow  # (2.1 s of the default run, sitting 14: the slow set runs it)
def test_every_generator_out_of_candidates_says_it_in_one_wording(run_cli):
    # the clue generators said "no puzzle of grade 'expert' among 50 candidates of lightup seed 1 (2x2); try another
    # seed or size" (the kind's command name, no easier grade), the Yin-Yang generator the board, grade and advice
    assert run_cli("generate", "lightup", "--size", "2x2", "--grade", "expert")[2] == (
        "gridsat: unknown: no expert 2x2 Light Up puzzle found in the 50 candidates seed 1 gives: try another seed, an "
        "easier grade or a larger board\n")
    assert run_cli("generate", "yinyang", "--size", "3x3", "--grade", "expert")[2] == (
        "gridsat: unknown: no expert 3x3 Yin-Yang puzzle found in the 200 candidates seed 1 gives: try another seed, "
        "an easier grade or a larger board\n")


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
def test_the_general_pages_kind_is_read_with_a_hyphen_too(live_server, browser):
    # "#kind=Light-Up&play=..." was told "the address's game is of kind “Light-Up”, which this server does not have"
    pytest.importorskip("uvicorn")
    from urllib.parse import quote

    from web_server import by_id, open_page, wait_for

    akari = quote("https://puzz.link/p?akari/6/6/nekcakbl", safe="")
    browser.get("about:blank")
    open_page(browser, live_server + f"/file#kind=Light-Up&play={akari}")
    wait_for(browser, lambda: len(browser.find_elements("css selector", "#play-board .cell")) == 36)
    assert by_id(browser, "kind").get_attribute("value") == "lightup"
    assert not by_id(browser, "error").is_displayed()
