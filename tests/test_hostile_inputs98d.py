"""Pass 98, part d: the truth of --help and the docs, every command (faults found and kept as tests)."""

import pytest

from gridsat.core.errors import PuzzleInputError


def _refusal(options, kind=None):
    from gridsat.web.requests import split_options

    with pytest.raises(PuzzleInputError) as caught:
        split_options(options, kind)
    return str(caught.value)


def test_the_command_lines_conversion_and_model_options_in_a_web_request_say_where_they_are():
    # web.md: the options are "the command line's long options without the dashes"; {"to": "url"} was told
    # "unknown option 'to' (did you mean 'top'?)", a calendar design's option, and --model-stats only "unknown"
    to = ("option 'to' is not taken by a web request: the server converts no puzzle; the command line prints one in "
          "another format: gridsat KIND PUZZLE --to FORMAT")
    assert _refusal({"to": "url"}) == to
    assert _refusal({"to": "url"}, "kurodoko") == to
    assert _refusal({"--to": "text"}, "sudoku").startswith("option '--to' is not taken by a web request: the server")
    assert _refusal({"model-stats": True}) == (
        "option 'model-stats' is not taken by a web request: the CP-SAT model is the command line's (gridsat KIND "
        "PUZZLE --model-stats)")
    assert _refusal({"export_model": "m.txt"}, "nurikabe") == (
        "option 'export_model' is not taken by a web request: the CP-SAT model is the command line's (gridsat KIND "
        "PUZZLE --export-model FILE)")
