"""Hostile pass 100, part b: the clue generators (Kurodoko, Light Up, Slitherlink) as a designer uses them."""

from __future__ import annotations

import json

import pytest

from test_hostile_inputs80a import _documented, _undocumented


@pytest.mark.parametrize("kind", ["kurodoko", "lightup", "slitherlink"])
def test_the_clue_generators_records_are_described_in_the_json_schema(run_cli, kind):
    """``generate lightup --json`` prints ``givens``, ``checks`` and ``candidates`` (and ``unsettled`` when a check
    ran past its bound), which docs/json.md described for Yin-Yang and Domino Fit alone ("givens: given circles
    (Yin-Yang) or given dominoes (Domino Fit)", "checks: Yin-Yang: ...", "candidates: with --grade: ...") and
    ``unsettled`` not at all."""
    code, out, err = run_cli("generate", kind, "--size", "3x3", "--json")
    data = json.loads(out)
    fields = _documented("generate-fields")
    assert (code, err) == (0, "") and _undocumented(data, fields) == []
    assert fields["unsettled"] == "int"
    from pathlib import Path

    page = (Path(__file__).resolve().parents[1] / "docs" / "json.md").read_text()
    block = page.split("```generate-fields\n", 1)[1].split("```", 1)[0]
    lines = {line.split()[0]: line for line in block.splitlines() if line.strip()}
    for key in ("puzzle", "givens", "checks", "candidates", "unsettled"):
        assert "Slitherlink" in lines[key] and "Light Up" in lines[key], key


def test_a_full_width_size_sent_to_the_generator_api_is_said_so(api_client):
    """``POST /api/generate {"kind": "lightup", "size": "５x５"}`` (typed on a Japanese keyboard, as the page's Size
    field takes it) answered "'size' '５x５' is not RxC (e.g. 10x10)", which the size seems to be, where ``gridsat
    generate lightup --size ５x５`` says why: the server's errors now say it as the command line's do."""
    reply = api_client.post("/api/generate", json={"kind": "lightup", "size": "５x５"})
    assert (reply.status_code, reply.json()) == (422, {
        "error": "'size' '５x５' is not RxC (e.g. 10x10) ('５x５' has full-width characters: write 5x5)"})


def test_a_grade_no_candidate_reaches_prints_the_documented_unknown_record(run_cli):
    """``generate lightup --size 2x2 --grade expert --json`` prints ``{kind, seed, size, puzzle: null, complete:
    false, note}`` (exit 1) as docs/json.md says a puzzle a limit stopped prints, but the page named only a limit."""
    code, out, err = run_cli("generate", "lightup", "--size", "2x2", "--grade", "expert", "--json")
    data = json.loads(out)
    assert (code, data["puzzle"], data["complete"]) == (1, None, False)
    assert data["note"] == ("no expert 2x2 Light Up puzzle found in the 50 candidates seed 1 gives: try another seed, "
                            "an easier grade or a larger board")
    from pathlib import Path

    page = (Path(__file__).resolve().parents[1] / "docs" / "json.md").read_text()
    assert "or one no candidate gave (a `--grade` not reached\namong 50 candidates)" in page
