"""Hostile pass 75, part b: the web app and batch."""

from __future__ import annotations

import socket
import threading

import pytest

from test_hostile_inputs3 import NURIKABE


def _server(reply: bytes | None):
    """A TCP server on a free port that takes connections and sends ``reply`` then closes (None: keeps them
    open and sends nothing, as ``python -m http.server`` waiting for a line Dask never ends)."""
    server = socket.create_server(("127.0.0.1", 0))
    kept = []

    def serve():
        while True:
            try:
                conn, _ = server.accept()
            except OSError:
                return
            if reply is None:
                kept.append(conn)
            else:
                with conn:
                    conn.sendall(reply)

    threading.Thread(target=serve, daemon=True).start()
    return server, kept


@pytest.mark.slow  # (1.5 s of the default run, sitting 14: the slow set runs it)
def test_dask_address_of_a_silent_server_is_refused_not_waited_on_for_ever(run_cli, tmp_path):
    pytest.importorskip("dask.distributed")
    server, kept = _server(None)
    port = server.getsockname()[1]
    (tmp_path / "p.url").write_text(NURIKABE + "\n")
    try:  # before: no line and no end, past --total-time (Dask's timeout bounds its connecting, not its waiting)
        code, out, err = run_cli("batch", str(tmp_path / "p.url"), "--out", str(tmp_path / "r.jsonl"), "-q",
                                 "--dask", f"tcp://127.0.0.1:{port}", "--total-time", "1")
    finally:
        server.close()
        for conn in kept:
            conn.close()
    assert (code, out) == (2, "")
    assert err.startswith(f"gridsat: error: cannot reach the Dask scheduler at tcp://127.0.0.1:{port}: it took the "
                          "connection but answered nothing within ")
    assert err.endswith(" s (is it a Dask scheduler? check the address and port)\n")


@pytest.mark.slow  # the default run keeps near 5 minutes on a fresh machine (its heaviest: 7 s)
def test_dask_address_of_a_server_that_hangs_up_says_it_is_no_scheduler(run_cli, tmp_path):
    pytest.importorskip("dask.distributed")
    server, _ = _server(b"")
    port = server.getsockname()[1]
    (tmp_path / "p.url").write_text(NURIKABE + "\n")
    try:
        assert run_cli("batch", str(tmp_path / "p.url"), "--out", str(tmp_path / "r.jsonl"), "-q", "--dask",
                       f"tcp://127.0.0.1:{port}") == (
            2, "", f"gridsat: error: tcp://127.0.0.1:{port} answered, but not as a Dask scheduler (check the address "
                   "and port)\n")  # before: "cannot reach ...: in <TCP (closed)  local=tcp://127.0.0.1:N remote=...>:
        # Stream is closed"
    finally:
        server.close()


@pytest.mark.parametrize("address", ["tcp://[::1", "[::1:8786"])
def test_dask_ipv6_address_without_its_bracket_is_named(run_cli, tmp_path, address):
    pytest.importorskip("dask.distributed")
    (tmp_path / "p.url").write_text(NURIKABE + "\n")
    assert run_cli("batch", str(tmp_path / "p.url"), "--out", str(tmp_path / "r.jsonl"), "-q", "--dask", address) == (
        2, "", f"gridsat: error: cannot reach the Dask scheduler at {address}: an IPv6 address without its closing "
               "']': give it as tcp://[ADDRESS]:PORT\n")  # before: "no such host ':'"


def test_a_play_board_wider_than_a_phone_scrolls_in_its_card(api_client):
    # before: ".play-left { flex: 0 1 520px; min-width: 260px; }": a 30x30 Hitori's board (30 cells of the least
    # size, 14 px) made the whole page 526 px wide at a phone's 375, and a 20x20 one stuck out of its card
    css = api_client.get("/static/style.css").text
    assert ".play-left { flex: 0 1 520px; min-width: 260px; max-width: 100%; overflow-x: auto; }" in css


