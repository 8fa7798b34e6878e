"""Hostile pass 33, part b (web app and batch): what the pass found, each pinned by a test."""

import threading
import time

import pytest

from gridsat.core.errors import PuzzleInputError
from gridsat.core.reading_clock import TimeUp, reading_under


def _swallowed(error: Exception):
    """A block the clock raises into, standing in for compiled code (matplotlib's path converter) that takes the
    time-up and puts an error of its own in its place."""
    with reading_under(time.perf_counter() + 0.02, slack=0.0):
        try:
            while True:
                time.sleep(0.001)
        except TimeUp:
            pass
        raise error


def test_an_error_compiled_code_puts_in_place_of_the_time_up_is_the_time_up():
    # a web answer's drawing cut by its time limit met "internal error: ValueError: Invalid affine transformation
    # matrix" (HTTP 500) about once in a hundred: the time-up had landed inside matplotlib's compiled converter
    with pytest.raises(TimeUp, match="while reading the puzzle") as info:
        _swallowed(ValueError("Invalid affine transformation matrix"))
    assert str(info.value.__cause__) == "Invalid affine transformation matrix"


def test_the_same_in_a_thread_the_clock_raises_into_from_outside():
    caught = []

    def run():
        try:
            _swallowed(ValueError("Invalid affine transformation matrix"))
        except Exception as exc:  # noqa: BLE001 - the test looks at what came out
            caught.append(exc)

    worker = threading.Thread(target=run)
    worker.start()
    worker.join(10)
    assert len(caught) == 1 and isinstance(caught[0], TimeUp), caught


def test_the_programs_own_message_past_the_time_up_is_kept():
    with pytest.raises(PuzzleInputError, match="^line 3: bad$"):
        _swallowed(PuzzleInputError("line 3: bad"))


def test_an_error_with_no_time_up_raised_is_left_as_it_is():
    with pytest.raises(ValueError, match="^plain$"):
        with reading_under(time.perf_counter() + 30):
            raise ValueError("plain")


def test_a_web_picture_whose_drawing_met_such_an_error_is_said_unfinished():
    import matplotlib.figure
    from matplotlib.artist import Artist

    from gridsat.web.jobs import pictures

    class Swallowing(Artist):
        def draw(self, renderer):
            try:
                while True:
                    time.sleep(0.001)
            except TimeUp:
                raise ValueError("Invalid affine transformation matrix") from None

    class Unsolved:
        solved = False

        def puzzle_figure(self):
            fig = matplotlib.figure.Figure()
            fig.add_artist(Swallowing())
            return fig

    assert pictures(Unsolved(), time.perf_counter() + 0.3) == {"svg_unfinished": "the time limit ran out while drawing"}


def test_an_error_once_a_ctrl_c_came_is_the_ctrl_c(monkeypatch):
    # gridsat solve BIG --svg x.svg, Ctrl-C while drawing: about one run in ten ended "ValueError: Invalid affine
    # transformation matrix" with Python's traceback and exit 1 (the KeyboardInterrupt had landed inside
    # matplotlib's compiled path converter, which put its own error in its place, of no cause)
    from gridsat.cli import _cut_by_ctrl_c
    from gridsat.engines import interrupt

    error = ValueError("Invalid affine transformation matrix")
    monkeypatch.setitem(interrupt._NOTED, "set", False)
    assert not _cut_by_ctrl_c(error)
    monkeypatch.setitem(interrupt._NOTED, "set", True)
    assert _cut_by_ctrl_c(error)


def test_an_error_caused_by_a_ctrl_c_is_still_the_ctrl_c(monkeypatch):
    from gridsat.cli import _cut_by_ctrl_c
    from gridsat.engines import interrupt

    monkeypatch.setitem(interrupt._NOTED, "set", False)
    try:
        try:
            raise KeyboardInterrupt
        except KeyboardInterrupt as exc:
            raise ImportError("initialization failed") from exc
    except ImportError as exc:
        assert _cut_by_ctrl_c(exc)


def _stopped_in_compiled_code():
    """A call a Ctrl-C stops inside compiled code that puts its own error in place of the KeyboardInterrupt."""
    import os
    import signal

    try:
        os.kill(os.getpid(), signal.SIGINT)
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            time.sleep(0.001)
    except KeyboardInterrupt:
        raise ValueError("Invalid affine transformation matrix") from None


@pytest.fixture
def own_ctrl_c():
    """stoppable_call leaves Ctrl-C ignored and blocked, as a pool worker wants it: this process gets its own back,
    and the stop it noted is forgotten (left noted, a later test's batch puzzle in this process that met any error
    was taken for stopped: tests/test_hostile_inputs85e.py's MemoryError became a KeyboardInterrupt)."""
    import signal

    from gridsat.core import stopping

    handler, mask = signal.getsignal(signal.SIGINT), signal.pthread_sigmask(signal.SIG_BLOCK, [])
    yield
    signal.pthread_sigmask(signal.SIG_SETMASK, mask)
    signal.signal(signal.SIGINT, handler)
    stopping._FIRED.clear()


def test_a_pool_call_a_ctrl_c_stopped_in_compiled_code_is_stopped_not_failed(own_ctrl_c):
    # a web request whose client went away while its answer was drawn: the server's Ctrl-C to its worker came out
    # as "internal error: ValueError: Invalid affine transformation matrix" with a traceback in the server's log
    from gridsat.core.stopping import stop_came, stoppable_call

    with pytest.raises(KeyboardInterrupt):
        stoppable_call(_stopped_in_compiled_code)
    assert stop_came()
    assert stoppable_call(lambda: 5) == 5 and not stop_came()


def test_the_web_worker_says_such_a_job_was_stopped(monkeypatch, capsys, own_ctrl_c):
    from gridsat.core.stopping import stoppable_call
    from gridsat.web import jobs, worker

    monkeypatch.setattr(jobs, "run_solve", lambda plan: _stopped_in_compiled_code())
    with pytest.raises(KeyboardInterrupt):  # worker_main answers "the work was stopped"
        stoppable_call(worker.handle, ("solve", None))
    assert "Traceback" not in capsys.readouterr().err
