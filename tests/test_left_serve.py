"""``gridsat serve`` as a terminal runs it: Ctrl-C reaches the whole process group, and the solver
processes together stay within the machine's memory."""

from __future__ import annotations

import pytest

from gridsat.cli.serve import machine_share
from gridsat.core.errors import PuzzleInputError


def test_ctrl_c_to_the_process_group_stops_the_server_without_a_traceback():
    """Each idle solver process got the terminal's SIGINT too and printed a KeyboardInterrupt traceback
    (running_server sends Ctrl-C to the whole group and asserts no traceback and exit code 0)."""
    from web_server import running_server, status

    with running_server("-w", "2") as base:
        assert status(base)["pool"]["workers"] == 2


GB = 1024**3


def test_solver_processes_share_the_machines_memory():
    assert machine_share(2, 2.0, False, machine=64 * GB) == 2.0  # room for both: unchanged
    assert machine_share(8, 2.0, False, machine=8 * GB) == 1.0  # the default lowered to the machine's share
    with pytest.raises(PuzzleInputError) as err:
        machine_share(16, 2.0, True, machine=8 * GB)
    assert str(err.value) == ("--workers 16 x --memory-limit 2 GB is more than this machine's 8.0 GB of memory: "
                              "lower one of them")


def test_an_explicit_limit_past_the_machine_is_refused_on_the_command_line(run_cli):
    from gridsat.core.memory import machine_bytes
    from gridsat.core.workers import max_jobs

    workers = max_jobs()  # the most serve takes on this machine
    limit = machine_bytes() / GB / workers * 2  # twice the machine, whatever it has
    code, out, err = run_cli("serve", "--port", "0", "-w", str(workers), "--memory-limit", f"{limit:.3f}")
    assert (code, out) == (2, "") and err.startswith(f"gridsat: error: --workers {workers} x --memory-limit "), err


@pytest.mark.parametrize("host, message", [
    ("", "--host '' is empty: give an address such as 127.0.0.1"),
    (" 127.0.0.1", "--host ' 127.0.0.1' is padded with blanks: give an address such as 127.0.0.1"),
])
def test_an_empty_or_padded_host_is_named(run_cli, host, message):
    """'cannot listen on :0: Name or service not known' hid an empty --host, and a pasted blank was invisible."""
    assert run_cli("serve", "--host", host, "--port", "0") == (2, "", f"gridsat: error: {message}\n")
