"""The seventy-ninth hostile pass, part c (counts and listings against published numbers): each fault found,
kept as a test."""

from __future__ import annotations


def test_a_long_listing_counts_its_solutions_with_thousands_separators(run_cli, tmp_path):
    """``cover FILE -n 1024`` said "1024 solutions listed" beside "of 300,000 asked for" and "1,024 solutions
    (all counted)": a listing's number is written as every other count is."""
    path = tmp_path / "twice.dlx"
    items = [chr(ord("a") + i) for i in range(10)]
    path.write_text(" ".join(items) + "\n" + "".join(f"{x}\n{x}\n" for x in items))
    code, out, err = run_cli("cover", str(path), "-n", "1024")
    assert (code, err) == (0, "") and "\n1,024 solutions listed (no more exist)\n" in out
