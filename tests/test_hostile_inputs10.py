"""Hostile input, tenth pass (issue 20): what the documents promise, checked
against the command line -- the stumbles of a new user following them."""

from __future__ import annotations

import json

import pytest

import gridsat.kinds
from gridsat.core.errors import PuzzleInputError

YINYANG = "https://puzz.link/p?yinyang/5/5/016612300"


# -- a URL pasted with its quotes: the ternary genres name the quote, as every other genre does ------
@pytest.mark.parametrize("kind, url, error", [
    ("yinyang", f'{YINYANG}"', "URL body has 1 character after the 25 cells (from character 10: '\"'); remove it"),
    ("yinyang", f"{YINYANG}'", "URL body has 1 character after the 25 cells (from character 10: \"'\"); remove it"),
    ("masyu", 'https://puzz.link/p?mashu/6/6/1063000i3000">',
     "URL body has 2 characters after the 36 cells (from character 13: '\">'); remove them"),
])
def test_a_url_with_a_quote_after_it_names_the_quote(kind, url, error):
    with pytest.raises(PuzzleInputError) as exc:
        gridsat.kinds.get(kind).parse(url, "URL")
    assert str(exc.value) == f"{gridsat.kinds.get(kind).title}: {error}"


def test_solve_names_the_quote_of_a_url_pasted_with_its_quotes(run_cli):
    code, out, err = run_cli("solve", f'"{YINYANG}"')
    assert (code, out) == (2, "")
    assert err.strip() == ("gridsat: error: Yin-Yang: URL body has 1 character after the 25 cells "
                           "(from character 10: '\"'); remove it")
