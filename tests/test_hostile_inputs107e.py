"""Pass 107, part e: the calendar, packing, exact cover and Domino Fit pages and their API."""
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import gridsat

STATIC = Path(gridsat.__file__).parent / "web/static"


def _helpers(*names):
    common = (STATIC / "common.js").read_text(encoding="utf-8")
    return "".join(re.search(rf"  function {name}\([\s\S]*?\n  }}\n", common).group(0) for name in names)


def _node(script):
    node = shutil.which("node")
    if not node:
        pytest.skip("node is not installed")
    return subprocess.run([node, "-e", script], capture_output=True, text=True, check=True).stdout


def test_a_file_chosen_under_a_name_the_server_does_not_take_is_told_by_the_name_sent():
    # was: on the "Any file" page, a calendar puzzle naming its edition file "my edition (1).txt" (as a browser
    # saves a second download), that file chosen beside it, was told "'my edition (1).txt' is not a file sent with
    # this request (files sent: my_edition__1_.txt): choose it under “Files the puzzle or settings name”, below"
    # -- of the file just chosen there; "édition.txt" was sent (and its editions shown) as "dition.txt"; and the
    # calendar and packing pages said "bad_copy.txt: this is a calendar edition file" of the file "bad copy.txt"
    general = (STATIC / "general.js").read_text(encoding="utf-8")
    assert "GS.fail(GS.renamedFile(reply.data.error, chosenAs))" in general
    script = "const phrases = new Map();\nfunction phrase(from, to) { phrases.set(from, to); }\n" + \
        _helpers("fileName", "renamedFile") + """
const sent = fileName("my edition (1).txt", "file.txt");
const said = "'my edition (1).txt' is not a file sent with this request (files sent: my_edition__1_.txt): send it";
console.log(JSON.stringify([sent, fileName("\u00e9dition.txt", "file.txt"), renamedFile(said, {[sent]: "my edition (1).txt"}),
  renamedFile("'b.txt' is not a file sent with this request", {"b.txt": "b.txt"}), [...phrases]]));
"""
    import json

    out = json.loads(_node(script))
    assert out == ["my_edition__1_.txt", "edition.txt",
                   "'my edition (1).txt' is the file chosen, sent as 'my_edition__1_.txt' (the server takes names of "
                   "letters, digits, '.', '_' and '-' alone): name it 'my_edition__1_.txt' in the puzzle",
                   "'b.txt' is not a file sent with this request",
                   # a message of the server about the file names it as chosen ("bad copy.txt: line 2: ...")
                   [["my_edition__1_.txt: ", "my edition (1).txt: "], ["edition.txt: ", "\u00e9dition.txt: "]]]


def test_a_calendar_hint_shows_pieces_besides_those_placed(run_cli):
    # was: 'gridsat calendar 2026-01-25 --place U5@r6c1 --hint 1' (and the API's {"place": [...], "hint": 1}) gave
    # back the U5 just placed, "hint: 1 of 8 pieces; 68 solutions agree with it": nothing the player did not know
    code, out, err = run_cli("calendar", "2026-01-25", "--place", "U5@r6c1", "--hint", "1", "--json")
    import json

    record = json.loads(out)
    assert code == 0 and [p["piece"] for p in record["placements"]] == ["Z5"]
    assert record["solutions_with_hint"] == 21
    code, out, err = run_cli("calendar", "2026-01-25", "--place", "U5@r6c1", "--hint", "8")
    assert code == 2 and err.strip() == ("gridsat: error: --hint must be 1..7 (the pieces of dragonfjord not placed "
                                         "by --place), got 8")
    code, out, err = run_cli("calendar", "2026-01-25", "--hint", "9")
    assert code == 2 and err.strip() == "gridsat: error: --hint must be 1..8 (pieces of dragonfjord), got 9"
    code, out, err = run_cli("calendar", "2026-10-06", "--json")
    shapes = []
    for p in json.loads(out)["placements"]:
        top, left = min(r for r, c in p["cells"]), min(c for r, c in p["cells"])
        cells = {(r - top, c - left) for r, c in p["cells"]}
        rows, cols = max(r for r, c in cells) + 1, max(c for r, c in cells) + 1
        shape = "/".join("".join("#" if (r, c) in cells else "." for c in range(cols)) for r in range(rows))
        shapes.append(f"{p['piece']}@{top},{left}:{shape}")
    assert len(shapes) == 8
    code, out, err = run_cli("calendar", "2026-10-06", "--hint", "1", *[x for s in shapes for x in ("--place", s)])
    assert code == 2 and err.strip() == ("gridsat: error: --place places every piece of dragonfjord, so --hint has "
                                         "none to show: solve it without the hint")


def test_the_packing_pages_counter_counts_no_area_of_a_piece_file_with_a_symbol_the_server_refuses():
    # was: a piece file "A: ##", "B: #/#", "C: ###x" chosen, the counter said "The pieces in pf.txt cover 7. Take 53
    # out, or tick “Allow holes”" beside the server's "pf.txt: line 3: unknown symbol 'x' in row 1 of piece C"; and a
    # file chosen as "my pieces.txt" was named "my_pieces.txt" in the menu, the counter and the answer's title
    pack = (Path(gridsat.__file__).parent / "puzzles/pack/page/pack.js").read_text(encoding="utf-8")
    helper = re.search(r"  function pieceFileArea\([\s\S]*?\n  }\n", pack).group(0)
    assert "upload.chosen : GS.$(\"pieces\").value" in pack and "`${name} (your file)`" in pack
    script = helper + """
console.log([pieceFileArea("A: ##\\nB: #/#\\nC: ###x\\n"), pieceFileArea("A: ##\\nB*2: #./##\\n"),
  pieceFileArea("# the L\\nL: L./LL\\n")].map(String).join(" "));
"""
    assert _node(script).split() == ["null", "8", "3"]
