"""What a new user, following the README from the top, tripped over in the forty-sixth pass: each case is
the exact line a user gets now."""

from __future__ import annotations

import pytest

_KINDS = "gridsat formats lists every kind and what it reads"


@pytest.mark.parametrize(("word", "said"), [
    ("list", _KINDS),      # was "Did you mean 'lits'?": the LITS genre, not a list
    ("kinds", _KINDS), ("genres", _KINDS),
    ("convert", "gridsat solve PUZZLE --to FORMAT (url, text...; gridsat formats lists each kind's)"),  # was 'cover'
    ("new", "gridsat generate KIND --size RxC"), ("create", "gridsat generate KIND --size RxC"),
    ("next", "gridsat hint PUZZLE"), ("explain", "gridsat hint PUZZLE"),
    ("run", "gridsat solve PUZZLE"),
])
def test_words_a_newcomer_tries_as_commands_say_which_command_does_it(run_cli, word, said):
    """`gridsat list` (to see the kinds) was "No such command 'list'. Did you mean 'lits'?", `gridsat convert`
    "Did you mean 'cover'?": both pointed at an unrelated command; `kinds`, `new`, `next` were told nothing."""
    assert run_cli(word) == (2, "", f"gridsat: error: No such command {word!r}: {said} (see 'gridsat --help')\n")


def test_a_real_typo_of_a_command_still_gets_clicks_suggestion(run_cli):
    assert run_cli("lits2")[2] == "gridsat: error: No such command 'lits2'. Did you mean 'lits'? (see 'gridsat --help')\n"
