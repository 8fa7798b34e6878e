"""Pass 104, part f: a newcomer from a fresh clone, the README and the new kinds' pages, every example run."""

from pathlib import Path

ROOT = Path(__file__).parent.parent


def test_creek_doc_says_the_c_flag_is_read_and_what_other_flags_get(run_cli):
    # docs/creek.md said "puzz.link's old URLs of the `d` flag are refused, as any flag is": the `c` flag is read
    text = " ".join((ROOT / "docs" / "creek.md").read_text(encoding="utf-8").split())
    assert "as any flag is" not in text
    assert "The `c` flag (`creek/c/6/6/...`, pzprapp's mark of the current form) is read as the same URL without it" in text
    code, out, err = run_cli("creek", "https://puzz.link/p?creek/c/6/6/gagaich2cgb6769dt", "--to", "url")
    assert (code, out, err) == (0, "https://puzz.link/p?creek/6/6/gagaich2cgb6769dt\n", "")
    code, out, err = run_cli("creek", "https://puzz.link/p?creek/d/6/6/gagaich2cgb6769dt")
    assert code == 2 and "open it on puzz.link and copy the URL it writes now" in err
    code, out, err = run_cli("creek", "https://puzz.link/p?creek/x/6/6/gagaich2cgb6769dt")
    assert code == 2 and "puzz.link's Creek has only 'c': the current form, as without it; 'd':" in err


def test_yajilin_formats_line_names_the_question_mark_clue_cell_its_text_grid_reads(run_cli):
    # `gridsat formats yajilin` and the page listed "?" among the JSON clues but not in the text grid, which reads it
    import gridsat

    kind = gridsat.kinds.get("yajilin")
    assert "? a clue cell whose number is not given, without an arrow;" in kind.reads[-1]
    assert kind.parse("yajilin\n? . . .\n. . . .\n. . . .").clues[0][0] == "?"
