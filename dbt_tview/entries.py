"""A tview's row in the runtime's catalog, read the same way by the online rebuild
(dbt_tview.online) and the Spark backfill (spark_ext.backfill): no module of either keeps its
own idea of the catalog's columns.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dbt_tview.db import DEFAULT_TVIEW_SCHEMA
from dbt_tview.quoting import qname, quote_ident


@dataclass(frozen=True)
class CatalogEntry:
    """A tview's row in the runtime's catalog (`<tview_schema>.tview`) with its sources in
    their install order: what the online rebuild and the Spark backfill read of it."""

    id: int
    schema: str
    table: str
    view: str
    definition: str
    key: tuple[str, ...]
    key_types: tuple[str, ...]
    is_unique: bool
    strategy: str
    def_hash: str
    installed_at: str  # (text: with def_hash, the token of one install)
    status: str
    capturing: bool
    sources: tuple[tuple[str, str], ...]

    @property
    def algebraic(self) -> bool:
        return self.strategy.startswith("algebraic")


def catalog_present(cur: Any, tview_schema: str = DEFAULT_TVIEW_SCHEMA) -> bool:
    """Whether the runtime's catalog exists in the database (a `dbt run` installed it)."""
    cur.execute("SELECT to_regclass(%s) IS NOT NULL", (qname(tview_schema, "tview"),))
    return bool(cur.fetchone()[0])


def catalog_entry(
    cur: Any, schema: str, table: str, tview_schema: str = DEFAULT_TVIEW_SCHEMA
) -> CatalogEntry | None:
    """The catalog's row of the tview `schema`.`table` (None: no such tview), on a DB-API
    cursor."""
    ts = quote_ident(tview_schema)
    cur.execute(
        "SELECT id, tbl_schema, tbl_name, view_name, definition, key_cols, key_types, "
        "is_unique, strategy, def_hash, installed_at::text, status, capturing "
        f"FROM {ts}.tview WHERE tbl_schema = %s AND tbl_name = %s",
        (schema, table),
    )
    row = cur.fetchone()
    if row is None:
        return None
    cur.execute(
        f"SELECT src_schema, src_name FROM {ts}.source WHERE tview_id = %s ORDER BY idx",
        (row[0],),
    )
    sources = tuple((str(s), str(n)) for s, n in cur.fetchall())
    return CatalogEntry(
        id=row[0],
        schema=row[1],
        table=row[2],
        view=row[3],
        definition=row[4],
        key=tuple(row[5]),
        key_types=tuple(row[6]),
        is_unique=bool(row[7]),
        strategy=str(row[8] or ""),
        def_hash=row[9],
        installed_at=row[10],
        status=row[11],
        capturing=bool(row[12]),
        sources=sources,
    )
