"""The algebraic strategy: GROUP BY views maintained from per-group deltas.

Recomputing a group costs O(group size); for invertible aggregates the change of a group is a
function of the changed rows alone: count(*) and count(x) add the signed row counts, sum(x)
adds the signed values, avg(x) is sum/count. min/max only need the group rescanned when a value
at (or beyond) the current extreme leaves. `agg(x) FILTER (WHERE p)` is `agg(CASE WHEN p THEN x
END)`, an output computed from aggregates (coalesce(sum(x), 0)) is an expression over them, and
so is HAVING. `algebraic_plan` decides whether a query has that shape and describes it;
everything else stays on recompute-by-key.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from sqlglot import exp

from dbt_tview.analyzer.identity import image_eq

Kind = Literal["key", "count_star", "count", "sum", "avg", "min", "max", "expr"]
# the kinds that counts and sums alone determine (min/max also need the extremes; an `expr`
# output combines count/sum/avg terms, or min/max ones: see AggOutput.extreme)
ADDITIVE: tuple[Kind, ...] = ("count_star", "count", "sum", "avg", "expr")

# sum/avg are maintained exactly only for exact types (float sums depend on the order).
_EXACT = re.compile(r"^(smallint|integer|bigint|numeric|decimal)(\(.*\))?$", re.I)


@dataclass
class AggTerm:
    """An aggregate inside an `expr` output: its kind, argument and PostgreSQL result type."""

    kind: Kind
    arg: int | None
    type: str  # count: bigint; avg: numeric; sum: bigint over smallint/integer, else numeric


@dataclass
class AggOutput:
    name: str
    kind: Kind
    arg: int | None = None  # index into AggPlan.args
    # `expr` only: the output with its aggregates as columns "__t<i>" (terms[i]) and its group
    # columns as "__k<i>" (AggPlan.keys[i]), e.g. COALESCE("__t0", 0) for coalesce(sum(x), 0)
    expr: exp.Expression | None = None
    terms: list[AggTerm] = field(default_factory=list)

    @property
    def extreme(self) -> bool:
        """Whether a min/max decides it (it changes only when an extreme does)."""
        return self.kind in ("min", "max") or any(t.kind in ("min", "max") for t in self.terms)

    @property
    def additive(self) -> bool:
        """Whether counts and sums alone decide it (the fast statement rewrites these)."""
        return self.kind in ADDITIVE and not self.extreme


@dataclass
class AggPlan:
    """A single-table GROUP BY query in algebraic form (expressions over `alias`)."""

    alias: str
    keys: list[exp.Expression]  # group expressions, in key order
    where: exp.Expression | None
    args: list[exp.Expression] = field(default_factory=list)
    outputs: list[AggOutput] = field(default_factory=list)
    # HAVING, as an `expr` output (count/sum/avg terms and group columns): a group is a row of
    # the view while it holds
    having: AggOutput | None = None
    # arguments summed as numeric, which can hold NaN and +-Infinity: a sum that met one is no
    # longer invertible (NaN - NaN is NaN), so a group whose delta sum is not finite is rebuilt
    numeric: set[int] = field(default_factory=set)
    # numeric arguments whose display scale varies by row -> the argument scale(x): a numeric
    # sum shows the largest scale among the group's values (1.5 + 2 is 3.5, 1.50 + 2 is 3.50),
    # and avg divides to a scale that depends on it, so that maximum is kept as an extreme
    scales: dict[int, int] = field(default_factory=dict)

    def _uses(self) -> list[AggOutput | AggTerm]:
        outs = [*self.outputs, *([self.having] if self.having else [])]
        return [*outs, *(t for o in outs for t in o.terms)]

    def needs_sum(self, i: int) -> bool:
        return any(o.arg == i and o.kind in ("sum", "avg") for o in self._uses())

    def needs_count(self, i: int) -> bool:
        return any(o.arg == i and o.kind in ("count", "sum", "avg") for o in self._uses())

    def mirrors(self) -> dict[str, str]:
        """The additive state a view output equals ('__n', '__c<i>', '__s<i>' -> output name).

        The tv row holds these, so the flush reads them there and a transaction that changes
        only them writes the tv row alone; the rest of the state needs a state table. With
        HAVING nothing is: a group the view leaves out has no tv row to hold its state.
        """
        names = {"count_star": "__n", "count": "__c{}", "sum": "__s{}"}
        out: dict[str, str] = {}
        if self.having is not None:
            return out
        for o in self.outputs:
            if o.kind in names:
                out.setdefault(names[o.kind].format(o.arg), o.name)
        return out


class NotAlgebraic(Exception):
    """Why the algebraic strategy does not apply (shown by tview_explain)."""


def _column_type(
    col: exp.Column, table: exp.Table, schema: Mapping[str, Mapping[str, Mapping[str, str]]]
) -> str | None:
    return schema.get(table.db, {}).get(table.name, {}).get(col.name)


_RANK = ("smallint", "integer", "bigint", "numeric")
_CAST_TYPES = {
    exp.DataType.Type.SMALLINT: "smallint",
    exp.DataType.Type.INT: "integer",
    exp.DataType.Type.BIGINT: "bigint",
    exp.DataType.Type.DECIMAL: "numeric",
}


def _exact_type(
    e: exp.Expression, table: exp.Table, schema: Mapping[str, Mapping[str, Mapping[str, str]]]
) -> str | None:
    """The exact type of `e` (smallint, integer, bigint or numeric), None if it has none.

    Sums of exact values computed per row do not depend on the order they are added in, so a
    group's sum can be kept by adding deltas. Conservative: columns, number literals, casts to
    an exact type, and arithmetic, CASE and COALESCE over those, typed as PostgreSQL types
    them (the wider operand wins); any function call is refused (round(int) is a double
    precision, for one).
    """

    def wider(*types: str | None) -> str | None:
        if any(t is None for t in types):
            return None
        return max(types, key=_RANK.index)  # type: ignore[arg-type]

    if isinstance(e, exp.Column):
        m = _EXACT.match(_column_type(e, table, schema) or "")
        return None if m is None else {"decimal": "numeric"}.get(m[1].lower(), m[1].lower())
    if isinstance(e, exp.Literal):
        if e.is_string:
            return None
        if e.is_int:
            v = abs(int(e.this))
            return "integer" if v < 2**31 else "bigint" if v < 2**63 else "numeric"
        return "numeric"
    if isinstance(e, exp.Cast):
        return _CAST_TYPES.get(e.to.this)
    if isinstance(e, exp.Paren | exp.Neg):
        return _exact_type(e.this, table, schema)
    if isinstance(e, exp.Add | exp.Sub | exp.Mul | exp.Div | exp.Mod):
        return wider(_exact_type(e.this, table, schema), _exact_type(e.expression, table, schema))
    if isinstance(e, exp.Case | exp.Coalesce):
        values = _results(e)
        return wider(*(_exact_type(v, table, schema) for v in values)) if values else None
    return None


def _ties_identical(
    e: exp.Expression, table: exp.Table, schema: Mapping[str, Mapping[str, Mapping[str, str]]]
) -> bool:
    """Whether values of `e` that compare equal are identical, so that min/max's result (and
    a group's key) does not depend on which of several tied values it meets: integers,
    numerics of one scale, columns whose `=` is identity (analyzer.identity), and CASE or
    COALESCE over those."""
    exact = _exact_type(e, table, schema)
    if exact is not None:
        scales = _finite_scales(e, table, schema)
        return exact != "numeric" or (len(scales) <= 1 and None not in scales)
    if isinstance(e, exp.Column):
        return image_eq(_column_type(e, table, schema) or "")
    if isinstance(e, exp.Paren):
        return _ties_identical(e.this, table, schema)
    if isinstance(e, exp.Case | exp.Coalesce):  # (FILTER is a CASE)
        values = _results(e)
        return bool(values) and all(_ties_identical(v, table, schema) for v in values)
    return False


_SPECIAL = re.compile(r"^[+-]?(nan|infinity|inf)$", re.I)


def _finite_scales(
    e: exp.Expression, table: exp.Table, schema: Mapping[str, Mapping[str, Mapping[str, str]]]
) -> set[int | None]:
    """The display scales the finite values of numeric `e` can have (None: any): a CASE or
    COALESCE yields its results' ('NaN'::numeric and the infinities tie only with themselves)."""
    if isinstance(e, exp.Paren):
        return _finite_scales(e.this, table, schema)
    if isinstance(e, exp.Case | exp.Coalesce):
        return {s for v in _results(e) for s in _finite_scales(v, table, schema)}
    if isinstance(e, exp.Cast) and isinstance(e.this, exp.Literal) and e.this.is_string:
        if _SPECIAL.match(str(e.this.this).strip()) and not e.to.expressions:
            return set()
    return {_scale(e, table, schema)}


