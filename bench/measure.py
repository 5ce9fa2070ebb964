"""Client-side timing helpers: transactions on persistent psycopg2 connections."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterable, Sequence

Stmt = tuple[str, Sequence | None]


def summary(samples: Sequence[float]) -> dict:
    """Median, p95, mean, min and count of a list of milliseconds."""
    xs = sorted(samples)
    if not xs:
        return {"n": 0}
    p95 = xs[min(len(xs) - 1, int(round(0.95 * (len(xs) - 1))))]
    return {
        "n": len(xs),
        "median_ms": statistics.median(xs),
        "p95_ms": p95,
        "mean_ms": statistics.fmean(xs),
        "min_ms": xs[0],
    }


def run_txn(conn, stmts: Iterable[Stmt]) -> float:
    """Execute the statements then COMMIT; return elapsed milliseconds (client side)."""
    cur = conn.cursor()
    t0 = time.perf_counter()
    for sql, args in stmts:
        cur.execute(sql, args)
    conn.commit()
    dt = (time.perf_counter() - t0) * 1000.0
    cur.close()
    return dt


def alternate(
    conns: dict[str, object],
    make_txn: Callable[[int], list[Stmt]],
    rounds: int,
    warmup: int = 0,
    budget_s: float | None = None,
    min_rounds: int = 5,
) -> dict[str, list[float]]:
    """ABAB...: in each round run the same transaction once per variant, in a fixed order
    that is reversed every other round (so neither variant always runs first). Stops early
    once ``budget_s`` seconds have passed and ``min_rounds`` rounds were measured."""
    names = list(conns)
    out: dict[str, list[float]] = {n: [] for n in names}
    t0 = time.perf_counter()
    for i in range(-warmup, rounds):
        if budget_s is not None and i >= min_rounds and time.perf_counter() - t0 > budget_s:
            break
        stmts = make_txn(i)
        order = names if i % 2 == 0 else names[::-1]
        for n in order:
            dt = run_txn(conns[n], stmts)
            if i >= 0:
                out[n].append(dt)
    return out


def ratio(a: dict, b: dict, field: str = "median_ms") -> float | None:
    if not a.get(field) or not b.get(field):
        return None
    return a[field] / b[field]
