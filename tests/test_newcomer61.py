"""A newcomer's pass (61): what someone following only the README and docs/ met, with the behaviour it now has."""

from __future__ import annotations

import json
from pathlib import Path

PAGE = (Path(__file__).resolve().parents[1] / "docs" / "json.md").read_text()
HINT_SECTION = PAGE.split("## Hint JSON", 1)[1].split("\n## ", 1)[0]
NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


def _described(tag: str, field: str) -> str:
    block = HINT_SECTION.split(f"```{tag}\n", 1)[1].split("```", 1)[0]
    return next(line for line in block.splitlines() if line.split()[:1] == [field])


def test_the_hint_json_documents_a_shading_genres_values_as_the_hint_writes_them(run_cli):
    # docs/json.md said a hint's values were "as the kind's grid has them": a Nurikabe answer grid is 1 shaded,
    # 0 unshaded, but the hint writes sea (shaded) as 2 and an island cell as 1, so a script read them inverted
    code, out, _ = run_cli("hint", NURIKABE, "--json")
    hint = json.loads(out)
    step = hint["steps"][0]
    assert code == 0 and step["sentence"].startswith("r3c3, r4c2, r4c4, r5c3 are sea")
    assert {d["value"] for d in step["decided"]} == {2}       # sea: shaded
    assert hint["grid"][0][1] == 1                             # the clue 5's cell: unshaded
    code, out, _ = run_cli("solve", NURIKABE, "--json")
    assert code == 0 and json.loads(out)["grid"][2][2] == 1   # the same sea cell in the answer grid: 1
    assert "1 white or unshaded, 2 black or shaded" in _described("hint-fields", "grid")
    assert ("Nurikabe, Hitori, Heyawake, Star Battle, Norinori, LITS, Light Up, Kurodoko, Tapa, Creek, Aqre, Yajilin, Cave, Nurimisaki, Shimaguni, Kurotto, Nonogram: 1 unshaded "
            "(empty, no bulb), 2 shaded (a star, a bulb)") in _described("hint-step-fields", "decided")


def test_the_web_api_documents_a_positions_values():
    # docs/web.md gave /api/hint's position as "rows of values, 0 undecided": a newcomer sent a Nurikabe answer
    # grid (1 shaded) and had every shaded cell read as unshaded
    web = (Path(__file__).resolve().parents[1] / "docs" / "web.md").read_text()
    fields = web.split("`POST /api/hint` fields:", 1)[1].split("`steps`", 1)[0]
    assert "0 undecided, 1 white or unshaded, 2 black or shaded" in " ".join(fields.split())
