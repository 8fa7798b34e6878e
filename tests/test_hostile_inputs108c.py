"""Hostile pass 108, part c: Statue Park, Star Battle, Masyu, Slitherlink, Shikaku, Tapa, Norinori, LITS."""

from __future__ import annotations

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError


@pytest.mark.parametrize(("line", "said"), [
    ("#. / ##", "'#. / ##'"), ("#./ ##", "'#./ ##'"), ("#. /##", "'#. /##'"), ("### #. / ## #", "'#. / ##'")])
def test_a_statue_park_piece_written_with_spaces_around_its_slash_is_told_so(line, said):
    # 'pieces: #. / ##' was split at its spaces into pieces '#.', '/' and '##': "piece 1 '#.' has an empty first or
    # last row or column" (and '#./ ##': "piece 1 is not rows of # and ."), of a piece drawn rightly
    text = f"statuepark\npieces: {line}\n. . .\n. B B\n"
    with pytest.raises(PuzzleInputError) as err:
        gridsat.kinds.get("statuepark").parse(text)
    assert str(err.value).endswith(f"line 2: pieces: {said} has a space beside '/': a piece's rows are joined by '/' "
                                   "with no spaces ('#./##'), and spaces separate one piece from the next")


def test_a_statue_park_piece_line_without_spaces_beside_its_slashes_still_reads():
    puzzle = gridsat.kinds.get("statuepark").parse("statuepark\npieces: #./## #\n. . .\n. B B\n")
    assert puzzle.pieces == ("#./##", "#")
