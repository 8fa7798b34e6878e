"""Nurikabe: shade cells so that every unshaded area holds one number, its
size; the shaded cells are connected and never fill a 2x2 block."""
