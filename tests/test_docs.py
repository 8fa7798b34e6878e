"""The docs' Python examples run (every page of docs/ must have some)."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

DOCS = sorted((Path(__file__).resolve().parents[1] / "docs").glob("*.md"))


def test_there_are_docs():
    assert {p.stem for p in DOCS} >= {"packing", "calendar", "yinyang", "dominofit"}


@pytest.mark.parametrize("page", DOCS, ids=[p.name for p in DOCS])
def test_doc_examples_run(page, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # examples that write files write them here
    result = doctest.testfile(str(page), module_relative=False, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0, f"{page.name} has no runnable example"
    assert result.failed == 0


def test_readme_python_example_runs(monkeypatch):
    import re

    root = Path(__file__).resolve().parents[1]
    blocks = re.findall(r"```python\n(.*?)```", (root / "README.md").read_text(), flags=re.S)
    assert blocks, "README.md has no Python example"
    monkeypatch.chdir(root)  # the example reads examples/...
    for block in blocks:
        exec(compile(block, "README.md", "exec"), {})
