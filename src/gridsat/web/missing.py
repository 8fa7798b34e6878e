"""The page a browser is given for an address the web app has no page at: it was Starlette's plain text "Not
Found" (or the kind page's one line), a dead end in a browser, with no way back to the puzzles."""

from __future__ import annotations

from html import escape

from starlette.responses import HTMLResponse

#: The page: the app's own header and style, the message, and the way back (no script: nothing to run).
PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>gridsat: no such page</title>
<link rel="stylesheet" href="/static/style.css">
<link rel="icon" href="/static/icon.svg" type="image/svg+xml">
</head>
<body>
<header class="top"><a class="brand" href="/"><img class="logo" src="/static/icon.svg" alt="" width="22"
  height="22">gridsat</a></header>
<main>
  <h1>No such page</h1>
  <p class="lead" id="missing">{message}</p>
  {also}<p><a href="/">Choose a puzzle</a></p>
</main>
</body>
</html>
"""


def missing_page(message: str, page: tuple[str, str] | None = None) -> HTMLResponse:
    """A 404 page saying ``message`` (plain text, escaped here), with a link to the start page (and to ``page``,
    an address and its words, first)."""
    also = "" if page is None else f'<p><a id="page" href="{escape(page[0])}">{escape(page[1])}</a></p>\n  '
    return HTMLResponse(PAGE.format(message=escape(message), also=also), status_code=404)


def _kind_page(path: str) -> tuple[str, str] | None:
    """The page of the kind an address names alone (``/calendar``, ``/akari``: a newcomer's guess at a puzzle's
    page), None for any other address."""
    from ..puzzles.kinds import get, kind_alias, names

    word = path.strip("/").lower()
    kind = None if not word or "/" in word else word if word in names() else kind_alias(word)[0]
    return None if kind is None else (f"/puzzle/{kind}", f"the {get(kind).title} page")


async def not_found(request, exc) -> HTMLResponse:
    """Starlette's handler for a 404 outside the API (the API answers its own, in JSON): the address named."""
    from ..core.errors import shown

    return missing_page(f"gridsat serves no page at {shown(request.url.path, 80)}.", _kind_page(request.url.path))


__all__ = ["missing_page", "not_found"]
