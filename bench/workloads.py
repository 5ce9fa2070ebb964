"""The workloads W1-W5. Each function takes a :class:`Ctx` and returns a JSON-able dict."""

from __future__ import annotations

import random
import threading
import time
from dataclasses import dataclass, field

from .measure import alternate, ratio, runs, summary
from .variants import Variant, tview_api

W1_SQL = "SELECT a.aid, a.bid, a.abalance, b.bbalance FROM accounts a JOIN branches b USING (bid)"
W2_SQL = (
    "SELECT bid, count(*) AS n, sum(abalance) AS total, avg(abalance) AS mean, "
    "min(abalance) AS lo, max(abalance) AS hi FROM accounts GROUP BY bid"
)
W2_GROUP_SQL = (
    "SELECT bid, count(*) AS n, sum(abalance) AS total, avg(abalance) AS mean, "
    "min(abalance) AS lo, max(abalance) AS hi FROM accounts WHERE bid = %s GROUP BY bid"
)
# four-level JSONB cascade: company -> user -> post -> feed (each level reads the one above)
W3_VIEWS = [
    (
        "tv_company",
        ["pk_company"],
        "SELECT c.pk_company, jsonb_build_object('id', c.pk_company, 'name', c.name) AS data "
        "FROM tb_company c",
    ),
    (
        "tv_user",
        ["pk_user"],
        "SELECT u.pk_user, u.fk_company, "
        "jsonb_build_object('id', u.pk_user, 'name', u.name, 'company', c.data) AS data "
        "FROM tb_user u JOIN tv_company c ON c.pk_company = u.fk_company",
    ),
    (
        "tv_post",
        ["pk_post"],
        "SELECT p.pk_post, p.fk_user, "
        "jsonb_build_object('id', p.pk_post, 'title', p.title, 'author', u.data) AS data "
        "FROM tb_post p JOIN tv_user u ON u.pk_user = p.fk_user",
    ),
    (
        "tv_feed",
        ["pk_feed"],
        "SELECT p.pk_post AS pk_feed, p.fk_user, "
        "jsonb_build_object('kind', 'post', 'item', p.data) AS data FROM tv_post p",
    ),
]
UPDATE_ONE = "UPDATE accounts SET abalance = abalance + %s WHERE aid = %s"
UPDATE_RANGE = "UPDATE accounts SET abalance = abalance + 1 WHERE aid BETWEEN %s AND %s"


@dataclass
class Ctx:
    server: object
    cfg: dict
    variants: list[Variant]
    log: callable = print
    seed: int = 20261121
    notes: list[str] = field(default_factory=list)

    @property
    def plain(self) -> Variant:
        return self.variants[0]

    def conns(self, view: str | None = None) -> dict:
        """Fresh sessions of plain + every variant that has ``view`` installed (all if
        None): each workload starts from new sessions, so no workload inherits another's
        session state (the tview's per-session temp tables)."""
        for v in self.variants:
            v.close()
        _settle(self)
        return {
            v.name: v.open()
            for v in self.variants
            if view is None or not v.maintained or view in v.installed
        }

    def temp_pages(self) -> dict:
        """Pages of every temp table of each maintained variant's current session."""
        out = {}
        for v in self.variants[1:]:
            if v.conn is None or v.conn.closed:
                continue
            with v.conn.cursor() as cur:
                cur.execute(
                    "SELECT c.relname, pg_relation_size(c.oid) / 8192 FROM pg_class c "
                    "WHERE c.relnamespace = pg_my_temp_schema() AND c.relkind = 'r' "
                    "ORDER BY 1"
                )
                out[v.name] = dict(cur.fetchall())
            v.conn.rollback()
        return out

    def install(
        self, v: Variant, name: str, sql: str, key: list[str], rank: int | None = None
    ) -> bool:
        """Install; on failure note it, roll back and return False (the variant then sits
        out the workloads that need this view)."""
        try:
            v.install(name, sql, key, rank=rank)
            return True
        except Exception as exc:  # noqa: BLE001 - reported, the benchmark goes on
            v.installed.discard(name)
            c = v.open()
            c.rollback()
            msg = f"{v.name}: installing {name} failed: {str(exc).strip()[:300]}"
            self.notes.append(msg)
            self.log(msg)
            return False

    def by_name(self, name: str) -> Variant | None:
        return next((v for v in self.variants if v.name == name), None)


