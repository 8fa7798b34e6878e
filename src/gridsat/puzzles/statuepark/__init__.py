"""Statue Park: place the given pieces so that they never share an edge,
black circles are covered, white circles are not, and the cells left
unshaded are connected."""
