"""What a new user, following the README from the top, tripped over in the thirty-ninth pass: each case is
the exact outcome a user gets now."""

from __future__ import annotations

import io

import pytest


class _GoneReader(io.StringIO):
    """stdout whose reader went away (`| head`): every write is a broken pipe, and it has no descriptor."""

    def write(self, text):
        raise BrokenPipeError(32, "Broken pipe")

    def fileno(self):
        raise ValueError("no descriptor")


def test_plain_gridsat_into_a_closed_pipe_exits_141_without_a_traceback(monkeypatch, capsys):
    """`gridsat | head -6` (the help, no command) printed a BrokenPipeError traceback on stderr and exited 1
    about half the time: the help was printed in a handler outside the one that turns a gone reader into 141."""
    from gridsat.cli import main

    monkeypatch.setattr("sys.stdout", _GoneReader())
    with pytest.raises(SystemExit) as ended:
        main([])
    assert ended.value.code == 141
    assert capsys.readouterr().err == ""
