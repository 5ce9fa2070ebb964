"""Instructions per transaction of W7's statements (docs/decisions/0002): the backend runs in
single-user mode under ``valgrind --tool=cachegrind``, each statement its own transaction, at
two loop lengths; the difference over the extra loops is the count per transaction.

    python -m bench.instructions [--fans 0,1,5,20] [--kinds one,none,all] [--loops 100,400]

Needs valgrind and PostgreSQL's own binaries (TVIEW_PG=15: the system's). Prints one line per
(fan, kind); `0` tviews is plain DML.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from dbt_tview import api

from .server import get_server
from .writers import USERS, fan_sql, w7_schema

STATEMENTS = {
    "one": "UPDATE tb_user SET c0 = c0 + 1 WHERE pk_user = {u};",
    "none": "UPDATE tb_user SET last_seen = last_seen + 1 WHERE pk_user = {u};",
    "all": "UPDATE tb_user SET name = 'user ' || {u} || ' x' WHERE pk_user = {u};",
}


def _build(server, dbname: str, fans: int) -> None:
    server.create_database(dbname)
    conn = server.connect(dbname, autocommit=True)
    with conn.cursor() as cur:
        for sql in w7_schema():
            cur.execute(sql)
    conn.autocommit = False
    for i in range(fans):
        api.install(conn, name=f"tv_fan_{i}", sql=fan_sql(i), key="pk_user")
    conn.commit()
    conn.autocommit = True
    with conn.cursor() as cur:
        cur.execute("VACUUM ANALYZE")
    conn.close()


def _instructions(server, dbname: str, stmt: str, loops: int) -> int:
    """Instructions of `loops` statements, from the data directory as built (each run
    starts from the same pages, which makes the counts deterministic)."""
    snapshot = Path(server.root) / "built"
    if not snapshot.exists():
        subprocess.run(["cp", "-a", str(server.datadir), str(snapshot)], check=True)
    else:
        shutil.rmtree(server.datadir)
        subprocess.run(["cp", "-a", str(snapshot), str(server.datadir)], check=True)
    script = "".join(stmt.format(u=1 + (i * 7919) % USERS) + "\n" for i in range(loops))
    with tempfile.NamedTemporaryFile("w", suffix=".sql", delete=False, dir=server.root) as f:
        f.write(script)
    out = Path(server.root) / "cg.out"
    cmd = [
        "valgrind",
        "--tool=cachegrind",
        "--cache-sim=no",
        f"--cachegrind-out-file={out}",
        os.path.join(server.bin_dir, "postgres"),
        "--single",
        "-D",
        str(server.datadir),
        "-c",
        "jit=off",
        dbname,
    ]
    if server.run_as:
        os.chmod(f.name, 0o644)
        cmd = ["runuser", "-u", server.run_as, "--", *cmd]
    with open(f.name) as stdin:
        res = subprocess.run(cmd, stdin=stdin, capture_output=True, text=True, timeout=1800)
    os.unlink(f.name)
    m = re.search(r"I\s+refs:\s+([0-9,]+)", res.stderr)
    if not m:
        raise RuntimeError(res.stderr[-2000:])
    if "ERROR" in res.stdout or "FATAL" in res.stderr:
        raise RuntimeError(res.stdout[-2000:])
    return int(m.group(1).replace(",", ""))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--fans", default="0,1,5,20")
    ap.add_argument("--kinds", default="one,none,all")
    ap.add_argument("--loops", default="100,400")
    args = ap.parse_args()
    lo, hi = (int(x) for x in args.loops.split(","))
    server = get_server(os.environ.get("TVIEW_PG", "15"), settings={"jit": "off"})
    fans = [int(x) for x in args.fans.split(",")]
    for k in fans:
        _build(server, f"w7_{k}", k)
    server._run("pg_ctl", "-D", str(server.datadir), "-m", "fast", "stop")
    base: dict[str, float] = {}
    try:
        for k in fans:
            for kind in args.kinds.split(","):
                stmt = STATEMENTS[kind]
                a = _instructions(server, f"w7_{k}", stmt, lo)
                b = _instructions(server, f"w7_{k}", stmt, hi)
                per = (b - a) / (hi - lo)
                if k == 0:
                    base[kind] = per
                ratio = f"{per / base[kind]:.3f}x" if kind in base and k else ""
                print(f"{k:>3} tviews {kind:<5} {per:>12,.0f} instructions/tx {ratio}", flush=True)
    finally:
        server.stop()  # (removes its directory; the server is stopped already)


if __name__ == "__main__":
    main()
