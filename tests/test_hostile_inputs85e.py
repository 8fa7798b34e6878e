"""Hostile pass 85, part e: terminals, locales and the environment."""

import os
import shutil
import subprocess
import sys

import pytest

from conftest import ROOT

MASYU = "https://puzz.link/p?mashu/6/6/1063000i3000"


def test_an_unwritable_output_is_not_told_of_a_utf8_mode_that_changes_nothing():
    """``PYTHONIOENCODING=latin-1 PYTHONUTF8=1 gridsat solve MASYU`` was told "set PYTHONIOENCODING=utf-8 (or
    PYTHONUTF8=1)", the very PYTHONUTF8=1 it had: PYTHONIOENCODING outranks UTF-8 mode, so that advice changed
    nothing. With PYTHONIOENCODING set, the message names its value instead."""
    env = {**os.environ, "PYTHONIOENCODING": "latin-1", "PYTHONUTF8": "1"}
    run = subprocess.run([sys.executable, "-m", "gridsat", "solve", MASYU], cwd=ROOT, env=env, capture_output=True,
                         timeout=60)
    assert (run.returncode, run.stdout) == (2, b"")
    assert run.stderr.decode("ascii") == (
        r"gridsat: error: the output's encoding (iso8859-1) cannot write '\u250c\u2500\u2500', which gridsat prints "
        "(its drawings, and names given to it, use characters beyond ASCII): set PYTHONIOENCODING=utf-8 (it is "
        "'latin-1' now); --json output is plain ASCII\n")


