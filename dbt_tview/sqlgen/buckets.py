"""Bucket witness rows: which joined source of a tview is protected per join value.

A joined source X whose derivation reads the tview's one direct source R only through
equalities `R.c = X.d` (decision 0005) needs no tview-wide order: a writer of R that moves a
row onto join value v and a writer of X that changes rows with join value v both update the
witness row of v's hash bucket, so they conflict exactly when they share a bucket. Every other
joined source keeps updating all witness rows. Pure functions over the analysis and the
catalog facts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlglot import exp

from dbt_tview import locks
from dbt_tview.analyzer import DELTA, Analysis, Relation
from dbt_tview.quoting import quote_ident

if TYPE_CHECKING:
    from dbt_tview.sqlgen import SourceFacts, TviewFacts

BUCKETS = locks.WITNESS_BUCKETS  # witness rows for the bucketed join values (after the slots)
# sides whose bucket updates generated code leaves out ("direct", "joined"): the concurrency
# tests set it to show that each side's update is what keeps the tview from going stale
SKIP: frozenset[str] = frozenset()
# join column types whose hash function is their equality's (hash_array hashes by the type)
HASHABLE = {
    "smallint",
    "integer",
    "bigint",
    "numeric",
    "text",
    "character varying",
    "character",
    "uuid",
    "date",
    "boolean",
    "timestamp without time zone",
    "timestamp with time zone",
}


def _unwrap(q: exp.Expression) -> exp.Select | None:
    """The SELECT that joins: a derivation may wrap it as `SELECT .. FROM (..) AS __d`."""
    if not isinstance(q, exp.Select):
        return None
    src = q.args.get("from_")
    if src is not None and isinstance(src.this, exp.Subquery) and not q.args.get("joins"):
        inner = src.this.this
        return inner if isinstance(inner, exp.Select) else None
    return q


def _tables(sel: exp.Select) -> list[exp.Expression] | None:
    """The relations of `sel`'s FROM and inner joins; None when a join is not inner."""
    src = sel.args.get("from_")
    if src is None:
        return None
    rels = [src.this]
    for j in sel.args.get("joins") or []:
        if j.side or (j.kind and j.kind.upper() not in ("INNER", "CROSS")):
            return None
        rels.append(j.this)
    return rels


def _conjuncts(e: exp.Expression | None) -> list[exp.Expression]:
    if e is None:
        return []
    if isinstance(e, exp.Paren):
        return _conjuncts(e.this)
    if isinstance(e, exp.And):
        return _conjuncts(e.left) + _conjuncts(e.right)
    return [e]


def join_edge(query: exp.Expression, direct: Relation) -> list[tuple[str, str]] | None:
    """The equalities (R column, DELTA column) by which a join derivation reads the direct
    source R: None unless R is read once as a plain table, DELTA once, by inner joins only,
    no subquery reads R, and at least one top-level equality joins the two."""
    sel = _unwrap(query)
    if sel is None:
        return None
    rels = _tables(sel)
    if rels is None or not all(isinstance(r, exp.Table) for r in rels):
        return None
    r_alias = d_alias = None
    for r in rels:
        if r.name == DELTA:
            if d_alias is not None:
                return None
            d_alias = r.alias_or_name
        elif Relation(r.db or None, r.name) == direct:
            if r_alias is not None:
                return None
            r_alias = r.alias_or_name
    if r_alias is None or d_alias is None:
        return None
    # R read anywhere else (a subquery) would be a read the bucket does not cover
    if sum(1 for t in query.find_all(exp.Table) if Relation(t.db or None, t.name) == direct) != 1:
        return None
    conds = _conjuncts(sel.args.get("where") and sel.args["where"].this)
    for j in sel.args.get("joins") or []:
        conds += _conjuncts(j.args.get("on"))
    pairs = []
    for c in conds:
        if not isinstance(c, exp.EQ):
            continue
        a, b = c.left, c.right
        if not (isinstance(a, exp.Column) and isinstance(b, exp.Column)):
            continue
        if a.table == d_alias and b.table == r_alias:
            a, b = b, a
        if a.table == r_alias and b.table == d_alias:
            pairs.append((a.name, b.name))
    return sorted(set(pairs)) or None