def _exec(conn, *sqls, args=None):
    with conn.cursor() as cur:
        for s in sqls:
            cur.execute(s, args)
    if not conn.autocommit:
        conn.commit()


def _timed(conn, fn) -> float:
    t0 = time.perf_counter()
    fn()
    conn.commit()
    return (time.perf_counter() - t0) * 1000.0


def _analyze(v: Variant, *tables):
    """VACUUM ANALYZE freshly built tables (steady state: hint bits, visibility map, stats)."""
    c = v.connect(autocommit=True)
    _exec(c, *(f'VACUUM ANALYZE "{t}"' for t in tables))
    c.close()


def _settle(ctx: Ctx) -> None:
    """CHECKPOINT before a measurement, so no variant pays for the previous build's writes."""
    c = ctx.plain.connect(autocommit=True)
    _exec(c, "CHECKPOINT")
    c.close()


def _stats(samples: dict[str, list[float]]) -> dict:
    out = {name: summary(xs) for name, xs in samples.items()}
    for name in samples:
        if name != "plain":
            out.setdefault("ratio", {})[name] = ratio(out[name], out["plain"])
            out.setdefault("ratio_p95", {})[name] = ratio(out[name], out["plain"], "p95_ms")
    return out


# ---------------------------------------------------------------- data
def accounts_sql(n: int) -> list[str]:
    """The pgbench-style W1 sources: 10 branches, `n` accounts spread evenly over them."""
    per_branch = max(n // 10, 1)
    return [
        "CREATE TABLE branches (bid int NOT NULL, bbalance int NOT NULL, filler char(88))",
        "INSERT INTO branches SELECT g, 0, '' FROM generate_series(1, 10) g",
        "ALTER TABLE branches ADD PRIMARY KEY (bid)",
        "CREATE TABLE accounts (aid int NOT NULL, bid int NOT NULL, abalance int NOT NULL, "
        "filler char(84))",
        f"INSERT INTO accounts SELECT g, (g - 1) / {per_branch} + 1, 0, '' "
        f"FROM generate_series(1, {n}) g",
        "ALTER TABLE accounts ADD PRIMARY KEY (aid)",
    ]


def build_data(ctx: Ctx) -> dict:
    cfg = ctx.cfg
    n = cfg["accounts"]
    ncomp, upc, ppu = cfg["companies"], cfg["users_per_company"], cfg["posts_per_user"]
    per_branch = n // 10
    sqls = [
        "DROP TABLE IF EXISTS accounts, branches, tb_post, tb_user, tb_company CASCADE",
        *accounts_sql(n),
        "CREATE TABLE tb_company (pk_company int PRIMARY KEY, name text NOT NULL)",
        "CREATE TABLE tb_user (pk_user int PRIMARY KEY, "
        "fk_company int NOT NULL REFERENCES tb_company, name text NOT NULL)",
        "CREATE TABLE tb_post (pk_post int PRIMARY KEY, "
        "fk_user int NOT NULL REFERENCES tb_user, title text NOT NULL)",
        f"INSERT INTO tb_company SELECT g, 'company ' || g FROM generate_series(1, {ncomp}) g",
        f"INSERT INTO tb_user SELECT g, (g - 1) / {upc} + 1, 'user ' || g "
        f"FROM generate_series(1, {ncomp * upc}) g",
        f"INSERT INTO tb_post SELECT g, (g - 1) / {ppu} + 1, 'post number ' || g "
        f"FROM generate_series(1, {ncomp * upc * ppu}) g",
        "CREATE INDEX ON tb_user (fk_company)",
        "CREATE INDEX ON tb_post (fk_user)",
    ]
    times = {}
    # plain DML's database last: the database built last can measure faster than its twins,
    # whatever it holds, so the baseline gets that edge (docs/decisions/0002)
    for v in reversed(ctx.variants):
        c = v.connect(autocommit=True)
        t0 = time.perf_counter()
        _exec(c, *sqls)
        _exec(c, "VACUUM ANALYZE")
        times[v.name] = round(time.perf_counter() - t0, 2)
        c.close()
    ctx.log(f"data built: {times} s")
    return {
        "accounts": n,
        "branches": 10,
        "rows_per_branch": per_branch,
        "companies": ncomp,
        "users": ncomp * upc,
        "posts": ncomp * upc * ppu,
        "posts_per_company": upc * ppu,
        "build_seconds": times,
    }


# ---------------------------------------------------------------- W5 (build) + W1 refresh
def w5_build(ctx: Ctx) -> dict:
    """Initial build of the W1 view per variant vs CREATE MATERIALIZED VIEW; leaves the W1
    view installed in every maintained variant. Also times REFRESH MATERIALIZED VIEW."""
    cfg = ctx.cfg
    plain = ctx.plain
    pc = plain.open()
    samples: dict[str, list[float]] = {"create_mv": [], "create_mv_index": []}
    for v in ctx.variants[1:]:
        samples[v.name] = []
    rounds = cfg["build_rounds"]
    for r in range(rounds):
        _exec(pc, "DROP MATERIALIZED VIEW IF EXISTS mv_w1")
        with pc.cursor() as cur:
            samples["create_mv"].append(
                _timed(pc, lambda: cur.execute(f"CREATE MATERIALIZED VIEW mv_w1 AS {W1_SQL}"))
            )
            samples["create_mv_index"].append(
                samples["create_mv"][-1]
                + _timed(pc, lambda: cur.execute("CREATE UNIQUE INDEX ON mv_w1 (aid)"))
            )
        for v in ctx.variants[1:]:
            if r > 0:
                if "tv_w1" not in v.installed:
                    continue
                v.drop("tv_w1")
            t0 = time.perf_counter()
            if ctx.install(v, "tv_w1", W1_SQL, ["aid"]):
                samples[v.name].append((time.perf_counter() - t0) * 1000.0)
    for v in ctx.variants[1:]:
        if "tv_w1" in v.installed:
            _analyze(v, "tv_w1")
    refresh = []
    with pc.cursor() as cur:
        for _ in range(cfg["refresh_rounds"]):
            refresh.append(_timed(pc, lambda: cur.execute("REFRESH MATERIALIZED VIEW mv_w1")))
    _exec(pc, "DROP MATERIALIZED VIEW IF EXISTS mv_w1")
    out = {k: summary(xs) for k, xs in samples.items() if xs}
    built = [v.name for v in ctx.variants[1:] if v.name in out]
    out["ratio_vs_create_mv"] = {n: ratio(out[n], out["create_mv"]) for n in built}
    out["ratio_vs_create_mv_index"] = {n: ratio(out[n], out["create_mv_index"]) for n in built}
    out["refresh_mv_w1"] = summary(refresh)
    meds = {k: round(v["median_ms"], 1) for k, v in out.items() if "median_ms" in v}
    ctx.log(f"W5 build: {meds}")
    return out


# ---------------------------------------------------------------- W1
def w1(ctx: Ctx) -> dict:
    cfg = ctx.cfg
    n = cfg["accounts"]
    rng = random.Random(ctx.seed + 1)
    conns = ctx.conns("tv_w1")

    def one_row(_i):
        return [(UPDATE_ONE, (rng.randint(-5000, 5000), rng.randint(1, n)))]

    def ten_updates(_i):
        aid = rng.randint(1, n)
        return [(UPDATE_ONE, (rng.randint(-5000, 5000), aid)) for _ in range(10)]

    out = {}
    out["a_one_row"] = _latency(ctx, conns, one_row, cfg["w1a_rounds"], cfg["warmup"])
    ctx.log(f"W1a 1-row: {_brief(out['a_one_row'])}")
    out["a_one_row"]["session_temp_pages"] = ctx.temp_pages()
    conns = ctx.conns("tv_w1")
    out["b_ten_updates"] = _latency(ctx, conns, ten_updates, cfg["w1b_rounds"], cfg["warmup"] // 2)
    ctx.log(f"W1b 10 updates: {_brief(out['b_ten_updates'])}")
    out["session_temp_pages"] = ctx.temp_pages()
    out["c_concurrent"] = w1_concurrent(ctx)
    return out


def _writer(params, client, nclients, n, seconds, seed, barrier, result):
    import psycopg2

    conn = psycopg2.connect(**params)
    cur = conn.cursor()
    rng = random.Random(seed)
    slots = n // nclients
    lat = []
    barrier.wait()
    end = time.perf_counter() + seconds
    while True:
        t0 = time.perf_counter()
        if t0 >= end:
            break
        aid = client + 1 + nclients * rng.randrange(slots)  # disjoint keys per client
        cur.execute(UPDATE_ONE, (rng.randint(-5000, 5000), aid))
        conn.commit()
        lat.append((time.perf_counter() - t0) * 1000.0)
    conn.close()
    result[client] = lat


def run_writers(v: Variant, nclients: int, n: int, seconds: float, seed: int) -> dict:
    barrier = threading.Barrier(nclients)
    result: dict[int, list[float]] = {}
    threads = [
        threading.Thread(
            target=_writer, args=(v.params, c, nclients, n, seconds, seed + c, barrier, result)
        )
        for c in range(nclients)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    lat = [x for xs in result.values() for x in xs]
    return {"tps": len(lat) / seconds, "latency": summary(lat)}


def w1_concurrent(ctx: Ctx, view: str = "tv_w1") -> dict:
    """4 writers on disjoint keys vs 1 writer, per variant, in alternating rounds."""
    cfg = ctx.cfg
    n, secs = cfg["accounts"], cfg["w1c_seconds"]
    for v in ctx.variants:
        v.close()  # the writers use their own connections
    runs: dict[str, list[dict]] = {}
    active = [v for v in ctx.variants if not v.maintained or view in v.installed]
    for r in range(cfg["w1c_rounds"]):
        order = active if r % 2 == 0 else active[::-1]
        for clients in (1, 4):
            for v in order:
                res = run_writers(v, clients, n, secs, ctx.seed + 100 * r + clients)
                runs.setdefault(f"{v.name}_{clients}", []).append(res)
    out: dict = {"seconds_per_run": secs, "rounds": cfg["w1c_rounds"], "tps": {}, "latency": {}}
    for k, rs in runs.items():
        tps = sorted(x["tps"] for x in rs)
        out["tps"][k] = tps[len(tps) // 2]
        out["latency"][k] = rs[len(rs) // 2]["latency"]
    out["throughput_ratio"] = {}  # tview tps / plain tps (higher is better; 1.0 = no loss)
    out["scaling_4_vs_1"] = {}
    for v in active:
        out["scaling_4_vs_1"][v.name] = out["tps"][f"{v.name}_4"] / out["tps"][f"{v.name}_1"]
        if v.name != "plain":
            for c in (1, 4):
                out["throughput_ratio"][f"{v.name}_{c}"] = (
                    out["tps"][f"{v.name}_{c}"] / out["tps"][f"plain_{c}"]
                )
    ctx.log(f"{view} concurrent: tps { {k: round(x) for k, x in out['tps'].items()} }")
    return out


# ---------------------------------------------------------------- W4
def w4(ctx: Ctx) -> dict:
    """Bulk UPDATE of 10k / 100k rows of accounts in one statement, W1 view installed."""
    cfg = ctx.cfg
    n = cfg["accounts"]
    rng = random.Random(ctx.seed + 4)
    out = {}
    for size, rounds in zip(cfg["w4_sizes"], cfg["w4_rounds"], strict=True):
        size = min(size, n)
        conns = ctx.conns("tv_w1")

        def bulk(_i, size=size):
            start = rng.randint(1, n - size + 1)
            return [(UPDATE_RANGE, (start, start + size - 1))]

        st = _stats(alternate(conns, bulk, rounds, 1, budget_s=cfg.get("budget_s"), min_rounds=3))
        st["rows"] = size
        st["maintenance_ratio"] = {
            k: (r - 1.0 if r is not None else None) for k, r in st.get("ratio", {}).items()
        }
        st["session_temp_pages"] = ctx.temp_pages()
        out[f"rows_{size}"] = st
        ctx.log(f"W4 {size} rows: {_brief(st)}")
    return out


# ---------------------------------------------------------------- W2
def w2(ctx: Ctx) -> dict:
    cfg = ctx.cfg
    n = cfg["accounts"]
    for v in ctx.variants[1:]:
        v.drop("tv_w1")
    build = {}
    for v in ctx.variants[1:]:
        t0 = time.perf_counter()
        if ctx.install(v, "tv_w2", W2_SQL, ["bid"]):
            build[v.name] = summary([(time.perf_counter() - t0) * 1000.0])
            _analyze(v, "tv_w2")
    rng = random.Random(ctx.seed + 2)
    conns = ctx.conns("tv_w2")

    def one_row(_i):
        return [(UPDATE_ONE, (rng.randint(-5000, 5000), rng.randint(1, n)))]

    out = {"a_one_row": _latency(ctx, conns, one_row, cfg["w2_rounds"], cfg["warmup"])}
    ctx.log(f"W2 1-row: {_brief(out['a_one_row'])}")
    out["session_temp_pages"] = ctx.temp_pages()
    # 4 writers on disjoint accounts that share the 10 groups
    out["c_concurrent"] = w1_concurrent(ctx, "tv_w2")
    pc = ctx.plain.open()
    group = []
    with pc.cursor() as cur:
        for i in range(cfg["group_rounds"]):
            group.append(
                _timed(pc, lambda i=i: (cur.execute(W2_GROUP_SQL, (i % 10 + 1,)), cur.fetchall()))
            )
        _exec(
            pc,
            "DROP MATERIALIZED VIEW IF EXISTS mv_w2",
            f"CREATE MATERIALIZED VIEW mv_w2 AS {W2_SQL}",
        )
        refresh = [
            _timed(pc, lambda: cur.execute("REFRESH MATERIALIZED VIEW mv_w2"))
            for _ in range(cfg["refresh_rounds"])
        ]
    _exec(pc, "DROP MATERIALIZED VIEW IF EXISTS mv_w2")
    out["recompute_one_group"] = summary(group)
    out["refresh_mv_w2"] = summary(refresh)
    out["build"] = build
    out["rows_per_group"] = n // 10
    out["consistent"] = _check(ctx, "tv_w2")
    for v in ctx.variants[1:]:
        v.drop("tv_w2")
    return out


# ---------------------------------------------------------------- W3
def w3(ctx: Ctx) -> dict:
    cfg = ctx.cfg
    ncomp = cfg["companies"]
    build = {}
    for v in ctx.variants[1:]:
        t0 = time.perf_counter()
        ok = all(
            ctx.install(v, name, sql, key, rank=rank if v.name == "tview" else None)
            for rank, (name, key, sql) in enumerate(W3_VIEWS, start=1)
        )
        if ok:
            build[v.name] = summary([(time.perf_counter() - t0) * 1000.0])
            _analyze(v, *(name for name, _, _ in W3_VIEWS))
        else:
            for name, _, _ in W3_VIEWS[::-1]:
                v.drop(name)
    rng = random.Random(ctx.seed + 3)
    conns = ctx.conns("tv_feed")
    last = {}

    def rename(i):
        cid = rng.randint(1, ncomp)
        last["cid"], last["name"] = cid, f"company {cid} renamed {i}"
        return [("UPDATE tb_company SET name = %s WHERE pk_company = %s", (last["name"], cid))]

    out = {
        "rename": _stats(
            alternate(conns, rename, cfg["w3_rounds"], 2, budget_s=cfg.get("budget_s"))
        )
    }
    ctx.log(f"W3 rename: {_brief(out['rename'])}")
    out["session_temp_pages"] = ctx.temp_pages()
    out["posts_per_company"] = cfg["users_per_company"] * cfg["posts_per_user"]
    out["users_per_company"] = cfg["users_per_company"]
    # spot check: the last rename reached the bottom of the cascade
    reached = {}
    for v in ctx.variants[1:]:
        if "tv_feed" not in v.installed:
            continue
        c = v.open()
        with c.cursor() as cur:
            cur.execute(
                "SELECT count(*) FROM tv_feed WHERE data #>> '{item,author,company,name}' = %s",
                (last["name"],),
            )
            reached[v.name] = cur.fetchone()[0]
        c.commit()
    out["feed_rows_with_new_name"] = reached
    out["build"] = build
    out["consistent"] = {name: _check(ctx, name) for name, _, _ in W3_VIEWS}
    return out


# ---------------------------------------------------------------- helpers
def _check(ctx: Ctx, name: str) -> dict:
    """Oracle check via api.diff for the tview variant (None when not available)."""
    out = {}
    api = tview_api()
    v = ctx.by_name("tview")
    if v is not None and api is not None and hasattr(api, "diff") and name in v.installed:
        c = v.open()
        try:
            out["tview"] = len(api.diff(c, name=name, schema="public")) == 0
        except Exception as exc:  # noqa: BLE001 - report, do not stop the benchmark
            out["tview"] = f"error: {exc}"
        c.rollback()
    return out


def _latency(ctx: Ctx, conns: dict, make_txn, rounds: int, warmup: int) -> dict:
    """Latency of small transactions per variant: the headline from alternating runs (each
    variant's transactions back to back on its session, :func:`measure.runs`), and, under
    ``interleaved``, the same kind of transactions one variant after the other
    (:func:`measure.alternate`), which flatters the cheaper variant where idle CPUs are slow to
    wake (docs/decisions/0002)."""
    cfg = ctx.cfg
    per_run = runs(conns, make_txn, cfg["run_seconds"], cfg["run_rounds"], cfg["run_settle_s"])
    out = _stats({name: [x for run in rs for x in run] for name, rs in per_run.items()})
    out["method"] = (
        f"alternating runs: {cfg['run_rounds']} per variant of {cfg['run_seconds']} s, "
        f"the first {cfg['run_settle_s']} s of each not kept"
    )
    out["run_medians"] = {
        name: [summary(run).get("median_ms") for run in rs] for name, rs in per_run.items()
    }
    out["interleaved"] = _stats(
        alternate(conns, make_txn, rounds, warmup, budget_s=cfg.get("budget_s"))
    )
    return out


def _brief(st: dict) -> str:
    parts = [
        f"{k} {st[k]['median_ms']:.3f}ms"
        for k in st
        if isinstance(st[k], dict) and "median_ms" in st[k]
    ]
    if st.get("ratio"):
        parts.append("ratio " + ", ".join(f"{k} {r:.2f}x" for k, r in st["ratio"].items() if r))
    if st.get("interleaved", {}).get("ratio"):
        parts.append("interleaved " + _brief(st["interleaved"]))
    return "; ".join(parts)


def w1_consistent(ctx: Ctx) -> dict:
    return _check(ctx, "tv_w1")
