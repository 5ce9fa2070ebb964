"""`dbt run-operation tview_backfill`: the Spark backfill as one dbt command."""

from __future__ import annotations

import shutil
from pathlib import Path

import psycopg2
import pytest
from helpers import make_dbt_runner

from dbt_tview import api
from dbt_tview.testing import pg

CONVENTIONS = Path(__file__).resolve().parents[1] / "projects" / "conventions"

pytestmark = [pytest.mark.spark, pytest.mark.dbt]


def test_run_operation_backfills_through_spark(tmp_path):
    srv = pg.get_server()
    dsn = srv.create_database("tview_spark_dbt")
    project = tmp_path / "project"
    shutil.copytree(CONVENTIONS, project)
    with psycopg2.connect(dsn) as c, c.cursor() as cur:
        cur.execute((project / "setup.sql").read_text())
    run = make_dbt_runner(tmp_path / "dbt", project, srv.params("tview_spark_dbt"))
    ok, out = run(["run"])
    assert ok, out
    with psycopg2.connect(dsn) as c, c.cursor() as cur:
        cur.execute("SELECT 'public.tv_item'::regclass::oid")
        (oid,) = cur.fetchone()
        cur.execute("UPDATE public.tv_item SET ntags = -1")  # damage it: the backfill rebuilds
    ok, out = run(["run-operation", "tview_backfill", "--args", "{select: [tv_item], force: true}"])
    assert ok, out
    assert "tview_backfill: tv_item done" in out
    with psycopg2.connect(dsn) as c, c.cursor() as cur:
        assert not api.diff(c, name="tv_item")
        cur.execute("SELECT 'public.tv_item'::regclass::oid")
        assert cur.fetchone() == (oid,)  # same table: dependents untouched
    srv.drop_database("tview_spark_dbt")
