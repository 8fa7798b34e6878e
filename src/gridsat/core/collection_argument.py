"""A collection file (``.jsonl``, ``.jsonl.gz``) given where one puzzle goes: read as its puzzle when it holds
one line, else pointed to the command that solves them all."""

from __future__ import annotations

import os

from .errors import PuzzleInputError


def one_puzzle(spec: str, max_bytes: int) -> str:
    """The text of a collection file (``.jsonl``, ``.jsonl.gz``) holding one puzzle line, which a command for one
    puzzle reads as that puzzle.

    Raises:
        PuzzleInputError: the file holds several puzzles (pointing to ``gridsat batch``), is gzip (its lines are
            for batch), or cannot be read.
    """
    from .reading import read_text_file

    lines = 2 if spec.lower().endswith(".gz") else None
    text = None
    if lines is None:
        text = read_text_file(spec, "puzzle file", max_bytes=max_bytes, stdin=True)
        lines = sum(1 for line in text.splitlines() if line.strip())
        from .results_files import first_line, results_command

        command = results_command(first_line(text))
        if command is not None:  # it was "a collection of 365 puzzles: gridsat batch FILE", which batch refuses
            from .settings import spelled  # Python's caller was told of --out

            again = spelled("give it to that command as --out to go on with the run",
                            "that command goes on with the run when given it again as its output file")
            raise PuzzleInputError(f"this file holds the results of a {command} run, not puzzles ({again})",
                                   os.path.basename(spec))
    if lines > 1:
        many = f"a collection of {lines:,} puzzles, one a line" if text is not None else "a compressed collection"
        # hint and grade of a collection were pointed to batch alone, which neither hints nor grades; Python's
        # caller was told of "this command" and --out
        from .settings import spelled

        one = "" if text is None else "a file holding one of its lines is read as that puzzle; "
        import shlex  # a command to paste: a name with a space quoted
        every = spelled(f"gridsat batch {shlex.quote(spec)} --out results.jsonl",
                        f"gridsat.batch.run_batch([{spec!r}], 'results.jsonl')")
        reader = spelled("this command takes", "gridsat.read and gridsat.solve take")
        raise PuzzleInputError(f"{many}; {reader} one: {one}{every} solves them all", os.path.basename(spec))
    return text


__all__ = ["one_puzzle"]
