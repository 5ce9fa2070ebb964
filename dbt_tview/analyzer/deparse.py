"""PostgreSQL's own deparsed view definition, brought back to the shapes the analyzer reads.

The install analyzes `pg_get_viewdef` of the model's view taken under `search_path =
pg_catalog` instead of the model's text: every relation, function, operator and type outside
pg_catalog is schema-qualified there, function arguments carry the casts the server resolved,
and every output column carries the name PostgreSQL gave it. Generated SQL built from it thus
names the objects the view is bound to. The deparser writes join trees and conditions with
extra parentheses; `normalize` removes those that carry no meaning, so the analyzer sees
`FROM a JOIN b ON a.k = b.k` as it would in the model's text.
"""

from __future__ import annotations

import sqlglot
from sqlglot import exp
from sqlglot.errors import ParseError, TokenError

from dbt_tview.analyzer import sql_syntax
from dbt_tview.analyzer.errors import UnsupportedSQL

_DIALECT = "postgres"

# nodes whose parentheses never matter: they render as one operand
_ATOMS: tuple[type[exp.Expression], ...] = (
    exp.Column,
    exp.Literal,
    exp.Null,
    exp.Boolean,
    exp.Cast,
    exp.Func,
    exp.Paren,
    exp.Dot,
    exp.Bracket,
    exp.Star,
    exp.Exists,
    exp.Subquery,
)
# predicates that bind tighter than AND and OR
_PREDICATES: tuple[type[exp.Expression], ...] = (
    exp.Predicate,
    exp.Not,
    exp.Operator,
)


def _unwrap_join_tree(node: exp.Expression) -> tuple[exp.Expression, list[exp.Expression]]:
    """A parenthesized left-deep join tree `((a JOIN b ON c1) JOIN d ON c2)`: its first
    relation and its joins in order (the same joins, written without the parentheses)."""
    joins = list(node.args.get("joins") or [])
    if joins:
        node.set("joins", None)
    if (
        isinstance(node, exp.Subquery)
        and not node.alias
        and not isinstance(node.this, (exp.Select, exp.SetOperation))
        and not node.args.get("pivots")
    ):
        base, inner = _unwrap_join_tree(node.this)
        return base, inner + joins
    return node, joins


def _flatten_from(select: exp.Select) -> None:
    frm = select.args.get("from_") or select.args.get("from")
    if frm is None:
        return
    base, joins = _unwrap_join_tree(frm.this)
    if not joins:
        return
    frm.set("this", base)
    select.set("joins", joins + list(select.args.get("joins") or []))


def _strip(p: exp.Paren) -> bool:
    """Whether the parentheses `p` carry no meaning where they stand."""
    inner, parent = p.this, p.parent
    if isinstance(parent, (exp.Dot, exp.Bracket)) and p.arg_key == "this":
        return False  # ((t.c).f is the field f of column c, t.c.f the column f of table t.c)
    if isinstance(parent, (exp.Any, exp.All)):
        return False  # (the parentheses of x = ANY (a) are its syntax)
    if isinstance(inner, _ATOMS):
        return True
    if isinstance(parent, (exp.Where, exp.Having, exp.Alias, exp.Filter, exp.If)):
        return True
    if isinstance(parent, exp.Join) and p.arg_key == "on":
        return True
    if isinstance(parent, (exp.Anonymous, exp.AggFunc, exp.Coalesce)):
        return True  # a function argument, between commas
    if isinstance(parent, exp.And):
        return isinstance(inner, (exp.And, *_PREDICATES))
    if isinstance(parent, exp.Or):
        return isinstance(inner, (exp.Or, exp.And, *_PREDICATES))
    return False


def normalize(sql: str, model: str = "model") -> str:
    """The deparsed SQL with parenthesized left-deep join trees flattened and meaningless
    parentheses removed. A construct the deparser writes in a form sqlglot cannot read is
    refused with `model`'s name, never passed on as a parser error."""
    construct = sql_syntax.unreadable(sql)
    if construct is not None:
        raise UnsupportedSQL(
            model,
            f"the SQL/JSON or XML syntax {construct}",
            "the analyzer reads SQL through sqlglot, which cannot read this syntax as "
            f"PostgreSQL writes it back (pg_get_viewdef), in:\n{sql.strip()}",
            "Use the function forms (jsonb_build_object, jsonb_build_array, jsonb_agg, "
            "jsonb_object_agg; json_typeof or pg_input_is_valid for IS JSON; a cast to xml for "
            "XMLPARSE; xml_is_well_formed_document for IS DOCUMENT), or wrap the expression in "
            "an IMMUTABLE SQL function.",
        )
    try:
        q = sqlglot.parse_one(sql_syntax.rewrite(sql), read=_DIALECT)
    except (ParseError, TokenError) as e:
        raise UnsupportedSQL(
            model,
            "a construct of the query",
            "PostgreSQL writes it back (pg_get_viewdef) in a form the analyzer cannot read "
            f"({_first_error(e)}), in:\n{sql.strip()}",
            "Rewrite that expression (e.g. a cast to a plain type such as text or numeric), "
            "or materialize the model as a table.",
        ) from e
    for sel in list(q.find_all(exp.Select)):
        _flatten_from(sel)
    for table in q.find_all(exp.Table):
        # PostgreSQL 15 qualifies columns by the bare table name ("Events".id): an explicit
        # alias lets the analyzer resolve them whatever the name's case (a locking clause's
        # OF list names relations, where an alias is a syntax error)
        locked = table.find_ancestor(exp.Lock) is not None
        if isinstance(table.this, exp.Identifier) and not table.alias and not locked:
            table.set("alias", exp.TableAlias(this=table.this.copy()))
    changed = True
    while changed:
        changed = False
        for p in list(q.find_all(exp.Paren)):
            if p.parent is not None and _strip(p):
                p.replace(p.this)
                changed = True
    return q.sql(dialect=_DIALECT)


def _first_error(e: Exception) -> str:
    """The parser's description of its first error, with its position."""
    errors = getattr(e, "errors", None)
    if errors:
        first = errors[0]
        return f"{first.get('description')}, line {first.get('line')}, column {first.get('col')}"
    return str(e).splitlines()[0]
