"""Generative correctness oracle (issue 3): random transactions against every query shape.

Env:
  TVIEW_ORACLE_EXAMPLES     examples per shape group (default 8; soak uses thousands)
  TVIEW_ORACLE_DERANDOMIZE  1 (default) = fixed seed per shape (crc32 of its name plus
                            TVIEW_ORACLE_SEED), reproducible CI; 0 = random seeds + example DB
  TVIEW_ORACLE_SHAPES       comma list of shape names / prefixes (default: all)
  TVIEW_ORACLE_API          core (default) | reference (validate the oracle itself)
  TVIEW_ORACLE_STATS        write the counters as JSON to this path at the end
  TVIEW_ORACLE_SHRINK       1 (default) shrink failures to a minimal transaction; 0 = report
                            the first failing example as found (faster when many shapes fail)
  TVIEW_ORACLE_SHRINK_SECONDS  cap on shrinking time per failing shape (default 60; hypothesis'
                            own cap is 300 s): keeps a failing CI run bounded
  TVIEW_ORACLE_DECLARE_UNIQUE  1 = install non-unique shapes with unique=False
  TVIEW_ORACLE_SHAPE_SECONDS   time budget per shape group: batches of 50 examples run
                            until it is spent (soak: a duration instead of a count)
"""

from __future__ import annotations

import os
import sys
import time
import zlib

import psycopg2
import pytest
from hypothesis import HealthCheck, Phase, given, seed, settings

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from oracle import known_bugs, reference, runner  # noqa: E402
from oracle.schema import SOURCES_DDL  # noqa: E402
from oracle.shapes import BY_NAME, CATALOG, Shape, selected  # noqa: E402
from oracle.txgen import examples_for  # noqa: E402

EXAMPLES = int(os.environ.get("TVIEW_ORACLE_EXAMPLES", "8"))

try:  # bound the time spent shrinking one failure (internal knob, best effort)
    from hypothesis.internal.conjecture import engine as _engine

    _engine.MAX_SHRINKING_SECONDS = int(os.environ.get("TVIEW_ORACLE_SHRINK_SECONDS", "60"))
except (ImportError, AttributeError):  # pragma: no cover
    pass
DERANDOMIZE = os.environ.get("TVIEW_ORACLE_DERANDOMIZE", "1") != "0"
SEED = int(os.environ.get("TVIEW_ORACLE_SEED", "0"))


def oracle_settings(max_examples=EXAMPLES, shrink=True):
    kw = dict(
        deadline=None,
        max_examples=max_examples,
        suppress_health_check=list(HealthCheck),
        print_blob=True,
    )
    if DERANDOMIZE:
        kw["database"] = None
    if os.environ.get("TVIEW_ORACLE_SHRINK", "1") == "0" or not shrink:
        kw["phases"] = [Phase.explicit, Phase.reuse, Phase.generate]
    return settings(**kw)


class _Summary:
    def pytest_terminal_summary(self, terminalreporter):
        terminalreporter.write_sep("-", "tview oracle")
        terminalreporter.write_line(runner.stats_summary())
        runner.dump_stats()


@pytest.fixture(scope="module", autouse=True)
def _oracle_summary(request):
    pm = request.config.pluginmanager
    if not pm.has_plugin("tview-oracle-summary"):
        pm.register(_Summary(), "tview-oracle-summary")
    yield


def run_shape(
    dsn, shape, api=None, max_examples=EXAMPLES, group=None, declare_unique=False, shrink=True
):
    r = runner.ShapeRunner(dsn, shape, api=api, group=group, declare_unique=declare_unique)
    budget = float(os.environ.get("TVIEW_ORACLE_SHAPE_SECONDS", "0"))
    try:
        r.setup()
        if budget <= 0:
            _given(r, shape, max_examples, shrink=shrink)()
            return
        # time-boxed (soak): batches of random examples until the budget or the count is spent
        deadline = time.time() + budget
        done = 0
        while done < max_examples and (done == 0 or time.time() < deadline):
            n = min(50, max_examples - done)
            _given(r, shape, n, batch=done, shrink=shrink)()
            done += n
    finally:
        r.close()


def _given(r, shape, n, batch=0, shrink=True):
    @oracle_settings(n, shrink)
    @given(ex=examples_for({t for s in r.group for t in s.sources}))
    def prop(ex):
        r.run_example(ex)

    if DERANDOMIZE:
        prop = seed(zlib.crc32(shape.name.encode()) + SEED + batch)(prop)
    return prop


