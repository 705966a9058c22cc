#!/usr/bin/env python3
"""Loopback HTTPS server for the `linkcheck aasa --fetch` / `--cdn` tests.

Standard library only (Python 3.9+). Listens on 127.0.0.1 with TLS, prints
"port N" once listening, and picks its behaviour from the Host header (see
Tests/Loopback/README.md and the HOSTS table below). It exits by itself when its
standard input reaches EOF, so a test process that dies never leaves it behind,
and on SIGTERM.

    python3 Tests/Loopback/aasa_server.py --cert fixtures/fetch/tls/server.pem \
        --key fixtures/fetch/tls/server-key.pem --sites fixtures/fetch [--port 0]
"""

import argparse
import http.server
import os
import signal
import socket
import ssl
import sys
import threading
import time

WK = "/.well-known/apple-app-site-association"
ROOT = "/apple-app-site-association"
JSON = "application/json"
REDIRECT_TARGET = "https://www.redirect.test" + WK
HTML_BODY = (
    b"<!DOCTYPE html>\n"
    b"<html><head><title>Sign in</title></head><body>Please sign in</body></html>\n"
)
NOT_FOUND_HTML = (
    b"<!DOCTYPE html>\n"
    b"<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1></body></html>\n"
)
CDN_PREFIX = "/a/v1/"
CDN_COPIES = {
    "good.test": "current-aasa",
    "charset.test": "current-aasa",
    "octet.test": "current-aasa",
    "stale.test": "stale-aasa",
}
SLOW_SECONDS = 30
HUGE_TARGET_BYTES = 4 * 1024 * 1024
HUGE_LENGTH_BYTES = 300000

# Errors raised when a client hangs up, times out, stops reading or rejects the
# certificate mid-handshake. They are expected and must stay silent.
CLIENT_GONE = (BrokenPipeError, ConnectionResetError, ConnectionAbortedError,
               ssl.SSLError, socket.timeout, TimeoutError, OSError)


class Bodies:
    def __init__(self, sites):
        self.sites = sites
        self.cache = {}

    def get(self, name):
        if name not in self.cache:
            with open(os.path.join(self.sites, name), "rb") as f:
                self.cache[name] = f.read()
        return self.cache[name]


