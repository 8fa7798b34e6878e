"""Hostile pass 85, part b: a calendar-puzzle maker's own editions, piece files and design searches."""

from __future__ import annotations

from types import SimpleNamespace

from gridsat.puzzles.calendar.design_modes import DesignReport
from gridsat.puzzles.calendar.editions import load_edition

BOARD = """[board odd]
.   Jan Feb Mar Apr May .
Jun Jul Aug Sep Oct Nov Dec
1   2   3   *   4   5   6
7   8   .   .   9   10  11
12  13  14  15  16  17  18
19  20  21  22  23  24  25
26  27  28  29  30  31  *
"""
PIECES = "P5*2: ##/##/#.\nL5: #.../####\nN5: .###/##..\nY5: ..#./####\nU5: #.#/###\nV5: #../#../###\nT4: ###/.#.\n" \
         "L4: #../###\nZ5: ##./.#./.##\n"


def _report(library: str) -> DesignReport:
    record = {"design": "P5 P5 L5 N5 Y5 U5 V5 T4 L4", "all_solvable": True, "unsolvable": 0, "total": 344832,
              "fewest": {"count": 1, "dates": ["07-02"]}, "most": {"count": 3843}, "cv": 0.6}
    data = {"space": {"board": "odd", "library": "lib.txt", "one_sided": False, "k": 9, "designs": 7},
            "complete": True, "designs_done": 7, "ruled_out": 0, "censused": 7, "all_solvable": 1, "seconds": 1.0,
            "best": [record]}
    return DesignReport(SimpleNamespace(to_json=lambda: data), given=("odd.txt", library))


def test_design_advice_with_copies_says_an_edition_names_them(tmp_path):
    # A design search over a piece file allowing copies ('P5*2: ##/##/#.') said "to play design 1: ... (with the
    # pieces of lib.txt in its [pieces] section)"; an edition file with those lines copied in was refused ("piece P5:
    # an edition's copies of a piece are named on its [editions] line (P5 P5 for two), not with a count here").
    lib = tmp_path / "lib.txt"
    lib.write_text(PIECES)
    advice = [line for line in _report(str(lib)).text() if line.startswith("to play")]
    assert advice == ["to play design 1: an edition file's line 'NAME = odd : P5 P5 L5 N5 Y5 U5 V5 T4 L4' under "
                      "\\[editions] (with the pieces of lib.txt in its \\[pieces] section, each once without its '*N': "
                      "the \\[editions] line names every copy)"]
    # ... and done as it says, the edition is read
    edition = tmp_path / "mine.txt"
    edition.write_text(BOARD + "[pieces]\n" + PIECES.replace("*2", "") + "[editions]\n"
                       "mine = odd : P5 P5 L5 N5 Y5 U5 V5 T4 L4\n")
    assert load_edition(str(edition)).name == "mine"
    # a piece file without copies keeps the advice as it was
    lib.write_text(PIECES.replace("*2", ""))
    advice = [line for line in _report(str(lib)).text() if line.startswith("to play")]
    assert advice[0].endswith("in its \\[pieces] section)")


def _copies_edition(tmp_path):
    path = tmp_path / "odd.txt"
    path.write_text(BOARD + "[editions]\nodd = odd : P5 P5 L5 N5 Y5 U5 V5 T4 L4\n")
    return str(path)


def test_place_copies_named_as_copies(tmp_path, run_cli):
    edition = _copies_edition(tmp_path)
    both = ["--place", "P5@r3c5:#./##/##", "--place", "P5@r5c2:###/##."]
    code, out, _ = run_cli("calendar", "03-05", "-e", edition, *both, "--count")
    assert code == 0 and "1 solution (all counted)" in out
    # a third P5 of the edition's two was "piece P5 is placed twice", which two copies may be
    code, _, err = run_cli("calendar", "03-05", "-e", edition, *both, "--place", "P5@r1c1")
    assert code == 2
    assert err.strip() == "gridsat: error: --place P5: piece P5 is placed 3 times, but edition odd has 2 copies of it"
    # the drawing names the second copy P5b; placing it as drawn said "edition odd has no piece P5b (pieces: P5 L5
    # ...)", the copies unsaid
    code, _, err = run_cli("calendar", "03-05", "-e", edition, "--place", "P5b@r5c2:###/##.")
    assert code == 2
    assert err.strip() == ("gridsat: error: --place 'P5b@r5c2:###/##.': P5b is how drawings name a copy of P5; place "
                           "each copy as P5 (edition odd has 2 copies)")
    code, _, err = run_cli("calendar", "03-05", "-e", edition, "--place", "Q4@r5c2")
    assert err.strip() == ("gridsat: error: --place 'Q4@r5c2': edition odd has no piece Q4 (pieces: P5 x2 L5 N5 Y5 U5 "
                           "V5 T4 L4)")


def test_design_search_of_one_design_is_singular(tmp_path):
    # a library of exactly a board's pieces (one design) was "1 designs of 10 pieces: ..."
    lib = tmp_path / "lib.txt"
    lib.write_text(PIECES)
    report = _report(str(lib))
    data = report.result.to_json()
    data["space"].update(designs=1, k=1)
    assert report.text()[0].startswith("[bold]1 design[/bold] of 1 piece: 7 decided")


def test_census_json_when_reading_its_edition_runs_out(run_cli, monkeypatch):
    # '--census --json -t 0.5' of a long edition file on a loaded machine printed no JSON at all, only "gridsat: the
    # time limit ran out while reading the puzzle; nothing was solved" on stderr (a solve's --json prints its object)
    import json

    from gridsat.core.options import TimeUp
    from gridsat.puzzles.calendar import editions

    def cut(*args, **kwargs):
        raise TimeUp("while reading the puzzle")

    monkeypatch.setattr(editions, "load_edition", cut)
    code, out, _ = run_cli("calendar", "--census", "-e", "dragonfjord", "-t", "5", "--json")
    data = json.loads(out)
    assert code == 1
    assert (data["kind"], data["complete"], data["note"]) == ("calendar-census", False,
                                                              "the time limit ran out while reading the puzzle")
    code, out, err = run_cli("calendar", "--census", "-e", "dragonfjord", "-t", "5")  # without --json: the line
    assert (code, out) == (1, "") and "ran out while reading the puzzle" in err
