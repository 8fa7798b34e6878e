"""Hashiwokakero's hints: every published puzzle stepped to its published answer, each rule's step found again from
its premises alone (the links between the islands it cites, every other link undecided), each trial's chain replayed
by its rules to the contradiction it names, the steps' words, positions in the answer's forms and the command line.

Puzzles: tests/data/genres/hashi.json (robx/pzprjs's test puzzle and janko.at Hashi 1, 3, 6, 11, 12, 13, 15, 18,
888, 889 and 890)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError
from gridsat.core.hints import grade
from gridsat.puzzles.hashi import deductions as hd
from records import Published

KIND = gridsat.kinds.get("hashi")
PUBLISHED = Published("hashi")
RECORDS, record = PUBLISHED.records, PUBLISHED.record
answer_rows = PUBLISHED.answer_rows
PZPRJS = "https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3"


# name: (steps, grade, trials, guesses), measured; the three largest run with -m slow (seconds each)
HINTED = {"pzprjs-hashikake-5x5": (12, "medium", 0, 0), "janko-hashi-12_5x5": (18, "medium", 0, 0),
          "janko-hashi-13_6x6": (25, "medium", 0, 0), "janko-hashi-15_6x6": (23, "medium", 0, 0),
          "janko-hashi-18_7x7": (19, "medium", 0, 0), "janko-hashi-11_8x8": (42, "medium", 0, 0),
          "janko-hashi-01_9x9": (54, "medium", 0, 0), "janko-hashi-06_15x15": (106, "medium", 0, 0),
          "janko-hashi-03_15x25": (290, "hard", 2, 0)}
HINTED_SLOW = {"janko-hashi-888_25x40": (726, "medium", 0, 0), "janko-hashi-889_30x45": (990, "medium", 0, 0),
               "janko-hashi-890_40x60": (2299, "hard", 5, 0)}


def premise_state(links: hd.Links, before: hd.State, step) -> hd.State:
    """The position a step rests on: the links between the islands it cites as they were before it, every other
    link 0 to 2 bridges."""
    cited = set(step.premises)
    s = hd.start(links)
    for k, (a, b) in enumerate(links.ends):
        if a in cited and b in cited:
            s.lo[k], s.hi[k] = before.lo[k], before.hi[k]
    return s


def assert_follows(links: hd.Links, before: hd.State, step) -> None:
    """The step's rule, run on its premises alone, narrows each link it decides at least as far (a rule's step); a
    trial's chain, each step found by its rule in turn from the assumption, ends in a broken rule."""
    if step.depth == 0:
        rule = getattr(hd, step.rule)
        found = rule(premise_state(links, before, step))
        for ends, (lo, hi) in step.decided.items():
            assert any(ends in f.decided and f.decided[ends][0] >= lo and f.decided[ends][1] <= hi for f in found), \
                f"{step.sentence!r} does not follow from its premises"
        return
    assert step.depth == 1 and step.rule == "trial"
    (ends, (lo, hi)), = step.decided.items()
    k = links.index[ends]
    s = before.copy()
    s.lo[k] = s.hi[k] = before.lo[k] if lo > before.lo[k] else before.hi[k]
    for link in step.chain:
        found = getattr(hd, link.rule)(s)
        for e, bounds in link.decided.items():
            assert any(f.decided.get(e) == bounds for f in found), f"trial chain step {link.sentence!r} not found"
            j = links.index[e]
            s.lo[j], s.hi[j] = bounds
    assert hd.contradiction(s) is not None, f"trial {step.sentence!r} ends in no contradiction"


def replay(puzzle, out) -> hd.State:
    """Every step re-derived (:func:`assert_follows`) and applied; the final state."""
    links = hd.Links(puzzle)
    s = hd.start(links)
    for step in out.steps:
        assert_follows(links, s, step)
        for ends, (lo, hi) in step.decided.items():
            k = links.index[ends]
            assert (lo, hi) != (s.lo[k], s.hi[k]) and lo >= s.lo[k] and hi <= s.hi[k]
            s.lo[k], s.hi[k] = lo, hi
    return s


@pytest.mark.parametrize("name", [pytest.param(n, id=n) for n in HINTED]
                         + [pytest.param(n, id=n, marks=pytest.mark.slow) for n in HINTED_SLOW])
def test_steps_replay_to_the_published_answer_and_follow_from_their_premises(name):
    from gridsat.puzzles.hashi.stepping import cells_of

    puzzle, answer = KIND.parse(record(name)["url"]), answer_rows(name)
    out = KIND.hints(puzzle)
    assert out.verdict == "unique" and out.complete and out.solved and not out.mistakes
    g = grade(out.steps)
    assert (len(out.steps), g["grade"], g["trials"], g["guesses"]) == {**HINTED, **HINTED_SLOW}[name]
    final = replay(puzzle, out)
    assert not final.open()
    grid = cells_of(final.links, puzzle, final)
    assert grid == out.grid == [[v + 1 for v in row] for row in answer]
    assert puzzle.violations(answer) == [] and KIND.check_position(puzzle, out.grid) == []


