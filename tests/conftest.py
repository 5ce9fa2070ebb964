"""Shared pytest fixtures: a throw-away PostgreSQL server, a database per test, dbt runs.
Helpers the test modules import live in helpers.py; tests/ holds one folder per level
(unit, db, dbt, spark, conformance, oracle, golden), each marked with its level.

Server selection (see dbt_tview/testing/pg.py): ``TVIEW_DSN`` (existing server) or
``TVIEW_PG=16`` (default, pgserver's embedded PostgreSQL 16) / ``TVIEW_PG=15`` (system binaries).

Fixtures
--------
pg_server            session: the ``dbt_tview.testing.pg`` server object
dsn                  function: libpq DSN of a fresh database named after the test
dsn_params           function: the same database as a dict (host, port, user, password, dbname)
conn                 function: psycopg2 connection to that database (autocommit off), closed after
dbt_project_factory  function: ``make(project_dir, dsn_params, target="dev", **profile) -> run``,
                     ``run(args: list[str]) -> (success: bool, output: str)``

How dbt runs: in-process through ``dbt.cli.main.dbtRunner`` by default. dbt 1.10/1.11 resets
adapters, flags, invocation id and the env-var context on every invocation, so runs against
different projects and databases do not leak into each other (checked in test_harness.py), and
an in-process run costs ~0.3-1 s instead of ~3-4 s for a fresh interpreter. Set
``TVIEW_DBT_SUBPROCESS=1`` (or ``make(..., in_subprocess=True)``) to run ``dbt`` in a child process
instead, e.g. when a test needs a pristine interpreter (changed Python code of the adapter,
Spark sessions, crash isolation). Either way dbt writes its ``target/`` and ``logs/`` to a temp
dir, never into the project directory, and anonymous usage stats are off (no network here).
"""

from __future__ import annotations

import os
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path

import psycopg2
import pytest
from helpers import GROUPED_SQL, make_dbt_runner  # noqa: F401  (fixtures below use them)

from dbt_tview.testing import pg

DbtRun = Callable[[list[str]], tuple[bool, str]]


# -- markers by level -----------------------------------------------------------------
# each folder of tests/ is one level; its tests carry the level's marker (`-m unit`, ...)
_LEVEL_MARKERS = {
    "unit": "unit",
    "db": "db",
    "golden": "db",
    "dbt": "dbt",
    "spark": "spark",
    "conformance": "conformance",
    "oracle": "oracle",
}


# modules whose tests bound the application's stalls in wall-clock time: a second test run
# beside them on this machine's two cores would be measured too (.ci/run runs them alone)
_TIMING_MODULES = {
    "db/test_online_algebraic.py",
    "db/test_online_key_change.py",
    "db/test_online_ops.py",
    "db/test_online_rebuild.py",
    "db/test_online_type_change.py",
    "spark/test_spark_swap.py",
}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    tests_dir = Path(__file__).resolve().parent
    for item in items:
        parts = Path(str(item.path)).resolve().relative_to(tests_dir).parts
        marker = _LEVEL_MARKERS.get(parts[0]) if len(parts) > 1 else None
        if marker:
            item.add_marker(marker)
        if "/".join(parts) in _TIMING_MODULES:
            item.add_marker("timing")


# -- PostgreSQL ---------------------------------------------------------------------------
@pytest.fixture(scope="session")
def pg_server() -> pg.Server:
    return pg.get_server()


@pytest.fixture
def test_database(pg_server: pg.Server, request: pytest.FixtureRequest) -> Iterator[str]:
    """Name of a fresh database for this test (dropped afterwards unless TVIEW_KEEP_DB=1)."""
    shared = isinstance(pg_server, pg.ExternalServer)
    name = pg.database_name(
        request.node.nodeid, request.node.name, unique=str(os.getpid()) if shared else ""
    )
    pg_server.create_database(name)
    yield name
    if not os.environ.get("TVIEW_KEEP_DB"):
        try:
            pg_server.drop_database(name)
        except psycopg2.Error as exc:  # e.g. a prepared transaction left behind
            warnings.warn(f"could not drop test database {name}: {exc}", stacklevel=1)


@pytest.fixture
def dsn(pg_server: pg.Server, test_database: str) -> str:
    return pg_server.dsn(test_database)


@pytest.fixture
def dsn_params(pg_server: pg.Server, test_database: str) -> dict:
    return pg_server.params(test_database)


@pytest.fixture
def conn(dsn: str) -> Iterator[psycopg2.extensions.connection]:
    c = psycopg2.connect(dsn)
    c.autocommit = False
    try:
        yield c
    finally:
        c.close()


@pytest.fixture
def db(conn, request):
    """``conn`` with the test module's ``SCHEMA_SQL`` (its sources) executed and committed."""
    schema = getattr(request.module, "SCHEMA_SQL", None)
    assert schema, f"{request.module.__name__} uses the db fixture: it must define SCHEMA_SQL"
    with conn.cursor() as cur:
        cur.execute(schema)
    conn.commit()
    return conn


# -- dbt ----------------------------------------------------------------------------------


@pytest.fixture
def grouped_sources(conn):
    """``make(rows)``: tb_g (groups 0-9) and tb_b (ids 1..rows, group id % 10), committed."""

    def make(rows: int):
        with conn.cursor() as cur:
            cur.execute(
                "CREATE TABLE tb_g (grp int PRIMARY KEY, label text);"
                "INSERT INTO tb_g SELECT g, 'g' || g FROM generate_series(0, 9) g;"
                "CREATE TABLE tb_b (id int PRIMARY KEY, grp int REFERENCES tb_g, v int);"
                f"INSERT INTO tb_b SELECT i, i % 10, 0 FROM generate_series(1, {int(rows)}) i;"
            )
        conn.commit()
        return conn

    return make


@pytest.fixture
def dbt_project_factory(tmp_path: Path):
    """Factory: profile a dbt project for a database and get a ``run(args)`` callable.

        run = dbt_project_factory(project_dir, dsn_params)            # target "dev"
        ok, out = run(["run", "--select", "tv_post"])
        assert ok, out

    Keyword arguments: ``target`` (default "dev"), ``schema`` (default "public"),
    ``threads`` (default 1), ``in_subprocess`` (default: env TVIEW_DBT_SUBPROCESS), ``env``
    (extra environment for the run) and any other dbt-postgres profile field.
    Module-scoped fixtures call ``make_dbt_runner(work_root, ...)`` directly.
    """

    def make(
        project_dir: str | os.PathLike, dsn_params: dict, *args: object, **kw: object
    ) -> DbtRun:
        return make_dbt_runner(tmp_path, project_dir, dsn_params, *args, **kw)

    return make


# -- Spark ---------------------------------------------------------------------------
@pytest.fixture(scope="module")
def spark():
    """A local[2] SparkSession for one test module (the Spark tests)."""
    pytest.importorskip("pyspark")
    pytest.importorskip("pyarrow")
    from spark_ext.session import get_spark

    s = get_spark(master="local[2]")
    yield s
    s.stop()
