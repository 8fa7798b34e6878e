"""Exact cover problems as files: a reader for Knuth's text format and JSON.

An exact cover problem has *primary* items (each covered exactly once),
*secondary* items (each covered at most once, or given one colour by every
option that names it) and *options* (sets of items); see
:mod:`gridsat.engines.cover`.

**Knuth's text format** (the input of his DLX programs, described in
D. E. Knuth, *DLX1* (2017), section "Intro"):

* lines that are blank, or whose first non-blank character is ``|``, are
  comments and are skipped anywhere in the file;
* the first other line names the primary items, separated by spaces or tabs,
  then optionally ``|`` and the secondary items (``|`` may touch the next
  name, as in ``a b |c``; without ``|`` every item is primary);
* every further line is one option: the names of its items; a secondary
  item may carry a colour, ``name:colour`` (Knuth's DLX2, "exact covering
  with colors", TAOCP 7.2.2.1): options naming the same secondary item are
  then compatible exactly when each gives it the same colour;
* an item name is any run of printable non-blank characters without ``|``
  or ``:``, a colour likewise without ``:``.  We accept names longer than
  Knuth's 8 characters and any Unicode letters; we refuse his item
  multiplicities (``u:v|name`` on the item line, DLX3) with a message saying so.
* options keep their order: option k (0-based) is the k-th option line.

**JSON**: one object ``{"primary": [...], "secondary": [...], "options":
[[...], ...], "option_names": [...]}`` with items as strings or integers.
Only ``options`` is required; without ``primary`` every item that is not
secondary is primary, in order of first occurrence; ``option_names`` (one
string per option) labels the options; ``"kind": "cover"`` may be present.
In an option, the string ``"name:colour"`` gives the secondary item
``name`` a colour, as in the text format; an item with a colour must be
listed in ``"secondary"`` (an undeclared ``"d:BLUE"`` is refused, never
read as a new item), and item names cannot contain ``:``.

Both formats refuse, with :class:`~gridsat.core.errors.PuzzleInputError`
naming the line (text) or option/key (JSON): an empty option, an item listed
twice (in one option, with or without colours, or in the item line), an
item both primary and secondary, an option naming an undeclared item (text
format, or JSON with ``primary``), a colour on a primary or undeclared
item, an empty colour or a second ``:``, bytes instead of text, a
byte-order mark, CR-only line ends, control characters and an empty file;
JSON also a control or invisible character written as an escape
(``"\\u001b"``) in an item, colour or option name, which the text format
cannot hold.
An item line starting with ``//``, and an unknown item on a line starting
with ``//``, ``#``, ``%`` or ``;``, get a message saying that comments start
with ``|``.
"""

from __future__ import annotations

from ...core.errors import MAX_DIGITS, PuzzleInputError, counted, did_you_mean, shown
from ...engines.cover_input import split_entry
from ...formats.json import json_type, json_value
from ...formats.sniff import json_not_object
from ..arguments import argument_types
from .problem import CoverProblem, Item, read_checked

_BLANKS = " \t"


@argument_types(source="text")
def parse_cover(text: str, source: str = "input") -> CoverProblem:
    """Parse an exact cover problem in Knuth's text format or JSON.

    The format is chosen by the first non-blank character: ``{`` is JSON,
    anything else Knuth's format (see the module docstring), but for a whole
    text that is JSON of another shape (an array), which is refused.

    Args:
        text: the file's contents (``str``; LF or CRLF line ends).
        source: the file name, put in front of error messages.

    Returns:
        the :class:`CoverProblem`.

    Raises:
        PuzzleInputError: for any malformed input (never another exception),
            with a one-line message naming ``source`` and the line, option or key.
        TypeError: ``text`` or ``source`` not a string (as every reader's; it was a PuzzleInputError "expected
            text", naming no argument).
    """
    if not isinstance(text, str):
        raise TypeError(f"parse_cover: text must be a string (decode a file's bytes as UTF-8 first), got "
                        f"{type(text).__name__} {shown(text, 40)}")
    if text.startswith("\ufeff"):
        raise PuzzleInputError("line 1: starts with a byte-order mark (BOM); save the file as UTF-8 without BOM",
                               source)
    lines = text.split("\n")
    if "\r" in text:
        lines = [line[:-1] if line.endswith("\r") else line for line in lines]
    if not "".join(lines).replace("\t", "").isprintable():  # rare: find the line to name it
        for number, line in enumerate(lines, 1):
            if "\r" in line:
                raise PuzzleInputError(f"line {number}: carriage return (CR) inside a line; use LF or CRLF line "
                                       "ends", source)
            bad = next((ch for ch in line if not ch.isprintable() and ch != "\t"), None)
            if bad is not None:
                raise PuzzleInputError(f"line {number}: control or invisible character U+{ord(bad):04X}", source)
    stripped = text.lstrip()
    if not stripped:
        raise PuzzleInputError("empty input (expected an item line or a JSON object)", source)  # was "the file is
        # empty: ...", of standard input and a web request's text too, where the other kinds say "empty input"
    try:
        if stripped.startswith("{"):
            return _parse_json(text)
        wrong = json_not_object(stripped, source)
        if wrong:  # not item names: JSON of the wrong shape ('"a b"' in x.json was one item, '"a', never covered)
            raise PuzzleInputError(f"JSON: expected an object with \"options\", got {wrong}")
        return _parse_knuth(lines)
    except PuzzleInputError as exc:
        raise exc.at(source) from None


