"""The twenty-seventh hostile pass over the web app and the long runs (``gridsat serve``, ``gridsat batch``,
``calendar --census --out``; issue 20): each fault it found, kept as a test."""

from __future__ import annotations

from pathlib import Path

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_a_linked_folder_in_a_searched_folder_is_named_as_not_read(tmp_path):
    """``gridsat batch d`` with ``d/ext`` a link to a folder of puzzles solved none of them and said nothing: the
    summary's "not read" list named links to nothing, pipes and odd endings, but a link to a folder (not followed,
    so a loop back up cannot run away) was dropped unsaid.  It is now listed with what to do."""
    from gridsat.batch.sources import find_sources

    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "o.txt").write_text((EXAMPLES / "yinyang-10x10.txt").read_text())
    folder = tmp_path / "d"
    (folder / "sub").mkdir(parents=True)
    (folder / "good.txt").write_text((EXAMPLES / "yinyang-10x10.txt").read_text())
    (folder / "ext").symlink_to(tmp_path / "other")
    (folder / "sub" / "up").symlink_to(folder)  # a loop back up: never searched, said all the same
    (folder / "sub" / "linked.txt").symlink_to(folder / "good.txt")  # a link to a file is read (once)
    found = find_sources([str(folder)], {".txt"})
    why = "a link to a folder, not followed: give that folder itself to read it"
    assert found.files == [str(folder / "good.txt")]
    assert sorted(found.skipped) == [(str(folder / "ext"), why), (str(folder / "sub" / "up"), why)]
