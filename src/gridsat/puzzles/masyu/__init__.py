"""Masyu: draw one closed loop through cell centres that passes every pearl,
turning on black pearls and going straight on white ones."""
