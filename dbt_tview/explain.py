"""What a tview does per source and why, and index advice for its sources."""

from __future__ import annotations

from typing import Any

from dbt_tview.catalog import _fillfactor, _tview_row
from dbt_tview.db import DEFAULT_TVIEW_SCHEMA, _Db
from dbt_tview.sqlgen import (
    qname,
    quote_ident,
)


def explain(
    conn: Any, *, name: str, schema: str = "public", tview_schema: str = DEFAULT_TVIEW_SCHEMA
) -> list[dict[str, Any]]:
    """Per source: strategy, reason, the SQL mapping its changes to keys, and how many
    partitions carried its triggers at install."""
    db = _Db(conn)
    tid, _, _ = _tview_row(db, tview_schema, schema, name)
    rows = db.run(
        "SELECT s.src_schema, s.src_name, s.strategy, s.reason, s.derivation, "
        "COALESCE(cardinality(s.parts), 0) "
        f"FROM {quote_ident(tview_schema)}.source s WHERE s.tview_id = %s ORDER BY s.idx",
        (tid,),
    )
    return [
        dict(source=f"{s}.{n}", strategy=st, reason=r, sql=d, partitions=p)
        for s, n, st, r, d, p in rows
    ]


def explain_text(
    conn: Any, *, name: str, schema: str = "public", tview_schema: str = DEFAULT_TVIEW_SCHEMA
) -> str:
    """Human-readable explanation: strategy per source, the key SQL, and index advice."""
    db = _Db(conn)
    tid, view, key = _tview_row(db, tview_schema, schema, name)
    is_unique, strategy, rank = db.one(
        f"SELECT is_unique, strategy, rank FROM {quote_ident(tview_schema)}.tview WHERE id = %s",
        (tid,),
    )
    lines = [
        f"tview {schema}.{name} (view {schema}.{view}), rank {rank}",
        f"  key: ({', '.join(key)})"
        + (" unique" if is_unique else " non-unique: whole-partition refresh")
        if key
        else "  key: [] (single unit)",
        f"  refresh: {strategy}",
        f"  table: fillfactor {_fillfactor(db, qname(schema, name)) or 100}"
        " (room left on each page for the flush's rewrites: HOT updates, no index entry)",
    ]
    if strategy.startswith("algebraic"):
        lines.append(_agg_state_text(db, tview_schema, tid))
    for src in explain(conn, name=name, schema=schema, tview_schema=tview_schema):
        lines.append(
            f"  source {src['source']}: {src['strategy']}"
            + (f" ({src['reason']})" if src["reason"] else "")
        )
        if src["partitions"]:
            lines.append(
                f"    {src['partitions']} partitions or child tables, each with the triggers"
            )
        if src["sql"]:
            lines.extend("      " + ln for ln in src["sql"].splitlines())
        for advice in index_advice(conn, src):
            lines.append(f"    WARNING: {advice}")
    return "\n".join(lines)


def _agg_state_text(db: _Db, tview_schema: str, tid: int) -> str:
    """Where an algebraic tview keeps its per-group state: its state table's comment, written
    by the install (plan_aggregate), or none for a tview whose state is all in the tv row."""
    aux = qname(tview_schema, f"agg_{tid}")
    if not db.value("SELECT to_regclass(%s) IS NOT NULL", (aux,)):
        return "  state: all in the tv row (its counts and sums): no state table"
    text = db.value("SELECT obj_description(to_regclass(%s), 'pg_class')", (aux,))
    return f"  state: {text or f'in {tview_schema}.agg_{tid} and the tv row'}"


def index_advice(conn: Any, src: dict[str, Any]) -> list[str]:
    """CREATE INDEX statements for join columns of a derivation that no index leads with."""
    import sqlglot
    from sqlglot import exp

    if not src["sql"]:
        return []
    db = _Db(conn)
    out = []
    for stmt in src["sql"].split(";\n"):
        q = sqlglot.parse_one(stmt, read="postgres")
        aliases = {t.alias_or_name: t for t in q.find_all(exp.Table) if t.db}
        for eq in q.find_all(exp.EQ):
            for col in (eq.this, eq.expression):
                if not isinstance(col, exp.Column) or col.table not in aliases:
                    continue
                t = aliases[col.table]
                rel = qname(t.db, t.name)
                indexed = db.value(
                    "SELECT EXISTS (SELECT 1 FROM pg_index i JOIN pg_attribute a ON "
                    "a.attrelid = i.indrelid AND a.attnum = i.indkey[0] WHERE i.indrelid = "
                    "to_regclass(%s) AND a.attname = %s)",
                    (rel, col.name),
                )
                if not indexed:
                    out.append(
                        f"changes are mapped to keys through {rel}.{col.name} with no "
                        f"index: CREATE INDEX ON {rel} ({quote_ident(col.name)});"
                    )
    return sorted(set(out))
