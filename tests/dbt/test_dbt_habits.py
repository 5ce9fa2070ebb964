"""Issue 39: dbt habits, through real `dbt` invocations as a non-superuser role.

The dbt role has SELECT and TRIGGER on the application's tables (owned by another role),
CREATE on its target schema and owns the pre-created runtime schema; the application role has
DML only. Checked: tview_status fails when a tview needs attention; the warnings go through
dbt's event system (--warn-error); the SQL the materialization runs is in target/run and
logs/dbt.log; retired models are reported and dropped by operations; dropping an upstream
tview, a view or a source never breaks the application's writes to other tables.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import psycopg2
import pytest
from helpers import make_dbt_runner

from dbt_tview import api
from dbt_tview.testing import pg

ROOT = Path(__file__).resolve().parents[2]
PROJECT = Path(__file__).resolve().parents[1] / "projects" / "habits"

pytestmark = pytest.mark.dbt

# What the dbt role is granted on the application's tables: the least the README documents.
SOURCE_PRIVILEGES = "SELECT, TRIGGER"


class Env:
    """A database with the habits project's tables, a dbt role and an application role."""

    def __init__(self, work: Path, dbname: str) -> None:
        self.srv = pg.get_server()
        self.dbname = dbname
        self.su_dsn = self.srv.create_database(dbname)
        sfx = uuid.uuid4().hex[:6]
        self.dbt_role, self.app_role = f"tvh_dbt_{sfx}", f"tvh_app_{sfx}"
        self.project = work / "project"
        shutil.copytree(PROJECT, self.project)
        self.su(
            f"CREATE ROLE {self.dbt_role} LOGIN PASSWORD 'pw';"
            f"CREATE ROLE {self.app_role} LOGIN PASSWORD 'pw';"
            f"GRANT CONNECT, TEMP ON DATABASE {dbname} TO {self.dbt_role}, {self.app_role};"
            + (PROJECT / "setup.sql").read_text()
            + "CREATE SCHEMA analytics;"
            f"GRANT USAGE, CREATE ON SCHEMA analytics TO {self.dbt_role};"
            f"GRANT USAGE ON SCHEMA analytics TO {self.app_role};"
            f"CREATE SCHEMA tview AUTHORIZATION {self.dbt_role};"
            f"GRANT USAGE ON SCHEMA shop TO {self.dbt_role}, {self.app_role};"
            f"GRANT {SOURCE_PRIVILEGES} ON ALL TABLES IN SCHEMA shop TO {self.dbt_role};"
            f"GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA shop "
            f"TO {self.app_role};"
        )
        params = {**self.srv.params(dbname), "user": self.dbt_role, "password": "pw"}
        self.params = params
        self.run = make_dbt_runner(work, self.project, params, schema="analytics")
        self.logs = self.run.target_path.parent / "logs"

    def su(self, sql: str, params: tuple | None = None) -> list[tuple]:
        with psycopg2.connect(self.su_dsn) as c, c.cursor() as cur:
            cur.execute(sql, params)
            return cur.fetchall() if cur.description else []

    def app(self, sql: str) -> None:
        """A write by the application role, committed (its commit runs the flush)."""
        p = {**self.srv.params(self.dbname), "user": self.app_role, "password": "pw"}
        with psycopg2.connect(**p) as c, c.cursor() as cur:
            cur.execute(sql)

    def diff(self, name: str) -> list:
        with psycopg2.connect(self.su_dsn) as c:
            return api.diff(c, name=name, schema="analytics")

    def model(self, name: str, sql: str | None) -> None:
        path = self.project / "models" / f"{name}.sql"
        if sql is None:
            path.unlink(missing_ok=True)
        else:
            path.write_text(sql)

    def close(self) -> None:
        self.srv.drop_database(self.dbname)
        with psycopg2.connect(self.srv.dsn()) as c, c.cursor() as cur:
            cur.execute(f"DROP ROLE IF EXISTS {self.dbt_role}, {self.app_role}")


@pytest.fixture
def env(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Env]:
    name = pg.database_name(request.node.nodeid, request.node.name)
    e = Env(tmp_path, name)
    ok, out = e.run(["run"])
    assert ok, out
    try:
        yield e
    finally:
        e.close()


def test_tview_status_fails_when_a_tview_needs_attention(env: Env) -> None:
    ok, out = env.run(["run-operation", "tview_status"])
    assert ok, out
    assert "analytics.tv_customer_orders" in out and "need attention" not in out
    env.su("ALTER TABLE shop.tb_order DISABLE TRIGGER USER")
    ok, out = env.run(["run-operation", "tview_status"])
    assert not ok, out
    assert "1 tview(s) need attention: analytics.tv_customer_orders" in out, out
    assert "triggers missing or disabled" in out  # the table is printed before the error
    ok, out = env.run(["run-operation", "tview_status", "--args", "{fail: false}"])
    assert ok and "need attention" in out, out
    ok, out = env.run(["test"])  # the README's tview_healthy example
    assert not ok and "tview_healthy" in out, out


