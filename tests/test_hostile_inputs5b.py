"""The fifth hostile pass over the web server, the Python API and the
answers (issue 20): each fault it found, kept as a test."""

from __future__ import annotations

import pytest

import gridsat
from gridsat.core.errors import PuzzleInputError

pytest.importorskip("starlette")
from starlette.testclient import TestClient  # noqa: E402

from gridsat.web import Limits, create_app  # noqa: E402


@pytest.fixture(scope="module")
def client():
    with TestClient(create_app(Limits(workers=1, warm=False, grace=5.0))) as c:
        yield c


NUL_NAME = "'a\\x00b': cannot read puzzle file: a file name cannot hold a NUL character"


@pytest.mark.parametrize("kind", ["pack", "nurikabe", "cover", "yinyang", "dominofit"])
def test_a_file_name_with_a_nul_is_one_line_not_a_500(client, kind):
    """os.stat raises ValueError (not OSError) for a NUL in a name: the web API answered 500 "internal error"
    and the Python API raised ValueError deep in the reader."""
    with pytest.raises(PuzzleInputError) as caught:
        gridsat.kinds.get(kind).read("a\x00b")
    assert str(caught.value) == NUL_NAME
    response = client.post("/api/solve", json={"kind": kind, "argument": "a\x00b"})
    assert response.status_code == 422, response.text
    assert response.json()["error"].endswith("a file name cannot hold a NUL character")
