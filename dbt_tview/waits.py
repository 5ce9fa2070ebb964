"""Waiting for the transactions older than now to end (like CREATE INDEX CONCURRENTLY): online
rebuilds and the Spark backfill, once capturing is on or off, wait so that every transaction
still running read the flag as it is now."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from dbt_tview.locks import XID_MODULUS

# (no other database's transaction reads this one's catalog nor writes its tables)
_OTHERS = (
    "pid <> pg_backend_pid() AND backend_type = 'client backend' AND datname = current_database() "
    "AND application_name <> ALL(%(apps)s)"
)
_SNAPSHOT_OLDER = "backend_xmin IS NOT NULL AND age(backend_xmin) > age(%(x)s::xid)"
_XID_OLDER = "backend_xid IS NOT NULL AND age(backend_xid) > age(%(x)s::xid)"
_POLL_FIRST_S, _POLL_MAX_S = 0.02, 0.5


def older_sessions_query(writers: bool) -> str:
    """The count of this database's other sessions older than xid %(x)s (parameters x and apps,
    the application names not counted): holding a snapshot taken before it and, when
    `writers`, an xid assigned before it."""
    older = f"({_XID_OLDER}) OR ({_SNAPSHOT_OLDER})" if writers else _SNAPSHOT_OLDER
    return f"SELECT count(*) FROM pg_stat_activity WHERE {_OTHERS} AND ({older})"


def wait_for_older_transactions(
    cur: Any,
    timeout: float,
    *,
    writers: bool,
    exclude_apps: Sequence[str] = (),
) -> int:
    """Wait at most `timeout` seconds until no transaction that began before now is running in
    this database: none holds a snapshot taken before the xmax X of a fresh snapshot, none is
    prepared with an xid before X and, when `writers`, none holds an xid before X (sessions of
    the `exclude_apps` application names aside). `writers`: a transaction without a snapshot now
    may have written (and flushed, `tview.flush()`) before the flag changed, unless the caller
    locked what it writes. Returns how many are still running (0: none)."""
    cur.execute(f"SELECT (pg_snapshot_xmax(pg_current_snapshot())::text::int8 % {XID_MODULUS})")
    params = {"x": str(cur.fetchone()[0]), "apps": list(exclude_apps)}
    t0 = time.monotonic()
    poll = _POLL_FIRST_S
    while True:
        cur.execute(older_sessions_query(writers), params)
        busy = int(cur.fetchone()[0])
        cur.execute(
            "SELECT count(*) FROM pg_prepared_xacts WHERE age(transaction) > age(%(x)s::xid)",
            params,
        )
        busy += int(cur.fetchone()[0])
        if not busy or time.monotonic() - t0 > timeout:
            return busy
        time.sleep(poll)
        poll = min(poll * 1.5, _POLL_MAX_S)
