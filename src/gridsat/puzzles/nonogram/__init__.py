"""Nonogram (Picross; puz.link's nonogram): shade cells so that each row's and column's runs of shaded cells are its
clue numbers, in order."""