UNORDERED = (
    "{{ config(materialized='tview', key='id') }}\n"
    "select c.id, (select jsonb_agg(o.amount) from {{ source('shop', 'tb_order') }} o "
    "where o.customer_id = c.id) as amounts from {{ source('shop', 'tb_customer') }} c"
)
WINDOWED = (
    "{{ config(materialized='tview', key='id') }}\n"
    "select o.id, o.amount, rank() over (order by o.amount) as place "
    "from {{ source('shop', 'tb_order') }} o"
)


def test_warnings_go_through_dbt_events_and_warn_error_fails_before_any_change(env: Env) -> None:
    env.model("tv_unordered", UNORDERED)
    env.model("tv_windowed", WINDOWED)
    exists = "SELECT to_regclass('analytics.tv_unordered'), to_regclass('analytics.tv_windowed')"
    for args in (
        ["--warn-error", "run", "--select", "tv_unordered"],
        ["--warn-error-options", '{"error": ["JinjaLogWarning"]}', "run", "-s", "tv_windowed"],
    ):
        ok, out = env.run(args)
        assert not ok, out
    assert "jsonb_agg without ORDER BY" in out or "recomputes the whole tview" in out
    assert env.su(exists) == [(None, None)]  # refused before anything was built
    ok, out = env.run(["run", "--select", "tv_unordered", "tv_windowed"])
    assert ok, out
    assert "jsonb_agg without ORDER BY" in out
    assert "source shop.tb_order: every write to it recomputes the whole tview" in out, out
    assert "window function" in out
    assert "Completed successfully" in out and "WARN=2" not in out  # warnings, not errors
    # an unchanged tview keeps warning; --warn-error fails and leaves it as it was
    installed = "SELECT installed_at FROM tview.tview WHERE tbl_name = 'tv_windowed'"
    before = env.su(installed)
    env.model("tv_windowed", WINDOWED.replace("rank()", "dense_rank()"))
    ok, out = env.run(["--warn-error", "run", "--select", "tv_windowed"])
    assert not ok and "recomputes the whole tview" in out, out
    assert env.su(installed) == before
    env.app("UPDATE shop.tb_order SET amount = amount + 1 WHERE id = 3")
    assert env.diff("tv_windowed") == []


def test_the_sql_the_materialization_runs_is_in_target_run_and_the_debug_log(env: Env) -> None:
    (path,) = env.run.target_path.glob("run/tview_habits/models/tv_customer.sql")
    text = path.read_text()
    assert "-- tview model tv_customer" in text and "--   key: (id)" in text
    assert "--   source shop.tb_customer: direct" in text, text
    assert 'CREATE OR REPLACE VIEW "analytics"."v_customer"' in text, text
    assert "CREATE OR REPLACE FUNCTION" in text and "TRIGGER" in text, text
    assert "SELECT c.oid, n.nspname, c.relname, c.relkind" not in text  # (catalog reads: log)
    log = (env.logs / "dbt.log").read_text()
    assert 'CREATE OR REPLACE VIEW "analytics"."v_customer"' in log
    assert "SELECT c.oid, n.nspname, c.relname, c.relkind" in log
    # an unchanged model: its plan, and no statement that changed anything
    ok, out = env.run(["run", "--select", "tv_customer"])
    assert ok, out
    text = path.read_text()
    assert text.startswith("-- tview: unchanged") and "CREATE" not in text, text


def test_an_upstream_switched_to_table_detaches_the_downstream_and_writes_go_on(env: Env) -> None:
    """dbt replaces tv_customer by a table: it drops the old one with CASCADE, which takes
    tv_customer_orders' view along. The application's writes to tb_order (the downstream
    tview's other source) still commit, tview_status says what happened, and the next dbt run
    installs the downstream tview again on the new table."""
    ok, out = env.run(["run", "--select", "tv_customer", "--vars", "{customer_mat: table}"])
    assert ok, out
    assert "analytics.tv_customer_orders: detached" in out, out
    env.app("UPDATE shop.tb_order SET amount = amount + 1 WHERE id = 1")
    env.app("INSERT INTO shop.tb_order VALUES (1000, 2, 5)")
    ok, out = env.run(["run-operation", "tview_status"])
    assert not ok and "detached: analytics.tv_customer__dbt_backup was dropped" in out, out
    ok, out = env.run(["test"])
    assert not ok and "tview_healthy" in out, out
    ok, out = env.run(["run", "--vars", "{customer_mat: table}"])
    assert ok, out
    env.app("UPDATE shop.tb_order SET amount = amount + 1 WHERE id = 2")
    assert env.diff("tv_customer_orders") == []
    ok, out = env.run(["run-operation", "tview_status"])
    assert ok, out


