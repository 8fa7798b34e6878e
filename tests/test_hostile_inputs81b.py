"""Pass 81b (batch in depth): faults found by a hostile user of ``gridsat batch``, each with the words it gave
before."""

from __future__ import annotations

from test_batch_edits import NURIKABE, STARS


def test_the_summary_names_the_lines_of_other_inputs_the_file_also_holds(run_cli, tmp_path):
    # A results file shared by two collections: the second's run said "1 puzzle in r.jsonl" of a file of 2 lines,
    # the first collection's line kept and never named; the summary now says the file holds it too.
    first, second, out = tmp_path / "a.jsonl", tmp_path / "b.jsonl", tmp_path / "r.jsonl"
    first.write_text(f"{STARS}\n")
    second.write_text(f"{NURIKABE}\n")
    assert run_cli("batch", str(first), "--out", str(out), "-j", "1")[0] == 0
    code, text, _ = run_cli("batch", str(second), "--out", str(out), "-j", "1")
    assert code == 0
    assert len(out.read_text().splitlines()) == 2
    assert f"kept: 1 line of puzzles this run was not given (other inputs), also in {out}" in " ".join(text.split())
    code, text, _ = run_cli("batch", str(first), str(second), "--out", str(out), "-j", "1")
    assert code == 0 and "kept:" not in text  # both inputs given: every line is this run's


def test_a_results_line_edited_is_named_with_jsons_words_and_a_missing_field_as_missing(run_cli, tmp_path):
    # A batch line whose "line" was edited to true was told "(its 'line' is True)", Python's word; one without its
    # "status" "(its 'status' is None)", as if it held null.
    import json

    collection, out = tmp_path / "c.jsonl", tmp_path / "r.jsonl"
    collection.write_text(f"{STARS}\n")
    assert run_cli("batch", str(collection), "--out", str(out), "-j", "1", "-q")[0] == 0
    good = json.loads(out.read_text())
    tail = ("; this file was not written by gridsat or was edited, or holds another command's results: choose "
            "another output file")
    for edit, words in ((lambda r: r.update(line=True), "its 'line' is true"),
                        (lambda r: r.update(kind=None, seconds=None), "its 'seconds' is null"),
                        (lambda r: r.pop("status"), "its 'status' is missing")):
        record = dict(good)
        edit(record)
        out.write_text(json.dumps(record) + "\n" + json.dumps(good) + "\n")
        code, _, err = run_cli("batch", str(collection), "--out", str(out), "-j", "1", "-q")
        assert (code, " ".join(err.split())) == (
            2, f"gridsat: error: {out}: line 1 is not a JSON record with a key ({words}){tail}"), edit


def test_a_calendar_year_line_edited_by_hand_names_its_field(run_cli, tmp_path):
    # A year's line without its status, or its date made true, was told only "line 2 is not a JSON record with a
    # key", where a batch line names the field; both now say which field, in the same words.
    import json

    out = tmp_path / "y.jsonl"
    assert run_cli("calendar", "--year", "2027", "--out", str(out))[0] == 0
    lines = out.read_text().splitlines()
    tail = ("; this file was not written by gridsat or was edited, or holds another command's results: mend or "
            "delete line 2 to keep the others, or choose another output file")
    for edit, words in ((lambda r: r.pop("status"), "its 'status' is missing"),
                        (lambda r: r.update(date=True), "its 'date' is true")):
        record = json.loads(lines[1])
        edit(record)
        out.write_text("\n".join([lines[0], json.dumps(record), *lines[2:]]) + "\n")
        code, _, err = run_cli("calendar", "--year", "2027", "--out", str(out))
        assert (code, " ".join(err.split())) == (
            2, f"gridsat: error: {out}: line 2 is not a JSON record with a key ({words}){tail}"), words


def test_a_generated_collection_line_edited_by_hand_names_its_field(run_cli, tmp_path):
    # generate --out over a collection whose line 2 had its seed made true, or its kind taken out, was told only
    # "line 2 is not a JSON record with a key", where a batch line names the field
    out = tmp_path / "g.jsonl"
    assert run_cli("generate", "yinyang", "--size", "5x5", "--count", "2", "--seed", "1", "-o", str(out))[0] == 0
    lines = out.read_text().splitlines()
    tail = ("; this file was not written by gridsat or was edited, or holds another command's results: mend or "
            "delete line 2 to keep the others, or choose another output file")
    for edited, words in ((lines[1].replace('"seed": 2', '"seed": true'), "its 'seed' is true"),
                          (lines[1].replace('"kind": "yinyang", ', ""), "its 'kind' is missing")):
        assert edited != lines[1]
        out.write_text("\n".join([lines[0], edited]) + "\n")
        code, _, err = run_cli("generate", "yinyang", "--size", "5x5", "--count", "3", "--seed", "1", "-o", str(out))
        assert (code, " ".join(err.split())) == (
            2, f"gridsat: error: {out}: line 2 is not a JSON record with a key ({words}){tail}"), words
