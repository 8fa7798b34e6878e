"""Hashiwokakero (Bridges): bridges between islands, straight and never crossing, at most two a pair, as many at
each island as its number, joining every island into one network."""
