"""`python -m spark_ext.backfill` on the integration dbt project: six tviews (joins, upstream
tview documents, GROUP BY, FILTER, key []), backfilled through Spark in dbt graph order."""

from __future__ import annotations

from pathlib import Path

import psycopg2
import pytest

pytestmark = [pytest.mark.spark, pytest.mark.dbt]
ROOT = Path(__file__).resolve().parents[1]
PROJECT = ROOT / "integration_tests"
MODELS = ["tv_company", "tv_user", "tv_post", "tv_feed", "tv_totals", "tv_company_stats"]


def test_cli_backfills_the_integration_project_upstream_first(
    spark, dsn, dsn_params, dbt_project_factory, capsys
):
    from dbt_tview import api
    from spark_ext import backfill as cli

    conn = psycopg2.connect(dsn)
    with conn.cursor() as cur:
        for f in ("app_schema.sql", "seed_data.sql"):
            cur.execute((PROJECT / "setup" / f).read_text())
    conn.commit()
    run = dbt_project_factory(PROJECT, dsn_params)
    ok, out = run(["run"])
    assert ok, out
    # make every tview wrong behind the runtime's back (as after a changed definition)
    with conn.cursor() as cur:
        cur.execute("SET session_replication_role = replica")  # no triggers: nothing cascades
        for m in MODELS:
            cur.execute(
                f"DELETE FROM public.{m} WHERE ctid IN (SELECT ctid FROM public.{m} LIMIT 1)"
            )
        cur.execute("UPDATE public.tv_post SET comment_count = -1")
    conn.commit()
    assert any(api.diff(conn, name=m, schema="public") for m in MODELS)
    conn.rollback()

    rc = cli.main(
        [
            "--project-dir",
            str(PROJECT),
            "--profiles-dir",
            str(run.profiles_dir),
            "--manifest",
            str(run.target_path / "manifest.json"),
            "--force",
            "-s",
            "+tv_feed",
            "tv_totals",
            "tv_company_stats",
        ]
    )
    assert rc == 0
    lines = [ln for ln in capsys.readouterr().out.splitlines() if ln.startswith("{")]
    import json

    done = [json.loads(ln)["model"] for ln in lines]
    assert sorted(done) == sorted(MODELS)
    pos = {m: done.index(m) for m in done}
    assert pos["tv_company"] < pos["tv_user"] < pos["tv_post"] < pos["tv_feed"]
    assert pos["tv_post"] < pos["tv_totals"]
    for m in MODELS:
        assert api.diff(conn, name=m, schema="public") == [], m
    with conn.cursor() as cur:
        cur.execute(
            "SELECT count(*) FROM public.tv_post t JOIN public.v_post v USING (pk_post) "
            "WHERE t.data::text <> v.data::text"
        )
        assert cur.fetchone()[0] == 0
    conn.close()
