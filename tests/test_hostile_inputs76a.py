"""Hostile pass 76a: the command line, genre by genre."""
import pytest

HEYAWAKE = "heyawake\n. . . .\n. . . .\n. . . .\n. . 1 .\n\n0 0 0 0\n0 1 2 0\n0 0 2 0\n3 0 4 0\n"


@pytest.mark.parametrize("command", [["heyawake"], ["solve"]])
@pytest.mark.parametrize("unsolved, said", [
    (["--to", "text"], "--to text (it converts the puzzle without solving it)"),
    (["--to", "url"], "--to url (it converts the puzzle without solving it)"),
    (["--model-stats"], "--model-stats (it builds the CP-SAT model without solving it)"),
])
def test_limit_with_what_solves_nothing_is_refused_as_not_applying(run_cli, tmp_path, command, unsolved, said):
    # `gridsat heyawake P --to text --limit 2` (and --model-stats, --export-model; `solve` too) was told "--limit
    # goes with --count (use --solutions N to list N solutions)": advice the same command then refused with
    # "--solutions does not apply to --to text"; what solves nothing is now weighed first
    path = tmp_path / "h.txt"
    path.write_text(HEYAWAKE)
    assert run_cli(*command, str(path), *unsolved, "--limit", "2") == (
        2, "", f"gridsat: error: --limit does not apply to {said}\n")


def test_limit_without_count_when_solving_still_points_at_solutions(run_cli, tmp_path):
    path = tmp_path / "h.txt"
    path.write_text(HEYAWAKE)
    assert run_cli("solve", str(path), "--limit", "2") == (
        2, "", "gridsat: error: --limit goes with --count (use --solutions N to list N solutions)\n")
