"""The eightieth pass, part D: a newcomer without a C compiler, and a puzzle designer, following the README."""

from __future__ import annotations

from gridsat import kinds
from gridsat.cli.options import kind_options
from gridsat.core import compiled


def _engine(kind: str):
    return next(opt for opt in kind_options(kinds.get(kind)) if opt.name == "engine")


def test_engine_help_without_the_compiled_engines_offers_only_those_installed(monkeypatch):
    """`gridsat yinyang --help` on an install without a C compiler listed 'Solver: auto | race | search | cpsat |
    cuts', and completion offered race and search, each then refused as not installed; now they are named apart."""
    monkeypatch.setattr(compiled, "present", lambda module: False)
    opt = _engine("yinyang")
    assert opt.help_text.startswith("Solver: auto | cpsat | cuts (auto: ")
    assert opt.help_text.endswith(" Not installed: race, search (reinstall with a C compiler to get them).")
    assert opt.values() == ["auto", "cpsat", "cuts"]
    assert _engine("pack").help_text.endswith(" Not installed: exact (reinstall with a C compiler to get it).")


def test_engine_help_with_the_compiled_engines_lists_them_all():
    opt = _engine("yinyang")
    if not compiled.missing("gridsat.puzzles.yinyang._kernel"):
        assert opt.help_text.startswith("Solver: auto | race | search | cpsat | cuts (auto: ")
        assert "Not installed" not in opt.help_text
