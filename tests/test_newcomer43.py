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


def test_a_file_name_with_a_space_is_quoted_in_the_command_given(run_cli, tmp_path, monkeypatch):
    """A grid with no kind above it and a collection given to solve were told ``gridsat KIND my puzzles/a.txt`` and
    ``gridsat batch my puzzles/u.jsonl ...``: pasted, two words. The name is quoted where the shell needs it."""
    folder = tmp_path / "my puzzles"
    folder.mkdir()
    (folder / "a.txt").write_text(". 5 .\n. . .\n")
    (folder / "u.jsonl").write_text("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g\nhttps://puzz.link/p?akari/6/6/nekcakbl\n")
    monkeypatch.chdir(tmp_path)
    code, _, err = run_cli("solve", "my puzzles/a.txt")
    assert code == 2 and err.endswith("or gridsat KIND 'my puzzles/a.txt'\n")
    code, _, err = run_cli("solve", "my puzzles/u.jsonl")
    assert code == 2 and "gridsat batch 'my puzzles/u.jsonl' --out results.jsonl solves them all" in err


def test_a_sudoku_line_under_another_kind_is_pointed_to_with_all_81_cells(run_cli):
    """``gridsat nurikabe 53..7....`` (a whole 81-cell Sudoku line) was pointed to ``gridsat sudoku 53..7....8...``: the
    line cut to 77 characters and '...', a command that could not be pasted. The whole line is given."""
    line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    assert run_cli("nurikabe", line) == (
        2, "", f"gridsat: error: this looks like a Sudoku puzzle, not Nurikabe: gridsat sudoku {line}\n")


def test_a_knuth_file_with_a_space_in_its_name_is_pointed_to_cover_quoted(run_cli, tmp_path, monkeypatch):
    """``gridsat yinyang 'my puzzles/k.txt'`` (an exact cover) was pointed to ``gridsat cover my puzzles/k.txt``."""
    (tmp_path / "my puzzles").mkdir()
    (tmp_path / "my puzzles" / "k.txt").write_text("a b c\na b\nc\n")
    monkeypatch.chdir(tmp_path)
    code, _, err = run_cli("yinyang", "my puzzles/k.txt")
    assert code == 2 and err.endswith(": gridsat cover 'my puzzles/k.txt', or name the file .dlx\n")


def test_a_piece_file_with_a_space_in_its_name_is_pointed_to_pack_quoted(run_cli, tmp_path, monkeypatch):
    """``gridsat solve 'my puzzles/p s.txt'`` (a piece file) was told ``gridsat pack --board RxC --pieces my
    puzzles/p s.txt``; Python's call keeps its repr."""
    (tmp_path / "my puzzles").mkdir()
    (tmp_path / "my puzzles" / "p s.txt").write_text("I: ####\nO: ##/##\n")
    monkeypatch.chdir(tmp_path)
    code, _, err = run_cli("solve", "my puzzles/p s.txt")
    assert (code, err) == (2, "gridsat: error: p s.txt: this is a piece file, not a puzzle: "
                              "gridsat pack --board RxC --pieces 'my puzzles/p s.txt'\n")
