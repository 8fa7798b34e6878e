"""Pass 59, a newcomer: what following the README and docs, as a puzzle person would, tripped over."""

HITORI = "https://puzz.link/p?hitori/4/4/1114142333214213"


def _error(api_client, options):
    reply = api_client.post("/api/solve", json={"puzzle": HITORI, "options": options})
    assert reply.status_code == 422
    return reply.json()["error"]


def test_a_command_line_output_option_in_a_web_request_says_what_to_do_instead(api_client):
    # {"options": {"png": "x.png"}} (the command line's --png) said "unknown option 'png' (options: count, limit,
    # ... 40 names)", none of them the picture; /api/mode already said why each is refused
    assert _error(api_client, {"png": "x.png"}) == (
        "option 'png' is not taken by a web request: ask for the picture with \"svg\": true")
    assert _error(api_client, {"--out": "r.jsonl"}) == (
        "option '--out' is not taken by a web request: the server writes no files (run the command line with "
        "--out for a file)")
    assert _error(api_client, {"json": True}) == "option 'json' is not taken by a web request: the answer is always JSON"
    assert _error(api_client, {"svg": True}) == (
        "option 'svg': the picture is asked for by the request's field \"svg\": true, beside \"options\", not in them")
    assert _error(api_client, {"workers": 2}) == (
        "option 'workers' is not taken by a web request: the server chooses the threads of its solver processes")
    # a kind's own setting of that name is still the kind's (calendar's jobs: its design mode)
    reply = api_client.post("/api/solve", json={"kind": "calendar", "argument": "2026-10-06", "options": {"jobs": 2}})
    assert reply.json()["error"].startswith("option 'jobs' goes with the Calendar puzzle mode design")


def test_options_sent_to_the_hint_route_say_its_limits_are_fields(api_client):
    # /api/hint written as /api/solve is, {"options": {"time_limit": 5}}, was "unknown field 'options'" alone
    reply = api_client.post("/api/hint", json={"puzzle": HITORI, "options": {"time_limit": 5}})
    assert reply.status_code == 422 and reply.json()["error"] == (
        "unknown field 'options' (fields: kind, puzzle, position, steps, time_limit, memory_limit); this route "
        "takes no options: its time_limit and memory_limit are fields of the request, {\"time_limit\": 5}")
    reply = api_client.post("/api/hint", json={"puzzle": HITORI, "time_limit": 5})
    assert reply.status_code == 200 and reply.json()["steps"][0]["rule"]
