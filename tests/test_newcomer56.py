"""A newcomer's pass (56): what confused someone with only the README."""

from gridsat.puzzles.explaining import hinting_kinds
import pytest

PARK = "https://puzz.link/p?statuepark/7/7/078ii6000000290f0//t"  # (Heyawake, Norinori, then LITS until they had hints)
NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
HAVING = f"(kinds with them: {hinting_kinds()})"
OWN_ANSWER = ("your own answer: save it beside the puzzle file as NAME.solution.txt, then gridsat batch NAME.txt "
              "--out RES.jsonl --check-answer (its line names the first rule the answer breaks)")


@pytest.mark.parametrize("option", ["--hint", "--steps", "--grade", "--position"])
def test_a_hint_option_on_a_kind_without_hints_does_not_point_at_hint(run_cli, option):
    # `gridsat heyawake URL --hint` said "the next step and why: gridsat hint PUZZLE", and the newcomer's next
    # try, `gridsat hint URL`, said "Heyawake has no hints or grades yet"
    assert run_cli("statuepark", PARK, option, "x") == (
        2, "", f"gridsat: error: No such option: {option}; Statue Park has no hints, grades or position checks yet "
               f"{HAVING} (see 'gridsat statuepark --help')\n")


def test_check_on_a_kind_without_hints_does_not_point_at_hint_position(run_cli):
    # `--check` pointed at `gridsat hint PUZZLE --position FILE`, which Heyawake refuses
    assert run_cli("statuepark", PARK, "--check") == (
        2, "", "gridsat: error: No such option: --check; every answer printed is already checked by an independent "
               f"checker; {OWN_ANSWER}; Statue Park has no hints, grades or position checks yet {HAVING} (see 'gridsat "
               "statuepark --help')\n")


def test_a_kind_with_hints_still_points_at_hint(run_cli):
    assert run_cli("nurikabe", NURIKABE, "--check") == (
        2, "", "gridsat: error: No such option: --check; every answer printed is already checked by an independent "
               f"checker; your own position's mistakes: gridsat hint '{NURIKABE}' --position FILE (see 'gridsat "
               "nurikabe --help')\n")
    assert run_cli("nurikabe", NURIKABE, "--hint")[2] == (
        f"gridsat: error: No such option: --hint; the next step and why: gridsat hint '{NURIKABE}' (see 'gridsat "
        "nurikabe --help')\n")


def test_a_json_array_of_puzzles_says_a_file_holds_one(run_cli, tmp_path):
    # tests/data/genres/nurikabe.json (a list of the genre's puzzles, each with its URL) given to solve or hint
    # said "not a puzzle gridsat can read (kinds: ...)", with no word of the list
    path = tmp_path / "nurikabe.json"
    path.write_text('[{"url": "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"}, {"url": "x"}]\n')
    said = ("nurikabe.json: a JSON array of 2 objects, not one puzzle: a file holds one puzzle; gridsat batch reads a "
            "list of puzzles, one JSON object a line, from a file whose name ends in .jsonl")
    assert run_cli("solve", str(path)) == (2, "", f"gridsat: error: {said}\n")
    assert run_cli("hint", str(path))[2] == f"gridsat: error: {said}\n"


def test_a_json_array_of_puzzles_sent_to_the_web_says_one_at_a_time():
    from gridsat.puzzles.unreadable import unreadable

    assert str(unreadable('[{"a": 1}]', None, page=True)) == (
        "a JSON array of 1 object, not one puzzle: send one puzzle at a time")
    # an array of other things is still no puzzle
    assert str(unreadable("[1, 2]", None)).startswith("not a puzzle gridsat can read")


def test_solve_of_a_kind_without_hints_names_it_from_kind_or_url(run_cli):
    # `gridsat solve URL --hint` (a Masyu or Heyawake URL, or -k heyawake) pointed at `gridsat hint PUZZLE`
    said = f"has no hints, grades or position checks yet {HAVING} (see 'gridsat solve --help')\n"
    assert run_cli("solve", PARK, "--hint") == (2, "", f"gridsat: error: No such option: --hint; Statue Park {said}")
    assert run_cli("solve", "-k", "statuepark", PARK, "--hint")[2] == (
        f"gridsat: error: No such option: --hint; Statue Park {said}")
    assert run_cli("solve", "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3", "--steps")[2] == (
        f"gridsat: error: No such option: --steps; Numberlink {said}")  # (a Slitherlink until it had hints)
    # Masyu has hints now: the advice of a kind with them
    assert run_cli("solve", "https://puzz.link/p?mashu/6/6/1063000i3000", "--steps")[2] == (
        "gridsat: error: No such option: --steps; every step: gridsat hint 'https://puzz.link/p?mashu/6/6/1063000i3000'"
        " --steps (see 'gridsat solve --help')\n")
    # a kind with hints, and a genre gridsat does not solve, keep the advice
    assert run_cli("solve", "-k", "nurikabe", PARK, "--hint")[2] == (
        f"gridsat: error: No such option: --hint; the next step and why: gridsat hint '{PARK}' --kind nurikabe "
        "(see 'gridsat solve --help')\n")
    assert run_cli("solve", "https://puzz.link/p?kusabi/4/4/11141423", "--hint")[2] == (
        "gridsat: error: No such option: --hint; the next step and why: gridsat hint PUZZLE (see 'gridsat solve "
        "--help')\n")


@pytest.mark.parametrize(("option", "value", "said"), [
    ("-t", "1s", "'--time-limit' / '-t': '1s' is not a number (write the number alone, without 's': --time-limit 1)"),
    ("--memory-limit", "1GB", "'--memory-limit': '1GB' is not a number (write the number alone, without 'GB': "
                              "--memory-limit 1)"),
    ("--memory-limit", "500MB", "'--memory-limit': '500MB' is not a number (write a positive number of GB alone)"),
    ("-t", "2min", "'--time-limit' / '-t': '2min' is not a number (write a positive number of seconds alone)"),
    ("-t", "abc", "'--time-limit' / '-t': 'abc' is not a number"),
])
def test_a_number_written_with_its_unit_says_to_write_it_alone(run_cli, option, value, said):
    # `gridsat solve URL -t 1s` and `--memory-limit 1GB` said only "'1s' is not a number"
    assert run_cli("solve", NURIKABE, option, value) == (
        2, "", f"gridsat: error: Invalid value for {said} (see 'gridsat solve --help')\n")


def test_a_verb_typed_as_a_command_with_a_kind_without_hints(run_cli):
    # `gridsat check HEYAWAKE-URL` pointed at `gridsat hint PUZZLE --position FILE`, which refuses Heyawake
    assert run_cli("check", PARK) == (
        2, "", "gridsat: error: No such command 'check': every answer printed is already checked by an independent "
               f"checker; {OWN_ANSWER}; Statue Park has no hints, grades or position checks yet {HAVING} (see 'gridsat "
               "--help')\n")
    assert run_cli("next", PARK)[2] == (
        f"gridsat: error: No such command 'next': Statue Park has no hints, grades or position checks yet {HAVING} (see "
        "'gridsat --help')\n")
    assert run_cli("check", NURIKABE)[2] == (
        "gridsat: error: No such command 'check': every answer printed is checked; your own position: gridsat hint "
        f"PUZZLE --position FILE (its mistakes first); {OWN_ANSWER} (see 'gridsat --help')\n")