ORDER_NAMES = (
    "{{ config(materialized='tview', key='id') }}\n"
    "select o.id, o.amount, c.name from {{ source('shop', 'tb_order') }} o "
    "join {{ source('shop', 'tb_customer') }} c on c.id = o.customer_id"
)
CUSTOMERS = (
    "CREATE TABLE shop.tb_customer (id int PRIMARY KEY, name text NOT NULL);"
    "INSERT INTO shop.tb_customer SELECT g, 'c' || g FROM generate_series(1, 20) g;"
)


def test_a_source_dropped_with_cascade_outside_dbt_leaves_the_other_sources_writable(
    env: Env,
) -> None:
    """The owner of tb_customer (a role of its own, not the owner of tb_order) drops it with
    CASCADE, which takes the views of the tviews reading it: the triggers those tviews have
    on tb_order go with them (their WHEN names the view), so the application's writes to
    tb_order commit; tview_status says what happened, dbt run says the source is missing, and
    once it is back dbt run installs the tviews again."""
    env.model("tv_order_names", ORDER_NAMES)
    ok, out = env.run(["run", "--select", "tv_order_names"])
    assert ok, out
    owner = f"{env.dbt_role}_own"
    env.su(
        f"CREATE ROLE {owner} LOGIN PASSWORD 'pw'; GRANT USAGE ON SCHEMA shop TO {owner};"
        f"ALTER TABLE shop.tb_customer OWNER TO {owner}"
    )
    try:
        p = {**env.params, "user": owner}
        with psycopg2.connect(**p) as c, c.cursor() as cur:
            cur.execute("DROP TABLE shop.tb_customer CASCADE")
    finally:
        env.su(f"DROP OWNED BY {owner}; DROP ROLE {owner}")
    env.app("UPDATE shop.tb_order SET amount = amount + 1 WHERE id = 1")
    env.app("INSERT INTO shop.tb_order VALUES (1000, 2, 5)")
    ok, out = env.run(["run-operation", "tview_status"])
    assert not ok, out
    assert "view analytics.v_order_names dropped (DROP ... CASCADE" in out, out
    assert "dbt run installs it again once what it reads exists" in out, out
    assert "triggers missing or disabled" not in out, out
    ok, out = env.run(["run", "--select", "tv_order_names"])
    assert not ok and 'relation "shop.tb_customer" does not exist: build the upstream' in out, out
    env.su(
        CUSTOMERS + f"GRANT {SOURCE_PRIVILEGES} ON shop.tb_customer TO {env.dbt_role};"
        f"GRANT SELECT, INSERT, UPDATE, DELETE ON shop.tb_customer TO {env.app_role}"
    )
    ok, out = env.run(["run"])
    assert ok, out
    env.app(
        "UPDATE shop.tb_order SET amount = amount + 1 WHERE id = 2;"
        "UPDATE shop.tb_customer SET name = 'z' WHERE id = 3"
    )
    for tv in ("tv_order_names", "tv_customer", "tv_customer_orders"):
        assert env.diff(tv) == [], tv
    ok, out = env.run(["run-operation", "tview_status"])
    assert ok, out


def test_an_upstream_tview_dropped_outside_dbt_leaves_the_other_sources_writable(
    env: Env,
) -> None:
    """tv_customer's table dropped with CASCADE outside dbt (as a switch to a table by hand
    does) takes tv_customer_orders' view and, with it, its triggers on tb_order: the
    application's writes to tb_order commit. A plain DROP of a tview's view or table is
    refused, naming the triggers that depend on it."""
    for ddl in ("DROP VIEW analytics.v_customer_orders", "DROP TABLE analytics.tv_customer_orders"):
        with pytest.raises(psycopg2.errors.DependentObjectsStillExist, match="trigger tview_"):
            env.su(ddl)
    with psycopg2.connect(**env.params) as c, c.cursor() as cur:  # (as the dbt role)
        cur.execute(
            "DROP TABLE analytics.tv_customer CASCADE; "
            "CREATE TABLE analytics.tv_customer AS SELECT * FROM shop.tb_customer"
        )
    env.app("UPDATE shop.tb_order SET amount = amount + 1 WHERE id = 1")
    ok, out = env.run(["run-operation", "tview_status"])
    assert not ok and "view analytics.v_customer_orders dropped" in out, out
    ok, out = env.run(["run"])
    assert ok, out
    env.app(
        "UPDATE shop.tb_order SET amount = amount + 1 WHERE id = 2;"
        "UPDATE shop.tb_customer SET name = 'z' WHERE id = 3"
    )
    assert env.diff("tv_customer") == [] and env.diff("tv_customer_orders") == []
    ok, out = env.run(["run-operation", "tview_status"])
    assert ok, out


