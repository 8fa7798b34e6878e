"""Hostile pass 84, part e: generators and the collections they make."""

from gridsat.core.options import SolverOptions
from gridsat.puzzles.dominofit import generator as dominofit_generator


def test_dominofit_unique_proofs_find_the_same_rival_every_run(monkeypatch):
    # Before: the proofs of `generate dominofit -u` ran auto's race (the cycle search beside CP-SAT) and CP-SAT's
    # parallel workers, whose rival tiling (which chooses the next given) changed from run to run: the same
    # --seed 1 on 30x30 made boards of 18, 20 and 22 givens.
    seen = []
    real = dominofit_generator.solve

    def recording(puzzle, options=None, **kw):
        seen.append((puzzle.rows * puzzle.cols, kw.get("engine"), options.workers))
        return real(puzzle, options, **kw)

    monkeypatch.setattr(dominofit_generator, "solve", recording)
    small = dominofit_generator.generate_unique(6, 6, seed=3)
    large = dominofit_generator.generate_unique(15, 15, seed=2, options=SolverOptions(time_limit=120))
    assert {s for s in seen if s[0] == 36} == {(36, "search", 1)}
    assert {s for s in seen if s[0] == 225} == {(225, "cpsat", 1)}
    assert large.info["unique"] and small.info["unique"]
    again = dominofit_generator.generate_unique(15, 15, seed=2, options=SolverOptions(time_limit=120))
    assert again.puzzle == large.puzzle
