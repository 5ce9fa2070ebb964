"""`python -m spark_ext.backfill` on the integration dbt project: six tviews (joins, upstream
tview documents, GROUP BY, FILTER, key []), backfilled through Spark in dbt graph order."""

from __future__ import annotations

from pathlib import Path

import psycopg2
import pytest

pytestmark = [pytest.mark.spark, pytest.mark.dbt]
ROOT = Path(__file__).resolve().parents[2]
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


AUTO_PROJECT = """
name: tview_auto
version: "1.0.0"
config-version: 2
profile: tview_auto
model-paths: ["models"]
models:
  tview_auto:
    +materialized: tview
"""


def test_auto_falls_back_to_postgres_when_spark_cannot_reproduce_the_model(
    spark, dsn, dsn_params, dbt_project_factory, capsys, tmp_path
):
    """backfill: auto picks Spark (threshold 0), the model uses a function the translation
    refuses: the build happens in PostgreSQL instead, and says so."""
    import json

    from dbt_tview import api
    from spark_ext import backfill as cli

    conn = psycopg2.connect(dsn)
    with conn.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_doc (id int PRIMARY KEY, doc jsonb);"
            "INSERT INTO tb_doc SELECT i, jsonb_build_object('a', i) FROM generate_series(1, 50) i"
        )
    conn.commit()
    proj = tmp_path / "auto"
    (proj / "models").mkdir(parents=True)
    (proj / "dbt_project.yml").write_text(AUTO_PROJECT)
    (proj / "models" / "sources.yml").write_text(
        "version: 2\nsources:\n  - name: src\n    schema: public\n    tables:\n"
        "      - name: tb_doc\n"
    )
    (proj / "models" / "tv_doc_set.sql").write_text(
        "{{ config(key='id', backfill='auto', backfill_threshold=0) }}\n"
        "select id, jsonb_set(doc, '{b}', to_jsonb(id * 2)) as doc "
        "from {{ source('src', 'tb_doc') }}"
    )
    run = dbt_project_factory(proj, dsn_params)
    ok, out = run(["run"])
    assert ok, out
    with conn.cursor() as cur:
        cur.execute("SET session_replication_role = replica")
        cur.execute("DELETE FROM public.tv_doc_set WHERE id <= 10")
    conn.commit()
    assert api.diff(conn, name="tv_doc_set", schema="public")
    conn.rollback()
    rc = cli.main(
        [
            "--project-dir",
            str(proj),
            "--profiles-dir",
            str(run.profiles_dir),
            "--manifest",
            str(run.target_path / "manifest.json"),
            "-s",
            "tv_doc_set",
        ]
    )
    assert rc == 0
    lines = [json.loads(ln) for ln in capsys.readouterr().out.splitlines() if ln.startswith("{")]
    assert lines and lines[0]["fallback"] == "postgres" and "jsonb_set" in lines[0]["reason"]
    assert api.diff(conn, name="tv_doc_set", schema="public") == []
    conn.close()
