"""The lead's own mends of session 2026-12-06, fourth sitting (issue 20)."""

from __future__ import annotations

from pathlib import Path

YINYANG = str(Path(__file__).parent / "data" / "yinyang" / "janko_001_6x6.txt")


def test_two_drawings_of_one_answer_are_the_same_svg_bytes(run_cli, tmp_path):
    # matplotlib salts an SVG's clip-path ids at random and stamps the date: two --svg runs of one answer
    # differed from byte 601 on, so a designer keeping pictures under version control saw every one change
    first, second = tmp_path / "a.svg", tmp_path / "b.svg"
    for path in (first, second):
        code, _, stderr = run_cli("calendar", "2026-12-06", "--svg", str(path))
        assert code == 0, stderr
    assert first.read_bytes() == second.read_bytes()
    assert b"<dc:date>" not in first.read_bytes()


def test_a_results_svg_is_the_same_on_every_call():
    # a notebook's _repr_svg_ of one result changed on every call (random ids), so saved notebooks always differed
    import gridsat

    result = gridsat.solve(YINYANG)
    first, second = result._repr_svg_(), result._repr_svg_()
    assert first == second and "<svg" in first
