"""The catalog's row of a tview, read by one function (dbt_tview.entries) for the online rebuild
and the Spark backfill alike."""

from __future__ import annotations

import pytest

from dbt_tview import api
from dbt_tview.entries import catalog_entry, catalog_present
from spark_ext.backfill import BackfillError, Tview

SCHEMA_SQL = """
CREATE TABLE "Order" (id int PRIMARY KEY, "Customer Id" int, total numeric);
CREATE TABLE customer (id int PRIMARY KEY, name text);
INSERT INTO customer VALUES (1, 'a'), (2, 'b');
INSERT INTO "Order" VALUES (10, 1, 5), (11, 2, 7);
"""


def test_a_fresh_database_has_no_catalog(conn):
    with conn.cursor() as cur:
        assert not catalog_present(cur)
    conn.rollback()


def test_the_entry_is_the_installed_tview_and_the_backfill_reads_the_same(db):
    sql = 'SELECT o.id, o.total, c.name FROM "Order" o JOIN customer c ON c.id = o."Customer Id"'
    api.install(db, name="tv order", sql=sql, key="id")
    api.install(db, name="tv_total", sql='SELECT sum(total) AS s FROM "Order"', key=[])
    db.commit()
    with db.cursor() as cur:
        assert catalog_present(cur)
        e = catalog_entry(cur, "public", "tv order")
        assert e is not None and catalog_entry(cur, "public", "customer") is None
        assert (e.schema, e.table, e.view, e.key, e.is_unique) == (
            "public",
            "tv order",
            "v_tv order",
            ("id",),
            True,
        )
        assert e.key_types == ("integer",) and e.status == "ok" and not e.capturing
        assert e.sources == (("public", "Order"), ("public", "customer"))
        assert e.definition.strip().rstrip(";") == sql and not e.algebraic
        assert catalog_entry(cur, "public", "tv_total").key == ()
    tv = Tview.from_catalog(db, "public", "tv order")
    assert (tv.key, tv.sources, tv.view, tv.sql) == (
        list(e.key),
        list(e.sources),
        e.view,
        e.definition,
    )
    with pytest.raises(BackfillError, match=r"^public\.customer is not a tview"):
        Tview.from_catalog(db, "public", "customer")
    db.rollback()
