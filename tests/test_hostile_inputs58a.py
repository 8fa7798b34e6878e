"""Hostile pass 58, part a: the command line's faults, each with the exact message it now gives."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("args, said", [
    ((), "Missing argument 'PATH': the puzzles to solve, as files, folders or .jsonl collections (e.g. gridsat "
         "batch examples/batch --out results.jsonl)"),
    (("examples/batch",), "Missing option '--out' / '-o': the results file, one JSON line a puzzle, that a run "
                          "given it again resumes (e.g. --out results.jsonl)")])
def test_batch_without_its_folder_or_results_file_is_told_what_goes_there(run_cli, args, said):
    # 'gridsat batch' said no more than "Missing argument 'PATH'." and 'gridsat batch FOLDER' "Missing option
    # '--out' / '-o'.", where 'gridsat nurikabe' alone is told what goes in its PUZZLE
    assert run_cli("batch", *args) == (2, "", f"gridsat: error: {said} (see 'gridsat batch --help')\n")
