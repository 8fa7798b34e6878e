"""The lead's fixes of sitting 13, each with the words or value it now gives."""
from __future__ import annotations

import pytest

import gridsat

KINDS = ("pack, calendar, dominofit, yinyang, cover, nurikabe, starbattle, lightup, heyawake, norinori, lits, "
         "statuepark, slitherlink, masyu, sudoku, hitori, shikaku, kurodoko, tapa, creek, aqre, yajilin, cave, "
         "fillomino, hashi, numberlink, kakuro, nurimisaki, shimaguni, skyscrapers, nonogram, countryroad, ripple, tentaisho, kurotto, mochikoro, gokigen, easyasabc")


@pytest.mark.parametrize(("said", "kind"), [("corral", "cave"), ("Corral", "cave"), ("kuromasu", "kurodoko")])
def test_a_genre_s_other_name_is_told_its_kind(run_cli, said, kind):
    # janko.at's 'Corral' was "unknown kind 'corral'" with the list alone, as if no kind had that genre
    code, out, err = run_cli("solve", "examples/yinyang-10x10.txt", "--kind", said)
    assert (code, out) == (2, "")
    assert err == (f"gridsat: error: unknown kind {said!r}: the kind is {kind!r} (also called {said.lower()!r}) "
                   f"(kinds: {KINDS})\n")


def test_a_genre_s_other_name_names_the_generator(run_cli):
    assert run_cli("generate", "corral") == (2, "", "gridsat: error: No such command 'corral': the kind is 'cave' "
                                                    "(also called 'corral'): gridsat generate cave (see 'gridsat "
                                                    "generate --help')\n")


def test_puzz_link_names_keep_their_words():
    from gridsat.puzzles.genres import genre_kind as genre_of
    from gridsat.puzzles.kinds import kind_alias

    assert kind_alias("akari") == ("lightup", " (puzz.link calls it 'akari')")
    assert kind_alias("cave") == (None, "")
    assert (genre_of("Pearl"), genre_of("corral"), genre_of("nosuch")) == ("masyu", None, None)
    with pytest.raises(gridsat.PuzzleInputError, match="the kind is 'cave' \\(also called 'corral'\\)"):
        gridsat.kinds.get("corral")


def test_a_listing_a_count_settled_is_the_count_s_answers(tmp_path, run_cli, monkeypatch):
    # a count-first that settled every answer was followed by the same search again to list them: cut by the time
    # limit, that listing said "there may be more" of a count already known, and dropped the answers the count kept
    import gridsat.engines.cardinality as cardinality

    searched, search = [], cardinality.search

    def counted(*args, **kwargs):
        searched.append(args[1])  # the limit each search was given
        return search(*args, **kwargs)

    monkeypatch.setattr(cardinality, "search", counted)
    path = tmp_path / "s.txt"
    path.write_text("slitherlink\n" + ". . .\n" * 3)
    code, out, err = run_cli("slitherlink", str(path), "-n", "1000000000", "--json")
    import json

    listed = json.loads(out)
    assert (code, err, len(searched)) == (0, "", 1)  # the count alone, no search after it
    assert (listed["status"], listed["complete"], listed["engine"]) == ("solved", True, "search")
    distinct = {json.dumps(grid) for grid in listed["solutions"]}
    assert (len(listed["solutions"]), len(distinct)) == (213, 213)  # OEIS A140517: cycles of the 4x4 grid graph
    puzzle = gridsat.kinds.get("slitherlink").parse(path.read_text())
    assert all(puzzle.violations(grid) == [] for grid in listed["solutions"][:20])


@pytest.mark.parametrize(("title", "text"), [
    ("Polyomino packing", '{"board": "3x20", "pieces": "pentominoes"}'),
    ("Calendar puzzle", '{"date": "2026-10-06", "edition": "dragonfjord"}')])
def test_a_file_naming_its_kind_by_title_is_read_by_that_kind(run_cli, tmp_path, title, text):
    # the registry routed {"kind": "Polyomino packing"} to pack, whose reader then refused it: "the puzzle says kind
    # 'Polyomino packing', not 'pack'" (the grid kinds' readers read their titles since Hashiwokakero's came)
    path = tmp_path / "p.json"
    path.write_text(text.replace("{", f'{{"kind": "{title}", ', 1), encoding="utf-8")
    code, out, err = run_cli("solve", str(path), "--json")
    assert (code, err) == (0, "")
    import json

    assert json.loads(out)["status"] == "solved"
