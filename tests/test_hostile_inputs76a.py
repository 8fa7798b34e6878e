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


def test_an_option_a_kind_lacks_is_not_sent_to_solve_which_refuses_it_for_that_kind(run_cli, tmp_path):
    # `gridsat norinori P --distinct -n 2` was told "gridsat solve, gridsat pack do", and `gridsat solve P
    # --distinct` then said "--distinct does not apply to norinori puzzles"; `norinori P -k lits` named solve, hint
    # and grade, the last two refusing Norinori too (it has no hints)
    path = tmp_path / "n.txt"
    path.write_text("norinori\n0 0 1 1\n0 0 1 1\n2 2 3 3\n2 2 3 3\n")
    assert run_cli("norinori", str(path), "--distinct", "-n", "2") == (
        2, "", "gridsat: error: No such option: --distinct: gridsat norinori does not take it; gridsat pack does "
               "(see 'gridsat norinori --help')\n")
    assert run_cli("norinori", str(path), "-k", "lits") == (
        2, "", "gridsat: error: No such option: -k: gridsat norinori does not take it; gridsat hint, gridsat grade, "
               "gridsat batch do (see 'gridsat norinori --help')\n")  # (hint and grade take Norinori: pass 86)
