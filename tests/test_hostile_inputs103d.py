"""Hostile pass 103, part d: a newcomer following the README and docs from a fresh clone."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import types
from pathlib import Path

import pytest

from gridsat.core.spawning import unstarted_reason

SRC = Path(__file__).resolve().parents[1] / "src"


def test_unstarted_worker_of_an_unguarded_script_says_what_to_do():
    """A worker refused at start (exit code 1) in a script run by path: the advice names the script and the guard."""
    script = types.SimpleNamespace(__file__="/tmp/mine.py", __spec__=None)
    assert unstarted_reason(1, script) == (
        " before it started: worker processes import this script (/tmp/mine.py) again, and a call at its top level"
        " that starts them would start them again in each: put that call under 'if __name__ == \"__main__\":'")


def test_unstarted_worker_otherwise_says_only_when():
    """Killed by a signal, an interactive session, or a package's __main__ (not imported again): no advice."""
    script = types.SimpleNamespace(__file__="/tmp/mine.py", __spec__=None)
    assert unstarted_reason(-9, script) == " before it started"
    assert unstarted_reason(1, types.SimpleNamespace()) == " before it started"
    package = types.SimpleNamespace(__file__="/x/gridsat/__main__.py", __spec__=types.SimpleNamespace(name="gridsat.__main__"))
    assert unstarted_reason(1, package) == " before it started"


@pytest.mark.slow  # seconds on a loaded 2-core machine: the default run keeps under five minutes
def test_web_app_from_an_unguarded_script_answers_with_the_guard(tmp_path):
    """docs/web.md's test client in a script without ``if __name__ == "__main__":``: every request answered only
    "the solver process stopped unexpectedly (exit code 1); a new one has taken its place"."""
    script = tmp_path / "serve_it.py"
    script.write_text("import json\n"
                      "from starlette.testclient import TestClient\n"
                      "from gridsat.web import Limits, create_app\n"
                      "with TestClient(create_app(Limits(workers=1))) as client:\n"
                      "    print(json.dumps(client.post('/api/solve', json={'puzzle': "
                      "'https://puzz.link/p?yinyang/5/5/016612300'}).json()))\n")
    env = dict(os.environ, PYTHONPATH=str(SRC))
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, env=env, timeout=300)
    error = json.loads(done.stdout.strip().splitlines()[-1])["error"]
    assert error == ("the solver process stopped unexpectedly (exit code 1 before it started: worker processes import"
                     f" this script ({script}) again, and a call at its top level that starts them would start them"
                     " again in each: put that call under 'if __name__ == \"__main__\":'); a new one has taken its place")


def test_generate_json_fields_name_every_generator_with_a_text_puzzle():
    """docs/json.md's generate fields named Yin-Yang's, Kurodoko's, Light Up's and Slitherlink's text file as the
    ``puzzle``, and the ``givens`` of those, not Nurikabe's or Creek's, which ``generate --json`` gives too."""
    import gridsat

    page = (Path(__file__).resolve().parents[1] / "docs" / "json.md").read_text()
    block = page.split("```generate-fields\n", 1)[1].split("```", 1)[0]
    lines = {line.split()[0]: line for line in block.splitlines() if line.strip()}
    for name in gridsat.kinds.names():
        kind = gridsat.kinds.get(name)
        if kind.generator() is not None:
            assert kind.title in lines["puzzle"] and kind.title in lines["givens"], kind.title


def test_web_generate_lists_the_generators_as_the_command_line_does(api_client):
    """``POST /api/generate {"kind": "hitori"}`` listed the kinds with a generator in the registry's order, said to
    be as ``gridsat generate hitori`` says it, which sorts them."""
    reply = api_client.post("/api/generate", json={"kind": "hitori"})
    assert (reply.status_code, reply.json()) == (422, {"error": "Hitori has no generator yet (kinds with one: aqre, cave, "
                                                       "countryroad, creek, dominofit, gokigen, kurodoko, kurotto, lightup, mochikoro, nonogram, nurikabe, nurimisaki, ripple, shikaku, slitherlink, tentaisho, "
                                                       "yinyang)"})


def test_a_kind_reads_its_text_by_the_name_its_signature_shows():
    """``kind.parse(text=URL)`` (``inspect.signature`` shows ``(text, source='puzzle', base=None, **settings)``)
    raised "GridKind.parse() missing 1 required positional argument: 'value'", the type-checking wrapper's name."""
    import gridsat

    creek = gridsat.kinds.get("creek")
    url = "https://puzz.link/p?creek/6/6/gagaich2cgb6769dt"
    assert creek.parse(text=url).rows == 6 and creek.detect(text=url)
    assert gridsat.kinds.get("pack").parse(text='{"board": "3x20"}', source="mine").count().count == 8
    for call, words in ((lambda: creek.parse(), "GridKind.parse() missing 1 required positional argument: 'text'"),
                        (lambda: creek.parse(url, text=url), "GridKind.parse() got multiple values for argument 'text'"),
                        (lambda: creek.parse(text=3), "text must be a puzzle's text or URL (str), got int")):
        try:
            call()
        except TypeError as exc:
            assert str(exc) == words
        else:
            raise AssertionError(words)


def test_a_genre_checks_an_answer_given_by_the_name_its_signature_shows():
    """``puzzle.violations(grid=...)`` (``inspect.signature`` shows ``(grid)``) raised "CreekPuzzle.violations() got
    an unexpected keyword argument 'grid'": the value-checking wrapper named it ``g``."""
    import gridsat

    _, creek = gridsat.read("https://puzz.link/p?creek/6/6/gagaich2cgb6769dt")
    assert creek.violations(grid=[[0] * 6] * 6)[0] == "the 2 at the top-left corner of r2c5 has 0 shaded cells around it"
    _, lits = gridsat.read("https://puzz.link/p?lits/4/4/9q02jg")
    assert lits.violations(grid=lits.solve().grid) == []
