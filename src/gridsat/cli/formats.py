"""``gridsat formats``: which formats each puzzle kind reads and writes (from the registry)."""

from __future__ import annotations

from typing import Annotated, Optional

import typer


def _kinds_begun(incomplete: str) -> list:
    """The kinds' names starting with ``incomplete``: what shell completion offers for KIND (it offered nothing,
    where ``--kind`` of the other commands offers them)."""
    from .options import kind_names

    return [name for name in kind_names(False) if name.startswith(incomplete)]


def formats_command(
    kind: Annotated[Optional[str], typer.Argument(metavar="KIND", show_default=False, autocompletion=_kinds_begun,
                                                  help="One kind's formats (default: every kind's).")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the table as JSON.")] = False,
):
    # (its help is given to app.command: python -OO strips docstrings, and `gridsat formats --help` said nothing)
    from ..core.compiled import hints_installed
    from ..puzzles.kinds import get, kind_alias, names

    # 'gridsat formats hitori' was told "takes no argument ...: its settings are options", and no option chose one
    kinds = [get(name) for name in names()] if kind is None else [get(kind_alias(kind)[0] or kind.strip().lower())]
    # 'gridsat hint --help' sends the user here for "a kind with hints", and neither the table nor its JSON said which
    hints = "the next step and why (gridsat hint), a grade (gridsat grade)"
    if as_json:
        from .common import print_json

        print_json({k.name: {"title": k.title, "reads": list(k.reads), "writes": list(k.writes),
                             "tasks": list(k.tasks), "engines": list(k.engines), "hints": hints_installed(k)}
                    for k in kinds})
        return
    from rich.table import Table

    from .common import console

    table = Table(title="gridsat formats", show_lines=True)
    table.add_column("kind", style="bold")
    table.add_column("reads")
    table.add_column("writes")
    for k in kinds:
        writes = [*k.writes, hints] if hints_installed(k) else k.writes
        table.add_row(f"{k.name}\n({k.title})", "\n".join(k.reads), "\n".join(writes))
    console().print(table)


def register(app: typer.Typer) -> None:
    app.command("formats", help="List the formats read and written for each puzzle kind.")(formats_command)
