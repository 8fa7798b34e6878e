"""The CP-SAT model of a counting genre that keeps its counting rules as they
are added (see :mod:`gridsat.puzzles.grid.counting`); in its own module
because building it imports OR-Tools, which reading a puzzle does not need."""

from __future__ import annotations

from ...constraints.model import RuleModel


class CountingModel(RuleModel):
    """A :class:`~gridsat.constraints.model.RuleModel` that keeps its
    counting rules as they are added, so the search gets them without a
    walk over the built model (:func:`gridsat.engines.cardinality.from_model`
    gives the same rules from any model, 10x slower: 0.7 s on a 100x100
    Light Up board on a loaded machine, against none)."""

    def __init__(self, check=None):
        super().__init__(check)
        self.counting: list = []  # (variable indices, lo, hi)
        self.other = False  # something that is not a counting rule was added

    def _keep(self, lits, lo: int, hi: int) -> None:
        refs = [lit.index for lit in lits]
        self.counting.append((refs, max(lo, 0), min(hi, len(refs))))

    def add_bool_or(self, *literals):
        lits = _flat(literals)
        refs = [lit.index for lit in lits]
        if refs and max(refs) < 0:  # negated literals only (index -1 - v): at most n - 1 of the variables
            self.counting.append(([-1 - i for i in refs], 0, len(refs) - 1))
        else:
            self._keep(lits, 1, len(lits))
        return super().add_bool_or(lits)

    def add_at_most_one(self, *literals):
        lits = _flat(literals)
        self._keep(lits, 0, 1)
        return super().add_at_most_one(lits)

    def add_exactly_one(self, *literals):
        lits = _flat(literals)
        self._keep(lits, 1, 1)
        return super().add_exactly_one(lits)

    def add(self, ct):
        from ortools.sat.python.cp_model_helper import BoundedLinearExpression

        if isinstance(ct, bool):  # a sum of no variables compared with a number: always or never true
            self._keep([], 0 if ct else 1, 0)
            return super().add_bool_and([]) if ct else super().add_bool_or([])
        if isinstance(ct, BoundedLinearExpression) and ct.offset == 0 and set(ct.coeffs) <= {1}:
            bounds = ct.bounds.flattened_intervals()
            if len(bounds) == 2 and bounds[1] < 2 ** 31:
                self._keep(ct.vars, bounds[0], bounds[1])
                return super().add(ct)
        self.other = True
        return super().add(ct)

    def new_int_var(self, lb, ub, name):
        self.other = self.other or not 0 <= lb <= ub <= 1
        return super().new_int_var(lb, ub, name)

    def problem(self):
        """The :class:`~gridsat.engines.cardinality.CardinalityProblem` of
        the rules, or None when the model holds anything else (checked by
        the number of constraints: every one must be a kept rule; enforced
        rules are not made by the counting vocabulary)."""
        from array import array

        from ...engines.cardinality import CardinalityProblem

        if self.other or len(self.counting) != len(self.proto.constraints):
            return None
        lo, hi, start, members = array("i"), array("i"), array("i", [0]), array("i")
        for refs, low, high in self.counting:
            if refs and (min(refs) < 0 or len(set(refs)) != len(refs)):
                return None
            lo.append(low)
            hi.append(high)
            members.extend(refs)
            start.append(len(members))
        n = len(self.proto.variables)
        return CardinalityProblem(n, lo, hi, start, members, array("b", [-1]) * n)


def _flat(literals) -> list:
    """``add_bool_or(a, b)`` and ``add_bool_or([a, b])`` alike: the literals as a list."""
    if len(literals) == 1:
        try:
            return list(literals[0])  # a list, tuple or generator of literals
        except TypeError:  # one literal
            pass
    return list(literals)


__all__ = ["CountingModel"]
