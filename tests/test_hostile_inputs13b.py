"""The thirteenth hostile pass over exact covering with colours, installs without a compiler and the web
page (issue 20).  What it found, each kept as a test."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ABC = (ROOT / "examples" / "cover-abc.dlx").read_text()  # 13 covers; the first three in the engine's order below


@pytest.mark.parametrize("options, text", [
    ({"solutions": 3}, "solution 1\n1: b\n2: a c\nsolution 2\n2: a c\n6: b\nsolution 3\n1: b\n5: a c"),
    ({"unique": True}, "1: b\n2: a c\na second answer\n2: a c\n6: b"),
    ({"solutions": 1}, "1: b\n2: a c"),
])
def test_the_web_text_holds_every_answer_the_command_line_prints(api_client, run_cli, tmp_path, options, text):
    # a kind without pictures (exact cover) showed only the first of three covers listed, under "3 solutions
    # listed", and not the second answer a uniqueness check found: 'text' was the first answer's drawing alone
    reply = api_client.post("/api/solve", json={"kind": "cover", "puzzle": ABC, "options": options, "text": True})
    assert reply.status_code == 200, reply.text
    assert reply.json()["text"] == text
    path = tmp_path / "abc.dlx"
    path.write_text(ABC)
    flags = ["-n", "3"] if "solutions" in options and options["solutions"] == 3 else \
        ["-u"] if "unique" in options else []
    code, out, _ = run_cli("cover", str(path), *flags)
    assert code == 0 and out.startswith(text + "\n")
