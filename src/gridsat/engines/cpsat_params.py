"""CP-SAT's parameters: those gridsat measured for a model, the run's options (time left, workers, seed, the
search log on stderr) and any ``--params`` given, checked and applied in that order."""

from __future__ import annotations

import re
import sys
from typing import Mapping

from google.protobuf import text_format
from ortools.sat import sat_parameters_pb2
from ortools.sat.python import cp_model

from ..core.errors import PuzzleInputError, did_you_mean, shown
from ..core.settings import spelled
from ..core.options import MAX_WORKERS, SolverOptions


#: CP-SAT parameters for pure exact-cover models (packing, calendar), chosen
#: by measurement (benchmarks/pack.py): one worker running the portfolio of
#: search strategies in turn beats CP-SAT's defaults (2 workers on 2 cores)
#: 2-7x and a single fixed strategy on the harder boxes.
EXACT_COVER_PARAMETERS = {"num_workers": 1, "search_branching": "PORTFOLIO_SEARCH"}


#: CP-SAT parameters that decide which answers a search can see, which gridsat sets where it lists or counts:
#: refused in ``--params``.
ANSWER_SET = ("enumerate_all_solutions", "keep_all_feasible_solutions_in_presolve",
              "fix_variables_to_their_hinted_value")


#: CP-SAT parameters a field of :class:`~gridsat.core.options.SolverOptions` sets, with that field and its
#: command-line option: ``--params`` giving one too is refused (applied last, it would win silently).
OWN_OPTIONS = {"num_workers": ("workers", "-w/--workers"), "random_seed": ("seed", "--seed")}


def parse_params(text: str, options: SolverOptions | None = None, *,
                 own: bool = False) -> sat_parameters_pb2.SatParameters:
    """Parse CP-SAT parameters written as ``name:value,name:value`` (the
    protobuf text format OR-Tools' ``--params`` flag takes; ``,`` or space
    separate fields).  A parameter of one value given twice is refused
    (protobuf's merge would keep the last silently); one that takes a list
    (``subsolvers``) may be given again for each entry.

    ``options`` (the run's :class:`~gridsat.core.options.SolverOptions`,
    optional): a parameter its own field sets too (``workers``, ``seed``:
    :data:`OWN_OPTIONS`) is refused.  ``own``: gridsat's parameters for a model, which may set
    ``enumerate_all_solutions`` (refused from a user: gridsat sets it where it lists or counts).

    Raises:
        PuzzleInputError: unknown parameter name (with the closest name CP-SAT has, if one is close) or
            bad value, quoting CP-SAT's own message; a parameter given twice, naming it.
    """
    params = sat_parameters_pb2.SatParameters()
    try:
        text_format.Parse(text or "", params)
    except text_format.ParseError as exc:
        twice = re.search(r'should not have multiple "(\w+)" fields', str(exc))
        if twice:
            raise PuzzleInputError(f"CP-SAT parameter {twice.group(1)} is given twice in {shown(text)}: give each "
                                   "parameter once") from None
        if str(exc).endswith('Expected ":".'):  # 'num_workers', 'linearization_level=2': protobuf's "1:12 : '':
            # Expected ":"." said neither what was wrong nor how to write it
            raise PuzzleInputError(f"bad CP-SAT parameters {shown(text)}: write each parameter as name:value, "
                                   "separated by commas (linearization_level:2,cp_model_presolve:false)") from None
        unknown = re.search(r'has no field named "(\w+)"', str(exc))
        close = did_you_mean(unknown.group(1), params.DESCRIPTOR.fields_by_name) if unknown else ""
        said = re.sub(r"([\"']?)([^\s\"']{61,})\1", lambda m: f"{m[1]}{m[2][:52]}...{m[1]} ({len(m[2]):,} characters)",
                      str(exc))  # (protobuf's words quoted a 5,000-letter name or value whole, twice)
        raise PuzzleInputError(f"bad CP-SAT parameters {shown(text)}: {said}{close}") from None
    if params.HasField("num_search_workers"):  # CP-SAT's older name for num_workers: CP-SAT refuses the two
        # together, and gridsat sets num_workers itself (a model's measured defaults, -w), so it failed at solve
        # time as "CP-SAT rejected the parameters" naming neither; it is read as num_workers
        if params.HasField("num_workers"):
            raise PuzzleInputError(f"CP-SAT parameters {shown(text)} give num_workers twice (num_search_workers "
                                   "is its older name): give it once")
        params.num_workers = params.num_search_workers
        params.ClearField("num_search_workers")
        written = {"num_workers": "num_search_workers"}
    else:
        written = {}
    for name in () if own else ANSWER_SET:  # applied last, enumerate_all_solutions:false made a count "1 solution
        # (all counted)" of a board with 2 and keep_all_feasible_solutions_in_presolve:false counted 2 of its 8
        if params.HasField(name):
            raise PuzzleInputError(f"{spelled('--params', 'params')} {name} is gridsat's to set (it decides which "
                                   "answers a count or listing sees): leave it out")
    if not own and params.num_workers > MAX_WORKERS:  # num_workers:100000 took what -w 100000 is refused
        raise PuzzleInputError(f"{spelled('--params', 'params')} {written.get('num_workers', 'num_workers')} must be "
                               f"at most {MAX_WORKERS}, as {spelled('-w/--workers', 'workers')}, got "
                               f"{params.num_workers}")
    if options is not None:
        for name, (field, option) in OWN_OPTIONS.items():
            if params.HasField(name) and getattr(options, field) is not None:
                raise PuzzleInputError(f"{spelled('--params', 'params')} {written.get(name, name)} sets what "
                                       f"{spelled(option, field)} sets: give it once")
    return params


