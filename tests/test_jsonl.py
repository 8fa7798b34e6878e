"""The resumable JSON-lines writer shared by year runs and batches."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.core.jsonl import JsonLinesWriter, read_jsonl


def lines_of(path):
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_writes_one_flushed_line_per_record_and_skips_done_keys(tmp_path):
    path = tmp_path / "out.jsonl"
    with JsonLinesWriter(path, key="k") as w:
        w.write({"k": "a", "v": 1})
        # flushed: another reader sees the line before the writer closes
        assert read_jsonl(path, "k").keys == {"a": {"k": "a", "v": 1}}
        w.write({"k": "b", "v": 2})
    with JsonLinesWriter(path, key="k") as w:
        assert w.has("a") and w.has("b") and not w.has("c")
        assert w.pending(["a", "c", "b", "d"]) == ["c", "d"]
        w.write({"k": "c", "v": 3})
    assert [r["k"] for r in lines_of(path)] == ["a", "b", "c"]


def test_half_written_last_line_is_dropped_and_redone(tmp_path):
    path = tmp_path / "out.jsonl"
    path.write_text('{"k": "a"}\n{"k": "b"}\n{"k": "c", "v": [1, 2')
    found = read_jsonl(path, "k")
    assert list(found.keys) == ["a", "b"]
    assert found.dropped == '{"k": "c", "v": [1, 2'
    with JsonLinesWriter(path, key="k") as w:
        assert w.dropped.startswith('{"k": "c"')
        assert w.pending(["a", "b", "c"]) == ["c"]
        w.write({"k": "c", "v": [1, 2, 3]})
    assert lines_of(path) == [{"k": "a"}, {"k": "b"}, {"k": "c", "v": [1, 2, 3]}]


def test_broken_last_full_line_is_dropped(tmp_path):
    path = tmp_path / "out.jsonl"
    path.write_text('{"k": "a"}\n{"k": "b", \n')
    with JsonLinesWriter(path, key="k") as w:
        assert list(w.done) == ["a"]
        w.write({"k": "b"})
    assert lines_of(path) == [{"k": "a"}, {"k": "b"}]


def test_a_whole_last_line_without_the_key_is_not_taken_for_a_half_written_record(tmp_path):
    # a kill leaves a part of a line, never a whole other one: it was cut off the file
    path = tmp_path / "out.jsonl"
    path.write_text('{"k": "a"}\n{"other": 1}\n')
    with pytest.raises(PuzzleInputError, match="line 2 is not a JSON record with a key"):
        JsonLinesWriter(path, key="k")
    assert path.read_text() == '{"k": "a"}\n{"other": 1}\n'


def test_broken_line_before_the_last_is_bad_input(tmp_path):
    path = tmp_path / "out.jsonl"
    path.write_text('{"k": "a"}\nnot json\n{"k": "b"}\n')
    with pytest.raises(PuzzleInputError) as err:
        JsonLinesWriter(path, key="k")
    assert str(err.value) == (f"{path}: line 2 is not a JSON record with a key; this file was not written "
                              "by gridsat or was edited, or holds another command's results: mend or delete line 2 to keep the "
                              "others, or choose another output file")
    assert path.read_text() == '{"k": "a"}\nnot json\n{"k": "b"}\n'  # left alone


def test_duplicate_keys_are_refused(tmp_path):
    path = tmp_path / "out.jsonl"
    path.write_text('{"k": "a"}\n{"k": "a"}\n')
    with pytest.raises(PuzzleInputError, match=r"line 2 repeats line 1's key \('a'\)"):
        read_jsonl(path, "k")
    path.write_text("")
    with JsonLinesWriter(path, key="k") as w:
        w.write({"k": "a"})
        with pytest.raises(PuzzleInputError, match="key 'a' is already in the results file"):
            w.write({"k": "a"})


def test_key_function_and_missing_file(tmp_path):
    path = tmp_path / "new.jsonl"
    assert read_jsonl(path, "k").records == []
    with JsonLinesWriter(path, key=lambda r: (r["file"], r["kind"])) as w:
        w.write({"file": "x", "kind": "pack"})
        w.write({"file": "x", "kind": "calendar"})
    assert set(read_jsonl(path, lambda r: (r["file"], r["kind"])).keys) == {("x", "pack"), ("x", "calendar")}


def test_missing_folder_is_bad_input(tmp_path):
    with pytest.raises(PuzzleInputError) as err:
        JsonLinesWriter(tmp_path / "nope" / "out.jsonl", key="k")
    assert str(err.value) == f"folder {str(tmp_path / 'nope')!r} does not exist (for {str(tmp_path / 'nope' / 'out.jsonl')!r})"


WRITER = textwrap.dedent("""
    import sys, time
    from gridsat.core.jsonl import JsonLinesWriter
    with JsonLinesWriter(sys.argv[1], key="k") as w:
        for i in range(60):
            if not w.has(i):
                w.write({"k": i, "payload": "x" * 5000})
                time.sleep(0.01)
