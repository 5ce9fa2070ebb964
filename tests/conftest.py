"""Shared pytest fixtures: a throw-away PostgreSQL server, a database per test, dbt runs.

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

import contextlib
import io
import os
import shutil
import subprocess
import sys
import threading
import time
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path

import psycopg2
import pytest

from dbt_tview.testing import pg

DbtRun = Callable[[list[str]], tuple[bool, str]]


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


# -- dbt ----------------------------------------------------------------------------------
# a table of rows in ten groups, and its groups: the bulk-statement tests' sources
GROUPED_SQL = "SELECT b.id, b.grp, b.v, g.label FROM tb_b b JOIN tb_g g ON g.grp = b.grp"


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


# SQL for the name of the transaction's private setting %s (see _session.sql.j2, tag_ready): the
# test sessions are superuser, which may read the session key
PRIVATE = "'tview.s' || currval('tview.session_key') || '_' || %s"


def session_stats(conn, tview: str):
    """``tview``'s row of tview.session_stats() in this session (flushes, keys, inserted,
    updated, deleted, whether a last flush is recorded), or None; ends the transaction."""
    with conn.cursor() as cur:
        cur.execute(
            "SELECT flushes, keys, inserted, updated, deleted, last_flush IS NOT NULL"
            " FROM tview.session_stats() WHERE tview = %s",
            (tview,),
        )
        row = cur.fetchone()
    conn.rollback()
    return row


def function_def(conn, regprocedure: str) -> str:
    """The definition of a function, by its regprocedure text (ends the transaction)."""
    with conn.cursor() as cur:
        cur.execute("SELECT pg_get_functiondef(%s::regprocedure)", (regprocedure,))
        (body,) = cur.fetchone()
    conn.rollback()
    return body


def run_statements(conn, *stmts: str) -> None:
    """Execute each statement in turn, in the connection's open transaction."""
    with conn.cursor() as cur:
        for s in stmts:
            cur.execute(s)


def commit_trigger(conn) -> str:
    """The definition of the commit trigger tview._on_commit() (ends the transaction)."""
    return function_def(conn, "tview._on_commit()")


def flush_function(conn, table: str) -> str:
    """The flush function f_N of the tview whose table is `table`, as a regprocedure text."""
    with conn.cursor() as cur:
        cur.execute(
            "SELECT 'tview.' || quote_ident('f_' || id) || '(boolean)' FROM tview.tview "
            "WHERE tbl_name = %s",
            (table,),
        )
        (f,) = cur.fetchone()
    conn.rollback()
    return f


@contextlib.contextmanager
def flush_function_refused(conn, table: str):
    """While inside, the flush function of `table`'s tview raises 'f_N called' (to tell what
    the commit trigger does without it); restored afterwards, committed either way."""
    f = flush_function(conn, table)
    with conn.cursor() as cur:
        cur.execute("SELECT pg_get_functiondef(%s::regprocedure)", (f,))
        (body,) = cur.fetchone()
        cur.execute(
            f"CREATE OR REPLACE FUNCTION {f.replace('(boolean)', '(p_capturing boolean)')} "
            "RETURNS void LANGUAGE plpgsql SET search_path = pg_catalog "
            "AS $$ BEGIN RAISE EXCEPTION 'f_N called'; END $$"
        )
    conn.commit()
    try:
        yield
    finally:
        conn.rollback()
        with conn.cursor() as cur:
            cur.execute(body)
        conn.commit()


def _yaml_str(value: object) -> str:
    return '"' + str(value).replace("\\", "\\\\").replace('"', '\\"') + '"'


def _project_profile_name(project_dir: Path) -> str | None:
    import yaml  # PyYAML is a dbt-core dependency

    data = yaml.safe_load((project_dir / "dbt_project.yml").read_text()) or {}
    return data.get("profile")


def _has_flag(args: list[str], flag: str) -> bool:
    return any(a == flag or a.startswith(flag + "=") for a in args)


def _dbt_executable() -> list[str]:
    exe = Path(sys.executable).with_name("dbt")
    if exe.exists():
        return [str(exe)]
    found = shutil.which("dbt")
    if found:
        return [found]
    return [sys.executable, "-c", "from dbt.cli.main import cli; cli()"]


