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


def runs(
    conns: dict[str, object],
    make_txn: Callable[[int], list[Stmt]],
    seconds: float,
    rounds: int,
    settle_s: float = 0.5,
) -> dict[str, list[list[float]]]:
    """Alternating runs, the way pgbench compares two setups: in each round every variant in
    turn runs transactions back to back on its own session for ``seconds`` (the order rotates
    from round to round); the first ``settle_s`` of each run are not kept. Every run replays
    the same transactions (``make_txn`` is called once per index and the result reused), so
    the variants write the same rows. Per variant, the kept samples of each run.

    Why runs and not transaction by transaction (:func:`alternate`): a short transaction
    measured right after the other variant's longer one runs in a machine whose CPUs are still
    awake, which biases the cheaper variant's figure (docs/decisions/0002)."""
    names = list(conns)
    out: dict[str, list[list[float]]] = {n: [] for n in names}
    txns: list[list[Stmt]] = []
    for r in range(rounds):
        order = names[r % len(names) :] + names[: r % len(names)]
        for n in order:
            kept: list[float] = []
            t0 = time.perf_counter()
            j = 0
            while True:
                now = time.perf_counter() - t0
                if now >= seconds:
                    break
                if j == len(txns):
                    txns.append(make_txn(j))
                dt = run_txn(conns[n], txns[j])
                if now >= settle_s:
                    kept.append(dt)
                j += 1
            out[n].append(kept)
    return out


def ratio(a: dict, b: dict, field: str = "median_ms") -> float | None:
    if not a.get(field) or not b.get(field):
        return None
    return a[field] / b[field]
