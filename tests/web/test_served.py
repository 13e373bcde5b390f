"""The app as `make run` serves it (granian, its workers), over real HTTP: what the test
client cannot show, because granian parses the request and writes the answer."""
import pytest

from tests.served import Served, raw_request

SECURITY = ("content-security-policy", "x-content-type-options", "referrer-policy",
            "x-frame-options")


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    folder = tmp_path_factory.mktemp("served")
    with Served({"DATABASE_URL": f"sqlite:///{folder}/served.db",
                 "SECRET_KEY": "served-test"}) as server:
        yield server


@pytest.mark.parametrize("host", ["a" * 64, "a..b", "b" * 64 + ".example:5000"])
@pytest.mark.parametrize("request_line", ["GET / HTTP/1.1", "GET /s/x/g/1/poll HTTP/1.1",
                                          "POST /sessions HTTP/1.1", "GET /nowhere HTTP/1.1"])
def test_a_host_that_is_not_a_host_name_is_a_400_in_one_log_line(served, host, request_line):
    before = served.log()
    status, headers, body = raw_request(served.port, (
        f"{request_line}\r\nHost: {host}\r\nContent-Length: 0\r\n"
        "Connection: close\r\n\r\n").encode())
    assert status == 400
    assert all(name in headers for name in SECURITY), headers
    assert b"The request was not understood" in body
    written = served.log()[len(before):]
    assert "Traceback" not in written
    assert len(written.splitlines()) == 1 and len(written) < 200, written


@pytest.mark.parametrize("host", [b"xn--", b"", b"[::1", b"exa mple", "\u00e4".encode() * 70,
                                  b"localhost:99999999", b"\xff\xfe"])
def test_other_odd_hosts_get_no_server_error(served, host):
    before = served.log()
    status, headers, _ = raw_request(served.port, b"GET /rules HTTP/1.1\r\nHost: " + host
                                     + b"\r\nConnection: close\r\n\r\n")
    assert status < 500
    assert all(name in headers for name in SECURITY), headers
    assert "Traceback" not in served.log()[len(before):]
