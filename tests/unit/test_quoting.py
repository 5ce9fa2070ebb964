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


@pytest.mark.parametrize("name", NAMES)
def test_a_quoted_name_unquotes_to_itself(name):
    assert quoting.unquote_ident(quoting.quote_ident(name)) == name


def test_an_unquoted_name_folds_to_lower_case():
    assert quoting.unquote_ident("Tb_A") == "tb_a"


def test_format_ident_quotes_keywords_of_the_servers_major_only():
    assert quoting.format_ident("order") == '"order"'
    assert quoting.format_ident("system_user", 150000) == "system_user"
    assert quoting.format_ident("system_user", 160000) == '"system_user"'
    assert quoting.format_qualified("app", "user") == 'app."user"'


def test_spark_names_are_backquoted_with_backquotes_doubled():
    from spark_ext.translate import spark_ident

    assert spark_ident("a`b") == "`a``b`"
