"""Which view columns a key's own row decides alone: the refresh of a lone key after an UPDATE
that changed only such columns reads that row, not the view's join (docs/decisions/0008).

In `SELECT a.aid, a.abalance, b.bbalance FROM accounts a JOIN branches b ON a.bid = b.bid`,
keyed by `aid` (a unique key of `accounts`), `abalance` depends on the `accounts` row alone. An
UPDATE of `accounts` that names none of the columns read anywhere else (`aid`, `bid`) cannot
change which row of the view the key has, nor any column that comes from the other tables or
from those columns: the tv row stays right if `abalance` is recomputed from the one `accounts`
row of its key. So the commit-time refresh of such a key joins nothing.

The plan is pure: the SQL generator turns it into the refresh statement and widens the
column-specific trigger that tells such UPDATEs from the others (sqlgen.plan_witness).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from sqlglot import exp

from dbt_tview.analyzer.lineage import _has_aggregate_or_window, _is_nullable, _join_items
from dbt_tview.analyzer.model import Relation
from dbt_tview.analyzer.uniqueness import returns_sets

OWN_ALIAS = "__own"  # the source's alias in the generated statement (no clash with the tv's)


@dataclass(frozen=True)
class OwnRefresh:
    """The columns of a tview that one source row decides, and how.

    `outputs` and `keys` map view columns to expressions over the source aliased OWN_ALIAS;
    `reads` are the source's columns that anything else reads (joins, filters, subqueries, the
    key, the other outputs): an UPDATE that names one of them takes the full refresh."""

    source: Relation
    keys: dict[str, exp.Expression]
    outputs: dict[str, exp.Expression]
    reads: frozenset[str]


def _columns(node: exp.Expression) -> list[exp.Column]:
    return list(node.find_all(exp.Column))


def _star(q: exp.Expression) -> bool:
    """A star in a select list anywhere in `q` (not `count(*)`), which reads every column."""
    return any(
        isinstance(e, exp.Star) or (isinstance(e, exp.Column) and isinstance(e.this, exp.Star))
        for sel in q.find_all(exp.Select)
        for e in sel.expressions
    )


def _own_expression(e: exp.Expression, alias: str) -> bool:
    """An expression of the alias's columns alone, with no subquery, aggregate or window."""
    cols = _columns(e)
    return (
        bool(cols)
        and all(c.table == alias for c in cols)
        and not any(True for _ in e.find_all(exp.Select))
        and not _has_aggregate_or_window(e)
    )


def _renamed(e: exp.Expression, alias: str) -> exp.Expression:
    """`e` with the alias's columns renamed to OWN_ALIAS (a copy)."""
    out = e.copy()
    for c in out.find_all(exp.Column):
        if c.table == alias:
            c.set("table", exp.to_identifier(OWN_ALIAS, quoted=True))
    return out


def own_refresh(
    q: exp.Expression,
    key: Sequence[str],
    unique_keys: Mapping[Relation, Sequence[Sequence[str]]],
    set_returning: Collection[str] = (),
) -> OwnRefresh | None:
    """The plan for `q` (qualified, CTEs inlined), or None when no source row decides a column
    alone in a way the flush can rely on.

    Required: one plain SELECT (no set operation, GROUP BY, HAVING, DISTINCT, window, LIMIT,
    set-returning function in its list);
    every key column a bare column of one table that appears once in the query, is not
    null-extended by an outer join, and whose key columns include one of its unique keys (so
    exactly one row of it has the key); no star, whole-row or unqualified column reference to
    it; at least one other output computed from that row alone out of a column nothing else
    reads."""
    if not isinstance(q, exp.Select) or not key or returns_sets(q, set_returning):
        return None
    for arg in ("group", "having", "distinct", "limit", "offset", "qualify", "order", "windows"):
        if q.args.get(arg):
            return None
    if any(_has_aggregate_or_window(o) for o in q.expressions):
        return None
    names = q.named_selects
    outputs = dict(zip(names, (o.unalias() for o in q.expressions), strict=True))
    key_cols = [outputs.get(k) for k in key]
    if not all(isinstance(c, exp.Column) and c.table for c in key_cols):
        return None
    aliases = {c.table for c in key_cols}
    if len(aliases) != 1:
        return None
    (alias,) = aliases
    items = _join_items(q)
    idx = next((i for i, it in enumerate(items) if it.alias_or_name == alias), None)
    if idx is None or not isinstance(items[idx], exp.Table) or _is_nullable(q, idx):
        return None
    table = items[idx]
    rel = Relation(table.db or None, table.name)
    same = [t for t in q.find_all(exp.Table) if Relation(t.db or None, t.name) == rel]
    if len(same) != 1 or any(
        j.args.get("using") or j.args.get("method") for j in q.args.get("joins") or []
    ):
        return None  # (USING and NATURAL name columns without their table)
    key_names = {c.name for c in key_cols}
    if not any(set(u) <= key_names for u in unique_keys.get(rel, [])):
        return None
    if any(not c.table for c in _columns(q)) or _star(q):
        return None
    own = {n: e for n, e in outputs.items() if n not in key and _own_expression(e, alias)}
    inside = {id(c) for e in own.values() for c in _columns(e)}
    reads = set(key_names) | {
        c.name for c in _columns(q) if c.table == alias and id(c) not in inside
    }
    # (a whole-row reference, `to_jsonb(a)`, is a column named like the alias with no table:
    # refused above)
    kept = {n: e for n, e in own.items() if any(c.name not in reads for c in _columns(e))}
    if not kept:
        return None
    return OwnRefresh(
        source=rel,
        keys={k: _renamed(c, alias) for k, c in zip(key, key_cols, strict=True)},
        outputs={n: _renamed(e, alias) for n, e in kept.items()},
        reads=frozenset(reads),
    )
