"""Hostile pass 84, helper d: files and concurrency (runs sharing files, odd paths)."""

from __future__ import annotations

import shutil
from pathlib import Path

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_a_dashed_file_after_double_dash_is_not_said_to_be_read_as_options(run_cli, tmp_path, monkeypatch):
    # Was: "'-yy.txt' was read as options, as a name starting with '-' is: give the file as ./-yy.txt", of
    # 'solve -- -yy.txt --svg a.svg', where the file was read as the puzzle and '--svg a.svg' were the extra words.
    shutil.copy(EXAMPLES / "yinyang-10x10.txt", tmp_path / "-yy.txt")
    monkeypatch.chdir(tmp_path)
    code, _, err = run_cli("solve", "--", "-yy.txt", "--svg", "a.svg")
    assert code == 2
    assert "'--svg a.svg' is more words" in err
    assert "was read as options" not in err
    code, out, _ = run_cli("solve", "--", "-yy.txt")
    assert code == 0 and "solved" in out