def test_catalog_covers_the_issue():
    fams = {s.family for s in CATALOG}
    assert len(CATALOG) >= 30
    assert {
        "single",
        "join",
        "semi",
        "agg",
        "global",
        "distinct",
        "union",
        "cte",
        "subquery",
        "json",
        "stacked",
    } <= fams
    assert max(s.rank for s in CATALOG) == 3
    assert any(s.key == [] for s in CATALOG)
    assert any(len(s.key or []) > 1 for s in CATALOG)


# shapes whose test reproduces an open core bug: {shape name: bug id in known_bugs.BUGS}
# (nonunique-detect, which failed the six non-unique shapes, was fixed in 9a0f1be)
KNOWN_SHAPE_BUGS: dict[str, str] = {}


def _params():
    for s in selected():
        bug = KNOWN_SHAPE_BUGS.get(s.name)
        yield pytest.param(s, id=s.name, marks=[known_bugs.xfail(bug)] if bug else [])


@pytest.mark.parametrize("shape", list(_params()))
def test_oracle(shape, dsn):
    # a known, xfail-marked failure is not shrunk again (saves CI minutes) unless strict
    run_shape(dsn, shape, shrink=known_bugs.STRICT or shape.name not in KNOWN_SHAPE_BUGS)


def test_oracle_all_shapes_together(dsn):
    """Every shape installed in one database: tviews sharing sources, one queue, one flush."""
    group = sorted(CATALOG, key=lambda s: (s.rank, s.name))
    everything = Shape(name="all_shapes", sql="", key=None, sources=(), family="all")
    run_shape(dsn, everything, group=group, max_examples=max(2, EXAMPLES // 2))


def test_set_constraints_all_immediate(dsn):
    """Deterministic repro of the oracle's SetConstraints findings (minimal transaction)."""
    api = runner.backend.get_api()
    conn = psycopg2.connect(dsn)
    try:
        with conn.cursor() as cur:
            cur.execute(SOURCES_DDL)
            cur.execute("INSERT INTO tb_a VALUES (1, NULL, NULL, NULL, NULL)")
        conn.commit()
        api.ensure_runtime(conn)
        api.install(conn, name="tv_j_inner", sql=BY_NAME["j_inner"].sql, key=["id"])
        conn.commit()
        with conn.cursor() as cur:
            cur.execute("SET CONSTRAINTS ALL IMMEDIATE")
            cur.execute("INSERT INTO tb_b VALUES (1, 1, NULL, NULL)")
        conn.commit()
        assert api.diff(conn, name="tv_j_inner") == []
    finally:
        conn.close()


def test_nested_aggregate_set_constraints_cascade(dsn):
    """Soak 2 finding, shrunk: SET CONSTRAINTS ALL IMMEDIATE + cascading parent delete."""
    api = runner.backend.get_api()
    shape = BY_NAME["x_nested_agg"]
    conn = psycopg2.connect(dsn)
    try:
        with conn.cursor() as cur:
            cur.execute(SOURCES_DDL)
            cur.execute(
                "INSERT INTO tb_a (id) VALUES (1), (2), (3), (5);"
                "INSERT INTO tb_b (id, a_id) VALUES (1, 5)"
            )
        conn.commit()
        api.ensure_runtime(conn)
        api.install(conn, name=shape.tview, sql=shape.sql, key=shape.key)
        conn.commit()
        with conn.cursor() as cur:
            cur.execute("SET CONSTRAINTS ALL IMMEDIATE")
            cur.execute("DELETE FROM tb_a WHERE id = 5")
        conn.commit()
        assert api.diff(conn, name=shape.tview) == []
    finally:
        conn.close()


def test_oracle_catches_a_planted_bug(dsn, monkeypatch):
    """The oracle's own mutation test: a reference that never deletes must be caught."""
    monkeypatch.setenv("TVIEW_ORACLE_REFERENCE_BUG", "1")
    saved = runner.STATS.copy()
    try:
        with pytest.raises(runner.OracleFailure) as exc:
            run_shape(dsn, BY_NAME["g_count"], api=reference, max_examples=50, shrink=False)
    finally:
        runner.STATS.clear()
        runner.STATS.update(saved)
    assert "differs from its view" in str(exc.value)
