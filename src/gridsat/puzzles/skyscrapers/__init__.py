"""Skyscrapers (puzz.link's building): heights 1 to N, each row and column holding each once, the clues around the
board counting the buildings seen from them."""
