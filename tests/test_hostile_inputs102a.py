"""Hostile pass 102, part a: pass 101's fixes, hostile (a file's own "kind" spelt as the command line takes it)."""

from __future__ import annotations

import json

import pytest

LIGHTUP = {"kind": "lightup", "rows": 4, "cols": 4,
           "clues": [[2, None, None, None], [None] * 4, [None] * 4, [None, None, None, 2]]}


@pytest.mark.parametrize("spelt", ["Light Up", "light_up", "LIGHT-UP", "LightUp"])
@pytest.mark.parametrize("command", [("lightup",), ("solve",), ("solve", "-k", "Light Up")])
def test_a_files_own_kind_is_read_as_the_command_line_reads_a_kind(run_cli, tmp_path, spelt, command):
    # '"kind": "Light Up"' was "the puzzle says kind 'Light Up': did you mean 'lightup'?" (gridsat lightup) and
    # "unknown kind 'Light Up' (did you mean 'lightup'?); kinds: ..." (solve, hint, grade), while -k 'Light Up' is read
    (tmp_path / "p.json").write_text(json.dumps(dict(LIGHTUP, kind=spelt)), encoding="utf-8")
    code, out, err = run_cli(*command, str(tmp_path / "p.json"))
    assert (code, err) == (0, "") and out.startswith("2 ◉ · · ")


def test_hint_and_batch_read_a_files_kind_spelt_so(run_cli, tmp_path):
    (tmp_path / "p.json").write_text(json.dumps(dict(LIGHTUP, kind="Light Up")), encoding="utf-8")
    assert run_cli("hint", str(tmp_path / "p.json"))[1].startswith("next step (rule: wall_needs): r1c2, r2c1 are bulbs")
    lines = [json.dumps(dict(LIGHTUP, kind="Light Up")),
             json.dumps({"kind": "light_up", "puzzle": "lightup\n2 . . .\n. . . .\n. . . .\n. . . 2\n"}),
             json.dumps({"kind": "Light-Up", "puzzle": {k: v for k, v in LIGHTUP.items() if k != "kind"}})]
    (tmp_path / "c.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, out, err = run_cli("batch", str(tmp_path / "c.jsonl"), "--out", str(tmp_path / "r.jsonl"))
    records = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text(encoding="utf-8").splitlines()]
    assert code == 0 and [(r["kind"], r["status"]) for r in records if "answer" in r] == \
        [("lightup", "solved")] * 3


def test_a_files_kind_of_no_kind_is_still_refused_in_one_line(run_cli, tmp_path):
    (tmp_path / "p.json").write_text(json.dumps(dict(LIGHTUP, kind="zzz")), encoding="utf-8")
    assert run_cli("lightup", str(tmp_path / "p.json"))[2] == \
        "gridsat: error: p.json: the puzzle says kind 'zzz', not 'lightup'\n"
    code, out, err = run_cli("solve", str(tmp_path / "p.json"))
    assert (code, out) == (2, "") and err == ("gridsat: error: p.json: unknown kind 'zzz'; kinds: pack, "
                                              "calendar, dominofit, yinyang, cover, nurikabe, starbattle, lightup, "
                                              "heyawake, norinori, lits, statuepark, slitherlink, masyu, sudoku, "
                                              "hitori, shikaku, kurodoko, tapa, creek, aqre, yajilin, cave, fillomino, hashi, numberlink, kakuro, nurimisaki, shimaguni, skyscrapers, nonogram, countryroad, ripple, tentaisho, kurotto, mochikoro, gokigen, easyasabc\n")


def test_a_python_dict_and_a_web_request_read_the_kind_spelt_so():
    # (one worker, no warm-up: the server's default warmed workers took 3-4 s on an idle machine)
    from gridsat.formats.json import check_kind
    from gridsat.puzzles.kinds import detect_object

    check_kind(dict(LIGHTUP, kind="Light Up"), "lightup")  # no error
    assert detect_object(dict(LIGHTUP, kind="light-up")).name == "lightup"
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from gridsat.web import Limits, create_app

    with TestClient(create_app(Limits(workers=1, warm=False))) as client:
        got = client.post("/api/solve", json={"puzzle": json.dumps(dict(LIGHTUP, kind="Light Up"))})
        assert got.status_code == 200 and got.json()["grid"][0] == [0, 1, 0, 0]
        got = client.post("/api/mode", json={"kind": "Light Up", "mode": "zzz"})
        assert got.json() == {"error": "Light Up has no mode 'zzz' (its web modes: none)"}


def test_a_time_limit_ending_the_count_first_says_so_not_a_memory_refusal(run_cli, tmp_path):
    # an empty 4x5 Slitherlink has 80,626 loops, which fit: '-n 1000000000 -t 0.3' was "the counting search keeping
    # 1,000,000,000 answers needs about 3331.3 GB of memory, more than this machine has: no limit lets it run" (exit
    # 2) when the time limit cut the count that would have shown they fit
    # (an empty 5x5 here: its 1,222,363 loops cannot be counted and listed in 0.3 s on any machine, where an idle
    # one counted the 4x5's 80,626 within it and listed them)
    (tmp_path / "e.txt").write_text("slitherlink\n" + ". . . . .\n" * 5, encoding="utf-8")
    code, out, err = run_cli("slitherlink", str(tmp_path / "e.txt"), "-n", "1000000000", "-t", "0.3", "--json")
    # (pass 103: the count takes half the time left, the listing the loops it finds in the rest: solved,
    # incomplete, or unknown where a loaded machine found none in time)
    got = json.loads(out)
    assert err == "" and not got["complete"] and (code, got["status"]) in ((0, "solved"), (1, "unknown"))


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
def test_the_general_pages_generate_cut_by_its_time_limit_names_the_kind_by_its_title(live_server, browser):
    # the Light Up page said "the time limit of 0.5 s ran out before the Light Up puzzle of seed 1 (25x25) was proven",
    # the command line's name of the kind, on a page that calls it Light Up
    pytest.importorskip("uvicorn")
    from web_server import by_id, open_page, wait_for

    browser.get("about:blank")
    open_page(browser, live_server + "/puzzle/lightup")
    for name, value in (("gen-size", "25x25"), ("time-limit", "0.5")):
        by_id(browser, name).clear()
        by_id(browser, name).send_keys(value)
    by_id(browser, "generate").click()
    wait_for(browser, lambda: by_id(browser, "error").text)
    assert by_id(browser, "error").text.startswith(
        "the time limit of 0.5 s ran out before the Light Up puzzle of seed 1 (25x25) was proven; no unproven puzzle "
        "is given: give a longer “Time limit (seconds)” (this server allows up to ")
