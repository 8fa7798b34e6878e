"""A newcomer following the README from the top, then the docs it links to, in order (sixtieth pass)."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _readme_writes() -> set[str]:
    """The files the README's commands write (--out/-o FILE, --png FILE, --svg FILE)."""
    readme = (ROOT / "README.md").read_text()
    return set(re.findall(r"(?:--out|-o|--png|--svg) ([\w.-]+\.\w+)", readme))


def test_the_packing_docs_hint_example_does_not_reuse_a_file_the_readme_wrote(run_cli, tmp_path, monkeypatch):
    """The README's tour writes board.json (a 45x45 Domino Fit board); docs/packing.md then showed
    `$ cat board.json` (a packing puzzle) and `$ gridsat hint board.json`, so a newcomer running it in the same
    folder met "Domino Fit: hints and grades take boards of at most 400 cells" instead of the packing step shown."""
    text = (ROOT / "docs" / "packing.md").read_text()
    shown = re.search(r"\$ cat (\S+)\n(.+)\n\$ gridsat hint (\S+)\n(.+)\n", text)
    name, content, hinted, said = shown.groups()
    assert name == hinted == "box-puzzle.json"
    assert name not in _readme_writes() and "board.json" in _readme_writes()
    monkeypatch.chdir(tmp_path)
    (tmp_path / name).write_text(content + "\n")
    code, out, err = run_cli("hint", name)
    assert (code, err, out.splitlines()[0]) == (0, "", said)
