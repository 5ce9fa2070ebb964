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


def _is_raw_json(node: exp.Expression) -> bool:
    return (
        isinstance(node, exp.Anonymous)
        and str(node.this).lower() == "named_struct"
        and len(node.expressions) == 2
        and isinstance(node.expressions[0], exp.Literal)
        and node.expressions[0].this == JSON_FIELD
    )


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
    def __init__(self, sources: list[SourceRef], default_schema: str = "public"):
        self.sources = sources
        self.default_schema = default_schema
        self.jsonb_columns = set().union(*(s.jsonb_columns for s in sources)) if sources else set()
        self._lambda = 0

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
            return annotate_types(q, schema=schema, dialect="postgres")
        except Exception:  # noqa: BLE001 - fall back to the untyped translation
            return tree

    @staticmethod
    def _typed(node: exp.Expression) -> exp.Expression:
        t = exp.DataType.Type
        ints = {t.SMALLINT, t.INT, t.BIGINT, t.TINYINT}
        if isinstance(node, exp.Div):
            a, b = node.this.type, node.expression.type
            if a is not None and b is not None and a.this in ints and b.this in ints:
                # integer division truncates in PostgreSQL; '/' is fractional in Spark
                return exp.IntDiv(this=node.this, expression=node.expression)
        if isinstance(node, exp.AtTimeZone):
            src = node.this.type
            zone = node.args.get("zone")
            if src is not None and src.this == t.TIMESTAMPTZ:
                # timestamptz AT TIME ZONE z -> wall clock in z (timestamp without time zone)
                return _anon(
                    "convert_timezone",
                    exp.Literal.string("UTC"),
                    zone,
                    exp.Cast(
                        this=node.this, to=exp.DataType.build("timestamp_ntz", dialect="spark")
                    ),
                )
            if src is not None and src.this == t.TIMESTAMP:
                # timestamp AT TIME ZONE z -> the instant of that wall clock in z (timestamptz)
                return _anon("to_utc_timestamp", node.this, zone)
            raise Unsupported("AT TIME ZONE on an expression of unknown type")
        return node

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
        return tree.sql(dialect="spark")


def translate(sql: str, sources: list[SourceRef], default_schema: str = "public") -> str:
    return Translator(sources, default_schema).translate(sql)


# -- rendering Spark values as PostgreSQL input text ------------------------------------------


def _q(name: str) -> str:
    return "`" + name.replace("`", "``") + "`"


_TS_FMT = "yyyy-MM-dd'T'HH:mm:ss.SSSSSS"


def _ts_json(expr: str, tz: bool) -> str:
    # PostgreSQL renders timestamps in JSON as ISO 8601 with 'T', trailing zero fractions trimmed,
    # and timestamptz with the session offset (the backfill runs with TimeZone=UTC).
    s = f"regexp_replace(date_format({expr}, \"{_TS_FMT}\"), '\\\\.?0+$', '')"
    return f"concat({s}, '+00:00')" if tz else s


def _double_json(expr: str) -> str:
    # float8 -> jsonb goes through float8out (shortest text) then numeric input: "2" not "2.0".
    return (
        f"CASE WHEN isnan({expr}) OR abs({expr}) = double('infinity') THEN "
        f"to_json(array(cast({expr} AS string))) "
        f"WHEN abs({expr}) < 1e15 AND {expr} = rint({expr}) THEN cast(cast({expr} AS bigint) "
        "AS string) "
        f"ELSE replace(cast({expr} AS string), '.0E', 'E') END"
    )


def json_encoder(expr: str, dt, depth: int = 0) -> str:
    """Spark SQL rendering value ``expr`` of Spark type ``dt`` as JSON text (never NULL)."""
    from pyspark.sql import types as T

    def nn(body: str) -> str:
        return f"CASE WHEN {expr} IS NULL THEN 'null' ELSE {body} END"

    if isinstance(dt, T.StructType):
        names = [f.name for f in dt.fields]
        if names == [JSON_FIELD]:
            return nn(f"coalesce(cast({expr}.{_q(JSON_FIELD)} AS string), 'null')")
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
    if isinstance(dt, (T.DoubleType, T.FloatType)):
        return nn(_double_json(f"cast({expr} AS double)"))
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
