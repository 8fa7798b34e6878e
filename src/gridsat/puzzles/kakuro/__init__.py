"""Kakuro (Cross Sums): digits 1 to 9 in the white cells, each run's digits different and summing to its clue."""
