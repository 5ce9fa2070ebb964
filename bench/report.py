"""Targets, docs/benchmarks.md and docs/img/overhead.png from the kept results:
bench/results/latest.json (the main run) and bench/results/scale.json (the scale notes).

    python -m bench.report   # regenerate the docs from the kept results
"""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# DESIGN.md anchors: 2-core machine, PostgreSQL 15, pg_ivm 1.15. Not measured by this suite.
ANCHORS = {
    "w1_one_row": {"plain": 0.31, "pg_ivm": 1.01},
    "w1_ten_updates": {"plain": 1.74, "pg_ivm": 8.46},
    "w2_one_row": {"pg_ivm": 1.12, "pg_ivm_ratio": 3.6, "recompute_group": 153.0},
    "refresh_mv_w1": 1078.0,
}
VARIANTS = {"plain": "plain", "tview": "tview", "ivm": "pg_ivm"}

METHOD = """\
Every workload runs against one database per variant holding the same data: *plain* (no
maintained view), *tview* (installed by `dbt_tview.api.install`), *pg_ivm* when the server
offers it. Each transaction is timed at the client (statements and COMMIT, so the commit-time
flush counts) on one persistent psycopg2 session per variant; each figure is a ratio to plain
DML in the same run. Small transactions (W1 a/b, W2) run as pgbench compares two setups: each
variant runs them back to back for a few seconds, the variants take turns, each run's first
moments are dropped; the last column times them one by one, alternating, which flatters the
cheaper variant where idle CPUs wake slowly
([decision 0002](decisions/0002-measuring-small-transactions.md)). Bulk statements (W3, W4)
alternate statement by statement. Compare ratios within one run. *Anchor* rows come from the
design brief (pg_ivm 1.15, PostgreSQL 15), not measured here."""


def _get(d, *path):
    for p in path:
        if not isinstance(d, dict) or p not in d:
            return None
        d = d[p]
    return d


def _fmt(x, unit="", nd=2):
    if x is None:
        return "—"
    if isinstance(x, bool):
        return "yes" if x else "no"
    if isinstance(x, (int, float)):
        if unit == "x":
            return f"{x:.{nd}f}x"
        if unit == "ms":
            return f"{x:.3f} ms" if x < 10 else f"{x:.1f} ms"
        return f"{x:.{nd}f}{unit}"
    return str(x)


def _w4(w: dict) -> list[dict]:
    sts = [st for st in (_get(w, "W4") or {}).values() if isinstance(st, dict) and "rows" in st]
    return sorted(sts, key=lambda st: st["rows"])


def _inv(x):
    return 1.0 / x if x else None