def _hashable(typ: str | None) -> bool:
    return typ is not None and typ.split("(")[0].strip() in HASHABLE


def slot_sql(columns: Sequence[str], alias: str, types: Sequence[str]) -> str:
    """The witness slot of a row's join value: SQL over `alias`. The type's own hash function
    (hash_array), so values equal by the join's operator share a bucket."""
    hashes = [f"hash_array(ARRAY[{alias}.{quote_ident(c)}::{t}])" for c, t in zip(columns, types)]
    h = hashes[0] if len(hashes) == 1 else "hashtext(concat_ws(',', " + ", ".join(hashes) + "))"
    from dbt_tview.sqlgen import WITNESS_SLOTS

    return f"({WITNESS_SLOTS} + ({h} % {BUCKETS} + {BUCKETS}) % {BUCKETS})"


@dataclass(frozen=True)
class BucketPlan:
    """A witnessed tview's bucketed joined source X and its direct source R (plan_buckets)."""

    oid: int  # X's
    qname: str  # X's
    jd_slot: str  # the bucket slot of a row `j` of pg_temp.tview_jd (X's changed rows)
    r_qname: str
    r_oid: int
    # R's statements that may move rows tell the flush (wr_N), those queued too
    gated: bool
    r_key: str  # R's column of the key
    r_slot: str  # the bucket slot of R's row aliased r


def plan_buckets(
    analysis: Analysis, tv: TviewFacts, update_witness: Mapping[int, list[str]]
) -> BucketPlan | None:
    """The bucketed joined source of witnessed tview `tv` (`update_witness`: see plan_witness),
    or None (every row). Needs one key column that is a unique key of the one direct source
    R, a joined source X whose every derivation reads R by equalities of columns of one
    hashable type and deterministic collation. The other joined sources update every row."""
    if len(tv.key) != 1 or not tv.is_unique:
        return None
    by_rel: dict[Relation, SourceFacts] = {s.relation: s for s in tv.sources}
    direct = [r for r in analysis.sources if analysis.source_strategy(r) == "direct"]
    if len(direct) != 1 or direct[0] not in by_rel:
        return None
    rel = direct[0]
    r = by_rel[rel]
    if r.is_tview:
        return None
    r_derivs = [d for d in analysis.derivations if d.source == rel]
    if len(r_derivs) != 1 or r_derivs[0].query is None:
        return None
    sel = _unwrap(r_derivs[0].query)
    if sel is None or len(sel.expressions) != 1:
        return None
    key_expr = sel.expressions[0].unalias()
    if not isinstance(key_expr, exp.Column) or key_expr.name not in r.columns:
        return None
    r_key = key_expr.name
    if [r_key] not in [list(u) for u in r.unique_keys]:
        return None
    for x in tv.sources:
        derivs = [d for d in analysis.derivations if d.source == x.relation]
        if x.relation == rel or not derivs or any(d.strategy != "join" for d in derivs):
            continue
        if x.children or x.is_tview:
            continue
        edges = {tuple(e) if (e := join_edge(d.query, rel)) else None for d in derivs if d.query}
        if len(edges) != 1 or None in edges:
            continue
        (edge,) = edges
        r_cols = [c for c, _ in edge]
        x_cols = [c for _, c in edge]
        r_types = [r.columns.get(c) for c in r_cols]
        x_types = [x.columns.get(c) for c in x_cols]
        if None in r_types or r_types != x_types or not all(map(_hashable, r_types)):
            continue
        if any(c in r.collations for c in r_cols) or any(c in x.collations for c in x_cols):
            continue
        return BucketPlan(
            oid=x.oid,
            qname=x.qname,
            jd_slot=slot_sql(x_cols, f"(jsonb_populate_record(NULL::{x.qname}, j.row))", x_types),
            r_qname=r.qname,
            r_oid=r.oid,
            gated=r.oid in update_witness,
            r_key=r_key,
            r_slot=slot_sql(r_cols, "r", r_types),
        )
    return None
