"""A CP-SAT model that knows which rule added what.

:class:`RuleModel` is a ``cp_model.CpModel`` whose constraints and
variables are grouped by rule: every function of the vocabulary adds its
rule inside ``with model.rule("name"):``, so ``--model-stats`` can print the
model grouped the way the puzzle's rules read, and ``--export-model`` writes
the model that plain OR-Tools loads (``.pb`` binary or ``.txt`` text proto).
"""

from __future__ import annotations

from collections import Counter
from contextlib import contextmanager

from ortools.sat.python import cp_model

#: The constraint types of CP-SAT's model proto (the ``has_*`` fields).
CONSTRAINT_TYPES = ("bool_or", "bool_and", "at_most_one", "exactly_one", "bool_xor", "linear", "all_diff",
                    "element", "circuit", "routes", "table", "automaton", "inverse", "reservoir", "interval",
                    "no_overlap", "no_overlap_2d", "cumulative", "lin_max", "int_prod", "int_div", "int_mod")

#: What stats call what no rule claimed.
UNTAGGED = "(other)"


class RuleModel(cp_model.CpModel):
    """A ``CpModel`` recording, per rule, the variables and constraints it added.

    Attributes:
        spans: ``[(rule, first constraint, end constraint, first variable,
            end variable), ...]`` in the order the rules were added.
    """

    def __init__(self):
        super().__init__()
        self.spans: list = []

    @contextmanager
    def rule(self, name: str):
        """Tag everything added inside the block with ``name``."""
        proto = self.proto
        c0, v0 = len(proto.constraints), len(proto.variables)
        try:
            yield self
        finally:
            self.spans.append((name, c0, len(proto.constraints), v0, len(proto.variables)))

    def stats(self) -> dict:
        """``{"variables", "constraints", "rules": [{"rule", "variables",
        "constraints", "types": {type: count}}, ...]}``: the model grouped by
        the rules that added it (what no rule claimed under ``(other)``)."""
        proto = self.proto
        n_cons, n_vars = len(proto.constraints), len(proto.variables)
        owner_c, owner_v = [UNTAGGED] * n_cons, [UNTAGGED] * n_vars
        order = []
        for name, c0, c1, v0, v1 in self.spans:  # inner blocks end first: outer ones claim only what is left
            if name not in order:
                order.append(name)
            for i in range(c0, c1):
                if owner_c[i] == UNTAGGED:
                    owner_c[i] = name
            for i in range(v0, v1):
                if owner_v[i] == UNTAGGED:
                    owner_v[i] = name
        types: dict = {}
        for i, c in enumerate(proto.constraints):
            kind = next((t for t in CONSTRAINT_TYPES if getattr(c, f"has_{t}")()), "other")
            types.setdefault(owner_c[i], Counter())[kind] += 1
        variables = Counter(owner_v)
        names = order + ([UNTAGGED] if UNTAGGED in types or UNTAGGED in variables else [])
        rules = [{"rule": name, "variables": variables.get(name, 0), "constraints": sum(types.get(name, {}).values()),
                  "types": dict(sorted(types.get(name, Counter()).items()))} for name in names]
        return {"variables": n_vars, "constraints": n_cons, "rules": rules}

    def export_bytes(self, *, text: bool = False) -> bytes:
        """The model proto as bytes: binary, or (``text``) the text format
        that ``cp_model.CpModel().proto.parse_text_format`` reads."""
        import os
        import tempfile

        fd, path = tempfile.mkstemp(suffix=".txt" if text else ".pb")
        os.close(fd)
        try:
            if not self.export_to_file(path):
                raise OSError(f"CP-SAT could not export the model to {path}")
            with open(path, "rb") as f:
                return f.read()
        finally:
            os.unlink(path)


__all__ = ["CONSTRAINT_TYPES", "RuleModel", "UNTAGGED"]