def test_retired_models_are_reported_and_dropped_by_name_or_in_bulk(env: Env) -> None:
    note = "{{ config(materialized='tview', key='id') }}\n" + (
        "select id, body from {{ source('shop', 'tb_note') }}"
    )
    env.model("tv_note", note)
    ok, out = env.run(["run", "--select", "tv_note"])
    assert ok, out
    env.model("tv_note", None)
    env.model("tv_customer_orders", None)
    (env.project / "models" / "schema.yml").unlink()
    ok, out = env.run(["run"])
    assert ok, out
    for tv in ("analytics.tv_note", "analytics.tv_customer_orders"):
        assert out.count(f"tview {tv}: in the catalog, but no model of this project") == 1, out
    ok, out = env.run(["--warn-error", "run"])
    assert not ok and "no model of this project defines it" in out, out
    ok, out = env.run(["run-operation", "tview_drop", "--args", "{model: analytics.tv_note}"])
    assert ok, out
    ok, out = env.run(["run-operation", "tview_drop_orphans"])
    assert ok and "would drop analytics.tv_customer_orders (dry run" in out, out
    assert "tv_note" not in out
    live = "SELECT tbl_name FROM tview.tview ORDER BY 1"
    assert env.su(live) == [("tv_customer",), ("tv_customer_orders",)]
    ok, out = env.run(["run-operation", "tview_drop_orphans", "--args", "{dry_run: false}"])
    assert ok and "dropped analytics.tv_customer_orders" in out, out
    assert env.su(live) == [("tv_customer",)]
    assert env.su(
        "SELECT to_regclass('analytics.tv_customer_orders'), to_regclass('analytics.tv_note'),"
        " (SELECT count(*) FROM pg_trigger WHERE tgrelid IN ('shop.tb_order'::regclass,"
        " 'shop.tb_note'::regclass, 'analytics.tv_customer'::regclass) AND NOT tgisinternal)"
    ) == [(None, None, 0)]
    env.app("UPDATE shop.tb_order SET amount = 0; UPDATE shop.tb_customer SET name = 'x'")
    assert env.diff("tv_customer") == []
    ok, out = env.run(["--warn-error", "run"])
    assert ok and "no model of this project" not in out, out


# A Python started with this first cannot import the [spark] and [dev] extras' modules: what a
# `pip install dbt-tview` (the core alone) has.
LEAN = """
import sys
BLOCKED = ("pyspark", "pyarrow", "pandas", "pgserver", "matplotlib", "dbt.adapters.spark")
class Block:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in BLOCKED or name.startswith(BLOCKED):
            raise ModuleNotFoundError(f"No module named {name!r} (blocked)", name=name)
sys.meta_path.insert(0, Block())
"""


def _lean_python(code: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", LEAN + code],
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, **(env or {})},
        cwd=ROOT,
    )


def test_the_core_imports_nothing_of_the_extras() -> None:
    proc = _lean_python(
        "import dbt_tview, dbt_tview.api, dbt_tview.adapter, dbt_tview.plugin\n"
        "import dbt.adapters.tview, spark_ext, spark_ext.backfill\n"
        "mods = [m for m in sys.modules if m.split('.')[0] in BLOCKED]\n"
        "assert not mods, mods\n"
        "try:\n"
        "    spark_ext.require_spark()\n"
        "except spark_ext.SparkExtraMissing as e:\n"
        "    print(e)\n"
    )
    assert proc.returncode == 0, proc.stderr
    assert "pip install 'dbt-tview[spark]'" in proc.stdout and "pyspark" in proc.stdout


def test_dbt_runs_without_the_extras_and_a_spark_backfill_says_what_to_install(env: Env) -> None:
    work = env.run.target_path.parent
    dbt = (
        "from dbt.cli.main import dbtRunner\n"
        "r = dbtRunner().invoke(sys.argv[1:])\n"
        "sys.exit(0 if r.success else 1)\n"
    )
    run_env = {
        "DBT_SEND_ANONYMOUS_USAGE_STATS": "false",
        "DBT_LOG_PATH": str(work / "logs"),
        "DBT_TARGET_PATH": str(work / "target"),
        "PYTHONPATH": str(ROOT),
    }
    common = ["--project-dir", str(env.project), "--profiles-dir", str(env.run.profiles_dir)]

    def lean_dbt(*args: str) -> tuple[bool, str]:
        proc = subprocess.run(
            [sys.executable, "-c", LEAN + dbt, *args, *common],
            capture_output=True,
            text=True,
            timeout=300,
            env={**os.environ, **run_env},
            cwd=env.project,
        )
        return proc.returncode == 0, proc.stdout + proc.stderr

    ok, out = lean_dbt("run", "--full-refresh", "--select", "tv_customer_orders")
    assert ok, out
    ok, out = lean_dbt("run-operation", "tview_status")
    assert ok, out
    ok, out = lean_dbt(
        "run-operation", "tview_backfill", "--args", "{select: [tv_customer_orders], force: true}"
    )
    assert not ok
    assert "needs pyspark, pyarrow, pandas" in out and "pip install 'dbt-tview[spark]'" in out, out


