"""Helpers shared by the test modules (the fixtures are in conftest.py): SQL of the bulk
sources, the session's private settings and generated functions, dbt runners, and two-session
probes of the concurrency tests. Import as ``from helpers import ...`` (tests/ is on sys.path).
"""

from __future__ import annotations

import contextlib
import io
import os
import random
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import psycopg2
import psycopg2.errors
import pytest

from dbt_tview.testing import pg

DbtRun = Callable[[list[str]], tuple[bool, str]]


# a table of rows in ten groups, and its groups: the bulk-statement tests' sources
GROUPED_SQL = "SELECT b.id, b.grp, b.v, g.label FROM tb_b b JOIN tb_g g ON g.grp = b.grp"


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


def one(conn, sql: str, args=None):
    """The first column of the first row `sql` returns (None for no row), in the connection's
    open transaction."""
    with conn.cursor() as cur:
        cur.execute(sql, args or None)
        row = cur.fetchone()
    return row[0] if row else None


def one_committed(conn, sql: str, args=None):
    """``one`` then COMMIT: a poll that keeps no lock between calls (DDL under way waits for
    none) and sees what commits after it."""
    value = one(conn, sql, args)
    conn.commit()
    return value


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
    """dbt in this interpreter, with ``env`` patched into ``os.environ`` for the run. Setting
    a new variable may move the C environment while another thread's libpq reads it in
    ``connect`` (glibc's setenv and getenv are not safe together): a test's threads connect
    before the run, as ``Writers`` does, never during it."""
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


def sleepy_function(
    name: str, args: str, returns: str, volatility: str, body: str, sleep_s: float
) -> str:
    """``CREATE OR REPLACE FUNCTION name(args) RETURNS returns``: every call sleeps
    ``sleep_s``, then runs ``body`` (PL/pgSQL statements). A view that calls it costs that much
    per row while a test makes it slow; replacing the body keeps the function's OID, so views
    and tviews that use it are left alone (a table read would be refused in the view)."""
    return (
        f"CREATE OR REPLACE FUNCTION {name}({args}) RETURNS {returns} LANGUAGE plpgsql "
        f"{volatility} AS "
        f"$$BEGIN IF {float(sleep_s)} > 0 THEN PERFORM pg_sleep({float(sleep_s)}); END IF; "
        f"{body} END$$"
    )


class Writers:
    """Threads of short application transactions, each ``write(cursor, thread, iteration,
    rnd)`` then COMMIT, run while a ``with`` block does an operation: every transaction's
    duration is recorded (the longest is the stall the operation caused), failures too."""

    def __init__(
        self,
        dsn: str,
        write: Callable[[object, int, int, random.Random], None],
        n: int = 3,
        pause: float = 0.01,
        warmup: float = 0.5,
    ) -> None:
        self.dsn, self.write, self.n, self.pause, self.warmup = dsn, write, n, pause, warmup
        self.stop = threading.Event()
        self.latencies: list[float] = []
        self.spans: list[tuple[float, float]] = []  # (start, end) of each, time.monotonic()
        self.errors: list[str] = []
        self.threads = [threading.Thread(target=self._run, args=(i,)) for i in range(n)]
        self.connected = [threading.Event() for _ in range(n)]

    def _run(self, i: int) -> None:
        rnd = random.Random(i)
        # (a bound on every statement: a session the test leaves holding locks fails the writers
        # instead of hanging the test in __exit__)
        try:
            c = psycopg2.connect(self.dsn, options="-c statement_timeout=60000")
        except psycopg2.Error as e:  # (a writer that never ran is the test's failure too)
            self.errors.append(f"connect: {e}")
            return
        finally:
            self.connected[i].set()
        try:
            j = 0
            while not self.stop.is_set():
                j += 1
                t0 = time.monotonic()
                try:
                    with c.cursor() as cur:
                        self.write(cur, i, j, rnd)
                    c.commit()
                except psycopg2.Error as e:
                    c.rollback()
                    self.errors.append(f"{e.pgcode}: {e}")
                t1 = time.monotonic()
                self.latencies.append(t1 - t0)
                self.spans.append((t0, t1))
                time.sleep(self.pause)
        finally:
            c.close()

    def __enter__(self) -> Writers:
        for t in self.threads:
            t.start()
        # Every thread has connected before the block runs: an in-process dbt run patches the
        # environment (see _run_in_process), and libpq reads it while it connects.
        for ready in self.connected:
            ready.wait(60)
        time.sleep(self.warmup)
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        for t in self.threads:
            t.join()

    @property
    def stall(self) -> float:
        return max(self.latencies, default=0.0)

    def stall_within(self, start: float, end: float) -> float:
        """The longest transaction that overlapped [start, end] (time.monotonic())."""
        return max((b - a for a, b in self.spans if b >= start and a <= end), default=0.0)


def health(conn, name: str, schema: str = "public") -> str:
    """tview.status()'s health of tview `schema.name` (the connection's transaction rolled back)."""
    h = one(conn, "SELECT health FROM tview.status() WHERE tview = %s", (f"{schema}.{name}",))
    conn.rollback()
    return h


def icu_collation_or_skip(conn, name: str = "ci") -> None:
    """Create `name`, a case-insensitive (non-deterministic) ICU collation, or skip the test
    when the server has no ICU (pgserver's PostgreSQL 16 is built without it, yet lists the
    ICU collation "unicode"; TVIEW_PG=15 has ICU)."""
    run_statements(conn, "SAVEPOINT icu_probe")
    try:
        run_statements(
            conn,
            f"CREATE COLLATION IF NOT EXISTS {name} (provider = icu, "
            "locale = 'und-u-ks-level2', deterministic = false)",
        )
    except psycopg2.errors.FeatureNotSupported as e:
        conn.rollback()
        pytest.skip(f"this PostgreSQL has no ICU ({str(e).strip()}): use TVIEW_PG=15")
    run_statements(conn, "RELEASE SAVEPOINT icu_probe")
