"""Newcomer pass 43: what a first-time user following the README meets."""


def test_a_pointer_to_another_kinds_command_quotes_its_url(run_cli):
    """``gridsat nurikabe 'https://puzz.link/p?hitori/...'`` pointed to ``gridsat hitori https://puzz.link/p?hitori/...``
    unquoted: pasted into zsh (macOS's shell) its '?' is a pattern, "zsh: no matches found". The command given is
    quoted as the README quotes URLs; a plain file name stays as typed."""
    url = "https://puzz.link/p?hitori/4/4/1114142333214213"
    assert run_cli("nurikabe", url) == (
        2, "", f"gridsat: error: this looks like a Hitori puzzle, not Nurikabe: gridsat hitori '{url}'\n")
    assert run_cli("hint", url, "-k", "nurikabe")[2] == (
        f"gridsat: error: this looks like a Hitori puzzle, not Nurikabe: gridsat hint '{url}'\n")
