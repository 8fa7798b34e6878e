"""Hostile pass 113, part d: limits and interruptions on the newest paths (batch, hints, generators, big boards)."""

from __future__ import annotations

import json

import pytest

URL = "https://puzz.link/p?yinyang/5/5/016612300"


@pytest.mark.slow  # (two batch runs: 7 s on a loaded machine)
def test_batch_counts_a_solved_puzzle_whose_proof_minus_t_cut_among_those_a_longer_t_may_settle(run_cli, tmp_path):
    """A puzzle solved but its uniqueness left unproven by -t is done again by a resume, as an unknown one is, and
    the uniqueness line counted it unknown; but "time limit: N puzzles left unknown within -t" counted only the
    unknown statuses (5 of the 6 lines the resume did again, on a 45x30 Shimaguni collection)."""
    collection = tmp_path / "c.jsonl"
    collection.write_text(f"{URL}\n")
    out = tmp_path / "r.jsonl"
    code, _, _ = run_cli("batch", str(collection), "-o", str(out), "-j", "1", "-u")
    assert code == 0
    line = json.loads(out.read_text())
    line.update(complete=False, uniqueness="unknown")  # as -t leaves a proof cut short
    out.write_text(json.dumps(line) + "\n")
    code, printed, _ = run_cli("batch", str(collection), "-o", str(out), "-j", "1", "-u", "-t", "30",
                               "--keep-unknown")
    text = " ".join(printed.split())
    assert "uniqueness: 0 unique, 0 not unique, 1 unknown" in text, text
    assert "time limit: 1 puzzle solved, its uniqueness unproven, within -t; a longer -t may settle them: run " \
           "again with it and without --keep-unknown to do them" in text, text


def test_every_kind_asking_whether_a_long_url_is_its_own_scans_it_once(monkeypatch):
    """Each kind's detection matched the URL pattern against the whole text (and stripped its ends with another
    pattern) again: a 10 MB Skyscrapers URL took 23 s of CPU in detection alone, and `gridsat skyscrapers FILE -t 60`
    ran out of time before its reader said the board was too large. The match is now kept for the text asked."""
    from gridsat.formats import sniff
    from gridsat.puzzles.kinds import REGISTRY, get

    scans = []

    class Counted:
        def __init__(self, pattern):
            self.pattern = pattern

        def match(self, text, *args):
            scans.append(len(text))
            return self.pattern.match(text, *args)

    monkeypatch.setattr(sniff, "URL", Counted(sniff.URL))
    url = "https://puzz.link/p?skyscrapers/6/6/" + "g" * 200_000 + "\n"
    assert [name for name in REGISTRY if get(name).detect(url)] == ["skyscrapers"]
    assert len([n for n in scans if n > 200_000]) <= 2, len(scans)


def test_a_url_pasted_with_invisible_characters_and_brackets_at_its_ends_is_still_read():
    from gridsat.formats.sniff import unwrap

    url = "https://puzz.link/p?building/4/4/k13h4j3g"
    assert unwrap(f" \u200b<{url}>\ufeff\n") == url
    assert unwrap(f"\u00ad \u2060“{url}” \u200e") == url
    assert unwrap(f"<{url}") == f"<{url}"  # an opener alone is the URL pattern's to skip


@pytest.mark.slow  # (3 s: a 10 MB file read)
def test_a_ten_megabyte_url_file_is_refused_for_its_size(run_cli, tmp_path):
    path = tmp_path / "big.url"
    path.write_text("https://puzz.link/p?skyscrapers/999/999/" + "g" * 10_000_000)
    code, _, err = run_cli("solve", str(path), "-t", "120")
    assert code == 2
    assert "a 999x999 Skyscrapers in its frame of clues is a board of 1001x1001 cells; the largest board is " \
           "1000x1000" in err, err


MASYU = "https://puzz.link/p?mashu/6/6/1063000i3000"
SLITHER = "https://puzz.link/p?slither/5/5/cbcbcddad"


@pytest.mark.parametrize("name, url, board, points", [("masyu", MASYU, "6x6", "11x11"),
                                                    ("slitherlink", SLITHER, "5x5", "11x11")])
