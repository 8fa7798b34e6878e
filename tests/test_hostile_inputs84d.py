"""Hostile pass 84, helper d: files and concurrency (runs sharing files, odd paths)."""

from __future__ import annotations

import pytest

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
    # and was told "several puzzles: one gridsat solve each ..., since gridsat batch takes no --", which batch takes
    assert "several puzzles: gridsat batch FILE...)" in err
    code, out, _ = run_cli("solve", "--", "-yy.txt")
    assert code == 0 and "solved" in out


@pytest.mark.slow  # (1.8 s of the default run, sitting 14: the slow set runs it)
def test_a_census_picture_on_a_full_disk_says_its_lines_are_kept(run_cli, tmp_path, monkeypatch):
    # Was: "cannot write 'c.png': No space left on device" alone, of a census whose --out lines were written and
    # kept (as generate's picture failure says its puzzle file was written).
    import gridsat.core.pictures as pictures
    from gridsat.core.errors import PuzzleInputError

    def full(fig, path, *args, **kw):
        raise PuzzleInputError(f"cannot write {str(path)!r}: No space left on device")

    monkeypatch.setattr(pictures, "save_figure", full)
    monkeypatch.chdir(tmp_path)
    code, _, err = run_cli("calendar", "--census", "--out", "c.jsonl", "--png", "c.png")
    assert code == 2
    assert err.strip() == "gridsat: error: cannot write 'c.png': No space left on device; every line is kept in c.jsonl"
    assert len((tmp_path / "c.jsonl").read_text().splitlines()) == 366
    code, _, err = run_cli("calendar", "--census", "--png", "c.png")
    assert err.strip() == "gridsat: error: cannot write 'c.png': No space left on device"


def test_a_results_file_rewrite_on_a_full_disk_says_the_file_is_kept(tmp_path, monkeypatch):
    # Was: "cannot write 'r.jsonl': No space left on device" alone, when a resume taking out the lines to redo
    # could not rewrite the results file (it was kept whole, but the message said neither that nor what to do).
    import pytest

    import gridsat.core.files as files
    from gridsat.core.errors import PuzzleInputError
    from gridsat.core.jsonl import JsonLinesWriter

    path = tmp_path / "r.jsonl"
    text = '{"k": 1, "s": "solved"}\n{"k": 2, "s": "unknown"}\n'
    path.write_text(text)

    def full(target, write, **kw):
        raise PuzzleInputError(f"cannot write {str(target)!r}: No space left on device")

    monkeypatch.setattr(files, "atomic_write", full)
    with pytest.raises(PuzzleInputError) as info:
        JsonLinesWriter(path, key="k", redo=lambda r: r["s"] == "unknown")
    assert str(info.value) == (f"cannot write {str(path)!r}: No space left on device; it is kept as it was: make "
                               "room and run the same command again")
    assert path.read_text() == text


def test_a_generated_collection_is_not_called_a_results_file(tmp_path):
    # Was: "cannot write results file: No space left on device ..." and "the results file was removed ...", of
    # 'generate --count N --out c.jsonl', whose writer is named a collection.
    import pytest

    from gridsat.core.errors import PuzzleInputError
    from gridsat.core.jsonl import JsonLinesWriter

    path = tmp_path / "c.jsonl"
    with JsonLinesWriter(path, key="seed", noun="collection") as writer:
        writer.write({"seed": 1})
        path.unlink()
        with pytest.raises(PuzzleInputError) as info:
            writer.write({"seed": 2})
    assert str(info.value) == (f"{path}: the collection was removed or replaced while this run wrote it; run the "
                               "same command again to redo what it held")


def test_a_results_file_with_a_long_name_the_system_takes_is_written(tmp_path):
    # Was: "r...r.jsonl (255 characters): cannot write results file: File name too long" for any name of 249-255
    # bytes (the file itself was made, and left empty): its aside file's name, '.NAME.aside', was the one too long.
    from gridsat.core.jsonl import JsonLinesWriter

    path = tmp_path / ("r" * 249 + ".jsonl")
    path.write_text('{"k": 1, "s": "solved"}\n{"k": 2, "s": "unknown"}\n')
    with JsonLinesWriter(path, key="k") as writer:
        assert writer.take_out(lambda r: r["s"] == "unknown", restorable=lambda r: True) == 1
        assert [r["k"] for r in writer.put_back()] == [2]
    assert path.read_text() == '{"k": 1, "s": "solved"}\n{"k": 2, "s": "unknown"}\n'
    fresh = tmp_path / ("n" * 248 + ".jsonl")
    with JsonLinesWriter(fresh, key="k") as writer:
        writer.write({"k": 1})
    assert fresh.read_text() == '{"k": 1}\n'


def test_a_results_file_made_for_a_run_refused_on_opening_is_not_left_empty(tmp_path, monkeypatch):
    # Was: a file the writer made, then refused on opening (its aside file's name too long, above), was left behind
    # empty; a run refused after opening already removed it.
    import pytest

    import gridsat.core.jsonl as jsonl
    from gridsat.core.errors import PuzzleInputError

    def refused(*args, **kw):
        raise PuzzleInputError("refused")

    monkeypatch.setattr(jsonl, "read_jsonl", refused)
    path = tmp_path / "new.jsonl"
    with pytest.raises(PuzzleInputError):
        jsonl.JsonLinesWriter(path, key="k")
    assert not path.exists()


