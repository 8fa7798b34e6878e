"""Hostile input, third pass (issue 20): junk in puzz.link URLs is refused in
one line, huge boards stop at the time limit, pictures stop at the time limit
and misleading messages name the real problem."""

from __future__ import annotations

import json
import time

import pytest

import gridsat.kinds
from gridsat.core.errors import PuzzleInputError
from gridsat.core.options import SolverOptions


def _error(kind: str, text: str) -> str:
    with pytest.raises(PuzzleInputError) as exc:
        gridsat.kinds.get(kind).parse(text, "URL")
    return str(exc.value)


# -- every genre's URL reader refuses what it does not use ---------------------------
@pytest.mark.parametrize("kind, url, error", [
    ("lits", "lits/4/4/9q02jg/extra/stuff",
     "URL body has 12 characters after the board (from character 7: '/extra/stuff'); remove them"),
    ("lits", "lits/d/2/2/aabbx", "URL body has 5 characters, expected 4 (the old form has one per cell)"),
    ("nurikabe", "nurikabe/2/2/zzzz", "URL body character 1 ('z') runs past the 4 cells of the board"),
    ("nurikabe", "nurikabe/2/2/1i1", "URL body has 1 character after the board (from character 3: '1'); remove it"),
    ("sudoku", "sudoku/4/4/1z", "URL body character 2 ('z') runs past the 16 cells of the board"),
    ("sudoku", "sudoku/4/4/v/x",
     "URL body has 2 characters after the board (from character 2: '/x'); remove them"),
    ("hitori", "hitori/2/1/12x", "URL body has 1 character after the board (from character 3: 'x'); remove it"),
    ("heyawake", "heyawake/2/2/00111",
     "URL body has 2 characters after the board (from character 4: '11'); remove them"),
    ("heyawake", "heyawake/2/2/00k", "URL body character 3 ('k') runs past the 1 room of the board"),
    ("heyawake", "heyawake/3/1/h./", "URL body character 1 ('h') sets walls past the edge of the board"),
    ("norinori", "norinori/2/2/00x", "URL body has 1 character after the board (from character 3: 'x'); remove it"),
    ("starbattle", "starbattle/4/4/1/00000000", "URL body has 2 characters after the board (from character 9: "
     "'00'); remove them"),  # (pass 88: counted from the body's start, its star count '1/' too: was character 7)
    ("lightup", "akari/2/2/k", "URL body character 1 ('k') runs past the 4 cells of the board"),
    ("lightup", "akari/2/2/j0", "URL body has 1 character after the board (from character 2: '0'); remove it"),
    ("slitherlink", "slither/2/2/j0", "URL body has 1 character after the board (from character 2: '0'); remove it"),
    ("masyu", "mashu/3/1/0x", "URL body has 1 character after the 3 cells (from character 2: 'x'); remove it"),
    ("yinyang", "yinyang/3/1/0/x",
     "URL body has 2 characters after the 3 cells (from character 2: '/x'); remove them"),
    ("statuepark", "statuepark/3/1///tx",
     "URL piece set //t is followed by 'x', which no piece bank has; remove it"),
    ("statuepark", "statuepark/3/1//1/13/23",
     "URL piece bank says 1 piece but gives 2"),
])
def test_every_genre_refuses_what_its_url_does_not_use(kind, url, error):
    message = _error(kind, "https://puzz.link/p?" + url)
    assert message == f"{gridsat.kinds.get(kind).title}: {error}"  # the genre once, never "URL: URL body"


@pytest.mark.parametrize("kind, url, field, value", [
    ("lightup", "akari/3/1/a", "clues", ((0, None, None),)),  # a number's folded empty cells pass the end,
    ("slitherlink", "slither/2/2/3b/", "clues", ((3, 1), (None, None))),  # as puzz.link writes them
    ("nurikabe", "nurikabe/2/2/j", "clues", ((None, None), (None, None))),  # a run that ends at the last cell
    ("starbattle", "starbattle/2/2/1/00", "regions", ((0, 0), (0, 0))),
    ("lits", "lits/d/2/2/aabb", "regions", ((0, 0), (1, 1))),
    ("hitori", "hitori/2/1/12", "clues", ((1, 2),)),
])
def test_urls_that_end_where_the_board_ends_still_read(kind, url, field, value):
    puzzle = gridsat.kinds.get(kind).parse("https://puzz.link/p?" + url)
    assert tuple(map(tuple, getattr(puzzle, field))) == value