def test_select_and_trigger_are_enough_to_install_rebuild_and_drop(env: Env) -> None:
    """The dbt role holds SELECT and TRIGGER on the sources (owned by another role), CREATE on
    its target schema and owns the pre-created runtime schema: create (the fixture), rebuild
    with a changed model, --full-refresh and drop all work."""
    assert env.su(
        "SELECT has_table_privilege(%s, 'shop.tb_customer', 'UPDATE, DELETE, TRUNCATE'), "
        "has_database_privilege(%s, current_database(), 'CREATE')",
        (env.dbt_role, env.dbt_role),
    ) == [(False, False)]
    env.model(
        "tv_customer",
        "{{ config(materialized='tview', key='id') }}\n"
        "select c.id, upper(c.name) as name from {{ source('shop', 'tb_customer') }} c",
    )
    for args in (["run"], ["run", "--full-refresh"]):
        ok, out = env.run(args)
        assert ok, out
        env.app("UPDATE shop.tb_customer SET id = id + 100, name = 'k' WHERE id = 3")
        env.app("INSERT INTO shop.tb_order VALUES (2000 + (random() * 1000)::int, 7, 1)")
        assert env.diff("tv_customer") == [] and env.diff("tv_customer_orders") == []
    assert env.su("SELECT name FROM analytics.tv_customer WHERE id = 103") == [("K",)]
    ok, out = env.run(["run-operation", "tview_drop", "--args", "{model: tv_customer_orders}"])
    assert ok, out
    assert env.su("SELECT count(*) FROM pg_trigger WHERE tgrelid = 'shop.tb_order'::regclass") == [
        (0,)
    ]


def test_a_missing_privilege_is_named_before_anything_changes(env: Env) -> None:
    env.su(f"REVOKE TRIGGER ON shop.tb_note FROM {env.dbt_role}")
    env.model(
        "tv_note",
        "{{ config(materialized='tview', key='id') }}\nselect id, body from "
        "{{ source('shop', 'tb_note') }}",
    )
    ok, out = env.run(["run", "--select", "tv_note"])
    assert not ok
    assert "TRIGGER on table shop.tb_note" in out, out
    assert f"GRANT TRIGGER ON shop.tb_note TO {env.dbt_role};" in out, out
    assert env.su("SELECT to_regclass('analytics.tv_note'), to_regclass('analytics.v_note')") == [
        (None, None)
    ]
    env.su(f"REVOKE CREATE ON SCHEMA analytics FROM {env.dbt_role}")
    env.su(f"GRANT TRIGGER ON shop.tb_note TO {env.dbt_role}")
    ok, out = env.run(["run", "--select", "tv_note"])
    assert not ok
    assert "CREATE on schema analytics" in out, out
    env.su("DROP SCHEMA tview CASCADE")  # (and the maintenance of the fixture's tviews)
    ok, out = env.run(["run", "--select", "tv_note"])
    assert not ok
    assert "to create the runtime schema tview" in out and "AUTHORIZATION" in out, out
    assert env.su("SELECT to_regnamespace('tview')") == [(None,)]


def test_an_install_holds_writers_off_without_lock_privilege(env: Env) -> None:
    """The install's transaction holds writers to the sources until it ends (no change slips
    between its snapshot and its triggers), through the lock CREATE TRIGGER takes."""
    c = psycopg2.connect(**env.params)
    try:
        with c.cursor() as cur:
            api.install(
                c,
                name="tv_n",
                schema="analytics",
                sql="SELECT id, body FROM shop.tb_note",
                key=["id"],
            )
        app = {**env.srv.params(env.dbname), "user": env.app_role, "password": "pw"}
        with psycopg2.connect(**app) as w, w.cursor() as cur:
            cur.execute("SET lock_timeout = '300ms'")
            with pytest.raises(psycopg2.errors.LockNotAvailable):
                cur.execute("INSERT INTO shop.tb_note VALUES (99, 'late')")
        c.commit()
    finally:
        c.close()
    env.app("INSERT INTO shop.tb_note VALUES (99, 'late')")
    assert env.diff("tv_n") == []
    assert env.su("SELECT count(*) FROM pg_trigger WHERE tgname = 'tview_install_hold'") == [(0,)]


