"""Hostile pass 39, the command line: what a newcomer types in the wrong place."""


def test_the_programs_name_typed_twice_says_it_is_typed_once(run_cli):
    # "python -m gridsat gridsat solve PUZZLE" (a README line pasted after the program) said only
    # "No such command 'gridsat'."
    assert run_cli("gridsat", "solve", "x.txt") == (
        2, "", "gridsat: error: No such command 'gridsat': the program's name is typed once: gridsat COMMAND ... "
               "(gridsat solve PUZZLE, not gridsat gridsat solve PUZZLE) (see 'gridsat --help')\n")


def test_a_commands_option_typed_before_the_command_says_it_goes_after(run_cli):
    # "gridsat -t 2 solve PUZZLE" said only "No such option: -t", as if gridsat had no time limit
    assert run_cli("-t", "2", "solve", "x.txt") == (
        2, "", "gridsat: error: No such option: -t before the command; a command's options go after it: "
               "gridsat COMMAND ... -t (see 'gridsat --help')\n")
    assert run_cli("--census", "calendar")[2] == (
        "gridsat: error: No such option: --census before the command; a command's options go after it: "
        "gridsat calendar ... --census (see 'gridsat --help')\n")
    assert run_cli("generate", "--seed", "3", "yinyang")[2] == (
        "gridsat: error: No such option: --seed before the command; a command's options go after it: "
        "gridsat generate COMMAND ... --seed (see 'gridsat generate --help')\n")
    # an option no command has, and a typo click spells, are told as before
    assert run_cli("--rows", "3")[2] == "gridsat: error: No such option: --rows (see 'gridsat --help')\n"
    assert run_cli("--verison")[2] == ("gridsat: error: No such option: --verison (Possible options: --version) "
                                       "(see 'gridsat --help')\n")


def test_a_one_row_grid_without_its_kind_names_the_kinds_that_read_it(run_cli, tmp_path, monkeypatch):
    # "2 . ." (a one-row Nurikabe, which 'gridsat nurikabe' reads) was told "not a puzzle gridsat can read",
    # where the same grid of three rows named the kinds that read it
    monkeypatch.chdir(tmp_path)
    (tmp_path / "row.txt").write_text("1 2 3\n")
    assert run_cli("grade", "row.txt") == (
        2, "", "gridsat: error: row.txt: a grid with no kind named above it, which nurikabe, lightup, slitherlink, hitori, "
               "shikaku, kurodoko, tapa, cave, fillomino, hashi and kurotto all read: write the kind's name on a line of its own above the grid (as --to text writes it), or gridsat "
               "grade row.txt --kind KIND\n")  # grade offers only the genres with hints (pass 65; Light Up's since 86, Shikaku's since 116)
    # one word is still no grid
    (tmp_path / "word.txt").write_text("1114\n")
    assert "not a puzzle gridsat can read" in run_cli("solve", "word.txt")[2]
