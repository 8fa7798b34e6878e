"""A record as ``gridsat generate KIND --json`` prints it, read back by the command line: ``solve -u`` proves its
puzzle unique and ``batch --check-answer`` finds its answer the recorded one (tests of generators' ``to_json()``)."""

import json


def assert_reads_back(run_cli, folder, record: dict) -> None:
    """Write ``record`` to ``folder``/g.json and assert both commands read it back as its own."""
    (folder / "g.json").write_text(json.dumps(record))
    code, out, err = run_cli("solve", str(folder / "g.json"), "-u")
    assert (code, err) == (0, "") and "unique" in out
    code, out, err = run_cli("batch", str(folder / "g.json"), "--out", str(folder / "r.jsonl"), "--check-answer")
    line = json.loads((folder / "r.jsonl").read_text())
    assert code == 0 and (line["status"], line["matches_record"]) == ("solved", True)


def pack_project(root, folder: str, board: str, pieces: str, monkeypatch, name: str = "p.json") -> None:
    """A project at ``root`` (made) whose ``folder`` holds a packing puzzle ``name`` of ``board`` naming ``pieces.txt``
    (written with ``pieces``), run once by batch into ``root``/r.jsonl from ``root`` (the tests of copied projects)."""
    from gridsat.batch import run_batch

    (root / folder).mkdir(parents=True)
    (root / folder / "pieces.txt").write_text(pieces)
    (root / folder / name).write_text(json.dumps({"kind": "pack", "board": board, "pieces": "pieces.txt"}) + "\n")
    monkeypatch.chdir(root)
    run_batch([folder], "r.jsonl", jobs=1)


class Published:
    """The published puzzles of one genre's data file (tests/data/genres/GENRE.json: a list of records, each with
    its ``name``, its puzzle and its published ``answer``, rows of space-separated numbers where the genre's
    answer is numbers), read once for a test file's hint tests."""

    def __init__(self, genre: str):
        from pathlib import Path

        self.records = json.loads((Path(__file__).parent / "data" / "genres" / f"{genre}.json").read_text())

    def record(self, name: str) -> dict:
        """The record named ``name`` (StopIteration when none is)."""
        return next(r for r in self.records if r["name"] == name)

    def answer_rows(self, name: str) -> list:
        """The published answer of ``name`` as rows of whole numbers."""
        return [[int(v) for v in row.split()] for row in self.record(name)["answer"]]
