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


@pytest.mark.parametrize("url, told", [
    ("https://puzz.link/p?kakuro/1000/2/k", "Kakuro: URL column count 1000 is past 999: puzz.link's Kakuro board lies "
     "inside a frame of clue cells, which makes it 1,001 columns, and a board has at most 1,000"),
    ("https://puzz.link/p?kakuro/2/1000/k", "Kakuro: URL row count 1000 is past 999: puzz.link's Kakuro board lies "
     "inside a frame of clue cells, which makes it 1,001 rows, and a board has at most 1,000"),
])
def test_a_kakuro_url_of_side_1000_is_told_its_frame_makes_it_too_large(url, told):
    """``kakuro/1000/1000/...`` (a side the URL reader takes) was read whole -- a million cells -- and then told "rows
    must be a whole number from 1 to 1000, got 1001", a number the URL has not: the frame of clue cells around
    puzz.link's board adds a row and a column.  It is said of the URL's own count, before its body is read."""
    import gridsat
    from gridsat.core.errors import PuzzleInputError

    with pytest.raises(PuzzleInputError) as caught:
        gridsat.kinds.get("kakuro").parse(url)
    assert str(caught.value) == told
    side = "https://puzz.link/p?kakuro/999/1/" + "z" * 62 + "q" + "0" * 1000
    assert gridsat.kinds.get("kakuro").parse(side).cols == 1000


def test_a_fillomino_model_is_weighed_whole_before_it_is_built(run_cli, tmp_path):
    """A Fillomino board was first weighed by its cells alone, its givens' grown blocks weighed later: a 300x300 board
    of givens was told "needs about 0.5 GB" under a 0.3 GB limit, and, the limit raised past that as told, refused
    again at a larger number.  The whole estimate is said the first time."""
    rows = [" ".join("5" if (r + c) % 4 == 0 and r % 4 == 0 else "." for c in range(300)) for r in range(300)]
    path = tmp_path / "f.txt"
    path.write_text("fillomino\n" + "\n".join(rows) + "\n")
    first = run_cli("solve", str(path), "--memory-limit", "0.3")
    again = run_cli("solve", str(path), "--memory-limit", "0.6")
    assert first[:2] == again[:2] == (2, "")
    assert first[2] == ("gridsat: error: a CP-SAT model of a 300x300 Fillomino needs about 1.1 GB of memory; the "
                        "limit is 0.3 GB (raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")
    assert again[2] == ("gridsat: error: a CP-SAT model of a 300x300 Fillomino needs about 1.1 GB of memory; the "
                        "limit is 0.6 GB (raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")


def test_a_shikaku_model_is_weighed_whole_before_it_is_built(run_cli, tmp_path):
    """A Shikaku board was weighed first by its cells alone and then, as its model began, with its rectangles: a
    200x200 board of 16s was told "needs about 0.15 GB" under a 0.1 GB limit and, raised to 0.2 GB as told, "needs
    about 0.24 GB".  Its whole estimate (counted on the clock) is said the first time."""
    rows = [" ".join("16" if r % 4 == 0 and c % 4 == 0 else "." for c in range(200)) for r in range(200)]
    path = tmp_path / "s.txt"
    path.write_text("shikaku\n" + "\n".join(rows) + "\n")
    code, out, err = run_cli("solve", str(path), "--memory-limit", "0.1")
    assert (code, out) == (2, "")
    assert err == ("gridsat: error: a CP-SAT model of a 200x200 Shikaku needs about 0.2 GB of memory; the limit is "
                   "0.1 GB (raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")


def test_numberlinks_circuit_is_weighed_with_its_arcs_between_numbers(run_cli, tmp_path):
    """``--engine cpsat`` joins every numbered cell to every other by an arc of its circuit, which the memory estimate
    left out: a 100x100 board of 2,500 pairs (25 million arcs) was weighed 0.3 GB and grew to 2.2 GB in 30 s of
    building.  The arcs are weighed now; the cuts (``auto``) build none."""
    rows = [" ".join(str(r * 20 + c // 2 + 1) if r < 20 else "." for c in range(40)) for r in range(40)]
    path = tmp_path / "n.txt"
    path.write_text("numberlink\n" + "\n".join(rows) + "\n")
    code, out, err = run_cli("numberlink", str(path), "--engine", "cpsat", "--memory-limit", "0.5")
    assert (code, out) == (2, "")
    assert err == ("gridsat: error: a CP-SAT model of a 40x40 Numberlink needs about 1.2 GB of memory; the limit is "
                   "0.5 GB (raise it with --memory-limit GB or GRIDSAT_MEMORY_LIMIT)\n")
    import gridsat

    puzzle = gridsat.kinds.get("numberlink").parse(path.read_text())
    assert puzzle.model_bytes() == 1600 * 30_000
    assert puzzle.model_bytes(lazy=False) == 1600 * 30_000 + 800 * 799 * 2_000
