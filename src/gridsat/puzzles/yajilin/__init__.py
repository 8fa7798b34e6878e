"""Yajilin: shade cells apart from each other, as the arrows count them, and draw one closed loop through every
other cell."""
