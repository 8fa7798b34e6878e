"""Nurimisaki: shade cells so the unshaded cells are connected, no 2x2 block is all shaded or all unshaded, the
circles are exactly the dead ends of the unshaded cells, and each number sees that many unshaded cells along its row
and column."""
