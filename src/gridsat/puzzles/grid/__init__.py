"""What the grid genres share (Nurikabe, Hitori, LITS, Star Battle, Light Up,
Slitherlink, Masyu, Sudoku...): the puzzle's board of clues and regions
(:mod:`.puzzle`), the result and its checker hook (:mod:`.result`), and the
kind base that reads puzz.link URLs, JSON and text and solves the genre's
CP-SAT model (:mod:`.kind`).  A genre adds its rules (the puzzle class),
its model (a few calls of :mod:`gridsat.constraints`), its checker, its
codec and its drawing -- guide: ``docs/adding-a-kind.md``."""
