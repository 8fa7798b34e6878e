"""What a player's position holds in each kind that explains its steps with
values a cell (``gridsat hint --position``; Slitherlink's and Masyu's, the loop's edges drawn), one declared line
a kind beside the registry (:data:`gridsat.puzzles.kinds.REGISTRY`, in its order): the
kind's ``title`` and its :meth:`~gridsat.puzzles.explaining.Explaining.position_words`
(its ``position_values`` numbered; a digit genre's its own words).  The
command line's help is built from these lines (no kind names its words
there), and reading them imports no kind; tests/test_position_help.py holds
each line to its kind's declaration, so a kind whose values change is told
to change its line here.
"""

#: kind name -> ``(title, position words)``, for each kind whose position holds values (not pieces).
POSITION_LINES = {
    "yinyang": ("Yin-Yang", "1 white, 2 black"),
    "nurikabe": ("Nurikabe", "1 unshaded, 2 shaded"),
    "starbattle": ("Star Battle", "1 empty, 2 star"),
    "lightup": ("Light Up", "1 bulb-free, 2 bulb"),
    "heyawake": ("Heyawake", "1 unshaded, 2 shaded"),
    "norinori": ("Norinori", "1 unshaded, 2 shaded"),
    "lits": ("LITS", "1 unshaded, 2 shaded"),
    "slitherlink": ("Slitherlink", "the loop drawn so far as an answer writes it (side bitmasks), or its lattice "
                    "(1 drawn, 2 not)"),
    "masyu": ("Masyu", "the loop drawn so far as an answer writes it (side bitmasks), or its lattice (1 drawn, 2 not)"),
    "sudoku": ("Sudoku", "digits (. or ? empty too)"),
    "hitori": ("Hitori", "1 unshaded, 2 shaded"),
    "shikaku": ("Shikaku", "ranks of the numbers whose rectangles cover the cells, from 1 in reading order (. or ? "
                "undecided too)"),
    "kurodoko": ("Kurodoko", "1 unshaded, 2 shaded"),
    "tapa": ("Tapa", "1 unshaded, 2 shaded"),
    "creek": ("Creek", "1 unshaded, 2 shaded"),
    "aqre": ("Aqre", "1 unshaded, 2 shaded"),
    "yajilin": ("Yajilin", "1 unshaded, 2 shaded"),
    "cave": ("Cave", "1 unshaded, 2 shaded"),
    "fillomino": ("Fillomino", "numbers (. or ? undecided too)"),
    "hashi": ("Hashiwokakero", "text rows of numbers as its answer is written (the bridges across a cell's right "
              "side + 3 x those across its bottom, 0 to 8, every side decided), hint --json's grid as JSON rows (1 + "
              "those, 1 to 9, 0 undecided), or the answer's horizontal/vertical strings, . a side undecided"),
    "kakuro": ("Kakuro", "digits as its answer is written (. ? or 0 undecided and on a clue cell)"),
    "nurimisaki": ("Nurimisaki", "1 unshaded, 2 shaded"),
    "shimaguni": ("Shimaguni", "1 unshaded, 2 shaded"),
    "skyscrapers": ("Skyscrapers", "heights as its answer is written (. ? or 0 undecided and on the frame; or the N "
                    "rows inside alone)"),
    "nonogram": ("Nonogram", "1 unshaded, 2 shaded (the framed board, its frame 0 or 1; or the rows inside alone)"),
    "countryroad": ("Country Road", "the loop drawn so far as an answer writes it (side bitmasks), or its lattice (1 "
                    "drawn, 2 not)"),
    "ripple": ("Ripple Effect", "digits as its answer is written (. ? or 0 undecided)"),
    "kurotto": ("Kurotto", "1 unshaded, 2 shaded"),
}

__all__ = ["POSITION_LINES"]
