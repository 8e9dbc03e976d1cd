"""What a process listens on, read from /proc: to show a server keeps off TCP."""

from __future__ import annotations

import os
from pathlib import Path


def _socket_inodes(pid: int) -> set[str]:
    """The inodes of the sockets process `pid` has open."""
    found = set()
    for fd in Path(f"/proc/{pid}/fd").iterdir():
        try:
            target = os.readlink(fd)
        except OSError:
            continue
        if target.startswith("socket:["):
            found.add(target[len("socket:[") : -1])
    return found


def tcp_listening_ports(pid: int) -> set[int]:
    """The TCP ports (IPv4 and IPv6) process `pid` listens on."""
    mine, ports = _socket_inodes(pid), set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        for line in Path(table).read_text().splitlines()[1:]:
            fields = line.split()
            if fields[3] == "0A" and fields[9] in mine:  # 0A: LISTEN
                ports.add(int(fields[1].rsplit(":", 1)[1], 16))
    return ports
