"""The sixteenth hostile pass over the grid genres on the command line: puzz.link URLs edited, text and JSON
forms, options per genre, limits and Ctrl-C (each test a fault found, kept)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("url, where", [
    ("https://puzz.link/p?akari/6/6/NEKCAKBL", "Light Up: URL body character 1 ('N')"),
    ("https://puzz.link/p?akari/6/6/nekcaKbl", "Light Up: URL body character 6 ('K')"),
    ("https://puzz.link/p?slither/5/5/CBCBCDDAD", "Slitherlink: URL body character 1 ('C')"),
    ("https://puzz.link/p?slither/5/5/cbcbcdDad", "Slitherlink: URL body character 7 ('D')"),
])
def test_an_upper_case_letter_of_a_four_cell_body_is_named_not_read_as_lower_case(run_cli, url, where):
    """A Light Up or Slitherlink URL whose body letters were upper case ('NEKCAKBL') solved the board of the
    lower-case URL: the four-cell codec lowered every character, where puzz.link's decode4Cell
    (robx/pzprjs src/variety-common/Encode.js) compares them case-sensitively and reads an upper-case letter as
    one empty cell, another board.  The number codec of Nurikabe, Sudoku... names such a letter; this one does
    now too."""
    code, out, err = run_cli("solve", url)
    assert code == 2 and out == ""
    assert err == f"gridsat: error: {where}: not 0-9, a-e, a run g-z or '.'\n"


def test_lower_case_four_cell_bodies_still_read(run_cli):
    code, out, _ = run_cli("solve", "https://puzz.link/p?akari/6/6/nekcakbl", "--to", "text")
    assert code == 0 and out == "lightup\n. . . . . .\n. . 4 . . .\n. . . . 2 .\n. 0 . . . .\n. . . 1 . .\n. . . . . .\n"


def _import_cut_by_ctrl_c(*args, **kwargs):
    """What CPython raises when Ctrl-C strikes while a compiled module (OR-Tools' ``cp_model_helper``) initialises:
    pybind11 turns the KeyboardInterrupt into ``ImportError: initialization failed``, caused by it."""
    try:
        raise KeyboardInterrupt
    except KeyboardInterrupt as exc:
        raise ImportError("initialization failed") from exc


def test_ctrl_c_while_a_compiled_module_is_imported_ends_the_run_as_ctrl_c(run_cli, monkeypatch):
    """``solve`` on a 60x60 Nurikabe (the deductions for 1.5 s, then CP-SAT) with ``-n 5``, Ctrl-C after 1.5 s of
    CPU: a traceback ending "ImportError: initialization failed" and exit 1 (3 times in 4), where every other Ctrl-C
    says "gridsat: interrupted (Ctrl-C)" and exits 130.  The Ctrl-C struck while OR-Tools' compiled
    ``cp_model_helper`` was imported, which pybind11 reports as an ImportError caused by the KeyboardInterrupt."""
    from gridsat.puzzles.grid.kind import GridKind

    monkeypatch.setattr(GridKind, "cpsat_session", _import_cut_by_ctrl_c)
    code, out, err = run_cli("solve", "https://puzz.link/p?norinori/5/5/cag4ocjo", "--engine", "cpsat")
    assert (code, out, err) == (130, "", "gridsat: interrupted (Ctrl-C)\n")


def test_an_import_error_of_its_own_is_not_called_ctrl_c(run_cli, monkeypatch):
    from gridsat.puzzles.grid.kind import GridKind

    def broken(*args, **kwargs):
        raise ImportError("initialization failed")

    monkeypatch.setattr(GridKind, "cpsat_session", broken)
    with pytest.raises(ImportError):
        run_cli("solve", "https://puzz.link/p?norinori/5/5/cag4ocjo", "--engine", "cpsat")
