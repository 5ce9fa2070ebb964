"""The test harness itself: embedded server, per-test databases, the `tview` dbt adapter."""

from __future__ import annotations

import os
import pwd
import shutil
import subprocess
import tempfile
from pathlib import Path

import psycopg2
import pytest

from dbt_tview.testing import pg
from dbt_tview.testing.pg import database_name


def test_server_starts(pg_server):
    assert pg_server.major >= 13
    with psycopg2.connect(pg_server.dsn()) as c, c.cursor() as cur:
        cur.execute("SELECT current_setting('is_superuser')")
        assert cur.fetchone()[0] == "on"
    c.close()
    params = pg_server.params("x")
    assert set(params) == {"host", "port", "user", "password", "dbname"}
    assert params["dbname"] == "x" and isinstance(params["port"], int)


def test_fresh_database_per_test(conn, test_database, dsn, dsn_params):
    assert dsn_params["dbname"] == test_database
    assert f"dbname={test_database}" in dsn
    assert conn.autocommit is False
    with conn.cursor() as cur:
        cur.execute("SELECT current_database(), count(*) FROM pg_class WHERE relname = 't'")
        assert cur.fetchone() == (test_database, 0)
        cur.execute("CREATE TABLE t (id int)")
    conn.commit()


def test_create_database_replaces(pg_server):
    name = "harness_replace"
    pg_server.create_database(name)
    with psycopg2.connect(pg_server.dsn(name)) as c, c.cursor() as cur:
        cur.execute("CREATE TABLE leftover (id int)")
    c.close()
    pg_server.create_database(name)  # drops the old one, even with sessions open
    with psycopg2.connect(pg_server.dsn(name)) as c, c.cursor() as cur:
        cur.execute("SELECT to_regclass('leftover')")
        assert cur.fetchone()[0] is None
    c.close()
    pg_server.drop_database(name)


def _server_user() -> str:
    if os.geteuid() != 0:
        pytest.skip("only root hands the server to another OS user")
    try:
        pwd.getpwnam(pg.SUPERUSER)
    except KeyError:
        pytest.skip(f"no OS user {pg.SUPERUSER!r}")
    return pg.SUPERUSER


def test_binaries_the_server_user_cannot_reach_are_copied_for_it(tmp_path):
    """As root, pip installs pgserver under /root, which may be mode 700: the server user must
    still be able to run initdb (from a copy in the server's dir that keeps the wheel's layout)."""
    user = _server_user()
    try:
        bin_dir = Path(pg._pgserver_bin())
    except RuntimeError:
        pytest.skip("pgserver is not installed")
    hidden = tmp_path / "home"  # mode 700, owned by root: like /root
    hidden.mkdir(mode=0o700)
    site = bin_dir.parent.parent.parent  # site-packages (pgserver/pginstall/bin)
    for part in ("pgserver/pginstall", "pgserver.libs"):
        if (site / part).is_dir():
            shutil.copytree(site / part, hidden / part, symlinks=True)
    hidden_bin = hidden / "pgserver" / "pginstall" / "bin"
    run = ["runuser", "-u", user, "--", str(hidden_bin / "initdb"), "--version"]
    assert subprocess.run(run, capture_output=True, check=False).returncode != 0
    scratch = Path(tempfile.mkdtemp(prefix="tview-test-"))  # like the server's own dir
    try:
        account = pwd.getpwnam(user)
        os.chown(scratch, account.pw_uid, account.pw_gid)
        _check_reachable_copy(hidden_bin, user, scratch, tmp_path)
    finally:
        shutil.rmtree(scratch)


def _check_reachable_copy(hidden_bin: Path, user: str, scratch: Path, tmp_path: Path) -> None:
    reachable = pg._reachable_bin_dir(str(hidden_bin), user, scratch)
    assert Path(reachable).is_relative_to(scratch)
    for exe in ("initdb", "postgres", "pg_ctl"):
        out = subprocess.run(
            ["runuser", "-u", user, "--", os.path.join(reachable, exe), "--version"],
            capture_output=True,
            text=True,
            check=True,
        )
        assert "PostgreSQL" in out.stdout
    # a directory the user can reach is used as is
    assert pg._reachable_bin_dir(reachable, user, tmp_path / "unused") == reachable
    assert not (tmp_path / "unused").exists()


