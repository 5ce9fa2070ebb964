"""What each guarantee of the commit-time hot path costs: a ladder from a minimal hand-written
maintenance of W1 up to the tview, in one run.

    python -m bench.floor [--pg 15] [--accounts 1000000] [--seconds 2] [--rounds 6]
                          [--output FILE]

One database holds W1's sources once per variant, each copy in its own schema; every session
finds its copy first on its ``search_path``, so all run the same statement (a 1-row UPDATE of
``accounts`` in its own transaction) on the same server and buffers. The variants:

* ``plain``: no maintenance;
* ``minimal``: the least a commit-time design does, written by hand for this one transaction
  shape (one row updated, key unchanged): a statement trigger reads the key from the
  transition table into a transaction-local setting and, once per transaction, inserts into a
  session table whose deferred trigger refreshes the key's table row from the view at commit.
  Both functions are ``SECURITY DEFINER`` with a pinned ``search_path``, as the project's
  security standard requires;
* ``+ witness``: the commit function first bumps the session's witness row, as the tview's
  flush does for a tview with joined sources (FINDINGS 11-12: how a joined-source writer at
  REPEATABLE READ detects a direct writer);
* ``+ key locks``: and takes the key's advisory lock (and the tview-wide one shared), as the
  flush does so that concurrent flushes of one key serialize;
* ``+ second call``: and does that work in a second ``SECURITY DEFINER`` function with the same
  ``SET`` clauses, called by the commit trigger, which is how the tview's commit trigger
  reaches each tview's flush function ``f_N``;
* ``tview``: the W1 tview as ``dbt_tview.api.install`` builds it.

The hand-written variants are a yardstick, not a product path: they handle only this
transaction. Every table is checked against its view afterwards. Small transactions are timed
in alternating runs (:func:`bench.measure.runs`). Writes ``bench/results/floor.json``.
"""

from __future__ import annotations

import random
import statistics

from dbt_tview import api

from . import cli
from . import workloads as W
from .measure import runs
from .server import get_server

# name: (witness, key locks, second call); built and measured in this order
RUNGS: dict[str, tuple[bool, bool, bool]] = {
    "minimal": (False, False, False),
    "witness": (True, False, False),
    "locks": (True, True, False),
    "second_call": (True, True, True),
}
LABELS = {
    "plain": "plain DML",
    "minimal": "minimal commit-time maintenance",
    "witness": "+ witness row bump",
    "locks": "+ key locks",
    "second_call": "+ second SECURITY DEFINER call",
    "tview": "tview (dbt_tview.api.install)",
}
DB = "tvbench_floor"
# functions as the security standard wants them (and as the tview's are)
PINNED = (
    "SECURITY DEFINER SET search_path = pg_catalog, pg_temp "
    "SET plan_cache_mode = force_generic_plan SET jit = off"
)


def copy_sql(schema: str) -> list[str]:
    """A copy of W1's sources (built in schema public) in `schema`."""
    return [
        f"CREATE SCHEMA {schema}",
        *(
            f"CREATE TABLE {schema}.{t} (LIKE public.{t} INCLUDING ALL); "
            f"INSERT INTO {schema}.{t} SELECT * FROM public.{t}"
            for t in ("branches", "accounts")
        ),
    ]


def rung_sql(schema: str, witness: bool, locks: bool, second_call: bool) -> list[str]:
    """The hand-written maintenance of W1's 1-row UPDATEs in `schema` (see the module doc)."""
    s = schema
    setting = f"bench_{s}"
    work = []
    if witness:
        work.append(f"UPDATE {s}.witness SET n = n + 1 WHERE slot = pg_backend_pid() % 64;")
    if locks:
        work.append("v := pg_advisory_xact_lock_shared(7477)::text;")
        work.append("v := pg_advisory_xact_lock(7478, hashtext(k::text))::text;")
    work.append(
        f"UPDATE {s}.tv_w1 AS t SET (aid, bid, abalance, bbalance) "
        "= ROW(x.aid, x.bid, x.abalance, x.bbalance) "
        f"FROM {s}.v_w1 AS x WHERE x.aid = k AND t.aid = x.aid "
        "AND ROW(t.aid, t.bid, t.abalance, t.bbalance)::record "
        "OPERATOR(pg_catalog.*<>) ROW(x.aid, x.bid, x.abalance, x.bbalance)::record;"
    )
    body = "\n    ".join(work)
    if second_call:
        commit_work = f"v := {s}.refresh(k)::text;"
    else:
        commit_work = body
    return [
        f"CREATE VIEW {s}.v_w1 AS SELECT a.aid, a.bid, a.abalance, b.bbalance "
        f"FROM {s}.accounts a JOIN {s}.branches b USING (bid)",
        f"CREATE TABLE {s}.tv_w1 WITH (fillfactor = {api.DEFAULT_FILLFACTOR}) AS "
        f"SELECT * FROM {s}.v_w1",
        f"ALTER TABLE {s}.tv_w1 ADD PRIMARY KEY (aid)",
        f"CREATE TABLE {s}.witness (slot int PRIMARY KEY, n bigint NOT NULL DEFAULT 0) "
        "WITH (fillfactor = 50)",
        f"INSERT INTO {s}.witness SELECT g FROM generate_series(0, 63) g",
        f"""CREATE FUNCTION {s}.refresh(k integer) RETURNS void LANGUAGE plpgsql {PINNED} AS $f$
DECLARE
    v text;
BEGIN
    {body}
END $f$""",
        f"""CREATE FUNCTION {s}.on_commit() RETURNS trigger LANGUAGE plpgsql {PINNED} AS $f$
DECLARE
    k integer := current_setting('{setting}.k')::integer;
    v text;
BEGIN
    v := set_config('{setting}.armed', '', true);
    {commit_work}
    RETURN NULL;
END $f$""",
        f"""CREATE FUNCTION {s}.delta() RETURNS trigger LANGUAGE plpgsql {PINNED} AS $f$
DECLARE
    k integer;
    v text;
BEGIN
    SELECT n.aid INTO k FROM tview_new AS n;  -- (one row: the transactions measured here)
    v := set_config('{setting}.k', k::text, true);
    IF current_setting('{setting}.armed', true) IS DISTINCT FROM '1' THEN
        IF to_regclass('pg_temp.{s}_arm') IS NULL THEN
            CREATE TEMP TABLE {s}_arm (armed boolean);
            CREATE CONSTRAINT TRIGGER {s}_commit AFTER INSERT ON pg_temp.{s}_arm
                DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION {s}.on_commit();
        END IF;
        INSERT INTO pg_temp.{s}_arm VALUES (true);
        v := set_config('{setting}.armed', '1', true);
    END IF;
    RETURN NULL;
END $f$""",
        f"CREATE TRIGGER delta AFTER UPDATE ON {s}.accounts REFERENCING OLD TABLE AS tview_old "
        f"NEW TABLE AS tview_new FOR EACH STATEMENT EXECUTE FUNCTION {s}.delta()",
    ]