""")


def test_killed_writer_resumes_to_exactly_one_line_per_key(tmp_path):
    path = tmp_path / "out.jsonl"
    script = tmp_path / "writer.py"
    script.write_text(WRITER)
    proc = subprocess.Popen([sys.executable, str(script), str(path)])
    deadline = time.time() + 30
    while time.time() < deadline and (not path.exists() or path.read_bytes().count(b"\n") < 10):
        time.sleep(0.02)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    first = read_jsonl(path, "k")
    assert 10 <= len(first.records) < 60
    # simulate the worst case too: the kill landed in the middle of a line
    with open(path, "ab") as f:
        f.write(b'{"k": ' + str(len(first.records)).encode() + b', "payload": "xx')
    subprocess.run([sys.executable, str(script), str(path)], check=True)
    records = lines_of(path)
    assert [r["k"] for r in records] == list(range(60))
    assert all(r["payload"] == "x" * 5000 for r in records)


@pytest.mark.parametrize("content", [b"keep\n", b"my notes", b"not json\n"])
def test_a_lone_line_of_other_text_is_not_taken_for_a_half_written_record(tmp_path, content):
    path = tmp_path / "notes.jsonl"
    path.write_bytes(content)
    with pytest.raises(PuzzleInputError, match="line 1 is not a JSON record with a key"):
        JsonLinesWriter(path, key="k")
    assert path.read_bytes() == content


def test_a_first_record_cut_short_is_redone(tmp_path):
    path = tmp_path / "r.jsonl"
    path.write_bytes(b'{"k": 1, "val')
    with JsonLinesWriter(path, key="k") as out:
        assert out.dropped == '{"k": 1, "val' and not out.done
        out.write({"k": 1})
    assert path.read_text() == '{"k": 1}\n'


def test_a_reader_holds_what_keep_leaves_and_a_redo_rewrites_the_rest_byte_for_byte(tmp_path):
    """A batch's results file holds every answer: read whole, a 93 MB one took 730 MB to resume (now 141 MB,
    line by line, each record as ``keep`` leaves it). Redo sees the kept record; the lines kept are rewritten
    as they were, a blank line between them too, and a half-written last line is cut off."""
    path = tmp_path / "r.jsonl"
    lines = ['{"file": "a", "status": "solved", "answer": {"grid": [[1, 2]]}}',
             '{"file": "b",  "status": "unknown", "answer": {"grid": [[2, 1]]}}',
             "",
             '{"file": "c", "status": "solved", "answer": {"grid": [[1, 1]]}, "note": "kept as written"}']
    path.write_text("\n".join(lines) + '\n{"file": "d", "sta')

    def keep(record):
        return {k: v for k, v in record.items() if k != "answer"}

    found = read_jsonl(path, "file", keep=keep)
    assert found.records == [{"file": "a", "status": "solved"}, {"file": "b", "status": "unknown"},
                             {"file": "c", "status": "solved", "note": "kept as written"}]
    assert found.dropped == '{"file": "d", "sta' and found.good_bytes == len("\n".join(lines)) + 1
    seen = []

    def redo(record):
        seen.append(record)
        return record["status"] == "unknown"

    with JsonLinesWriter(path, key="file", redo=redo, keep=keep) as w:
        assert all("answer" not in r for r in seen) and w.redone == 1 and w.redone_keys == {"b"}
        assert sorted(w.done) == ["a", "c"] and w.done["a"] == {"file": "a", "status": "solved"}
    assert path.read_text() == "\n".join([lines[0], lines[2], lines[3]]) + "\n"
