"""Hostile pass 84, helper b: an operations-research learner reading the exported CP-SAT models."""

from __future__ import annotations

import gridsat


def _exported(kind_name: str, example: int = 0):
    from ortools.sat import cp_model_pb2
    from google.protobuf import text_format

    kind = gridsat.kinds.get(kind_name)
    puzzle = kind.parse(kind.examples[example].puzzle)
    model = kind.model(puzzle, gridsat.Task(engine="cpsat"), {})
    proto = cp_model_pb2.CpModelProto()
    text_format.Parse(model.export_bytes(text=True).decode(), proto)
    return proto


def test_loop_models_name_every_variable_when_exported():
    # the loop's faces, edges and arcs were exported unnamed (name: ""): 88 of a 4x4 Slitherlink's 113
    # variables, the answer's edges among them, so a reader could not tell which variable was which edge
    for kind_name, example in (("slitherlink", 1), ("masyu", 0)):
        proto = _exported(kind_name, example)
        names = [v.name for v in proto.variables if not (v.domain[0] == v.domain[-1])]  # (CP-SAT's constants)
        assert all(names), [i for i, n in enumerate(names) if not n]
        assert "edge((0, 1), (1, 1))" in names and "inside(0, 0)" in names and "arc((1, 1), (1, 2))" in names


def test_model_refuses_distinct():
    # kind.model(puzzle, Task("count", engine="cpsat", distinct=True), {}) returned the model of every tiling,
    # distinct silently dropped, where running that task is refused ("distinct needs the exact-cover engine")
    import pytest

    kind = gridsat.kinds.get("pack")
    puzzle = kind.parse(kind.examples[0].puzzle)
    with pytest.raises(gridsat.PuzzleInputError) as info:
        kind.model(puzzle, gridsat.Task("count", engine="cpsat", distinct=True), {})
    assert str(info.value) == "distinct does not apply to model() (the CP-SAT model holds every answer)"


def test_vocabulary_names_a_plain_cp_model():
    # cell_vars(cp_model.CpModel(), cells) raised AttributeError "'CpModel' object has no attribute 'rule'"
    import pytest
    from ortools.sat.python import cp_model

    from gridsat.constraints.loops import boundary_loop
    from gridsat.constraints.shading import cell_vars

    for call in (lambda: cell_vars(cp_model.CpModel(), [(0, 0)]), lambda: boundary_loop(cp_model.CpModel(), 3, 3)):
        with pytest.raises(TypeError) as info:
            call()
        assert str(info.value) == ("model must be a gridsat.constraints.model.RuleModel (a cp_model.CpModel that "
                                   "groups what each rule adds), got CpModel")
