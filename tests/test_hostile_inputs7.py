"""The seventh hostile pass over the command line, files and limits (issue 20):
each fault it found, kept as a test."""

from __future__ import annotations

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError


@pytest.mark.parametrize(("url", "line"), [
    # 'İ'.lower() is 'i' + a combining dot: int(ch, 36) raised ValueError out of Light Up's reader
    ("https://puzz.link/p?akari/3/3/g\u0130", "URL body character 2 ('\u0130') is not ASCII"),
    # the Kelvin sign lowers to 'k': this was read as an empty 3x3 board (--to url gave akari/3/3/o)
    ("https://puzz.link/p?akari/3/3/\u212aj", "URL body character 1 ('\u212a') is not ASCII"),
    # a piece code with 'İ': "too many values to unpack" out of the piece reader
    ("https://puzz.link/p?statuepark/1/1/0/1/3\u01307o", "URL body character 6 ('\u0130') is not ASCII"),
    ("https://puzz.link/p?yinyang/3/3/\u0131\u0131\u0131", "URL body character 1 ('\u0131') is not ASCII"),
])
def test_a_url_character_that_is_not_ascii_is_named(run_cli, url, line):
    code, out, err = run_cli("solve", url)
    assert code == 2, (out, err)
    assert err.strip().endswith(f"{line} (puzz.link writes its URLs in ASCII)"), err
    kind = gridsat.kinds.detect(url)
    with pytest.raises(PuzzleInputError, match="is not ASCII"):
        kind.parse(url, "url")
