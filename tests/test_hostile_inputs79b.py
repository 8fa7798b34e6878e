"""Hostile pass 79, part b: the web app for designers and the JSON API's parity with the command line."""

from __future__ import annotations

import pytest

YY = "0 0\n0 0\n"


@pytest.mark.parametrize("route, body, words", [
    # was "unknown field 'unique' (the API spells it 'unique') ...": a name is no spelling of itself
    ("hint", {"kind": "yinyang", "puzzle": YY, "unique": True},
     "unknown field 'unique' (fields: kind, puzzle, position, steps, time_limit, memory_limit)"),
    ("hint", {"kind": "yinyang", "puzzle": YY, "seed": 3},
     "unknown field 'seed' (fields: kind, puzzle, position, steps, time_limit, memory_limit)"),
    ("generate", {"kind": "yinyang", "unique": True},  # (pass 88: and why, as the command line's -u says it)
     "unknown field 'unique' (fields: kind, size, seed, time_limit, svg, grade): the Yin-Yang generator takes no "
     "'unique': every puzzle it makes is proven unique before it is given"),
    # was "(did you mean 'unique'?)", a field /api/hint then refused
    ("hint", {"kind": "yinyang", "puzzle": YY, "uniqe": True},
     "unknown field 'uniqe' (fields: kind, puzzle, position, steps, time_limit, memory_limit)"),
    # was "(did you mean 'targets'?)": /api/generate takes no targets
    ("generate", {"kind": "dominofit", "target": 3},
     "unknown field 'target' (fields: kind, size, seed, time_limit, svg, rule, blocked, unique)"),
    # still pointed where the route takes it
    ("generate", {"kind": "dominofit", "seeds": 3},
     "unknown field 'seeds' (did you mean 'seed'?) (fields: kind, size, seed, time_limit, svg, rule, blocked, unique)"),
])
def test_unknown_field_points_only_to_what_the_route_takes(api_client, route, body, words):
    response = api_client.post(f"/api/{route}", json=body)
    assert response.status_code == 422
    assert response.json()["error"] == words


@pytest.mark.parametrize("route, body", [
    ("solve", {"kind": "yinyang", "puzzle": YY, "options": {"time_limit": 0}}),
    ("hint", {"kind": "yinyang", "puzzle": YY, "time_limit": 0}),
    ("generate", {"kind": "yinyang", "size": "4x4", "time_limit": 0}),
    ("mode", {"kind": "calendar", "mode": "census", "options": {"time_limit": 0}}),
])
def test_a_time_limit_of_0_is_named_as_the_request_names_it(api_client, route, body):
    """Was "time limit must be ...", where memory_limit 0 is "memory_limit must be ...": the field unnamed."""
    response = api_client.post(f"/api/{route}", json=body)
    assert (response.status_code, response.json()) == (
        422, {"error": "time_limit must be a positive number of seconds, got 0"})


def test_a_census_picture_the_time_limit_cut_is_named_as_solve_names_it(api_client):
    """/api/mode said ``svg_skipped`` for a heat map the time limit cut, where /api/solve and /api/generate say
    ``svg_unfinished`` (their ``svg_skipped`` is a kind that draws no picture at all)."""
    data = api_client.post("/api/mode", json={"kind": "calendar", "mode": "census", "svg": True,
                                              "settings": {"edition": "dragonfjord"},
                                              "options": {"time_limit": 1e-9}}).json()
    assert (data["report"]["complete"], "svg" in data, "svg_skipped" in data) == (False, False, False)
    assert data["svg_unfinished"] == "the time limit of 1e-09 s ran out before the picture was drawn"


def test_a_generator_the_time_limit_stopped_answers_the_command_lines_record(api_client, run_cli):
    """/api/generate answered {"kind", "status", "seed", "message"}, where ``gridsat generate --json`` prints
    {"kind", "seed", "size", "puzzle": null, "complete": false, "note"}: the same fact in other fields."""
    import json

    data = api_client.post("/api/generate", json={"kind": "yinyang", "size": "8x8", "time_limit": 1e-9}).json()
    code, out, _ = run_cli("generate", "yinyang", "--size", "8x8", "-t", "1e-9", "--json")
    line = json.loads(out)
    assert code == 1 and {k: v for k, v in data.items() if k not in ("status", "message")} == line
    assert (data["status"], data["message"]) == ("unknown", line["note"] + ": send a longer time_limit (this server "
                                                            "allows up to 60 s), a smaller size or another seed")


