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


def output_failed(exc: OSError) -> str:
    """The one line for ``exc``, an OSError naming no file: the output could not be written (a full disk), the
    folder run in is gone, or the system refused the run a resource -- ``batch -j 2`` under ``ulimit -n 16`` was
    told "cannot write the output: Too many open files" of its workers' pipes."""
    import errno

    from .paths import folder_gone

    if exc.errno in (errno.EMFILE, errno.ENFILE):
        try:
            import resource

            most = f"at most {resource.getrlimit(resource.RLIMIT_NOFILE)[0]:,} files"
        except (ImportError, OSError, ValueError):
            most = "no more files"
        return (f"too many open files: this process may open {most} (ulimit -n), fewer than the run needs: raise "
                "it (ulimit -n 1024)")
    if exc.errno == errno.ENOMEM:
        return out_of_memory(MemoryError())
    return folder_gone() or f"cannot write the output: {exc.strerror or exc}"


__all__ = ["one_blas_thread", "out_of_memory", "output_failed"]