def test_batch_check_answer_of_a_puzzle_with_a_long_name(run_cli, tmp_path, monkeypatch):
    # Was: status internal_error, "OSError: [Errno 36] File name too long: '...x.solution.txt' (a gridsat bug:
    # please report it ...)", for a puzzle file named with 243-255 bytes: no answer file can have that name.
    import json

    (tmp_path / "in").mkdir()
    shutil.copy(EXAMPLES / "yinyang-10x10.txt", tmp_path / "in" / ("x" * 251 + ".txt"))
    monkeypatch.chdir(tmp_path)
    code, _, _ = run_cli("batch", "in", "--out", "r.jsonl", "--check-answer", "-q", "-j", "1")
    line = json.loads((tmp_path / "r.jsonl").read_text())
    assert (code, line["status"], line.get("matches_record")) == (0, "solved", None)


def test_an_edition_or_piece_file_on_standard_input_is_not_told_to_use_dash():
    # Was: "-: this is a calendar edition file, not a puzzle: gridsat calendar --verify-edition - checks its dates;
    # gridsat calendar DATE -e - solves one" (and 'pack --board RxC --pieces -'), commands refused as "unknown
    # edition '-'" and "unknown piece set '-'": standard input is read only as the puzzle.
    from gridsat.core.companions import companion_file

    edition = (EXAMPLES / "my-edition.txt").read_text()
    pieces = (EXAMPLES / "pieces.txt").read_text()
    mask = (EXAMPLES / "8x8-centre.txt").read_text()
    note = " (standard input saved as FILE: it is read only as the puzzle)"
    said = [companion_file(text, "-") for text in (edition, pieces, mask)]
    assert said == [companion_file(text, "FILE") + note for text in (edition, pieces, mask)]
    assert all(" -e -" not in s and "--pieces -" not in s and "'-'" not in s for s in said)


def test_a_picture_to_dash_is_worded_as_out_dash(run_cli):
    # Was: "--png file must end in .png, got '-'", where '--out -' says "'-': gridsat writes it to a file, not to
    # standard output: give a file name".
    for flag in ("--png", "--svg"):
        code, _, err = run_cli("solve", str(EXAMPLES / "yinyang-10x10.txt"), flag, "-")
        assert (code, err.strip()) == (2, f"gridsat: error: {flag} '-': gridsat writes it to a file, not to standard "
                                          "output: give a file name")


def test_a_picture_in_a_folder_on_a_read_only_mount_is_not_said_to_be_denied(tmp_path, monkeypatch):
    # Was: "--png: folder 'small' cannot be written in (permission denied, for 'small/x.png')" of a folder on a
    # read-only file system (mount -o ro), where no permission was missing.
    import os
    import types

    import pytest

    from gridsat.core.errors import PuzzleInputError
    from gridsat.core.files import check_output

    monkeypatch.setattr(os, "access", lambda *a, **k: False)
    flags = {"ro": os.ST_RDONLY, "rw": 0}
    for state, why in (("ro", "a read-only file system"), ("rw", "permission denied")):
        monkeypatch.setattr(os, "statvfs", lambda path, f=flags[state]: types.SimpleNamespace(f_flag=f))
        with pytest.raises(PuzzleInputError) as info:
            check_output(tmp_path / "x.png", "--png", "picture file")
        assert str(info.value) == f"--png: folder {str(tmp_path)!r} cannot be written in ({why}, for " \
                                  f"{str(tmp_path / 'x.png')!r})"


def test_a_file_in_place_of_the_lock_folder_is_named_with_what_to_do(tmp_path, monkeypatch):
    # Was: "gridsat: error: /tmp/gridsat-locks-0: File exists", saying neither what that is nor what to do.
    import os
    import tempfile

    import pytest

    from gridsat.core.errors import PuzzleInputError
    from gridsat.core.jsonl import JsonLinesWriter

    uid = os.getuid() if hasattr(os, "getuid") else "user"
    monkeypatch.setattr(tempfile, "gettempdir", lambda: str(tmp_path))
    (tmp_path / f"gridsat-locks-{uid}").write_text("")
    with pytest.raises(PuzzleInputError) as info:
        JsonLinesWriter(tmp_path / "r.jsonl", key="k")
    assert str(info.value) == (f"cannot make gridsat's lock folder {str(tmp_path / f'gridsat-locks-{uid}')!r} (File "
                               "exists; the results file is locked there): remove what is in its place, or set "
                               "TMPDIR to another folder")
    assert not (tmp_path / "r.jsonl").exists()


def test_a_lock_file_that_cannot_be_made_is_not_blamed_on_the_results_file(tmp_path, monkeypatch):
    # Was: "r.jsonl: cannot write results file: Permission denied" when the lock folder (another user's) refused
    # the lock file: the results file itself was writable.
    import os

    import pytest

    import gridsat.core.locks as locks
    from gridsat.core.errors import PuzzleInputError

    real = os.open

    def refused(path, *args, **kw):
        if str(path).endswith(".lock"):
            raise PermissionError(13, "Permission denied")
        return real(path, *args, **kw)

    monkeypatch.setattr(locks.os, "open", refused)
    lock = locks.ExclusiveLock(str(tmp_path / "x.lock"))
    with pytest.raises(PuzzleInputError) as info:
        lock.acquire()
    assert str(info.value) == (f"cannot make the results file's lock {str(tmp_path / 'x.lock')!r} (Permission "
                               "denied): set TMPDIR to a folder of your own")
