"""One quoting module for the generator, the executor and the Spark backfill: names and
literals read back as written, whatever they hold and whatever the session's settings."""

from __future__ import annotations

import pytest

from dbt_tview import privileges, quoting, sqlgen
from spark_ext import backfill, pgio

NAMES = ["tb_a", "Mixed Case", 'quote"inside', "select", "ünïcode", "back\\slash", ""]
TEXTS = ["plain", "it's", "back\\slash", "both \\'", "line\nbreak", ""]


def test_every_module_quotes_through_the_one_module():
    assert sqlgen.quote_ident is quoting.quote_ident
    assert sqlgen.quote_literal is quoting.quote_literal
    assert sqlgen.qname is quoting.qname
    assert backfill._ident is quoting.qualified
    assert privileges._ident is quoting.quote_ident


@pytest.mark.parametrize("name", NAMES)
def test_the_spark_io_module_quotes_as_the_one_module_does(name):
    """spark_ext.pgio ships to Spark executors without dbt_tview: its copy must agree."""
    assert pgio._quote_ident(name) == quoting.quote_ident(name)


def test_qualified_names_quote_each_part():
    assert quoting.qualified("app", 'a"b') == '"app"."a""b"'
    assert quoting.qname("public", "tv_x") == quoting.qualified("public", "tv_x")


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
