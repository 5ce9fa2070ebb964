"""Names and literals quoted by dbt_tview.quoting read back as written from PostgreSQL, whatever
they hold and whatever standard_conforming_strings is."""

from __future__ import annotations

import pytest

from dbt_tview import quoting

NAMES = ["tb_a", "Mixed Case", 'quote"inside', "select", "ünïcode", "back\\slash"]
TEXTS = ["plain", "it's", "back\\slash", "both \\'", "line\nbreak", ""]


@pytest.mark.parametrize("scs", ["on", "off"])
def test_names_and_literals_read_back_as_written(conn, scs):
    with conn.cursor() as cur:
        cur.execute(f"SET standard_conforming_strings = {scs}")
        for text in TEXTS:
            cur.execute(f"SELECT {quoting.quote_literal(text)}")
            assert cur.fetchone()[0] == text
        for name in [n for n in NAMES if n]:
            cur.execute(f"CREATE TEMP TABLE {quoting.quote_ident(name)} (x int)")
            cur.execute(
                "SELECT relname FROM pg_class WHERE oid = %s::regclass",
                (quoting.qualified("pg_temp", name),),
            )
            assert cur.fetchone()[0] == name
    conn.rollback()


HOSTILE = ["order", "user", "Mixed", "Mixed Case", 'q"t', "a b", "ünï", "tb_a", "x$1", "1st"]


def test_format_names_equal_postgres_format_for_every_keyword_and_hostile_name(conn):
    """quoting.format_ident is format('%I') on this server: every keyword it knows, reserved
    or not, and names that need quotes for their case or characters."""
    with conn.cursor() as cur:
        cur.execute("SELECT word FROM pg_get_keywords()")
        names = [r[0] for r in cur.fetchall()] + HOSTILE
        for name in names:
            cur.execute("SELECT format('%%I', %s)", (name,))
            assert quoting.format_ident(name, conn.server_version) == cur.fetchone()[0], name


@pytest.mark.parametrize("schema", ["public", "select", "Sch Ema"])
@pytest.mark.parametrize("table", HOSTILE)
def test_a_backfills_tview_name_is_the_one_status_writes(conn, schema, table):
    """backfill_progress.tview is compared with format('%I.%I', schema, table)."""
    from spark_ext.backfill import Tview

    tv = Tview(table=table, sql="SELECT 1", sources=[], key=[], schema=schema)
    with conn.cursor() as cur:
        cur.execute("SELECT format('%%I.%%I', %s, %s)", (schema, table))
        expected = cur.fetchone()[0]
    assert tv.name_on(conn) == expected
    assert tv.qualified == expected