def _table(header: list[str], rows: list[list]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(lines)


# ---------------------------------------------------------------- targets
def targets(results: dict) -> list[dict]:
    """The design brief's targets, each with its measured value and pass / FAIL."""
    w = results.get("workloads", {})
    out = []

    def add(tid, desc, value, limit, unit, cmp="le", note=""):
        if value is None or isinstance(value, str):
            status = "not measured"
        elif cmp == "le":
            status = "pass" if value <= limit else "FAIL"
        else:
            status = "pass" if value == limit else "FAIL"
        out.append(
            {
                "id": tid,
                "desc": desc,
                "value": value,
                "target": limit,
                "status": status,
                "value_str": _fmt(value, unit),
                "target_str": ("≤ " if cmp == "le" else "") + _fmt(limit, unit),
                "note": note,
            }
        )

    add(
        "W1-1row",
        "W1 1-row UPDATE transaction, tview / plain (median)",
        _get(w, "W1", "a_one_row", "ratio", "tview"),
        2.0,
        "x",
    )
    add(
        "W1-10upd",
        "W1 10 UPDATEs of one row in one transaction, tview / plain",
        _get(w, "W1", "b_ten_updates", "ratio", "tview"),
        1.6,
        "x",
    )
    add(
        "W2-1row",
        "W2 1-row UPDATE under the aggregate view, tview / plain",
        _get(w, "W2", "a_one_row", "ratio", "tview"),
        2.0,
        "x",
    )
    if not _w4(w):
        add("W4", "W4 bulk UPDATE: maintenance / statement cost", None, 1.0, "x")
    for st in _w4(w):
        add(
            f"W4-{st.get('rows')}",
            f"W4 bulk UPDATE of {st.get('rows'):,} rows: maintenance / statement cost",
            _get(st, "maintenance_ratio", "tview"),
            1.0,
            "x",
        )
    ppc = _get(w, "data", "posts_per_company")
    add(
        "W3-rename",
        f"W3 rename one company ({ppc} posts, 4-level cascade), ms per transaction",
        _get(w, "W3", "rename", "tview", "median_ms"),
        50.0,
        "ms",
        note="" if ppc == 1000 else "fan-out differs from 1,000 posts at this scale",
    )
    dbt = _get(w, "W5", "dbt")
    val = None if not dbt or "no_data_work" not in dbt else dbt["no_data_work"]
    add(
        "W5-dbt",
        "W5 second `dbt run` of an unchanged project does no data work",
        val if val is not None else (dbt or {}).get("skipped"),
        True,
        "",
        cmp="eq",
    )
    return out


# ---------------------------------------------------------------- plot
def plot(results: dict, path: Path) -> None:
    """The overhead ratio per workload, tview (and pg_ivm when measured) against plain DML,
    with the targets and the design brief's pg_ivm anchors."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    w = results["workloads"]
    a = ANCHORS

    def bar(label, *path, target=None, anchor=None, inv=False):
        tv, ivm = _get(w, *path, "tview"), _get(w, *path, "ivm")
        if inv:
            tv, ivm = _inv(tv), _inv(ivm)
        return (label, tv, ivm, target, anchor)

    bars = [
        bar(
            "W1 1-row",
            "W1",
            "a_one_row",
            "ratio",
            target=2.0,
            anchor=a["w1_one_row"]["pg_ivm"] / a["w1_one_row"]["plain"],
        ),
        bar(
            "W1 10 updates",
            "W1",
            "b_ten_updates",
            "ratio",
            target=1.6,
            anchor=a["w1_ten_updates"]["pg_ivm"] / a["w1_ten_updates"]["plain"],
        ),
        (
            "W1 4 clients\n(plain tps / tps)",
            _inv(_get(w, "W1", "c_concurrent", "throughput_ratio", "tview_4")),
            _inv(_get(w, "W1", "c_concurrent", "throughput_ratio", "ivm_4")),
            None,
            None,
        ),
        bar(
            "W2 1-row",
            "W2",
            "a_one_row",
            "ratio",
            target=2.0,
            anchor=a["w2_one_row"]["pg_ivm_ratio"],
        ),
        bar("W3 rename\n(target: ≤ 50 ms)", "W3", "rename", "ratio"),
    ]
    for st in _w4(w):
        ratio = st.get("ratio", {})
        bars.append((f"W4 {st['rows']:,} rows", ratio.get("tview"), ratio.get("ivm"), 2.0, None))
    bars.append(bar("W5 build\n(vs CREATE MV)", "W5", "build", "ratio_vs_create_mv"))

    fig, ax = plt.subplots(figsize=(11, 6))
    xs = range(len(bars))
    width = 0.38
    has_ivm = any(b[2] for b in bars)
    off = width / 2 if has_ivm else 0
    tv = [b[1] or 0 for b in bars]
    ax.bar([x - off for x in xs], tv, width, label="tview", color="#2b7bba")
    w3ms = _get(w, "W3", "rename", "tview", "median_ms")
    for x, val, b in zip(xs, tv, bars, strict=True):
        if val:
            txt = f"{val:.2f}x" + (f"\n{w3ms:.0f} ms" if b[0].startswith("W3") and w3ms else "")
            ax.text(x - off + 0.22, val * 1.04, txt, ha="left", va="bottom", fontsize=8)
    if has_ivm:
        ivm = [b[2] or 0 for b in bars]
        ax.bar([x + off for x in xs], ivm, width, label="pg_ivm", color="#e08a2e")
    first_t = first_a = True
    for x, b in zip(xs, bars, strict=True):
        if b[3]:
            label = "target (W4: maintenance ≤ 1x, i.e. ratio ≤ 2x)" if first_t else None
            ax.hlines(b[3], x - 0.45, x + 0.45, colors="red", linestyles="--", label=label)
            first_t = False
        if b[4]:
            label = "pg_ivm 1.15 anchor (design brief, not this run)" if first_a else None
            ax.plot(
                x, b[4], marker="D", markerfacecolor="none", color="#e08a2e", ls="none", label=label
            )
            first_a = False
    ax.axhline(1.0, color="black", linewidth=0.8, label="1.0 = plain DML")
    ax.set_yscale("log")
    ax.set_xticks(list(xs))
    ax.set_xticklabels([b[0] for b in bars], fontsize=8)
    ax.set_ylabel("time ratio to plain DML (log scale, lower is better)")
    m = results["meta"]
    version = m["server"].get("server_version", "?").split()[0]
    ax.set_title(
        f"dbt-tview write overhead, scale={m['scale']}, PostgreSQL {version}, {m['date']}",
        fontsize=10,
    )
    ax.set_ylim(bottom=0.5, top=max([2.0, *tv]) * 2.5)  # room for the labels above the bars
    ax.legend(fontsize=8, loc="upper center", bbox_to_anchor=(0.5, -0.16), ncol=3, frameon=False)
    ax.grid(axis="y", which="both", alpha=0.3)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)


# ---------------------------------------------------------------- tables
def _run_table(m: dict, d: dict) -> str:
    srv, mach, code = m["server"], m["machine"], m.get("code", {})
    settings = ("shared_buffers", "synchronous_commit", "fsync", "jit")
    rows = [
        ["command", f"`{m['command']}`"],
        ["date", m["date"]],
        [
            "data",
            f"{d.get('accounts', 0):,} accounts in 10 branches; {d.get('companies')} companies, "
            f"{d.get('users', 0):,} users, {d.get('posts', 0):,} posts",
        ],
        ["PostgreSQL", srv.get("server_version", "?")],
        ["server settings", ", ".join(f"{k}={srv[k]}" for k in settings if k in srv)],
        ["machine", f"{mach.get('cpus')} CPUs ({mach.get('cpu', '?')}), {mach.get('mem_gb')} GB"],
        ["variants", ", ".join(m["variants"])],
        ["code", f"commit {code.get('commit')}" + (" (modified)" * bool(code.get("core_dirty")))],
        ["duration", f"{m.get('seconds', '?')} s"],
    ]
    return _table(["run", ""], rows)


def _targets_table(results: dict) -> str:
    rows = [
        [
            t["desc"] + (f" ({t['note']})" if t.get("note") else ""),
            t["value_str"],
            t["target_str"],
            f"**{t['status']}**" if t["status"] == "FAIL" else t["status"],
        ]
        for t in results.get("targets", [])
    ]
    return _table(["target", "measured", "limit", "status"], rows)


def _latency_table(st: dict, anchor: dict | None = None) -> str:
    """One row per variant: median, p95, ratio, samples; small transactions also the one-by-one
    median and ratio. ``anchor`` adds the design brief's rows (``plain``, ``pg_ivm`` in ms)."""
    inter = st.get("interleaved")
    header = ["variant", "median", "p95", "ratio", "n"] + (["one by one (ratio)"] if inter else [])
    rows = []
    for name, label in VARIANTS.items():
        if "median_ms" not in st.get(name, {}):
            continue
        ratio = 1.0 if name == "plain" else _get(st, "ratio", name)
        row = [label, _fmt(st[name]["median_ms"], "ms"), _fmt(st[name]["p95_ms"], "ms")]
        row += [_fmt(ratio, "x"), st[name]["n"]]
        if inter:
            ri = 1.0 if name == "plain" else _get(inter, "ratio", name)
            row.append(f"{_fmt(_get(inter, name, 'median_ms'), 'ms')} ({_fmt(ri, 'x')})")
        rows.append(row)
    for label, ms in (anchor or {}).items():
        row = [f"*{label} (anchor)*", _fmt(ms, "ms"), "—", _fmt(ms / anchor["plain"], "x"), "—"]
        rows.append(row + ["—"] if inter else row)
    return _table(header, rows)


def _concurrency_table(c: dict, variants: list[str]) -> str:
    rows = []
    for v in variants:
        if f"{v}_1" not in c["tps"]:
            continue
        vs_plain = [_get(c, "throughput_ratio", f"{v}_{n}") for n in (1, 4)]
        rows.append(
            [
                VARIANTS.get(v, v),
                f"{c['tps'][f'{v}_1']:.0f}",
                f"{c['tps'].get(f'{v}_4', 0):.0f}",
                _fmt(c["scaling_4_vs_1"].get(v), "x"),
                *(_fmt(1.0 if v == "plain" else r, "x") for r in vs_plain),
            ]
        )
    header = ["variant", "tps, 1 writer", "tps, 4 writers", "4 vs 1", "vs plain (1)"]
    return _table([*header, "vs plain (4)"], rows)


def _w4_table(w: dict) -> str:
    rows = []
    for st in _w4(w):
        for name, label in VARIANTS.items():
            if name in st:
                plain = name == "plain"
                rows.append(
                    [
                        f"{st['rows']:,}",
                        label,
                        _fmt(st[name]["median_ms"], "ms"),
                        _fmt(1.0 if plain else _get(st, "ratio", name), "x"),
                        "—" if plain else _fmt(_get(st, "maintenance_ratio", name), "x"),
                        st[name]["n"],
                    ]
                )
    header = ["rows", "variant", "median", "ratio", "maintenance / statement", "n"]
    return _table(header, rows)


def _w5_tables(w5: dict) -> str:
    b = w5.get("build", {})
    rows = [
        ["CREATE MATERIALIZED VIEW", _fmt(_get(b, "create_mv", "median_ms"), "ms"), "1.00x"],
        [
            "CREATE MATERIALIZED VIEW + unique index",
            _fmt(_get(b, "create_mv_index", "median_ms"), "ms"),
            "—",
        ],
    ]
    for v, label in (("tview", "tview install"), ("ivm", "pg_ivm create_immv")):
        if v in b:
            ratio = _get(b, "ratio_vs_create_mv", v)
            rows.append([label, _fmt(b[v]["median_ms"], "ms"), _fmt(ratio, "x")])
    out = _table(["initial build of the W1 view", "median", "vs CREATE MV"], rows)
    dbt = w5.get("dbt") or {}
    if "skipped" in dbt or "error" in dbt:
        why = dbt.get("skipped") or dbt["error"]
        return out + f"\n\nUnchanged `dbt run`: not measured ({why})."
    if dbt:
        rows = [
            ["first `dbt run` (install)", _fmt(dbt["first_run_ms"], "ms")],
            ["second `dbt run` (unchanged)", _fmt(dbt["second_run_ms"], "ms")],
            ["`dbt parse` (start-up and parse, reference)", _fmt(dbt.get("dbt_parse_ms"), "ms")],
            ["tv_w1 rows written by the second run", dbt["data_work_rows"]],
            ["tv_w1 relfilenode unchanged", _fmt(dbt["filenode_unchanged"])],
        ]
        out += "\n\n" + _table(["`dbt run` of bench/dbt_project", "value"], rows)
    return out


def _consistent(w: dict) -> str:
    """Whether every tview equalled its view after its workload (`api.diff` empty)."""
    checks = [_get(w, "W1", "consistent"), _get(w, "W2", "consistent")]
    checks += list((_get(w, "W3", "consistent") or {}).values())
    vals = [v for c in checks if c for v in c.values()]
    if not vals:
        return "not run"
    return "yes" if all(v is True for v in vals) else f"**no** ({vals})"


def scale_markdown(sc: dict) -> str:
    """The scale notes (``python -m bench.scale``): one table per dimension."""
    m = sc["meta"]
    s = [
        "## Scale notes\n",
        f"`{m['command']}` ({m['date']}, PostgreSQL {m['server_version']}): how the tview's "
        "write cost grows with each dimension, the others held small; medians of both "
        "variants in one run.\n",
    ]
    for sec in sc.get("sections", []):
        s.append(f"**{sec['title']}**\n")
        s.append(_table(sec["header"], sec["rows"]))
        if sec.get("note"):
            s.append(f"\n{sec['note']}")
        s.append("")
    return "\n".join(s) + "\n"


def markdown(results: dict, scale_notes: dict | None = None) -> str:
    """docs/benchmarks.md: the method, the run, the targets, one section per workload and the
    scale notes."""
    m, w = results["meta"], results["workloads"]
    d = w.get("data", {})
    a = ANCHORS
    s = ["# Benchmarks\n", METHOD + "\n"]
    s.append(
        f"Reproduce with `{m['command']}` and `python -m bench.scale` (the scale notes); "
        "`python -m bench.report` redraws this page from `bench/results/`.\n"
    )
    s += ["## Run\n", _run_table(m, d)]
    s += [f"\n> {n}" for n in m.get("notes", [])]
    s += ["\n![overhead ratio per workload](img/overhead.png)\n", "## Targets\n"]
    s += [_targets_table(results), f"\nEach tview equals its view afterwards: {_consistent(w)}.\n"]
    failed = {k for k in ("W1", "W2", "W3", "W4") if "error" in (w.get(k) or {})}
    for name in sorted(failed):
        s.append(f"## {name}: failed\n\n```\n{w[name]['error']}\n```\n")
    if "W1" in w and "W1" not in failed:
        w1 = w["W1"]
        s.append(f"## W1: join ({d.get('accounts', 0):,} accounts ⋈ 10 branches, key aid)\n")
        s.append("**(a) 1-row UPDATE transaction**\n")
        s.append(_latency_table(w1["a_one_row"], a["w1_one_row"]))
        s.append("\n**(b) ten UPDATEs of one row in one transaction**\n")
        s.append(_latency_table(w1["b_ten_updates"], a["w1_ten_updates"]))
        if w1.get("c_concurrent"):
            c = w1["c_concurrent"]
            s.append(
                f"\n**(c) 1-row transactions, 4 writers on disjoint keys** ({c['rounds']} "
                f"rounds of {c['seconds_per_run']} s)\n"
            )
            s.append(_concurrency_table(c, m["variants"]))
        mv = _get(w1, "refresh_mv", "median_ms")
        s.append(f"\nREFRESH MATERIALIZED VIEW of the join: {_fmt(mv, 'ms')}.\n")
    if "W2" in w and "W2" not in failed:
        w2 = w["W2"]
        s.append(f"## W2: aggregate view (10 groups of {w2.get('rows_per_group', 0):,}, key bid)\n")
        s.append("**1-row UPDATE transaction**\n")
        s.append(_latency_table(w2["a_one_row"]))
        if w2.get("c_concurrent"):
            s.append("\n**4 writers on disjoint accounts sharing the 10 groups**\n")
            s.append(_concurrency_table(w2["c_concurrent"], m["variants"]))
        rows = [
            ["recompute one group", _fmt(_get(w2, "recompute_one_group", "median_ms"), "ms")],
            ["REFRESH MATERIALIZED VIEW", _fmt(_get(w2, "refresh_mv_w2", "median_ms"), "ms")],
        ]
        s.append("\n" + _table(["baseline", "median"], rows) + "\n")
    if "W3" in w and "W3" not in failed:
        w3 = w["W3"]
        s.append("## W3: four-level JSONB cascade (company → user → post → feed)\n")
        s.append(
            f"Renaming one company rewrites 1 + {w3.get('users_per_company')} + "
            f"{w3.get('posts_per_company')} + {w3.get('posts_per_company')} documents.\n"
        )
        s.append(_latency_table(w3["rename"]) + "\n")
    if "W4" in w and "W4" not in failed:
        s.append("## W4: one UPDATE of N consecutive accounts (W1 view, `fillfactor` 50)\n")
        s.append(_w4_table(w) + "\n")
    if "W5" in w:
        s.append("## W5: initial build and an unchanged `dbt run`\n")
        s.append(_w5_tables(w["W5"]) + "\n")
    for name in sorted(k for k in w if k not in KNOWN):
        s.append(generic_markdown(name, w[name]))
    if scale_notes:
        s.append(scale_markdown(scale_notes))
    return "\n".join(s).rstrip() + "\n"


KNOWN = {"data", "W1", "W2", "W3", "W4", "W5"}


def _timings(d: dict, path: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], dict]]:
    """Every part of a workload's results that times variants (has plain's median)."""
    if "median_ms" in d.get("plain", {}):
        return [(path, d)]
    out = []
    for k, v in d.items():
        if isinstance(v, dict):
            out += _timings(v, (*path, k))
    return out