def test_syntax_errors_unique_key_violations_and_ranks(env: Env) -> None:
    """A syntax error says so, with its line; a key declared unique that a write duplicates is
    reported by tview_status with the remedy, and tview_refresh fails saying the same; a model
    that becomes a tview ranks the tviews that read it after itself."""
    env.model(
        "tv_note",
        "{{ config(materialized='tview', key='id') }}\nselect id,\n  body ||\nfrom "
        "{{ source('shop', 'tb_note') }}",
    )
    ok, out = env.run(["run", "--select", "tv_note"])
    assert not ok
    assert "tview model 'tv_note': syntax error at line 3 of the compiled SQL" in out, out
    assert 'at or near "from"' in out and "is not supported" not in out, out
    env.model(
        "tv_note",
        "{{ config(materialized='tview', unique_key='k') }}\nselect id % 6 as k, body from "
        "{{ source('shop', 'tb_note') }}",
    )
    ok, out = env.run(["run", "--select", "tv_note"])
    assert ok, out
    env.app("INSERT INTO shop.tb_note VALUES (7, 'seven')")  # k = 1 twice
    ok, out = env.run(["run-operation", "tview_status"])
    assert not ok
    assert "key (k) is declared unique, but the view has more than one row" in out, out
    assert "drop unique_key / unique" in out
    ok, out = env.run(["run-operation", "tview_refresh", "--args", "{model: tv_note}"])
    assert not ok and "key (k) is declared unique" in out and "PL/pgSQL" not in out, out
    ok, out = env.run(["run-operation", "tview_status", "--args", "{check_keys: false}"])
    assert ok, out
    # tv_customer: a table first, so tv_customer_orders has no tview upstream (rank 0)
    ok, out = env.run(["run-operation", "tview_drop", "--args", "{model: tv_note}"])
    assert ok, out
    env.model("tv_note", None)
    ok, out = env.run(["run", "--vars", "{customer_mat: table}"])
    assert ok, out
    ranks = "SELECT tbl_name, rank FROM tview.tview ORDER BY 1"
    assert env.su(ranks) == [("tv_customer_orders", 0)]
    ok, out = env.run(["run", "--select", "tv_customer"])
    assert ok, out
    assert env.su(ranks) == [("tv_customer", 0), ("tv_customer_orders", 1)]
    env.app("UPDATE shop.tb_customer SET name = 'r' WHERE id = 4")
    assert env.diff("tv_customer_orders") == []
    assert env.su("SELECT name FROM analytics.tv_customer_orders WHERE id = 4") == [("r",)]


def _customer(config: str, extra: str = "") -> str:
    return (
        f"{{{{ config(materialized='tview', key='id'{config}) }}}}\n"
        f"select c.id, c.name{extra} from {{{{ source('shop', 'tb_customer') }}}} c"
    )


def test_indexes_are_reconciled_and_on_configuration_change_is_honoured(env: Env) -> None:
    indexes = (
        "SELECT array_agg(pg_get_indexdef(indexrelid) ORDER BY 1) FROM pg_index "
        "WHERE indrelid = 'analytics.tv_customer'::regclass AND NOT indisunique"
    )
    installed = "SELECT installed_at FROM tview.tview WHERE tbl_name = 'tv_customer'"
    env.model("tv_customer", _customer(", indexes=[{'columns': ['name']}]"))
    for _ in range(2):  # (an unchanged config changes nothing: no second copy)
        ok, out = env.run(["run", "--select", "tv_customer"])
        assert ok, out
        ((defs,),) = env.su(indexes)
        assert len(defs) == 1 and defs[0].endswith("USING btree (name)"), defs
    env.su("CREATE INDEX dba_name ON analytics.tv_customer (name)")  # (not dbt's: kept)
    env.model("tv_customer", _customer(", indexes=[], on_configuration_change='fail'"))
    ok, out = env.run(["run", "--select", "tv_customer"])
    assert not ok and "on_configuration_change is 'fail'" in out and "drop 1" in out, out
    assert len(env.su(indexes)[0][0]) == 2
    env.model("tv_customer", _customer(", indexes=[], on_configuration_change='continue'"))
    ok, out = env.run(["run", "--select", "tv_customer"])
    assert ok and "on_configuration_change is 'continue'" in out, out
    assert len(env.su(indexes)[0][0]) == 2
    env.model("tv_customer", _customer(", indexes=[]"))  # (apply, the default)
    ok, out = env.run(["run", "--select", "tv_customer"])
    assert ok, out
    assert env.su(indexes) == [
        (["CREATE INDEX dba_name ON analytics.tv_customer USING btree (name)"],)
    ]
    # a changed definition
    before = env.su(installed)
    env.model("tv_customer", _customer(", on_configuration_change='fail'", ", 1 as one"))
    ok, out = env.run(["run", "--select", "tv_customer"])
    assert not ok and "configuration changes were identified (the definition" in out, out
    assert env.su(installed) == before
    env.model("tv_customer", _customer(", on_configuration_change='continue'", ", 1 as one"))
    ok, out = env.run(["run", "--select", "tv_customer"])
    assert ok and "on_configuration_change is 'continue'" in out, out
    assert env.su(installed) == before
    env.app("UPDATE shop.tb_customer SET name = 'still' WHERE id = 5")  # (maintained as it was)
    assert env.su("SELECT name FROM analytics.tv_customer WHERE id = 5") == [("still",)]
    ok, out = env.run(["run", "--select", "tv_customer", "--full-refresh"])
    assert ok, out
    assert env.su("SELECT one FROM analytics.tv_customer WHERE id = 5") == [(1,)]


