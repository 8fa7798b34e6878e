"""A gridsat run whose stderr is a terminal (a pseudo-terminal), for what gridsat draws only there: progress bars."""

import os
import subprocess
import sys
from pathlib import Path


def stderr_on_a_terminal(*args, timeout: float = 120) -> tuple[int, str]:
    """Run ``gridsat ARGS`` (each ``str()``-ed) with stdout discarded and stderr a pseudo-terminal 100 columns wide:
    ``(exit code, what it drew on stderr, decoded)``."""
    main, tty = os.openpty()
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent / "src"), "COLUMNS": "100"}
    with subprocess.Popen([sys.executable, "-m", "gridsat", *map(str, args)], stdout=subprocess.DEVNULL,
                          stderr=tty, env=env) as run:
        os.close(tty)
        seen = b""
        while True:
            try:
                chunk = os.read(main, 4096)
            except OSError:  # the run ended and closed its side of the terminal
                break
            if not chunk:
                break
            seen += chunk
        code = run.wait(timeout=timeout)
    os.close(main)
    return code, seen.decode("utf-8", "replace")
