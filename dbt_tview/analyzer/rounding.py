"""Aggregates whose floating-point result depends on the order they read rows in.

Floating-point addition rounds, so `sum`, `avg`, `stddev` and `variance` of `real` or `double
precision` values, and `corr`, `covar_*` and `regr_*` (computed in double precision whatever
their arguments), can differ in the last digits between two reads of the view: a hash and a
sort-based plan, or a row moved by an update, change the order. The table then may differ
from the view as the oracle compares them (by text), though no write was missed.
"""

from __future__ import annotations

from sqlglot import exp

from dbt_tview.analyzer.spellings import fixes_digits

_DIALECT = "postgres"
_FLOATS = {exp.DataType.Type.FLOAT, exp.DataType.Type.DOUBLE}
# computed in double precision whatever the arguments' type
_ALWAYS_FLOAT = (
    exp.Corr,
    exp.CovarPop,
    exp.CovarSamp,
    exp.RegrAvgx,
    exp.RegrAvgy,
    exp.RegrIntercept,
    exp.RegrR2,
    exp.RegrSlope,
    exp.RegrSxx,
    exp.RegrSxy,
    exp.RegrSyy,
)
# summing: exact over exact types (numeric, integers, interval), rounded over floats
_SUMMING = (
    exp.Sum,
    exp.Avg,
    exp.Stddev,
    exp.StddevPop,
    exp.StddevSamp,
    exp.Variance,
    exp.VariancePop,
)


def _rounded(n: exp.Expression) -> bool:
    """Whether `n` aggregates in floating point."""
    if isinstance(n, _ALWAYS_FLOAT):
        return True
    if isinstance(n, _SUMMING):
        arg = n.this.expressions[0] if isinstance(n.this, exp.Distinct) else n.this
        return arg is not None and arg.type is not None and arg.type.this in _FLOATS
    return False


def _rounded_after(n: exp.Expression) -> bool:
    """Whether the result of `n` is rounded to fixed digits (round(x, k), a cast to numeric
    of a scale) before the query returns it."""
    p = n.parent
    while p is not None and not isinstance(p, exp.Query):
        if fixes_digits(p):
            return True
        p = p.parent
    return False


def rounding_warnings(typed: exp.Expression | None) -> list[str]:
    """A warning for each aggregate of the typed query (spellings.typed_copy) whose
    floating-point result depends on the read order."""
    if typed is None:
        return []
    found = dict.fromkeys(
        n.sql(dialect=_DIALECT, normalize_functions="lower")
        for n in typed.walk()
        if _rounded(n) and not _rounded_after(n)
    )
    return [
        f"{call} adds floating-point values, whose rounding depends on the order it reads "
        "rows in: two reads of the view may differ in the last digits, and the table with "
        "them. Aggregate exact values (x::numeric) or round the result for exact documents"
        for call in found
    ]
