"""Hostile pass 99, part c: the library as an OR learner, and the exported CP-SAT model."""

from __future__ import annotations

from ortools.sat.python import cp_model

import gridsat

KURODOKO = "https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i"
# the example with the 5 and the 2 of row 4 taken out: 4 answers
KURODOKO_4 = "kurodoko\n. . . 7 .\n. . . . .\n. . 2 . .\n. . . . .\n. 4 . . .\n"


def exported(text: str, tmp_path) -> tuple:
    """``(plain OR-Tools model, stats)`` of a Kurodoko's model, exported as text and read back."""
    kind = gridsat.kinds.get("kurodoko")
    rules = kind.model(kind.parse(text), gridsat.Task(engine="cpsat"), {})
    path = tmp_path / "m.txt"
    rules.export_to_file(path)
    model = cp_model.CpModel()
    assert model.proto.parse_text_format(path.read_text())
    return model, rules.stats()


def test_kurodoko_export_names_every_variable(tmp_path):
    # the number rule's seen booleans were exported without a name: 37 of a 5x5's 167 variables
    model, _ = exported(KURODOKO, tmp_path)
    names = [v.name for v in model.proto.variables]
    assert "" not in names
    assert "seen((0, 3), (1, 3))" in names  # the 7 at r1c4 sees r2c4


def test_kurodoko_export_counts_as_gridsat_counts(tmp_path):
    # the answers of the exported model, read on the first rule's variables (the cells), are gridsat's answers
    model, stats = exported(KURODOKO_4, tmp_path)
    cells = [model.get_int_var_from_proto_index(i) for i in range(stats["rules"][0]["variables"])]
    solver, found = cp_model.CpSolver(), 0
    solver.parameters.num_workers = 1
    while solver.solve(model) in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        found += 1
        model.add_bool_or([v.Not() if solver.value(v) else v for v in cells])
    assert found == gridsat.kinds.get("kurodoko").parse(KURODOKO_4).count().count == 4


def test_exported_constants_are_named(tmp_path):
    # OR-Tools' own variable for a literal given as 1 (a Nurikabe clue's cell in its island, a Masyu pearl) was
    # exported as `variables { domain: [1, 1] }`, the one variable of the model without a name
    for name, url in (("nurikabe", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"),
                      ("masyu", gridsat.kinds.get("masyu").examples[1].puzzle)):
        kind = gridsat.kinds.get(name)
        rules = kind.model(kind.parse(url), gridsat.Task(engine="cpsat"), {})
        path = tmp_path / f"{name}.txt"
        rules.export_to_file(path)
        model = cp_model.CpModel()
        assert model.proto.parse_text_format(path.read_text())
        names = [v.name for v in model.proto.variables]
        assert "" not in names and "constant 1" in names, name
