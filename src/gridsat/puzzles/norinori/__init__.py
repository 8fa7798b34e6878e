"""Norinori: shade exactly two cells in every region so that the shaded
cells form dominoes that never touch each other."""