def _results(e: exp.Case | exp.Coalesce) -> list[exp.Expression]:
    """The values a CASE or COALESCE can yield, NULL left out (the operand of CASE x WHEN is
    compared, not yielded)."""
    if isinstance(e, exp.Case):
        values = [i.args.get("true") for i in e.args.get("ifs") or []]
        values.append(e.args.get("default"))
    else:
        values = [e.this, *e.expressions]
    return [v for v in values if v is not None and not isinstance(v, exp.Null)]


def _scale(
    e: exp.Expression, table: exp.Table, schema: Mapping[str, Mapping[str, Mapping[str, str]]]
) -> int | None:
    """The display scale every value of the exact expression `e` has, None if it varies by row.

    PostgreSQL's numeric keeps the scale it was written with (1.50 stays 1.50): a column's is
    its type modifier's (none for plain `numeric`), `+ -` take the larger operand scale, `*`
    their sum; a quotient's depends on the values.
    """
    integer = ("smallint", "integer", "bigint")
    if isinstance(e, exp.Column):
        m = _EXACT.match(_column_type(e, table, schema) or "")
        if m is None or m[1].lower() in integer:
            return None if m is None else 0
        mod = m[2].strip("()").split(",") if m[2] else None  # numeric(p[,s])
        return None if mod is None else int(mod[1]) if len(mod) > 1 else 0
    if isinstance(e, exp.Literal):
        text = str(e.this)
        if e.is_string or "e" in text.lower():
            return None
        return len(text.split(".", 1)[1]) if "." in text else 0
    if isinstance(e, exp.Cast):
        if _CAST_TYPES.get(e.to.this) in integer:
            return 0
        params = e.to.expressions
        if e.to.this == exp.DataType.Type.DECIMAL and params:
            return int(params[1].name) if len(params) > 1 else 0
        if isinstance(e.this, exp.Literal) and e.this.is_string:  # ('1.50'::numeric)
            return None
        return _scale(e.this, table, schema)
    if isinstance(e, exp.Paren | exp.Neg):
        return _scale(e.this, table, schema)
    if isinstance(e, exp.Add | exp.Sub | exp.Mul):
        a, b = _scale(e.this, table, schema), _scale(e.expression, table, schema)
        if a is None or b is None:
            return None
        return a + b if isinstance(e, exp.Mul) else max(a, b)
    if isinstance(e, exp.Div | exp.Mod):
        return 0 if _exact_type(e, table, schema) in integer else None
    if isinstance(e, exp.Case | exp.Coalesce):
        scales = {_scale(v, table, schema) for v in _results(e)}
        return scales.pop() if len(scales) == 1 else None
    return None


