"""Where a maintained write's time goes: microseconds per transaction of each statement and
each generated function, for one client running a W6 or W7 write (docs/benchmarks.md), beside
the same write on a plain copy.

    python -m bench.profile [--workload rename] [--fans 20] [--seconds 8] [--top 25]

Workloads: W6 `rename`, `unread` (the `tv_post` schema); W7 `one`, `none`, `all` (`--fans`
tviews on `tb_user`). A private server is started with pg_stat_statements (`track = all`,
planning counted) and `track_functions = all`; it needs the extension's library, which the
system's PostgreSQL 15 has (TVIEW_PG=15, the default here).

How to read it: a statement's time is its planning plus executor run; executor start-up and
shutdown, and PL/pgSQL's own work (its expressions are prepared again in every transaction),
count in the self time of the function that ran the statement. So a function's self time well
above the statements it runs means many small statements or expressions, not slow ones.
"""

from __future__ import annotations

import argparse
import os
from dataclasses import dataclass

from .server import get_server
from .writers import (
    POST_SQL,
    USERS,
    W6_SCRIPTS,
    W7_SCRIPTS,
    _build,
    fan_sql,
    pgbench,
    w6_schema,
    w7_schema,
)

SETTINGS = {
    "shared_preload_libraries": "'pg_stat_statements'",
    "pg_stat_statements.track": "all",
    "pg_stat_statements.track_planning": "on",
    "track_functions": "'all'",
}


@dataclass(frozen=True)
class Line:
    """One statement or function: microseconds and calls per transaction."""

    us: float
    calls: float
    what: str
    self_us: float | None = None  # functions: time outside the functions they call


def workload(name: str, fans: int) -> tuple[list[str], list[tuple[str, str, str]], str]:
    """(schema, tviews as (name, sql, key), pgbench script) of a W6 or W7 write."""
    if name in W6_SCRIPTS:
        return w6_schema(), [("tv_post", POST_SQL, "pk_post")], W6_SCRIPTS[name].format(n=USERS)
    if name in W7_SCRIPTS:
        tviews = [(f"tv_fan_{i}", fan_sql(i), "pk_user") for i in range(fans)]
        return w7_schema(), tviews, W7_SCRIPTS[name].format(n=USERS)
    raise SystemExit(f"unknown workload {name!r}: one of {sorted({*W6_SCRIPTS, *W7_SCRIPTS})}")


def per_transaction(rows: list[tuple], transactions: float, top: int) -> list[Line]:
    """The statements (calls, total ms, top level?, query) as lines per transaction, the most
    costly first, `top` at most; a query is shown on one line, cut at 150 characters, a nested
    one indented."""
    lines = [
        Line(
            ms * 1000 / transactions,
            calls / transactions,
            ("" if toplevel else "  ") + " ".join(q.split())[:150],
        )
        for calls, ms, toplevel, q in rows
    ]
    return sorted(lines, key=lambda line: -line.us)[:top]


def report(plain_tps: float, tps: float, statements: list[Line], functions: list[Line]) -> str:
    out = [
        f"plain {1e6 / plain_tps:,.0f} us per transaction ({plain_tps:,.0f} tps), "
        f"maintained {1e6 / tps:,.0f} us ({tps:,.0f} tps): {plain_tps / tps:.2f}x",
        "",
        "statements (us per transaction, calls per transaction; indented: run by a statement's",
        "triggers; the commit-time flush's run at top level):",
    ]
    out += [f"{s.us:9.1f} {s.calls:6.2f}  {s.what}" for s in statements]
    out += ["", "functions (us per transaction: total, self; calls per transaction):"]
    out += [f"{f.us:9.1f} {f.self_us or 0:9.1f} {f.calls:6.2f}  {f.what}" for f in functions]
    return "\n".join(out)


def profile(name: str, fans: int, seconds: float, top: int) -> str:
    os.environ.setdefault("TVIEW_PG", "15")
    server = get_server(settings=SETTINGS)
    schema, tviews, script = workload(name, fans)
    plain = _build(server, "profile_plain", schema, [])
    plain.close()
    conn = _build(server, "profile", schema, tviews)
    params = server.params("profile")
    pgbench(server.params("profile_plain"), script, 1, 2)
    plain_tps = pgbench(server.params("profile_plain"), script, 1, seconds)
    with conn.cursor() as cur:
        cur.execute("CREATE EXTENSION IF NOT EXISTS pg_stat_statements")
        pgbench(params, script, 1, 2)  # (sessions, plans and caches warm)
        cur.execute("SELECT pg_stat_statements_reset(), pg_stat_reset()")
        tps = pgbench(params, script, 1, seconds)
        n = tps * max(1, round(seconds))
        cur.execute(
            "SELECT s.calls, s.total_exec_time + s.total_plan_time, s.toplevel, s.query "
            "FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid "
            "WHERE d.datname = current_database() AND s.query NOT LIKE '%%pg_stat%%'"
        )
        statements = per_transaction(cur.fetchall(), n, top)
        cur.execute(
            "SELECT f.calls, f.total_time, f.self_time, f.schemaname || '.' || f.funcname "
            "FROM pg_stat_user_functions f ORDER BY f.total_time DESC"
        )
        functions = [
            Line(total * 1000 / n, calls / n, fn, self_ms * 1000 / n)
            for calls, total, self_ms, fn in cur.fetchall()
            if calls >= n / 100
        ][:top]
    conn.close()
    return report(plain_tps, tps, statements, functions)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--workload", default="rename")
    ap.add_argument("--fans", type=int, default=20, help="W7: tviews on tb_user")
    ap.add_argument("--seconds", type=float, default=8)
    ap.add_argument("--top", type=int, default=25)
    args = ap.parse_args(argv)
    print(profile(args.workload, args.fans, args.seconds, args.top))


if __name__ == "__main__":
    main()
