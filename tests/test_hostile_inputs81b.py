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
