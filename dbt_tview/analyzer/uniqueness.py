"""Is the key unique in every state of the sources? Proven from the query, never guessed from data.

A tview whose key is unique gets a unique index and the fast per-key UPDATE path; one whose key
is not is refreshed by partition. Detecting uniqueness from the rows present at install time is
unsound (the sources may be empty), so the key counts as unique only when the query proves it:

* the key contains every GROUP BY expression of the (single) SELECT, or a unique key of one FROM
  item whose columns are all the other GROUP BY expressions (they depend on it);
* the SELECT is DISTINCT and the key is every output column;
* the key contains a unique key (primary key or unique index, from the catalog) of one FROM item,
  and every other FROM item is joined to-one: its own unique key is equated, by the ON/WHERE
  conjuncts, to expressions that do not read it (a derived table counts its GROUP BY columns as
  its unique key). Outer joins of that shape are to-one too; FULL/RIGHT joins, LATERAL items and
  set operations are not proven.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from sqlglot import exp

from dbt_tview.analyzer.lineage import _conjuncts, _join_items, _query_of
from dbt_tview.analyzer.model import Relation


def _unique_sets(
    item: exp.Expression, unique_keys: Mapping[Relation, Sequence[Sequence[str]]]
) -> list[set[str]]:
    """Unique column sets of a FROM item, by its output column names."""
    if isinstance(item, exp.Table):
        rel = Relation(item.db or None, item.name)
        return [set(u) for u in unique_keys.get(rel, [])]
    q = _query_of(item)
    if isinstance(q, exp.Select) and q.args.get("group") and not q.args.get("joins"):
        names = q.named_selects
        outs = {}
        for n, e in zip(names, q.expressions, strict=True):
            outs[e.unalias()] = n
        cols = set()
        for g in q.args["group"].expressions:
            if g not in outs:
                return []
            cols.add(outs[g])
        return [cols]
    return []


def _equated(alias: str, conds: list[exp.Expression]) -> set[str]:
    """Columns of `alias` equated to expressions that do not read `alias`."""
    out = set()
    for c in conds:
        if not isinstance(c, exp.EQ):
            continue
        for a, b in ((c.this, c.expression), (c.expression, c.this)):
            if (
                isinstance(a, exp.Column)
                and a.table == alias
                and not any(col.table == alias for col in b.find_all(exp.Column))
            ):
                out.add(a.name)
    return out


# set-returning functions PostgreSQL ships (the caller adds the database's own, by name)
SET_RETURNING = frozenset(
    {
        "generate_series",
        "generate_subscripts",
        "unnest",
        "json_array_elements",
        "json_array_elements_text",
        "json_each",
        "json_each_text",
        "json_object_keys",
        "json_populate_recordset",
        "json_to_recordset",
        "jsonb_array_elements",
        "jsonb_array_elements_text",
        "jsonb_each",
        "jsonb_each_text",
        "jsonb_object_keys",
        "jsonb_path_query",
        "jsonb_populate_recordset",
        "jsonb_to_recordset",
        "regexp_matches",
        "regexp_split_to_table",
        "string_to_table",
    }
)


def _function_name(f: exp.Func) -> str:
    if isinstance(f, exp.Anonymous):
        return f.name.lower()
    return f.sql(dialect="postgres").split("(", 1)[0].strip().strip('"').lower()


def returns_sets(q: exp.Select, set_returning: Collection[str]) -> bool:
    """A set-returning function in the SELECT list (outside subqueries): one input row gives
    any number of output rows, so no key of the inputs is unique in the output."""
    names = SET_RETURNING | {n.lower() for n in set_returning}
    for e in q.expressions:
        for f in e.find_all(exp.Func):
            owner = f.find_ancestor(exp.Select)
            if owner is q and _function_name(f) in names:
                return True
    return False


def provably_unique(
    q: exp.Expression,
    key: list[str],
    unique_keys: Mapping[Relation, Sequence[Sequence[str]]],
    set_returning: Collection[str] = (),
) -> str | None:
    """A short reason when `key` is unique in every state of the sources, else None."""
    if not key or not isinstance(q, exp.Select) or returns_sets(q, set_returning):
        return None
    names = q.named_selects
    key_exprs = [q.expressions[names.index(k)].unalias() for k in key]
    group = q.args.get("group")
    if group:
        if all(any(g == e for e in key_exprs) for g in group.expressions):
            return "the key contains every GROUP BY expression"
        # functional dependency: the key holds a unique key of one FROM item and every other
        # GROUP BY expression is a column of that item
        key_cols = {(e.table, e.name) for e in key_exprs if isinstance(e, exp.Column)}
        for item in _join_items(q):
            alias = item.alias_or_name
            mine = {name for (t, name) in key_cols if t == alias}
            if any(u and u <= mine for u in _unique_sets(item, unique_keys)) and all(
                any(g == e for e in key_exprs) or (isinstance(g, exp.Column) and g.table == alias)
                for g in group.expressions
            ):
                return f"the key holds a unique key of {alias}, which every GROUP BY column follows"
        return None
    distinct = q.args.get("distinct")
    if distinct is not None and not distinct.args.get("on") and set(key) == set(names):
        return "DISTINCT over the key"
    items = _join_items(q)
    joins = q.args.get("joins") or []
    if not items or any(isinstance(it, exp.Lateral) for it in items):
        return None
    if any((j.side or "").upper() in ("FULL", "RIGHT") for j in joins):
        return None
    conds = _conjuncts((q.args.get("where") or exp.Where()).this)
    for j in joins:
        conds += _conjuncts(j.args.get("on"))
    key_cols = {(e.table, e.name) for e in key_exprs if isinstance(e, exp.Column)}
    for i, item in enumerate(items):
        alias = item.alias_or_name
        mine = {name for (t, name) in key_cols if t == alias}
        if not any(u and u <= mine for u in _unique_sets(item, unique_keys)):
            continue
        others_ok = True
        for j, other in enumerate(items):
            if j == i:
                continue
            eq = _equated(other.alias_or_name, conds)
            if not any(u and u <= eq for u in _unique_sets(other, unique_keys)):
                others_ok = False
                break
        if others_ok:
            return f"the key contains a unique key of {alias} and every join is to-one"
    return None
