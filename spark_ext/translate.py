"""Translate a tview model (SQL compiled for PostgreSQL) into Spark SQL.

The goal is a result that is *byte-identical once loaded back into PostgreSQL*:

* scalar output columns are rendered by Spark as PostgreSQL input text and parsed by
  ``COPY`` into the live table's column types;
* JSON documents (``jsonb_build_object``, ``jsonb_agg``, ``'..'::jsonb``) are evaluated as
  Spark *structs / arrays / variants* and rendered to JSON text by an encoder generated from
  the Spark result schema (:func:`json_encoder`); PostgreSQL's ``jsonb`` input then normalises
  key order, whitespace and duplicate keys, exactly as ``jsonb_build_object`` does.

Everything is done on the sqlglot AST (read='postgres', write='spark'); no regex on SQL.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import sqlglot
from sqlglot import exp

# Field name that marks "one element of a jsonb_agg" inside the Spark struct that carries it.
AGG_FIELD = "__tv_v"
# Field name that marks "this string is JSON text, embed it verbatim" (jsonb sources, '..'::jsonb).
# (Spark's VARIANT would re-print numbers: 1.50 -> 1.5, and jsonb keeps 1.50.)
JSON_FIELD = "__tv_json"
ORDER_FIELD = "__tv_o"
# Field name that marks "this string is PostgreSQL's text of a numeric whose display scale varies
# per row" (avg, numeric division): written verbatim as a JSON number or a numeric column.
NUM_FIELD = "__tv_num"

_T = exp.DataType.Type
INT_TYPES = {_T.SMALLINT, _T.INT, _T.BIGINT, _T.TINYINT}
FLOAT_TYPES = {_T.DOUBLE, _T.FLOAT}
TEXT_TYPES = {_T.TEXT, _T.VARCHAR, _T.CHAR, _T.NCHAR, _T.NVARCHAR}


AGG_FUNCS = {
    "jsonb_agg",
    "json_agg",
    "jsonb_object_agg",
    "json_object_agg",
    "string_agg",
    "array_agg",
    "bool_and",
    "bool_or",
    "every",
}


class Unsupported(ValueError):
    """The model uses a construct the Spark path cannot evaluate identically."""


@dataclass
class SourceRef:
    schema: str
    name: str
    view: str  # Spark temp view name
    jsonb_columns: set[str] = field(default_factory=set)
    columns: dict[str, str] = field(default_factory=dict)  # name -> PostgreSQL type (format_type)


def _anon(name: str, *args: exp.Expression) -> exp.Expression:
    return exp.Anonymous(this=name, expressions=list(args))


def _raw_json(node: exp.Expression) -> exp.Expression:
    return _anon("named_struct", exp.Literal.string(JSON_FIELD), node)


def _is_marker(node: exp.Expression, name: str) -> bool:
    return (
        isinstance(node, exp.Anonymous)
        and str(node.this).lower() == "named_struct"
        and len(node.expressions) == 2
        and isinstance(node.expressions[0], exp.Literal)
        and node.expressions[0].this == name
    )


def _is_raw_json(node: exp.Expression) -> bool:
    return _is_marker(node, JSON_FIELD)


def _num(node: exp.Expression) -> exp.Expression:
    """PostgreSQL numeric text (varying display scale), marked for the renderers."""
    return _anon("named_struct", exp.Literal.string(NUM_FIELD), node)


def _is_num(node: exp.Expression) -> bool:
    return _is_marker(node, NUM_FIELD)


def _unparen(node: exp.Expression) -> exp.Expression:
    while isinstance(node, exp.Paren):
        node = node.this
    return node


def _int_literal(node: exp.Expression) -> int | None:
    node = _unparen(node)
    if isinstance(node, exp.Neg):
        v = _int_literal(node.this)
        return None if v is None else -v
    if isinstance(node, exp.Literal) and not node.is_string and node.this.lstrip("-").isdigit():
        return int(node.this)
    return None


def _decimal(p: int, s: int) -> exp.DataType:
    return exp.DataType.build(f"decimal({p},{s})", dialect="spark")


def _type_params(dt: exp.DataType) -> list[int]:
    out = []
    for e in dt.expressions:
        v = e.this if isinstance(e, exp.DataTypeParam) else e
        out.append(int(v.this if isinstance(v, exp.Literal) else v.name))
    return out


def _spark(sql: str) -> exp.Expression:
    return sqlglot.parse_one(sql, read="spark")


def _is_jsonb_type(dt: exp.Expression | None) -> bool:
    return isinstance(dt, exp.DataType) and dt.this in (
        exp.DataType.Type.JSONB,
        exp.DataType.Type.JSON,
    )


def _fname(node: exp.Expression) -> str | None:
    if isinstance(node, exp.Anonymous):
        return str(node.this).lower()
    return None


class Translator:
    def __init__(
        self, sources: list[SourceRef], default_schema: str = "public", model: str | None = None
    ):
        self.sources = sources
        self.default_schema = default_schema
        self.model = model
        self.jsonb_columns = set().union(*(s.jsonb_columns for s in sources)) if sources else set()
        self._lambda = 0
        self.typed = False  # column types known (sqlglot annotation succeeded)

    def _refuse(
        self, what: str, hint: str = "use backfill: postgres for this model"
    ) -> Unsupported:
        who = f"model {self.model}: " if self.model else ""
        return Unsupported(f"{who}{what}; {hint}")

    # -- tables -------------------------------------------------------------------------
    def _source_for(self, table: exp.Table) -> SourceRef | None:
        schema = table.db or self.default_schema
        for s in self.sources:
            if s.name == table.name and s.schema == schema:
                return s
        return None

    def _rewrite_tables(self, tree: exp.Expression) -> None:
        cte_names = {c.alias_or_name for c in tree.find_all(exp.CTE)}
        for table in list(tree.find_all(exp.Table)):
            if not table.db and table.name in cte_names:
                continue
            src = self._source_for(table)
            if src is None:
                raise Unsupported(
                    f"relation {table.sql('postgres')} is not a declared source of the model"
                )
            alias = table.alias or table.name
            new = exp.Table(this=exp.to_identifier(src.view))
            new.set("alias", exp.TableAlias(this=exp.to_identifier(alias, quoted=True)))
            table.replace(new)

    # -- json -----------------------------------------------------------------------------
    def _json_value(self, node: exp.Expression) -> exp.Expression:
        """An argument used as a JSON value: make jsonb-typed inputs Spark variants."""
        if isinstance(node, exp.Column):
            typ = node.type
            known = typ is not None and typ.this != exp.DataType.Type.UNKNOWN
            is_json = (
                typ.this in (exp.DataType.Type.JSONB, exp.DataType.Type.JSON) if known else False
            )
            if is_json or (not known and node.name in self.jsonb_columns):
                return _raw_json(node)
        if isinstance(node, exp.JSONExtract):
            raise Unsupported("'->' used as a JSON value (use ->> or reference the whole document)")
        return node

    def _build_object(self, node: exp.Anonymous) -> exp.Expression:
        args = list(node.expressions)
        if len(args) % 2 or not args:
            raise Unsupported("jsonb_build_object needs a non-empty even number of arguments")
        out: list[exp.Expression] = []
        for k, v in zip(args[::2], args[1::2]):
            if not (isinstance(k, exp.Literal) and k.is_string):
                raise Unsupported(
                    "jsonb_build_object keys must be string literals for the Spark path"
                )
            out += [k, self._json_value(v)]
        return _anon("named_struct", *out)

    def _agg(
        self, node: exp.Anonymous, filt: exp.Expression | None
    ) -> tuple[exp.Expression, exp.Expression]:
        """jsonb_agg(x [ORDER BY ...]) [FILTER (WHERE c)] -> (nullable array, non-null array)."""
        if len(node.expressions) != 1:
            raise Unsupported("jsonb_agg takes one argument")
        arg = node.expressions[0]
        order: list[exp.Ordered] = []
        if isinstance(arg, exp.Order):
            order = list(arg.expressions)
            arg = arg.this
        if isinstance(arg, exp.Distinct):
            raise Unsupported("jsonb_agg(DISTINCT ...)")
        fields: list[exp.Expression] = []
        for i, o in enumerate(order):
            fields += [exp.Literal.string(f"{ORDER_FIELD}{i}"), o.this]
        fields += [exp.Literal.string(AGG_FIELD), self._json_value(arg)]
        coll: exp.Expression = _anon("collect_list", _anon("named_struct", *fields))
        if filt is not None:
            coll = exp.Filter(this=coll, expression=filt)
        if order:
            self._lambda += 1
            lv, rv = f"l{self._lambda}", f"r{self._lambda}"
            terms = []
            for i, o in enumerate(order):
                f = f"{ORDER_FIELD}{i}"
                desc = bool(o.args.get("desc"))
                nf = o.args.get("nulls_first")
                nulls_first = desc if nf is None else bool(nf)
                lo, hi = ("1", "-1") if desc else ("-1", "1")
                nl, nr = ("-1", "1") if nulls_first else ("1", "-1")
                terms.append(
                    f"CASE WHEN {lv}.{f} IS NULL AND {rv}.{f} IS NULL THEN 0 WHEN {lv}.{f} IS "
                    f"NULL THEN {nl} "
                    f"WHEN {rv}.{f} IS NULL THEN {nr} WHEN {lv}.{f} < {rv}.{f} THEN {lo} "
                    f"WHEN {lv}.{f} > {rv}.{f} THEN {hi} ELSE 0 END"
                )
            cmp = (
                terms[0]
                if len(terms) == 1
                else (
                    "CASE " + " ".join(f"WHEN ({t}) <> 0 THEN ({t})" for t in terms) + " ELSE 0 END"
                )
            )
            arr = _spark(f"array_sort(__PLACEHOLDER__, ({lv}, {rv}) -> {cmp})")
            arr.find(exp.Column).replace(coll)
        else:
            arr = coll
        nullable = exp.Case(
            ifs=[
                exp.If(
                    this=exp.EQ(this=_anon("size", arr.copy()), expression=exp.Literal.number(0)),
                    true=exp.Null(),
                )
            ],
            default=arr.copy(),
        )
        nullable.meta["tv_agg_nonnull"] = arr
        return nullable, arr

    def _transform(self, node: exp.Expression) -> exp.Expression:
        name = _fname(node)
        if name in ("jsonb_build_object", "json_build_object"):
            return self._build_object(node)
        if isinstance(node, exp.Filter) and _fname(node.this) in ("jsonb_agg", "json_agg"):
            where = node.expression
            if not isinstance(where, exp.Where):
                where = exp.Where(this=where)
            return self._agg(node.this, where)[0]
        if name in ("jsonb_agg", "json_agg") and not isinstance(node.parent, exp.Filter):
            return self._agg(node, None)[0]
        if isinstance(node, exp.Cast) and _is_jsonb_type(node.args.get("to")):
            inner = node.this
            if (isinstance(inner, exp.Anonymous) and str(inner.this).lower() == "named_struct") or (
                isinstance(inner, exp.Case) and "tv_agg_nonnull" in inner.meta
            ):
                return inner  # already a JSON value
            # text (a literal or a text expression) parsed as JSON by PostgreSQL: embed verbatim,
            # COPY's jsonb input parses it exactly as the cast would
            return _raw_json(inner)
        if isinstance(node, exp.Coalesce):
            first = node.this
            rest = node.expressions
            if isinstance(first, exp.Case) and "tv_agg_nonnull" in first.meta and len(rest) == 1:
                r = rest[0]
                lit = r.this if isinstance(r, exp.Cast) else r
                if _is_raw_json(lit):
                    lit = lit.expressions[1]
                if isinstance(lit, exp.Literal) and lit.is_string and lit.this.strip() == "[]":
                    return first.meta["tv_agg_nonnull"]
        if name in (
            "to_jsonb",
            "to_json",
            "row_to_json",
            "jsonb_object_agg",
            "json_object_agg",
            "jsonb_set",
        ):
            raise Unsupported(f"{name}() is not supported by the Spark path yet")
        return node

    @staticmethod
    def _in_aggregate(node: exp.Expression, stop: exp.Expression) -> bool:
        p = node.parent
        while p is not None and p is not stop:
            if isinstance(p, (exp.AggFunc, exp.Filter, exp.Subquery)) or _fname(p) in AGG_FUNCS:
                return True
            p = p.parent
        return False

    def _complete_group_by(self, tree: exp.Expression) -> None:
        """PostgreSQL lets a query grouped by a table's primary key use the table's other columns
        (functional dependency); Spark does not: add those columns to GROUP BY (same groups)."""
        for select in tree.find_all(exp.Select):
            group = select.args.get("group")
            if not group or not group.expressions:
                continue
            grouped = {g.sql() for g in group.expressions}
            tables = {g.table for g in group.expressions if isinstance(g, exp.Column) and g.table}
            extra = []
            for part in [*select.expressions, select.args.get("having"), select.args.get("order")]:
                if part is None:
                    continue
                for col in part.find_all(exp.Column):
                    if (
                        col.table in tables
                        and col.sql() not in grouped
                        and not self._in_aggregate(col, select)
                    ):
                        if col.find_ancestor(exp.Select) is not select:
                            continue
                        grouped.add(col.sql())
                        extra.append(col.copy())
            if extra:
                group.set("expressions", [*group.expressions, *extra])

    def _annotate(self, tree: exp.Expression) -> exp.Expression:
        """Qualify columns and infer types with the sources' PostgreSQL column types (sqlglot's
        optimizer); the type-directed rewrites below need them. Without column types (or if the
        optimizer cannot handle the query) the tree is used as parsed."""
        if not all(s.columns for s in self.sources):
            return tree
        from sqlglot.optimizer.annotate_types import annotate_types
        from sqlglot.optimizer.qualify import qualify

        schema: dict = {}
        for s in self.sources:
            schema.setdefault(s.schema, {})[s.name] = dict(s.columns)
        try:
            for t in tree.find_all(exp.Table):
                t.set("catalog", None)
            q = qualify(
                tree.copy(),
                schema=schema,
                dialect="postgres",
                db=self.default_schema,
                quote_identifiers=False,
                validate_qualify_columns=False,
            )
            out = annotate_types(q, schema=schema, dialect="postgres")
        except Exception:  # noqa: BLE001 - fall back to the untyped translation
            return tree
        self.typed = True
        return out

    # -- numeric ----------------------------------------------------------------------------
    def _num_kind(self, n: exp.Expression) -> str | None:
        """How a numeric expression maps to Spark: ``int`` (an integer type), ``dec`` (a decimal
        whose Spark scale is PostgreSQL's display scale of every value), ``float``, ``num`` (a
        :data:`NUM_FIELD` text: avg / division), ``None`` (not known to be exact)."""
        n = _unparen(n)
        if _is_num(n):
            return "num"
        if isinstance(n, exp.Literal) and not n.is_string:
            t = n.this.lower()
            if "e" in t:
                return None  # 1e3 is numeric in PostgreSQL, a double in Spark
            if "." in t:
                return "dec"
            return "int" if abs(int(t)) < 2**63 else "dec"
        if isinstance(n, exp.Neg):
            return self._num_kind(n.this)
        if isinstance(n, exp.Cast):
            to = n.args.get("to")
            if not isinstance(to, exp.DataType):
                return None
            if to.this in INT_TYPES:
                return "int"
            if to.this in FLOAT_TYPES:
                return "float"
            if to.this == _T.DECIMAL:
                return "dec" if to.expressions else self._num_kind(n.this)
            return None
        if isinstance(n, (exp.Add, exp.Sub, exp.Mul)):
            ka, kb = self._num_kind(n.this), self._num_kind(n.expression)
            if "float" in (ka, kb):
                return "float"
            if None in (ka, kb) or "num" in (ka, kb):
                return None
            return "int" if ka == kb == "int" else "dec"
        if isinstance(n, exp.IntDiv):
            return "int"
        if isinstance(n, (exp.Sum, exp.Min, exp.Max, exp.Abs)):
            inner = n.this
            if isinstance(inner, exp.Distinct) and len(inner.expressions) == 1:
                inner = inner.expressions[0]
            return self._num_kind(inner)
        if isinstance(n, exp.Count):
            return "int"
        if isinstance(n, exp.Filter):
            return self._num_kind(n.this)
        if isinstance(n, exp.Coalesce):
            kinds = {self._num_kind(a) for a in [n.this, *n.expressions]}
            return "int" if kinds == {"int"} else ("float" if kinds == {"float"} else None)
        if isinstance(n, exp.Column):
            t = n.type
            if t is None:
                return None
            if t.this in INT_TYPES:
                return "int"
            if t.this in FLOAT_TYPES:
                return "float"
            if t.this == _T.DECIMAL:
                return "dec" if t.expressions else None  # unconstrained: read as decimal(38,18)
        return None

    def _is_int8(self, n: exp.Expression) -> bool:
        n = _unparen(n)
        if isinstance(n, exp.Distinct) and len(n.expressions) == 1:
            return self._is_int8(n.expressions[0])
        if isinstance(n, exp.Column):
            return n.type is not None and n.type.this == _T.BIGINT
        if isinstance(n, exp.Cast):
            return n.args["to"].this == _T.BIGINT
        if isinstance(n, exp.Count):
            return True
        if isinstance(n, exp.Literal) and not n.is_string:
            return "." not in n.this and abs(int(n.this)) >= 2**31
        if isinstance(n, (exp.Add, exp.Sub, exp.Mul, exp.IntDiv)):
            return self._is_int8(n.this) or self._is_int8(n.expression)
        if isinstance(n, exp.Neg):
            return self._is_int8(n.this)
        return False

    def _num_text(self, n: exp.Expression) -> exp.Expression:
        """The argument passed to a numeric UDF: the text of a NUM marker, else the value."""
        n = _unparen(n)
        return n.expressions[1] if _is_num(n) else n

    def _num_operand_error(self, node: exp.Expression, arg: exp.Expression) -> Unsupported:
        col = next((c for c in arg.find_all(exp.Column)), None)
        if col is not None and col.type is not None and col.type.this == _T.DECIMAL:
            if not col.type.expressions:
                return self._refuse(
                    f"{node.sql('postgres')}: column {col.sql('postgres')} is an unconstrained "
                    "numeric; PostgreSQL derives the result scale from each value's own scale, "
                    "which the Spark read (decimal(38,18)) does not keep",
                    "declare the column numeric(p,s) or use backfill: postgres",
                )
        return self._refuse(
            f"{node.sql('postgres')}: cannot prove the Spark decimal scale of "
            f"{arg.sql('postgres')} equals PostgreSQL's"
        )

    def _avg(self, avg: exp.Avg, wrap) -> exp.Expression | None:
        """avg(int/numeric) = numeric sum / count, divided the PostgreSQL way (tv_pg_div)."""
        arg = avg.this
        distinct = isinstance(arg, exp.Distinct)
        inner = arg.expressions[0] if distinct else arg
        kind = self._num_kind(inner)
        if kind == "float":
            return None  # float8 avg: Spark's double arithmetic (see docs/spark.md)
        if kind == "int":
            summed = exp.Cast(this=inner.copy(), to=_decimal(38, 0))
        elif kind == "dec":
            summed = inner.copy()
        else:
            raise self._num_operand_error(avg, inner)

        def d(x):
            return exp.Distinct(expressions=[x]) if distinct else x

        return _num(
            _anon(
                "tv_pg_div",
                wrap(exp.Sum(this=d(summed))),
                wrap(exp.Count(this=d(inner.copy()))),
            )
        )

    def _typed(self, node: exp.Expression) -> exp.Expression:
        if isinstance(node, exp.Sum) and self._num_kind(node.this) == "int":
            arg = node.this
            if isinstance(arg, exp.Distinct):
                arg = arg.expressions[0]
            if self._is_int8(arg):
                # sum(int8) is numeric in PostgreSQL (no overflow); Spark's would be a bigint
                arg.replace(exp.Cast(this=arg.copy(), to=_decimal(38, 0)))
                return node
        # avg, possibly under FILTER and/or OVER (rewritten at the outermost of those)
        if isinstance(node, exp.Avg) and not isinstance(node.parent, (exp.Filter, exp.Window)):
            return self._avg(node, lambda e: e) or node
        if (
            isinstance(node, exp.Filter)
            and isinstance(node.this, exp.Avg)
            and not isinstance(node.parent, exp.Window)
        ):
            where = node.expression
            return (
                self._avg(node.this, lambda e: exp.Filter(this=e, expression=where.copy())) or node
            )
        if isinstance(node, exp.Window):
            inner = node.this
            filt = None
            if isinstance(inner, exp.Filter) and isinstance(inner.this, exp.Avg):
                filt, inner = inner.expression, inner.this
            if isinstance(inner, exp.Avg):

                def wrap(e):
                    if filt is not None:
                        e = exp.Filter(this=e, expression=filt.copy())
                    w = node.copy()
                    w.set("this", e)
                    return w

                return self._avg(inner, wrap) or node
        if isinstance(node, exp.Div):
            ka, kb = self._num_kind(node.this), self._num_kind(node.expression)
            if ka == "int" and kb == "int":
                # integer division truncates in PostgreSQL; '/' is fractional in Spark
                return exp.IntDiv(this=node.this, expression=node.expression)
            if "float" in (ka, kb) and "num" not in (ka, kb):
                return node  # float8 division: IEEE in both
            if ka in ("int", "dec", "num") and kb in ("int", "dec", "num"):
                return _num(
                    _anon("tv_pg_div", self._num_text(node.this), self._num_text(node.expression))
                )
            bad = node.this if ka not in ("int", "dec", "num") else node.expression
            raise self._num_operand_error(node, bad)
        if isinstance(node, exp.Round):
            return self._round(node)
        if isinstance(node, exp.Cast):
            return self._cast(node)
        if isinstance(node, exp.AtTimeZone):
            src = node.this.type
            zone = node.args.get("zone")
            if src is not None and src.this == _T.TIMESTAMPTZ:
                # timestamptz AT TIME ZONE z -> wall clock in z (timestamp without time zone)
                return _anon(
                    "convert_timezone",
                    exp.Literal.string("UTC"),
                    zone,
                    exp.Cast(
                        this=node.this, to=exp.DataType.build("timestamp_ntz", dialect="spark")
                    ),
                )
            if src is not None and src.this == _T.TIMESTAMP:
                # timestamp AT TIME ZONE z -> the instant of that wall clock in z (timestamptz)
                return _anon("to_utc_timestamp", node.this, zone)
            raise Unsupported("AT TIME ZONE on an expression of unknown type")
        return node

    def _round(self, node: exp.Round) -> exp.Expression:
        arg = node.this
        k_node = node.args.get("decimals")
        kind = self._num_kind(arg)
        if k_node is None:
            if kind == "float":
                return _anon("rint", arg)  # round(float8) is rint(): half to even
            k = 0
        else:
            k = _int_literal(k_node)
            if k is None:
                if kind in ("int", "dec", "num"):
                    raise self._refuse(f"{node.sql('postgres')}: round() to a non-literal scale")
                return node
        if kind == "num":
            # display scale max(k, 0) for every row: an ordinary Spark decimal again
            text = _anon("tv_pg_round", self._num_text(arg), exp.Literal.number(k))
            return exp.Cast(this=text, to=_decimal(38, max(k, 0)))
        if kind in ("int", "dec"):
            # PostgreSQL: half away from zero, display scale max(k, 0) (Spark keeps the input
            # scale when k exceeds it, and an int stays an int)
            rounded = exp.Round(this=arg, decimals=exp.Literal.number(k))
            return exp.Cast(this=rounded, to=_decimal(38, max(k, 0)))
        if kind is None and self.typed and k_node is not None:
            raise self._num_operand_error(node, arg)
        return node

    def _cast(self, node: exp.Cast) -> exp.Expression:
        to = node.args.get("to")
        arg = _unparen(node.this)
        if not isinstance(to, exp.DataType):
            return node
        if _is_num(arg):
            text = arg.expressions[1]
            if to.this in TEXT_TYPES:
                return text
            if to.this == _T.DECIMAL:
                if not to.expressions:
                    return arg
                p, sc = (_type_params(to) + [0])[:2]
                if p > 38:
                    raise self._refuse(f"{node.sql('postgres')}: numeric precision above 38")
                return exp.Cast(
                    this=_anon("tv_pg_round", text, exp.Literal.number(sc)), to=_decimal(p, sc)
                )
            if to.this in INT_TYPES:
                return exp.Cast(this=_anon("tv_pg_round", text, exp.Literal.number(0)), to=to)
            if to.this in FLOAT_TYPES:
                return exp.Cast(this=text, to=to)
            raise self._refuse(f"{node.sql('postgres')}: cast of a numeric quotient")
        if to.this == _T.DECIMAL and not to.expressions and self.typed:
            # ::numeric without a typmod keeps each value's scale in PostgreSQL; Spark's bare
            # DECIMAL is decimal(10,0)
            kind = self._num_kind(arg)
            if kind == "dec":
                return arg
            if kind == "int":
                return exp.Cast(this=arg, to=_decimal(38, 0))
            if isinstance(arg, exp.Literal) and arg.is_string:
                from decimal import Decimal, InvalidOperation

                try:
                    d = Decimal(arg.this.strip())
                except InvalidOperation as e:
                    raise self._refuse(f"{node.sql('postgres')}: not a number") from e
                if d.is_finite():
                    return exp.Literal.number(format(d, "f"))
            raise self._refuse(
                f"{node.sql('postgres')}: ::numeric of a value whose PostgreSQL scale is not "
                "known statically"
            )
        return node

    def _check_num_contexts(self, tree: exp.Expression) -> None:
        """A NUM text may only be written out (a column of the outermost query, or a JSON value):
        anything else (arithmetic, comparison, GROUP BY, a subquery column) would operate on
        text, or on a fixed-scale decimal where PostgreSQL keeps the per-row scale."""
        for node in list(tree.find_all(exp.Anonymous)):
            if not _is_num(node):
                continue
            p = node.parent
            while isinstance(p, exp.Paren):
                p = p.parent
            if isinstance(p, exp.Anonymous) and _fname(p) == "named_struct" and not _is_num(p):
                continue  # a JSON object member / aggregate element
            if isinstance(p, exp.Alias):
                p = p.parent
            if isinstance(p, exp.Select) and node.find_ancestor(exp.Subquery, exp.CTE) is None:
                if any(node is e or node in e.find_all(exp.Anonymous) for e in p.expressions):
                    continue
            what = node.expressions[1].sql("spark")
            raise self._refuse(
                f"avg() or numeric division used inside {(p or node).sql('spark')[:200]} "
                f"({what}): PostgreSQL chooses the scale of such a result per row; the Spark "
                "path reproduces it only where the value is output directly, put in a JSON "
                "document, cast, or round()ed",
                "round() or cast it (e.g. ::numeric(12,4)), or use backfill: postgres",
            )

    def translate(self, sql: str) -> str:
        tree = sqlglot.parse_one(sql, read="postgres")
        if not isinstance(tree, exp.Query):
            raise Unsupported("model is not a query")
        tree = self._annotate(tree)
        for node in list(tree.dfs())[::-1]:
            new = self._typed(node)
            if new is not node:
                node.replace(new)
        self._complete_group_by(tree)
        self._rewrite_tables(tree)
        for node in list(tree.dfs())[::-1]:  # post-order: arguments before the calls using them
            new = self._transform(node)
            if new is not node:
                node.replace(new)
        self._check_num_contexts(tree)
        return tree.sql(dialect="spark")


def translate(
    sql: str, sources: list[SourceRef], default_schema: str = "public", model: str | None = None
) -> str:
    return Translator(sources, default_schema, model).translate(sql)


# -- rendering Spark values as PostgreSQL input text ------------------------------------------


def _q(name: str) -> str:
    return "`" + name.replace("`", "``") + "`"


_TS_FMT = "yyyy-MM-dd'T'HH:mm:ss.SSSSSS"


def _ts_json(expr: str, tz: bool) -> str:
    # PostgreSQL renders timestamps in JSON as ISO 8601 with 'T', trailing zero fractions trimmed,
    # and timestamptz with the session offset (the backfill runs with TimeZone=UTC).
    s = f"regexp_replace(date_format({expr}, \"{_TS_FMT}\"), '\\\\.?0+$', '')"
    return f"concat({s}, '+00:00')" if tz else s


def json_encoder(expr: str, dt, depth: int = 0) -> str:
    """Spark SQL rendering value ``expr`` of Spark type ``dt`` as JSON text (never NULL)."""
    from pyspark.sql import types as T

    def nn(body: str) -> str:
        return f"CASE WHEN {expr} IS NULL THEN 'null' ELSE {body} END"

    if isinstance(dt, T.StructType):
        names = [f.name for f in dt.fields]
        if names in ([JSON_FIELD], [NUM_FIELD]):
            return nn(f"coalesce(cast({expr}.{_q(names[0])} AS string), 'null')")
        if names == [AGG_FIELD] or (
            names and names[-1] == AGG_FIELD and all(n.startswith(ORDER_FIELD) for n in names[:-1])
        ):
            return json_encoder(f"{expr}.{_q(AGG_FIELD)}", dt.fields[-1].dataType, depth)
        parts = []
        for f in dt.fields:
            key = json.dumps(f.name) + ":"
            parts.append(
                f"'{key.replace(chr(92), chr(92) * 2).replace(chr(39), chr(92) + chr(39))}'"
            )
            parts.append(json_encoder(f"{expr}.{_q(f.name)}", f.dataType, depth + 1))
        pairs = ", ".join(f"concat({parts[i]}, {parts[i + 1]})" for i in range(0, len(parts), 2))
        return nn(f"concat('{{', concat_ws(',', {pairs}), '}}')")
    if isinstance(dt, T.ArrayType):
        v = f"e{depth}"
        return nn(
            f"concat('[', array_join(transform({expr}, {v} -> "
            f"{json_encoder(v, dt.elementType, depth + 1)}), ','), ']')"
        )
    if isinstance(dt, T.VariantType):
        return nn(f"to_json({expr})")
    if isinstance(dt, T.MapType):
        raise Unsupported("map values in JSON")
    if isinstance(dt, T.BooleanType):
        return nn(f"CASE WHEN {expr} THEN 'true' ELSE 'false' END")
    if isinstance(dt, (T.ByteType, T.ShortType, T.IntegerType, T.LongType, T.DecimalType)):
        return nn(f"cast({expr} AS string)")
    if isinstance(dt, T.DoubleType):
        # float8 -> json(b) goes through float8out (shortest round-trip text): "2", not "2.0"
        return nn(f"tv_float8_json({expr})")
    if isinstance(dt, T.FloatType):
        return nn(f"tv_float4_json({expr})")
    if isinstance(dt, T.TimestampType):
        return nn(f"concat('\"', {_ts_json(expr, True)}, '\"')")
    if isinstance(dt, T.TimestampNTZType):
        return nn(f"concat('\"', {_ts_json(expr, False)}, '\"')")
    if isinstance(dt, T.DateType):
        return nn(f"concat('\"', date_format({expr}, 'yyyy-MM-dd'), '\"')")
    if isinstance(dt, T.NullType):
        return "'null'"
    # strings and everything else: JSON string escaping by Spark's own generator
    s = f"to_json(array(cast({expr} AS string)))"
    return f"substring({s}, 2, length({s}) - 2)"


def pg_text(expr: str, dt, pg_type: str) -> str:
    """Spark SQL rendering ``expr`` as PostgreSQL input text for a column of ``pg_type``."""
    from pyspark.sql import types as T

    if pg_type in ("jsonb", "json"):
        if isinstance(dt, T.StringType):
            return expr
        return f"CASE WHEN {expr} IS NULL THEN NULL ELSE {json_encoder(expr, dt)} END"
    if isinstance(dt, T.StructType) and [f.name for f in dt.fields] == [NUM_FIELD]:
        return f"{expr}.{_q(NUM_FIELD)}"  # PostgreSQL's own numeric text
    if isinstance(dt, (T.StructType, T.ArrayType, T.MapType, T.VariantType)):
        raise Unsupported(f"complex Spark value for a {pg_type} column")
    if isinstance(dt, T.TimestampType):
        return f"concat(date_format({expr}, 'yyyy-MM-dd HH:mm:ss.SSSSSS'), '+00')"
    if isinstance(dt, T.TimestampNTZType):
        return f"date_format({expr}, 'yyyy-MM-dd HH:mm:ss.SSSSSS')"
    if isinstance(dt, T.DateType):
        return f"date_format({expr}, 'yyyy-MM-dd')"
    if isinstance(dt, T.BooleanType):
        return f"CASE WHEN {expr} THEN 't' WHEN NOT {expr} THEN 'f' END"
    if isinstance(dt, (T.DoubleType, T.FloatType)):
        return (
            f"CASE WHEN isnan({expr}) THEN 'NaN' WHEN {expr} = double('infinity') THEN 'Infinity' "
            f"WHEN {expr} = double('-infinity') THEN '-Infinity' ELSE cast({expr} AS string) END"
        )
    return f"cast({expr} AS string)"
