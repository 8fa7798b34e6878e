"""The hostile pass 113, part c (the web app, hostile): what it found, each kept as a test."""

from __future__ import annotations

import json
import re
import signal
import socket

import pytest

from conftest import gridsat_child
from gridsat.core.errors import PuzzleInputError

# what a request in flight is answered when the server stops (gridsat.web.pool.STOPPING)
STOPPING = ("the server is stopping (Ctrl-C or SIGTERM), so this request was not finished: start gridsat "
            "serve again and repeat it")


def _raw_reply(sock: socket.socket) -> bytes:
    data = b""
    while chunk := sock.recv(65536):
        data += chunk
    return data


@pytest.mark.slow  # a server started and stopped: seconds on a busy machine
def test_a_request_sent_while_the_server_starts_is_answered_when_ctrl_c_stops_it():
    # the port listens from the first line on, while the solver processes and the kinds' listing start (seconds on
    # a busy machine): a Ctrl-C then closed the requests sent meanwhile unread, "Connection reset by peer", where
    # a request in flight is told the server is stopping
    pytest.importorskip("uvicorn")
    proc = gridsat_child("serve", "--port", "0", "--workers", "1")
    try:
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", proc.stdout.readline())
        assert match, proc.stderr.read()
        body = json.dumps({"kind": "pack", "options": {"board": "6x15", "holes": True, "count": True}}).encode()
        with socket.create_connection(("127.0.0.1", int(match.group(1))), timeout=60) as sock:
            sock.sendall(b"POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                         b"Content-Length: %d\r\n\r\n%s" % (len(body), body))
            proc.send_signal(signal.SIGINT)  # (sent, the server still starting)
            try:
                reply = _raw_reply(sock)
            except ConnectionResetError:
                reply = b"reset"
        out, err = proc.communicate(timeout=30)
        # 0 once uvicorn has taken over Ctrl-C; 130 (interrupted) when it came before, on a busy machine: both end
        # the server without a word on stderr, and the request is answered either way
        assert proc.returncode in (0, 130) and err == "", (proc.returncode, err)
        head, _, answer = reply.partition(b"\r\n\r\n")
        assert head.split(b"\r\n")[0] == b"HTTP/1.1 503 Service Unavailable", reply[:200]
        assert json.loads(answer) == {"error": STOPPING}
    finally:
        proc.kill()
        proc.wait()


@pytest.mark.parametrize("length", [b"9" * 23, b"-5"])
def test_a_content_length_h11_cannot_read_is_told_truly(length):
    # a Content-Length of 23 nines was told "not a whole number of bytes": it is one, past h11's 20 digits
    h11 = pytest.importorskip("h11")
    from gridsat.web.protocol import unreadable_words

    conn = h11.Connection(h11.SERVER)
    conn.receive_data(b"POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: " + length + b"\r\n\r\n")
    with pytest.raises(h11.RemoteProtocolError) as caught:
        conn.next_event()
    assert unreadable_words(caught.value) == ("the request is not valid HTTP: its Content-Length is not a whole "
                                              "number of bytes of at most 20 digits")


def test_a_hashi_position_sent_as_json_rows_is_read_as_the_hint_grid_it_is():
    # POST /api/hint with a Hashiwokakero "position" as rows (the "grid" or "position" its own answer held) was told
    # "'[[9, 3, 0, 1, 1], [...' is cells separated by commas: separate a row's cells by spaces ('[[9 3 0 1 1] ...')"
    import gridsat

    kind = gridsat.kinds.get("hashi")
    puzzle = kind.parse("https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3")
    first = kind.hints(puzzle, first=True)

    def read(rows):  # as the web route passes rows on to the kind: their JSON text
        return kind.read_position(json.dumps(rows), puzzle)

    again = kind.hints(puzzle, start=read(first.grid))
    assert again.steps[0].sentence == kind.hints(puzzle).steps[1].sentence
    assert kind.hints(puzzle, start=read(kind.hints(puzzle).grid)).solved
    with pytest.raises(PuzzleInputError, match=r"^position: a position's grid must be 5 rows of 5 whole numbers"):
        read([[0] * 5] * 4)


@pytest.mark.parametrize("body, said", [
    ({"mode": "x" * 200_000}, "Calendar puzzle has no mode 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...' "
                              "(200,000 characters) (its web modes: census, verify, blank)"),
    ({"mode": "census", "settings": {"x" * 200_000: 1}},
     "setting 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...' (200,000 characters) does not apply to the "
     "Calendar puzzle mode 'census' (its settings: census, edition, one_sided, design, pieces, use)"),
    ({"mode": "census", "options": {"x" * 200_000: 1}},
     "option 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...' (200,000 characters) does not apply to the "
     "Calendar puzzle mode 'census' (options: time_limit, memory_limit)"),
])
def test_a_huge_mode_setting_or_option_name_is_quoted_short(body, said):
    # POST /api/mode quoted an unknown mode, setting or option name whole: 1,000 characters of it in the one line
    # (every other route quotes 55 and says how long it was)
    from gridsat.web import Limits
    from gridsat.web.modes import plan_mode

    with pytest.raises(PuzzleInputError) as caught:
        plan_mode({"kind": "calendar", **body}, Limits())
    assert str(caught.value) == said


def test_a_url_of_a_huge_genre_name_is_quoted_short():
    # POST /api/solve of "https://puzz.link/p?" + 100,000 letters + "/5/5/0" answered 1,008 characters of them (the
    # command line a whole line of them): the genre was quoted whole
    from gridsat.puzzles.genres import unsolved_genre

    said = str(unsolved_genre("https://puzz.link/p?" + "x" * 100_000 + "/5/5/0", "puzzle"))
    assert said.startswith("puzzle: a 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...' (100,000 characters) "
                           "puzzle: a genre gridsat does not solve (kinds: pack, ")
    assert len(said) < 600


def test_a_long_weekday_is_said_cut_with_its_length():
    # {"weekday": 4,000 letters} was told "unknown weekday 'xxxxxxxxxxxxxxxxxxxx'": 20 of them, as if that were all
    from gridsat.puzzles.calendar.dates import parse_weekday

    with pytest.raises(PuzzleInputError) as caught:
        parse_weekday("x" * 4000)
    assert str(caught.value) == ("unknown weekday 'xxxxxxxxxxxxxxxxxxxxxxxxx...' (4,000 characters): use one of Mon "
                                 "Tue Wed Thu Fri Sat Sun")
    with pytest.raises(PuzzleInputError, match=r"^unknown weekday 'Xyz': use one of Mon Tue"):
        parse_weekday("Xyz")


def test_a_pzprv3_file_of_a_long_genre_line_is_said_cut_with_its_length():
    # its genre line was cut to 20 letters unsaid: "a 'yyyyyyyyyyyyyyyyyyyy' pzprv3 file", as if that were all
    from gridsat.puzzles.genres import only_yinyang

    assert only_yinyang("pzprv3\n" + "y" * 300 + "\n5\n5\n").startswith(
        "a 'yyyyyyyyyyyyyyyyyyyyyyyyy...' (300 characters) pzprv3 file: a genre gridsat does not solve (kinds: ")
    assert only_yinyang("pzprv3\n12345\n5\n5\n").startswith("line 2 is '12345', not a genre")


def test_a_long_unknown_kind_in_json_and_a_long_piece_drawing_are_said_cut_with_their_length():
    # both were cut to 40 characters unsaid, as if those were all
    from gridsat.core.shape_text import parse_shape
    from gridsat.puzzles.unreadable import unreadable

    said = str(unreadable('{"kind": "' + "q" * 100 + '", "rows": 2}', "k.json"))
    assert said.startswith("k.json: unknown kind 'qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq...' (100 characters); kinds: ")
    with pytest.raises(PuzzleInputError) as caught:
        parse_shape("##:" + "#" * 100, name="A")
    assert "piece A: its drawing '##:######################################...' (103 characters) holds a ':'" in str(
        caught.value)


def test_a_slitherlink_position_value_out_of_range_is_named_as_the_steps_name_its_point():
    # POST /api/hint of a Slitherlink lattice holding 5 was told "point (1, 1) is 5": its coordinates on the lattice,
    # where the steps (and Masyu's same message) say "the top of r1c1", "r1c1"
    import gridsat

    kind = gridsat.kinds.get("slitherlink")
    puzzle = kind.parse("https://puzz.link/p?slither/4/4/dgdh2c71")
    for (r, c), where in [((0, 1), "the top of r1c1 is 5, not 0 (undecided), 1 (drawn) or 2 (off the loop)"),
                          ((1, 1), "r1c1 is 5, not 0 (undecided) or 2 (a cell is never drawn)"),
                          ((0, 0), "the top-left corner of r1c1 is 5, not 0 (undecided), 1 (on the loop) or 2 (off it)")]:
        rows = [[0] * 9 for _ in range(9)]
        rows[r][c] = 5
        with pytest.raises(PuzzleInputError) as caught:
            kind.hints(puzzle, start=kind.read_position(json.dumps(rows), puzzle))  # as the web route reads it
        assert str(caught.value).endswith(f": {where}")
