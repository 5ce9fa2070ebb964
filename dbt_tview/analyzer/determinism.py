"""Does the view return the same rows on every run? Proven from the query, as for uniqueness.

A choice among rows that tie on an ORDER BY (DISTINCT ON, LIMIT, row_number() and the other
position-based window functions, a ROWS frame, an order-sensitive aggregate over a window) is left
to the plan, so no maintained table could equal the view. Such a choice is accepted only when the
tied rows cannot be told apart: every value the SELECT computes from a row is decided by the
ordered expressions (or a column equated to one of them or to a constant in WHERE), every FROM
item's unique key is ordered on, or every GROUP BY expression is.

Ordering on a value decides it only up to `=`: where equal values can be written differently
(`loose`, see analyzer.spellings), a row that shows one is told apart from a tied row showing
another. A proof that holds up to `=` but not with `loose` is warned of, not refused, as the
GROUP BY of such a value is.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from sqlglot import exp

from dbt_tview.analyzer.errors import UnsupportedSQL
from dbt_tview.analyzer.model import Relation
from dbt_tview.analyzer.spellings import tie_warning

_DIALECT = "postgres"

# the result of these depends only on the row's peer group (ties get one value)
_PEER_FUNCTIONS = {"rank", "dense_rank", "percent_rank", "cume_dist"}
# aggregates whose result does not depend on the order they read their rows in
_ORDER_FREE_AGGREGATES = {
    "count",
    "sum",
    "avg",
    "min",
    "max",
    "bool_and",
    "bool_or",
    "every",
    "bit_and",
    "bit_or",
    "bit_xor",
    "stddev",
    "stddev_pop",
    "stddev_samp",
    "variance",
    "var_pop",
    "var_samp",
    "corr",
    "covar_pop",
    "covar_samp",
    "regr_avgx",
    "regr_avgy",
    "regr_count",
    "regr_intercept",
    "regr_r2",
    "regr_slope",
    "regr_sxx",
    "regr_sxy",
    "regr_syy",
    "range_agg",
    "range_intersect_agg",
}


def sql_of(e: exp.Expression) -> str:
    return e.sql(dialect=_DIALECT)


def _conjuncts(e: exp.Expression | None) -> list[exp.Expression]:
    out, todo = [], [e] if e is not None else []
    while todo:
        c = todo.pop().unnest()
        if isinstance(c, exp.And):
            todo += [c.this, c.expression]
        else:
            out.append(c)
    return out


def _items(sel: exp.Select) -> list[exp.Expression]:
    frm = sel.args.get("from_") or sel.args.get("from")
    return ([frm.this] if frm else []) + [j.this for j in sel.args.get("joins") or []]


def _whole(alias: str) -> str:
    """The marker of a FROM item all of whose columns are decided."""
    return f"{alias}.*"


def determined(
    sel: exp.Select, ordered: set[str], unique_keys: Mapping[Relation, Sequence[Sequence[str]]]
) -> set[str]:
    """The ordered expressions, every column equated to a constant or to one of them (by WHERE,
    or by the ON of an inner or left join: its row is then a function of them), and every
    column of a table whose unique key is among them; to a fixpoint (equalities chain)."""
    out = set(ordered)
    where = sel.args.get("where")
    conds = _conjuncts(where.this if where is not None else None)
    joins = sel.args.get("joins") or []
    outer = any((j.side or "").upper() in ("RIGHT", "FULL") for j in joins)
    lefts = []
    for j in joins:
        side = (j.side or "").upper()
        if side == "LEFT" and isinstance(j.this, exp.Table):
            lefts.append(j)
        elif not side and not outer:  # an inner join's ON filters like WHERE
            conds += _conjuncts(j.args.get("on"))
    eqs = [c for c in conds if type(c) is exp.EQ]
    tables = [t for t in _items(sel) if isinstance(t, exp.Table)]
    changed = True
    while changed:
        changed = False
        for c in eqs:
            for a, b in ((c.this, c.expression), (c.expression, c.this)):
                if isinstance(a, exp.Column) and not _decided(a, out) and _decided(b, out):
                    out.add(sql_of(a))
                    changed = True
        for t in tables:
            alias = t.alias_or_name
            if _whole(alias) in out:
                continue
            for u in unique_keys.get(Relation(t.db or None, t.name), []):
                cols = [exp.column(c, table=alias, quoted=True) for c in u]
                if u and all(_decided(c, out) for c in cols):
                    out.add(_whole(alias))
                    changed = True
                    break
        for j in lefts:  # the right side's row (or its NULLs) is a function of decided values
            alias = j.this.alias_or_name
            if _whole(alias) not in out and _left_row_decided(j, alias, out, unique_keys):
                out.add(_whole(alias))
                changed = True
    return out


def _left_row_decided(
    j: exp.Join,
    alias: str,
    known: set[str],
    unique_keys: Mapping[Relation, Sequence[Sequence[str]]],
) -> bool:
    """A LEFT JOIN's ON reads only decided values outside `alias` and equates a unique key of
    `alias` to them: at most one row matches, and whether one does is decided."""
    on = j.args.get("on")
    if on is None or not all(
        _decided(c, known) for c in on.find_all(exp.Column) if c.table != alias
    ):
        return False
    bound = set()
    for c in _conjuncts(on):
        if type(c) is not exp.EQ:
            continue
        for a, b in ((c.this, c.expression), (c.expression, c.this)):
            reads_alias = any(x.table == alias for x in b.find_all(exp.Column))
            if isinstance(a, exp.Column) and a.table == alias and not reads_alias:
                if isinstance(b, exp.Column) or _decided(b, known):
                    bound.add(a.name)
    t = j.this
    return any(u and set(u) <= bound for u in unique_keys.get(Relation(t.db or None, t.name), []))


def _decided(e: exp.Expression, known: set[str], loose: frozenset[str] = frozenset()) -> bool:
    """`e` has one value among rows that agree on `known`: it is one of them, or a row-level
    expression over them and constants (aggregates, windows and subqueries only as a whole).
    An expression in `loose` is decided only with its whole row (its spelling is the row's)."""
    if isinstance(e, exp.Column) and e.table and _whole(e.table) in known:
        return True
    text = sql_of(e)
    if text in known and text not in loose:
        return True
    if isinstance(e, exp.TableColumn):  # a whole-row reference
        return _whole(e.name) in known
    if isinstance(e, (exp.Column, exp.AggFunc, exp.Window, exp.Subquery, exp.Query, exp.Star)):
        return False
    if isinstance(e, exp.Anonymous):  # a user function might aggregate: not decided piecewise
        return False
    if text in loose:  # (decided by the whole rows it reads only)
        known = {k for k in known if k.endswith(".*")}
    return all(_decided(c, known, loose) for c in e.iter_expressions())


def rows_determined(
    sel: exp.Select,
    ordered: set[str],
    values: Iterable[exp.Expression],
    unique_keys: Mapping[Relation, Sequence[Sequence[str]]],
    loose: frozenset[str] = frozenset(),
) -> bool:
    """True when rows that tie on the `ordered` expressions cannot be told apart by `values`
    (read exactly for the expressions in `loose`)."""
    known = determined(sel, ordered, unique_keys)
    if all(_decided(v, known, loose) for v in values):
        return True
    group = sel.args.get("group")
    if group is not None:  # one row per group: no ties once every GROUP BY expression is ordered
        return bool(group.expressions) and all(_decided(g, known) for g in group.expressions)
    return _keyed_items(sel, known, unique_keys)


def _keyed_items(
    sel: exp.Select, known: set[str], unique_keys: Mapping[Relation, Sequence[Sequence[str]]]
) -> bool:
    """Every FROM item is a table a unique key of which is among `known`: no two rows tie."""
    items = _items(sel)
    for item in items:
        if not isinstance(item, exp.Table):
            return False
        alias = item.alias_or_name
        keys = unique_keys.get(Relation(item.db or None, item.name), [])
        if not any(
            u and all(sql_of(exp.column(c, table=alias, quoted=True)) in known for c in u)
            for u in keys
        ):
            return False
    return bool(items)


# ----------------------------------------------------------------------------- windows


def _function_name(f: exp.Expression) -> str:
    """The function's name as PostgreSQL spells it (sqlglot's class names differ)."""
    if isinstance(f, exp.Filter):
        f = f.this
    return sql_of(f).split("(", 1)[0].strip().strip('"').lower()


def _arguments(f: exp.Expression) -> list[exp.Expression]:
    """A window function's argument expressions (its FILTER condition included)."""
    if isinstance(f, exp.Filter):
        where = f.expression
        return _arguments(f.this) + ([where.this] if where is not None else [])
    out = []
    for a in f.iter_expressions():
        if isinstance(a, exp.Distinct):
            out += list(a.expressions)
        elif not isinstance(a, exp.Star):
            out.append(a)
    return out


def _resolve(w: exp.Window, named: Mapping[str, exp.Window]) -> exp.Window:
    """The window with a named window's PARTITION BY / ORDER BY / frame filled in."""
    ref = w.args.get("alias")
    base = named.get(ref.name) if isinstance(ref, exp.Identifier) else None
    if base is None:
        return w
    base = _resolve(base, named)
    out = w.copy()
    for arg in ("partition_by", "order", "spec"):
        if not out.args.get(arg) and base.args.get(arg):
            out.set(arg, base.args[arg].copy())
    return out


def _whole_partition(spec: exp.Expression | None) -> bool:
    return (
        spec is not None
        and str(spec.args.get("start") or "").upper() == "UNBOUNDED"
        and str(spec.args.get("end") or "").upper() == "UNBOUNDED"
    )


def _tie_sensitive(w: exp.Window) -> str | None:
    """Why the window's result depends on the order of rows its ORDER BY leaves tied, if it can."""
    name = _function_name(w.this)
    spec = w.args.get("spec")
    kind = str(spec.args.get("kind") or "").upper() if spec is not None else ""
    if name in _PEER_FUNCTIONS:
        return None
    if name in ("row_number", "ntile", "lag", "lead", "first_value", "last_value", "nth_value"):
        return f"{name}()"
    if name not in _ORDER_FREE_AGGREGATES:
        return f"{name}() over a window (its result depends on the order it reads rows in)"
    if kind == "ROWS" and not _whole_partition(spec):
        return f"{name}() with a ROWS frame"
    return None


def _window_values(sel: exp.Select) -> list[exp.Expression]:
    """What the SELECT computes from each row: its outputs outside windows, and every window's
    arguments, PARTITION BY and ORDER BY expressions."""
    out: list[exp.Expression] = []
    named = {w.alias_or_name: w for w in sel.args.get("windows") or []}
    for e in sel.expressions:
        e = e.unalias()
        wins = [w for w in e.find_all(exp.Window) if _owner(w) is sel]
        if not wins:
            out.append(e)
            continue
        for w in wins:
            w = _resolve(w, named)
            out += _arguments(w.this)
            out += list(w.args.get("partition_by") or [])
            order = w.args.get("order")
            out += [o.this for o in order.expressions] if order is not None else []
        if not isinstance(e, exp.Window):  # the rest of an expression around its windows
            rest = e.copy()
            for w in list(rest.find_all(exp.Window)):
                w.replace(exp.Null())
            out.append(rest)
    return out


def _owner(node: exp.Expression) -> exp.Select | None:
    p = node.parent
    while p is not None and not isinstance(p, exp.Select):
        p = p.parent
    return p


def check_windows(
    model: str,
    q: exp.Expression,
    unique_keys: Mapping[Relation, Sequence[Sequence[str]]],
    loose: frozenset[str] = frozenset(),
) -> list[str]:
    """Reject a window function whose result for a row depends on how the plan orders rows that
    tie on its PARTITION BY and ORDER BY; warn where they tie on equal values written
    differently (`loose`)."""
    warnings = []
    for sel in q.find_all(exp.Select):
        named = {w.alias_or_name: w for w in sel.args.get("windows") or []}
        wins = [w for e in sel.expressions for w in e.find_all(exp.Window) if _owner(w) is sel]
        if not wins or _single_row(sel):
            continue
        values = None
        for w in wins:
            w = _resolve(w, named)
            what = _tie_sensitive(w)
            if what is None:
                continue
            order = w.args.get("order")
            ordered = {sql_of(p) for p in w.args.get("partition_by") or []}
            ordered |= {sql_of(o.this) for o in order.expressions} if order is not None else set()
            values = values if values is not None else _window_values(sel)
            if rows_determined(sel, ordered, values, unique_keys):
                if loose and not rows_determined(sel, ordered, values, unique_keys, loose):
                    warnings.append(tie_warning(f"window function {what}"))
                continue
            over = "without ORDER BY" if order is None else "whose ORDER BY leaves ties"
            raise UnsupportedSQL(
                model,
                f"window function {what} {over}",
                "rows that tie on its PARTITION BY and ORDER BY differ, so which of them gets "
                "which result depends on the plan and changes from run to run",
                "Add a unique tiebreaker to the window's ORDER BY (a primary key column of every "
                "table it reads, or every column the query selects), or use rank() / "
                "dense_rank(), which give tied rows one value.",
            )
    return warnings


def _single_row(sel: exp.Select) -> bool:
    """An aggregate without GROUP BY: exactly one row."""
    return sel.args.get("group") is None and any(
        isinstance(n, exp.AggFunc) and _owner(n) is sel and n.find_ancestor(exp.Window) is None
        for e in sel.expressions
        for n in e.walk()
    )


# ------------------------------------------------------------------- order-sensitive aggregates

# aggregates whose result depends on the order they read their rows in (an object aggregate
# keeps one of the values of a repeated key)
_ORDER_SENSITIVE_AGGREGATES = {
    "array_agg",
    "string_agg",
    "group_concat",
    "xmlagg",
    *(f"{j}_agg{s}" for j in ("json", "jsonb") for s in ("", "_strict")),
    *(
        f"{j}_object_agg{s}"
        for j in ("json", "jsonb")
        for s in ("", "_strict", "_unique", "_unique_strict")
    ),
}


def _aggregated_values(f: exp.Expression) -> tuple[exp.Order | None, list[exp.Expression]]:
    """An aggregate call's ORDER BY and the expressions it aggregates."""
    order, values = None, []
    for a in f.iter_expressions():
        if isinstance(a, exp.Order):
            order, a = a, a.this
        values += list(a.expressions) if isinstance(a, exp.Distinct) else [a]
    return order, [v for v in values if v is not None]


def order_warnings(
    q: exp.Expression,
    unique_keys: Mapping[Relation, Sequence[Sequence[str]]],
    loose: frozenset[str] = frozenset(),
) -> list[str]:
    """Warn of an order-sensitive aggregate (outside a window, see check_windows) that reads
    rows in an order its ORDER BY leaves to the plan: without ORDER BY, or with one on which
    rows of a group tie while it aggregates different values from them. The view itself changes
    from run to run there, so a maintained table may differ from it in the order of elements."""
    out = []
    for f in q.find_all(exp.Func):
        name = _function_name(f)
        if name not in _ORDER_SENSITIVE_AGGREGATES or isinstance(f.parent, exp.Window):
            continue
        order, values = _aggregated_values(f)
        if order is None:
            out.append(
                f"{name} without ORDER BY: its element order depends on the plan; "
                "add ORDER BY inside the aggregate for stable documents"
            )
            continue
        sel = _owner(f)
        group = sel.args.get("group") if sel is not None else None
        ordered = {sql_of(o.this) for o in order.expressions}
        ordered |= {sql_of(g) for g in group.expressions} if group is not None else set()
        known = determined(sel, ordered, unique_keys) if sel is not None else ordered
        if sel is not None and _keyed_items(sel, known, unique_keys):
            continue
        if all(_decided(v, known) for v in values):
            if not all(_decided(v, known, loose) for v in values):
                out.append(tie_warning(f"{name}'s ORDER BY"))
            continue
        out.append(
            f"{name} whose ORDER BY leaves ties: rows that tie on it are read in the order the "
            "plan meets them; add a unique tiebreaker (a primary key column of every table it "
            "reads) for stable documents"
        )
    return out
