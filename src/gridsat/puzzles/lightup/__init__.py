"""Light Up (Akari): bulbs light every open cell along rows and columns up to
the walls, never light each other, and each numbered wall has that many
bulbs next to it."""