# -- Knuth's format ---------------------------------------------------------
_COMMENT_HINT = "; comments start with '|' in this format"


_COMMENT_STARTS = ("//", "#", "%", ";")
_TRAILING = "; a comment takes a line of its own, starting with '|'"


def _comment_hint(line: str) -> str:
    return _COMMENT_HINT if line.lstrip(_BLANKS).startswith(_COMMENT_STARTS) else ""


def _trailing_comment(head: list, options: list) -> int | None:
    """Where the item line's words from a comment-like one on (``'a b // the items'``) begin, when none of them is
    in an option: a comment after the items, read as items that nothing covers (then "no cover: primary item '//'
    is in no option", proven, exit 1); or None."""
    named = set().union(*options) if options else set()
    start = next((k for k, token in enumerate(head) if token.startswith(_COMMENT_STARTS + ("|",))), None)
    return None if start is None or named & set(head[start:]) else start


def _parse_knuth(lines: list[str]) -> CoverProblem:
    body = [(number, line) for number, line in enumerate(lines, 1)
            if line.lstrip(_BLANKS)[:1] not in ("", "|")]
    if not body:
        raise PuzzleInputError("no item line: every line is blank or a comment ('|')")
    number, head = body[0]
    number_of_head = number
    # an item line of secondary items alone ('| a b') is a comment in this format: then the first option was read
    # as the item line ("item 'a:A' contains ':'"), and the message says why
    names = {token.split(":", 1)[0] for token in head.split()}
    bar = next((k for k, line in enumerate(lines[:number - 1], 1) if line.lstrip(_BLANKS)[:1] == "|"
                and names <= set(line.lstrip(_BLANKS)[1:].split())), None)  # the names it would have declared
    if bar is None and len(body) == 1:  # '| x' then 'a x', the only option: read as the item line, no option after
        # it, then "no cover: primary item 'a' (and 1 other) is in no option" (exit 1), not a word of the '|' line
        bar = next((k for k, line in enumerate(lines[:number - 1], 1) if line.lstrip(_BLANKS)[:1] == "|"
                    and names & set(line.lstrip(_BLANKS)[1:].split())), None)
    hint = "" if bar is None else (f"; line {bar} starts with '|', so it is a comment, not the item line: name at "
                                   "least one primary item before '|' (with secondary items alone the only cover is "
                                   "the empty one: an option without a primary item is never chosen)")
    if head.lstrip(_BLANKS).startswith("//"):
        raise PuzzleInputError(f"line {number}: the item line starts with {head.split()[0]!r}{_COMMENT_HINT}")
    primary: list[str] = []
    secondary: list[str] = []
    target = primary
    for token in head.split():  # lines hold no whitespace but spaces and tabs by now
        if ":" in token:
            raise PuzzleInputError(f"line {number}: item {shown(token)} contains ':' (Knuth's item multiplicities "
                                   f"u:v|name are not supported; colours belong in options, as name:colour){hint}")
        if token.startswith("|"):
            if target is secondary:
                raise PuzzleInputError(f"line {number}: the item line contains '|' twice")
            target, token = secondary, token[1:]
            if not token:
                continue
        if "|" in token:
            raise PuzzleInputError(f"line {number}: item {shown(token)} contains '|' (put spaces around the "
                                   "separator)")
        target.append(token)
    seen: dict[str, str] = {}
    for role, names in (("primary", primary), ("secondary", secondary)):
        for name in names:
            if name in seen:
                raise PuzzleInputError(f"line {number}: item {shown(name)} is listed twice")
            seen[name] = role
    if hint and len(body) == 1:  # '| c' then 'c': the option read as the item line, then "c is in no option"
        raise PuzzleInputError(f"line {number}: the item line has no option after it{hint}")
    options, colours = [], []
    for number, line in body[1:]:
        items, tints = [], []
        for token in line.split():
            try:
                name, colour = split_entry(token)
            except PuzzleInputError as exc:
                raise PuzzleInputError(f"line {number}: {exc}") from None
            role = seen.get(name)
            if role is None:  # a first line '# my problem' was the item line: "unknown item 'a'" said no more
                read_as = (f"; line {body[0][0]}, {shown(head.strip(_BLANKS))}, was read as the item line"
                           f"{_COMMENT_HINT}" if _comment_hint(head) and not _comment_hint(line) else "")
                comma = next((f"; the item line has {shown(n)}: items are separated by spaces, not commas"  # 'a,
                              for n in seen if name in n.replace(";", ",").split(",") and n != name), "")  # b': alone
                after = _TRAILING if not _comment_hint(line) and name.startswith(_COMMENT_STARTS + ("|",)) else ""
                raise PuzzleInputError(f"line {number}: unknown item {shown(name)} (not on the item line)"  # 'a //
                                       f"{_comment_hint(line)}{after}{read_as}{comma}{hint}")  # first', ('| c d')
            if colour is not None and role == "primary":
                raise PuzzleInputError(f"line {number}: primary item {name!r} has a colour ({token}); only "
                                       f"secondary items (after '|' on the item line) take colours{hint}")
            items.append(name)
            tints.append(colour)
        if len(set(items)) != len(items):
            raise PuzzleInputError(f"line {number}: item {_first_repeat(items)!r} appears twice in this option")
        options.append(tuple(items))
        colours.append(tuple(tints))
    words = primary if target is primary else secondary  # the words that end the item line
    cut = _trailing_comment(words, options) if words is primary else None
    if cut is not None:
        raise PuzzleInputError(f"line {number_of_head}: the item line ends {shown(' '.join(primary[cut:]), 40)}, "
                               f"which no option names{_TRAILING}")
    with read_checked():
        return CoverProblem(tuple(primary), tuple(secondary), tuple(options), None, _colours_or_none(colours))


