"""What a newcomer following the README tripped over (hostile pass 89, part e): each case is the exact line,
record or sentence a user gets now."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).parent.parent


def test_the_readme_names_every_kind_the_browser_plays():
    # the README said "Nurikabe and Hitori are played in the browser too" and "A Yin-Yang, Nurikabe or Hitori
    # puzzle can be *played* (... Nurikabe, Hitori and Heyawake on theirs)" after Star Battle, Norinori,
    # Heyawake, Light Up and LITS got their play card; docs/web.md left LITS out of its list
    import gridsat

    titles = [gridsat.kinds.get(name).title for name in gridsat.kinds.names() if gridsat.kinds.get(name).position_values]
    readme = " ".join((ROOT / "README.md").read_text().split())
    sentence = readme.split("can be *played*")[0].rsplit(". ", 1)[1].strip()
    assert sentence == "A Yin-Yang, Nurikabe, Hitori, Heyawake, Star Battle, Norinori, LITS or Light Up puzzle"
    assert all(title in sentence for title in titles)
    web = " ".join((ROOT / "docs" / "web.md").read_text().split())
    listed = web.split("lists the values a player sets: ")[1].split(" on the general one")[0]
    assert all(title in listed for title in titles), listed
    assert "and a grade, and played in the browser too" in readme


def test_the_play_card_calls_an_undecided_cell_undecided(live_server, browser):
    # the Star Battle card said "Click a cell to make it empty, then star, then empty again": "empty" is the value a
    # first click gives (drawn as a dot, "r1c3 ... are empty" in a hint), the third click leaves the cell undecided
    from web_server import by_id, open_page, wait_for

    open_page(browser, f"{live_server}/puzzle/starbattle")
    wait_for(browser, lambda: browser.find_elements("css selector", "#play .hint-text"))
    assert by_id(browser, "play").find_element("css selector", ".hint-text").text.startswith(
        "Click a cell to make it empty, then star, then undecided again. ")
