"""Gokigen (Slant): a diagonal in every cell, each number on a grid point the diagonals touching it, no loop."""
