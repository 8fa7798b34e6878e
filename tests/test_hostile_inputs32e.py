"""Hostile pass 32, part e: why a puzzle has no answer (gridsat.puzzles.conflict) under Ctrl-C, and in hint's JSON."""

import json

import pytest

from gridsat.core.status import Status
from gridsat.puzzles import conflict
from gridsat.puzzles.kinds import get

HITORI = "hitori\n1 2 1\n2 1 2\n1 2 1\n"  # infeasible: the four 2s around the centre
HITORI_REASON = ("the numbers 2 at r1c2, 2 at r2c1, 2 at r2c3 and 2 at r3c2 cannot all hold, even with every other "
                 "number taken away (take one of these away too and an answer exists)")


@pytest.fixture
def ctrl_c_in_the_reason(monkeypatch):
    """A Ctrl-C (or SIGTERM: both reach Python as KeyboardInterrupt) while the reason is sought, after the proof."""
    def struck(*args, **kw):
        raise KeyboardInterrupt

    monkeypatch.setattr(conflict, "needed_subset", struck)


def _file(tmp_path, text, name="p.txt"):
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def test_ctrl_c_while_the_reason_is_sought_keeps_the_proven_status(ctrl_c_in_the_reason):
    # the status was proven before the reason was sought: it was lost ('unknown', complete false) to a Ctrl-C there
    result = get("lightup").parse("lightup\n. 4 .\n. . .\n. . .").solve()
    assert (result.status, result.complete, result.interrupted, result.reason) == (Status.INFEASIBLE, True, True, None)
    data = result.to_json()
    assert (data["status"], data["complete"], data["interrupted"]) == ("infeasible", True, True)


def test_the_command_says_the_proof_came_before_the_ctrl_c(tmp_path, run_cli, ctrl_c_in_the_reason):
    path = _file(tmp_path, "lightup\n. 4 .\n. . .\n. . .\n")
    code, out, err = run_cli("solve", path)
    assert code == 130, err
    assert out.splitlines()[-1].startswith("interrupted (Ctrl-C) after ")
    assert out.splitlines()[-1].endswith(" s, the puzzle proven infeasible (no answer) before")
    code, out, err = run_cli("solve", path, "--json")
    data = json.loads(out)
    assert code == 130 and (data["status"], data["complete"], data["interrupted"]) == ("infeasible", True, True)
    assert "reason" not in data


def test_a_count_and_a_uniqueness_proof_keep_their_answers_too(tmp_path, run_cli, ctrl_c_in_the_reason):
    path = _file(tmp_path, "slitherlink\n3 3\n3 3\n")
    code, out, err = run_cli("solve", path, "--count")
    assert code == 130 and out.splitlines()[0] == "0 solutions (all counted)", (out, err)
    code, out, err = run_cli("solve", path, "--unique", "--json")
    data = json.loads(out)
    assert code == 130 and (data["status"], data["uniqueness"], data["interrupted"]) == \
        ("infeasible", "no_solution", True), err


@pytest.mark.parametrize("text", [HITORI, "nurikabe\n2 . .\n. . .\n. . 5\n", "yinyang\n1 2\n2 1\n"])
def test_hint_and_grade_keep_no_solution_when_ctrl_c_strikes_the_reason(tmp_path, run_cli, ctrl_c_in_the_reason,
                                                                       text):
    # it was 'gridsat: interrupted (Ctrl-C)', --json: verdict unknown, complete false, after the proof was done
    kind = get(text.split("\n", 1)[0])
    deduction = kind.hints(kind.parse(text))
    assert (deduction.verdict, deduction.complete, deduction.interrupted, deduction.reason) == \
        ("no_solution", True, True, "" if kind.name != "yinyang" else None)
    path = _file(tmp_path, text)
    code, out, err = run_cli("hint", path)
    assert (code, out) == (130, "no hints: the puzzle has no answer (Ctrl-C stopped the search for its reason)\n"), err
    code, out, err = run_cli("hint", path, "--json")
    data = json.loads(out)
    assert code == 130 and (data["verdict"], data["complete"], data["interrupted"]) == ("no_solution", True, True)
    code, out, err = run_cli("grade", path, "--json")
    data = json.loads(out)
    assert code == 130 and (data["verdict"], data["interrupted"]) == ("no_solution", True)


def test_hint_and_grade_json_give_the_reason_the_text_gives(tmp_path, run_cli):
    # 'gridsat hint' printed "no hints: the puzzle has no answer: <reason>"; its --json said only no_solution
    path = _file(tmp_path, HITORI)
    code, out, err = run_cli("hint", path)
    assert (code, out) == (1, f"no hints: the puzzle has no answer: {HITORI_REASON}\n"), err
    code, out, err = run_cli("hint", path, "--json")
    assert code == 1 and json.loads(out)["reason"] == HITORI_REASON, err
    code, out, err = run_cli("grade", path, "--json")
    assert code == 1 and json.loads(out)["reason"] == HITORI_REASON, err
    code, out, err = run_cli("hint", _file(tmp_path, "hitori\n1 2\n2 1\n", "ok.txt"), "--json")
    assert "reason" not in json.loads(out)  # only for no answer


def test_the_packing_pages_counter_knows_every_built_in_piece_set():
    # hexominoes were missing: the page said "The pieces' cells are counted when you solve." (docs/web.md: a counter
    # says how many cells the pieces cover), and the browser test of the counter failed on them
    import re
    from pathlib import Path

    import gridsat
    from gridsat.core.pieces import BUILTIN_SETS

    page = Path(gridsat.__file__).parent / "puzzles" / "pack" / "page" / "pack.js"
    table = re.search(r"const BUILTIN_AREAS = \{([^}]*)\}", page.read_text()).group(1)
    areas = {name: int(n) for name, n in re.findall(r"(\w+): (\d+)", table)}
    assert areas == {name: make().area for name, make in BUILTIN_SETS.items()} == \
        {"pentominoes": 60, "tetrominoes": 20, "hexominoes": 210}
