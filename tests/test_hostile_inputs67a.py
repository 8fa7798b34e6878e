"""Hostile pass 67, part a: the command line."""

HEYAWAKE = "heyawake\n. . . .\n. . . .\n. . . .\n. . 1 .\n\n0 0 0 0\n0 1 2 0\n0 0 2 0\n3 0 4 0\n"
NO_HINTS = ("Heyawake has no hints, grades or position checks yet (kinds with them: pack, calendar, dominofit, "
            "yinyang, nurikabe, hitori)")


def test_a_solve_of_a_file_of_a_kind_without_hints_is_not_pointed_at_hint(run_cli, tmp_path, monkeypatch):
    # `gridsat solve hey.txt --hint` (a Heyawake file, its kind from its first line) was pointed at `gridsat hint
    # hey.txt`, which then refused Heyawake; `gridsat heyawake hey.txt --hint` said Heyawake has no hints
    monkeypatch.chdir(tmp_path)
    (tmp_path / "hey.txt").write_text(HEYAWAKE)
    code, out, err = run_cli("solve", "hey.txt", "--hint")
    assert code == 2
    assert err == f"gridsat: error: No such option: --hint; {NO_HINTS} (see 'gridsat solve --help')\n"
    code, out, err = run_cli("solve", "hey.txt", "--check")
    assert err == ("gridsat: error: No such option: --check; every answer printed is already checked by an "
                   f"independent checker; {NO_HINTS} (see 'gridsat solve --help')\n")
    # a kind with hints is still pointed at hint, its file named
    (tmp_path / "n.txt").write_text("nurikabe\n2 . .\n. . .\n. . 1\n")
    code, out, err = run_cli("solve", "n.txt", "--hint")
    assert err == ("gridsat: error: No such option: --hint; the next step and why: gridsat hint n.txt "
                   "(see 'gridsat solve --help')\n")


def test_a_masyu_pearls_as_drawn_written_together_are_told_to_use_spaces(run_cli, tmp_path, monkeypatch):
    # `gridsat masyu m.txt` of a row '○.●' (the pearls as gridsat draws them, without spaces) said "row 1, column
    # 1: clue '○.●' is not a pearl W or B", where 'W.B' is told to separate the cells by spaces; and a row
    # '..○...' was passed over, the first row of dots named instead ("line 4: '......'")
    monkeypatch.chdir(tmp_path)
    path = tmp_path / "m.txt"
    path.write_text("masyu\n○.●\n.○.\n●..\n")
    code, out, err = run_cli("masyu", "m.txt")
    assert code == 2
    assert err == ("gridsat: error: m.txt: line 2: '○.●' is cells written together: separate a row's cells by "
                   "spaces ('○ . ●')\n")
    path.write_text("masyu\n..○...\n.●..○.\n......\n")
    code, out, err = run_cli("masyu", "m.txt")
    assert err == ("gridsat: error: m.txt: line 2: '..○...' is cells written together: separate a row's cells "
                   "by spaces ('. . ○ . . .')\n")
    path.write_text("masyu\n○ . ●\n. ○ .\n● . .\n")  # spaced: read
    code, out, err = run_cli("masyu", "m.txt")
    assert code in (0, 1), err
    assert err == ""
