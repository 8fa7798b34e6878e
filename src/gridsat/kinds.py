"""The puzzle kinds gridsat knows, for Python users.

    >>> import gridsat
    >>> gridsat.kinds.names()
    ['pack', 'calendar', 'dominofit', 'yinyang', 'cover', 'nurikabe', 'starbattle', 'lightup', ...]
    >>> yy = gridsat.kinds.get("yinyang")
    >>> puzzle = yy.parse("https://puzz.link/p?yinyang/5/5/016612300")
    >>> yy.run(puzzle, gridsat.Task("unique")).uniqueness.value
    'unique'

The contract every kind implements is :class:`gridsat.puzzles.kinds.Kind`.
"""

from .puzzles.kinds import REGISTRY, TASKS, Kind, Task, detect, get, names, read_any

__all__ = ["REGISTRY", "TASKS", "Kind", "Task", "detect", "get", "names", "read_any"]
