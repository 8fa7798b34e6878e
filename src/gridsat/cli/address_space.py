"""A run the machine, or the process's address-space limit (``ulimit -v``), refuses memory: one line saying which,
not a traceback or a Ctrl-C that nobody pressed."""

from __future__ import annotations

import os


def one_blas_thread() -> None:
    """Keep OpenBLAS (which OR-Tools' numpy loads) to one thread unless the user chose a number: gridsat does no
    linear algebra, and under ``ulimit -v`` OpenBLAS, failing to start its threads, raises SIGINT in the process:
    a ``pack --engine cpsat`` under ``ulimit -v 250000`` said "interrupted (Ctrl-C) after 0.07 s"."""
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")


def out_of_memory(exc: BaseException) -> str:
    """The one line for ``exc``, a MemoryError or an ImportError of a library the system could not map for want
    of memory (any other ImportError is raised again)."""
    from ..core.address_space import refused_memory

    said = refused_memory(exc)
    if said is None:
        raise exc
    return said


__all__ = ["one_blas_thread", "out_of_memory"]
