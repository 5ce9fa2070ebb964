"""Instructions per transaction of two versions of the generated functions, and of plain DML.

    python -m bench.instr --base HEAD~1 [--workloads w1,w1b,w2,w2x] [--accounts 200000]

Wall-clock A/B runs on a shared VM move by ±10-30% from minute to minute (FINDINGS 24-28),
which hides any change worth less than that. This counts the CPU instructions the backend
executes instead: deterministic, so a 1% change shows. It builds the sources of `bench.ab`'s
workloads on a throw-away PostgreSQL 15, installs each tview with the code of `--base` (a git
revision, in a temporary worktree) and with this checkout, keeps every function of schema
tview of both, stops the server and keeps a copy of its data directory. Then, for plain DML
and each side, from that copy, with the side's functions swapped in: PostgreSQL's single-user
mode under ``valgrind --tool=cachegrind`` runs a ``DO`` loop of transactions (``UPDATE ...;
COMMIT;``, the same keys for every side: ``setseed``) twice, with `--short` and `--long`
transactions; the difference over the difference in transactions is one transaction's count,
session start and shutdown cancelled out. W1's workloads also run under the top rung of
`bench.floor`'s ladder (hand-written maintenance with everything the design needs), in a copy
of the sources in the plain database. Needs ``valgrind``; takes a few minutes.

Instructions are not time (cache misses, locks and the kernel are not counted), but a change
that removes work removes instructions, which is what an A/B of generated code asks.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from dbt_tview.testing import pg

from . import floor
from .ab import LOOPS, ROOT, _apply, _install, checkout, sources

PLAIN = "ab_plain"
RUNG = "second_call"  # bench.floor's rung with everything the design needs


def _script(body: str, txns: int, accounts: int, schema: str = "public") -> str:
    """The single-user session's input: one statement per line."""
    return (
        f"SET search_path = {schema}, public\n"
        "SELECT setseed(0.25)\n"
        f"DO $$ DECLARE k int; BEGIN FOR i IN 1..{txns} LOOP "
        f"k := 1 + (random() * {accounts - 1})::int; {body} COMMIT; END LOOP; END $$;\n"
    )


class Cluster:
    """A stopped cluster (a pristine copy of its data directory) to run single-user sessions in."""

    def __init__(self, srv: pg.LocalServer, scratch: Path):
        self.srv = srv
        self.pristine = scratch / "pristine"
        srv._run("pg_ctl", "-D", str(srv.datadir), "-m", "fast", "-w", "stop")
        subprocess.run(["cp", "-a", str(srv.datadir), str(self.pristine)], check=True)

    def reset(self, dbname: str, functions: Path | None) -> None:
        """The data directory as it was, with `functions` applied (a server started for it)."""
        shutil.rmtree(self.srv.datadir)
        subprocess.run(["cp", "-a", str(self.pristine), str(self.srv.datadir)], check=True)
        if functions is not None:
            self.srv._start()
            _apply(self.srv.dsn(dbname), functions)
            self.srv._run("pg_ctl", "-D", str(self.srv.datadir), "-m", "fast", "-w", "stop")

    def count(self, dbname: str, script: str) -> int:
        """Instructions of one single-user session of PostgreSQL running `script`."""
        out = self.srv.root / "cachegrind.out"
        cmd = [
            "valgrind",
            "--tool=cachegrind",
            "--cache-sim=no",
            f"--cachegrind-out-file={out}",
            os.path.join(self.srv.bin_dir, "postgres"),
            "--single",
            "-D",
            str(self.srv.datadir),
            "-c",
            f"unix_socket_directories={self.srv.root}",
            dbname,
        ]
        if self.srv.run_as:  # (PostgreSQL refuses to run as root)
            cmd = ["runuser", "-u", self.srv.run_as, "--", *cmd]
        proc = subprocess.run(
            cmd,
            input=script,
            capture_output=True,
            text=True,
            cwd=self.srv.root,
        )
        if proc.returncode != 0 or "ERROR:" in proc.stderr:
            raise RuntimeError(f"single-user session failed:\n{proc.stderr[-2000:]}")
        summary = [line for line in out.read_text().splitlines() if line.startswith("summary:")]
        out.unlink()
        return int(summary[0].split()[1])

    def per_txn(
        self,
        dbname: str,
        functions: Path | None,
        body: str,
        short: int,
        long: int,
        accounts: int,
        schema: str = "public",
    ) -> int:
        counts = []
        for txns in (short, long):
            self.reset(dbname, functions)
            counts.append(self.count(dbname, _script(body, txns, accounts, schema)))
        return round((counts[1] - counts[0]) / (long - short))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", required=True, help="git revision of the A side")
    ap.add_argument("--workloads", default="w1,w1b,w2")
    ap.add_argument("--accounts", type=int, default=200_000)
    ap.add_argument("--short", type=int, default=50, help="transactions of the shorter session")
    ap.add_argument("--long", type=int, default=300, help="transactions of the longer session")
    a = ap.parse_args(argv)
    if shutil.which("valgrind") is None:
        raise SystemExit("bench.instr needs valgrind (Debian: apt-get install valgrind)")
    chosen = [w for w in a.workloads.split(",") if w]
    srv = pg.LocalServer(pg.SYSTEM_PG_BIN)
    with tempfile.TemporaryDirectory() as tmp, checkout(a.base, Path(tmp)) as base:
        scratch = Path(tmp)
        try:
            # the plain database also holds the ladder's top rung (bench.floor), W1 at the least
            ladder = [*floor.copy_sql(RUNG), *floor.rung_sql(RUNG, *floor.RUNGS[RUNG])]
            sources(srv, PLAIN, a.accounts, [*ladder, "CHECKPOINT"])
            for name in sorted({LOOPS[w][0] for w in chosen}):
                dsn = sources(srv, "ab_" + name, a.accounts, ["CHECKPOINT"])
                _install(ROOT, dsn, name, scratch / f"{name}_new.sql")
                _install(base, dsn, name, scratch / f"{name}_base.sql")
            cluster = Cluster(srv, scratch)
            for w in chosen:
                name, body = LOOPS[w]
                n = {"plain": cluster.per_txn(PLAIN, None, body, a.short, a.long, a.accounts)}
                rung = ""
                if name == "tv_w1":
                    n[RUNG] = cluster.per_txn(
                        PLAIN, None, body, a.short, a.long, a.accounts, schema=RUNG
                    )
                    rung = f"the ladder's top rung {n[RUNG]:,} ({n[RUNG] / n['plain']:.2f}x), "
                for side in ("base", "new"):
                    n[side] = cluster.per_txn(
                        "ab_" + name,
                        scratch / f"{name}_{side}.sql",
                        body,
                        a.short,
                        a.long,
                        a.accounts,
                    )
                print(
                    f"{w}: instructions per transaction: plain {n['plain']:,}, {rung}"
                    f"base {n['base']:,} ({n['base'] / n['plain']:.2f}x plain), new {n['new']:,} "
                    f"({n['new'] / n['plain']:.2f}x plain), new/base {n['new'] / n['base']:.3f}",
                    flush=True,
                )
        finally:
            srv.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
