"""Shikaku: divide the grid into rectangles, each holding one number, its area."""
