"""A collection line's JSON, read as the one reader of user JSON reads it, with what a record written over several
lines needs: a collection holds each puzzle whole on one line, and a record copied from the docs (shown there over
two lines) was told "not valid JSON: Expecting property name enclosed in double quotes at line 2, column 1" on its
first line and "not valid JSON: Extra data at line 1, column 12" on its second."""

from __future__ import annotations

import json

from ..core.errors import PuzzleInputError
from ..formats.json import load_json

ONE_LINE = "a collection holds each puzzle's JSON whole on one line: join the record's lines"


def line_json(text: str, source: str):
    """``load_json(text, source)`` of one collection line.

    Raises:
        PuzzleInputError: as ``load_json`` does; when the line is the start of a JSON object or array that ends
            with the line (its record goes on below), or the rest of one begun above (``"solution": [...]}``),
            its words say so and to join the record's lines.
    """
    try:
        return load_json(text, source)
    except PuzzleInputError as exc:
        try:
            json.loads(text)
        except json.JSONDecodeError as bad:
            body = text.strip()
            begun = body[:1] in "{[" and bad.pos >= len(text.rstrip())  # cut short where the line ends
            rest = (body[:1] in "}]" or body[:1] == '"' and bad.msg == "Extra data"
                    and text[bad.pos:].lstrip().startswith(":"))  # a record's later line: "key": value}
            if begun:
                raise PuzzleInputError(f"not valid JSON: the line ends before its JSON does; {ONE_LINE}",
                                       source) from None
            if rest:
                raise PuzzleInputError(f"not valid JSON: the line reads as the rest of a record begun on a line "
                                       f"above; {ONE_LINE}", source) from None
        except (ValueError, RecursionError):  # text Python's json cannot read at all (a deep nesting, a number of
            pass  # thousands of digits): the reader's own words below stand
        raise exc from None
