"""gridsat's own options (``--version``, ``--show-completion``, ``--install-completion``): typer answers them
before anything else on the command line, which it then drops unread."""

from __future__ import annotations

import os

ROOT_OPTIONS = ("--version", "--show-completion", "--install-completion")
SHELLS = ("bash", "zsh", "fish", "powershell", "pwsh")


def refused(args: list) -> str | None:
    """What is wrong with gridsat's own option on the command line ``args``, or None: a command or argument after
    it (``gridsat --install-completion zsh`` installed bash's completion, the shell it ran in, without a word), or
    completion asked of a shell typer has none for (``sh``: "Shell sh is not supported." on stdout, exit 1)."""
    root = args[:next((i for i, arg in enumerate(args) if not arg.startswith("-")), len(args))]
    own = [arg for arg in root if arg in ROOT_OPTIONS]
    if not own or own[0] != "--version" and os.getenv("_TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION"):
        return None  # (typer's tests' setting: the completion options then take the shell's name)
    if len(root) < len(args):
        given = args[len(root)]
        if own[0] != "--version" and given in SHELLS:
            return (f"{own[0]} takes no command or argument, got {given!r}: it completes the shell it is run from, "
                    f"so run 'gridsat {own[0]}' alone in {given}")
        return f"{own[0]} takes no command or argument, got {given!r}: run 'gridsat {own[0]}' alone"
    if own[0] == "--version":
        return None
    try:
        from typer._completion_shared import _get_shell_name
    except ImportError:  # another typer: its own words
        return None
    shell = _get_shell_name()
    if shell in SHELLS:
        return None
    found = f"it runs from {shell}, which gridsat has no completion for" if shell else \
        "no shell it runs from was found"
    return f"{own[0]}: {found} (gridsat completes {', '.join(SHELLS)}): run 'gridsat {own[0]}' from one of those"
