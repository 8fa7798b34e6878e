"""ASGI middleware of the web app (:func:`gridsat.web.app.create_app`): security headers on every response, and
answers to requests addressed to this machine only."""

from __future__ import annotations

#: Headers on every response.
SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data: blob:; style-src 'self'; "
                               "script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; "
                               "form-action 'self'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
}



class SecurityHeaders:
    """ASGI middleware adding :data:`SECURITY_HEADERS` to every response (a
    plain ASGI wrapper, so a request still sees its client go away)."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        from starlette.datastructures import MutableHeaders

        async def send_with_headers(message):
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for key, value in SECURITY_HEADERS.items():
                    headers.setdefault(key, value)
            await send(message)

        await self.app(scope, receive, send_with_headers)


class ThisMachineOnly:
    """ASGI middleware answering only requests whose ``Host`` is one of ``allowed`` (a guard against DNS
    rebinding); another gets 400 with one line saying which names are answered and what to do -- Starlette's
    own guard answered "Invalid host header", in plain text even on the JSON API, naming neither."""

    def __init__(self, app, allowed: list[str]):
        self.app, self.allowed = app, [name.lower() for name in allowed]

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        from starlette.datastructures import Headers
        from starlette.responses import JSONResponse, PlainTextResponse

        given = Headers(scope=scope).get("host", "")
        name = given.lower()
        name = name[:name.index("]") + 1] if name.startswith("[") and "]" in name else name.rsplit(":", 1)[0] \
            if name.count(":") == 1 else name
        if name in self.allowed:
            return await self.app(scope, receive, send)
        from ..core.errors import shown  # a long name cut with its length, as every other message cuts one

        asked = f"addressed to {shown(given, 100)}" if given else "without a Host header"
        message = (f"this server listens on this machine only and answers requests addressed to "
                   f"{', '.join(self.allowed)}; this one came {asked} (start gridsat serve with --host to serve "
                   "other names)")
        api = scope.get("path", "").startswith("/api/")
        response = JSONResponse({"error": message}, status_code=400) if api else PlainTextResponse(message, 400)
        await response(scope, receive, send)


__all__ = ["SECURITY_HEADERS", "SecurityHeaders", "ThisMachineOnly"]
