"""Values that `=` calls equal but PostgreSQL writes differently: which one the view returns.

Unconstrained `numeric` keeps each value's scale (1.0 and 1.00), floats keep the sign of zero,
`interval` its fields ('1 day' and '24 hours'), `jsonb` the scale of its numbers. Where the
query keeps one value among equal ones (a GROUP BY or DISTINCT output, UNION, `min`/`max`,
`percentile_disc`/`mode`, an aggregate over DISTINCT values), PostgreSQL returns whichever
its plan meets first, so two reads of the view may disagree and a maintained table may hold
the other spelling. A type modifier that fixes the scale (`numeric(12,2)`) leaves one
spelling per value.
"""

from __future__ import annotations

from collections.abc import Mapping

from sqlglot import exp
from sqlglot.optimizer.annotate_types import annotate_types
from sqlglot.schema import MappingSchema

_DIALECT = "postgres"
_T = exp.DataType.Type
_ALWAYS = {_T.FLOAT, _T.DOUBLE, _T.INTERVAL, _T.JSONB, _T.NUMRANGE}
_PICKING_AGGREGATES = (exp.Max, exp.Min)


def spelled_many(t: exp.DataType | None) -> bool:
    """Whether values of type `t` that `=` calls equal can be written differently."""
    if t is None:
        return False
    if t.this == _T.ARRAY:
        return any(spelled_many(e) for e in t.expressions if isinstance(e, exp.DataType))
    if t.this in (_T.DECIMAL, _T.BIGDECIMAL):
        return not t.expressions  # (numeric(p) and numeric(p,s) fix the scale)
    return t.this in _ALWAYS


def fixes_digits(e: exp.Expression) -> bool:
    """Whether `e` gives its value a fixed number of digits: round(x, k), or a cast to numeric
    of a scale."""
    if isinstance(e, exp.Round):
        return e.args.get("decimals") is not None
    return isinstance(e, exp.Cast) and e.to.this == _T.DECIMAL and bool(e.to.expressions)


def _spelled_many_value(e: exp.Expression) -> bool:
    """Whether the value of `e` can be written differently (round(x, k) and
    justify_interval(x) give one spelling per value)."""
    if fixes_digits(e):
        return False
    if isinstance(e, exp.JustifyInterval):
        return False
    return spelled_many(e.type)


def typed_copy(
    q: exp.Expression, schema: Mapping[str, Mapping[str, Mapping[str, str]]]
) -> exp.Expression | None:
    """A typed copy of `q` (None where sqlglot cannot type it: a warning never fails the
    install)."""
    try:
        return annotate_types(
            q.copy(), schema=MappingSchema(schema, dialect=_DIALECT, normalize=False)
        )
    except Exception:
        return None


def loose_expressions(
    q: exp.Expression, schema: Mapping[str, Mapping[str, Mapping[str, str]]]
) -> frozenset[str]:
    """The SQL of every expression of `q` whose equal values can be written differently: an
    ORDER BY on one decides the rows that tie on it only up to `=` (analyzer.determinism)."""
    typed = typed_copy(q, schema)
    if typed is None:
        return frozenset()
    return frozenset(
        n.sql(dialect=_DIALECT)
        for n in typed.walk()
        if not isinstance(n, exp.Query | exp.DataType) and _spelled_many_value(n)
    )


def tie_warning(what: str) -> str:
    """The warning for a choice among rows that tie on equal values written differently."""
    return (
        f"{what} chooses among rows that tie on values = calls equal but PostgreSQL writes "
        "differently (numeric 1.0 and 1.00, float 0 and -0, interval '1 day' and '24 hours'): "
        "the view shows the one its plan meets first, so the table may show another. Add a "
        "unique tiebreaker to its ORDER BY, or give the value one spelling: x::numeric(12,2), "
        "round(x::numeric, 2), justify_interval(x)"
    )


def _picks_ordered(n: exp.Expression) -> bool:
    """An ordered-set aggregate that returns one of the values it orders (percentile_disc,
    mode; percentile_cont on a value it meets exactly)."""
    if not isinstance(n, exp.WithinGroup) or not isinstance(n.expression, exp.Order):
        return False
    if not isinstance(n.this, exp.PercentileDisc | exp.PercentileCont | exp.Mode):
        return False
    return any(spelled_many(o.this.type) for o in n.expression.expressions)


def _name(e: exp.Expression) -> str:
    return e.alias_or_name or e.sql(dialect=_DIALECT)


def _picks(sel: exp.Select) -> list[tuple[str, str]]:
    """(output column, how it is picked) of `sel`'s outputs that keep one of equal values."""
    out = []
    distinct = sel.args.get("distinct")
    grouped = sel.args.get("group") is not None
    for e in sel.expressions:
        value = e.this if isinstance(e, exp.Alias) else e
        aggregated = any(isinstance(n, exp.AggFunc) for n in value.walk())
        if distinct is not None and not distinct.args.get("on") and _spelled_many_value(value):
            out.append((_name(e), "SELECT DISTINCT"))
        elif grouped and not aggregated and _spelled_many_value(value):
            out.append((_name(e), "GROUP BY"))
        elif any(isinstance(n, _PICKING_AGGREGATES) and spelled_many(n.type) for n in value.walk()):
            out.append((_name(e), "min/max"))
        elif any(_picks_ordered(n) for n in value.walk()):
            out.append((_name(e), "an ordered-set aggregate"))
        elif any(
            isinstance(n, exp.Distinct)
            and isinstance(n.parent, exp.AggFunc)
            and not isinstance(n.parent, exp.Count)
            and any(spelled_many(x.type) for x in n.expressions)
            for n in value.walk()
        ):
            out.append((_name(e), "an aggregate of DISTINCT values"))
    return out


def spelling_warnings(typed: exp.Expression | None) -> list[str]:
    """A warning for each output of the typed query (typed_copy) that keeps one of equal
    values written differently."""
    if typed is None:
        return []
    found: list[tuple[str, str]] = []
    for node in typed.walk():
        if isinstance(node, exp.Select):
            found += _picks(node)
        elif isinstance(node, exp.Union | exp.Intersect | exp.Except) and node.args.get(
            "distinct", True
        ):
            left = node.left
            while isinstance(left, exp.SetOperation):
                left = left.left
            if isinstance(left, exp.Select):
                found += [
                    (_name(e), type(node).__name__.upper())
                    for e in left.expressions
                    if _spelled_many_value(e.this if isinstance(e, exp.Alias) else e)
                ]
    return [
        f"column {col} keeps one of values that = calls equal but PostgreSQL writes "
        f"differently ({how}: numeric 1.0 and 1.00, float 0 and -0, interval '1 day' and "
        "'24 hours'): the view returns the one its plan meets first, so the table may hold "
        "another. Where the sources mix such spellings, give the value one spelling: "
        "x::numeric(12,2), round(x::numeric, 2), justify_interval(x)"
        for col, how in dict.fromkeys(found)
    ]
