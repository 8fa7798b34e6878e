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
    assert "with *Generate* for Kurodoko, Light Up, Slitherlink, Nurikabe, Creek, Aqre, Cave, Nurimisaki, Country Road, Ripple Effect, Shikaku, Nonogram, Kurotto, Mochikoro, Gokigen and Tentaisho." in readme
    guide = (ROOT / "docs" / "web.md").read_text(encoding="utf-8")
    assert "a kind with a generator (Nurikabe, Light Up, Slitherlink, Kurodoko, Creek, Aqre, Cave, Nurimisaki, Country Road, Ripple Effect, Shikaku, Nonogram, Kurotto, Mochikoro, Gokigen, Tentaisho) adds" in guide


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



def test_candidates_whose_checks_never_settled_are_said_so(monkeypatch):
    # every 30x30 (and 22x22, 25x25) Nurikabe candidate's first check ran past CHECK_WORK: after 50 candidates the
    # run said "no 30x30 Nurikabe puzzle whose clues prove one answer found ...: try another seed or a larger board"
    import pytest

    from gridsat.core.options import SolverOptions
    from gridsat.puzzles.generators import CandidatesRanOut
    from gridsat.puzzles.grid import clue_removal
    from gridsat.puzzles.nurikabe.generator import NurikabeGenerator

    def unsettled(found, rng):
        found.unsettled += 1
        return None

    monkeypatch.setattr(clue_removal, "unique_board", unsettled)
    with pytest.raises(CandidatesRanOut) as stop:
        NurikabeGenerator().generate(4, 5, 1, SolverOptions(time_limit=60))
    assert str(stop.value) == ("no 4x5 Nurikabe puzzle found in the 50 candidates seed 1 gives: the uniqueness check "
                               "of each one's clues ran past its bound of work (0.25 of CP-SAT's deterministic time) "
                               "unsettled; try a smaller board")


def test_no_larger_board_is_suggested_at_the_largest_size(monkeypatch):
    import pytest

    from gridsat.core.options import SolverOptions
    from gridsat.puzzles.generators import CandidatesRanOut
    from gridsat.puzzles.grid import clue_removal
    from gridsat.puzzles.nurikabe.generator import NurikabeGenerator

    monkeypatch.setattr(clue_removal, "unique_board", lambda found, rng: None)
    generator = NurikabeGenerator()
    generator.max_side = 4  # (the largest, as 30x30 is)
    with pytest.raises(CandidatesRanOut) as stop:
        generator.generate(4, 4, 2, SolverOptions(time_limit=60))
    assert str(stop.value).endswith("found in the 50 candidates seed 2 gives: try another seed")
    with pytest.raises(CandidatesRanOut) as stop:
        generator.generate(3, 4, 2, SolverOptions(time_limit=60))
    assert str(stop.value).endswith("gives: try another seed or a larger board")
    assert str(CandidatesRanOut.of("hard 3x3 Yin-Yang puzzle", 50, 1, "hard", larger=False)).endswith(
        "gives: try another seed or an easier grade")
    assert str(CandidatesRanOut.of("hard 3x3 Yin-Yang puzzle", 50, 1, "hard")).endswith(
        "gives: try another seed, an easier grade or a larger board")


def test_the_guide_says_how_large_a_nurikabe_is_made():
    guide = (ROOT / "docs" / "clue-generators.md").read_text(encoding="utf-8")
    assert "from about 22x22 most do. 30x30 of seed 1 found no puzzle in its 50 candidates" in " ".join(guide.split())
