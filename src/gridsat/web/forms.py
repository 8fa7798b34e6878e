"""What the web pages offer: the kind registry as the pages see it.

:func:`kinds_listing` is ``GET /api/kinds``: every registered kind's
declaration (:meth:`~gridsat.puzzles.contract.Kind.describe`: name, title,
tasks, engines, typed settings with their choices, writers, generator...)
plus where its page is, so a new kind gets a working page with no new
server code.  A kind with a page of its own has ``static/NAME.html``;
every other kind gets the general page, whose form is built from the
declaration.
"""

from __future__ import annotations

from pathlib import Path

STATIC = Path(__file__).resolve().parent / "static"


def own_page(name: str) -> bool:
    """True when kind ``name`` has a page of its own (``static/NAME.html``)."""
    return name.isidentifier() and (STATIC / f"{name}.html").is_file()


def kind_entry(name: str) -> dict:
    """One kind as ``GET /api/kinds`` lists it: its declaration, plus
    ``"page"`` (its URL), ``"options"`` (the names of its own request
    options), ``"choices"`` (``{setting: values}`` for settings with
    choices or suggestions, for the forms) and ``"argument"`` (what
    ``gridsat NAME`` takes, the request's ``argument``: ``{"metavar",
    "help", "required"}``) and ``"web_modes"`` (the modes ``POST /api/mode``
    runs, :func:`gridsat.web.modes.web_modes`)."""
    from ..puzzles.kinds import get
    from .modes import web_modes

    kind = get(name)
    entry = kind.describe()
    entry["page"] = f"/puzzle/{name}"
    entry["options"] = [s.name for s in kind.settings]
    entry["choices"] = {s.name: s.known_values() for s in kind.settings if s.known_values()}
    entry["argument"] = {"metavar": kind.argument.metavar, "help": kind.argument.help,
                         "required": kind.argument.required}
    entry["web_modes"] = web_modes(kind)
    return entry


def kinds_listing() -> dict:
    """``{"kinds": [kind_entry(name) for each registered kind], "tasks": TASKS}``."""
    from ..puzzles.kinds import TASKS, names

    return {"kinds": [kind_entry(name) for name in names()], "tasks": list(TASKS)}


__all__ = ["kind_entry", "kinds_listing", "own_page"]