def test_a_renamed_column_keeps_its_place(env: Env) -> None:
    env.model(
        "tv_customer_orders",
        (PROJECT / "models" / "tv_customer_orders.sql")
        .read_text()
        .replace("count(o.id) as orders", "count(o.id) as order_count"),
    )
    ok, out = env.run(["run", "--select", "tv_customer_orders"])
    assert ok, out
    cols = (
        "SELECT array_agg(attname::text ORDER BY attnum) FROM pg_attribute WHERE attrelid = "
        "%s::regclass AND attnum > 0 AND NOT attisdropped"
    )
    want = [(["id", "name", "order_count", "total"],)]
    assert env.su(cols, ("analytics.tv_customer_orders",)) == want
    assert env.su(cols, ("analytics.v_customer_orders",)) == want
    assert "another order than the model's" not in out
    env.app("INSERT INTO shop.tb_order VALUES (3000, 9, 4)")
    assert env.diff("tv_customer_orders") == []


COLS = (
    "SELECT array_agg(attname::text ORDER BY attnum) FROM pg_attribute WHERE attrelid = "
    "%s::regclass AND attnum > 0 AND NOT attisdropped"
)
MIDDLE = (
    "{{ config(materialized='tview', key='id') }}\n"
    "select c.id, length(c.name) as len, c.name from {{ source('shop', 'tb_customer') }} c"
)


def test_a_column_added_in_the_middle_takes_its_place(env: Env) -> None:
    """tv_customer gains a column between two others: the table is rebuilt in the model's
    order, keeping its grants, indexes and comments; tv_customer_orders, which reads it, is
    detached by the rebuild and installed again by the same dbt run."""
    with psycopg2.connect(**env.params) as c, c.cursor() as cur:  # (as the dbt role)
        cur.execute(
            f"GRANT SELECT ON analytics.tv_customer TO {env.app_role};"
            "CREATE INDEX tv_customer_name ON analytics.tv_customer (name);"
            "COMMENT ON COLUMN analytics.tv_customer.name IS 'the name'"
        )
    env.model("tv_customer", MIDDLE)
    ok, out = env.run(["run"])
    assert ok, out
    assert "another order than the model's" not in out, out
    want = [(["id", "len", "name"],)]
    assert env.su(COLS, ("analytics.tv_customer",)) == want
    assert env.su(COLS, ("analytics.v_customer",)) == want
    assert env.su(
        "SELECT has_table_privilege(%s, 'analytics.tv_customer', 'SELECT'), "
        "to_regclass('analytics.tv_customer_name') IS NOT NULL, "
        "to_regclass('analytics.tv_customer_tview_key') IS NOT NULL, "
        "col_description('analytics.tv_customer'::regclass, 3), "
        "(SELECT count(*) FROM pg_class WHERE relname ~ '^tview_(old|reorder)_')",
        (env.app_role,),
    ) == [(True, True, True, "the name", 0)]
    env.app("UPDATE shop.tb_customer SET name = 'longer' WHERE id = 3")
    env.app("INSERT INTO shop.tb_order VALUES (3000, 3, 4)")
    assert env.diff("tv_customer") == [] and env.diff("tv_customer_orders") == []
    ok, out = env.run(["run-operation", "tview_status"])
    assert ok, out


def test_a_reorder_that_would_lose_a_dependent_keeps_the_table_and_says_why(env: Env) -> None:
    with psycopg2.connect(**env.params) as c, c.cursor() as cur:
        cur.execute("CREATE VIEW analytics.report AS SELECT id FROM analytics.tv_customer")
    env.model("tv_customer", MIDDLE)
    ok, out = env.run(["run"])
    assert ok, out
    assert "another order than the model's (id, name, len)" in out, out
    assert "view analytics.report" in out, out
    assert env.su(COLS, ("analytics.tv_customer",)) == [(["id", "name", "len"],)]
    env.app("UPDATE shop.tb_customer SET name = 'longer' WHERE id = 3")
    assert env.diff("tv_customer") == [] and env.diff("tv_customer_orders") == []


