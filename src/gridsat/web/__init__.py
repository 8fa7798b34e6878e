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
    """The web app (see :func:`gridsat.web.app.create_app`)."""
    from .app import create_app as make

    return make(limits, allowed_hosts=allowed_hosts)


__all__ = ["Limits", "TooLarge", "create_app"]
