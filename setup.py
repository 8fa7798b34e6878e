"""Build the compiled parts of gridsat: every ``src/gridsat/**/_*.c`` file
becomes an extension module of the same dotted name (for example
``src/gridsat/engines/_tiling.c`` -> ``gridsat.engines._tiling``).

The C sources use only the CPython API and the buffer protocol (no numpy
headers), so ``pip install`` needs a C compiler and Python's headers and
nothing else.  All metadata lives in ``pyproject.toml``.
"""

import platform
from pathlib import Path

from setuptools import Extension, setup

SRC = Path(__file__).resolve().parent / "src"


def _flags() -> list:
    flags = ["-O3", "-std=c11", "-fno-strict-aliasing"]
    if platform.machine().lower() in ("x86_64", "amd64"):
        flags.append("-march=x86-64-v2")  # popcnt and friends: every x86-64 CPU since 2009
    return flags


def _extensions() -> list:
    out = []
    for source in sorted(SRC.glob("gridsat/**/_*.c")):
        name = ".".join(source.relative_to(SRC).with_suffix("").parts)
        out.append(Extension(name, [str(source.relative_to(SRC.parent))], extra_compile_args=_flags()))
    return out


setup(ext_modules=_extensions())
