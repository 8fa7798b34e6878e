"""A newcomer following the README from the top, in order (pass 44)."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_readme_says_what_a_generated_yinyang_grid_means():
    """`gridsat generate yinyang --size 8x8 --grade easy`, the README's tour, prints a grid of 0, 1 and 2 with
    nothing saying what they mean (the formats table that explains it comes a hundred lines later); the tour's
    comment now says it where the command is, and so does docs/yinyang.md's first generate command."""
    readme = (ROOT / "README.md").read_text()
    at = readme.index("gridsat generate yinyang --size 8x8 --grade easy")
    assert "text grid: 0 empty, 1 white circle, 2 black circle" in readme[at:at + 300]
    guide = (ROOT / "docs" / "yinyang.md").read_text()
    at = guide.index("gridsat generate yinyang --size 10x10 --seed 7 ")
    assert "0 empty, 1 white circle, 2 black" in guide[at:at + 120]


def test_a_packing_file_of_a_board_alone_is_detected(run_cli, tmp_path):
    """`{"board": "3x20"}` in a file: `gridsat pack FILE` solves it (the pentominoes, as `--board 3x20`), while
    `gridsat solve FILE` said "not a puzzle gridsat can read" (only a board and pieces together were a packing)."""
    board = tmp_path / "b.json"
    board.write_text('{"board": "3x20"}')
    code, out, err = run_cli("solve", str(board), "--count")
    assert (code, err) == (0, "") and "8 solutions (all counted)" in out
    pieces = tmp_path / "p.json"
    pieces.write_text('{"pieces": "pentominoes", "one_sided": true}')
    code, out, err = run_cli("solve", str(pieces), "--count")
    assert (code, err) == (0, "") and "106 solutions (all counted)" in out
    import gridsat

    assert gridsat.kinds.detect('{"board": "3x20", "library": "x"}') is None  # a design's line: no packing


def test_a_date_or_a_board_pasted_on_a_page_is_pointed_to_its_field(api_client):
    """A date pasted into the general page's text box said "not a puzzle gridsat can read" (the command line
    says "as a DATE it is a Calendar puzzle"), and with Kind: Calendar chosen it named commands a page does not
    have: "give the date itself (gridsat calendar 2026-10-06; in Python, gridsat.calendar('2026-10-06'))"."""
    def error(body):
        reply = api_client.post("/api/solve", json=body)
        assert reply.status_code == 422
        return reply.json()["error"]

    date = ("puzzle: '2026-10-06' is a date, not a puzzle's text: give it on the Calendar puzzle "
            "page (/puzzle/calendar), or send it as \"argument\" with \"kind\": \"calendar\"")
    assert error({"puzzle": "2026-10-06"}) == date
    assert error({"puzzle": "2026-10-06", "kind": "calendar"}) == date
    assert error({"puzzle": "6x10", "kind": "pack"}) == (
        "puzzle: '6x10' is a board, not a puzzle's text: give it on the Polyomino packing page "
        "(/puzzle/pack), or send it as the option \"board\" with \"kind\": \"pack\"")
    assert "gridsat" not in error({"puzzle": "tetrominoes"})
    assert api_client.post("/api/solve", json={"argument": "2026-10-06", "kind": "calendar"}).status_code == 200


def test_a_solving_steps_option_on_the_calendar_says_where_steps_are(run_cli):
    """`gridsat calendar 2026-10-06 --steps`, after the README's `gridsat hint 2026-10-06 --kind calendar --steps`,
    said only "Option '--steps' requires an argument." (the calendar's --steps N is --layout's steps per climb),
    where `gridsat yinyang FILE --steps` says where every step is."""
    assert run_cli("calendar", "2026-10-06", "--steps") == (
        2, "", "gridsat: error: Option '--steps' requires an argument; every step: gridsat hint 2026-10-06 --kind calendar --steps\n")
    assert run_cli("pack", "--board") == (
        2, "", "gridsat: error: Option '--board' requires an argument. (BOARD: see 'gridsat pack --help')\n")