def check_params(text: str, options: SolverOptions | None = None) -> None:
    """Refuse ``--params`` CP-SAT would refuse, before any work: :func:`parse_params`, then the values CP-SAT's
    own check takes (an empty model solved with them: a millisecond or so).  A value out of its range
    (``max_time_in_seconds:-1``) was refused only when a first solution was asked; a count, a listing or
    --unique said "a solver limit (--params) stopped the search", and an engine that left CP-SAT out (the
    race's search winning) took it unsaid.

    Raises:
        PuzzleInputError: as :func:`parse_params`, or a value CP-SAT rejects.
    """
    params = parse_params(text, options)
    solver = cp_model.CpSolver()
    solver.parameters.merge_text_format(text_format.MessageToString(params, as_one_line=True))
    solver.parameters.log_search_progress = False  # a check, not a search: nothing printed
    solver.parameters.catch_sigint_signal = False
    if solver.solve(cp_model.CpModel()) == cp_model.MODEL_INVALID:
        raise PuzzleInputError(f"CP-SAT rejected the parameters {shown(text)} (a value out of its range?)")


def _text_value(value) -> str:
    """A parameter value in protobuf text format (bools lower-case, enums by name)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _log_to_stderr(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def configure(solver: cp_model.CpSolver, options: SolverOptions, defaults: Mapping[str, object] | None = None,
              time_left: float | None = None) -> None:
    """Set ``solver``'s parameters: the model's measured ``defaults``, then
    ``options``, then ``options.params``.  ``time_left`` (s) caps the time.

    Raises:
        PuzzleInputError: a parameter of ``defaults`` or ``options.params``
            CP-SAT does not have, or a value it does not take (CP-SAT's message).
    """
    p = solver.parameters
    if defaults:  # parsed here: merge_text_format printed a bad one's error and went on without it
        text = " ".join(f"{k}:{_text_value(v)}" for k, v in defaults.items())
        p.merge_text_format(text_format.MessageToString(parse_params(text, own=True), as_one_line=True))
    if time_left is not None:
        p.max_time_in_seconds = max(time_left, 1e-3)
        p.find_clauses_that_are_exactly_one = False  # a presolve step that never looks at the clock: 12.8 s of a
        # 2.3 s limit on a 100x100 Hitori's model, so `-t 10` ended after 23 s (--params may set it back)
    if options.workers is not None:
        p.num_workers = options.workers
    if options.seed is not None:
        p.random_seed = options.seed
    if options.log:
        p.log_search_progress = True
    if options.params:
        p.merge_text_format(text_format.MessageToString(parse_params(options.params, options), as_one_line=True))
        if time_left is not None:  # the run's time limit holds over a max_time_in_seconds in --params
            p.max_time_in_seconds = min(p.max_time_in_seconds, max(time_left, 1e-3))
    if p.log_search_progress:  # --log or --params log_search_progress:true: to stderr, stdout stays the answer
        p.log_to_stdout = False  # (or JSON), also over a log_to_stdout:true in --params
        solver.log_callback = _log_to_stderr
    p.catch_sigint_signal = False  # gridsat handles Ctrl-C (see the module docstring), even over --params


#: CP-SAT parameters that stop a search short of its answer, as the run's time limit does.
LIMITS = ("max_time_in_seconds", "max_deterministic_time", "max_number_of_conflicts", "max_memory_in_mb")

#: CP-SAT switches that, set true, stop a search short of its answer too (``stop_after_presolve:true`` was told
#: "the time limit ran out" under a -t it was far from).
STOPS = ("stop_after_presolve", "stop_after_root_propagation", "stop_after_first_solution")  # the last was told
# "the time limit stopped the listing" 0.6 s into -t 40


def sets_a_limit(params: sat_parameters_pb2.SatParameters) -> bool:
    """Whether ``params`` (parsed ``--params``) set a limit that may stop a search short: :data:`LIMITS`, or a
    :data:`STOPS` switch set true."""
    return any(params.HasField(name) for name in LIMITS) or any(getattr(params, name) for name in STOPS)


__all__ = ["ANSWER_SET", "EXACT_COVER_PARAMETERS", "LIMITS", "OWN_OPTIONS", "STOPS", "check_params", "configure",
           "parse_params",
           "sets_a_limit"]
