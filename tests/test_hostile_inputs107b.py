"""Hostile pass 107, part b: Hashiwokakero, Yajilin hints and play card, Fillomino on sparse boards."""

from __future__ import annotations

import pytest

YAJILIN = "https://puzz.link/p?yajilin/5/5/m32j10"
PASTED = ("; that is a position itself, where --position takes a file's name: save the position in a file, each row "
          "on a line of its own, and name it, or pipe it in and give - (standard input)\n")


@pytest.mark.parametrize("position", ["00000/00000/00020/00000/00000", "00000.00000.00020.00000.00000", "0?1"])
def test_a_position_written_after_position_is_told_it_names_a_file(run_cli, tmp_path, monkeypatch, position):
    # 'hint URL --position 00000/00000/00020/...' said only "cannot read position file: No such file or
    # directory", as though a file were missing, where the position itself was written in the file's place
    monkeypatch.chdir(tmp_path)
    assert run_cli("hint", YAJILIN, "--position", position) == (
        2, "", f"gridsat: error: {position}: cannot read position file: No such file or directory{PASTED}")


def test_a_missing_position_file_by_name_is_told_no_more(run_cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert run_cli("hint", YAJILIN, "--position", "pos.txt") == (
        2, "", "gridsat: error: pos.txt: cannot read position file: No such file or directory\n")
