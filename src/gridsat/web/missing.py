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
  <p><a href="/">Choose a puzzle</a></p>
</main>
</body>
</html>
"""


def missing_page(message: str) -> HTMLResponse:
    """A 404 page saying ``message`` (plain text, escaped here), with a link to the start page."""
    return HTMLResponse(PAGE.format(message=escape(message)), status_code=404)


async def not_found(request, exc) -> HTMLResponse:
    """Starlette's handler for a 404 outside the API (the API answers its own, in JSON): the address named."""
    from ..core.errors import shown

    return missing_page(f"gridsat serves no page at {shown(request.url.path, 80)}.")


__all__ = ["missing_page", "not_found"]