# -- messages that name the real problem ----------------------------------------------
def test_messages_name_the_real_problem(run_cli, tmp_path):
    assert _error("starbattle", "https://puzz.link/p?starbattle/4/4/0/00") == \
        "Star Battle: URL star count '0' is not a whole number from 1 to 1000"
    assert _error("lits", "https://puzz.link/p?lits/-4/4/9q02jg") == \
        "LITS: URL column count '-4' is not a whole number from 1 to 1000"
    cases = {
        "sp.txt": ("statuepark\n. .\n. .\npieces: pentomino\n",
                   "sp.txt: line 4: pieces: 'pentomino' is neither a piece set (pentominoes, tetrominoes, double "
                   "tetrominoes, none) (did you mean 'pentominoes'?) nor pieces drawn with # and ., separated by spaces (e.g. #./#./## ##/##)"),
        "sb0.txt": ("starbattle 0\nA A\nA A\n", "sb0.txt: line 1: the star count must be a whole number from 1 to 1000, got 0"),
        "n1.txt": ("nurikabe\nislandsizenine .\n. .\n",  # (a long whole number is read, as JSON reads it)
                   "n1.txt: line 2: 'islandsizeni'... (14 characters) is too long for a cell (at most 8)"),
        "n0.txt": ("nurikabe\n. .\n. 0\n",
                   "n0.txt: row 2, column 2: clue 0 is not an island size (an island has 1 cell or more); an empty "
                   "cell is '.' in a text grid, null in JSON"),
    }
    for name, (text, error) in cases.items():
        (tmp_path / name).write_text(text)
        kind = text.split()[0]
        assert run_cli(kind, str(tmp_path / name)) == (2, "", f"gridsat: error: {error}\n")
    for url in ("https://puzz.link/p?sudoku/0/0/", "https://puzz.link/p?akari/5000/1/"):
        code, out, err = run_cli("solve", url)
        assert code == 2 and "is not a whole number from 1 to 1000" in err, err


# -- huge boards stop at the limit -----------------------------------------------------
def test_a_100x100_sudoku_url_stops_while_its_exact_cover_is_built():
    """1,000,000 options: building the exact cover checks the clock (it took
    seconds of CPU past a 1 s limit); so does listing the options, a row at
    a time. This thread's CPU time, not the process's: a thread an earlier
    test left finishing must not count."""
    kind = gridsat.kinds.get("sudoku")
    puzzle = kind.parse("https://puzz.link/p?sudoku/100/100/" + "z" * 500)  # 500 runs of 20 empty cells
    t0 = time.thread_time()
    result = puzzle.solve(options=SolverOptions(time_limit=0.2))
    assert str(result.status) == "unknown"
    assert time.thread_time() - t0 < 1.5  # building it whole takes about 3 s of CPU


