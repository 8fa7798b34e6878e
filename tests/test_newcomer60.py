"""A newcomer following the README from the top, then the docs it links to, in order (sixtieth pass)."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _readme_writes() -> set[str]:
    """The files the README's commands write (--out/-o FILE, --png FILE, --svg FILE)."""
    readme = (ROOT / "README.md").read_text()
    return set(re.findall(r"(?:--out|-o|--png|--svg) ([\w.-]+\.\w+)", readme))


def test_the_packing_docs_hint_example_does_not_reuse_a_file_the_readme_wrote(run_cli, tmp_path, monkeypatch):
    """The README's tour writes board.json (a 45x45 Domino Fit board); docs/packing.md then showed
    `$ cat board.json` (a packing puzzle) and `$ gridsat hint board.json`, so a newcomer running it in the same
    folder met "Domino Fit: hints and grades take boards of at most 400 cells" instead of the packing step shown."""
    text = (ROOT / "docs" / "packing.md").read_text()
    shown = re.search(r"\$ cat (\S+)\n(.+)\n\$ gridsat hint (\S+)\n(.+)\n", text)
    name, content, hinted, said = shown.groups()
    assert name == hinted == "box-puzzle.json"
    assert name not in _readme_writes() and "board.json" in _readme_writes()
    monkeypatch.chdir(tmp_path)
    (tmp_path / name).write_text(content + "\n")
    code, out, err = run_cli("hint", name)
    assert (code, err, out.splitlines()[0]) == (0, "", said)


def _border_colours(figure):
    from matplotlib.collections import LineCollection
    from matplotlib.colors import to_hex

    borders = [c for c in figure.axes[0].collections if isinstance(c, LineCollection) and 2.2 in c.get_linewidths()]
    return [to_hex(colour) for colour in borders[0].get_colors()]


def test_region_borders_between_two_shaded_cells_show_on_the_shade():
    """`gridsat solve 'https://puzz.link/p?lits/4/4/9q02jg' --png lits.png` drew every region border black, and
    the shaded cells #3a3a3a: where two tetrominoes of neighbouring regions touch (and where a Norinori domino
    crosses a border) the border could not be seen, so the picture did not show which region each piece is in."""
    import gridsat

    lits = gridsat.solve("https://puzz.link/p?lits/4/4/9q02jg")
    assert sorted(_border_colours(lits.figure())) == ["#000000"] * 7 + ["#c8c8c8"] * 3
    norinori = gridsat.solve("https://puzz.link/p?norinori/5/5/cag4ocjo")
    assert _border_colours(norinori.figure()).count("#c8c8c8") == 3
    # the puzzle as read has no shaded cells: every border black
    assert set(_border_colours(lits.puzzle_figure())) == {"#000000"}


def test_a_yinyang_position_mixing_0_with_the_drawn_b_and_w_is_named_at_its_first_line(run_cli, tmp_path):
    """The hint's legend says "B/W decided by a step" and the README "0 undecided": a position written with 0, B
    and W was told "line 9: '0 B 0 0 0 0 0 0 0 B' is no row as gridsat draws the board", naming the line before
    the only row without a 0, though line 1 was the same kind of row, and not saying what was wrong in it."""
    rows = (ROOT / "examples" / "yinyang-position.txt").read_text().replace("2", "B").replace("1", "W")
    position = tmp_path / "mine.txt"
    position.write_text(rows)
    assert run_cli("hint", str(ROOT / "examples" / "yinyang-10x10.txt"), "--position", str(position)) == (
        2, "", f"gridsat: error: {position}: line 1: '0 0 0 0 0 0 0 0 0 B' mixes 0/1/2 with the board as gridsat "
               "draws it (? undecided, · or W white, █ or B black): write every cell one way\n")
    # either way alone still reads
    position.write_text(rows.replace("B", "2").replace("W", "1"))
    assert run_cli("hint", str(ROOT / "examples" / "yinyang-10x10.txt"), "--position", str(position))[0] == 0
