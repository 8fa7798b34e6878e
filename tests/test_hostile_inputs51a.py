"""Hostile pass 51, part a: the command line."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("kind", "name", "told"), [
    ("yinyang", "y.gz", "would hold the puzzle as plain text, not .gz: name it y.txt"),
    ("yinyang", "y.txt.gz", "would hold the puzzle as plain text, not .gz: name it y.txt"),
    ("yinyang", "my.puzzle.zip", "would hold the puzzle as plain text, not .zip: name it my.puzzle.txt"),
    ("yinyang", "Y.TGZ", "would hold the puzzle as plain text, not .TGZ: name it Y.txt"),
    ("dominofit", "d.json.xz", "would hold the puzzle as plain JSON, not .xz: name it d.json"),
])
def test_generate_refuses_a_compressed_name_for_its_plain_file(run_cli, tmp_path, monkeypatch, kind, name, told):
    """`gridsat generate yinyang -o y.gz` wrote the plain text grid into y.gz, exit 0 ("wrote y.gz"), a file
    zcat refuses and that solve reads only because it looks inside, while g.json, g.pzprv3 and g.jsonl.gz were
    refused for holding another format than their name says."""
    monkeypatch.chdir(tmp_path)
    code, out, err = run_cli("generate", kind, "--size", "4x4", "-o", name)
    assert (code, out, err.strip()) == (2, "", f"gridsat: error: --out {name!r} {told} (and compress it after)")
    assert not (tmp_path / name).exists()


def test_generate_still_refuses_a_gzip_collection_as_before(run_cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, _, err = run_cli("generate", "yinyang", "--size", "4x4", "-o", "c.jsonl.gz")
    assert (code, err.strip()) == (2, "gridsat: error: --out 'c.jsonl.gz': generate writes a plain .jsonl "
                                      "collection (compress it after)")


def test_a_results_file_named_as_an_archive_is_refused_as_a_compressed_one(run_cli, tmp_path, monkeypatch):
    """`gridsat batch FOLDER -o r.tar` wrote plain JSON lines into r.tar while r.zip was refused."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "p.txt").write_text("nurikabe\n2 .\n. .\n")
    code, _, err = run_cli("batch", "in", "-o", "r.tar")
    assert (code, err.strip()) == (2, "gridsat: error: r.tar: a results file is plain JSON lines, not .tar (it is "
                                      "read back to resume a run): name it .jsonl and compress it after")
    assert not (tmp_path / "r.tar").exists()


@pytest.mark.parametrize("flag", ["--svg", "--png"])
def test_a_picture_linked_to_a_device_names_its_option(run_cli, tmp_path, monkeypatch, flag):
    """`gridsat hint p.txt --svg null.svg`, null.svg a link to /dev/null, said "cannot write 'null.svg': not a
    regular file ..." without the option, where a folder or a missing folder there is told "--svg: ..."."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "p.txt").write_text("nurikabe\n2 .\n. .\n")
    name = "null" + flag.replace("--", ".")
    (tmp_path / name).symlink_to("/dev/null")
    assert run_cli("hint", "p.txt", flag, name) == (
        2, "", f"gridsat: error: {flag}: cannot write {name!r}: not a regular file (a pipe, socket or device), "
        "which gridsat would replace with a file; give the name of a file\n")
