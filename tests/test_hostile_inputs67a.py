"""Hostile pass 67, part a: the command line."""

from gridsat.puzzles.explaining import hinting_kinds

PARK = "statuepark\npieces: tetrominoes\n" + ". . . . B W .\nB B B . . B .\n. . B . . . .\n" + ". . . . . . .\n" * 2 + (
    ". . . B W . .\n. . . W B . .\n")  # (a Heyawake, Norinori, then LITS until they had hints)
NO_HINTS = f"Statue Park has no hints, grades or position checks yet (kinds with them: {hinting_kinds()})"


def test_a_solve_of_a_file_of_a_kind_without_hints_is_not_pointed_at_hint(run_cli, tmp_path, monkeypatch):
    # `gridsat solve hey.txt --hint` (a Heyawake file, its kind from its first line) was pointed at `gridsat hint
    # hey.txt`, which then refused Heyawake; `gridsat heyawake hey.txt --hint` said Heyawake has no hints
    monkeypatch.chdir(tmp_path)
    (tmp_path / "hey.txt").write_text(PARK)
    code, out, err = run_cli("solve", "hey.txt", "--hint")
    assert code == 2
    assert err == f"gridsat: error: No such option: --hint; {NO_HINTS} (see 'gridsat solve --help')\n"
    code, out, err = run_cli("solve", "hey.txt", "--check")
    assert err == ("gridsat: error: No such option: --check; every answer printed is already checked by an "
                   "independent checker; your own answer: save it beside the puzzle file as NAME.solution.txt, then "
                   "gridsat batch NAME.txt --out RES.jsonl --check-answer (its line names the first rule the answer "
                   f"breaks); {NO_HINTS} (see 'gridsat solve --help')\n")
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


def test_a_hint_given_check_is_pointed_at_its_own_position_option(run_cli):
    # `gridsat hint FILE --check` said "No such option: --check (see 'gridsat hint --help')" alone, where every
    # other command is pointed at hint's --position FILE for a position's mistakes
    code, out, err = run_cli("hint", "examples/yinyang-10x10.txt", "--check")
    assert code == 2
    assert err == ("gridsat: error: No such option: --check; every answer printed is already checked by an "
                   "independent checker; your own position's mistakes: --position FILE (see 'gridsat hint --help')\n")
    code, out, err = run_cli("hint", "examples/yinyang-10x10.txt", "--hint")  # hint's own default: no advice
    assert err == "gridsat: error: No such option: --hint (see 'gridsat hint --help')\n"


def test_a_memory_refusal_of_reading_shows_the_need_over_the_limit(run_cli, tmp_path, monkeypatch):
    # `gridsat lightup lu60.txt --memory-limit 0.0001` (a 7,208-byte file) said "needs about 0.1 MB of memory;
    # the limit is 0.102 MB": the need rounded down below the limit it was refused for
    monkeypatch.chdir(tmp_path)
    (tmp_path / "lu60.txt").write_text("lightup\n" + (" ".join("." * 60) + "\n") * 60)
    code, out, err = run_cli("lightup", "lu60.txt", "--memory-limit", "0.0001")
    assert code == 2
    assert err == ("gridsat: error: lu60.txt: reading this puzzle file (7,208 bytes) needs about 0.14 MB of memory; "
                   "the limit is 0.102 MB (raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")
    from gridsat.core.amounts import needed_and_limit

    assert needed_and_limit(0.1004 * 1024**2, 0.1002 * 1024**2) == ("0.1004 MB", "0.1 MB")
    assert needed_and_limit(3 * 1024**3, 2 * 1024**3) == ("3.0 GB", "2 GB")


def test_a_pack_given_its_puzzle_file_is_pointed_at_hint_of_that_file(run_cli):
    # `gridsat pack examples/pack-3x20.json --steps` was pointed at "gridsat hint PUZZLE --steps (PUZZLE a
    # packing puzzle file: {...})", as if no packing file had been given; a file that is none stays PUZZLE
    code, out, err = run_cli("pack", "examples/pack-3x20.json", "--steps")
    assert code == 2
    assert err == ("gridsat: error: No such option: --steps; every step: gridsat hint examples/pack-3x20.json "
                   "--steps (see 'gridsat pack --help')\n")
    code, out, err = run_cli("pack", "examples/pieces.txt", "--steps")
    assert err == ("gridsat: error: No such option: --steps; every step: gridsat hint PUZZLE --steps (PUZZLE a "
                   "packing puzzle file: {\"kind\": \"pack\", \"board\": \"6x10\", \"pieces\": \"pentominoes\"}) "
                   "(see 'gridsat pack --help')\n")
