"""Pass 72, a newcomer following the README: the stumbles that were in the code."""

from __future__ import annotations

SIX = "https://puzz.link/p?yinyang/6/6/6a166b230900"
FIELDS = "(fields: kind, puzzle, argument, files, options, svg, text)"


def test_a_field_close_to_an_option_is_told_where_the_option_goes(api_client):
    """{"timelimit": 5} beside the puzzle was told "(did you mean 'time_limit'?)", and {"time_limit": 5} then
    "unknown field 'time_limit' ... is an option: send it in 'options'": the advice led to a second refusal. A
    close misspelling of the kind's own setting ('editon') was told the field list alone."""
    reply = api_client.post("/api/solve", json={"puzzle": SIX, "timelimit": 5})
    assert (reply.status_code, reply.json()) == (422, {"error": (
        f"unknown field 'timelimit' (did you mean 'time_limit'?) {FIELDS}; 'time_limit' is an option: send it in "
        "'options', {\"options\": {\"time_limit\": ...}}")})
    reply = api_client.post("/api/solve", json={"kind": "calendar", "argument": "10-06", "editon": "weekday"})
    assert reply.json() == {"error": (
        f"unknown field 'editon' (did you mean 'edition'?) {FIELDS}; 'edition' is an option: send it in 'options', "
        "{\"options\": {\"edition\": ...}}")}
    reply = api_client.post("/api/solve", json={"puzzle": SIX, "puzle": SIX})  # a field's own misspelling: as before
    assert reply.json() == {"error": f"unknown field 'puzle' (did you mean 'puzzle'?) {FIELDS}"}
