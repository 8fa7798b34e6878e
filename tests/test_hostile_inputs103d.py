"""Hostile pass 103, part d: a newcomer following the README and docs from a fresh clone."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import types
from pathlib import Path

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