def test_the_first_steps_say_their_rules_for_their_islands():
    """pzprjs's test puzzle, re-derived by hand: the 4 at r1c1 sees only r1c3 and r3c1 (two each, 4 in all); the 2
    at r1c3 then has both its bridges; the 4 at r5c3 sees r5c1 and r5c5; the 3 at r2c2 sees r2c5 and r4c2, which
    take at most 2 each, so at least one goes to each."""
    out = KIND.hints(KIND.parse(PZPRJS))
    said = [(s.rule, s.sentence, sorted(s.decided.items()), s.premises) for s in out.steps[:4]]
    assert said == [
        ("needs_all", "r1c1-r1c3 has 2 bridges; r1c1-r3c1 has 2 bridges: r1c1 (4) needs every bridge its neighbours "
         "can still take (r1c3 up to 2, r3c1 up to 2: 4 in all)",
         [(((0, 0), (0, 2)), (2, 2)), (((0, 0), (2, 0)), (2, 2))], [(0, 0), (0, 2), (2, 0)]),
        ("full", "r1c3-r5c3 has 0 bridges: r1c3 (2) already has its 2 bridges (2 to r1c1), so no more leave it",
         [(((0, 2), (4, 2)), (0, 0))], [(0, 0), (0, 2), (4, 2)]),
        ("needs_all", "r5c1-r5c3 has 2 bridges; r5c3-r5c5 has 2 bridges: r5c3 (4) needs every bridge its neighbours "
         "can still take (r5c1 up to 2, r5c5 up to 2: 4 in all)",
         [(((4, 0), (4, 2)), (2, 2)), (((4, 2), (4, 4)), (2, 2))], [(0, 2), (4, 0), (4, 2), (4, 4)]),
        ("at_least", "r2c2-r2c5 has at least one bridge: r2c2 (3) needs 3, and its other neighbours can take at most "
         "2 (r4c2 up to 2)", [(((1, 1), (1, 4)), (1, 2))], [(1, 1), (1, 4), (3, 1)])]


def _state(puzzle, drawn: dict) -> hd.State:
    links = hd.Links(puzzle)
    s = hd.start(links)
    for ends, bounds in drawn.items():
        s.lo[links.index[ends]], s.hi[links.index[ends]] = bounds
    return s


def test_the_rules_the_brief_names_each_decide_on_a_small_board():
    """Boards built to show one rule each, the step re-derived by hand."""
    two_ones = KIND.parse("hashi\n1 . 1\n. . .\n2 . 1")  # r1c1 and r1c3, r1c3 and r3c3: two 1s each
    steps = hd.isolated(hd.start(hd.Links(two_ones)))
    assert [(s.sentence, s.decided) for s in steps] == [
        ("r1c1-r1c3 has 0 bridges: a bridge between them would fill r1c1 (1) and r1c3 (1), cut off from the other islands",
         {((0, 0), (0, 2)): (0, 0)}),
        ("r1c3-r3c3 has 0 bridges: a bridge between them would fill r1c3 (1) and r3c3 (1), cut off from the other islands",
         {((0, 2), (2, 2)): (0, 0)})]
    double_twos = KIND.parse("hashi\n2 . 2\n. . .\n2 . 2")  # r1c1-r1c3 holds one: a second would close them off
    s = _state(double_twos, {((0, 0), (0, 2)): (1, 2)})
    assert [st.decided for st in hd.isolated(s)][0] == {((0, 0), (0, 2)): (1, 1)}
    # from the givens: no pair of them is joined double (a square of 2s, re-derived by hand)
    assert [(st.sentence, st.decided) for st in hd.isolated(hd.start(hd.Links(double_twos)))][0] == (
        "r1c1-r1c3 has at most one bridge: 2 bridges between them would fill r1c1 (2) and r1c3 (2), cut off from the "
        "other islands", {((0, 0), (0, 2)): (0, 1)})
    crossing = KIND.parse("hashi\n. 1 .\n1 . 1\n. 1 .")
    s = _state(crossing, {((1, 0), (1, 2)): (1, 1)})
    assert [(st.rule, st.sentence) for st in hd.crossed(s)] == [
        ("crossed", "r1c2-r3c2 has 0 bridges: its bridge would cross the bridge r2c1-r2c3")]
    # a chain of three: the middle link is a cut in the network, so it has a bridge
    chain = KIND.parse("hashi\n2 . 2 . 2")
    assert [(st.rule, st.decided) for st in hd.cut(hd.start(hd.Links(chain)))] == [
        ("cut", {((0, 0), (0, 2)): (1, 2)}), ("cut", {((0, 2), (0, 4)): (1, 2)})]
    eight = KIND.parse("hashi\n. 2 .\n2 8 2\n. 2 .")
    found = hd.needs_all(hd.start(hd.Links(eight)))  # the 8, and each 2 with one neighbour
    assert [st.sentence for st in found if "r1c2 (2) needs" in st.sentence] == [
        "r1c2-r2c2 has 2 bridges: r1c2 (2) needs every bridge its neighbours can still take (r2c2 up to 2: 2 in all)"]
    assert next(st for st in found if len(st.decided) == 4).decided == {
        ((0, 1), (1, 1)): (2, 2), ((1, 0), (1, 1)): (2, 2), ((1, 1), (1, 2)): (2, 2), ((1, 1), (2, 1)): (2, 2)}


