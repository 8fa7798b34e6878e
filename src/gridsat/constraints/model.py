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

from .tagging import clocked

#: The constraint types of CP-SAT's model proto (the ``has_*`` fields).
CONSTRAINT_TYPES = ("bool_or", "bool_and", "at_most_one", "exactly_one", "bool_xor", "linear", "all_diff",
                    "element", "circuit", "routes", "table", "automaton", "inverse", "reservoir", "interval",
                    "no_overlap", "no_overlap_2d", "cumulative", "lin_max", "int_prod", "int_div", "int_mod")

#: What stats call what no rule claimed.
UNTAGGED = "(other)"


class RuleModel(cp_model.CpModel):
    """A ``CpModel`` recording, per rule, the variables and constraints it added.

    Args:
        check: called every :data:`CHECK_EVERY` variables or constraints
            added (e.g. ``SolverOptions.check_time``, which raises ``TimeUp``
            past the deadline), so a model too large for the time left stops
            being built instead of running past the limit; None: never.

    Raises:
        TypeError: ``check`` neither None nor callable.

    Attributes:
        spans: ``[(rule, first constraint, end constraint, first variable,
            end variable), ...]`` in the order the rules were added.
    """

    def __init__(self, check=None):
        check = clocked(check)  # (was "'int' object is not callable" at the 1024th variable)
        super().__init__()
        self.spans: list = []
        self.check = check
        self._calls = 0
        self._named = 0  # constraints named after their rules so far
        self._constants = 0  # variables looked at for an unnamed constant so far
        self._later: list = []  # (prefix, {key: literal}): variables named only when exported (name_later)

    @contextmanager
    def rule(self, name: str):
        """Tag everything added inside the block with ``name``.

        Raises:
            TypeError: ``name`` not a string, or empty (a rule of 5 was taken, and its model's export met
                OR-Tools' "incompatible function arguments" naming each constraint after it).
        """
        if not isinstance(name, str) or not name.strip():
            raise TypeError(f"a rule's name must be the rule in words (a string, not empty), got "
                            f"{type(name).__name__} {name!r}"[:200])
        proto = self.proto
        c0, v0 = len(proto.constraints), len(proto.variables)
        try:
            yield self
        finally:
            self.spans.append((name, c0, len(proto.constraints), v0, len(proto.variables)))

    def stats(self, check=None) -> dict:
        """``{"variables", "constraints", "rules": [{"rule", "variables",
        "constraints", "types": {type: count}}, ...]}``: the model grouped by
        the rules that added it (what no rule claimed under ``(other)``).
        ``check`` (None: none) is called every :data:`READ_EVERY` constraints
        (a 300x300 Yin-Yang's 1.7 million took 22 s on a loaded machine)."""
        check = clocked(check)
        proto = self.proto
        n_cons, n_vars = len(proto.constraints), len(proto.variables)
        order, owner_c, owner_v = self._owners()
        tests = [(t, getattr(type(proto.constraints[0]), f"has_{t}")) for t in CONSTRAINT_TYPES] if n_cons else []
        types: dict = {}
        last = tests[0] if tests else None
        for i, c in enumerate(_read(proto.constraints, check)):
            if not last[1](c):  # rules add runs of one type: the last type found is tried first
                last = next((test for test in tests if test[1](c)), ("other", None))
            types.setdefault(owner_c[i], Counter())[last[0]] += 1
            if last[1] is None:
                last = tests[0]
        variables = Counter(owner_v)
        names = order + ([UNTAGGED] if UNTAGGED in types or UNTAGGED in variables else [])
        rules = [{"rule": name, "variables": variables.get(name, 0), "constraints": sum(types.get(name, {}).values()),
                  "types": dict(sorted(types.get(name, Counter()).items()))} for name in names]
        return {"variables": n_vars, "constraints": n_cons, "rules": rules}

    def _owners(self) -> tuple:
        """``(rules in order, each constraint's rule, each variable's rule)``."""
        proto = self.proto
        owner_c, owner_v = [UNTAGGED] * len(proto.constraints), [UNTAGGED] * len(proto.variables)
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
        return order, owner_c, owner_v

    def export_to_file(self, file) -> bool:
        """``CpModel.export_to_file``, each constraint without a name of its
        own first named after the rule that added it (``name: "every region
        has two shaded cells"``), as ``--model-stats`` groups them (names do
        not change the solving); ``file`` a str or path object, text proto
        when it ends ``.txt`` (any case, as ``--export-model`` reads it).

        Returns True (the file is written whole, or left as it was).

        Raises:
            TypeError: ``file`` neither a str nor a path object (OR-Tools' "incompatible function arguments" of a
                ``pathlib.Path``).
            PuzzleInputError: ``file`` cannot be written (its folder does not exist, it is a folder), as
                ``--export-model`` says it: CP-SAT's export returned False, unsaid; ``file`` ending neither
                ``.pb`` nor ``.txt`` (``m.lp`` was written as binary proto, unsaid: ``--export-model`` refuses it).
        """
        import os
        from pathlib import Path

        from ..core.errors import shown
        from ..core.files import atomic_write

        if isinstance(file, bytes) or not isinstance(file, (str, os.PathLike)):
            raise TypeError(f"file must be a file name (str or path object), got {type(file).__name__} "
                            f"{shown(file, 40)}")
        path = Path(file)
        if path.suffix.lower() not in (".pb", ".txt"):  # an OR learner's m.lp or m.mps got CP-SAT's binary proto
            from ..core.errors import PuzzleInputError

            raise PuzzleInputError(f"file must end in .pb (binary) or .txt (text proto), got {shown(str(file), 300)}: "
                                   "CP-SAT writes its own model format, not LP or MPS")
        data = self.export_bytes(text=path.suffix.lower() == ".txt")
        atomic_write(path, lambda tmp: Path(tmp).write_bytes(data))
        return True

    def name_later(self, prefix: str, literals) -> None:
        """Name the variables of ``literals`` (``{key: literal}``) ``f"{prefix}{key}"`` when the model is
        exported (:meth:`name_constraints`), each still without a name: a rule whose names would cost its
        building time (a loop's edges) keeps them from a reader of the exported file all the same."""
        self._later.append((prefix, literals))

    def name_constraints(self, check=None) -> None:
        """Name each constraint without a name after the rule that added it, each variable
        :meth:`name_later` named, and each fixed variable without a name ``constant N`` (OR-Tools adds one
        for a literal given as ``True`` or ``1``); ``check`` (None: none) called every :data:`READ_EVERY` of
        them."""
        check = clocked(check)
        variables = self.proto.variables
        for prefix, literals in self._later:
            for key, literal in _read(literals.items(), check):
                index = getattr(literal, "index", -1)  # (a negation's is below 0: its variable is named already)
                if index >= 0:
                    variable = variables[index]
                    if not variable.name:
                        variable.name = f"{prefix}{key}"
        self._later = []
        if self._constants < len(variables):  # OR-Tools' own for a literal given as True or 1 (a Nurikabe's clue
            for i in _read(range(self._constants, len(variables)), check):  # cell in its island) had no name
                variable = variables[i]  # either
                if not variable.name:
                    domain = variable.domain
                    if len(domain) == 2 and domain[0] == domain[1]:
                        variable.name = f"constant {domain[0]}"
            self._constants = len(variables)
        constraints = self.proto.constraints
        if self._named < len(constraints):  # (once: a second export found each named)
            for constraint, rule in zip(_read(constraints, check), self._owners()[1]):
                if not constraint.name and rule != UNTAGGED:
                    constraint.name = rule
            self._named = len(constraints)

    def export_seconds(self, *, text: bool = False) -> float:
        """About how long CP-SAT's own export (:meth:`export_to_file`, which
        ``check`` cannot stop) takes, in seconds, on a loaded machine."""
        return len(self.proto.constraints) * (EXPORT_TEXT_SECONDS if text else EXPORT_BINARY_SECONDS)

    def export_bytes(self, *, text: bool = False, check=None) -> bytes:
        """The model proto as bytes (what :meth:`export_to_file` writes): binary, or
        (``text``) the text format that
        ``cp_model.CpModel().proto.parse_text_format`` reads."""
        check = clocked(check)
        import os
        import tempfile

        self.name_constraints(check)
        fd, path = tempfile.mkstemp(suffix=".txt" if text else ".pb")
        os.close(fd)
        try:
            if not super().export_to_file(path):
                raise OSError(f"CP-SAT could not export the model to {path}")
            with open(path, "rb") as f:
                return f.read()
        finally:
            os.unlink(path)


