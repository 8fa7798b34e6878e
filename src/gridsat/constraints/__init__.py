"""The rule vocabulary: puzzle rules as CP-SAT constraints, each call tagged
with its rule (``--model-stats`` groups the model by these tags and
``--export-model`` names each constraint after its rule).

- :mod:`.model`: :class:`~.model.RuleModel`, a ``cp_model.CpModel`` with
  ``with model.rule("name"):`` for a rule written in OR-Tools' own calls;
- :mod:`.shading`: a boolean per cell, fixed cells, no 2x2, no adjacency,
  no run of equal cells in a line (Aqre's), counts in lines and regions,
  every area of members a rectangle (Mochikoro's unshaded areas);
- :mod:`.connectivity`: "the shaded cells are connected" (rooted trees),
  each colour connected, separator and enclosure cuts for lazy models;
- :mod:`.walls`: the unshaded cells connected through sides and corners
  (Mochikoro's), stated as the shaded cells' walls forming no loop;
- :mod:`.islands`: "each unshaded area holds one number, its size";
- :mod:`.loops`: one closed loop through cell centres or along grid lines;
- :mod:`.placement`: pieces placed, cells covered at most or exactly once;
- :mod:`.sight`: what a cell sees along its row and column; the members
  along a ray from a cell to the edge (Yajilin's arrows);
- :mod:`.ring`: the runs of members among a cell's eight neighbours
  (Tapa's clues);
- :mod:`.corners`: the members among the cells around a grid point
  (Creek's numbers on the points);
- :mod:`.edge_reach`: every connected area of members touches the board's
  edge (Cave's shaded cells);
- :mod:`.blocks`: a number in every cell, each block of equal numbers as
  large as its number (Fillomino);
- :mod:`.edge_links`: the chosen edges connect all these nodes (Hashiwokakero's
  bridges join every island), as a flow or as lazy cuts;
- :mod:`.visible`: how many of a line's heights are seen from its start, a
  taller hiding a shorter (Skyscrapers' clues), and the heights such a clue
  leaves each cell of a Latin line;
- :mod:`.runs`: a line's runs of shaded cells are its clue, in order
  (Nonogram's numbers), as an automaton or as placements, and the line
  solver (the cells every placement agrees on);
- :mod:`.digits`: a digit in every cell, each room of N cells holding 1 to
  N once, and equal digits n at least n cells apart along a line (Ripple
  Effect's rules);
- :mod:`.symmetry`: a region symmetric under a half turn about a point of
  the doubled grid (Tentaisho's galaxies about their dots);
- :mod:`.groups`: the groups of members touching a cell total its number
  (Kurotto's circles);
- :mod:`.shading_logic`, :mod:`.island_logic`: the hand deductions run
  before a model is built (the cells they force).
"""
