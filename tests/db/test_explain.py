"""tview_explain: per-source strategy, the derivation SQL, and index advice."""

from __future__ import annotations

from dbt_tview import api


def test_explain_shows_strategies_sql_and_missing_index(conn):
    with conn.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_parent (id int PRIMARY KEY, name text);"
            "CREATE TABLE tb_child (id int PRIMARY KEY, parent_id int, v int);"  # no index
        )
    api.install(
        conn,
        name="tv_child",
        sql="SELECT c.id, c.v, p.name FROM tb_child c JOIN tb_parent p ON p.id = c.parent_id",
        key="id",
    )
    text = api.explain_text(conn, name="tv_child")
    assert "  table: fillfactor 50 (room left on each page" in text  # the default
    assert "source public.tb_child: direct" in text
    assert "source public.tb_parent: join" in text
    assert "__tview_delta" in text
    assert 'CREATE INDEX ON "public"."tb_child" ("parent_id");' in text
    with conn.cursor() as cur:
        cur.execute("CREATE INDEX ON tb_child (parent_id)")
        cur.execute("ALTER TABLE tv_child RESET (fillfactor)")  # unset: PostgreSQL's packing
    text = api.explain_text(conn, name="tv_child")
    assert "CREATE INDEX" not in text and "  table: fillfactor 100 (" in text
