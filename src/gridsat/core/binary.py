"""What a file given as a puzzle is when it is no text at all: a picture, a PDF or an archive is named as one
(a screenshot of a puzzle given to ``gridsat solve`` was "not UTF-8 text (byte 0)"), UTF-16 text as such."""

from __future__ import annotations

#: Leading bytes and what a file that starts with them is.
_SIGNATURES = (
    (b"\x89PNG\r\n", "a PNG picture"),  # (not its "\x1a\n": a collection reader sees the first line alone)
    (b"\xff\xd8\xff", "a JPEG picture"),
    (b"GIF87a", "a GIF picture"),
    (b"GIF89a", "a GIF picture"),
    (b"%PDF-", "a PDF document"),
    (b"PK\x03\x04", "a ZIP archive"),
    (b"\x1f\x8b", "gzip-compressed"),
    # the other compressions a file is kept in: each was "not UTF-8 text (line 1, byte 11 of the line)"
    *((b"BZh%d1AY&SY" % level, "bzip2-compressed") for level in range(1, 10)),
    (b"\xfd7zXZ\x00", "xz-compressed"),
    (b"\x28\xb5\x2f\xfd", "zstd-compressed"),
)

_NOT_A_PUZZLE = ", not a puzzle's text: gridsat reads a puzzle as text, JSON or a puzz.link URL"  # (the web's too)


def _not_a(what: str | None) -> str:
    """The words after what a file is: a puzzle's (read as text, JSON or a URL) unless ``what`` names another
    file (a position, board, piece or edition file given an SVG was told gridsat reads "a puzzle" from text, JSON
    or a puzz.link URL, which no such file may be)."""
    if not what or "puzzle" in what:
        return _NOT_A_PUZZLE
    return f", not text: {'an' if what[0] in 'aeiou' else 'a'} {what} is text"


def _svg(head: bytes) -> bool:
    """Whether ``head`` begins an SVG picture (``--svg``'s own, given back as the puzzle, was told "no Yin-Yang
    board found: neither a 'var task' string nor cell <div>s", the HTML reader's words)."""
    import re

    head = head.lstrip(b"\xef\xbb\xbf").lstrip()[:4096].lower()  # its first element (after declarations) is svg
    return re.match(rb"(?:<\?[^>]*\?>\s*|<!--.*?-->\s*)*(?:<!doctype svg|<svg\b)", head, re.DOTALL) is not None


def not_text(data: bytes | str, what: str | None = None) -> str | None:
    """Why ``data`` cannot be a puzzle's text, judged by its first bytes (a picture, a document, an archive,
    UTF-16 text), or None when nothing there says so; ``what`` names the file when it holds no puzzle
    (``"position file"``).  A ``str`` is a file a web page read as text, each byte
    that is no UTF-8 made U+FFFD: the signatures that keep letters there (PNG, GIF, PDF, ZIP, WebP) are told."""
    if isinstance(data, str):
        page = data.replace("\r\n", "\n").encode("utf-8", "surrogatepass")  # a text box keeps "\n" alone
        if page[:4] == b"RIFF" and page[8:12] == b"WEBP":
            return "a WebP picture" + _not_a(what)
        if _svg(page):
            return "an SVG picture" + _not_a(what)
        kept = [(magic.decode("utf-8", "replace").replace("\r\n", "\n").encode(), it) for magic, it in _SIGNATURES
                if any(0x20 < b < 0x7f for b in magic)]  # a JPEG's or gzip's signature is all U+FFFD there
        return next((it + _not_a(what) for magic, it in kept if page.startswith(magic)), None)
    if data[:3] == b"\xef\xbf\xbd":  # U+FFFD first: a picture a web page read as text, sent as a file (its PNG
        return not_text(data.decode("utf-8", "replace"), what)  # piece file: "expected 'NAME: ROW/...', got '?PNG'")
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return "UTF-16 text; save it as UTF-8"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "a WebP picture" + _not_a(what)
    if _svg(data[:4096]):
        return "an SVG picture" + _not_a(what)
    for magic, it in _SIGNATURES:
        if data.startswith(magic):
            if it.endswith("-compressed") and _not_a(what) != _NOT_A_PUZZLE:
                return f"{it}: give the {what} uncompressed"
            if it.endswith("-compressed"):
                return it + ": give the puzzle file uncompressed (gridsat batch reads .jsonl.gz collections)"
            return it + _not_a(what)
    return None
