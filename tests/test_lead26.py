"""The lead's changes of the fifty-eighth pass's session."""

import pytest
from ortools.sat.python import cp_model

from gridsat.engines.cpsat import CpSatSession


def _one_of_three() -> CpSatSession:
    model = cp_model.CpModel()
    cells = [model.new_bool_var(f"x{i}") for i in range(3)]
    model.add_exactly_one(cells)
    return CpSatSession(model, cells)


def test_a_session_still_counts_by_cp_sats_enumeration_after_a_backbone_or_an_enumeration():
    # a backbone's probes and an enumeration each add a switch variable (retired, fixed 0): the model then held more
    # variables than decisions, so every later enumeration took the one-solve-an-answer path
    session = _one_of_three()
    assert session.answers_one_to_one()
    backbone = session.backbone()
    assert backbone.complete and not any(backbone.forced)
    assert session.answers_one_to_one()
    first = session.enumerate()
    assert (first.count, first.complete) == (3, True)
    session.model.minimize(session.decision[0])  # with an objective it goes one solve an answer, then is retired
    assert (session.enumerate().count, session.enumerate().complete) == (3, True)
    session.model.clear_objective()
    assert session.answers_one_to_one() and len(session.model.proto.variables) == 3 + 1 + 2  # the probes', two lists
    assert (session.enumerate().count, session.forbid(session.solve().values) is None) == (3, True)
    assert session.enumerate().count == 2  # a forbidden answer stays forbidden, whichever way it counts


def test_a_model_with_a_helper_variable_still_counts_answers():
    session = _one_of_three()
    session.model.new_bool_var("helper")  # free: two model solutions for each answer
    assert not session.answers_one_to_one()
    assert (session.enumerate().count, session.backbone().complete) == (3, True)
    assert not session.answers_one_to_one()
    assert session.enumerate().count == 3


def test_a_web_puzzle_naming_a_file_not_sent_is_told_the_same_with_or_without_files(api_client):
    # without files it was "names a file, which a puzzle given as text may not do", where the request's "files" is
    # exactly the way (and with other files sent, it was told so)
    import json

    puzzle = json.dumps({"kind": "pack", "board": "5x8", "pieces": "pieces.txt"})
    alone = api_client.post("/api/solve", json={"puzzle": puzzle}).json()
    assert alone["error"] == "'pieces.txt' is not a file sent with this request (files sent: none): send it in \"files\""
    other = api_client.post("/api/solve", json={"puzzle": puzzle, "files": {"b.txt": "##\n"}}).json()
    assert other["error"] == ("'pieces.txt' is not a file sent with this request (files sent: b.txt): send it in "
                              "\"files\"")
    sent = api_client.post("/api/solve", json={"puzzle": puzzle, "files": {"pieces.txt": "I*2: ####\nO*2: ##/##\n"
                                               "T*2: ###/.#.\nS*2: .##/##.\nL*2: #../###\n"}}).json()
    assert sent["status"] == "solved"
    outside = api_client.post("/api/solve", json={"puzzle": json.dumps({"kind": "pack", "board": "../m.txt"})}).json()
    assert outside["error"] == ("puzzle: board '../m.txt' is not a file sent with this request: a sent file is named "
                                "without a folder")  # was "lies outside the puzzle file's folder", a folder not seen


def test_a_domino_fit_text_names_a_negative_target_and_an_unknown_rule_by_their_lines(tmp_path):
    # a text file was told in JSON's words ("col_targets[3] (column 4) is -6"), and a rule naming no line
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.kinds import get

    board = ". . . .   4\n. . . .   0\n# . . #   2\n. . . .   4\n"
    for text, line in [("dominofit rule=dot\n1 3 3 -6\n" + board, "g: line 2: column 4's target -6 is negative; "
                        "targets must not be negative"),
                       ("dominofit rule=dot\n1 3 3 3\n" + board.replace("  0\n", "  >=-1\n"),
                        "g: line 4: row 2's target >=-1 is negative; targets must not be negative"),
                       ("dominofit rule=bogus\n1 3 3 3\n" + board, "g: line 1: unknown rule 'bogus'; choose rule=cell "
                        "or rule=dot")]:
        with pytest.raises(PuzzleInputError) as caught:
            get("dominofit").parse(text, "g")
        assert str(caught.value) == line
    assert get("dominofit").parse("dominofit rule=bogus\n1 3 3 3\n" + board, "g", rule="dot").rule == "dot"


