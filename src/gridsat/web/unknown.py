"""What a request's unknown field or option is told: its API spelling ('time-limit' is 'time_limit'), the name it
was close to, and the object it goes in (an option beside the puzzle goes in ``options``)."""

from __future__ import annotations

import json

from ..core.errors import PuzzleInputError, closest, quoted, shown


def api_spelling(name, known) -> str:
    """``" (the API spells it 'time_limit')"`` for a name the command line's way ('time-limit', '--seed') in ``known``,
    else ``" (did you mean 'board'?)"`` ('bord' was the list alone) or ``""``: said by every route alike."""
    meant = api_meant(name, known)
    if meant is None:
        return ""
    return f" (the API spells it {quoted(meant)})" if meant == _spelt(name) else f" (did you mean {meant!r}?)"


def api_meant(name, known) -> str | None:
    """The name of ``known`` that :func:`api_spelling` points ``name`` to, or None."""
    if not isinstance(name, str):
        return None
    spelt = _spelt(name)
    if spelt in known and spelt != name:
        return spelt
    meant = closest(name, known)
    return None if meant == name else meant  # a name is no spelling of itself


def _spelt(name: str) -> str:
    """``name`` the API's way: 'time-limit' and '--time-limit' are 'time_limit'."""
    return name.lstrip("-").replace("-", "_")


def kind_settings(body) -> list:
    """The names of the request's kind's settings (``["edition", ...]`` of a calendar); none without a kind."""
    from ..puzzles.genres import kind_spelt
    from ..puzzles.kinds import get

    try:
        kind = get(kind_spelt(body.get("kind"))) if isinstance(body.get("kind"), str) else None
    except PuzzleInputError:
        return []
    return [] if kind is None else [s.name for s in kind.all_settings()]


def kind_setting(body, name) -> bool:
    """Whether ``name`` is a setting of the request's kind (``"edition"`` of a calendar); False without a kind."""
    return name in kind_settings(body)


def goes_in(name, field_name: str, what: str) -> str:
    """The end of an unknown field's message saying which object it goes in."""
    return f"; {shown(name)} is {what}: send it in {field_name!r}, {{{json.dumps(field_name)}: " \
           f"{{{json.dumps(name)}: ...}}}}"


def unknown_field(body: dict, name, allowed, options, settings_field: str | None = None) -> str:
    """The message of a field ``name`` that a request of this route does not have (``allowed``: the ones it has),
    saying where it goes when it is an option (``options``: their names) or a setting of the request's kind (in
    ``settings_field``, or, without one, among the options): {"unique": true} or {"edition": "weekday"} beside
    the puzzle were "unknown field" alone."""
    within = _goes_in(body, name, allowed, options, settings_field)
    if within:
        return f"unknown field {shown(name)} (fields: {', '.join(allowed)}){within}"
    # only the names this route takes somewhere: /api/hint (no 'options') told 'unique' "the API spells it
    # 'unique'" and 'uniqe' "did you mean 'unique'?", /api/generate 'target' "did you mean 'targets'?", then refused
    known = [*allowed, *(options if "options" in allowed else ()),
             *(kind_settings(body) if (settings_field or "options") in allowed else ())]
    meant = api_meant(name, known)  # 'timelimit' was pointed to 'time_limit', a field it then refused
    within = _goes_in(body, meant, allowed, options, settings_field) if meant not in (None, *allowed) else ""
    return f"unknown field {shown(name)}{api_spelling(name, known)} (fields: {', '.join(allowed)}){within}"


def _goes_in(body: dict, name, allowed, options, settings_field: str | None) -> str:
    """Where a field ``name`` that is not one of ``allowed`` goes, or ``""``: see :func:`unknown_field`."""
    within = ""
    if name in options and "options" in allowed:
        within = goes_in(name, "options", "an option")
    elif isinstance(name, str) and (settings_field or "options") in allowed and kind_setting(body, name):
        within = goes_in(name, settings_field or "options", "a setting" if settings_field else "an option")
    elif name == "options" and "time_limit" in allowed:  # /api/hint, written as /api/solve is; /api/generate has
        # no memory_limit, yet was told "its time_limit and memory_limit are fields of the request" (then refused it)
        own = [f for f in ("time_limit", "memory_limit", "seed") if f in allowed]
        listed = " and ".join([", ".join(own[:-1]), own[-1]]) if len(own) > 1 else own[0]
        within = f"; this route takes no options: its {listed} {'are fields' if len(own) > 1 else 'is a field'} " \
                 "of the request, {\"time_limit\": 5}"
    return within
