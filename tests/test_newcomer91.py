"""Pass 91's newcomer: README.md and docs/*.md followed from the top, every kind tried as a newcomer would."""

SUDOKU = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"  # README's


def test_sudoku_hint_key_names_only_what_plain_text_shows(run_cli):
    # a Sudoku hint written to a pipe or a file keyed "bold: a given", but plain text has no bold: the givens looked
    # as every digit found before did
    code, out, err = run_cli("hint", SUDOKU)
    assert code == 0 and "\x1b[" not in out
    assert out.rstrip().endswith("(N* decided by this step; . not yet decided; on a terminal, a given is bold)")
