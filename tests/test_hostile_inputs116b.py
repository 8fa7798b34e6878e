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
