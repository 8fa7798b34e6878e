"""A run the machine, or the process's address-space limit (``ulimit -v``, common on shared login nodes),
refused memory: the words that say which (the command line's one line, a batch line's note)."""

from __future__ import annotations

#: Words of a shared library the system could not map for want of memory (``dlopen`` under ``ulimit -v``).
MAPPING_REFUSED = ("failed to map segment", "cannot allocate memory")


def refused_memory(exc: BaseException) -> str | None:
    """What to say of ``exc`` when it is the system refusing memory -- a MemoryError, or an ImportError of a library
    it could not map for want of memory --, else None."""
    if not isinstance(exc, MemoryError) and not (
            isinstance(exc, ImportError) and any(words in str(exc).lower() for words in MAPPING_REFUSED)):
        return None
    try:
        import resource

        limit = resource.getrlimit(resource.RLIMIT_AS)[0]
        unlimited = limit == resource.RLIM_INFINITY
    except (ImportError, OSError, ValueError):
        unlimited = True
    if not unlimited:  # the one told to lower its --memory-limit had given none
        from .amounts import amount_of_memory

        return (f"out of memory: this process may take at most {amount_of_memory(limit)} of address space (ulimit "
                "-v), less than the run needs: raise it (ulimit -v unlimited) or run where it is higher")
    return ("out of memory: the machine refused this run more memory, under a --memory-limit above what it has "
            "(lower the limit, and a run too large for it is refused before it starts)")


__all__ = ["refused_memory"]
