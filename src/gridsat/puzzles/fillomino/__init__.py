"""Fillomino: a number in every cell, so that each block of equal numbers is as large as its number and blocks of
the same size never share an edge."""
