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
