"""The eightieth pass, part D: a newcomer without a C compiler, and a puzzle designer, following the README."""

from __future__ import annotations

import pytest

from gridsat import kinds
from gridsat.cli.options import kind_options
from gridsat.core import compiled
# these bind compiled.present at import: imported before a test patches it, not while it is patched (the
# stand-in stayed bound and later tests of the same process were told the engines were missing)
import gridsat.engines.choice  # noqa: E402,F401
import gridsat.puzzles.placement.search  # noqa: E402,F401


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


@pytest.mark.slow
def test_the_yinyang_page_without_its_generator_does_not_offer_to_make_one(monkeypatch):
    """Served without the compiled Yin-Yang search, the page hid Generate but its lead still said "Paste a puzzle,
    draw one, or let gridsat make one."; it now says "Paste a puzzle or draw one."."""
    from web_server import by_id, page_without, wait_for

    with page_without(monkeypatch, "gridsat.puzzles.yinyang._kernel", "/puzzle/yinyang") as driver:
        wait_for(driver, lambda: not by_id(driver, "generate").is_displayed())
        lead = driver.find_element("css selector", "p.lead").text
        assert lead.endswith("every circle keeps its colour. Paste a puzzle or draw one.")


def test_the_yinyang_generator_from_python_without_its_engine_is_refused_in_one_line():
    """docs/yinyang.md's `generate(6, 6, seed=1)` (and `random_colouring`) met a raw "ImportError: cannot import
    name '_kernel'" on an install without a C compiler; now one line naming the function, as count_covers does."""
    import subprocess
    import sys

    from test_no_compiler import HIDE, ROOT

    program = HIDE + """
from gridsat.puzzles import yinyang
from gridsat import PuzzleInputError
for name in ("generate", "random_colouring"):
    try:
        getattr(yinyang, name)(6, 6, 1)
    except PuzzleInputError as exc:
        print(exc)
"""
    out = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, cwd=ROOT, timeout=120)
    why = ("needs the compiled Yin-Yang search engine, which is not installed (no C compiler at install time, or "
           "GRIDSAT_NO_EXTENSIONS=1). Reinstall with a C compiler and pip's --no-cache-dir to get it (pip reuses a wheel it built without one).")
    assert (out.returncode, out.stderr) == (0, "")
    assert out.stdout.splitlines() == [f"generate {why}", f"random_colouring {why}"]


def test_solve_and_batch_engine_completion_offers_only_engines_installed(monkeypatch):
    """Completion of `gridsat solve/batch --engine` offered every kind's engines, 'exact' and 'search' among them,
    on an install without the compiled engines, where each is refused; now those installed."""
    from gridsat.cli.options import every_kinds

    assert {"exact", "search", "race"} <= set(every_kinds("engine"))
    monkeypatch.setattr(compiled, "present", lambda module: False)
    assert not {"exact", "search", "race", "cycles"} & set(every_kinds("engine"))
    assert every_kinds("engine")[:2] == ["auto", "cpsat"]


def test_hint_kind_completion_offers_only_kinds_whose_hints_are_installed(monkeypatch):
    """`gridsat hint --kind` completion offered yinyang, pack and calendar on an install without their compiled
    engines, whose hints are then refused; now the kinds whose hints run there."""
    from gridsat.cli.options import kind_names

    assert {"yinyang", "pack", "calendar", "nurikabe"} <= set(kind_names(True))
    monkeypatch.setattr(compiled, "present", lambda module: False)
    assert not {"yinyang", "pack", "calendar"} & set(kind_names(True))
    assert {"nurikabe", "hitori", "dominofit"} <= set(kind_names(True))


def test_generate_help_says_a_generator_needing_a_missing_engine_is_not_installed(monkeypatch):
    """`gridsat generate --help` without a C compiler listed 'yinyang  Generate Yin-Yang puzzles: ...' as any
    other, then refused it ('generating Yin-Yang puzzles needs the compiled Yin-Yang search engine ...')."""
    from gridsat.cli.generate import generate_command

    assert generate_command(kinds.get("yinyang")).__doc__.startswith("Generate Yin-Yang puzzles: ")
    monkeypatch.setattr(compiled, "present", lambda module: False)
    assert generate_command(kinds.get("yinyang")).__doc__.startswith(
        "(Not installed: reinstall with a C compiler to get it.) Generate Yin-Yang puzzles: ")
    assert generate_command(kinds.get("dominofit")).__doc__.startswith("Generate Domino Fit puzzles: ")


def test_options_whose_work_needs_a_missing_engine_say_so_in_help(monkeypatch):
    """`pack --help` offered --distinct and `calendar --help` --census, --verify-edition, --design and --layout
    without a C compiler as any other option, each refused when given; their help now ends 'Not installed: ...'."""
    note = " Not installed: reinstall with a C compiler to get it."

    def helps(kind):
        return {opt.name: opt.help_text for opt in kind_options(kinds.get(kind))}

    assert not any(text.endswith(note) for text in helps("calendar").values())
    monkeypatch.setattr(compiled, "present", lambda module: False)
    assert helps("pack")["distinct"].endswith(note)
    calendar = helps("calendar")
    assert [name for name, text in calendar.items() if text.endswith(note)] == [
        "census", "verify_edition", "design", "layout"]
