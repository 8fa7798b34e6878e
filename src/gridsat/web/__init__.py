"""``gridsat serve``: the puzzles in a web page, and a JSON API that mirrors the command line.

    >>> from gridsat.web import create_app, Limits          # doctest: +SKIP
    >>> app = create_app(Limits(workers=2))                 # an ASGI app (Starlette)

Modules: :mod:`.app` (routes, pages), :mod:`.requests` (checking a request
against the command line's rules), :mod:`.jobs` (the work of a request, in
a solver process), :mod:`.pool` (the bounded pool of solver processes),
:mod:`.limits` (the server's bounds), :mod:`.forms` (what the pages offer).
The web dependencies (starlette, uvicorn) are imported only when an app is
made, so the other commands never pay for them.  See ``docs/web.md``.
"""

from __future__ import annotations

from .limits import Limits, TooLarge


def create_app(limits: Limits | None = None, *, allowed_hosts: list[str] | None = None):
    """The web app (see :func:`gridsat.web.app.create_app`).

    Raises:
        TypeError: ``limits`` not a :class:`Limits` (a dict met AttributeError deep inside), ``allowed_hosts`` not
            a list of host names (one string was read as its letters: every real host refused, ``e`` answered).
    """
    from .app import create_app as make

    if limits is not None and not isinstance(limits, Limits):
        raise TypeError(f"create_app: limits must be gridsat.web.Limits(...) or None, got {type(limits).__name__}")
    if allowed_hosts is not None and (isinstance(allowed_hosts, (str, bytes)) or not all(
            isinstance(name, str) for name in _listed(allowed_hosts))):
        raise TypeError("create_app: allowed_hosts must be a list of host names (strings) or None, got "
                        f"{type(allowed_hosts).__name__} {allowed_hosts!r:.60}")

    return make(limits, allowed_hosts=allowed_hosts)


def _listed(value) -> list:
    """``value``'s items, or ``[None]`` (refused) when it is not iterable."""
    try:
        return list(value)
    except TypeError:
        return [None]


__all__ = ["Limits", "TooLarge", "create_app"]
