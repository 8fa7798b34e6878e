"""The HTML reader behind :func:`gridsat.formats.html.extract_board`, in its
own module so that recognising a page (and reading other formats) does not
import :mod:`html.parser`."""

from __future__ import annotations

from html.parser import HTMLParser


class BoardParser(HTMLParser):
    """Collects script text and the cell divs' values (document order)."""

    def __init__(self, page):
        super().__init__(convert_charrefs=True)
        self.page = page
        self.scripts: list[str] = []
        self.cells: list[int] = []
        self._in_script = False
        self.problem: str | None = None

    def handle_starttag(self, tag, attrs):
        if tag == "script":
            self._in_script = True
            return
        if tag != "div":
            return
        classes = set()
        for name, value in attrs:
            if name == "class" and value:
                classes.update(value.split())
        if "task-cell" in classes:
            value = next((v for name, v in self.page.classes.items() if name in classes), None)
            if value is not None:
                self.cells.append(value)
            elif self.problem is None:
                line, col = self.getpos()
                known = " nor ".join(f"'{name}' ({self.page.names[v]})" for name, v in self.page.classes.items())
                self.problem = f"line {line}, column {col + 1}: a 'task-cell' div has neither class {known}"
        elif "cell" in classes:
            self.cells.append(0)

    def handle_endtag(self, tag):
        if tag == "script":
            self._in_script = False

    def handle_data(self, data):
        if self._in_script:
            self.scripts.append(data)


__all__ = ["BoardParser"]
