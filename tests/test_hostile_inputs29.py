"""Faults found by the twenty-ninth hostile pass over the command line, kept as tests."""

import os
import stat

import pytest

NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
FLAGS = {"-o": "--out"}  # the option as its messages name it


@pytest.mark.parametrize("args", [("solve", NURIKABE, "--png", "{link}.png"), ("hint", NURIKABE, "--svg", "{link}.svg"),
                                  ("solve", NURIKABE, "--export-model", "{link}.pb"),
                                  ("generate", "yinyang", "--size", "4x4", "-o", "{link}.txt")])
def test_a_file_to_write_naming_a_pipe_or_device_is_refused_not_replaced(run_cli, tmp_path, args):
    """`gridsat solve URL --png out.png`, out.png a link to /dev/full, said "wrote out.png" and had put the picture
    in the device's place: /dev/full became a regular file (run as root). A pipe, named or linked to, was swapped
    for a file its reader never saw."""
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    suffix = args[-1].rsplit(".", 1)[1]
    link = tmp_path / f"out.{suffix}"
    link.symlink_to(pipe)
    assert run_cli(*[a.format(link=tmp_path / "out") for a in args]) == (
        2, "", f"gridsat: error: {FLAGS.get(args[-2], args[-2])}: cannot write '{link}': not a regular file (a pipe, socket or device), which gridsat "
               "would replace with a file; give the name of a file\n")
    assert stat.S_ISFIFO(os.stat(pipe).st_mode) and link.is_symlink()


def test_atomic_write_refuses_to_replace_a_pipe(tmp_path):
    """The writer every output goes through replaced a named pipe given to it from Python with a regular file."""
    from gridsat.core.errors import PuzzleInputError
    from gridsat.core.files import atomic_write

    pipe = tmp_path / "p.svg"
    os.mkfifo(pipe)
    with pytest.raises(PuzzleInputError, match="not a regular file"):
        atomic_write(pipe, lambda tmp: open(tmp, "w").close())
    assert stat.S_ISFIFO(os.stat(pipe).st_mode)


def test_a_page_link_written_with_an_entity_is_offered_as_a_browser_reads_it(run_cli, tmp_path):
    """A page linking 'https://puzz.link/p?nurikabe&#47;5/5/...' was told to give that text as the URL, which
    gridsat then read as "a puzz.link address that holds no puzzle": the link is offered decoded, as it works."""
    page = tmp_path / "p.html"
    page.write_text('<html><a href="https://puzz.link/p?nurikabe&#47;5/5/g5k2o1k3g">a</a></html>')
    code, out, err = run_cli("solve", str(page))
    assert (code, out) == (2, "")
    assert err.endswith("the page links 1 puzz.link puzzle: give one's URL instead "
                        "('https://puzz.link/p?nurikabe/5/5/g5k2o1k3g')\n")
    assert run_cli("solve", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "--count")[0] == 0


@pytest.mark.parametrize("make, problem", [(lambda p: p.mkdir(), "it is a folder"),
                                           (os.mkfifo, "not a regular file (a pipe, socket or device); to read a "
                                                       "pipe, give - and send the text to standard input"),
                                           (lambda p: None, "No such file or directory")])
def test_an_unreadable_position_file_is_named_a_position_file(run_cli, tmp_path, make, problem):
    """`gridsat hint URL --position DIR` said "DIR: cannot read file: it is a folder", where every other file
    gridsat reads is named for what it is (puzzle, board, piece, edition, answer file)."""
    position = tmp_path / "pos"
    make(position)
    assert run_cli("hint", NURIKABE, "--position", str(position)) == (
        2, "", f"gridsat: error: {position}: cannot read position file: {problem}\n")


def test_an_area_step_says_its_cells_are_their_colours_as_every_step_does():
    """`gridsat hint --steps` printed "step 360 (rule: pair): r3c19 white: in the 2x3 area ..." and, quoted in a
    trial's chain, "if it were white, then r4c15 black; r5c14 is white; ...", where every other step says "is"."""
    from gridsat.puzzles.yinyang.deductions import Geometry, State, pair

    (step,) = pair(State(Geometry(2, 3), [1, 0, 1, 1, 0, 2]))
    assert step.sentence.split(":")[0] == "r2c2 is black"


@pytest.mark.slow
def test_two_ctrl_cs_at_once_end_the_run(tmp_path):
    """`gridsat grade PUZZLE` sent Ctrl-C to its process group under `timeout` (which passes it on, so it came
    twice at once) hung for good: the second handler waited for the lock the first held setting the mark, so
    neither the run, nor timeout's SIGTERM, nor the wind-down timer (never started) ended it; only kill -9 did."""
    import signal
    import subprocess
    import sys
    import time

    run = subprocess.Popen([sys.executable, "-m", "gridsat", "pack", "-b", "8x8", "-p", "pentominoes", "--holes",
                            "--count"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    time.sleep(1.5)
    for _ in range(50):
        run.send_signal(signal.SIGINT)
    try:
        assert run.wait(timeout=60) == 130
    finally:
        run.kill()
        run.communicate()
