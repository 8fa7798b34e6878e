"""Slitherlink: draw one closed loop along the grid's lines; each number
says how many of its cell's four sides the loop uses."""
