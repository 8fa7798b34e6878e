"""The ``generate`` group's reading of its KIND: a kind without a generator, a kind in capitals, the word KIND
itself, a typo and a pasted puzzle are each told what to type (click's "No such command 'x'." said none of it)."""

from __future__ import annotations


def generator_group():
    """The ``generate`` group's class: a kind without a generator is named as such (not "No such command
    'sudoku'"), with the kinds that have one."""
    import typer.core

    def refused(said: str, ctx):  # in gridsat's words: typer's "Invalid value for KIND: " said nothing more
        return typer.BadParameter.__mro__[1](said, ctx=ctx)  # click's UsageError

    class Generators(typer.core.TyperGroup):
        def resolve_command(self, ctx, args):
            from ..puzzles.kinds import get, kind_alias, names

            name = args[0].lower() if args else None
            having = f"kinds with one: {', '.join(sorted(self.commands))}"
            if name == "kind":  # the README's 'generate KIND --size RxC' typed as written: "No such command 'KIND'."
                raise refused(f"{args[0]} stands for a kind with a generator: "
                                         f"{', '.join(sorted(self.commands))}", ctx)
            if name is not None and args[0] not in self.commands and name in names():
                raise refused(f"{get(name).title} has no generator yet ({having})", ctx)
            if name is not None and name not in self.commands and not name.startswith("-") \
                    and kind_alias(name)[0] is None:  # (puzz.link's 'akari': its kind named by the usage hook)
                raise refused(_not_a_kind(args[0], sorted(self.commands), having), ctx)
            return super().resolve_command(ctx, args)

    return Generators


def _not_a_kind(word: str, kinds: list, having: str) -> str:
    """What ``gridsat generate WORD`` is told when WORD names no kind: a pasted puzzle (its URL or file: was
    "No such command 'https://puzz.link/p?...'.") is told to ``solve``; any other word, the kinds with a generator
    and the close one ('yinyan' was told no name)."""
    import os
    import shlex

    from ..core.errors import did_you_mean, shown
    from ..formats.sniff import looks_like_url

    if looks_like_url(word) or "://" in word or os.path.isfile(word):
        return (f"{shown(word, 60)} is a puzzle, and generate makes new ones of a kind ({having}): to solve it, "
                f"gridsat solve {shlex.quote(word)}")
    from ..puzzles.genres import near_other_name

    # a misspelt other name ('coral' for janko.at's 'corral') was told the list alone, as --kind was before it
    meant = did_you_mean(word, kinds) or near_other_name(word)
    if not meant:  # 'masyuu' was told the list alone, though Masyu is a kind: it has no generator
        from ..core.errors import closest
        from ..puzzles.kinds import REGISTRY, get

        close = closest(word, list(REGISTRY))
        meant = f" (did you mean {close!r}? {get(close).title} has no generator yet)" if close else ""
    return f"{shown(word, 40)} is no kind with a generator{meant} ({having})"


__all__ = ["generator_group"]
