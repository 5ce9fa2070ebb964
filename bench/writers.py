"""W6 (writers of a joined source) and W7 (fan-out), measured with pgbench, plain against
maintained in one run.

    python -m bench.writers [--pg 15] [--seconds 3] [--rounds 3] [--clients 1,4,8]
                            [--only W6,W7] [--note TEXT] [--output FILE]

W6: 100 companies -> 10,000 users -> 100,000 posts; `tv_post` is a post document embedding
its author's name and company (keyed pk_post). pgbench runs 1-row UPDATEs of `tb_user` by
random primary key at 1, 4 and 8 clients: *rename* (a column the view reads, about ten
documents each), *unread* (`last_seen = last_seen + 1`, a column no view reads) and
*unchanged* (an ORM saving the row: `name = name, fk_company = fk_company` with *unread*'s
write).
W7: one source (`tb_user`) read by 1, 5 and 20 tviews, each reading the name and a column of
its own: an UPDATE of one tview's column (*one*), of a column none reads (*none*), and of the
name all read (*all*), one client.

Each setting alternates plain and maintained runs of `--seconds` each, `--rounds` times after
an untimed 1 s run of each (the order flips every round, the machine is shared: the spread
of the rounds is reported with the medians). W7 runs plain and every fan-out in each round
(the order shifted every round), and its fan-out cost is the median of the rounds' own
ratios: the machine's drift over minutes moves every variant of a round alike. W6 also
measures *trigger*: `tv_post` kept by the row trigger a team would write by hand for these
writes (`HAND_TRIGGER`: the posts of the renamed users updated in the UPDATE itself; no other
source, no commit-time order, no guard against concurrent writers of other sources), the
floor of trigger maintenance on this schema. pg_ivm, when the server has it, is measured
beside them with its IMMV indexed on the key. Every maintained table is checked against its
view afterwards. Writes
``bench/results/writers.json``; with ``--only`` the workloads not run keep their results and
run facts from that file.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from dbt_tview import api

from .report import _fmt, _get, _table
from .server import get_server
from .variants import has_pg_ivm

POST_SQL = (
    "SELECT p.pk_post, p.title, u.name AS author, c.name AS company "
    "FROM tb_post p JOIN tb_user u ON u.pk_user = p.fk_user "
    "JOIN tb_company c ON c.pk_company = u.fk_company"
)
USERS = 10_000
FAN_COLUMNS = 20
OUTPUT = Path(__file__).resolve().parent / "results" / "writers.json"


# the trigger a team would write for W6's writes (variant *trigger*): tv_post as a plain
# table, the posts of each renamed user refreshed by a row trigger on tb_user
HAND_TRIGGER = [
    f"CREATE TABLE tv_post AS {POST_SQL}",
    "ALTER TABLE tv_post ADD PRIMARY KEY (pk_post)",
    "CREATE FUNCTION tv_post_user_upd() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
    "UPDATE tv_post t SET author = NEW.name, company = c.name FROM tb_post p "
    "JOIN tb_company c ON c.pk_company = NEW.fk_company "
    "WHERE p.fk_user = NEW.pk_user AND t.pk_post = p.pk_post "
    "AND (t.author, t.company) IS DISTINCT FROM (NEW.name, c.name); "
    "RETURN NULL; END $$",
    "CREATE TRIGGER tv_post_user_upd AFTER UPDATE OF name, fk_company ON tb_user FOR EACH ROW "
    "WHEN ((OLD.name, OLD.fk_company) IS DISTINCT FROM (NEW.name, NEW.fk_company)) "
    "EXECUTE FUNCTION tv_post_user_upd()",
]


def w6_schema() -> list[str]:
    return [
        "CREATE TABLE tb_company (pk_company int PRIMARY KEY, name text NOT NULL)",
        "CREATE TABLE tb_user (pk_user int PRIMARY KEY, fk_company int NOT NULL "
        "REFERENCES tb_company, name text NOT NULL, last_seen bigint NOT NULL DEFAULT 0)",
        "CREATE TABLE tb_post (pk_post int PRIMARY KEY, fk_user int NOT NULL REFERENCES tb_user, "
        "title text NOT NULL)",
        "CREATE INDEX ON tb_post (fk_user)",
        "CREATE INDEX ON tb_user (fk_company)",
        "INSERT INTO tb_company SELECT g, 'company ' || g FROM generate_series(1, 100) g",
        f"INSERT INTO tb_user SELECT g, 1 + g % 100, 'user ' || g, 0 "
        f"FROM generate_series(1, {USERS}) g",
        f"INSERT INTO tb_post SELECT g, 1 + g % {USERS}, 'post ' || g "
        "FROM generate_series(1, 100000) g",
    ]


def w7_schema() -> list[str]:
    cols = ", ".join(f"c{i} int NOT NULL DEFAULT 0" for i in range(FAN_COLUMNS))
    return [
        f"CREATE TABLE tb_user (pk_user int PRIMARY KEY, name text NOT NULL, "
        f"last_seen bigint NOT NULL DEFAULT 0, {cols})",
        f"INSERT INTO tb_user (pk_user, name) SELECT g, 'user ' || g "
        f"FROM generate_series(1, {USERS}) g",
    ]


def fan_sql(i: int) -> str:
    return f"SELECT u.pk_user, u.name, u.c{i} FROM tb_user u"


W6_SCRIPTS = {
    "rename": "\\set u random(1, {n})\n"
    "UPDATE tb_user SET name = 'user ' || :u || ' ' || (random() * 1e6)::int "
    "WHERE pk_user = :u;\n",
    "unread": "\\set u random(1, {n})\nUPDATE tb_user SET last_seen = last_seen + 1 "
    "WHERE pk_user = :u;\n",
    # an ORM saving the whole row: read columns named, none changed
    "unchanged": "\\set u random(1, {n})\nUPDATE tb_user SET name = name, "
    "fk_company = fk_company, last_seen = last_seen + 1 WHERE pk_user = :u;\n",
}
W7_SCRIPTS = {
    "one": "\\set u random(1, {n})\nUPDATE tb_user SET c0 = c0 + 1 WHERE pk_user = :u;\n",
    "none": "\\set u random(1, {n})\nUPDATE tb_user SET last_seen = last_seen + 1 "
    "WHERE pk_user = :u;\n",
    "all": "\\set u random(1, {n})\n"
    "UPDATE tb_user SET name = 'user ' || :u || ' ' || (random() * 1e6)::int "
    "WHERE pk_user = :u;\n",
}


def pgbench_bin() -> str:
    found = shutil.which("pgbench")
    for cand in (found, "/usr/lib/postgresql/15/bin/pgbench", "/usr/lib/postgresql/16/bin/pgbench"):
        if cand and Path(cand).exists():
            return cand
    raise RuntimeError("pgbench not found (postgresql-15 ships it in /usr/lib/postgresql/15/bin)")


def pgbench(params: dict, script: str, clients: int, seconds: float) -> float:
    """Transactions per second of `script` at `clients` clients (excluding connection time)."""
    with tempfile.NamedTemporaryFile("w", suffix=".sql", delete=False) as f:
        f.write(script)
    env = dict(os.environ, PGPASSWORD=str(params.get("password", "")))
    cmd = [
        pgbench_bin(),
        "-n",
        "-h",
        str(params["host"]),
        "-p",
        str(params["port"]),
        "-U",
        str(params["user"]),
        "-c",
        str(clients),
        "-j",
        str(min(clients, 2)),
        "-T",
        str(max(1, round(seconds))),
        "-f",
        f.name,
        str(params["dbname"]),
    ]
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=seconds + 120)
    finally:
        os.unlink(f.name)
    if out.returncode != 0:
        raise RuntimeError(f"pgbench failed: {out.stderr.strip()[-500:]}")
    m = re.search(r"tps = ([0-9.]+) \(without initial connection time\)", out.stdout)
    if not m:
        raise RuntimeError(f"pgbench output not understood: {out.stdout[-500:]}")
    return float(m.group(1))


def _build(server, dbname: str, schema: list[str], tviews: list[tuple[str, str, str]], ivm=False):
    server.create_database(dbname)
    conn = server.connect(dbname, autocommit=True)
    with conn.cursor() as cur:
        for sql in schema:
            cur.execute(sql)
        conn.autocommit = False
        for name, sql, key in tviews:
            if ivm:
                cur.execute("CREATE EXTENSION IF NOT EXISTS pg_ivm")
                cur.execute(
                    "SELECT n.nspname FROM pg_proc p JOIN pg_namespace n "
                    "ON n.oid = p.pronamespace WHERE p.proname = 'create_immv' LIMIT 1"
                )
                (ns,) = cur.fetchone()
                cur.execute(f'SELECT "{ns}".create_immv(%s, %s)', (name, sql))
                # pg_ivm's documentation: index the IMMV on its key, or every change scans it
                cur.execute(f'CREATE UNIQUE INDEX ON "{name}" ("{key}")')
            else:
                api.install(conn, name=name, sql=sql, key=key)
        conn.commit()
        conn.autocommit = True
        cur.execute("VACUUM ANALYZE")
    return conn


def _check(conn, tviews) -> bool:
    conn.autocommit = False
    ok = all(api.diff(conn, name=name) == [] for name, _, _ in tviews)
    conn.rollback()
    return ok


def _same(conn, table: str, sql: str) -> bool:
    """`table` holds the rows of `sql` (as a multiset): a variant kept without dbt-tview."""
    with conn.cursor() as cur:
        cur.execute(
            f"SELECT NOT EXISTS ((TABLE {table} EXCEPT ALL {sql}) UNION ALL "
            f"({sql} EXCEPT ALL TABLE {table}))"
        )
        return cur.fetchone()[0]


WARMUP_S = 1


def _settle(conns) -> None:
    """Vacuum each database before a workload: what the one before left (dead rows, a tview's
    refreshed rows) would otherwise be vacuumed during it, on the same two cores, in one
    variant's database more than the other's."""
    for conn in conns:
        conn.autocommit = True
        with conn.cursor() as cur:
            cur.execute("VACUUM ANALYZE")


def _alternate(
    dbs: dict, script: str, clients: int, seconds: float, rounds: int, log, rotate: bool = False
) -> dict:
    """tps per variant over `rounds` runs of each, alternating, after an untimed run of each (a
    database's first writes after its build run slower). Every round runs each variant once,
    the order flipped every round (`rotate`: shifted by one every round, so that each variant
    of more than two runs first as often as the others)."""
    tps: dict[str, list[float]] = {name: [] for name in dbs}
    names = list(dbs)
    for name in names:
        pgbench(dbs[name], script, clients, WARMUP_S)
    for r in range(rounds):
        if rotate:
            order = names[r % len(names) :] + names[: r % len(names)]
        else:
            order = names if r % 2 == 0 else names[::-1]
        for name in order:
            tps[name].append(pgbench(dbs[name], script, clients, seconds))
    out = {
        name: {"tps": round(statistics.median(v), 1), "runs": [round(x, 1) for x in v]}
        for name, v in tps.items()
    }
    base = out[names[0]]["tps"]
    for name in names[1:]:
        # cost per transaction relative to plain: plain tps / variant tps
        out[name]["x_plain"] = round(base / out[name]["tps"], 2) if out[name]["tps"] else None
    log(f"  {clients} clients: " + ", ".join(f"{n} {out[n]['tps']:.0f} tps" for n in names))
    return out


def round_ratios(low: list[float], high: list[float]) -> dict:
    """The cost of `high`'s transactions over `low`'s (their tps, run by run in the same rounds):
    the median of each round's ratio, and the ratios. A round's two runs are seconds apart,
    so what the shared machine does to both cancels out; the medians of the two series,
    measured minutes apart as a whole, keep it."""
    ratios = [round(lo / hi, 3) for lo, hi in zip(low, high, strict=True) if hi]
    return {"ratio": round(statistics.median(ratios), 2) if ratios else None, "runs": ratios}


def w6(server, seconds: float, rounds: int, clients: list[int], ivm: bool, log) -> dict:
    tv = [("tv_post", POST_SQL, "pk_post")]
    conns = {"plain": _build(server, "w6_plain", w6_schema(), [])}
    conns["tview"] = _build(server, "w6_tview", w6_schema(), tv)
    conns["trigger"] = _build(server, "w6_trigger", w6_schema() + HAND_TRIGGER, [])
    if ivm:
        conns["ivm"] = _build(server, "w6_ivm", w6_schema(), tv, ivm=True)
    dbs = {name: server.params(f"w6_{name}") for name in conns}
    res: dict = {}
    for kind, script in W6_SCRIPTS.items():
        log(f"W6 {kind}")
        _settle(conns.values())
        res[kind] = {
            str(c): _alternate(dbs, script.format(n=USERS), c, seconds, rounds, log)
            for c in clients
        }
    res["consistent"] = _check(conns["tview"], tv) and _same(conns["trigger"], "tv_post", POST_SQL)
    for c in conns.values():
        c.close()
    return res


def w7(server, seconds: float, rounds: int, fans: list[int], log) -> dict:
    """Plain and a database of each fan-out, all alternating in every round: the fan-out's
    cost is each round's ratio of the fewest tviews' tps to the most's (round_ratios)."""
    conns = {"plain": _build(server, "w7_plain", w7_schema(), [])}
    sets = {k: [(f"tv_fan_{i}", fan_sql(i), "pk_user") for i in range(k)] for k in fans}
    for k, tvs in sets.items():
        conns[str(k)] = _build(server, f"w7_tview_{k}", w7_schema(), tvs)
    dbs = {
        name: server.params(f"w7_tview_{name}" if name != "plain" else "w7_plain") for name in conns
    }
    res: dict = {str(k): {} for k in fans}
    fanout: dict = {}
    for kind, script in W7_SCRIPTS.items():
        log(f"W7 {kind}: plain and " + ", ".join(f"{k} tview(s)" for k in fans))
        _settle(conns.values())
        runs = _alternate(dbs, script.format(n=USERS), 1, seconds, rounds, log, rotate=True)
        for k in fans:
            res[str(k)][kind] = {"plain": runs["plain"], "tview": runs[str(k)]}
        if len(fans) > 1:
            lo, hi = str(min(fans)), str(max(fans))
            fanout[kind] = round_ratios(runs[lo]["runs"], runs[hi]["runs"])
    for k, tvs in sets.items():
        res[str(k)]["consistent"] = _check(conns[str(k)], tvs)
    if fanout:
        res["fanout"] = {"fewest": min(fans), "most": max(fans), **fanout}
    for name, conn in conns.items():
        conn.close()
        if name != "plain":
            server.drop_database(f"w7_tview_{name}")
    return res


# W6/W7 targets (docs/benchmarks.md, "Writers"): a write no tview reads, tview / plain at 1
# and 8 clients; maintained writers of a joined source scaling with clients and the rename's
# cost at one client; fan-out: an UPDATE that one of K tviews reads, cost at 20 over cost at 1
WRITERS_TARGETS = {"unread": 1.10, "scaling": 2.5, "rename": 4.0, "fanout": 1.25}


def writers_targets(res: dict) -> list[list]:
    """[target, measured, limit, status] rows of bench.writers' results."""
    rows = []

    def add(desc: str, value: float | None, limit: float, le: bool = True) -> None:
        ok = value is not None and (value <= limit if le else value >= limit)
        sign = "≤" if le else "≥"
        rows.append([desc, _fmt(value, "x"), f"{sign} {limit:.2f}x", "pass" if ok else "FAIL"])

    w6 = res.get("W6") or {}
    for kind, what in (("unread", "unread column"), ("unchanged", "read columns unchanged")):
        for c in ("1", "8") if kind in w6 else ():
            add(
                f"W6 {what}, {c} client(s): tview / plain",
                _get(w6, kind, c, "tview", "x_plain"),
                WRITERS_TARGETS["unread"],
            )
    rename = w6.get("rename") or {}
    one, eight = _get(rename, "1", "tview", "tps"), _get(rename, "8", "tview", "tps")
    add(
        "W6 rename, tview tps at 8 clients / at 1",
        eight / one if one and eight else None,
        WRITERS_TARGETS["scaling"],
        le=False,
    )
    add("W6 rename, 1 client: tview / plain", _get(rename, "1", "tview", "x_plain"), 4.0)
    fanout = (res.get("W7") or {}).get("fanout") or {}
    add(
        f"W7 an UPDATE one tview reads: cost with {fanout.get('most', 20)} tviews / with "
        f"{fanout.get('fewest', 1)} (median of the rounds' ratios)",
        _get(fanout, "one", "ratio"),
        WRITERS_TARGETS["fanout"],
    )
    return rows


RUN_FACTS = (
    "seconds",
    "rounds",
    "warmup_s",
    "pg_ivm",
    "loadavg_start",
    "loadavg_end",
    "meta",
    "note",
)


def run_facts(res: dict, workload: str) -> dict:
    """How `workload` was measured: its own run's facts, else the file's (one run of both)."""
    return (res.get("runs") or {}).get(workload) or {k: res[k] for k in RUN_FACTS if k in res}


def merge(kept: dict, new: dict, only: set[str]) -> dict:
    """`new` (a run of the workloads in `only`) with the other workloads' results and run
    facts from `kept`, the file an earlier run wrote."""
    out = dict(new)
    runs = {w: run_facts(new, w) for w in only}
    for w in ("W6", "W7"):
        if w not in only and w in kept:
            out[w] = kept[w]
            runs[w] = run_facts(kept, w)
    out["runs"] = runs
    return out


def _run_line(name: str, f: dict) -> str:
    m = f.get("meta", {})
    load = f"{(f.get('loadavg_start') or ['?'])[0]} → {(f.get('loadavg_end') or ['?'])[0]}"
    note = f" {f['note'].rstrip('.')}." if f.get("note") else ""
    warm = f" after an untimed {f['warmup_s']} s," if f.get("warmup_s") else ","
    return (
        f"{name}: `{m.get('command', 'python -m bench.writers')}` ({m.get('date', '?')}, commit "
        f"{m.get('code', {}).get('commit', '?')}, {f.get('seconds')} s × {f.get('rounds')}"
        f"{warm} 1-minute load {load}).{note}"
    )


def markdown(res: dict) -> str:
    """W6 (writers of a joined source) and W7 (fan-out), ``python -m bench.writers``."""
    names = [w for w in ("W6", "W7") if w in res]
    ivm = any(run_facts(res, w).get("pg_ivm") for w in names)
    text = " ".join(
        [
            "pgbench, plain and maintained alternating per setting, the order flipped every",
            "round (medians). W6: 100 companies, 10,000 users, 100,000 posts;",
            "`tv_post` embeds each post's author name and company (key `pk_post`); 1-row",
            "UPDATEs of `tb_user` by random key: *rename* (a read column, ~10 documents),",
            "*unread* (`last_seen = last_seen + 1`), *unchanged* (an ORM saving the row:",
            "`name = name, fk_company = fk_company` and *unread*'s write); *trigger*:",
            "`tv_post` kept instead by the",
            "row trigger one would write by hand for these writes alone (`HAND_TRIGGER` in",
            "bench/writers.py: no other source, no commit-time order, no guard against",
            "concurrent writers), the floor of trigger maintenance here.",
            "W7: `tb_user` read by 1, 5 and 20 tviews,",
            "each reading the name and a column of its own; one client updates one tview's",
            "column (*one*), a column none reads (*none*), the name all read (*all*); plain",
            "and every fan-out run in each round, and the fan-out's cost is the median of",
            "the rounds' own ratios (*W7 fan-out* rows). pg_ivm:",
            "measured, its IMMV indexed on the key." if ivm else "not installed.",
        ]
    )
    text += "\n\n" + "\n".join(f"- {_run_line(w, run_facts(res, w))}" for w in names)
    text += (
        "\n\nWhere one client's transaction spends its time, statement by statement and"
        " function by function: `python -m bench.profile --workload rename` (or `one`,"
        " `--fans 20`)."
    )
    out = (
        "## Writers: joined sources (W6) and fan-out (W7)\n\n"
        + text
        + "\n\n"
        + _table(["target", "measured", "limit", "status"], writers_targets(res))
        + "\n"
    )
    rows = []
    for kind, by_c in (res.get("W6") or {}).items():
        if not isinstance(by_c, dict):
            continue
        for c, v in by_c.items():
            for name in ("tview", "trigger", "ivm"):
                if name in v:
                    rows.append(
                        [
                            f"W6 {kind}, {c} client(s), {name}",
                            f"{v['plain']['tps']:,.0f}",
                            f"{v[name]['tps']:,.0f}",
                            _fmt(v[name].get("x_plain"), "x"),
                            _spread(v["plain"]["runs"]),
                            _spread(v[name]["runs"]),
                        ]
                    )
    for k, kinds in (res.get("W7") or {}).items():
        if k == "fanout":
            continue
        for kind, v in kinds.items():
            if isinstance(v, dict):
                rows.append(
                    [
                        f"W7 {k} tview(s), {kind}",
                        f"{v['plain']['tps']:,.0f}",
                        f"{v['tview']['tps']:,.0f}",
                        _fmt(v["tview"].get("x_plain"), "x"),
                        _spread(v["plain"]["runs"]),
                        _spread(v["tview"]["runs"]),
                    ]
                )
    fanout = (res.get("W7") or {}).get("fanout") or {}
    for kind in W7_SCRIPTS:
        if isinstance(fanout.get(kind), dict):
            ratios = fanout[kind]["runs"]
            rows.append(
                [
                    f"W7 fan-out, {kind}: cost with {fanout['most']} tviews / with "
                    f"{fanout['fewest']}",
                    "",
                    "",
                    _fmt(fanout[kind]["ratio"], "x"),
                    "",
                    f"{min(ratios):.2f}x to {max(ratios):.2f}x" if ratios else "",
                ]
            )
    return (
        out
        + "\n"
        + _table(
            [
                "workload",
                "plain tps",
                "maintained tps",
                "plain / maintained",
                "plain runs",
                "maintained runs",
            ],
            rows,
        )
        + "\n"
    )


def _spread(runs: list[float]) -> str:
    """The lowest and highest tps of a setting's rounds."""
    return f"{min(runs):,.0f} to {max(runs):,.0f}" if runs else ""


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pg", choices=["15", "16"], help="default: TVIEW_PG, else 16")
    ap.add_argument("--output", type=Path, default=OUTPUT)
    ap.add_argument("--seconds", type=float, default=3)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--clients", default="1,4,8")
    ap.add_argument("--fans", default="1,5,20")
    ap.add_argument("--only", default="W6,W7")
    ap.add_argument("--note", default="", help="said beside the run in the report")
    args = ap.parse_args(argv)
    started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())

    def log(msg: str) -> None:
        print(msg, flush=True)

    server = get_server(args.pg)
    probe = server.connect("postgres")
    ivm = has_pg_ivm(probe)
    probe.close()
    only = {w.strip().upper() for w in args.only.split(",")}
    res: dict = {
        "seconds": args.seconds,
        "rounds": args.rounds,
        "warmup_s": WARMUP_S,
        "pg_ivm": ivm,
        "loadavg_start": Path("/proc/loadavg").read_text().split()[:3],
    }
    if args.note:
        res["note"] = args.note
    if not ivm:
        log("pg_ivm is not available on this server: not measured")
    if "W6" in only:
        clients = [int(c) for c in args.clients.split(",")]
        res["W6"] = w6(server, args.seconds, args.rounds, clients, ivm, log)
    if "W7" in only:
        fans = [int(k) for k in args.fans.split(",")]
        res["W7"] = w7(server, args.seconds, args.rounds, fans, log)
    res["loadavg_end"] = Path("/proc/loadavg").read_text().split()[:3]
    from .run import code_facts, machine_facts  # noqa: PLC0415  (bench.run imports the suite)

    argv = list(sys.argv[1:] if argv is None else argv)
    if "--note" in argv:  # (the command as it reads in the report: the note is said apart)
        del argv[argv.index("--note") : argv.index("--note") + 2]
    argv = [a for a in argv if not a.startswith("--note=")]
    res["meta"] = {
        "command": " ".join(["python -m bench.writers", *argv]),
        "date": started,
        "code": code_facts(),
        "machine": machine_facts(),
    }
    if only != {"W6", "W7"} and args.output.exists():
        res = merge(json.loads(args.output.read_text()), res, only)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(res, indent=1) + "\n")
    return res


if __name__ == "__main__":
    main()
