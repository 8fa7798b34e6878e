"""A kind's modes in a web request: ``POST /api/mode``.

A kind declares its work beyond the five tasks as
:class:`~gridsat.puzzles.declaration.Mode` s; those marked ``web`` (bounded by
the time limit, writing nothing) can be asked for over HTTP with
``{"kind": ..., "mode": ..., "argument": ..., "settings": {...}, "options":
{"time_limit": S, "memory_limit": GB, "seed": N}, "files": {...}, "svg":
false}``.  ``settings`` are the kind's own settings the mode uses (by their
declared names, typed by the declaration); ``options`` the shared solver
options it uses; ``files`` are sent as for ``/api/solve`` (read in a private
folder, :mod:`.uploads`).  The answer is ``{"kind", "mode", "report":
report.to_json(), "exit_code"}`` (the command line's exit code: 0 when the
report is complete and finds nothing wrong) with ``svg`` (``report.figure()``,
what ``--svg`` writes) when asked and time is left to draw it.  Nothing here names a kind: the modes,
their settings and their runs come from the registry.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..core.errors import PuzzleInputError, did_you_mean, shown
from .limits import Limits

MODE_FIELDS = ("kind", "mode", "argument", "settings", "options", "files", "svg")

#: Shared solver options a web mode may be given (when the mode uses them).
WEB_OPTIONS = {"time_limit": float, "memory_limit": float, "seed": int}

#: Settings and options a mode may use on the command line that a web request
#: may not give, and why (one line each).
REFUSED = {
    "out": "the server writes no files (run the command line with --out for a file)",
    "json": "the answer is always JSON",
    "png": "ask for the picture with \"svg\": true",
    "svg": "ask for the picture with \"svg\": true (a field of the request, not a setting)",
    "jobs": "a web request runs in one solver process (use the command line for a pool)",
    "dask": "a web request runs in one solver process (use the command line for Dask)",
    "workers": "the server chooses the threads of its solver processes",
    "params": "solver parameters are for the command line",
    "log": "solver logs are for the command line",
    # the command line's conversions and model, which no route gives: 'to' was told "did you mean 'top'?" (a
    # calendar design's option), 'model_stats' only that it is unknown
    "to": "the server converts no puzzle; the command line prints one in another format: "
          "gridsat KIND PUZZLE --to FORMAT",
    "model_stats": "the CP-SAT model is the command line's (gridsat KIND PUZZLE --model-stats)",
    "export_model": "the CP-SAT model is the command line's (gridsat KIND PUZZLE --export-model FILE)",
}


class BadRequest(PuzzleInputError):
    """A ``/api/mode`` request the server refuses before any work: an
    unknown field, kind or mode, or a setting the request may not give --
    bad input like any other (HTTP 422, as ``/api/solve`` answers an
    unknown field or kind)."""


@dataclass(frozen=True)
class ModePlan:
    """A checked ``/api/mode`` request, ready for a solver process.

    Attributes:
        kind: the kind's name.
        mode: the mode's name (a web mode of the kind).
        argument: the kind's argument, or None.
        settings: ``{name: typed value}`` of the kind's settings given.
        time_limit: seconds for the whole run (capped by the server).
        memory_limit: bytes the largest model may need (capped by the server).
        seed: the solver's seed, or None.
        files: ``{name: text}`` of the files sent.
        svg: add the report's picture (``svg``).
    """

    kind: str
    mode: str
    argument: str | None
    settings: dict
    time_limit: float
    memory_limit: int
    seed: int | None = None
    files: dict = field(default_factory=dict)
    svg: bool = False


def web_modes(kind) -> list[dict]:
    """The modes of ``kind`` a web request may run, as ``GET /api/kinds``
    lists them: ``[{"name", "trigger" (its setting, described), "settings"
    (names of the kind's settings it takes), "options" (shared options it
    takes), "argument" (takes the kind's argument)}]``."""
    own = {s.name for s in kind.all_settings()}
    return [{"name": m.name, "trigger": m.trigger.describe(),
             "settings": [n for n in m.uses if n in own and n not in REFUSED],
             "options": [n for n in m.uses if n in WEB_OPTIONS], "argument": m.argument}
            for m in kind.modes if m.web]


def _mode(kind, name):
    modes = {m.name: m for m in kind.modes}
    web = ", ".join(m.name for m in kind.modes if m.web) or "none"
    if name is None:
        raise BadRequest(f"'mode' is required: one of {kind.title}'s web modes ({web})")
    if not isinstance(name, str):  # a mode given as a list or a number was told it "is required"
        raise BadRequest(f"'mode' must be a string, one of {kind.title}'s web modes ({web})")
    if name not in modes:
        meant = did_you_mean(name, [m.name for m in kind.modes if m.web])  # 'censuss' was the list alone
        raise BadRequest(f"{kind.title} has no mode {shown(name)}{meant} (its web modes: {web})")
    if not modes[name].web:
        raise BadRequest(f"the {kind.title} mode {name!r} does not run in a web request (its web modes: {web}); "
                         f"use the command line: gridsat {kind.name} {modes[name].trigger.option}")
    return modes[name]


def _settings(kind, mode, given) -> dict:
    from .unknown import api_spelling

    if given is None:
        given = {}
    if not isinstance(given, dict):
        raise BadRequest("'settings' must be an object like {\"edition\": \"NAME\"}")
    usable = [n for n in mode.uses if n not in REFUSED and n not in WEB_OPTIONS]
    out = {}
    for name, value in given.items():
        if name in REFUSED:
            raise BadRequest(f"setting {name!r} is not taken by a web request: {REFUSED[name]}")
        if name in WEB_OPTIONS and name in mode.uses:  # one the mode does not use is told so below: sent to
            raise BadRequest(f"{name!r} goes in 'options', not 'settings'")  # 'options', it was refused there
        if name != mode.trigger.name and name not in usable:
            spelt = api_spelling(name, [mode.trigger.name] + usable)  # as /api/solve says it
            raise BadRequest((f"unknown setting {shown(name)}{spelt}" if spelt else f"setting {shown(name)} does not "
                              f"apply to the {kind.title} mode {mode.name!r}") + f" (its settings: "
                             f"{', '.join([mode.trigger.name] + usable)})")
        try:
            typed = kind.setting(name).coerce(value, label=f"setting {name!r}")
        except KeyError:
            raise BadRequest(f"setting {name!r} does not apply to the {kind.title} mode {mode.name!r}") from None
        if typed is not None:  # null: not given, its default (as a solve's options take it); it replaced the
            out[name] = typed  # default and met a TypeError deep in the run ("internal error", HTTP 500)
    for setting, other, why in mode.apart:
        if setting in out and other in out:
            raise BadRequest(f"setting {other!r} does not apply to the {kind.title} mode {mode.name!r} with setting "
                             f"{setting!r} ({why})")
    if out.get(mode.trigger.name) is None:
        if mode.trigger.type is not bool:
            raise BadRequest(f"the {kind.title} mode {mode.name!r} needs setting {mode.trigger.name!r} "
                             f"({mode.trigger.help})")
        out[mode.trigger.name] = True
    if out[mode.trigger.name] is False:
        raise BadRequest(f"setting {mode.trigger.name!r} false asks for no {mode.name}; leave it out")
    return out


def _options(kind, mode, given, limits: Limits) -> tuple[float, int, int | None]:
    from ..core.options import SolverOptions
    from .requests import _typed
    from .unknown import api_spelling

    if given is None:
        given = {}
    if not isinstance(given, dict):
        raise BadRequest("'options' must be an object like {\"time_limit\": 5}")
    usable = [n for n in WEB_OPTIONS if n in mode.uses]
    for name, value in given.items():
        if name in REFUSED:
            raise BadRequest(f"option {name!r} is not taken by a web request: {REFUSED[name]}")
        if name not in usable and (name == mode.trigger.name or name in mode.uses):  # /api/solve's options take a
            raise BadRequest(f"{name!r} goes in 'settings', not 'options'")  # kind's settings: "does not apply" misled
        if name not in usable:
            spelt = api_spelling(name, usable)
            raise BadRequest((f"unknown option {shown(name)}{spelt}" if spelt else f"option {shown(name)} does not "
                              f"apply to the {kind.title} mode {mode.name!r}") +
                             f" (options: {', '.join(usable) or 'none'})")
        if value is not None:
            _typed(name, value, WEB_OPTIONS[name])
    time_limit = limits.seconds(given.get("time_limit"))
    memory = limits.memory_bytes(given.get("memory_limit"))
    seed = given.get("seed")
    SolverOptions(time_limit=time_limit, seed=seed, memory_limit=memory)  # refuses bad values now
    return time_limit, memory, seed


def plan_mode(body, limits: Limits) -> ModePlan:
    """The :class:`ModePlan` of a decoded ``/api/mode`` body.

    Raises:
        BadRequest: an unknown field, kind or mode, a mode not marked
            ``web``, a setting or option the mode does not take or a web
            request may not give (``out``, ``jobs``, ``dask``...), an
            argument to a mode that takes none, ``svg`` for a mode that
            draws no picture (HTTP 422).
        TooLarge: files over the server's limits (HTTP 413).
        PuzzleInputError: a value of the wrong type or out of range (HTTP 422).
    """
    from ..puzzles.genres import kind_spelt
    from ..puzzles.kinds import get, names
    from .unknown import unknown_field
    from .uploads import check_files

    if not isinstance(body, dict):
        raise BadRequest("the request must be a JSON object")
    for name in body:
        if name not in MODE_FIELDS:  # an option or a setting beside the mode was "unknown field" alone
            raise BadRequest(unknown_field(body, name, MODE_FIELDS, WEB_OPTIONS, "settings"))
    if body.get("kind") is None:
        raise BadRequest(f"'kind' is required: one of {', '.join(names())}")
    if not isinstance(body["kind"], str):  # as /api/solve says it: a number was told "'kind' is required"
        raise BadRequest(f"'kind' must be a string, one of: {', '.join(names())}")
    try:
        kind = get(kind_spelt(body["kind"]))  # 'Yin-Yang' as /api/solve and the command line read it
    except PuzzleInputError as exc:
        raise BadRequest(str(exc)) from None
    mode = _mode(kind, body.get("mode"))
    argument = body.get("argument")
    if argument is not None:
        if not mode.argument:
            raise BadRequest(f"the {kind.title} mode {mode.name!r} takes no 'argument'")
        if not isinstance(argument, str) or not argument.strip() or len(argument) > 4096:
            raise BadRequest("'argument' must be a non-empty string of at most 4,096 characters")
    if body.get("svg") is not None and not isinstance(body["svg"], bool):  # null: the default, false
        from ..core.errors import json_shown

        raise BadRequest(f"'svg' must be true or false, got {json_shown(body['svg'], ascii=True)}")
    if body.get("svg") and "svg" not in mode.uses:  # as the command line refuses its --svg: it was dropped unsaid
        raise BadRequest(f"the {kind.title} mode {mode.name!r} draws no picture: leave 'svg' out")
    settings = _settings(kind, mode, body.get("settings"))
    time_limit, memory, seed = _options(kind, mode, body.get("options"), limits)
    files = check_files(body.get("files"), limits, len(argument or ""), "the files sent")  # (a mode reads no
    # puzzle: "the puzzle and its files have ..." named one it was never sent)
    return ModePlan(kind.name, mode.name, argument, settings, time_limit, memory, seed, files, bool(body.get("svg")))


def run_mode(plan: ModePlan) -> dict:
    """The answer to a ``/api/mode`` request, computed in a solver process:
    ``{"kind", "mode", "report", "exit_code"}`` and ``svg`` when asked
    (``svg_unfinished`` instead, saying why, when the time limit ran out
    before the picture could be drawn; ``svg_skipped`` when the report has none).
    The clock starts before anything is read; the mode reads only the files
    sent (:func:`~gridsat.web.uploads.reading`).

    Raises:
        PuzzleInputError: bad input, as the command line reports it.
    """
    from ..core.options import SolverOptions
    from ..core.result import figure_bytes
    from ..puzzles.kinds import get
    from .uploads import reading

    options = SolverOptions(time_limit=plan.time_limit, seed=plan.seed, memory_limit=plan.memory_limit).started()
    kind = get(plan.kind)
    mode = next(m for m in kind.modes if m.name == plan.mode)
    # every setting at its default, as the command line passes them, then the ones given
    settings = {s.name: s.coerce(s.default if s.type is not list else None) for s in kind.all_settings()}
    settings.update(plan.settings)
    settings.update(out=None, count=False, engine="auto")
    with reading(plan.files):
        report = mode.run(plan.argument, settings, options, lambda done, total, note: None)
    out = {"kind": kind.name, "mode": mode.name, "report": report.to_json(), "exit_code": report.exit_code()}
    if plan.svg:
        left = options.left()
        if left is not None and left <= 0:  # the time limit covers drawing too: none left, no picture
            # svg_unfinished, as /api/solve and /api/generate name a picture the time limit cut: was svg_skipped,
            # their field for a picture never drawn at all
            out["svg_unfinished"] = f"the time limit of {plan.time_limit:g} s ran out before the picture was drawn"
        else:
            from ..core.options import TimeUp

            from .jobs import drawing_under

            try:
                with drawing_under(options.deadline):  # the figure built under the clock too
                    fig = report.figure()
                    if fig is not None:
                        out["svg"] = figure_bytes(fig, "svg", options.deadline).decode("utf-8")
                    else:  # a report with nothing to draw says so, as the time limit's does
                        out["svg_skipped"] = f"the {kind.title} mode {mode.name!r} drew no picture of this report"
            except TimeUp:  # the time limit ran out while drawing
                out["svg_unfinished"] = f"the time limit of {plan.time_limit:g} s ran out before the picture was drawn"
    return out


__all__ = ["MODE_FIELDS", "REFUSED", "WEB_OPTIONS", "BadRequest", "ModePlan", "plan_mode", "run_mode",
           "web_modes"]