@contextlib.contextmanager
def _patched_environ(values: dict[str, str]) -> Iterator[None]:
    saved = {k: os.environ.get(k) for k in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


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


_RUN_COUNTER = iter(range(1_000_000))


def make_dbt_runner(
    work_root: Path,
    project_dir: str | os.PathLike,
    dsn_params: dict,
    target: str = "dev",
    *,
    schema: str = "public",
    threads: int = 1,
    in_subprocess: bool | None = None,
    env: dict[str, str] | None = None,
    **profile_fields: object,
) -> DbtRun:
    project_dir = Path(project_dir).resolve()
    work = Path(work_root) / f"dbt-{next(_RUN_COUNTER)}"
    profiles_dir = work / "profiles"
    profiles_dir.mkdir(parents=True)
    profile = _project_profile_name(project_dir)
    fields = {
        "type": "tview",
        "host": dsn_params["host"],
        "port": dsn_params["port"],
        "user": dsn_params["user"],
        "pass": dsn_params.get("password") or "",
        "dbname": dsn_params["dbname"],
        "schema": schema,
        "threads": threads,
        **profile_fields,
    }
    lines = [f"{profile or 'tview'}:", f"  target: {target}", "  outputs:", f"    {target}:"]
    lines += [
        f"      {k}: {v if isinstance(v, int | bool) else _yaml_str(v)}" for k, v in fields.items()
    ]
    (profiles_dir / "profiles.yml").write_text("\n".join(lines) + "\n")

    run_env = {
        "DBT_SEND_ANONYMOUS_USAGE_STATS": "false",
        "DBT_USE_COLORS": "false",
        "DBT_VERSION_CHECK": "false",
        "DBT_LOG_PATH": str(work / "logs"),
        "DBT_TARGET_PATH": str(work / "target"),
        **(env or {}),
    }
    use_subprocess = (
        in_subprocess
        if in_subprocess is not None
        else os.environ.get("TVIEW_DBT_SUBPROCESS", "") not in ("", "0", "false")
    )

    def run(args: list[str]) -> tuple[bool, str]:
        args = list(args)
        if not _has_flag(args, "--project-dir"):
            args += ["--project-dir", str(project_dir)]
        if not _has_flag(args, "--profiles-dir"):
            args += ["--profiles-dir", str(profiles_dir)]
        if profile is None and not _has_flag(args, "--profile"):
            args += ["--profile", "tview"]
        if use_subprocess:
            return _run_subprocess(args, run_env, cwd=project_dir)
        return _run_in_process(args, run_env)

    run.profiles_dir = profiles_dir  # type: ignore[attr-defined]
    run.target_path = work / "target"  # type: ignore[attr-defined]
    return run


def _run_in_process(args: list[str], env: dict[str, str]) -> tuple[bool, str]:
    from dbt.cli.main import dbtRunner

    buf = io.StringIO()
    with _patched_environ(env), contextlib.redirect_stdout(buf), contextlib.redirect_stderr(buf):
        result = dbtRunner().invoke(args)
    out = buf.getvalue()
    if result.exception is not None:
        out += f"\n[dbtRunner exception] {type(result.exception).__name__}: {result.exception}"
    return bool(result.success), out


def _run_subprocess(args: list[str], env: dict[str, str], cwd: Path) -> tuple[bool, str]:
    proc = subprocess.run(
        [*_dbt_executable(), *args],
        env={**os.environ, **env},
        cwd=cwd,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=1800,
    )
    return proc.returncode == 0, proc.stdout


@contextlib.contextmanager
def built_dbt_project(
    work_root: Path, dbname: str, project_dir: Path, setup_sql: list[Path]
) -> Iterator[dict]:
    """A fresh database with the project's setup SQL applied and `dbt run` done.

    Yields {"dsn", "run", "project"}; drops the database afterwards. For module-scoped fixtures.
    """
    srv = pg.get_server()
    dsn = srv.create_database(dbname)
    with psycopg2.connect(dsn) as c, c.cursor() as cur:
        for f in setup_sql:
            cur.execute(Path(f).read_text())
    run = make_dbt_runner(work_root, project_dir, srv.params(dbname))
    ok, out = run(["run"])
    assert ok, out
    try:
        yield {"dsn": dsn, "run": run, "project": Path(project_dir)}
    finally:
        srv.drop_database(dbname)


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


def commit_or_code(conn, sql: str) -> str:
    """Run `sql` on `conn` and commit: "ok", or the SQLSTATE it failed with (rolled back)."""
    try:
        conn.cursor().execute(sql)
        conn.commit()
        return "ok"
    except psycopg2.Error as e:
        conn.rollback()
        return e.pgcode


def waits_behind_flushed_writer(dsn: str, level: int, t2_sql: str, t1_sql: str) -> str:
    """T2 (READ COMMITTED) runs `t2_sql` and flushes (tview.flush(), not committed); T1, at
    isolation `level`, runs `t1_sql` and commits in a thread. Asserts that T1 waits for T2,
    commits T2, and returns T1's outcome: "ok" or the SQLSTATE it failed with."""
    t1, t2 = psycopg2.connect(dsn), psycopg2.connect(dsn)
    t1.set_isolation_level(level)
    out: dict = {}

    def first():
        out["t1"] = commit_or_code(t1, t1_sql)

    try:
        t1.cursor().execute("SELECT 1")  # T1's snapshot predates T2's commit
        with t2.cursor() as cur:
            cur.execute(t2_sql)
            cur.execute("SELECT tview.flush()")
        th = threading.Thread(target=first)
        th.start()
        time.sleep(0.7)
        assert th.is_alive(), f"T1 did not wait for T2's flush: {out}"
        t2.commit()
        th.join(timeout=60)
        return out["t1"]
    finally:
        t1.close()
        t2.close()