@pytest.mark.parametrize(("args", "line"), [
    (("nurikabe", "weekday"), "weekday: no such file; 'weekday' is an edition of the Calendar puzzle: gridsat calendar "
                              "--edition weekday"),
    (("pack", "2026-10-06"), "2026-10-06: no such file; '2026-10-06' is a date of the Calendar puzzle: gridsat "
                             "calendar 2026-10-06"),
    (("cover", "pentominoes"), "pentominoes: no such file; 'pentominoes' is a piece set of the Polyomino packing: "
                               "gridsat pack --pieces pentominoes"),
    (("dominofit", "2027-02-29"), "2027-02-29: no such file; '2027-02-29' is a date that does not exist (February "
                                  "2027 has 28 days)"),
    (("hint", "-k", "hitori", "weekday"), "weekday: no such file; 'weekday' is an edition of the Calendar puzzle: "
                                          "gridsat calendar --edition weekday"),
    (("solve", "-k", "lits", "10-06"), "10-06: no such file; '10-06' is a date of the Calendar puzzle: gridsat "
                                       "calendar 10-06"),
])
def test_another_kinds_word_given_to_a_kind_says_what_it_is(run_cli, args, line):
    # each was told only "cannot read puzzle file: No such file or directory", where `gridsat solve weekday` (no
    # kind) names the calendar's edition
    assert run_cli(*args)[::2] == (2, f"gridsat: error: {line}\n")


def test_another_kinds_word_in_python_and_on_the_web(api_client):
    import gridsat

    with pytest.raises(gridsat.PuzzleInputError) as caught:
        gridsat.solve("weekday", kind="yinyang")
    assert str(caught.value) == ("weekday: no such file; 'weekday' is an edition of the Calendar puzzle: "
                                 "kind='calendar' with edition='weekday'")
    got = api_client.post("/api/solve", json={"kind": "pack", "argument": "weekday"}).json()
    assert got["error"] == ("argument: 'weekday' is an edition of the Calendar puzzle, not a puzzle: give it on the "
                            "Calendar puzzle page (/puzzle/calendar), or send it as the option \"edition\" with "
                            "\"kind\": \"calendar\"")
    assert api_client.post("/api/solve", json={"kind": "nurikabe", "argument": "2027-02-29"}).json()["error"] == (
        "argument: '2027-02-29' is a date that does not exist: February 2027 has 28 days")


def test_uniqueness_and_solutions_leave_every_answer_to_a_later_enumeration():
    # the fifty-ninth pass: uniqueness() forbade its answer for good, so a later enumerate() counted 2 of 3, complete
    session = _one_of_three()
    assert session.uniqueness().verdict.value == "not_unique"
    assert (session.enumerate().count, session.enumerate().complete) == (3, True)
    assert len(list(session.solutions())) == 4  # three answers, then the proven "infeasible"
    assert session.enumeration(2).count == 2 and session.enumeration(5).complete
    assert session.backbone().complete and (session.enumerate().count, session.answers_one_to_one()) == (3, True)
    session.model.add_assumptions([session.decision[0]])  # the caller's own assumption is kept through each
    assert session.uniqueness().verdict.value == "unique" and list(session.model.proto.assumptions) == [0]


def test_a_mip_session_takes_its_forbidden_answers_back():
    from gridsat.core.errors import PuzzleInputError
    from gridsat.engines.mip import MipSession

    try:
        session = MipSession([([(0, 1), (1, 1), (2, 1)], "=", 1)], 3)  # one of three cells
    except PuzzleInputError:
        pytest.skip("no SCIP in this OR-Tools")
    assert session.uniqueness().verdict.value == "not_unique"
    assert session.enumeration(5).count == 3 and session.enumeration(5).complete


def test_a_resumed_collection_says_how_many_seeds_were_there_in_good_english(run_cli, tmp_path):
    # "(1 of the 1 seeds were there already)"
    out = str(tmp_path / "g.jsonl")
    assert run_cli("generate", "yinyang", "--size", "4x4", "-o", out)[0] == 0
    assert run_cli("generate", "yinyang", "--size", "4x4", "-o", out) == (
        0, "", f"wrote 0 Yin-Yang puzzles to {out} (the seed was there already)\n")


def test_a_readers_offered_puzzle_file_is_a_fact_of_its_error_not_read_back_from_its_words():
    # the web's pointer parsed the JSON it offers back out of the reader's message
    from gridsat.core.errors import PuzzleInputError
    from gridsat.puzzles.kinds import get

    with pytest.raises(PuzzleInputError) as caught:
        get("pack").parse("tetrominoes", "p")
    assert caught.value.own.puzzle == {"kind": "pack", "board": "4x5", "pieces": "tetrominoes"}
    assert str(caught.value).endswith('as a puzzle file (for hint, grade or batch): {"kind": "pack", "board": "4x5", '
                                      '"pieces": "tetrominoes"}')
