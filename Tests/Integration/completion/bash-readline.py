#!/usr/bin/env python3
"""Completes lines with bash's own readline, as a person at a terminal does.

    python3 bash-readline.py SCRIPT 'linkcheck routes --sch' ['linkcheck --format=js' ...]

Starts `bash --norc -i` on a pseudo-terminal, sources SCRIPT, then for each line types it and a
Tab, goes to the start of the line and makes it an `echo`, so bash prints the line as completion
left it. Prints one result a line: the completed line, or `<no answer>`. Runs in the current folder.
"""
import os
import pty
import re
import select
import sys
import time

script, lines = sys.argv[1], sys.argv[2:]
pid, fd = pty.fork()
if pid == 0:
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": os.getcwd(), "TERM": "dumb",
           "INPUTRC": "/dev/null", "PS1": "$ ", "PS2": "> "}
    os.execve("/bin/bash", ["bash", "--norc", "--noprofile", "-i"], env)

buffer = b""


def read_until(pattern, seconds=10.0):
    """Reads the terminal until `pattern` matches what came so far; the match, or None."""
    global buffer
    deadline = time.monotonic() + seconds
    while True:
        found = re.search(pattern, buffer, re.M)
        if found:
            buffer = buffer[found.end():]
            return found
        left = deadline - time.monotonic()
        if left <= 0:
            return None
        ready, _, _ = select.select([fd], [], [], left)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                return None
            if not chunk:
                return None
            buffer += chunk


def send(text):
    os.write(fd, text.encode())


send("bind 'set bell-style none'; source '%s' && echo READY:$((6*7))\n"
     % script.replace("'", "'\\''"))
ok = read_until(rb"^READY:42\r?$")
if not ok:
    print("<bash did not start>")
    sys.exit(2)
for n, line in enumerate(lines):
    # Readline takes keys in order: the Tab's completion is done before Ctrl-A is read.
    send(line + "\t")
    # Ctrl-A to the start of the line, make it an echo between markers, Ctrl-E to the end, Enter.
    send("\x01echo R%d:\x05:E%d\n" % (n, n))
    found = read_until(rb"^R%d:(.*):E%d\r?$" % (n, n))
    print(found.group(1).decode() if found else "<no answer>")
send("exit\n")
os.waitpid(pid, 0)
