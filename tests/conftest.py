"""Shared test helpers.

``../shared`` (beside the project root) holds the team's reference data; a
fresh clone does not have it, so tests that read it use the ``shared_data``
fixture and skip cleanly when it is absent.  Small files the default run
needs are copied into ``tests/data/`` with their source noted.
"""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TEST_DATA = ROOT / "tests" / "data"
SHARED = ROOT.parent / "shared" / "data"


@pytest.fixture
def shared_data() -> Path:
    """Path of ``../shared/data``; skips the test when it is absent."""
    if not SHARED.is_dir():
        pytest.skip("../shared/data is absent (reference data lives beside the project root)")
    return SHARED


@pytest.fixture
def run_cli(capsys):
    """Run the gridsat CLI in-process: returns ``(exit_code, stdout, stderr)``."""
    from gridsat.cli import main

    def run(*args: str):
        code = 0
        try:
            main(list(args))
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
        out = capsys.readouterr()
        return code, out.out, out.err

    return run
