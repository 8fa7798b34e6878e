"""Hostile pass 103, part b: polyomino packing and exact cover."""

from __future__ import annotations

import pytest

from gridsat.core.errors import PuzzleInputError


def test_the_command_lines_cover_is_bounded_by_the_memory_limit_not_the_engines_entry_cap(run_cli, tmp_path,
                                                                                        monkeypatch):
    # a 32 MB DLX file of 6,058,576 option-item entries (about 1 GB, under the default 2 GB limit) was read for 19 s,
    # then refused in the Python API's words: "problem too large: ... exceed the limit of 5,000,000; pass a larger
    # max_entries to allow it" -- which no option of `gridsat cover` passes.  --memory-limit bounds it instead.
    from gridsat.engines import cover

    caps = []
    engine = cover.CoverEngine

    def recording(*args, **kwargs):
        caps.append(kwargs.get("max_entries", "default"))
        return engine(*args, **kwargs)

    monkeypatch.setattr(cover, "CoverEngine", recording)
    path = tmp_path / "p.dlx"
    path.write_text("a b\na\nb\na b\n")
    code, out, err = run_cli("cover", str(path), "--count")
    assert (code, err, caps) == (0, "", [None]) and "2 solutions (all counted)" in out


def test_the_engines_entry_cap_says_where_a_larger_one_is_given():
    from gridsat.engines.cover import CoverEngine

    with pytest.raises(PuzzleInputError, match=r"limit of 50; allow it with CoverEngine\(\.\.\., max_entries=N\), "
                                               r"or None for no limit$"):
        CoverEngine([["a", "b", "c"]] * 20, max_entries=50)


def test_a_bar_line_of_secondary_items_then_one_option_is_named_as_a_comment(run_cli, tmp_path):
    # '| x' then 'a x' (a header of secondary items alone, then the one option): the option was read as the item
    # line and the run said "no cover: primary item 'a' (and 1 other) is in no option" (exit 1), nothing of the
    # '|' line; '| x' then 'x' already said why
    path = tmp_path / "p.dlx"
    path.write_text("| x\na x\n")
    code, out, err = run_cli("cover", str(path), "--count")
    assert (code, out) == (2, "") and err.startswith(
        "gridsat: error: p.dlx: line 2: the item line has no option after it; line 1 starts with '|', so it is a "
        "comment, not the item line: name at least one primary item before '|'")
    path.write_text("| a comment\na x\na x\n")  # a comment sharing a word with a file that has options: read
    code, out, err = run_cli("cover", str(path), "--count")
    assert (code, err) == (0, "") and "1 solution (all counted)" in out
