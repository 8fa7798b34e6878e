"""A newcomer's trial of the twenty-sixth pass (the README followed word for word, then what each kind of
user tries next): each stumble that was a code fault, kept as a test."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("kind, name, to, says", [
    ("yinyang", "p.url", "url", "as text, not a URL: name it p.txt (--to changes what is printed, not the file: "
                                "--to url > '{path}' keeps the URL)"),
    ("yinyang", "p.pzv", None, "as text, not a URL: name it p.txt (--to changes what is printed, not the file)"),
    ("yinyang", "p.htm", None, "as text, not HTML: name it p.txt (--to changes what is printed, not the file)"),
    ("dominofit", "p.url", None, "as JSON, not a URL: name it p.json (--to changes what is printed, not the file)")])
def test_a_generated_puzzle_named_as_a_url_file_is_refused(run_cli, tmp_path, kind, name, to, says):
    """``gridsat generate yinyang --to url --out p.url`` printed the URL and wrote the text grid into p.url (the
    ending gridsat's own examples give a URL file, examples/batch/yinyang-6x6.url), exit 0: ``-o g.json`` was
    refused, ``.url``, ``.pzv`` and ``.htm`` were not.  They are refused as the other endings are, nothing made,
    and where --to url was asked, the message says how to keep the URL in that file."""
    path = tmp_path / name
    args = ["generate", kind, "--size", "4x4", "-o", str(path)] + (["--to", to] if to else [])
    said = says.replace("{path}", str(path))
    assert run_cli(*args) == (2, "", f"gridsat: error: --out {str(path)!r} would hold the puzzle {said}\n")
    assert not path.exists()
