"""Build the compiled parts of gridsat: every ``src/gridsat/**/_NAME.c`` file
becomes an extension module of the same dotted name (for example
``src/gridsat/engines/_tiling.c`` -> ``gridsat.engines._tiling``).

Convention for a kernel (``src/gridsat/engines/gridsat_kernel.h`` says more):

* ``_NAME.c`` is the binding: argument parsing, buffers, the GIL, Python
  results, the module and its integer constants, using the shared helpers of
  ``gridsat_kernel.h``;
* ``NAME_<part>.c`` in the same folder is the algorithm, plain C11 without
  ``Python.h``, declared in ``NAME_<part>.h`` (its state and entry points).
  Every ``NAME_*.c`` of the folder is compiled into the ``_NAME`` module; when
  two bindings could claim a file (``_cycle.c`` and ``_cycle_kernel.c`` both
  match ``cycle_kernel_search.c``) the longer NAME wins, and a ``.c`` file
  that no binding claims stops the build.
* ``src/gridsat/engines`` is on the include path of every module
  (``#include "gridsat_kernel.h"``); every ``.h`` of the module's folder and
  the shared header are its ``depends`` (a rebuild follows an edit, and the
  sdist carries them).

The C sources use only the CPython API and the buffer protocol (no numpy
headers), so building them needs a C compiler and Python's headers and
nothing else.  They are optional: an extension that does not build (no
compiler, no headers) is reported and skipped, and the install goes on; at
run time gridsat uses CP-SAT where a compiled engine is missing
(``gridsat --version`` lists them).  ``GRIDSAT_NO_EXTENSIONS=1`` at install
time skips every extension (a pure install; how CI checks the fallback).
All metadata lives in ``pyproject.toml``.
"""

import os
import platform
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
SRC = ROOT / "src"
SHARED = SRC / "gridsat" / "engines"  # gridsat_kernel.h


def _flags() -> list:
    flags = ["-O3", "-std=c11", "-fno-strict-aliasing"]
    if platform.machine().lower() in ("x86_64", "amd64"):
        flags.append("-march=x86-64-v2")  # popcnt and friends: every x86-64 CPU since 2009
    return flags


def _rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def _extensions() -> list:
    bindings = sorted(SRC.glob("gridsat/**/_*.c"))
    sources = {b: [b] for b in bindings}
    for algo in sorted(SRC.glob("gridsat/**/[!_]*.c")):
        owners = [b for b in bindings if b.parent == algo.parent and algo.stem.startswith(b.stem[1:] + "_")]
        if not owners:
            raise SystemExit(f"setup.py: {_rel(algo)} belongs to no _NAME.c binding of its folder "
                             "(algorithm files are named NAME_<part>.c)")
        sources[max(owners, key=lambda b: len(b.stem))].append(algo)
    out = []
    for binding in bindings:
        name = ".".join(binding.relative_to(SRC).with_suffix("").parts)
        depends = sorted({*binding.parent.glob("*.h"), SHARED / "gridsat_kernel.h"})
        out.append(Extension(name, [_rel(s) for s in sources[binding]], include_dirs=[_rel(SHARED)],
                             depends=[_rel(d) for d in depends], extra_compile_args=_flags()))
    return out


class OptionalBuildExt(build_ext):
    """``build_ext`` where an extension that fails to build is reported on
    stderr and skipped, so the install still succeeds (without it)."""

    def run(self):
        try:
            super().run()
        except Exception as exc:  # no compiler at all (e.g. DistutilsPlatformError on Windows)
            _skipped("every compiled engine", exc)

    def build_extension(self, ext):
        try:
            super().build_extension(ext)
        except Exception as exc:  # CompileError, LinkError, DistutilsExecError, OSError...
            _skipped(ext.name, exc)


def _skipped(what: str, exc: Exception) -> None:
    print(f"gridsat: could not build {what} ({type(exc).__name__}: {str(exc).strip()[:200]}); installing "
          "without it: gridsat uses a slower engine in its place (gridsat --version says which). Install a C "
          "compiler and reinstall to get it.",
          file=sys.stderr)


_NO_EXTENSIONS = os.environ.get("GRIDSAT_NO_EXTENSIONS", "").strip() not in ("", "0")
setup(ext_modules=[] if _NO_EXTENSIONS else _extensions(), cmdclass={"build_ext": OptionalBuildExt})
