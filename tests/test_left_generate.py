"""``generate --count N`` has a whole-run limit, ``--total-time``, as batch has: ``-t`` is per puzzle, so a
thousand puzzles asked for had no bound at all."""

from __future__ import annotations

import json


def test_total_time_stops_a_collection_and_keeps_what_was_made(run_cli, tmp_path):
    out = tmp_path / "g.jsonl"
    code, printed, err = run_cli("generate", "yinyang", "--size", "6x6", "--count", "5", "-o", str(out),
                                 "--total-time", "1e-6")
    assert (code, printed, err) == (1, "", f"gridsat: stopped by --total-time before the Yin-Yang puzzle of seed 1 was made; "
                                           f"nothing was written to {out}: this run made none, so running it "
                                           "again would stop there too: give more --total-time\n")
    assert not out.exists()  # the empty file this run made is not left behind
    assert run_cli("generate", "yinyang", "--size", "6x6", "--count", "3", "-o", str(out))[0] == 0
    code, _, err = run_cli("generate", "yinyang", "--size", "6x6", "--count", "5", "-o", str(out),
                           "--total-time", "1e-6")
    assert code == 1 and "before the Yin-Yang puzzle of seed 4 was made; the 3 puzzles in" in err  # resumed, then stopped
    assert err.endswith("this run made none, so running it again would stop there too: give more --total-time\n")
    assert [json.loads(line)["seed"] for line in out.read_text().splitlines()] == [1, 2, 3]
    code, _, err = run_cli("generate", "yinyang", "--size", "6x6", "--count", "5", "-o", str(out), "--total-time", "60")
    assert (code, err) == (0, f"wrote 2 Yin-Yang puzzles to {out} (3 of the 5 seeds were there already)\n")


def test_total_time_bounds_one_puzzle_too_and_is_checked(run_cli):
    assert run_cli("generate", "yinyang", "--size", "6x6", "--total-time", "1e-6") == (
        1, "", "gridsat: unknown: --total-time ran out before the Yin-Yang puzzle of seed 1 was proven; no unproven puzzle is "
               "given: give more --total-time\n")
    assert run_cli("generate", "yinyang", "--total-time", "-3") == (
        2, "", "gridsat: error: --total-time must be a positive number of seconds, got -3\n")
    code, out, _ = run_cli("generate", "yinyang", "--size", "6x6", "--total-time", "60")
    assert code == 0 and out.count("\n") == 6  # the puzzle, well within the limit


def test_a_generated_domino_fit_picture_shows_the_puzzle_not_its_answer():
    """'generate dominofit --png' drew every domino of the planted tiling: the picture gave the puzzle away
    (the Yin-Yang generator's shows the givens alone)."""
    from gridsat.core.options import SolverOptions
    from gridsat.puzzles.kinds import get

    gen = get("dominofit").generator().generate(8, 8, 5, SolverOptions(time_limit=60).started(), unique=True)
    figure = gen.figure("t")
    assert figure.texts[0].get_text() == "t (cell rule)"  # the board alone does not say how it scores
    drawn = [len(c.get_paths()) for c in figure.axes[0].collections if c.get_label() == "dominoes"]
    assert len(gen.solution) == 27 and sum(drawn) == len(gen.puzzle.givens) == 0
    from gridsat.puzzles.dominofit.draw import draw_figure

    answer = draw_figure(gen.puzzle, [tuple(d) for d in gen.solution]).axes[0].collections
    assert [len(c.get_paths()) for c in answer if c.get_label() == "dominoes"] == [27]  # the label finds the tiles


def test_k_copies_of_a_built_in_piece_set_are_named_on_the_command_line(run_cli):
    """The README's '3 sets of pentominoes' could not be asked for ('pentominoes*3': unknown piece set); K
    copies count as a piece file of each piece *K does (examples/pieces.txt: the tetrominoes twice)."""
    from pathlib import Path

    pieces = str(Path(__file__).resolve().parents[1] / "examples" / "pieces.txt")
    for board in ("4x10", "5x8"):
        built, filed = (run_cli("pack", "-b", board, "-p", p, "--count", "--json") for p in ("tetrominoes*2", pieces))
        assert built[0] == filed[0] == 0 and json.loads(built[1])["count"] == json.loads(filed[1])["count"] > 0
    assert run_cli("pack", "-b", "12x15", "-p", "pentominoes*3", "--json", "-t", "60")[0] == 0
    assert run_cli("pack", "-p", "pentominoes*101") == (
        2, "", "gridsat: error: pentominoes*101: copies of a piece set must be a whole number from 1 to 100, got 101\n")


def test_a_packing_puzzle_file_names_k_copies_of_a_set_and_its_holes_field(run_cli, tmp_path):
    """'pentominoes*3' worked with --pieces but not in a puzzle file ('.../pentominoes*3: cannot read piece
    file'), and a file whose areas differ was told to allow holes with '--holes', a flag, not the file's field."""
    from pathlib import Path

    pieces = str(Path(__file__).resolve().parents[1] / "examples" / "pieces.txt")
    twice = tmp_path / "twice.json"
    twice.write_text('{"kind": "pack", "board": "4x10", "pieces": "tetrominoes*2"}')
    built, filed = run_cli("solve", str(twice), "--count", "--json"), run_cli("pack", "-b", "4x10", "-p", pieces,
                                                                                "--count", "--json")
    assert built[0] == filed[0] == 0 and json.loads(built[1])["count"] == json.loads(filed[1])["count"] > 0
    short = tmp_path / "short.json"
    short.write_text('{"kind": "pack", "board": "12x15", "pieces": "pentominoes"}')
    assert run_cli("solve", str(short))[2] == (
        f"gridsat: error: {short.name}: board 12x15 has 180 cells to cover but the pieces cover 60; the areas must be equal"
        ' (or allow holes: "holes": true); the pieces\' area (60 cells) is that of a board such as 6x10\n')
    many = tmp_path / "many.json"
    many.write_text('{"kind": "pack", "pieces": "pentominoes*101"}')
    assert run_cli("solve", str(many))[2] == (
        "gridsat: error: many.json: pentominoes*101: copies of a piece set must be a whole number from 1 to 100, got 101\n")


def test_a_generator_that_stops_just_before_the_total_time_names_it(run_cli, tmp_path, monkeypatch):
    """A generator may give up a little before its deadline (too little left for its proof): under --total-time
    alone the line said 'the time limit of None s ran out'. The limit that bound the puzzle is named."""
    from gridsat.core.options import TimeUp
    from gridsat.puzzles.kinds import get

    def gives_up(self, rows, cols, seed, options, **settings):
        raise TimeUp()

    monkeypatch.setattr(type(get("yinyang").generator()), "generate", gives_up)
    out = tmp_path / "g.jsonl"
    assert run_cli("generate", "yinyang", "--count", "2", "-o", str(out), "--total-time", "600") == (
        1, "", f"gridsat: stopped by --total-time before the Yin-Yang puzzle of seed 1 was made; nothing was written to "
               f"{out}: this run made none, so running it again would stop there too: give more --total-time\n")
    assert run_cli("generate", "yinyang", "-t", "500", "--total-time", "600") == (
        1, "", "gridsat: unknown: the time limit of 500 s ran out before the Yin-Yang puzzle of seed 1 (10x10) was "
               "proven; no unproven puzzle is given (give more time with -t)\n")
