"""Numberlink (puzz.link's numlin; Number Link, Arukone, Flow): join each pair of equal numbers by a path through cell
centres, the paths never crossing, branching or sharing a cell."""