def _setup(server, accounts: int) -> dict:
    """The database and one session per variant (its schema first on its search_path)."""
    server.create_database(DB)
    conn = server.connect(DB, autocommit=True)
    with conn.cursor() as cur:
        for sql in W.accounts_sql(accounts):
            cur.execute(sql)
        for name, flags in [("plain", None), *RUNGS.items()]:
            for sql in copy_sql(name):
                cur.execute(sql)
            for sql in rung_sql(name, *flags) if flags else []:
                cur.execute(sql)
    conn.autocommit = False
    api.install(conn, name="tv_w1", sql=W.W1_SQL, key="aid")  # the tview: schema public
    conn.commit()
    conn.autocommit = True
    with conn.cursor() as cur:
        cur.execute("VACUUM ANALYZE")
    conn.close()
    conns = {}
    for name in ["plain", *RUNGS, "tview"]:
        c = server.connect(DB)
        with c.cursor() as cur:
            cur.execute(f"SET search_path = {'public' if name == 'tview' else name}, public")
        c.commit()
        conns[name] = c
    return conns


def _differs(conn, schema: str) -> int:
    """Rows in which `schema`.tv_w1 and its view differ (the multiset oracle)."""
    with conn.cursor() as cur:
        cur.execute(
            f"SELECT count(*) FROM ((TABLE {schema}.tv_w1 EXCEPT ALL TABLE {schema}.v_w1) "
            f"UNION ALL (TABLE {schema}.v_w1 EXCEPT ALL TABLE {schema}.tv_w1)) AS d"
        )
        n = cur.fetchone()[0]
    conn.rollback()
    return n


def run(pg: str | None, accounts: int, seconds: float, rounds: int) -> dict:
    server = get_server(pg)
    conns = _setup(server, accounts)
    rng = random.Random(11)
    keys: list[tuple[int, int]] = []

    def txn(j: int):
        while len(keys) <= j:
            keys.append((rng.randint(-5000, 5000), rng.randint(1, accounts)))
        return [(W.UPDATE_ONE, keys[j])]

    runs(conns, txn, 1.0, 1, 1.0)  # warms each copy's pages up, untimed
    per_run = runs(conns, txn, seconds, rounds, 0.5)
    med = {n: statistics.median([x for r in rs for x in r]) for n, rs in per_run.items()}
    bad = {n: _differs(conns["plain"], n) for n in RUNGS}
    bad["tview"] = len(api.diff(conns["tview"], name="tv_w1"))
    for c in conns.values():
        c.close()
    if any(bad.values()):
        raise SystemExit(f"tables differ from their views: {bad}")
    return {
        "accounts": accounts,
        "seconds": seconds,
        "rounds": rounds,
        "median_ms": med,
        "ratio": {n: med[n] / med["plain"] for n in med},
        "run_medians": {n: [statistics.median(r) for r in rs if r] for n, rs in per_run.items()},
        "labels": LABELS,
    }


def main() -> None:
    ap = cli.parser(__doc__, "floor.json")
    ap.add_argument("--seconds", type=float, default=2.0, help="length of one run")
    ap.add_argument("--rounds", type=int, default=6, help="runs per variant")
    args = ap.parse_args()
    started = cli.now()
    res = run(args.pg, args.accounts, args.seconds, args.rounds)
    cli.save(res, args.output, "bench.floor", started, machine=True)
    for n, ms in res["median_ms"].items():
        print(f"{LABELS[n]:34s} {ms:.3f} ms  {res['ratio'][n]:.2f}x")
    print(f"wrote {args.output}")


if __name__ == "__main__":
    main()
