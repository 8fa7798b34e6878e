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


class _FullDisk(_GoneReader):
    def write(self, text):
        raise OSError(28, "No space left on device")


def test_plain_gridsat_onto_a_full_disk_says_so_in_one_line(monkeypatch, capsys):
    """`gridsat >/dev/full` (or `>&-`) printed an OSError traceback and exited 1; now one line and exit 2, as
    `gridsat --version` and every other command do."""
    from gridsat.cli import main

    monkeypatch.setattr("sys.stdout", _FullDisk())
    with pytest.raises(SystemExit) as ended:
        main([])
    assert ended.value.code == 2
    assert capsys.readouterr().err == "gridsat: error: cannot write the output: No space left on device\n"


@pytest.mark.parametrize(("stdout", "code", "said"), [
    (_GoneReader, 141, ""), (_FullDisk, 2, "gridsat: error: cannot write the output: No space left on device\n")])
def test_version_keeps_its_codes(monkeypatch, capsys, stdout, code, said):
    from gridsat.cli import main

    monkeypatch.setattr("sys.stdout", stdout())
    with pytest.raises(SystemExit) as ended:
        main(["--version"])
    assert (ended.value.code, capsys.readouterr().err) == (code, said)


def test_a_board_given_to_hint_says_how_to_write_it_as_a_puzzle_file(run_cli):
    """`gridsat hint 8x8-centre --kind pack` was told only `gridsat pack --board 8x8-centre`, which solves it
    and gives no hint: now it also gets the puzzle file hint reads."""
    assert run_cli("hint", "8x8-centre", "--kind", "pack") == (
        2, "", "gridsat: error: 8x8-centre: no such file; '8x8-centre' is a board, not a packing puzzle file (JSON): "
               "gridsat pack --board 8x8-centre; in Python, gridsat.pack('8x8-centre'); as a puzzle file (for hint, "
               'grade or batch): {"kind": "pack", "board": "8x8-centre"}\n')


def test_the_file_it_names_gives_the_hint(run_cli, tmp_path):
    path = tmp_path / "board.json"
    path.write_text('{"kind": "pack", "board": "8x8-centre"}')
    code, out, err = run_cli("hint", str(path))
    assert (code, err) == (0, "") and out.startswith("next step")


@pytest.mark.parametrize("command", ["solve", "hint", "grade"])
def test_a_board_word_without_kind_is_told_too(run_cli, command):
    """`gridsat solve 6x10` (and hint, grade) said only "6x10: cannot read puzzle file: No such file or directory",
    where `solve 10-06` says it is a date: now a board says so without --kind too."""
    assert run_cli(command, "6x10") == (
        2, "", "gridsat: error: 6x10: no such file; '6x10' is a board, not a packing puzzle file (JSON): gridsat pack "
               "--board 6x10; in Python, gridsat.pack('6x10'); as a puzzle file (for hint, grade or batch): "
               '{"kind": "pack", "board": "6x10"}\n')


def test_other_missing_words_keep_their_message(run_cli):
    assert run_cli("solve", "hello") == (2, "", "gridsat: error: hello: cannot read puzzle file: No such file or "
                                                "directory\n")