def _whole_row(e: exp.Expression, table: exp.Table) -> bool:
    """`t.*` of the table read: as an argument, the row's composite value, never NULL."""
    return (
        isinstance(e, exp.Column)
        and isinstance(e.this, exp.Star)
        and e.table in (table.alias_or_name, "")
    )


def _builtin(typ: str | None) -> bool:
    """Whether `typ` names a built-in type (a composite type is always a user type)."""
    try:
        return typ is not None and exp.DataType.build(typ, dialect="postgres").this not in (
            exp.DataType.Type.USERDEFINED,
        )
    except Exception:  # (a user type's name does not parse as a type)
        return False


def _scalar(
    e: exp.Expression, table: exp.Table, schema: Mapping[str, Mapping[str, Mapping[str, str]]]
) -> bool:
    """Whether `e` is shown not to be a row value, whose IS NULL holds when all its fields are
    NULL while count(e) counts it: built-in columns, literals, casts to built-in types,
    predicates, and operators, CASE and COALESCE over those."""
    if isinstance(e, exp.Column):
        return not isinstance(e.this, exp.Star) and _builtin(_column_type(e, table, schema))
    if isinstance(e, exp.Literal | exp.Null | exp.Boolean | exp.Predicate | exp.Not):
        return True
    if isinstance(e, exp.Cast):
        return e.to.this is not exp.DataType.Type.USERDEFINED and _builtin(e.to.sql("postgres"))
    if isinstance(e, exp.Paren | exp.Neg):
        return _scalar(e.this, table, schema)
    if isinstance(e, exp.Binary):
        return _scalar(e.this, table, schema) and _scalar(e.expression, table, schema)
    if isinstance(e, exp.Case | exp.Coalesce):
        return all(_scalar(v, table, schema) for v in _results(e))
    return False


