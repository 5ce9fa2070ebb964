"""The `fillfactor` config: the tv table keeps room on its pages (by default half of each), so
the flush's rewrites of a bulk statement's rows are HOT updates (no index entry per row).
Checked against the oracle, and against the table's storage options through installs that
change, keep and drop it."""

from __future__ import annotations

import pytest
from helpers import GROUPED_SQL as SQL

from dbt_tview import api
from dbt_tview.analyzer import TviewError


@pytest.fixture
def src(grouped_sources):
    return grouped_sources(5000)


def _fillfactor(conn) -> str | None:
    with conn.cursor() as cur:
        cur.execute(
            "SELECT option_value FROM pg_class AS c, pg_options_to_table(c.reloptions) "
            "WHERE c.oid = 'tv_b'::regclass AND option_name = 'fillfactor'"
        )
        row = cur.fetchone()
    return row[0] if row else None


def _hot_share_of_bulk_update(conn) -> float:
    """Share of the tv rows the flush of one bulk UPDATE rewrote as HOT updates (flushed
    inside the transaction, so the transaction's own counters tell)."""
    with conn.cursor() as cur:
        cur.execute("UPDATE tb_b SET v = v + 1 WHERE id BETWEEN 1 AND 4000")
        cur.execute("SET CONSTRAINTS ALL IMMEDIATE")  # runs the flush now
        cur.execute(
            "SELECT pg_stat_get_xact_tuples_updated('tv_b'::regclass), "
            "pg_stat_get_xact_tuples_hot_updated('tv_b'::regclass)"
        )
        updated, hot = cur.fetchone()
    conn.commit()
    assert updated == 4000
    assert api.diff(conn, name="tv_b") == []
    return hot / updated


def test_the_default_fill_makes_the_flush_of_a_bulk_statement_hot(src):
    api.install(src, name="tv_b", sql=SQL, key="id")
    src.commit()
    assert _fillfactor(src) == str(api.DEFAULT_FILLFACTOR) == "50"
    assert _hot_share_of_bulk_update(src) > 0.95
    # the same table packed as PostgreSQL packs it: no room on the pages
    api.drop(src, name="tv_b")
    src.commit()
    api.install(src, name="tv_b", sql=SQL, key="id", fillfactor=100)
    src.commit()
    assert _fillfactor(src) == "100"
    assert _hot_share_of_bulk_update(src) < 0.2


def test_fillfactor_follows_the_config_across_installs(src):
    api.install(src, name="tv_b", sql=SQL, key="id")
    src.commit()
    assert _fillfactor(src) == "50"
    res = api.install(src, name="tv_b", sql=SQL, key="id", fillfactor=90)
    src.commit()
    assert res.action == "unchanged" and _fillfactor(src) == "90"  # no rebuild for storage
    api.install(src, name="tv_b", sql=SQL, key="id", fillfactor=90, full_refresh=True)
    src.commit()
    assert _fillfactor(src) == "90"
    api.install(src, name="tv_b", sql=SQL, key="id")  # config removed: the default again
    src.commit()
    assert _fillfactor(src) == "50"
    assert _hot_share_of_bulk_update(src) >= 0  # still maintained, oracle checked


@pytest.mark.parametrize("bad", [0, 5, 101, "50", 50.0, True])
def test_bad_fillfactor_names_model_and_installs_nothing(src, bad):
    with pytest.raises(TviewError, match=r"tview model 'tv_b': fillfactor must be an integer"):
        api.install(src, name="tv_b", sql=SQL, key="id", fillfactor=bad)
    src.rollback()
    with src.cursor() as cur:
        cur.execute("SELECT to_regclass('tv_b'), to_regclass('v_b'), to_regnamespace('tview')")
        assert cur.fetchone() == (None, None, None)