def _read(items, check):
    """``items``, ``check`` (None: none) called every :data:`READ_EVERY` of them."""
    for i, item in enumerate(items):
        if check is not None and not i % READ_EVERY:
            check()
        yield item


#: Additions to a :class:`RuleModel` between two calls of its ``check``.
CHECK_EVERY = 256
#: Constraints read (stats, names) between two calls of its ``check``.
READ_EVERY = 4096
#: CP-SAT's export of a constraint, in seconds (measured: 1.5 s for a 150x150 Yin-Yang's 426,293 as text, 0.24 s
#: binary, OR-Tools 9.15 on a loaded 2-core machine; with a margin).
EXPORT_TEXT_SECONDS = 5e-6
EXPORT_BINARY_SECONDS = 1e-6

#: The ``CpModel`` methods that add a variable or a constraint (each counts towards ``check``).
CHECKED = ("new_bool_var", "new_int_var", "add", "add_linear_constraint", "add_bool_or", "add_at_least_one",
           "add_at_most_one", "add_exactly_one", "add_bool_and", "add_implication", "add_circuit",
           "add_multiple_circuit", "add_element", "add_all_different", "add_max_equality", "add_min_equality")


def _counted(name: str):
    base = getattr(cp_model.CpModel, name)

    def method(self, *args, **kwargs):
        self._calls += 1
        if self._calls >= CHECK_EVERY:
            self._calls = 0
            if self.check is not None:
                self.check()
        return base(self, *args, **kwargs)

    method.__name__, method.__doc__ = name, base.__doc__
    return method


for _name in CHECKED:
    if hasattr(cp_model.CpModel, _name):
        setattr(RuleModel, _name, _counted(_name))


__all__ = ["CHECKED", "CHECK_EVERY", "CONSTRAINT_TYPES", "RuleModel", "UNTAGGED"]
