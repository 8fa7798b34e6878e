"""The words of a shading genre's deductions, as its deductions module's docstring lists them."""

from __future__ import annotations


def rule_words(doc: str) -> dict:
    """``{name: words}`` of a deductions module's docstring, whose numbered levels list each rule as ``name``:
    what it says, up to the next rule or the end of its paragraph (the words of a grade's meaning)."""
    import re

    words = {}
    for paragraph in re.split(r"\n\s*\n", doc):  # (a list's last rule ran on into the paragraphs under it)
        text = " ".join(paragraph.split())
        found = re.finditer(r"``(\w+)``: (.+?)(?=[;.]? \d\. ``\w+``:|; ``\w+``:|$)", text)
        words.update({m.group(1): m.group(2).rstrip(".").replace("``", "") for m in found})
    return words


def module_doc(module) -> str:
    """``module``'s docstring, read from its source when ``python -OO`` (PYTHONOPTIMIZE=2) stripped it: a grade's
    meaning was then "the level-3 rule 'cut'", not the rule in words."""
    if module.__doc__ is not None:
        return module.__doc__
    import ast

    source = module.__loader__.get_source(module.__name__) if hasattr(module.__loader__, "get_source") else None
    return (ast.get_docstring(ast.parse(source)) or "") if source else ""


__all__ = ["module_doc", "rule_words"]
