"""A run the machine, or the process's address-space limit (``ulimit -v``, common on shared login nodes),
refuses memory: one line saying which, not a traceback or a Ctrl-C that nobody pressed."""

from __future__ import annotations

import os

#: Words of a shared library the system could not map for want of memory (``dlopen`` under ``ulimit -v``).
MAPPING_REFUSED = ("failed to map segment", "cannot allocate memory")


def one_blas_thread() -> None:
    """Keep OpenBLAS (which OR-Tools' numpy loads) to one thread unless the user chose a number: gridsat does no
    linear algebra, and under ``ulimit -v`` OpenBLAS, failing to start its threads, raises SIGINT in the process:
    a ``pack --engine cpsat`` under ``ulimit -v 250000`` said "interrupted (Ctrl-C) after 0.07 s"."""
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")


def out_of_memory(exc: BaseException) -> str:
    """The one line for ``exc``, a MemoryError or an ImportError of a library the system could not map for want
    of memory (any other ImportError is raised again)."""
    if isinstance(exc, ImportError) and not any(words in str(exc).lower() for words in MAPPING_REFUSED):
        raise exc
    try:
        import resource

        limit = resource.getrlimit(resource.RLIMIT_AS)[0]
    except (ImportError, OSError, ValueError):
        limit = -1
    if limit not in (-1, getattr(resource, "RLIM_INFINITY", -1)):  # the one told to raise --memory-limit had none
        from ..core.amounts import amount_of_memory

        return (f"out of memory: this process may take at most {amount_of_memory(limit)} of address space (ulimit "
                "-v), less than the run needs: raise it (ulimit -v unlimited) or run where it is higher")
    return ("out of memory: the machine refused this run more memory, under a --memory-limit above what it has "
            "(lower the limit, and a run too large for it is refused before it starts)")


__all__ = ["one_blas_thread", "out_of_memory"]
