"""What a new user, working from the README alone, tripped over in the thirty-fifth pass: each case is the exact
line a user gets now."""

from __future__ import annotations

import pytest

_HELP = "gridsat --help lists the commands; gridsat COMMAND --help shows one command's options"


@pytest.mark.parametrize(("args", "said"), [
    (("help",), f"No such command 'help': {_HELP} (see 'gridsat --help')"),
    (("help", "solve"), f"No such command 'help': {_HELP} (see 'gridsat --help')"),
    (("version",), "No such command 'version': gridsat --version (see 'gridsat --help')"),
])
def test_help_and_version_typed_as_commands_name_the_option_that_does_it(run_cli, args, said):
    """`gridsat help` and `gridsat help solve` (git's, pip's and many tools' way) said only "No such command
    'help'.", and `gridsat version` likewise: each now names the option to type."""
    assert run_cli(*args) == (2, "", f"gridsat: error: {said}\n")
