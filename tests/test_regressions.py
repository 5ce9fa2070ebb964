"""Minimal reproductions of bugs the oracle and soak runs found, kept as regression tests."""

from __future__ import annotations

from dbt_tview import api


def test_immediate_constraints_flush_inside_a_cascade_keeps_the_statement_log(conn):
    """SET CONSTRAINTS ALL IMMEDIATE runs the flush inside the FK cascade's trigger, before the
    parent's trigger: the multi-source log of the statement must survive that flush."""
    with conn.cursor() as cur:
        cur.execute(
            "CREATE TABLE tb_a (id int PRIMARY KEY, grp int);"
            "CREATE TABLE tb_b (id int PRIMARY KEY, a_id int REFERENCES tb_a ON DELETE CASCADE);"
            "INSERT INTO tb_a VALUES (1, 1), (2, 1), (3, 2), (5, NULL);"
            "INSERT INTO tb_b VALUES (1, 5), (2, 1);"
        )
    api.install(
        conn,
        name="tv_n",
        sql="SELECT g.grp, count(*) AS n FROM (SELECT grp, a_id FROM tb_a a "
        "JOIN tb_b b ON b.a_id = a.id GROUP BY grp, a_id) g GROUP BY g.grp",
        key="grp",
    )
    conn.commit()
    with conn.cursor() as cur:
        cur.execute("SET CONSTRAINTS ALL IMMEDIATE")
        cur.execute("DELETE FROM tb_a WHERE id = 5")
    conn.commit()
    assert api.diff(conn, name="tv_n") == []