def test_a_modes_files_over_the_limit_name_no_puzzle(api_client):
    """/api/mode, which is sent no puzzle, said "the puzzle and its files have 262,154 characters"."""
    response = api_client.post("/api/mode", json={"kind": "calendar", "mode": "census", "files": {"a.txt": "x" * 262154},
                                                  "settings": {"edition": "a.txt"}})
    assert (response.status_code, response.json()) == (
        413, {"error": "the files sent have 262,154 characters; this server takes at most 262,144"})


@pytest.mark.slow  # a browser
@pytest.mark.parametrize("page, button", [("yinyang", "generate"), ("dominofit", "generate")])
def test_the_generator_pages_ask_for_the_servers_longest_time(live_server, browser, page, button):
    """The Yin-Yang and Domino Fit pages asked /api/generate with no time limit, so the server's 10 s: a side past
    about 20 (of the 60 the Yin-Yang fields take), or a unique 100x100 board, was "the time limit of 10 s ran out",
    with no field to give more."""
    from web_server import by_id, open_page, wait_for

    open_page(browser, live_server + f"/puzzle/{page}")
    browser.execute_script(  # every /api/generate body the page sends, kept
        "window.sent = []; const send = window.fetch; window.fetch = (url, init) => {"
        " if (String(url).includes('/api/generate')) window.sent.push(JSON.parse(init.body));"
        " return send(url, init); };")
    browser.execute_script("document.getElementById('rows').value = '4'; document.getElementById('cols').value = '4'")
    by_id(browser, button).click()
    wait_for(browser, lambda: browser.execute_script("return window.sent.length"))
    assert browser.execute_script("return window.sent[0].time_limit") == 60


@pytest.mark.slow  # a browser
@pytest.mark.parametrize("query, edition, message", [
    ("?date=2026-11-18&edition=weekday", "weekday", ""),  # was dragonfjord, the edition passed over in silence
    ("?date=2026-11-18&edition=nosuch", "dragonfjord",
     'the address asks for edition "nosuch", which is not a built-in one (dragonfjord, jarringwords, creamakerspace, '
     "tetromino, weekday): choose one"),
    ("?date=2026-11-18&editon=weekday", "dragonfjord",  # was nothing said
     'the address holds "editon", which this page does not read (it reads date=YYYY-MM-DD and edition=NAME)'),
])
def test_the_calendar_address_edition_is_read_or_named(live_server, browser, query, edition, message):
    from web_server import by_id, open_page, wait_for

    open_page(browser, live_server + "/puzzle/calendar" + query)
    wait_for(browser, lambda: len(by_id(browser, "edition").find_elements("css selector", "option")) > 1)
    wait_for(browser, lambda: by_id(browser, "date").get_attribute("value") == "2026-11-18")
    assert by_id(browser, "edition").get_attribute("value") == edition
    assert by_id(browser, "error").text == message


@pytest.mark.slow  # a browser
def test_an_edition_file_over_the_servers_size_is_named(live_server, browser, tmp_path):
    """An edition file of 600,000 characters chosen on the calendar page was refused as "the request has 600,146
    bytes; this server takes at most 524,288", naming none of the page's inputs."""
    from web_server import by_id, open_page, wait_for

    big = tmp_path / "huge.txt"
    big.write_text("# " + "x" * 600000 + "\n")
    open_page(browser, live_server + "/puzzle/calendar?date=2026-11-18")
    wait_for(browser, lambda: len(by_id(browser, "edition").find_elements("css selector", "option")) > 1)
    by_id(browser, "edition-file").send_keys(str(big))
    wait_for(browser, lambda: by_id(browser, "edition").get_attribute("value") == "file:huge.txt")
    by_id(browser, "solve").click()
    wait_for(browser, lambda: by_id(browser, "error").text)
    assert by_id(browser, "error").text.endswith("(the file huge.txt has 600,003 characters)")
