"""Pass 110d: limits, interruptions and collections on every kind, the newest first."""

import pytest


@pytest.mark.parametrize("kind, cell", [("fillomino", "."), ("kakuro", "\\"), ("numberlink", ".")])
def test_the_puzzle_drawn_as_read_is_weighed_before_it_is_drawn(run_cli, tmp_path, kind, cell):
    """``gridsat solve BOARD --to text --png P`` (the puzzle as read, unsolved) built the whole figure -- 18 s on a
    600x600 Fillomino -- before its PNG was weighed and refused; a solve weighs the board's smallest picture before
    solving, and so does this now, before the text is printed or anything drawn."""
    rows = [" ".join([cell] * 90) for _ in range(90)]
    if kind != "kakuro":
        rows[0] = "1 1" + rows[0][3:]
    path = tmp_path / "big.txt"
    path.write_text(kind + "\n" + "\n".join(rows) + "\n")
    picture = tmp_path / "big.png"
    for command in (["solve"], [kind]):
        code, out, err = run_cli(*command, str(path), "--to", "text", "--png", str(picture), "--memory-limit", "0.05")
        assert (code, out, picture.exists()) == (2, "", False)
        assert err == ("gridsat: error: a PNG of at least 6,102x6,102 pixels (--svg draws it in far less) needs "
                       "about 0.3 GB of memory; the limit is 51.2 MB (raise it with --memory-limit GB or "
                       "GRIDSAT_MEMORY_LIMIT)\n")