def test_an_index_added_to_a_serving_tview_holds_none_of_its_writers(env: Env) -> None:
    """An `indexes` config added to a tview that serves is built CONCURRENTLY after the
    install: an application write goes on while the build waits for a transaction that holds
    the table. Built in the install's transaction, the build's SHARE lock request would queue
    that write (and every later one) until the holder ends."""
    env.model("tv_customer", _customer(""))
    ok, out = env.run(["run", "--select", "tv_customer"])
    assert ok, out
    app_params = {**env.srv.params(env.dbname), "user": env.app_role, "password": "pw"}
    # (every connection opened before dbt runs in this process: see helpers._run_in_process)
    holder, watcher = psycopg2.connect(env.su_dsn), psycopg2.connect(env.su_dsn)
    app = psycopg2.connect(**app_params)
    watcher.autocommit = True
    with holder.cursor() as cur:  # (as a transaction that wrote the table and is still open)
        cur.execute("LOCK TABLE analytics.tv_customer IN ROW EXCLUSIVE MODE")
    seen: dict[str, str] = {}

    def write_while_the_index_waits() -> None:
        try:
            deadline = time.monotonic() + 60
            with watcher.cursor() as cur:
                while time.monotonic() < deadline and "build" not in seen:
                    cur.execute(
                        "SELECT query FROM pg_stat_activity WHERE usename = %s "
                        "AND wait_event_type = 'Lock' AND query ILIKE '%%create%%index%%'",
                        (env.dbt_role,),
                    )
                    row = cur.fetchone()
                    if row:
                        seen["build"] = row[0]
                    else:
                        time.sleep(0.05)
            with app.cursor() as cur:
                # (lock_timeout: the flush waits at COMMIT, where no statement_timeout runs)
                cur.execute("SET lock_timeout = '5s'")
                cur.execute("UPDATE shop.tb_customer SET name = 'while indexed' WHERE id = 3")
            app.commit()
            seen["write"] = "committed"
        except psycopg2.Error as e:
            seen["write"] = str(e)
            app.rollback()
        finally:
            holder.commit()

    thread = threading.Thread(target=write_while_the_index_waits)
    thread.start()
    try:
        env.model("tv_customer", _customer(", indexes=[{'columns': ['name']}]"))
        ok, out = env.run(["run", "--select", "tv_customer"])
    finally:
        thread.join()
        for c in (holder, watcher, app):
            c.close()
    assert ok, out
    assert seen.get("write") == "committed", seen
    assert "CONCURRENTLY" in seen.get("build", "").upper(), seen
    assert env.su(
        "SELECT count(*) FROM pg_index WHERE indrelid = 'analytics.tv_customer'::regclass "
        "AND indisvalid AND NOT indisunique"
    ) == [(1,)]
    assert env.su("SELECT name FROM analytics.tv_customer WHERE id = 3") == [("while indexed",)]
    assert env.diff("tv_customer") == []


def test_an_index_that_cannot_be_built_leaves_the_tview_installed_and_no_invalid_index(
    env: Env,
) -> None:
    """A unique index the rows repeat fails CONCURRENTLY after the install: the run fails,
    naming the model and the index, and leaves no invalid index; the tview stays maintained,
    and the next run with a config that fits builds its index."""
    env.model("tv_customer", _customer(", indexes=[{'columns': ['name']}]", ", 1 as one"))
    ok, out = env.run(["run", "--select", "tv_customer"])
    assert ok, out
    env.model(
        "tv_customer",
        _customer(
            ", indexes=[{'columns': ['name']}, {'columns': ['one'], 'unique': True}]", ", 1 as one"
        ),
    )
    ok, out = env.run(["run", "--select", "tv_customer"])
    assert not ok and "tview model 'tv_customer': its index on (one) could not be built" in out, out
    assert env.su(
        "SELECT count(*) FILTER (WHERE NOT indisvalid), count(*) FILTER (WHERE NOT indisunique) "
        "FROM pg_index WHERE indrelid = 'analytics.tv_customer'::regclass"
    ) == [(0, 1)]
    env.app("UPDATE shop.tb_customer SET name = 'kept' WHERE id = 4")
    assert env.diff("tv_customer") == []
    env.model(
        "tv_customer",
        _customer(
            ", indexes=[{'columns': ['name']}, {'columns': ['id', 'one'], 'unique': True}]",
            ", 1 as one",
        ),
    )
    ok, out = env.run(["run", "--select", "tv_customer"])
    assert ok and "indexes built 1 CONCURRENTLY" in out, out
    assert env.su(
        "SELECT count(*) FROM pg_index WHERE indrelid = 'analytics.tv_customer'::regclass "
        "AND indisvalid AND indisunique"
    ) == [(2,)]  # (the key's and the config's)


def test_a_retyped_column_of_an_indexed_config_is_replaced_online_and_indexed_again(
    env: Env,
) -> None:
    """A type change that would rewrite the table (int to bigint) of a column an index of the
    `indexes` config uses: the column is replaced and filled online, and the index built again
    CONCURRENTLY after, rather than ALTERed under an ACCESS EXCLUSIVE lock (by the
    materialization, from the config; an index of the user's own is carried over by the
    rebuild: tests/db/test_online_type_change.py)."""
    online = ["run", "--select", "tv_customer", "--vars", "{tview_online_rows: 0}"]
    indexed = ", indexes=[{'columns': ['n']}]"
    env.model("tv_customer", _customer(indexed, ", c.id as n"))
    ok, out = env.run(online)
    assert ok, out
    env.model("tv_customer", _customer(indexed, ", c.id::bigint as n"))
    ok, out = env.run(online)
    assert ok and "online rebuild:" in out and "indexes built 1 CONCURRENTLY" in out, out
    assert "not online" not in out, out
    assert env.su(
        "SELECT format_type(a.atttypid, a.atttypmod), (SELECT count(*) FROM pg_index x "
        "WHERE x.indrelid = a.attrelid AND x.indisvalid AND a.attnum = ANY(x.indkey)) "
        "FROM pg_attribute a WHERE a.attrelid = 'analytics.tv_customer'::regclass "
        "AND a.attname = 'n'"
    ) == [("bigint", 1)]
    env.app("UPDATE shop.tb_customer SET name = 'retyped' WHERE id = 6")
    assert env.diff("tv_customer") == []