def test_a_picture_stops_at_the_time_limit_and_leaves_no_file(run_cli, tmp_path, monkeypatch):
    """A picture is drawn under the run's deadline: past it nothing is
    written, a line says so, and the exit code is 1."""
    import gridsat.cli.common as common

    monkeypatch.setattr(common, "_PICTURES_DROPPED", False)
    n = 16
    rows = [" ".join(str((r * 4 + r // 4 + c) % n + 1) for c in range(n)) for r in range(n)]
    (tmp_path / "full.txt").write_text("sudoku\n" + "\n".join(rows) + "\n")
    from gridsat.core import pictures as files

    real = files.clock_drawing

    def late(fig, deadline):  # the deadline has passed by the time the drawing starts
        real(fig, time.perf_counter() - 1 if deadline is not None else None)
    monkeypatch.setattr(files, "clock_drawing", late)
    code, out, err = run_cli("sudoku", str(tmp_path / "full.txt"), "-t", "30", "--svg", str(tmp_path / "s.svg"))
    assert code == 1 and "solved" in out
    assert err == f"gridsat: the time limit ran out while drawing; not written: {tmp_path / 's.svg'} (give more " \
                  "time with -t)\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["full.txt"]
    monkeypatch.setattr(files, "clock_drawing", real)
    monkeypatch.setattr(common, "_PICTURES_DROPPED", False)
    code, out, err = run_cli("sudoku", str(tmp_path / "full.txt"), "-t", "30", "--svg", str(tmp_path / "s.svg"))
    assert code == 0 and (tmp_path / "s.svg").read_text().rstrip().endswith("</svg>")


def test_web_pictures_stop_at_the_deadline():
    from gridsat.web.jobs import pictures

    result = gridsat.kinds.get("sudoku").parse("https://puzz.link/p?sudoku/4/4/1g2i3h4gk").solve()
    assert str(result.status) == "solved"
    assert pictures(result, time.perf_counter() - 1) == {  # (pass 109: it had run out before drawing)
        "svg_unfinished": "the time limit had run out before drawing began"}
    assert pictures(result, time.perf_counter() + 60)["svg"].rstrip().endswith("</svg>")


@pytest.mark.parametrize("name", gridsat.kinds.names())
@pytest.mark.parametrize("data", ["x", [], None])
def test_parse_json_refuses_what_is_not_an_object_in_every_kind(name, data):
    with pytest.raises(TypeError) as exc:
        gridsat.kinds.get(name).parse_json(data)
    assert str(exc.value) == f"data must be a decoded JSON object (dict), got {type(data).__name__}"


def test_a_board_of_many_numbers_draws_them_as_glyph_collections():
    """Past TEXT_LABELS labels, numbers are one collection per label (10,000 Text artists took minutes)."""
    from gridsat.core.result import figure_bytes
    from gridsat.render.picture import TEXT_LABELS

    n = 25
    rows = [" ".join(str((r * 5 + r // 5 + c) % n + 1) for c in range(n)) for r in range(n)]
    result = gridsat.kinds.get("sudoku").parse("sudoku\n" + "\n".join(rows)).solve()
    fig = result.figure()
    assert n * n > TEXT_LABELS and not fig.axes[0].texts
    glyphs = {c.get_label(): len(c.get_offsets()) for c in fig.axes[0].collections if c.get_label().isdigit()}
    assert glyphs == {str(d): n for d in range(1, n + 1)}  # every given once, bold, one collection per number
    assert figure_bytes(fig, "svg").rstrip().endswith(b"</svg>")


@pytest.mark.parametrize("url, genre", [
    ("https://puzz.link/p?nurikabe/v:/6/6/4j4p6h4p6j6", "Nurikabe"),
    ("https://puzz.link/p?mashu/v:/10/10/000000060i23601000000001i200f90000", "Masyu"),
    ("https://puzz.link/p?yinyang/v:/6/6/l2a70001f0kb", "Yin-Yang"),
])
def test_a_url_of_variant_rules_is_refused_not_solved_by_the_standard_ones(run_cli, url, genre):
    """pzprjs reads 'v:' as "This puzzle uses variant rules" (src/pzpr/parser.js): the rules are the author's.
    Read past, a Nurikabe was 'infeasible' and a Masyu 'not unique' by the standard rules."""
    assert run_cli("solve", url) == (2, "", f"gridsat: error: {genre}: the URL's 'v:' field marks a puzzle of "
                                            "variant rules (puzz.link: \"This puzzle uses variant rules\"; the "
                                            "author tells them, not the URL); gridsat solves the standard rules "
                                            "only: to solve it by them, take 'v:/' out of the URL\n")
    code, out, _ = run_cli("solve", url.replace("v:/", ""), "--json")
    assert code in (0, 1) and json.loads(out)["status"] in ("solved", "infeasible")


@pytest.mark.parametrize("genre, close", [("mashuu", " (did you mean 'mashu', gridsat's masyu?)"),
                                          ("akar", " (did you mean 'akari', gridsat's lightup?)"),
                                          ("nurikab", " (did you mean 'nurikabe'?)"), ("kusabi", "")])
def test_a_mistyped_genre_is_told_the_url_name_it_is_close_to(run_cli, genre, close):
    """'mashuu' was told no name close to it: the closeness looked at gridsat's kind names, not puzz.link's."""
    code, out, err = run_cli("solve", f"https://puzz.link/p?{genre}/6/6/4j4p")
    assert (code, out) == (2, "")
    article = "an" if genre[0] in "aeiou" else "a"
    assert err.startswith(f"gridsat: error: URL: {article} {genre!r} puzzle: a genre gridsat does not solve{close} "
                          "(kinds: ")