def _colours_or_none(colours: list) -> tuple | None:
    return tuple(colours) if any(c is not None for tints in colours for c in tints) else None


# -- JSON -------------------------------------------------------------------
_KEYS = ("kind", "primary", "secondary", "options", "option_names")


def _parse_json(text: str) -> CoverProblem:
    from ...formats.json import load_json

    # read as every kind's JSON is (it said "line 1, column 21: bad JSON: ...", "JSON key 'options' appears twice
    # in one object", "JSON: NaN is not a valid value", where `gridsat solve` on the same file said them otherwise)
    data = load_json(text, None)
    if not isinstance(data, dict):
        raise PuzzleInputError(f"JSON: expected an object with \"options\", got {json_type(data)}")
    from ...core.records import check_not_result

    check_not_result(data, None)  # its own --json result given back: said as such, not "unknown key 'status'"
    from ..genres import kind_spelt

    if kind_spelt(data.get("kind", "cover")) != "cover":  # before its keys: a Nurikabe was "unknown key 'rows'"
        raise PuzzleInputError(f"JSON: \"kind\" is {data['kind']!r}, expected \"cover\"")
    unknown = [key for key in data if key not in _KEYS]
    if unknown:
        raise PuzzleInputError(f"JSON: unknown key {shown(unknown[0])}{did_you_mean(str(unknown[0]), _KEYS)}; "
                               f"expected {', '.join(_KEYS)}")  # 'primay' was the list alone (others: did you mean)
    if "options" not in data:
        raise PuzzleInputError("JSON: missing key \"options\" (a list of options, each a list of items)")
    listed, secondary, parsed, colours = None, (), [], []  # ("options" is there: checked above)
    for key in data:  # in the file's order: the first fault written is the one told ([1e400] in "primary" and in
        if key == "primary":  # an option was told at option 0)
            listed = _json_items(data["primary"], "\"primary\"")
        elif key == "secondary":
            secondary = _json_items(data["secondary"], "\"secondary\"")
        elif key == "options":
            parsed, colours = _json_options(data["options"])
    coloured = {x: c for option, cs in zip(parsed, colours) for x, c in zip(option, cs) if c is not None}
    _one_spelling([x for option in parsed for x in option], secondary, listed or (), coloured=coloured)
    sec = set(secondary)
    for k, option in enumerate(parsed):
        for x, c in zip(option, colours[k]):
            if c is not None and x not in sec:
                raise PuzzleInputError(f"JSON: option {k}: item {x!r} has a colour ({x}:{c}), so it must be listed "
                                       "in \"secondary\"")
    if listed is not None:
        primary = listed
        both = set(primary).intersection(secondary)
        if both:
            raise PuzzleInputError(f"JSON: item {sorted(both, key=str)[0]!r} is both primary and secondary")
        declared = set(primary).union(secondary)
        for k, option in enumerate(parsed):
            for x in option:
                if x not in declared:
                    raise PuzzleInputError(f"JSON: option {k} names item {shown(x, 40)}, which is neither primary nor "
                                           "secondary")
    else:
        primary = tuple(dict.fromkeys(x for option in parsed for x in option if x not in sec))
    names = None
    if "option_names" in data:
        names = tuple(_json_list(data["option_names"], "\"option_names\""))
        if len(names) != len(parsed) or not all(isinstance(name, str) for name in names):
            raise PuzzleInputError(f"JSON: \"option_names\" must be {counted(len(parsed), 'string')}, one per "
                                   f"option")  # "must be 1 strings"
        k = next((k for k, name in enumerate(names) if not name.isprintable()), None)
        if k is not None:
            raise PuzzleInputError(f"JSON: \"option_names\": name {k} ({shown(names[k])}) holds the "
                                   f"{_invisible(names[k])}")
    with read_checked():
        return CoverProblem(primary, secondary, tuple(parsed), names, _colours_or_none(colours))


