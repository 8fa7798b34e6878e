"""What the web pages offer: the kind registry as the pages see it.

:func:`kinds_listing` is ``GET /api/kinds``: for every registered kind its
name, title, tasks, engines, settings and example (so a new kind gets a
working page with no new server code), plus the choices of the richer forms
(calendar editions, packing boards and piece sets, Domino Fit rules and
objectives) read from the modules that define them.
"""

from __future__ import annotations

#: Kinds with a page of their own (``static/NAME.html``); every other kind
#: gets the general page.
RICH_PAGES = ("calendar", "yinyang", "pack", "dominofit")


def _choices(name: str) -> dict:
    """The choices a kind's own form offers (empty for the general page)."""
    if name == "calendar":
        from ..puzzles.calendar.editions import builtin_edition_names

        return {"editions": list(builtin_edition_names())}
    if name == "pack":
        from ..core.polyomino import BUILTIN_SETS
        from ..puzzles.pack.io import BUILTIN_BOARDS

        return {"boards": ["6x10", "5x12", "4x15", "3x20", *BUILTIN_BOARDS], "pieces": list(BUILTIN_SETS)}
    if name == "dominofit":
        from ..cli.dominofit import OBJECTIVES, RULES, SIDES, TARGETS
        from ..puzzles.dominofit import MODELS

        return {"rules": list(RULES), "targets": list(TARGETS), "objectives": list(OBJECTIVES),
                "sides": list(SIDES), "models": list(MODELS)}
    return {}


def kind_entry(name: str) -> dict:
    """One kind as ``GET /api/kinds`` lists it.

    Returns:
        ``{"name", "title", "summary", "tasks", "engines", "settings"
        ({name: help}), "options" (the kind's own request options),
        "example", "reads", "generator" (None or {"max_side", "promise",
        "settings"}), "page", "choices"}``.
    """
    from ..puzzles.kinds import get
    from .requests import generator_settings, kind_options

    kind = get(name)
    generator = kind.generator()
    gen = None
    if generator is not None:
        gen = {"max_side": generator.max_side, "promise": generator.promise,
               "settings": list(generator_settings(generator))}
    return {"name": kind.name, "title": kind.title, "summary": kind.summary, "tasks": list(kind.tasks),
            "engines": list(kind.engines), "settings": dict(kind.settings), "options": list(kind_options(name)),
            "example": kind.example, "reads": list(kind.reads), "generator": gen, "page": f"/puzzle/{name}",
            "choices": _choices(name)}


def kinds_listing() -> dict:
    """``{"kinds": [kind_entry(name) for each registered kind], "tasks": TASKS}``."""
    from ..puzzles.kinds import TASKS, names

    return {"kinds": [kind_entry(name) for name in names()], "tasks": list(TASKS)}


__all__ = ["RICH_PAGES", "kind_entry", "kinds_listing"]