def test_a_position_in_the_answer_forms_steps_on_and_a_wrong_one_is_told():
    puzzle = KIND.parse(PZPRJS)
    part = json.dumps({"horizontal": ["22..", "....", "....", "....", "...."],
                       "vertical": ["2....", ".....", ".....", "....."]})
    out = KIND.hints(puzzle, start=part)
    assert not out.mistakes and out.solved and out.steps[0].rule == "full"
    too_many = json.dumps({"horizontal": ["22..", "....", "....", "....", "...."],  # the 2 at r1c3: a third
                           "vertical": ["..1..", "..1..", "..1..", "..1.."]})
    out = KIND.hints(puzzle, start=too_many)
    assert out.mistakes == [(0, 2)] and not out.steps
    assert out.reason == "r1c3 (2) has more than 2 bridges"
    with pytest.raises(PuzzleInputError, match="hold different bridges"):
        KIND.hints(puzzle, start=json.dumps({"horizontal": ["21..", "....", "....", "....", "...."],
                                             "vertical": ["2....", ".....", ".....", "....."]}))
    # the whole answer, rows of numbers, is a finished position the checker passes
    text = "\n".join(record("pzprjs-hashikake-5x5")["answer"])
    out = KIND.hints(puzzle, start=text)
    assert out.solved and not out.steps and KIND.finished_position(puzzle, out) == []
    # rows from Python are a deduction's grid (1 + right + 3 x down, 0 undecided), as hint --json writes it
    first = KIND.hints(puzzle, first=True)
    again = KIND.hints(puzzle, start=first.grid)
    assert again.steps[0].sentence == KIND.hints(puzzle).steps[1].sentence
    assert KIND.hints(puzzle, start=first).steps[0].sentence == again.steps[0].sentence


def test_a_crossing_position_is_told():
    puzzle = KIND.parse("https://puzz.link/p?hashi/5/5/3g3g3k4h1i2g32h1g")  # janko.at 12
    crossing = json.dumps({"horizontal": ["....", "....", "111.", "....", "...."],
                           "vertical": ["..1..", "..1..", "..1..", "....."]})
    out = KIND.hints(puzzle, start=crossing)
    assert out.mistakes and not out.steps
    assert out.reason == "the bridges r1c3-r4c3 and r3c1-r3c4 cross"


def test_hint_steps_on_the_command_line():
    run = subprocess.run([sys.executable, "-m", "gridsat", "hint", PZPRJS, "--steps", "--json"], capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    record_ = json.loads(run.stdout)
    assert record_["solved"] and record_["grade"]["grade"] == "medium" and len(record_["steps"]) == 12
    assert record_["steps"][0]["decided"] == [{"cell": [[0, 0], [0, 2]], "value": [2, 2]},
                                              {"cell": [[0, 0], [2, 0]], "value": [2, 2]}]
    run = subprocess.run([sys.executable, "-m", "gridsat", "grade", PZPRJS], capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0 and "medium" in run.stdout


def test_hint_after_hint_goes_on_through_the_records_bounds():
    """A step may leave a link at "at least one": the record's horizontal/vertical strings say it (+), so a hint asked
    from the record goes on, where its grid alone (no bounds) gave the same step again."""
    puzzle = KIND.parse("https://puzz.link/p?hashi/5/5/3g3g3k4h1i2g32h1g")  # janko.at 12
    every = KIND.hints(puzzle).steps
    out = KIND.hints(puzzle, first=True)
    record = out.to_json()
    assert (record["horizontal"], record["vertical"]) == (["++..", "0000", "...0", "00..", "...0"],
                                                          [".0.0.", ".0.0.", ".0...", ".00.0"])
    for k in range(1, 6):
        out = KIND.hints(puzzle, start=json.dumps(record), first=True)
        assert out.steps[0].sentence == every[k].sentence
        record = out.to_json()
    # the bounds as a player writes them: + at least one, - at most one, on every side of the link
    bounded = KIND.hints(puzzle, start=json.dumps({"horizontal": ["++..", "....", "....", "....", "...."],
                                                   "vertical": ["+....", "+....", ".....", "....."]}), first=True)
    assert bounded.steps[0].sentence == every[2].sentence
    # the answer has 1 bridge on r1c1-r1c3: '-' (at most one) holds it, '2' does not
    held = KIND.hints(puzzle, start=json.dumps({"horizontal": ["--..", "....", "....", "....", "...."],
                                                "vertical": [".....", ".....", ".....", "....."]}), first=True)
    assert not held.mistakes and held.steps
    wrong = KIND.hints(puzzle, start=json.dumps({"horizontal": ["22..", "....", "....", "....", "...."],
                                                 "vertical": [".....", ".....", ".....", "....."]}))
    assert wrong.mistakes == [(0, 0)] and not wrong.steps
