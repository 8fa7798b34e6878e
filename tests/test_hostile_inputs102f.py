"""Hostile pass 102, part f: ``gridsat generate nurikabe`` (and the generators' web box) as a designer uses them."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_nurikabe_generators_trials_are_the_same_without_the_compiled_rules(monkeypatch):
    # the checks' model fixes the cells the deductions with trials decide; the trials' budget was TRIAL_WORK // cells
    # with the compiled rules and TRIALS (none past 400 cells) without them, so the same seed made another puzzle
    # on an install without a C compiler (15x15 seeds 1-3 all differed)
    from gridsat.constraints import island_logic
    from gridsat.core.options import SolverOptions
    from gridsat.puzzles.nurikabe import rules
    from gridsat.puzzles.nurikabe.generator import GENERATOR

    budgets = []

    def probed(cells, neighbours, clues, **given):
        budgets.append(given.get("trials"))
        return {}

    monkeypatch.setattr(island_logic, "probed_cells", probed)
    puzzle = GENERATOR.puzzle(21, 21, [[None] * 21 for _ in range(21)], {(0, 0): 3})
    for present in (True, False):
        monkeypatch.setattr(island_logic, "compiled_rules", lambda present=present: present)
        GENERATOR.model_given(puzzle, SolverOptions(time_limit=60).started())
    assert budgets == [rules.TRIAL_WORK // 441] * 2


def test_the_guides_name_nurikabe_among_the_web_pages_generate_box():
    # the general page offers Generate for Nurikabe too; the README and docs/web.md named only the other three
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "with *Generate* for Kurodoko, Light Up, Slitherlink and Nurikabe." in readme
    guide = (ROOT / "docs" / "web.md").read_text(encoding="utf-8")
    assert "a kind with a generator (Kurodoko, Light Up, Slitherlink, Nurikabe) adds" in guide


def test_the_generate_boxs_grade_menu_promises_no_fewest_clues():
    # "any (fewest clues)": Nurikabe keeps every number (one an island), and the others keep a minimal set of clues,
    # not the fewest
    page = (ROOT / "src" / "gridsat" / "web" / "static" / "general.html").read_text(encoding="utf-8")
    assert '<select id="gen-grade"><option value="">any</option>' in page
    assert "fewest clues" not in page


def test_a_generators_searches_are_watched_for_the_memory_limit(monkeypatch):
    # generate weighed the puzzle before making it (4000 bytes a Nurikabe cell) but never watched its checks'
    # searches: a 15x15 Nurikabe under --memory-limit 0.002 grew by 18 MB and was given; a solve's search is stopped
    from gridsat.core import memory
    from gridsat.core.options import SolverOptions
    from gridsat.puzzles.nurikabe.generator import NurikabeGenerator

    seen = []
    generator = NurikabeGenerator()
    monkeypatch.setattr(generator, "make", lambda *args, **settings: seen.append(memory.current_check()))
    generator.generate(5, 5, 1, SolverOptions(time_limit=60))
    assert len(seen) == 1 and seen[0] is not None
    assert memory.current_check() is None  # (the watch ends with the run)

