"""Pass 78, part d: a newcomer following the README (puzz.link URLs, the web page, the models)."""

from __future__ import annotations


def test_exported_model_names_each_constraint_by_its_rule(run_cli, tmp_path):
    # Before: --export-model wrote bare constraints (no `name:`), so an OR learner reading the text proto
    # could not tell which rule a constraint states, though --model-stats groups them by rule.
    path = tmp_path / "m.txt"
    code, out, err = run_cli("solve", "https://puzz.link/p?norinori/5/5/cag4ocjo", "--export-model", str(path))
    assert code == 0, err
    text = path.read_text()
    assert text.count('name: "every region has two shaded cells"') == 5
    assert text.count('name: "every shaded cell has one shaded neighbour"') == 25
    from ortools.sat.python import cp_model

    model = cp_model.CpModel()
    model.Proto().parse_text_format(text)  # the README's round trip still loads and solves it
    assert cp_model.CpSolver().solve(model) == cp_model.OPTIMAL


def test_model_export_to_file_from_python_names_the_rules(tmp_path):
    # Before: only the command line's export could have named them; the model object's own
    # export_to_file (what a Python user calls) wrote bare constraints.
    import gridsat

    kind = gridsat.kinds.get("norinori")
    model = kind.model(kind.parse("https://puzz.link/p?norinori/5/5/cag4ocjo"), gridsat.Task(engine="cpsat"), {})
    assert model.export_to_file(str(tmp_path / "m.txt"))
    assert (tmp_path / "m.txt").read_text().count('name: "every region has two shaded cells"') == 5


def test_constraints_package_names_its_vocabulary():
    # Before: help(gridsat.constraints) said only "Reusable CP-SAT encodings (connectivity: rooted trees,
    # separator cuts)", though the README sends an OR learner there for the whole rule vocabulary.
    import importlib

    import gridsat.constraints as constraints

    for name in ("model", "shading", "connectivity", "islands", "loops", "placement", "sight"):
        assert f":mod:`.{name}`" in constraints.__doc__
        importlib.import_module(f"gridsat.constraints.{name}")


def test_model_of_one_constraint_is_not_worded_as_several(run_cli, tmp_path):
    # Before: "CP-SAT model: 9 variables, 1 constraints" and "wrote m.txt (9 variables, 1 constraints)".
    board = tmp_path / "h.txt"
    board.write_text("hitori\n1 1 1\n1 1 1\n1 1 1\n")
    code, out, err = run_cli("solve", str(board), "--model-stats")
    assert (code, err) == (0, "") and out.startswith("CP-SAT model: 9 variables, 1 constraint\n")
    code, out, err = run_cli("solve", str(board), "--export-model", str(tmp_path / "m.txt"))
    assert (code, err) == (0, "") and out.rstrip().endswith("(9 variables, 1 constraint)")
