"""Shell completion: ``gridsat --show-completion SHELL`` prints a script, and
the ``_GRIDSAT_COMPLETE`` protocol it uses completes commands, options and
the values of options with known values (editions, boards, engines)."""

import os
import subprocess
import sys

import pytest


def complete(words: str) -> list[str]:
    """What bash completion offers for the command line ``words`` (the last
    word is the one being completed)."""
    parts = words.split(" ")
    env = {**os.environ, "COMP_WORDS": words, "COMP_CWORD": str(len(parts) - 1),
           "_GRIDSAT_COMPLETE": "complete_bash"}
    done = subprocess.run([sys.executable, "-m", "gridsat"], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


@pytest.mark.parametrize(("words", "offered"), [
    ("gridsat pa", ["pack"]),
    ("gridsat calendar -e dragonf", ["dragonfjord"]),
    ("gridsat pack --board 8x8-c", ["8x8-centre"]),
])
def test_completion_offers_commands_and_known_values(words, offered):
    assert complete(words) == offered


def test_completion_offers_each_engine_once():
    engines = complete("gridsat yinyang --engine ")
    assert engines[0] == "auto" and "cpsat" in engines and len(engines) == len(set(engines))


def test_show_completion_prints_the_bash_script():
    # the shell is named, not detected: a test may run under no shell, or sh
    env = {**os.environ, "_TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION": "1"}
    done = subprocess.run([sys.executable, "-m", "gridsat", "--show-completion", "bash"], capture_output=True,
                          text=True, timeout=120, env=env)
    assert done.returncode == 0
    assert "_GRIDSAT_COMPLETE=complete_bash" in done.stdout and "complete -o default -F" in done.stdout
