"""Hitori: shade cells so that no number repeats among the unshaded cells
of a row or column; shaded cells never touch; unshaded cells connected."""
