"""LITS: shade one tetromino in every region so that the shaded cells are
connected, never fill a 2x2 block, and two tetrominoes of one shape never
share an edge."""