def optimized(*args: str) -> subprocess.CompletedProcess:
    """``python -OO -m gridsat ARGS`` (PYTHONOPTIMIZE=2: docstrings and asserts stripped)."""
    return subprocess.run([sys.executable, "-OO", "-m", "gridsat", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=60, env={**os.environ, "PYTHONIOENCODING": "utf-8"})


def test_every_command_has_its_help_under_python_oo():
    """Under ``python -OO`` (PYTHONOPTIMIZE=2) `gridsat --help` listed batch, formats and serve with no words
    and their own --help said nothing of what they do: their help was their function's docstring, which -OO
    strips."""
    listing = optimized("--help").stdout
    assert "  formats      List the formats read and written for each puzzle kind.\n" in listing
    assert "  batch        Solve every puzzle found (any kind, detected per puzzle)...\n" in listing
    assert "  serve        Serve the puzzles as web pages, and a JSON API mirroring...\n" in listing


def test_a_grade_says_its_rules_in_words_under_python_oo():
    """``python -OO -m gridsat grade HITORI`` said "(its hardest steps use the level-3 rule 'cut')": the rules'
    words were read from the deductions module's docstring, which -OO strips. They are read from its source."""
    run = optimized("grade", "https://puzz.link/p?hitori/4/4/1114142333214213")
    assert run.stdout.splitlines()[0] == (
        "grade: hard (its hardest steps use the rule 'cut': shading a cell that cuts the cells not shaded in two "
        "would leave unshaded cells (its neighbours) on both sides)")


@pytest.mark.slow  # a live server and headless Chromium: 3-10 s
@pytest.mark.parametrize("zone", ["Etc/GMT+12", "Pacific/Kiritimati"])
def test_a_month_picked_on_the_calendar_board_with_no_date_keeps_the_users_day(live_server, browser, zone):
    """A month cell clicked on the calendar's play board with the date field emptied took the day from
    ``new Date().toISOString()``: UTC's date, a day off the user's own away from UTC near midnight (the page
    fills the field with the user's own today)."""
    from web_server import by_id, open_page, wait_for

    browser.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": zone})
    try:
        open_page(browser, live_server + "/puzzle/calendar")
        by_id(browser, "play-show").click()
        wait_for(browser, lambda: browser.find_elements("css selector", "#play-board .cal-cell[data-label='Mar']"))
        browser.execute_script("document.getElementById('date').value = '';")
        browser.find_element("css selector", "#play-board .cal-cell[data-label='Mar']").click()
        own = browser.execute_script("const d = new Date(); return [d.getFullYear(), d.getDate()];")
        assert by_id(browser, "date").get_attribute("value") == f"{own[0]:04d}-03-{own[1]:02d}"
    finally:
        browser.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": ""})


def test_a_near_name_with_a_carriage_return_is_offered_as_it_is(run_cli, tmp_path, monkeypatch):
    """A file named ``puzzle.txt\\r`` (made by a script with Windows line ends) was offered to ``gridsat solve
    puzzle.txt`` as "did you mean puzzle.txt ?", the very name typed (the message's one line made the \\r a space)."""
    shutil.copy(ROOT / "examples" / "yinyang-10x10.txt", tmp_path / "puzzle.txt\r")
    monkeypatch.chdir(tmp_path)
    assert run_cli("solve", "puzzle.txt") == (2, "", "gridsat: error: puzzle.txt: cannot read puzzle file: No such "
                                                     "file or directory; did you mean puzzle.txt\\r?\n")


def test_a_name_that_is_not_utf8_is_shown_by_its_bytes(run_cli, tmp_path, monkeypatch):
    """A file named ``caf`` + byte 0xE9 (Latin-1) was written "caf\\udce9.png" (Python's surrogate for the byte) by
    ``--png`` and offered as "did you mean caf\\udce9.txt?"; it is "caf\\xe9", the byte the name holds."""
    name = os.fsdecode(b"caf\xe9")
    shutil.copy(ROOT / "examples" / "yinyang-10x10.txt", tmp_path / f"{name}.txt")
    monkeypatch.chdir(tmp_path)
    assert run_cli("yinyang", f"{name}x.txt")[2] == (
        "gridsat: error: caf\\xe9x.txt: cannot read puzzle file: No such file or directory; did you mean "
        "caf\\xe9.txt?\n")
    code, out, _ = run_cli("yinyang", f"{name}.txt", "--png", f"{name}.png")
    assert code == 0 and out.splitlines()[-1] == "wrote caf\\xe9.png"


def test_a_run_under_a_tight_ulimit_v_says_so_not_ctrl_c():
    """``ulimit -v 250000; gridsat pack -b 6x10 -p pentominoes --engine cpsat`` said "interrupted (Ctrl-C) after
    0.07 s" (exit 130) with no Ctrl-C pressed: OpenBLAS, loaded with OR-Tools' numpy, raises SIGINT when it cannot
    start its threads; with one BLAS thread the system's refusal to map OR-Tools' library was an ImportError
    traceback. It is one line naming the address-space limit."""
    import resource

    def tight():
        resource.setrlimit(resource.RLIMIT_AS, (250_000 * 1024, resource.getrlimit(resource.RLIMIT_AS)[1]))

    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    run = subprocess.run([sys.executable, "-m", "gridsat", "pack", "-b", "6x10", "-p", "pentominoes", "--engine",
                          "cpsat"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60, preexec_fn=tight)
    assert (run.returncode, run.stdout, run.stderr) == (1, "", (
        "gridsat: error: out of memory: this process may take at most 0.2 GB of address space (ulimit -v), less "
        "than the run needs: raise it (ulimit -v unlimited) or run where it is higher\n"))


def test_only_a_library_the_system_could_not_map_is_out_of_memory(monkeypatch):
    """The out-of-memory line is for MemoryError and a library refused for want of memory; any other ImportError
    goes on as it was, and without an address-space limit the words are the machine's, as before."""
    import resource

    from gridsat.cli.address_space import one_blas_thread, out_of_memory

    monkeypatch.setattr(resource, "getrlimit", lambda which: (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
    assert out_of_memory(ImportError("x.so: failed to map segment from shared object")) == (
        "out of memory: the machine refused this run more memory, under a --memory-limit above what it has (lower "
        "the limit, and a run too large for it is refused before it starts)")
    with pytest.raises(ImportError, match="^No module named 'nothing'$"):
        out_of_memory(ImportError("No module named 'nothing'"))
    monkeypatch.delenv("OPENBLAS_NUM_THREADS", raising=False)
    one_blas_thread()
    assert os.environ["OPENBLAS_NUM_THREADS"] == "1"
    monkeypatch.setenv("OPENBLAS_NUM_THREADS", "4")  # the user's own choice is kept
    one_blas_thread()
    assert os.environ["OPENBLAS_NUM_THREADS"] == "4"


@pytest.mark.parametrize("error", [MemoryError(), ImportError("libortools.so.9: failed to map segment from shared "
                                                               "object")])
def test_a_batch_puzzle_the_system_refused_memory_is_unknown_not_a_bug(monkeypatch, error):
    """Under ``ulimit -v 250000`` a batch line said "internal_error": "ImportError: libortools.so.9: failed to map
    segment from shared object (a gridsat bug: please report it ...)" (a MemoryError likewise): the system refusing
    memory is no bug. The line is unknown (done again by the next run), its note saying what was refused."""
    import resource

    from gridsat.batch.item import Item
    from gridsat.batch.work import Settings, solve_item
    from gridsat.puzzles.yinyang.kind import YinYangKind

    def refused(*args, **kwargs):
        raise error

    monkeypatch.setattr(YinYangKind, "run", refused)
    monkeypatch.setattr(resource, "getrlimit", lambda which: (250_000 * 1024, resource.RLIM_INFINITY))
    record = solve_item(Item(str(ROOT / "examples" / "yinyang-10x10.txt")), Settings())
    assert (record["status"], record["complete"], record["note"], "error" in record) == (
        "unknown", False, "out of memory: this process may take at most 0.2 GB of address space (ulimit -v), less "
        "than the run needs: raise it (ulimit -v unlimited) or run where it is higher", False)


def test_a_batch_under_a_tight_ulimit_n_is_told_so_not_cannot_write_the_output(tmp_path):
    """``ulimit -n 16; gridsat batch examples/batch -o r.jsonl -j 2`` was told "cannot write the output: Too many
    open files" (its workers' pipes, not its output, were refused). It names the open-files limit."""
    import resource

    def tight():
        resource.setrlimit(resource.RLIMIT_NOFILE, (16, resource.getrlimit(resource.RLIMIT_NOFILE)[1]))

    run = subprocess.run([sys.executable, "-m", "gridsat", "batch", str(ROOT / "examples" / "batch"), "-o",
                          str(tmp_path / "r.jsonl"), "-j", "2", "-q"], cwd=tmp_path, capture_output=True, text=True,
                         timeout=60, preexec_fn=tight)
    assert (run.returncode, run.stderr.splitlines()[-1]) == (2, (
        "gridsat: error: too many open files: this process may open at most 16 files (ulimit -n), fewer than the "
        "run needs: raise it (ulimit -n 1024)"))


def test_serve_under_a_tight_ulimit_n_is_refused_in_one_line():
    """``ulimit -n 16; gridsat serve`` printed "gridsat is serving ...", then uvicorn's traceback of "OSError: [Errno
    24] Too many open files" (its solver processes' pipes) and "Application startup failed". A soft limit is raised
    within the hard one; a hard limit below the server's needs is refused before it starts."""
    pytest.importorskip("uvicorn")
    import resource

    def tight():
        resource.setrlimit(resource.RLIMIT_NOFILE, (16, 16))

    run = subprocess.run([sys.executable, "-m", "gridsat", "serve", "--port", "0"], cwd=ROOT, capture_output=True,
                         text=True, timeout=60, preexec_fn=tight)
    assert (run.returncode, run.stdout, run.stderr) == (2, "", (
        "gridsat: error: this process may open at most 16 files (ulimit -n), fewer than the server needs for its "
        "solver processes and 200 connections (248): raise it (ulimit -n 248)\n"))


def test_a_sent_file_name_with_accents_is_told_the_letters_are_ascii(api_client):
    """``"files": {"pièces.txt": ...}`` was refused: "must be letters, digits, '.', '_' or '-'", which è is (a
    letter, in French or Python's str.isalpha): only ASCII letters are taken, and the message says so."""
    reply = api_client.post("/api/solve", json={"kind": "pack", "options": {"board": "1x2", "pieces": "pièces.txt"},
                                                 "files": {"pièces.txt": "A: ##"}})
    assert (reply.status_code, reply.json()) == (422, {"error": (
        "file name 'pièces.txt' must be ASCII letters (A-Z, a-z), digits, '.', '_' or '-' (at most 100, starting "
        "with a letter or digit): a plain name, no folder")})