_KINDS: dict[type, Kind] = {
    exp.Count: "count",
    exp.Sum: "sum",
    exp.Avg: "avg",
    exp.Min: "min",
    exp.Max: "max",
}
_AGGS = tuple(_KINDS)


def _unfilter(e: exp.Expression, name: str, table: exp.Table) -> exp.Expression:
    """`agg(x) FILTER (WHERE p)` as `agg(CASE WHEN p THEN x END)`; any other `e` as it is.

    Every aggregate of the algebraic strategy ignores NULLs (count(*) FILTER counts the CASE's
    1s), so the filtered form is the plain one over a CASE, which the deltas handle as any
    argument.
    """
    if not isinstance(e, exp.Filter):
        return e
    agg, cond = e.this, e.expression.this
    if not isinstance(agg, _AGGS):
        raise NotAlgebraic(f"output {name} is not a plain count/sum/avg/min/max")
    if isinstance(agg.this, exp.Distinct):
        raise NotAlgebraic(f"output {name} uses DISTINCT")
    whole = isinstance(agg, exp.Count) and _whole_row(agg.this, table)
    value = exp.Literal.number(1) if isinstance(agg.this, exp.Star) or whole else agg.this
    return agg.__class__(this=exp.Case(ifs=[exp.If(this=cond.copy(), true=value.copy())]))


def _aggregate(
    e: exp.Expression,
    name: str,
    plan: AggPlan,
    table: exp.Table,
    schema: Mapping[str, Mapping[str, Mapping[str, str]]],
) -> tuple[Kind, int | None, str]:
    """One count/sum/avg/min/max (FILTER removed) as (kind, index into plan.args, its type).

    The type is PostgreSQL's result type where the strategy needs it (terms of `expr`
    outputs): bigint for counts, numeric for avg, bigint or numeric for sum, the column's for
    min/max of a column ("" for min/max of an expression: not known here).
    """
    if isinstance(e, exp.Count) and (isinstance(e.this, exp.Star) or _whole_row(e.this, table)):
        return "count_star", None, "bigint"
    kind = _KINDS[type(e)]
    arg = e.this
    if isinstance(arg, exp.Distinct) or e.find(exp.Filter) is not None:
        raise NotAlgebraic(f"output {name} uses DISTINCT or a nested FILTER")
    if any(isinstance(n, exp.AggFunc) for n in arg.walk()):
        raise NotAlgebraic(f"output {name} nests aggregates")
    if kind == "count" and not _scalar(arg, table, schema):
        # (the deltas count the rows whose argument IS NOT NULL; a row value of NULL fields is
        # NULL to that test, not to count: count a marker that is NULL exactly when it is)
        arg = exp.Nullif(this=exp.func("num_nonnulls", arg), expression=exp.Literal.number(0))
    typ = {"count": "bigint", "avg": "numeric"}.get(kind, "")
    if kind in ("min", "max") and not _ties_identical(arg, table, schema):
        raise NotAlgebraic(
            f"{kind}({arg.sql('postgres')}) is over values that can tie without being identical "
            "(numeric of varying scale, float -0 and 0, interval '1 day' and '24 hours'), "
            "whose kept extreme would not be the tie the view shows"
        )
    if kind in ("min", "max") and isinstance(arg, exp.Column):
        typ = _column_type(arg, table, schema) or ""
    exact = None
    if kind in ("sum", "avg"):
        exact = _exact_type(arg, table, schema)
        if exact is None:
            raise NotAlgebraic(
                f"{kind}({arg.sql('postgres')}) is not over an exact integer/numeric value"
            )
        if kind == "sum":
            typ = "bigint" if exact in ("smallint", "integer") else "numeric"
    idx = next((i for i, a in enumerate(plan.args) if a == arg), None)
    if idx is None:
        plan.args.append(arg)
        idx = len(plan.args) - 1
    if exact == "numeric":
        plan.numeric.add(idx)
        if idx not in plan.scales and _scale(arg, table, schema) is None:
            scale = exp.func("scale", arg.copy())
            plan.args.append(scale)
            plan.scales[idx] = len(plan.args) - 1
    return kind, idx, typ


