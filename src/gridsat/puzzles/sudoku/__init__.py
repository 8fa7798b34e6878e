"""Sudoku (4x4, 6x6, 9x9, 16x16, 25x25...): a digit per cell, each row,
column and box holding each digit once; solved as an exact cover."""
