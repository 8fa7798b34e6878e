"""Worker processes started from a script: Python's ``spawn`` start method
imports the script again in each worker, so a script that starts them at
its top level, outside ``if __name__ == "__main__":``, starts them again in
every worker, which Python refuses ("An attempt has been made to start a new
process before the current process has finished its bootstrapping phase",
a traceback per worker, then "a worker process ended with exit code 1").
:func:`unguarded_call` finds such a call before any worker starts.
"""

from __future__ import annotations

import ast
import sys

#: Largest script read to look for its guard (bytes); a larger one is not looked at.
MAX_SCRIPT = 4 * 1024 * 1024


def unguarded_call() -> str | None:
    """Where the running script calls this at its top level outside an ``if __name__ == "__main__":`` block, as
    ``"FILE line N"``; None when it does not (no script -- ``python -c``, an interactive session, a package's
    ``__main__`` such as ``python -m gridsat``, which ``spawn`` does not import again -- a call inside the
    guard or a function, a script that cannot be read)."""
    main = sys.modules.get("__main__")
    spec = getattr(main, "__spec__", None)
    if getattr(main, "__file__", None) is None or spec is not None and spec.name.endswith("__main__"):
        return None
    frame = sys._getframe(1)
    while frame is not None and not (frame.f_code.co_name == "<module>" and frame.f_globals is vars(main)):
        frame = frame.f_back
    if frame is None:  # called from a function the script defined (its call is what is guarded, or not)
        return None
    path, line = frame.f_code.co_filename, frame.f_lineno
    try:
        with open(path, "rb") as handle:
            source = handle.read(MAX_SCRIPT + 1)
        if len(source) > MAX_SCRIPT:
            return None
        tree = ast.parse(source)
    except (OSError, SyntaxError, ValueError):
        return None
    for node in tree.body:
        if node.lineno <= line <= (node.end_lineno or node.lineno):
            return None if isinstance(node, ast.If) and _tests_main(node.test) else f"{path} line {line}"
    return None


def unstarted_reason(exitcode: int | None, main=None) -> str:
    """What follows a worker's exit code when it ended before it was ready for work.

    A script that starts worker processes at its top level where :func:`unguarded_call` cannot see it (the web
    app's pool starts them from a test client's or server's own thread) has every worker refused so, exit code
    1: the web API said only "the solver process stopped unexpectedly (exit code 1)".  The advice is given for
    exit code 1 when ``main`` (default ``sys.modules["__main__"]``) is a script ``spawn`` imports again.
    """
    main = sys.modules.get("__main__") if main is None else main
    spec = getattr(main, "__spec__", None)
    path = getattr(main, "__file__", None)
    if exitcode != 1 or path is None or spec is not None and spec.name.endswith("__main__"):
        return " before it started"
    return (f" before it started: worker processes import this script ({path}) again, and a call at its top level"
            " that starts them would start them again in each: put that call under 'if __name__ == \"__main__\":'")


def _tests_main(test: ast.expr) -> bool:
    """True for ``__name__ == "__main__"`` (either way round)."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.Eq)):
        return False
    sides = {ast.dump(test.left), ast.dump(test.comparators[0])}
    return sides == {ast.dump(ast.Name("__name__", ast.Load())), ast.dump(ast.Constant("__main__"))}


__all__ = ["MAX_SCRIPT", "unguarded_call", "unstarted_reason"]
