"""Aqre: shade cells so that each numbered room holds that many shaded
cells, the shaded cells are connected, and no four cells in a row or column
are all shaded or all unshaded."""
