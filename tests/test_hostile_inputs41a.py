"""Hostile pass 41, the command line: faults found and their exact messages now."""

from __future__ import annotations


def test_out_of_range_fraction_is_shown_unrounded(run_cli):
    """`generate dominofit --blocked 0.50000001` said "must be from 0 to 0.5, got 0.5": the value
    shown rounded to the very bound it broke."""
    code, out, err = run_cli("generate", "dominofit", "--blocked", "0.50000001")
    assert (code, out) == (2, "")
    assert err.strip() == "gridsat: error: --blocked must be from 0 to 0.5, got 0.50000001"
    from gridsat.core.settings import _plain

    assert (_plain(0.5), _plain(1e-9), _plain(10000), _plain(0.6)) == ("0.5", "1e-09", "10000", "0.6")


def test_grade_of_a_bare_heyawake_grid_is_not_sent_to_a_command_that_refuses_it(run_cli, tmp_path, monkeypatch):
    """`grade FILE` of a Heyawake grid without its kind line was told "or gridsat grade FILE --kind heyawake",
    which refuses it in turn ("Heyawake has no hints or grades yet")."""
    monkeypatch.chdir(tmp_path)  # a path of 80 characters or more is written FILE: a worker's tmp_path can be
    path = "hm.txt"
    (tmp_path / path).write_text(". . . .\n. . . .\n? . . .\n. . . .\n\nA A A A\nA A B A\nC D D A\nC C E E\n")
    for command in ("grade", "hint"):
        code, out, err = run_cli(command, path)
        assert (code, out) == (2, "")
        assert err.strip() == (
            "gridsat: error: hm.txt: a grid with no kind named above it, which heyawake, aqre, shimaguni, countryroad and ripple all "
            "read: write the kind's name on a line of its own above the grid (as --to text writes it), or gridsat "
            f"{command} {path} --kind KIND")  # (Heyawake hints since pass 86: the command pointed to now takes it;
        # Aqre reads the same grid since the eleventh sitting)