def _expression(
    e: exp.Expression,
    name: str,
    plan: AggPlan,
    table: exp.Table,
    schema: Mapping[str, Mapping[str, Mapping[str, str]]],
) -> AggOutput:
    """An output computed from aggregates and the group columns, such as coalesce(sum(x), 0),
    round(avg(x), 2) or max(x) - min(x): its aggregates become terms, kept as any other. Its
    terms are count/sum/avg or min/max of columns, not both (see AggOutput.extreme)."""
    out = AggOutput(name, "expr")

    def term(node: exp.Expression) -> exp.Expression:
        if isinstance(node, (exp.Filter, *_AGGS)):
            kind, arg, typ = _aggregate(_unfilter(node, name, table), name, plan, table, schema)
            if not typ:  # (min/max of an expression: its state's type is not known)
                raise NotAlgebraic(f"output {name} uses {kind} inside an expression")
            out.terms.append(AggTerm(kind, arg, typ))
            return exp.column(f"__t{len(out.terms) - 1}", quoted=True)
        if isinstance(node, exp.Column):
            i = next((i for i, k in enumerate(plan.keys) if k == node), None)
            if i is None:
                raise NotAlgebraic(
                    f"output {name} reads {node.sql('postgres')} outside an aggregate"
                )
            return exp.column(f"__k{i}", quoted=True)
        if isinstance(node, exp.AggFunc):
            raise NotAlgebraic(f"output {name} is not a plain count/sum/avg/min/max")
        return node

    out.expr = e.copy().transform(term)
    if out.extreme and any(t.kind in ADDITIVE for t in out.terms):
        # (the fast statement rewrites outputs of counts and sums without the extremes)
        raise NotAlgebraic(f"output {name} combines min/max with count/sum/avg")
    return out


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
    for arg in ("distinct", "limit", "offset"):
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
        if not _ties_identical(e, table, schema):
            raise NotAlgebraic(
                f"key {k} groups values that can tie without being identical (numeric of "
                "varying scale, float -0 and 0, interval), whose kept key would not be the "
                "value the view shows"
            )
        key_exprs.append(e)
    if len(group) != len(key):
        raise NotAlgebraic("GROUP BY columns differ from the key")

    plan = AggPlan(alias=alias, keys=key_exprs, where=(q.args.get("where") or exp.Where()).this)
    for out in q.expressions:
        name = out.alias_or_name
        e = out.unalias()
        agg = _unfilter(e, name, table)
        if name in key:
            plan.outputs.append(AggOutput(name, "key"))
        elif isinstance(agg, _AGGS):
            kind, arg, _ = _aggregate(agg, name, plan, table, schema)
            plan.outputs.append(AggOutput(name, kind, arg))
        else:
            plan.outputs.append(_expression(e, name, plan, table, schema))
    having = q.args.get("having")
    if having is not None:
        if not key:
            raise NotAlgebraic("uses HAVING without GROUP BY")
        plan.having = _expression(having.this, "HAVING", plan, table, schema)
        # (the fast statement, which skips the extremes, could flip it)
        for t in plan.having.terms:
            if t.kind in ("min", "max"):
                raise NotAlgebraic(f"output HAVING uses {t.kind} inside an expression")
    return plan
