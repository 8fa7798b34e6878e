"""The twenty-ninth hostile pass over the web app and the long runs (``gridsat serve``, ``gridsat batch``,
``calendar --census --out``; issue 20): each fault it found, kept as a test."""

from __future__ import annotations

from pathlib import Path

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_a_picture_asked_of_a_mode_that_draws_none_is_refused(api_client):
    """``POST /api/mode {"kind": "calendar", "mode": "verify", "svg": true}`` answered 200 with the report and
    neither ``svg`` nor ``svg_skipped``: the picture asked for was dropped unsaid, where ``gridsat calendar
    --verify-edition dragonfjord --svg FILE`` says "--svg does not apply to --verify-edition".  It is now refused
    (the census, which draws its heat map, still takes it: tests/test_web_modes.py)."""
    body = {"kind": "calendar", "mode": "verify", "settings": {"verify_edition": "dragonfjord"}}
    reply = api_client.post("/api/mode", json={**body, "svg": True})
    assert (reply.status_code, reply.json()) == (
        422, {"error": "the Calendar puzzle mode 'verify' draws no picture: leave 'svg' out"})
    assert api_client.post("/api/mode", json={**body, "svg": False}).json()["report"][0]["all_solvable"] is True


def test_a_picture_asked_of_a_kind_that_draws_none_says_so(api_client):
    """``POST /api/solve {"kind": "cover", ..., "svg": true}`` answered the cover with no ``svg`` and nothing saying
    why (``gridsat solve FILE.dlx --svg F`` says "--svg does not apply to cover puzzles").  The kind is known only
    once the puzzle is read (the page for any file asks for pictures of every kind), so the answer now says it:
    ``svg_skipped``."""
    reply = api_client.post("/api/solve", json={"puzzle": (EXAMPLES / "cover-abc.dlx").read_text(), "svg": True})
    data = reply.json()
    assert (reply.status_code, data["status"], "svg" in data, data["svg_skipped"]) == (
        200, "solved", False, "gridsat draws no picture of Exact cover puzzles")
    plain = api_client.post("/api/solve", json={"puzzle": (EXAMPLES / "cover-abc.dlx").read_text()}).json()
    assert (plain["status"], "svg_skipped" in plain) == ("solved", False)



def test_a_whole_last_line_edited_into_a_results_file_is_refused_not_cut_off(run_cli, tmp_path):
    """A results file with a whole line added at its end -- ``{"date": "2026-13-01"}`` in a year's,
    ``{"file": "c.jsonl", "line": 99}`` in a batch's (valid JSON, no status) -- was taken for a line a kill had cut
    short: ``calendar --year 2026 --out y.jsonl`` said "nothing new: every date was in y.jsonl already", and both
    rewrote the file without the line, unsaid; the same line anywhere else was refused.  A kill leaves a line
    unfinished, never a whole JSON object: the line is now refused where it stands, and the file left as it was
    (a line cut short is still cut off and done again: tests/test_jsonl.py)."""
    (tmp_path / "c.jsonl").write_text('"https://puzz.link/p?sudoku/4/4/g1k23k3g"\n')
    out = tmp_path / "r.jsonl"
    assert run_cli("batch", str(tmp_path / "c.jsonl"), "-o", str(out), "-q", "-j", "1")[0] == 0
    first = out.read_text()
    out.write_text(first + '{"file": "c.jsonl", "line": 99}\n')
    assert run_cli("batch", str(tmp_path / "c.jsonl"), "-o", str(out), "-q", "-j", "1") == (
        2, "", f"gridsat: error: {out}: line 2 is not a JSON record with a key (its 'status' is missing); this file "
               "was not written by gridsat or was edited, or holds another command's results: mend or delete line 2 to "
               "keep the others, or choose another output file\n")  # (the seventy-fifth pass: the field named; pass 81b: missing, where it was "is None")
    assert out.read_text() == first + '{"file": "c.jsonl", "line": 99}\n'


def test_a_host_written_as_in_a_url_is_told_the_address_and_port_meant(run_cli):
    """``gridsat serve --host 127.0.0.1:8000`` said "cannot listen on 127.0.0.1:8000:0: Name or service not known",
    and ``--host [::1]`` or ``--host http://localhost:8000/`` alike: the address was right, written as in a URL.
    Each is now told the options meant; a bare IPv6 address is still an address."""
    said = [run_cli("serve", "--host", host, "-p", "0")
            for host in ("127.0.0.1:8000", "[::1]", "http://localhost:8000/", "[::1]:99999")]
    assert said == [
        (2, "", "gridsat: error: --host '127.0.0.1:8000' is written as in a URL: give the address alone, and the port "
                "as --port (--host 127.0.0.1 --port 8000)\n"),
        (2, "", "gridsat: error: --host '[::1]' is written as in a URL: give the address alone (--host ::1)\n"),
        (2, "", "gridsat: error: --host 'http://localhost:8000/' is written as in a URL: give the address alone, and "
                "the port as --port (--host localhost --port 8000)\n"),
        (2, "", "gridsat: error: --host '[::1]:99999' is written as in a URL: give the address alone (--host ::1)\n")]
    from gridsat.cli.serve import _address_alone

    for host in ("::1", "::", "fe80::1%lo", "localhost", "0.0.0.0"):
        _address_alone(host)  # refused by none



def test_a_census_file_line_for_no_date_is_refused(run_cli, tmp_path):
    """A census results file edited to hold a line for 30 February (or month 13) of the same edition and design was
    kept: ``calendar --census --out c.jsonl`` said "wrote c.jsonl" and the file went on holding 367 lines, one of
    them no date, counted by anyone summing it; a year's file refuses such a line.  It is now refused, named, before
    the counting; and a line with no edition said "counts of edition None", now "without an edition"."""
    import json

    from gridsat.puzzles.calendar.editions import load_edition

    line = {"month": 1, "day": 1, "count": 64, "edition": "dragonfjord", "design": load_edition("dragonfjord").design}
    out = tmp_path / "c.jsonl"
    for edited, said in (
            ({**line, "month": 2, "day": 30}, "a line for month 2, day 30, which is no date of this census (edited?): "
                                             "remove the line, or choose another --out"),
            ({**line, "weekday": "Mon"}, "a line for month 1, day 1, weekday 'Mon', which is no date of this census "
                                        "(edited?): remove the line, or choose another --out"),
            ({"month": 1, "day": 2, "count": 64}, "counts without an edition (edited?): it belongs to another run; "
                                                  "choose another --out")):
        out.write_text(json.dumps(line) + "\n" + json.dumps(edited) + "\n")
        assert run_cli("calendar", "--census", "--out", str(out)) == (2, "", f"gridsat: error: {out}: line 2: the file "
                                                                             f"holds {said}\n")
