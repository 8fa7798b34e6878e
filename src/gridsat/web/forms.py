"""What the web pages offer: the kind registry as the pages see it.

:func:`kinds_listing` is ``GET /api/kinds``: every registered kind's
declaration (:meth:`~gridsat.puzzles.contract.Kind.describe`: name, title,
tasks, engines, typed settings with their choices, writers, generator...)
plus where its page is, so a new kind gets a working page with no new
server code.  A kind with a page of its own keeps it in its package: a
``page/`` folder beside the module that defines the kind, holding
``NAME.html`` and the scripts it loads (:func:`page_folder`); every other
kind gets the general page, whose form is built from the declaration.
"""

from __future__ import annotations

import re
from pathlib import Path

#: A file name a kind's page folder may serve: no folder, no hidden file.
PAGE_FILE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,99}")


def page_folder(name: str) -> Path | None:
    """The folder of registered kind ``name``'s own page: ``page/`` beside the
    module that defines the kind (:data:`gridsat.puzzles.kinds.REGISTRY`),
    when it holds ``NAME.html``; None when the kind has no page of its own
    (the general page serves it)."""
    import importlib.util

    from ..puzzles.kinds import REGISTRY

    spec = importlib.util.find_spec(REGISTRY[name])  # found, not imported: the kind's module loads on first use
    if spec is None or spec.origin is None:
        return None
    folder = Path(spec.origin).resolve().parent / "page"
    return folder if (folder / f"{name}.html").is_file() else None


def page_kind(name: str) -> tuple[str | None, str]:
    """``(kind, missing)``: the registered kind the page ``/puzzle/NAME`` is of -- puzz.link's name for a genre
    too (``/puzzle/akari`` is Light Up's page: the caller sends the browser there) -- or None and what the page
    saying there is no such page says (its name quoted short, and the kind meant, if any)."""
    from ..core.errors import shown
    from ..puzzles.kinds import kind_alias, kind_hint, names

    from ..puzzles.genres import kind_spelt

    if kind_spelt(name[:40]) in names():  # /puzzle/Yin-Yang too, sent to /puzzle/yinyang
        return kind_spelt(name[:40]), ""
    alias = kind_alias(name[:40])[0]
    if alias is not None:
        return alias, ""
    return None, f"no puzzle kind {shown(name)}{kind_hint(name[:40])}"


def page_file(name: str, file: str) -> Path | None:
    """The file ``file`` of kind ``name``'s page folder (:func:`page_folder`), or None when the kind has no
    page folder, ``file`` is not a plain file name (:data:`PAGE_FILE`) or no such file is there."""
    folder = page_folder(name)
    if folder is None or not PAGE_FILE.fullmatch(file) or file.endswith("."):
        return None
    path = folder / file
    return path if path.is_file() else None


def web_help(text: str) -> str:
    """A kind's argument help as a request takes the argument: without the command line's ``-`` for standard
    input, which a request refuses (the calendar's page offered "... a JSON puzzle file, or - for standard
    input", and "-" met "'argument' '-' (standard input) means nothing here")."""
    import re

    listed = re.sub(r", or - for standard input", "", text)  # a list's last item: the one before gets its "or"
    if listed != text:
        head, comma, last = listed.rpartition(", ")
        return f"{head} or {last}" if comma and " or " not in last else listed
    return re.sub(r"[,;]?\s*- for standard input", "", text)


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
    entry["argument"] = {"metavar": kind.argument.metavar, "help": web_help(kind.argument.help),
                         "required": kind.argument.required}
    entry["web_modes"] = web_modes(kind)
    from ..core.compiled import offered

    return offered(entry, kind.compiled)  # without what a missing engine would refuse (a Hint, Generate, census...)


def kinds_listing() -> dict:
    """``{"kinds": [kind_entry(name) for each registered kind], "tasks": TASKS}``."""
    from ..puzzles.kinds import TASKS, names

    return {"kinds": [kind_entry(name) for name in names()], "tasks": list(TASKS)}


__all__ = ["PAGE_FILE", "kind_entry", "kinds_listing", "page_file", "page_folder"]