def huge_length_body():
    head = b'{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.miapp.app"], ' \
           b'"components": [{"/": "/p/*"}]}]}'
    tail = b"}\n"
    return head + b" " * (HUGE_LENGTH_BYTES - len(head) - len(tail)) + tail


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "aasa-loopback/1"

    def version_string(self):
        return self.server_version

    # -- plumbing ---------------------------------------------------------

    def log_message(self, format, *args):  # silent
        pass

    def log_error(self, format, *args):  # silent
        pass

    def handle(self):
        try:
            super().handle()
        except CLIENT_GONE:
            pass

    def send(self, status, ctype, body, extra=()):
        self.send_response(status)
        if ctype is not None:
            self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        for k, v in extra:
            self.send_header(k, v)
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        if self.command != "HEAD":
            self.wfile.write(body)
        self.wfile.flush()

    def not_found_text(self):
        self.send(404, "text/plain; charset=utf-8", b"Not Found\n")

    def not_found_html(self):
        self.send(404, "text/html; charset=utf-8", NOT_FOUND_HTML)

    def aasa(self, ctype=JSON, name="current-aasa"):
        self.send(200, ctype, self.server.bodies.get(name))

    # -- requests ---------------------------------------------------------

    def do_HEAD(self):
        self.route()

    def do_GET(self):
        self.route()

    def route(self):
        host = (self.headers.get("Host") or "").strip().lower()
        if host.startswith("["):  # [v6]:port
            host = host.split("]", 1)[0] + "]"
        else:
            host = host.rsplit(":", 1)[0] if ":" in host else host
        host = host.rstrip(".")
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        if path.startswith("https://") or path.startswith("http://"):
            # absolute-form request target: keep only the path
            rest = path.split("://", 1)[1]
            path = "/" + rest.split("/", 1)[1] if "/" in rest else "/"
        wk, root = path == WK, path == ROOT

        if host in ("good.test", "stale.test", "new.test", "blocked.test", "www.redirect.test"):
            return self.aasa() if wk else self.not_found_text()
        if host == "charset.test":
            return self.aasa("application/json; charset=utf-8") if wk else self.not_found_text()
        if host == "octet.test":
            return self.aasa("application/octet-stream") if wk else self.not_found_text()
        if host == "notype.test":
            return self.aasa(None) if wk else self.not_found_text()
        if host == "redirect.test":
            if wk or root:
                body = (b"<html><head><title>301 Moved Permanently</title></head><body>"
                        b"<a href=\"" + REDIRECT_TARGET.encode() + b"\">Moved</a></body></html>\n")
                return self.send(301, "text/html; charset=utf-8", body,
                                 [("Location", REDIRECT_TARGET)])
            return self.not_found_text()
        if host == "html.test":
            return self.send(200, "text/html; charset=utf-8", HTML_BODY) if wk else self.not_found_text()
        if host == "htmljson.test":
            return self.send(200, JSON, HTML_BODY) if wk else self.not_found_text()
        if host == "empty.test":
            return self.send(200, JSON, b"") if wk else self.not_found_text()
        if host == "huge.test":
            return self.huge() if wk else self.not_found_text()
        if host == "huge-length.test":
            return self.send(200, JSON, self.server.huge_length) if wk else self.not_found_text()
        if host == "slow.test":
            return self.slow() if wk else self.not_found_text()
        if host == "stall.test":
            if wk:
                time.sleep(SLOW_SECONDS)
                return self.aasa()
            return self.not_found_text()
        if host == "legacy.test":
            if wk:
                return self.not_found_html()
            return self.aasa() if root else self.not_found_text()
        if host == "missing.test":
            return self.not_found_html() if (wk or root) else self.not_found_text()
        if host == "forbidden.test":
            if wk or root:
                if "Mozilla" in (self.headers.get("User-Agent") or ""):
                    return self.aasa()
                return self.send(403, "text/plain; charset=utf-8", b"Forbidden\n")
            return self.not_found_text()
        if host == "error.test":
            if wk or root:
                return self.send(500, "text/plain; charset=utf-8", b"Internal Server Error\n")
            return self.not_found_text()
        if host == "badjson.test":
            return self.aasa(name="broken-aasa") if wk else self.not_found_text()
        if host == "fakehead.test":
            return self.fake_head() if (wk or root) else self.not_found_text()
        if host == "cdn.test":
            if path.startswith(CDN_PREFIX):
                domain = path[len(CDN_PREFIX):].rstrip("/").lower()
                if domain in CDN_COPIES:
                    return self.send(200, JSON, self.server.bodies.get(CDN_COPIES[domain]),
                                     extra=[("Apple-Origin-Format", "json")])
                if domain == "blocked.test":
                    # What the real CDN answers when the site refused its fetcher (a WAF
                    # blocking AASA-Bot): 404 with the reason in headers.
                    return self.send(404, "text/plain; charset=utf-8", b"Not Found\n", extra=[
                        ("Apple-Failure-Reason", "SWCERR00101 Bad HTTP Response: 403 Forbidden"),
                        ("Apple-Failure-Details", '{"status":"403 Forbidden"}'),
                        ("Apple-Try-Direct", "false")])
            return self.not_found_text()
        return self.not_found_text()

    def fake_head(self):
        # An HTTP/1.0 answer with no headers whose body starts with a head of its own, as if a
        # proxy's bare "200 Connection established" came first: the real answer has no
        # Content-Type, and its body is not JSON.
        self.close_connection = True
        self.wfile.write(b"HTTP/1.0 200 OK\r\n\r\n")
        if self.command != "HEAD":
            self.wfile.write(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n"
                             + self.server.bodies.get("current-aasa"))
        self.wfile.flush()

    def slow(self):
        body = self.server.bodies.get("current-aasa")
        self.send_response(200)
        self.send_header("Content-Type", JSON)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        self.wfile.flush()
        if self.command == "HEAD":
            return
        time.sleep(SLOW_SECONDS)
        self.wfile.write(body)
        self.wfile.flush()

    def huge(self):
        self.send_response(200)
        self.send_header("Content-Type", JSON)
        self.send_header("Transfer-Encoding", "chunked")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        if self.command == "HEAD":
            self.wfile.flush()
            return

        def chunk(data):
            self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))

        chunk(b'{"applinks": {"details": [\n')
        sent, n = 0, 0
        while sent < HUGE_TARGET_BYTES:
            lines = []
            for _ in range(256):
                n += 1
                lines.append(b'{"appIDs": ["ABCDE12345.com.miapp.app"], '
                             b'"components": [{"/": "/p/%07d"}]},\n' % n)
            data = b"".join(lines)
            chunk(data)
            sent += len(data)
        # Never closes the JSON properly (a trailing comma, no closing brackets);
        # it only ends the chunked stream.
        self.wfile.write(b"0\r\n\r\n")
        self.wfile.flush()


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, addr, handler, context, bodies):
        self.context = context
        self.bodies = bodies
        self.huge_length = huge_length_body()
        super().__init__(addr, handler)

    def get_request(self):
        # Accept plain TCP; the TLS handshake happens in the worker thread so a
        # client that stalls or rejects the certificate never blocks the listener.
        sock, addr = self.socket.accept()
        return sock, addr

    def process_request_thread(self, request, client_address):
        try:
            request.settimeout(SLOW_SECONDS * 3)
            tls = self.context.wrap_socket(request, server_side=True)
        except CLIENT_GONE:
            self._close_quietly(request)
            return
        try:
            self.finish_request(tls, client_address)
        except CLIENT_GONE:
            pass
        except Exception:
            pass
        finally:
            self._close_quietly(tls)

    @staticmethod
    def _close_quietly(sock):
        try:
            sock.shutdown(socket.SHUT_WR)
        except Exception:
            pass
        try:
            sock.close()
        except Exception:
            pass

    def handle_error(self, request, client_address):  # silent
        pass


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cert", required=True)
    parser.add_argument("--key", required=True)
    parser.add_argument("--sites", required=True, help="directory holding current-aasa etc.")
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()

    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(args.cert, args.key)
    context.set_alpn_protocols(["http/1.1"])

    bodies = Bodies(args.sites)
    for name in ("current-aasa", "stale-aasa", "broken-aasa"):
        bodies.get(name)  # fail fast on a wrong --sites

    server = Server(("127.0.0.1", args.port), Handler, context, bodies)

    def stdin_watch():
        try:
            while sys.stdin.buffer.read1(65536):
                pass
        except Exception:
            pass
        os._exit(0)

    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    threading.Thread(target=stdin_watch, daemon=True).start()

    sys.stdout.write("port %d\n" % server.server_address[1])
    sys.stdout.flush()
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    os._exit(0)


if __name__ == "__main__":
    main()