def _json_options(value) -> tuple[list, list]:
    """The options of a JSON cover problem: (items of each option, colour or None of each item)."""
    options = _json_list(value, "\"options\"")
    parsed, colours = [], []
    for k, option in enumerate(options):
        entries = [_json_entry(x, f"option {k}") for x in _json_list(option, f"option {k}")]
        items = tuple(x for x, _ in entries)
        if not items:
            raise PuzzleInputError(f"JSON: option {k} is empty")
        twice = _first_repeat(items)
        if twice is not None:
            raise PuzzleInputError(f"JSON: option {k} lists item {shown(twice, 40)} twice")
        parsed.append(items)
        colours.append(tuple(c for _, c in entries))
    return parsed, colours


def _one_spelling(*groups, coloured: dict | None = None) -> None:
    """Refuse an item written as the number ``N`` in one place and the string ``"N"`` in another: JSON keeps them
    apart, so the problem would have two items where its writer meant one (and a count of other covers); an item
    given a colour (``coloured``: item -> colour) is a string by its colour's notation, and is told so."""
    numbers = {x for group in groups for x in group if isinstance(x, int)}
    both = sorted(x for group in groups for x in group if isinstance(x, str) and x.lstrip("-").isdigit()
                  and x.isascii() and len(x) <= MAX_DIGITS and int(x) in numbers and str(int(x)) == x)
    if both and both[0] in (coloured or {}):  # "2:R" names the string "2": the number 2 is another item
        raise PuzzleInputError(f'JSON: item {both[0]} is written both as {both[0]} and as "{both[0]}", which its '
                               f'colour ("{both[0]}:{coloured[both[0]]}") makes a string (a number and a string are '
                               f'different items): write it "{both[0]}" everywhere')
    if both:
        raise PuzzleInputError(f'JSON: item {both[0]} is written both as {both[0]} and as "{both[0]}" (a number and '
                               "a string are different items); write it one way")


def _json_list(value, what: str) -> list:
    if not isinstance(value, list):
        raise PuzzleInputError(f"JSON: {what} must be a list, got {json_type(value)}")
    return value


def _json_item(value, where: str) -> Item:
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise PuzzleInputError(f"JSON: {where}: item {json_value(value)} must be a string or an integer")
    if isinstance(value, str) and not value:
        raise PuzzleInputError(f"JSON: {where}: an item name is empty")
    if isinstance(value, str) and not value.isprintable():  # as the text format: JSON's escapes let them in
        raise PuzzleInputError(f"JSON: {where}: item {shown(value)} holds the {_invisible(value)}")
    return value


def _invisible(text: str) -> str:
    """The first character of ``text`` that is not printable, as messages name it."""
    return f"control or invisible character U+{ord(next(ch for ch in text if not ch.isprintable())):04X}"


def _json_entry(value, where: str) -> tuple[Item, str | None]:
    """(item, colour) of an option's entry: ``"name:colour"`` or an item."""
    item = _json_item(value, where)
    try:
        return split_entry(item)
    except PuzzleInputError as exc:
        raise PuzzleInputError(f"JSON: {where}: {exc}") from None


def _json_items(value, what: str) -> tuple[Item, ...]:
    items = tuple(_json_item(x, what) for x in _json_list(value, what))
    coloured = next((x for x in items if isinstance(x, str) and ":" in x), None)
    if coloured is not None:
        raise PuzzleInputError(f"JSON: {what} lists {coloured!r}, but item names cannot contain ':' (it gives an "
                               "item a colour in an option, name:colour)")
    twice = _first_repeat(items)
    if twice is not None:
        raise PuzzleInputError(f"JSON: {what} lists item {shown(twice, 40)} twice")
    return items


def _first_repeat(values):
    seen = set()
    for value in values:
        if value in seen:
            return value
        seen.add(value)
    return None


__all__ = ["parse_cover"]