def test_a_loop_position_larger_than_any_of_the_board_is_refused_by_its_shape_before_its_values(monkeypatch, name, url,
                                                                                              board, points):
    """A Masyu or Slitherlink position of the wrong size had each of its values read and checked before its shape
    was: a 2000x2000 position of a 58x40 Masyu took 20 s to be told it has 2,000 rows (-t ran out first)."""
    import gridsat

    kind = gridsat.kinds.get(name)
    puzzle = kind.parse(url)

    def read_each_value(*args):
        raise AssertionError("each value read")

    monkeypatch.setattr(type(puzzle), "read_answer", read_each_value)
    text = "\n".join(" ".join(["0"] * 40) for _ in range(30)) + "\n"
    with pytest.raises(gridsat.PuzzleInputError) as info:
        kind.hints(puzzle, start=kind.position_of(text, puzzle))
    assert str(info.value) == f"start: the position has 30 rows of 40 cells; the board is {board} (rows of side " \
                              f"bitmasks, or a hint's grid of {points} points)"
    with pytest.raises(gridsat.PuzzleInputError) as info:  # rows of hex digits on one line
        kind.hints(puzzle, start=kind.position_of(" ".join(["0" * 20] * 3), puzzle))
    assert "the position has 3 rows of 20 cells" in str(info.value)


def test_a_loop_position_of_the_board_s_size_is_still_read_value_by_value():
    import gridsat

    kind = gridsat.kinds.get("masyu")
    puzzle = kind.parse(MASYU)
    text = "\n".join(" ".join(["0"] * 6) for _ in range(6)) + "\n"
    assert kind.position_of(text, puzzle) == [[0] * 6 for _ in range(6)]
    with pytest.raises(gridsat.PuzzleInputError) as info:
        kind.position_of(text.replace("0", "16", 1), puzzle)
    assert "r1c1 holds 16" in str(info.value)


def test_a_digit_position_of_another_size_writes_its_counts_as_messages_write_them():
    """A Kakuro position of 2000 rows was told "the position has 2000 rows of 2000 cells" where a Masyu's is told
    "2,000 rows of 2,000 cells"."""
    import gridsat

    kind = gridsat.kinds.get("kakuro")
    puzzle = kind.parse("https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3")
    with pytest.raises(gridsat.PuzzleInputError) as info:
        kind.hints(puzzle, start=[[0] * 1200 for _ in range(1100)])
    assert str(info.value) == "start: the position has 1,100 rows of 1,200 cells; the puzzle has 6 rows of 6"


@pytest.mark.parametrize("name, points", [("slitherlink", "14,641"), ("masyu", "14,161")])
def test_hints_refuse_a_lattice_larger_than_the_memory_limit_before_laying_it(name, points):
    """The steps' lattice of a Slitherlink or Masyu was laid before any estimate: a 600x600 Slitherlink's `hint
    --memory-limit 0.2` grew to 1.1 GB (and past -t) before the proof's model was refused."""
    import gridsat
    from gridsat.core.memory import MemoryLimitError

    kind = gridsat.kinds.get(name)
    puzzle = kind.parse(name + "\n" + "\n".join(" ".join(["."] * 60) for _ in range(60)) + "\n")
    with pytest.raises(MemoryLimitError) as info:
        kind.hints(puzzle, memory_limit=1024 * 1024)
    assert str(info.value).startswith(f"the hints' lattice of a 60x60 {kind.title} ({points} points) needs about ")
    assert "; the limit is 1 MB (raise it with " in str(info.value), str(info.value)


def test_hints_stop_laying_their_lattice_at_the_deadline(monkeypatch):
    """The steps' lattice was laid in plain Python with no clock: a 600x600 Slitherlink's `hint -t 8` ran 65 s on a
    busy machine before the proof's model was refused. Laying it now stops at the deadline: the verdict unknown."""
    import time

    import gridsat
    from gridsat.puzzles.masyu import lattice

    def laid_slowly(self, *args, **kwargs):  # a lattice that takes 30 s to lay
        until = time.perf_counter() + 30
        while time.perf_counter() < until:
            pass

    monkeypatch.setattr(lattice.Lattice, "_lay", laid_slowly)
    kind = gridsat.kinds.get("slitherlink")
    puzzle = kind.parse("https://puzz.link/p?slither/5/5/cbcbcddad")
    began = time.perf_counter()
    deduction = kind.hints(puzzle, deadline=began + 0.5)
    assert time.perf_counter() - began < 15
    assert (deduction.verdict, deduction.complete, deduction.steps) == ("unknown", False, [])