def generic_markdown(name: str, res: dict) -> str:
    """A workload this report has no section of its own for: its description (``desc``) and
    one latency table per timed part of its results."""
    if "error" in res:
        return f"## {name}: failed\n\n```\n{res['error']}\n```\n"
    s = [f"## {name}" + (f": {res['desc']}" if res.get("desc") else "") + "\n"]
    for path, st in _timings(res):
        if path:
            s.append(f"**{' / '.join(path)}**\n")
        s.append(_latency_table(st) + "\n")
    return "\n".join(s)


def _load(path: Path) -> dict | None:
    """A results file, its targets recomputed with the current limits (None if absent)."""
    if not path.exists():
        return None
    res = json.loads(path.read_text())
    if "workloads" in res:
        res["targets"] = targets(res)
    return res


def write_docs(root: Path = ROOT) -> None:
    """docs/benchmarks.md and the plot from latest.json, with scale.json when present."""
    res_dir = root / "bench" / "results"
    results = _load(res_dir / "latest.json")
    if results is None:
        raise SystemExit(f"no main run in {res_dir / 'latest.json'}: run python -m bench.run")
    (root / "docs").mkdir(exist_ok=True)
    md = markdown(results, _load(res_dir / "scale.json"))
    online = _load(res_dir / "online.json")
    if online is not None:  # (W8: python -m bench.online)
        from bench.online import markdown as online_markdown  # noqa: PLC0415

        at = md.find("## Scale notes")
        at = len(md) if at < 0 else at
        md = md[:at] + online_markdown(online) + "\n" + md[at:]
    writers = _load(res_dir / "writers.json")
    if writers is not None:  # (W6, W7: python -m bench.writers)
        from bench.writers import markdown as writers_markdown  # noqa: PLC0415

        at = md.find("## Scale notes")
        at = len(md) if at < 0 else at
        md = md[:at] + writers_markdown(writers) + "\n" + md[at:]
    (root / "docs" / "benchmarks.md").write_text(md)
    plot(results, root / "docs" / "img" / "overhead.png")


if __name__ == "__main__":
    write_docs(ROOT)
    print("wrote docs/benchmarks.md and docs/img/overhead.png")
