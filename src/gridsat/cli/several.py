"""What a command taking one puzzle tells a user who named several: ``gridsat batch``, when it does what they asked."""

from __future__ import annotations


def several_puzzles(ctx, args: list) -> str:
    """The advice after "'b.json' is one more word" for a command of one PUZZLE: ``gridsat batch FILE...`` when batch
    does what was asked, else one run a puzzle (``grade``, ``hint`` and options batch lacks, ``--png``: batch solves
    into a results file, it neither grades nor draws)."""
    loop = f"; several puzzles: one {ctx.command_path} each, as in a shell loop"
    if ctx.info_name in ("hint", "grade"):
        return loop
    args = list(map(str, args))  # words after '--' are no options ("since gridsat batch takes no --", which it does)
    options = [a.split("=")[0] for a in args[:args.index("--") if "--" in args else None] if a.startswith("-")
               and a != "-"]
    if options:  # an error's path only: the batch command is built to read its options
        import typer.main

        from . import build_app

        batch = typer.main.get_command(build_app("batch")).get_command(ctx, "batch")
        taken = {o for p in batch.params for o in tuple(p.opts) + tuple(p.secondary_opts)}
        lacking = [o for o in options if o not in taken]
        if lacking:
            return f"{loop}, since gridsat batch takes no {lacking[0]}"
    return "; several puzzles: gridsat batch FILE..."
