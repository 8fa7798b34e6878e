"""Hostile pass 116, part b: a newcomer following the README alone."""
from gridsat.puzzles.kinds import get

SHIMAGUNI = "https://puzz.link/p?shimaguni/6/6/7fe608s0e3uf3g3g2g43"


def test_a_shimaguni_room_of_just_its_number_says_so_not_cells_not_unshaded():
    steps = get("shimaguni").hints(get("shimaguni").parse(SHIMAGUNI)).steps
    assert steps[0].sentence == ("r1c1, r1c2, r1c3 are shaded: the room of the 3 at r1c1 needs 3 shaded cells and has "
                                 "just 3 cells")
    later = next(s for s in steps if s.sentence.startswith("r3c1, r3c2 are shaded"))
    assert later.sentence.endswith("needs 2 shaded cells and only 2 of its cells are not unshaded (the others are "
                                   "unshaded: r2c1, r2c2)")


def test_a_slitherlink_hint_picture_crosses_the_sides_its_step_takes_off_the_loop():
    # README's Slitherlink's first step: "the top of r5c2, the left of r5c2, the left of r5c3, the bottom of r5c2 are
    # off the loop"; `hint --png` framed the cells around the 0 red with nothing drawn on its sides
    from matplotlib.collections import LineCollection

    kind = get("slitherlink")
    puzzle = kind.parse("https://puzz.link/p?slither/5/5/cbcbcddad")
    first = kind.hints(puzzle, first=True)
    assert first.steps[0].sentence.startswith("the top of r5c2, the left of r5c2, the left of r5c3, the bottom of r5c2 "
                                              "are off the loop")
    ax = kind.hint_figure(puzzle, first).axes[0]
    middles = set()
    for lines in (a for a in ax.get_children() if isinstance(a, LineCollection) and a.get_zorder() == 7):
        for seg in lines.get_segments():  # each cross two strokes about its middle (x, y)
            middles.add(tuple(round(float(v), 2) for v in seg.mean(axis=0)))
    # the 0's cell spans x 1 to 2, y 4 to 5 (grid points at whole numbers): its four sides' middles
    assert middles == {(1.5, 4.0), (1.0, 4.5), (2.0, 4.5), (1.5, 5.0)}


def test_a_hashi_hint_picture_crosses_a_pair_its_step_leaves_without_a_bridge():
    # README's Hashiwokakero's second step: "r1c3-r5c3 has 0 bridges"; its picture framed r1c3 and r5c3 red with
    # nothing drawn between them
    from matplotlib.collections import LineCollection

    kind = get("hashi")
    puzzle = kind.parse("https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3")
    deduction = kind.hints(puzzle)
    assert deduction.steps[1].sentence.startswith("r1c3-r5c3 has 0 bridges")

    def middles(upto) -> set:
        ax = kind.hint_figure(puzzle, deduction, upto=upto).axes[0]
        return {tuple(round(float(v), 2) for v in seg.mean(axis=0)) for lines in ax.get_children()
                if isinstance(lines, LineCollection) and lines.get_zorder() == 7 for seg in lines.get_segments()}

    assert middles(2) == {(2.5, 2.5)}  # halfway from r1c3 to r5c3: the centre of r3c3
    assert middles(1) == set()  # the first step draws two double bridges, no pair left empty