def test_database_name_is_sanitized_and_bounded():
    long = "test_x[" + "Ünïcode-param " * 20 + "]"
    name = database_name("tests/test_a.py::" + long, long)
    assert len(name.encode()) <= 63
    assert name.startswith("t_test_x_") and name.replace("_", "").isalnum() and name.isascii()
    assert name != database_name("tests/test_b.py::" + long, long)
    assert name == database_name("tests/test_a.py::" + long, long)


def test_adapter_plugin_is_registered():
    from dbt.adapters.tview import Plugin, TviewAdapter, TviewCredentials

    assert TviewAdapter.type() == "tview"
    assert Plugin.project_name == "dbt_tview"
    assert Plugin.dependencies == ["postgres"]
    assert Plugin.credentials is TviewCredentials
    include = Path(Plugin.include_path)
    assert (include / "dbt_project.yml").is_file()
    assert (include / "macros").is_dir() and (include / "materializations").is_dir()


def _tiny_project(root: Path, name: str, value: int) -> Path:
    (root / "models").mkdir(parents=True)
    (root / "dbt_project.yml").write_text(
        f"name: {name}\nversion: '1.0'\nconfig-version: 2\nprofile: {name}\n"
    )
    (root / "models" / "m.sql").write_text(
        f"{{{{ config(materialized='table') }}}}\nselect {value} as id, 'v{value}'::text as label\n"
    )
    return root


def _rows(dsn: str, sql: str):
    with psycopg2.connect(dsn) as c, c.cursor() as cur:
        cur.execute(sql)
        rows = cur.fetchall()
    c.close()
    return rows


@pytest.mark.dbt
def test_dbt_debug_and_run_table_model(tmp_path, dsn, dsn_params, dbt_project_factory):
    project = _tiny_project(tmp_path / "proj", "tiny", 1)
    run = dbt_project_factory(project, dsn_params)
    ok, out = run(["debug"])
    assert ok, out
    assert "adapter type: tview" in out
    ok, out = run(["run"])
    assert ok, out
    assert _rows(dsn, "SELECT id, label FROM public.m") == [(1, "v1")]
    assert not (project / "target").exists() and not (project / "logs").exists()


@pytest.mark.dbt
def test_dbt_in_process_runs_do_not_leak(tmp_path, pg_server, dsn_params, dbt_project_factory):
    """Two projects, two databases, alternating in one process: each run hits its own."""
    other_db = dsn_params["dbname"][:55] + "_b"
    pg_server.create_database(other_db)
    try:
        run_a = dbt_project_factory(_tiny_project(tmp_path / "a", "proj_a", 1), dsn_params)
        run_b = dbt_project_factory(
            _tiny_project(tmp_path / "b", "proj_b", 2),
            pg_server.params(other_db),
            schema="other",
            in_subprocess=False,
        )
        for run in (run_a, run_b, run_a):
            ok, out = run(["run"])
            assert ok, out
        assert _rows(pg_server.dsn(dsn_params["dbname"]), "SELECT id FROM public.m") == [(1,)]
        assert _rows(pg_server.dsn(other_db), "SELECT id FROM other.m") == [(2,)]
    finally:
        pg_server.drop_database(other_db)


@pytest.mark.dbt
def test_dbt_run_in_subprocess(tmp_path, dsn, dsn_params, dbt_project_factory):
    run = dbt_project_factory(
        _tiny_project(tmp_path / "proj", "tiny_sub", 3), dsn_params, in_subprocess=True
    )
    ok, out = run(["run"])
    assert ok, out
    assert _rows(dsn, "SELECT id FROM public.m") == [(3,)]
    bad = dbt_project_factory(tmp_path / "proj", {**dsn_params, "port": 1}, in_subprocess=True)
    ok, out = bad(["debug"])
    assert not ok and "Connection test" in out, out
