"""The modules a puzzle passes through from the command line to its answer.

Traces every Python call inside gridsat while one command runs (in-process),
keeps the chain of gridsat modules that call each other, and prints the
modules in the order the run first enters them, how many there are, and how
often the run returns to a module it had left.  Usage:

    python benchmarks/module_path.py yinyang examples/yinyang-10x10.txt --engine cpsat

Imports are not counted (only calls made while solving and printing).
"""

from __future__ import annotations

import sys
from collections import Counter


def trace(argv: list[str]) -> list[str]:
    """The sequence of gridsat modules entered by calls (consecutive repeats merged)."""
    seq: list[str] = []

    def profile(frame, event, arg):
        if event != "call":
            return
        name = frame.f_globals.get("__name__", "")
        if not name.startswith("gridsat") or frame.f_code.co_name == "<module>":
            return
        if not seq or seq[-1] != name:
            seq.append(name)

    from gridsat.cli import main

    sys.setprofile(profile)
    try:
        main(argv)
    except SystemExit:
        pass
    finally:
        sys.setprofile(None)
    return seq


def main(argv: list[str]) -> None:
    seq = trace(argv)
    order = list(dict.fromkeys(seq))
    visits = Counter(seq)
    returns = sum(n - 1 for n in visits.values())
    print(f"\n{len(order)} modules, {len(seq)} moves between them, {returns} returns to a module already left")
    for name in order:
        print(f"  {visits[name]:>4}  {name}")


if __name__ == "__main__":
    main(sys.argv[1:])
