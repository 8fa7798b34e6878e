"""Reader and checker of exact cover files (gridsat.puzzles.cover.io)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridsat.core.errors import PuzzleInputError
from gridsat.engines.cover import count_covers, covers
from gridsat.puzzles.cover import CoverProblem, check_cover, parse_cover
from gridsat.puzzles.cover.problem import read_checked

# Knuth's example in DLX1 (the matrix (3) of "Dancing links"): one cover,
# the options "A D", "E F C" and "B G".
KNUTH = """| A simple example
A B C D E | F G
C E F
A D G
B C F
A D
B G
D E G
"""


def test_knuths_example():
    problem = parse_cover(KNUTH, "knuth.dlx")
    assert problem.primary == ("A", "B", "C", "D", "E")
    assert problem.secondary == ("F", "G")
    assert problem.options[0] == ("C", "E", "F") and len(problem.options) == 6
    found = list(covers(problem.options, problem.primary, problem.secondary))
    assert found == [[0, 3, 4]]
    assert check_cover(problem, [0, 3, 4]) == []


def test_knuth_format_details():
    text = "  | comment\r\n\r\na b\t|c  d\r\n  | another comment\r\na c\r\nb d\r\nb\r\n"
    problem = parse_cover(text, "f")
    assert problem == CoverProblem(("a", "b"), ("c", "d"), (("a", "c"), ("b", "d"), ("b",)))
    assert parse_cover("x y\nx\ny\n").secondary == ()  # '|' may be omitted
    assert parse_cover("[1] {2}\n[1]\n").primary == ("[1]", "{2}")  # only '{' starts JSON
    assert parse_cover("πάνω 東京 |\nπάνω 東京\n").primary == ("πάνω", "東京")
    assert count_covers(parse_cover("a b\na\nb\na b\n").options) == 2


def test_json_format():
    text = json.dumps({"kind": "cover", "secondary": ["x"], "options": [["a", "x"], ["b", 7], ["a"], [7, "b", "x"]],
                       "option_names": ["p", "q", "r", "s"]})
    problem = parse_cover(text, "f.json")
    assert problem.primary == ("a", "b", 7)
    assert problem.secondary == ("x",)
    assert problem.option_names == ("p", "q", "r", "s")
    # a by option 0 or 2, b and 7 by 1 or 3, x at most once (not 0 with 3)
    assert sorted(covers(problem.options, problem.primary, problem.secondary)) == [[0, 1], [1, 2], [2, 3]]
    assert parse_cover('{"primary": ["a"], "options": [["a"]]}').primary == ("a",)


@pytest.mark.parametrize("text, message", [
    ("\ufeffa b\n", "line 1: starts with a byte-order mark"),
    ("a b\ra\rb\r", "line 1: carriage return"),
    ("", r"empty input \(expected an item line or a JSON object\)"),
    ("  \n\t\n", r"empty input \(expected an item line or a JSON object\)"),
    ("| only comments\n\n", "no item line"),
    ("a b | c | d\n", "line 1: the item line contains '|' twice"),
    ("a b| c\n", "line 1: item 'b|' contains '|'"),
    ("a a\n", "line 1: item 'a' is listed twice"),
    ("a | a\n", "line 1: item 'a' is listed twice"),
    ("a b\n\na z\n", "line 3: unknown item 'z'"),
    ("a b\na a\n", "line 2: item 'a' appears twice in this option"),
    ("1:2|a b\n", "line 1: item '1:2|a' contains ':' \\(Knuth's item multiplicities"),
    ("a | x\na x:\n", "line 2: 'x:' is not item:colour"),
    ("a | x\na x:A:B\n", "line 2: 'x:A:B' is not item:colour"),
    ("a | x\na:A x\n", "line 2: primary item 'a' has a colour \\(a:A\\); only secondary items"),
    ("a | x\na y:A\n", "line 2: unknown item 'y' \\(not on the item line\\)$"),
    ("a b\na b\n//and a comment\n", "line 3: unknown item '//and' \\(not on the item line\\); comments start with '\\|'"),
    ("// items\na b\n", "line 1: the item line starts with '//'; comments start with '\\|' in this format"),
    ('{"options": [["a", "d:BLUE"], ["a"]]}',
     "option 0: item 'd' has a colour \\(d:BLUE\\), so it must be listed in \"secondary\""),
    ('{"options": [["a", "x:"]], "secondary": ["x"]}', "option 0: 'x:' is not item:colour"),
    ('{"options": [["a"]], "secondary": ["x:A"]}', "\"secondary\" lists 'x:A', but item names cannot contain ':'"),
    ('{"options": [["a:A"]], "primary": ["a"]}', "option 0: item 'a' has a colour"),
    ("a b\na\x00\n", "line 2: control or invisible character U\\+0000"),
    ("{\"options\": [[\"a\"]\n", "not valid JSON: .* at line 2, column 1"),  # "bad JSON" before pass 71
    ("{\"options\": [[\"a\"]]} x", "not valid JSON: Extra data at line 1, column 22"),
    ("{\"options\": [[\"a\"], []]}", "option 1 is empty"),
    ("{\"options\": [[\"a\", true]]}", "option 0: item true must be a string or an integer"),
    ("{\"options\": [[\"a\", 1.5]]}", "must be a string or an integer"),
    ("{\"options\": [[\"a\", \"a\"]]}", "option 0 lists item 'a' twice"),
    ("{\"options\": \"a\"}", "\"options\" must be a list"),
    ("{}", "missing key \"options\""),
    ("{\"options\": [], \"colour\": 1}", "unknown key 'colour'"),
    ("{\"options\": [], \"options\": []}", "key 'options' appears twice"),
    ("{\"options\": [[\"a\"]], \"kind\": \"pack\"}", "\"kind\" is 'pack'"),
    ("{\"options\": [[\"a\"]], \"primary\": [\"a\"], \"secondary\": [\"a\"]}", "'a' is both primary and secondary"),
    ("{\"options\": [[\"a\", \"b\"]], \"primary\": [\"a\"]}", "option 0 names item 'b', which is neither"),
    ("{\"options\": [[\"a\"]], \"option_names\": [\"x\", \"y\"]}", "must be 1 string, one per option"),
    ("{\"options\": [[NaN]]}", "NaN is not a JSON number"),
    ("{\"options\": [[" + "9" * 5000 + "]]}", "not valid JSON: a number has more than"),
    ("{\"options\": " + "[" * 100000 + "]" * 100000 + "}", "nested too deeply|not valid JSON|must be"),
])
def test_bad_input_names_the_problem_and_where(text, message):
    with pytest.raises(PuzzleInputError, match=message) as info:
        parse_cover(text, "in.txt")
    assert str(info.value).startswith("in.txt: ")
    assert "\n" not in str(info.value)


@settings(max_examples=150, deadline=None)  # 400 took 3 s of the default run
@given(st.one_of(
    st.text(),
    st.text(alphabet="ab|: \t\n\r{}[]\",01xé\x00\ufeff"),
    st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=3),
                 lambda inner: st.lists(inner, max_size=4)
                 | st.dictionaries(st.sampled_from(["options", "primary", "secondary", "option_names", "kind"]),
                                   inner, max_size=4)).map(json.dumps),
))
def test_arbitrary_text_parses_or_raises_puzzle_input_error(text):
    try:
        problem = parse_cover(text, "fuzz")
    except PuzzleInputError as exc:
        assert "\n" not in str(exc)
        return
    assert isinstance(problem, CoverProblem)
    declared = set(problem.primary) | set(problem.secondary)
    assert all(option and set(option) <= declared for option in problem.options)


# Knuth's toy problem of exact covering with colours, TAOCP Vol. 4B, 7.2.2.1
# (49): primary items p q r, secondary x y; its unique solution is the
# options 'q x:A' and 'p r x:A y' (1 and 3, 0-based).
TOY_XCC = "p q r | x y\np q x y:A\np r x:A y\np x:B\nq x:A\nr y:B\n"


def test_colours_in_knuths_format_and_json():
    problem = parse_cover(TOY_XCC, "toy.dlx")
    assert problem.primary == ("p", "q", "r") and problem.secondary == ("x", "y")
    assert problem.options[1] == ("p", "r", "x", "y")
    assert problem.colours[1] == (None, None, "A", None)
    assert problem.option_text(0) == "p q x y:A" and problem.entries(4) == ["r", "y:B"]
    assert list(covers([problem.entries(k) for k in range(5)], problem.primary, problem.secondary)) == [[1, 3]]
    as_json = json.dumps({"secondary": ["x", "y"], "options": [line.split() for line in TOY_XCC.splitlines()[1:]]})
    assert parse_cover(as_json) == problem
    assert parse_cover("a | x\na x\n").colours is None  # no colour anywhere: no colours tuple


def test_the_issue_file_is_refused_or_read_with_its_colours():
    # the reported file: "d:BLUE" with no primary list was read as a new primary item
    text = json.dumps({"options": [["a", "d:BLUE"], ["b", "d:BLUE"], ["a", "b"]]})
    with pytest.raises(PuzzleInputError, match="item 'd' has a colour"):
        parse_cover(text)
    problem = parse_cover(json.dumps({"secondary": ["d"], "options": [["a", "d:BLUE"], ["b", "d:BLUE"], ["a", "b"]]}))
    assert problem.primary == ("a", "b")
    options = [problem.entries(k) for k in range(3)]
    assert sorted(covers(options, problem.primary, problem.secondary)) == [[0, 1], [2]]


def test_checker_applies_the_colour_rules():
    problem = parse_cover(TOY_XCC)
    assert check_cover(problem, [1, 3]) == []
    assert check_cover(problem, [0, 4]) == ["secondary item 'y' gets different colours: A (option 0), B (option 4)"]
    assert check_cover(problem, [2, 3, 4]) == ["secondary item 'x' gets different colours: B (option 2), A (option 3)"]
    mixed = parse_cover("a b | x\na x\nb x:A\n")
    assert check_cover(mixed, [0, 1]) == ["secondary item 'x' is covered 2 times (options [0, 1]), not all with a colour"]
    assert check_cover(parse_cover("a b | x\na x:A\nb x:A\n"), [0, 1]) == []
    with read_checked():  # a problem no reader makes (CoverProblem refuses it): the checker still names it
        bad = CoverProblem(("a",), (), (("a",),), None, (("A",),))
    assert check_cover(bad, [0]) == ["option 0 gives primary item 'a' a colour (A)"]


def test_checker_finds_every_kind_of_violation():
    problem = parse_cover("a b | x\na x\nb x\na\nb\nx\n")
    assert check_cover(problem, [0, 3]) == []
    assert check_cover(problem, [2, 3]) == []
    assert check_cover(problem, [0, 1]) == ["secondary item 'x' is covered 2 times (options [0, 1])"]
    assert check_cover(problem, [0]) == ["primary item 'b' is not covered"]
    assert check_cover(problem, [0, 2, 3]) == ["primary item 'a' is covered 2 times (options [0, 2])"]
    assert check_cover(problem, [2, 3, 4]) == ["option 4 has no primary item, so it is never part of an exact cover"]
    assert check_cover(problem, [2, 3, 3]) == ["option 3 is chosen 2 times"]
    assert check_cover(problem, [2, 3, 9]) == ["option 9 does not exist (there are 5 options)"]
    assert check_cover(problem, [2, 3, "1"]) == ["entry 2 ('1') is not an option index"]
