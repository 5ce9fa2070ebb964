"""The algebraic strategy: GROUP BY views maintained from per-group deltas.

Recomputing a group costs O(group size); for invertible aggregates the change of a group is a
function of the changed rows alone: count(*) and count(x) add the signed row counts, sum(x)
adds the signed values, avg(x) is sum/count. min/max only need the group rescanned when a value
at (or beyond) the current extreme leaves. `algebraic_plan` decides whether a query has that
shape and describes it; everything else stays on recompute-by-key.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from sqlglot import exp

Kind = Literal["key", "count_star", "count", "sum", "avg", "min", "max"]
# the kinds that counts and sums alone determine (min/max also need the extremes)
ADDITIVE: tuple[Kind, ...] = ("count_star", "count", "sum", "avg")

# sum/avg are maintained exactly only for exact types (float sums depend on the order).
_EXACT = re.compile(r"^(smallint|integer|bigint|numeric|decimal)(\(.*\))?$", re.I)
_EXACT_CASTS = {
    exp.DataType.Type.SMALLINT,
    exp.DataType.Type.INT,
    exp.DataType.Type.BIGINT,
    exp.DataType.Type.DECIMAL,
}


@dataclass
class AggOutput:
    name: str
    kind: Kind
    arg: int | None = None  # index into AggPlan.args


@dataclass
class AggPlan:
    """A single-table GROUP BY query in algebraic form (expressions over `alias`)."""

    alias: str
    keys: list[exp.Expression]  # group expressions, in key order
    where: exp.Expression | None
    args: list[exp.Expression] = field(default_factory=list)
    outputs: list[AggOutput] = field(default_factory=list)

    def needs_sum(self, i: int) -> bool:
        return any(o.arg == i and o.kind in ("sum", "avg") for o in self.outputs)

    def needs_count(self, i: int) -> bool:
        return any(o.arg == i and o.kind in ("count", "sum", "avg") for o in self.outputs)

    def mirrors(self) -> dict[str, str]:
        """The additive state a view output equals ('__n', '__c<i>', '__s<i>' -> output name).

        The tv row holds these, so the flush reads them there and a transaction that changes
        only them writes the tv row alone; the rest of the state needs a state table.
        """
        names = {"count_star": "__n", "count": "__c{}", "sum": "__s{}"}
        out: dict[str, str] = {}
        for o in self.outputs:
            if o.kind in names:
                out.setdefault(names[o.kind].format(o.arg), o.name)
        return out

    def extremes(self) -> list[AggOutput]:
        return [o for o in self.outputs if o.kind in ("min", "max")]


class NotAlgebraic(Exception):
    """Why the algebraic strategy does not apply (shown by tview_explain)."""


def _column_type(
    col: exp.Column, table: exp.Table, schema: Mapping[str, Mapping[str, Mapping[str, str]]]
) -> str | None:
    return schema.get(table.db, {}).get(table.name, {}).get(col.name)


def _exact(
    e: exp.Expression, table: exp.Table, schema: Mapping[str, Mapping[str, Mapping[str, str]]]
) -> bool:
    """Whether `e` is of an exact type (integer or numeric), computed per row deterministically.

    Sums of such values do not depend on the order they are added in, so a group's sum can be
    kept by adding deltas. Conservative: columns, number literals, casts to an exact type, and
    arithmetic, CASE and COALESCE over those; any function call is refused (round(int) is a
    double precision, for one).
    """
    if isinstance(e, exp.Column):
        typ = _column_type(e, table, schema)
        return typ is not None and bool(_EXACT.match(typ))
    if isinstance(e, exp.Literal):
        return not e.is_string
    if isinstance(e, exp.Cast):
        return e.to.this in _EXACT_CASTS
    if isinstance(e, exp.Paren | exp.Neg):
        return _exact(e.this, table, schema)
    if isinstance(e, exp.Add | exp.Sub | exp.Mul | exp.Div | exp.Mod):
        return _exact(e.this, table, schema) and _exact(e.expression, table, schema)
    if isinstance(e, exp.Case | exp.Coalesce):
        if isinstance(e, exp.Case):  # (the operand of CASE x WHEN is compared, not summed)
            values = [i.args.get("true") for i in e.args.get("ifs") or []]
            values.append(e.args.get("default"))
        else:
            values = [e.this, *e.expressions]
        values = [v for v in values if v is not None and not isinstance(v, exp.Null)]
        return bool(values) and all(_exact(v, table, schema) for v in values)
    return False


def _unfilter(e: exp.Expression, name: str) -> exp.Expression:
    """`agg(x) FILTER (WHERE p)` as `agg(CASE WHEN p THEN x END)`; any other `e` as it is.

    Every aggregate of the algebraic strategy ignores NULLs (count(*) FILTER counts the CASE's
    1s), so the filtered form is the plain one over a CASE, which the deltas handle as any
    argument.
    """
    if not isinstance(e, exp.Filter):
        return e
    agg, cond = e.this, e.expression.this
    if not isinstance(agg, exp.Count | exp.Sum | exp.Avg | exp.Min | exp.Max):
        raise NotAlgebraic(f"output {name} is not a plain count/sum/avg/min/max")
    if isinstance(agg.this, exp.Distinct):
        raise NotAlgebraic(f"output {name} uses DISTINCT")
    value = exp.Literal.number(1) if isinstance(agg.this, exp.Star) else agg.this
    return agg.__class__(this=exp.Case(ifs=[exp.If(this=cond.copy(), true=value.copy())]))


def algebraic_plan(
    q: exp.Expression,
    key: list[str],
    schema: Mapping[str, Mapping[str, Mapping[str, str]]],
) -> AggPlan:
    """Describe `q` (qualified, CTEs inlined) as an AggPlan, or raise NotAlgebraic."""
    if not isinstance(q, exp.Select):
        raise NotAlgebraic("not a single SELECT")
    frm = q.args.get("from_") or q.args.get("from")
    if frm is None or not isinstance(frm.this, exp.Table) or q.args.get("joins"):
        raise NotAlgebraic("reads more than one relation")
    table = frm.this
    alias = table.alias_or_name
    for arg in ("having", "distinct", "limit", "offset"):
        if q.args.get(arg):
            raise NotAlgebraic(f"uses {arg.upper()}")
    if any(isinstance(n, exp.Select) for n in q.walk() if n is not q):
        raise NotAlgebraic("uses a subquery")
    if any(True for _ in q.find_all(exp.Window)):
        raise NotAlgebraic("uses a window function")
    group = list((q.args.get("group") or exp.Group()).expressions)
    if not group and key:
        raise NotAlgebraic("no GROUP BY")
    names = q.named_selects
    key_exprs = []
    for k in key:
        e = q.expressions[names.index(k)].unalias()
        if not isinstance(e, exp.Column) or not any(e == g for g in group):
            raise NotAlgebraic(f"key {k} is not a grouping column")
        key_exprs.append(e)
    if len(group) != len(key):
        raise NotAlgebraic("GROUP BY columns differ from the key")

    plan = AggPlan(alias=alias, keys=key_exprs, where=(q.args.get("where") or exp.Where()).this)
    for out in q.expressions:
        name = out.alias_or_name
        e = out.unalias()
        if name in key:
            plan.outputs.append(AggOutput(name, "key"))
            continue
        e = _unfilter(e, name)
        if isinstance(e, exp.Count) and isinstance(e.this, exp.Star):
            plan.outputs.append(AggOutput(name, "count_star"))
            continue
        kinds: dict[type, Kind] = {
            exp.Count: "count",
            exp.Sum: "sum",
            exp.Avg: "avg",
            exp.Min: "min",
            exp.Max: "max",
        }
        kind = kinds.get(type(e))
        if kind is None:
            raise NotAlgebraic(f"output {name} is not a plain count/sum/avg/min/max")
        arg = e.this
        if isinstance(arg, exp.Distinct) or e.find(exp.Filter) is not None:
            raise NotAlgebraic(f"output {name} uses DISTINCT or FILTER")
        if any(isinstance(n, exp.AggFunc) for n in arg.walk()):
            raise NotAlgebraic(f"output {name} nests aggregates")
        if kind in ("sum", "avg") and not _exact(arg, table, schema):
            raise NotAlgebraic(
                f"{kind}({arg.sql('postgres')}) is not over an exact integer/numeric value"
            )
        idx = next((i for i, a in enumerate(plan.args) if a == arg), None)
        if idx is None:
            plan.args.append(arg)
            idx = len(plan.args) - 1
        plan.outputs.append(AggOutput(name, kind, idx))
    return plan
