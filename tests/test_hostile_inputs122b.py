"""Hostile pass 122, part b: a newcomer following the README alone (its tour, its pictures, the web pages of the
newest kinds, puzz.link URLs pasted from the site)."""

from __future__ import annotations

from gridsat.puzzles.kinds import kind_alias

TENTAISHO_URL = "https://puzz.link/p?tentaisho/5/5/6fl94fi65en8dbf10000"


def test_spiral_galaxies_is_told_the_kind_the_readme_names_it_by(run_cli):
    """The README lists "Tentaisho (Spiral Galaxies)", but '--kind "Spiral Galaxies"' was an unknown kind with no
    word of Tentaisho, and a 'galaxies' address "a genre gridsat does not solve"."""
    assert kind_alias("Spiral Galaxies") == ("tentaisho", " (also called 'spiral galaxies')")
    code, out, err = run_cli("solve", "--kind", "Spiral Galaxies", TENTAISHO_URL)
    assert code == 2 and "the kind is 'tentaisho' (also called 'spiral galaxies')" in err, err
    code, out, err = run_cli("solve", TENTAISHO_URL.replace("tentaisho/", "galaxies/"))
    assert code == 2 and err == ("gridsat: error: URL: a 'galaxies' puzzle: gridsat solves it as the kind 'tentaisho' "
                                 "(also called 'galaxies'), whose puzz.link addresses name the genre 'tentaisho' "
                                 "(p?tentaisho/...): write the address so\n"), err
