"""puzz.link piece codes and banks (gridsat.formats.puzzlink_pieces), and the
canonical form of a polyomino (gridsat.core.polyomino.canonical): every
fixed polyomino of up to 6 cells round-trips through its code, the codes of
puzz.link's presets (robx/pzprjs statuepark.js Bank.presets) are the
pentominoes and tetrominoes, and banks read and write as the engine's tests
have them."""

from __future__ import annotations

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.core.polyomino import PENTOMINO_SHAPES, Polyomino, normalise
from gridsat.formats.puzzlink_pieces import (decode_piece, decode_piece_bank, encode_piece, encode_piece_bank,
                                             preset_sets, read_pieces)


def fixed_polyominoes(size: int) -> set:
    """Every fixed polyomino of ``size`` cells (grown cell by cell)."""
    shapes = {((0, 0),)}
    for _ in range(size - 1):
        shapes = {normalise(s + ((r + dr, c + dc),)) for s in shapes for r, c in s
                  for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)) if (r + dr, c + dc) not in s}
    return shapes


def rows_of(shape) -> list[str]:
    h, w = 1 + max(r for r, _ in shape), 1 + max(c for _, c in shape)
    return ["".join("#" if (r, c) in shape else "." for c in range(w)) for r in range(h)]


def test_every_fixed_polyomino_up_to_six_cells_round_trips():
    counts = []
    for size in range(1, 7):
        shapes = fixed_polyominoes(size)
        counts.append(len(shapes))
        for shape in shapes:
            code = encode_piece(rows_of(shape))
            assert decode_piece(code) == rows_of(shape) and not code.endswith("0")
    assert counts == [1, 2, 6, 19, 63, 216]  # OEIS A001168


def test_the_presets_are_the_pentominoes_and_tetrominoes():
    codes = "337k 15v 24as 24bo 23fg 337i 23rg 334u 335s 33bk 24bk 337o".split()
    got = {min(Polyomino("", normalise((r, c) for r, row in enumerate(decode_piece(code)) for c, ch in enumerate(row)
                                        if ch == "#")).orientations()) for code in codes}
    assert got == {min(Polyomino.parse(k, v).orientations()) for k, v in PENTOMINO_SHAPES.items()}
    assert decode_piece("23bg") == [".#", ".#", "##"] and decode_piece("2:010111") == [".#", ".#", "##"]
    assert decode_piece("22s") == ["##", "#."] and encode_piece(["##", "#."]) == "22s"


PRESETS = {"p": "337k 15v 24as 24bo 23fg 337i 23rg 334u 335s 33bk 24bk 337o".split(), "t": ["14u", "23bg"]}


def test_banks_as_puzz_links_engine_writes_them():
    edited = "/12/337k/15v/24as/22s/23fg/337i/23rg/334u/335s/33bk/24bk/337o"  # statuepark_test.js
    assert encode_piece_bank(decode_piece_bank(edited, PRESETS), PRESETS) == edited
    assert decode_piece_bank("//p", PRESETS) == PRESETS["p"] and encode_piece_bank(PRESETS["p"], PRESETS) == "//p"
    assert decode_piece_bank("", PRESETS) == [] and encode_piece_bank([], PRESETS) == "/0"
    assert decode_piece_bank("/2/23lg/22u", PRESETS) == ["23lg", "22u"]


@pytest.mark.parametrize("text, message", [
    ("//q", "URL piece set 'q' is not one of p, t"),
    ("/3/23lg/22u", "URL piece bank says 3 pieces but gives 2"),
    ("x", "URL piece bank 'x' is neither //KEY nor /COUNT/code/..."),
])
def test_bad_banks(text, message):
    with pytest.raises(PuzzleInputError) as err:
        decode_piece_bank(text, PRESETS)
    assert str(err.value) == message


@pytest.mark.parametrize("code, message", [
    ("0", "piece code '0' does not start with a width and a height (1-9, a-z)"),
    ("23w", "piece code '23w' has a character outside 0-9, a-v"),
    ("2:101", "piece code '2:101' is not WIDTH:BITS"),
])
def test_bad_piece_codes(code, message):
    with pytest.raises(PuzzleInputError) as err:
        decode_piece(code)
    assert str(err.value) == message


def test_canonical_forms_count_the_free_and_one_sided_polyominoes():
    from gridsat.core.polyomino import canonical

    free = [len({canonical(s) for s in fixed_polyominoes(n)}) for n in range(1, 7)]
    one_sided = [len({canonical(s, flip=False) for s in fixed_polyominoes(n)}) for n in range(1, 7)]
    assert free == [1, 1, 2, 5, 12, 35] and one_sided == [1, 1, 2, 7, 18, 60]  # OEIS A000105, A000988


def test_preset_sets_draw_each_code_and_keep_the_codes_for_the_url():
    sets, banks = preset_sets({"t": ("some tetrominoes", ["14u", "23bg"]), "z": ("none", [])})
    assert sets == {"some tetrominoes": ("#/#/#/#", ".#/.#/##"), "none": ()}
    assert banks == {"t": ["14u", "23bg"], "z": []}
    assert read_pieces("some tetrominoes", sets) == ("#/#/#/#", ".#/.#/##")
    assert read_pieces([".#/.#/##", ["##", "##"]], sets) == (".#/.#/##", "##/##")


@pytest.mark.parametrize("given, message", [
    ("heptominoes", "unknown piece set 'heptominoes' (sets: none; or a list of pieces)"),
    (["##", 3], "piece 2 is not rows of # and . (e.g. \"#./#./##\")"),
    (5, "pieces must be a piece set's name or a list of pieces (each \"#./#./##\"), got int 5"),
    (["#./.#"], "piece 1 is not edge-connected"),
    (["../##"], "piece 1 '../##' has an empty first or last row or column"),
])
def test_pieces_that_are_not_polyominoes_are_refused(given, message):
    with pytest.raises(PuzzleInputError) as err:
        read_pieces(given, {"none": ()})
    assert str(err.value) == message
