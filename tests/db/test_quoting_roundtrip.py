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
