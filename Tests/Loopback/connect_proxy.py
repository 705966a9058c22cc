#!/usr/bin/env python3
"""Loopback CONNECT proxy for the `linkcheck aasa --fetch` proxy test.

Standard library only (Python 3.9+). Listens on 127.0.0.1, prints "port N" once
listening, and answers every CONNECT as tinyproxy does, with a header after the
status line:

    HTTP/1.0 200 Connection established
    Proxy-agent: tinyproxy/1.11.1

then tunnels bytes both ways. The tunnel always ends on loopback: to the
requested port on 127.0.0.1 (curl sends its CONNECT to the --connect-to target),
or to --upstream when one is given. Every CONNECT is logged on standard output
as "CONNECT host:port" before it is answered, so a test can tell the proxy was
used. Anything else gets 405. It exits by itself when its standard input
reaches EOF, and on SIGTERM.

    python3 Tests/Loopback/connect_proxy.py [--port 0] [--upstream 127.0.0.1:8443]
"""

import argparse
import os
import signal
import socket
import sys
import threading

REPLY = b"HTTP/1.0 200 Connection established\r\nProxy-agent: tinyproxy/1.11.1\r\n\r\n"
HEAD_LIMIT = 16 * 1024
LOG = threading.Lock()


def log(line):
    with LOG:
        sys.stdout.write(line + "\n")
        sys.stdout.flush()


def read_head(conn):
    data = b""
    while b"\r\n\r\n" not in data and len(data) < HEAD_LIMIT:
        chunk = conn.recv(4096)
        if not chunk:
            return None, b""
        data += chunk
    head, _, rest = data.partition(b"\r\n\r\n")
    return head.decode("latin-1"), rest


def pump(src, dst):
    try:
        while True:
            data = src.recv(65536)
            if not data:
                break
            dst.sendall(data)
    except OSError:
        pass
    finally:
        for s, how in ((dst, socket.SHUT_WR), (src, socket.SHUT_RD)):
            try:
                s.shutdown(how)
            except OSError:
                pass


def serve(conn, upstream):
    try:
        head, rest = read_head(conn)
        if head is None:
            return
        fields = head.split("\r\n", 1)[0].split(" ")
        if len(fields) != 3 or fields[0] != "CONNECT":
            conn.sendall(b"HTTP/1.0 405 Method Not Allowed\r\nContent-Length: 0\r\n\r\n")
            return
        target = fields[1]
        # Never off the machine, whatever name was asked for.
        port = target.rsplit(":", 1)[-1]
        address = upstream or ("127.0.0.1", int(port) if port.isdigit() else 443)
        log("CONNECT " + target)
        server = socket.create_connection(address, timeout=30)
        server.settimeout(None)
        conn.sendall(REPLY)
        if rest:
            server.sendall(rest)
        back = threading.Thread(target=pump, args=(server, conn), daemon=True)
        back.start()
        pump(conn, server)
        back.join()
        server.close()
    except OSError:
        pass
    finally:
        conn.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--upstream", help="HOST:PORT every tunnel goes to (a loopback address)")
    args = parser.parse_args()
    upstream = None
    if args.upstream:
        host, _, port = args.upstream.rpartition(":")
        upstream = (host, int(port))

    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", args.port))
    listener.listen(16)

    def stdin_watch():
        try:
            while sys.stdin.buffer.read1(65536):
                pass
        except Exception:
            pass
        os._exit(0)

    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    threading.Thread(target=stdin_watch, daemon=True).start()

    log("port %d" % listener.getsockname()[1])
    while True:
        conn, _ = listener.accept()
        threading.Thread(target=serve, args=(conn, upstream), daemon=True).start()


if __name__ == "__main__":
    main()
