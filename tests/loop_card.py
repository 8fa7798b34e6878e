"""What the loop play card's browser tests share (static/loop.js on Masyu's cell centres and Slitherlink's dots):
a published answer's segments as lattice points, the position the address keeps, the segments the board draws, a
card started and a Check pressed."""

from __future__ import annotations

from urllib.parse import parse_qs

from web_server import by_id, open_page, wait_for


def answer_points(horizontal: list, vertical: list) -> set:
    """The lattice points of a loop written as its rows of horizontal and vertical segments ('1' drawn)."""
    return ({(2 * r, 2 * c + 1) for r, row in enumerate(horizontal) for c, v in enumerate(row) if v == "1"}
            | {(2 * r + 1, 2 * c) for r, row in enumerate(vertical) for c, v in enumerate(row) if v == "1"})


def lattice(browser) -> list:
    """The position the address keeps (``at=``: the lattice's rows of 0 undecided, 1 drawn, 2 crossed)."""
    at = parse_qs(browser.current_url.split("#", 1)[1])["at"][0]
    return [[int(ch) for ch in row] for row in at.split(".")]


def drawn(browser, centres: bool) -> set:
    """The segments the board draws, each as its lattice point (from the loop's path: ``M x y L x y``; a segment's
    point is twice its middle, less one on cell centres, which lie at half units)."""
    d = browser.execute_script("return document.querySelector('#play-board .loop-line').getAttribute('d');")
    out = set()
    for part in d.split("M")[1:]:
        (x0, y0), (x1, y1) = (map(float, xy.split()) for xy in part.split("L"))
        out.add((round(y0 + y1 - centres), round(x0 + x1 - centres)))
    return out


def points(rows, value) -> set:
    """The segments (lattice points of odd coordinate sum) holding ``value`` in ``rows``."""
    return {(r, c) for r, row in enumerate(rows) for c, v in enumerate(row) if v == value and (r + c) % 2}


def started(live_server, browser, kind: str, url: str):
    """The loop board's SVG, after ``url`` is started on ``kind``'s page."""
    open_page(browser, f"{live_server}/puzzle/{kind}")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-start"))
    by_id(browser, "puzzle").send_keys(url)
    by_id(browser, "play-start").click()
    wait_for(browser, lambda: browser.find_elements("css selector", "#play-board .loop-svg"))
    return browser.find_element("css selector", "#play-board .loop-svg")


def checked(browser, verdict: str) -> None:
    """Check pressed, and its verdict waited for."""
    by_id(browser, "play-check").click()
    wait_for(browser, lambda: by_id(browser, "play-verdict").text == verdict)
