"""The limits and estimates online rebuilds and the Spark backfill share are read from the
registry (dbt_tview.locks), not written again where they are used."""

from __future__ import annotations

from dbt_tview import locks, online
from spark_ext import backfill


class _Cursor:
    """Records the statements it is given; every query returns one row holding 0."""

    def __init__(self) -> None:
        self.sql: list[str] = []

    def execute(self, sql: str, params: object = None) -> None:
        self.sql.append(sql)

    def fetchone(self) -> tuple[int]:
        return (0,)


def test_a_never_analyzed_relations_row_estimate_uses_the_registrys_row_size(monkeypatch):
    monkeypatch.setattr(locks, "UNANALYZED_ROW_BYTES", 37)
    cur = _Cursor()
    online.estimated_rows(cur, [1])
    assert "pg_relation_size(c.oid) / 37 " in cur.sql[0]


def test_a_backfill_reads_ranges_of_at_least_the_registrys_page_count(monkeypatch):
    monkeypatch.setattr(locks, "READ_RANGE_PAGES_MIN", 10)
    assert len(backfill._read_ranges(pages=35, parallelism=8)) == 4
    assert len(backfill._read_ranges(pages=1000, parallelism=8)) == 8
    assert backfill._read_ranges(pages=0, parallelism=8) == [(0, None)]


def test_a_staging_tables_name_fits_in_an_identifier_whatever_the_tviews_name():
    for table in ["tv_" + "x" * 80, "tv_" + "é" * 40, "☃" * 30]:
        tv = backfill.Tview(table=table, sql="SELECT 1", sources=[], key=[])
        name = backfill._stage_prefix(tv) + "0123456789ab"
        assert len(name.encode()) <= 63 and name.startswith("bf_")
