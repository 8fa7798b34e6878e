"""Star Battle: k stars in every row, column and region; no two stars touch,
not even diagonally."""
