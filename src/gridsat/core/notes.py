"""Notes a run gives beside its answer (an option that went unused, said as ``note: ...`` on stderr by the
command line): while :func:`collecting` is open they are kept for its caller instead -- the web app puts them
in the answer's ``notices``, where a request's ``seed`` that went unused was said on the server's own terminal
(once a solver process) and never to the request."""

from __future__ import annotations

from contextlib import contextmanager

_collected: list | None = None  # the open collection (one job at a time: a web worker's, or the command's)


@contextmanager
def collecting():
    """Within it, :func:`note` keeps its sentences in the list it yields (each once) rather than print them."""
    global _collected
    before, _collected = _collected, []
    try:
        yield _collected
    finally:
        _collected = before


def note(sentence: str, printed: list | None = None) -> None:
    """Give a note: into the open :func:`collecting`'s list, else on stderr as ``note: SENTENCE`` (only once a
    process when ``printed`` is given: a list that remembers it was said; a year of dates races 365 times); in
    the Python API, a ``UserWarning`` (as the README promises of what the command line says as a note), which
    Python's own filters show once where it is raised."""
    if _collected is not None:
        if sentence not in _collected:
            _collected.append(sentence)
        return
    from .wording import command_line

    if not command_line():  # it was printed as "note: ..." on stderr, which a caller can neither catch nor quiet
        import warnings

        warnings.warn(sentence, UserWarning, stacklevel=2)
        return
    if printed is not None:
        if printed:
            return
        printed.append(True)
    import sys

    print(f"note: {sentence}", file=sys.stderr)


__all__ = ["collecting", "note"]
