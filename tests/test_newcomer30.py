"""What a new user, working from the README alone, tripped over in the thirtieth pass: each case is the exact
line a user gets now."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("args", "said"), [
    (("akari", "https://puzz.link/p?akari/6/6/nekcakbl"),
     "No such command 'akari': the kind is 'lightup' (puzz.link calls it 'akari'): gridsat lightup "
     "(see 'gridsat --help')"),
    (("pearl",),
     "No such command 'pearl': the kind is 'masyu' (puzz.link calls it 'pearl'): gridsat masyu "
     "(see 'gridsat --help')"),
    (("slither", "x"),
     "No such command 'slither': the kind is 'slitherlink' (puzz.link calls it 'slither'): gridsat slitherlink "
     "(see 'gridsat --help')"),
    (("Yin-Yang",),
     "No such command 'Yin-Yang': the kind is 'yinyang': gridsat yinyang (see 'gridsat --help')"),
    (("generate", "akari"),
     "No such command 'akari': the kind is 'lightup' (puzz.link calls it 'akari'), and Light Up has no generator "
     "yet (kinds with one: dominofit, yinyang) (see 'gridsat generate --help')"),
    (("generate", "yin-yang"),
     "No such command 'yin-yang': the kind is 'yinyang': gridsat generate yinyang "
     "(see 'gridsat generate --help')"),
    (("frobnicate",), "No such command 'frobnicate'. (see 'gridsat --help')"),
])
def test_a_kind_named_as_puzz_link_names_it_is_pointed_to_its_command(run_cli, args, said):
    """The README lists "Light Up (Akari)" and reads every name puzz.link gives a genre, and `--kind akari` is
    told "the kind is 'lightup' (puzz.link calls it 'akari')"; but `gridsat akari URL` said only "No such command
    'akari'." (and `gridsat pearl`, `gridsat generate mashu` likewise), with no word of the command to type."""
    assert run_cli(*args) == (2, "", f"gridsat: error: {said}\n")
