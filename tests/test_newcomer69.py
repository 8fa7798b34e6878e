"""Hostile pass 69, part d: a newcomer following the README."""

HITORI = "https://puzz.link/p?hitori/4/4/1114142333214213"


def test_explain_the_readmes_own_word_is_pointed_at_hint(run_cli, tmp_path, monkeypatch):
    # the README says "Nurikabe and Hitori explain and grade too"; `gridsat solve URL --explain` said only
    # "No such option: --explain", where --hint, --steps and --grade are pointed at `gridsat hint`/`grade`
    monkeypatch.chdir(tmp_path)
    code, out, err = run_cli("solve", HITORI, "--explain")
    assert code == 2
    assert err == (f"gridsat: error: No such option: --explain; the next step and why: gridsat hint '{HITORI}' "
                   "(see 'gridsat solve --help')\n")
    (tmp_path / "n.txt").write_text("nurikabe\n2 . .\n. . .\n. . 1\n")
    code, out, err = run_cli("nurikabe", "n.txt", "--explain")
    assert err == ("gridsat: error: No such option: --explain; the next step and why: gridsat hint n.txt "
                   "--kind nurikabe (see 'gridsat nurikabe --help')\n")
