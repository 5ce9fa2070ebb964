"""Optional CPU pinning of the benchmark client and the server backends it talks to.

On a small VM the latency of a round trip depends on which vCPU each side happens to sleep
and wake on: two *identical* sessions on the same database measured 0.62x and 1.77x of each
other in consecutive runs (bench/FINDINGS.md item 10). ``--pin`` removes that bias the way
pgbench runs on dedicated hardware do: the client process runs on one CPU and every backend
it opens on another, for every variant alike, so plain DML and the tview are measured under
the same conditions. Concurrent-writer runs (W1c) are never pinned: they measure scaling.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator

_CPUS: tuple[int, int] | None = None  # (client CPU, backend CPU) while pinning is on
_ALL: set[int] = set()  # the client's CPUs before pinning


def enable(client_cpu: int = 0, backend_cpu: int = 1) -> None:
    """Pin this process now and every backend opened through :func:`pin_backend` later."""
    global _CPUS, _ALL
    have = os.sched_getaffinity(0)
    if client_cpu not in have or backend_cpu not in have or client_cpu == backend_cpu:
        raise SystemExit(
            f"--pin needs two distinct CPUs {client_cpu} and {backend_cpu}; this process may "
            f"use {sorted(have)}"
        )
    _ALL = set(have)
    os.sched_setaffinity(0, {client_cpu})
    _CPUS = (client_cpu, backend_cpu)


def active() -> dict | None:
    return None if _CPUS is None else {"client_cpu": _CPUS[0], "backend_cpu": _CPUS[1]}


def pin_backend(conn) -> None:
    """Move the backend serving ``conn`` to the backend CPU (no-op unless pinning is on)."""
    if _CPUS is None:
        return
    with conn.cursor() as cur:
        cur.execute("SELECT pg_backend_pid()")
        pid = cur.fetchone()[0]
    if not conn.autocommit:
        conn.rollback()
    try:
        os.sched_setaffinity(pid, {_CPUS[1]})
    except PermissionError as exc:
        raise SystemExit(
            "--pin could not set the CPU affinity of a server backend: run the benchmark as "
            "root or as the operating-system user that runs the server"
        ) from exc


@contextlib.contextmanager
def suspended() -> Iterator[None]:
    """Let the client use every CPU for a while (the concurrent writers)."""
    if _CPUS is None:
        yield
        return
    os.sched_setaffinity(0, _ALL)
    try:
        yield
    finally:
        os.sched_setaffinity(0, {_CPUS[0]})