@pytest.mark.parametrize("host", ["0", "0.0"])
def test_a_short_written_every_network_address_says_so(run_cli, monkeypatch, host):
    # before: "gridsat is serving http://0:PORT/  (1 solver process, ...)": listening on every network (0 is
    # 0.0.0.0 written short) without saying so, at an address no browser opens
    import re

    import uvicorn

    monkeypatch.setattr(uvicorn.Server, "run", lambda self, sockets=None: None)
    code, out, err = run_cli("serve", "--host", host, "--port", "0", "--workers", "1")
    port = re.search(r":(\d+)/", out).group(1)
    assert (code, err) == (0, "")
    assert out.startswith(f"gridsat is serving http://127.0.0.1:{port}/, and to every network this machine is on "
                          f"(port {port} of its addresses)  (1 solver process, up to "), out


@pytest.mark.parametrize(("host", "quoted"), [("a" * 300, "'" + "a" * 55 + "...' (300 characters)"),
                                              ("a..b", "'a..b'")])
def test_a_host_name_no_resolver_can_encode_is_one_line(run_cli, host, quoted):
    # before: a traceback ending "UnicodeError: encoding with 'idna' codec failed (UnicodeError: label too long)"
    assert run_cli("serve", "--host", host, "--port", "0", "--workers", "1") == (
        2, "", f"gridsat: error: --host {quoted} is no address or host name (a name's parts between dots are 1 to "
               "63 characters): give an address such as 127.0.0.1\n")


@pytest.mark.parametrize(("host", "quoted"), [("a" * 70, "'" + "a" * 55 + "...' (70 characters)"), ("a..b", "'a..b'")])
def test_dask_host_name_no_resolver_can_encode_is_one_line(run_cli, tmp_path, host, quoted):
    pytest.importorskip("dask.distributed")
    (tmp_path / "p.url").write_text(NURIKABE + "\n")
    # before: a traceback ending "UnicodeError: encoding with 'idna' codec failed (UnicodeError: label too long)"
    assert run_cli("batch", str(tmp_path / "p.url"), "--out", str(tmp_path / "r.jsonl"), "-q", "--dask",
                   f"tcp://{host}:8786") == (
        2, "", f"gridsat: error: cannot reach the Dask scheduler at tcp://{host}:8786: no such host {quoted}\n")


def test_a_results_line_with_a_field_edited_names_the_field(run_cli, tmp_path):
    import json

    (tmp_path / "c.jsonl").write_text(NURIKABE + "\n")
    out = tmp_path / "r.jsonl"
    assert run_cli("batch", str(tmp_path / "c.jsonl"), "-o", str(out), "-q", "-j", "1")[0] == 0
    record = json.loads(out.read_text())
    record["seconds"] = "fast"
    out.write_text(json.dumps(record) + "\n" + json.dumps(record | {"line": 2}) + "\n")
    # before: "line 1 is not a JSON record with a key; ..." -- a record with its key, the edited field unnamed
    assert run_cli("batch", str(tmp_path / "c.jsonl"), "-o", str(out), "-q", "-j", "1") == (
        2, "", f"gridsat: error: {out}: line 1 is not a JSON record with a key (its 'seconds' is 'fast'); this file "
               "was not written by gridsat or was edited, or holds another command's results: choose another output "
               "file\n")


def test_a_memory_amount_shown_as_one_byte_is_singular(run_cli, monkeypatch):
    import uvicorn

    from gridsat.core.amounts import amount_of_memory

    assert amount_of_memory(1.07) == "1 byte"  # before: "1 bytes" (--memory-limit 1e-9 is 1.07 bytes)
    monkeypatch.setattr(uvicorn.Server, "run", lambda self, sockets=None: None)
    code, out, err = run_cli("serve", "--port", "0", "--workers", "1", "--memory-limit", "1e-9")
    assert (code, err) == (0, "") and "(1 solver process, up to 1 byte each; Ctrl-C stops it)" in out, out


def test_dask_tls_address_without_tls_settings_is_not_called_a_servers_answer(run_cli, tmp_path):
    pytest.importorskip("dask.distributed")
    (tmp_path / "p.url").write_text(NURIKABE + "\n")
    # before: "tls://127.0.0.1:1 answered, but not as a Dask scheduler" -- nothing was contacted (port 1)
    assert run_cli("batch", str(tmp_path / "p.url"), "--out", str(tmp_path / "r.jsonl"), "-q", "--dask",
                   "tls://127.0.0.1:1") == (
        2, "", "gridsat: error: cannot reach the Dask scheduler at tls://127.0.0.1:1: TLS expects a `ssl_context` "
               "argument of type ssl.SSLContext (perhaps check your TLS configuration?) Instead got None\n")
