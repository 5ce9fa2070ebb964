"""One quoting module for the generator, the executor and the Spark backfill, so that every
name is written one way (read back from PostgreSQL: tests/db/test_quoting_roundtrip.py)."""

from __future__ import annotations

import pytest

from dbt_tview import privileges, quoting, sqlgen
from spark_ext import backfill, pgio

NAMES = ["tb_a", "Mixed Case", 'quote"inside', "select", "ünïcode", "back\\slash", ""]


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
