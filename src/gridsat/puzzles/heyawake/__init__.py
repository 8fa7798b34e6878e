"""Heyawake: shade cells so that each numbered room holds that many shaded
cells, no two shaded cells touch, the unshaded cells are connected, and no
straight run of unshaded cells crosses two room borders."""
