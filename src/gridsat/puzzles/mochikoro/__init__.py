"""Mochikoro: shade cells so the unshaded areas are rectangles, each holding one number at most, its area; the
unshaded cells connected diagonally; no 2x2 block shaded."""
