"""Translate a tview model (SQL compiled for PostgreSQL) into Spark SQL.

The goal is a result that is *byte-identical once loaded back into PostgreSQL*:

* scalar output columns are rendered by Spark as PostgreSQL input text and parsed by
  ``COPY`` into the live table's column types;
* JSON documents (``jsonb_build_object``, ``jsonb_agg``, ``'..'::jsonb``) are evaluated as
  Spark *structs / arrays / variants* and rendered to JSON text by an encoder generated from
  the Spark result schema (:func:`json_encoder`); PostgreSQL's ``jsonb`` input then normalises
  key order, whitespace and duplicate keys, exactly as ``jsonb_build_object`` does; ``json``
  (not ``jsonb``) values and documents cast to text are printed in PostgreSQL's exact layout;
* what Spark has no exact equivalent for (numeric division scale, ``->``, float output text)
  runs as the Python functions of :mod:`spark_ext.pgfuncs` (Spark UDFs ``tv_*``);
* constructs whose result would differ (text order under a non code-point collation, a
  per-row-scale numeric in arithmetic, ...) raise :class:`Unsupported`.

Everything is done on the sqlglot AST (read='postgres', write='spark'); no regex on SQL.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import sqlglot
from sqlglot import exp

from spark_ext.pgio import wide_numeric

# Field name that marks "one element of a jsonb_agg" inside the Spark struct that carries it.
AGG_FIELD = "__tv_v"
# Field name that marks "this string is JSON text, embed it verbatim" (jsonb sources, '..'::jsonb).
# (Spark's VARIANT would re-print numbers: 1.50 -> 1.5, and jsonb keeps 1.50.)
JSON_FIELD = "__tv_json"
ORDER_FIELD = "__tv_o"
# Field name that marks "this string is PostgreSQL's text of a numeric whose display scale varies
# per row" (avg, numeric division): written verbatim as a JSON number or a numeric column.
NUM_FIELD = "__tv_num"

# JSON kinds carried by Spark struct field names (rendered by json_encoder):
JAGG_FIELD = "__tv_jv"  # a json (not jsonb) value: json_agg element, to_json(scalar)
JAGGN_FIELD = "__tv_jvn"  # json_agg element of composite type ("\n " before it)
JSONTEXT_FIELD = "__tv_jtext"  # json text, verbatim (json columns, text::json)
FLOAT_FIELD = "__tv_float"  # a float's [json text, jsonb text], rendered before aggregation
OBJ_FIELD = "__tv_obj"  # first field of an empty jsonb object
JBO_FIELD = "__tv_jbo"  # first field of a json_build_object: {"k" : v, ...}
JREC_FIELD = "__tv_jrec"  # first field of a json record (row_to_json, to_json(t)): {"k":v}
OA_FIELD = "__tv_oa"  # jsonb_object_agg: array of (key, value)
JOA_FIELD = "__tv_joa"  # json_object_agg: { "k" : v, ... }
KEY_FIELD = "__tv_k"
ASJSONB_FIELD = "__tv_asjsonb"  # json value cast to jsonb
TXT_FIELD = "__tv_txt"  # a json(b) value cast to text
RAW_FIELDS = (JSON_FIELD, JSONTEXT_FIELD)

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
    # columns whose JSON form is not the JSON string of their text (arrays, composites, ...)
    json_unsafe: dict[str, str] = field(default_factory=dict)
    not_null: set[str] = field(default_factory=set)  # NOT NULL columns
    # text columns that do not sort by code point: name -> what their collation is
    collations: dict[str, str] = field(default_factory=dict)
    # text columns with a collation other than the database default (their case mapping)
    explicit_collation: set[str] = field(default_factory=set)


@dataclass
class Collations:
    """How the database sorts text, as far as Spark (which compares code points) is concerned."""

    code_point: set[str]  # names of collations that order exactly by code point
    default_ok: bool = True  # the database default collation does
    default_desc: str = "the database default collation"
    # upper()/lower() under the database default: None when PostgreSQL maps each character on its
    # own (the server's per-character table is then registered as tv_pg_upper / tv_pg_lower),
    # else why not
    case_problem: str | None = None


def _anon(name: str, *args: exp.Expression) -> exp.Expression:
    return exp.Anonymous(this=name, expressions=list(args))


def _marker(name: str, node: exp.Expression) -> exp.Expression:
    m = _anon("named_struct", exp.Literal.string(name), node)
    m.meta["tv_json"] = True
    return m


def _json_get_kind(node: exp.Expression) -> str:
    """Raw kind of a tv_json_get result: jsonb text (normalised) or json text."""
    flag = node.expressions[2]
    return JSON_FIELD if isinstance(flag, exp.Boolean) and flag.this else JSONTEXT_FIELD


def _json_get_is_text(node: exp.Expression) -> bool:
    """->> / #>> (a text value) rather than -> / #> (a json value)."""
    if _fname(node) == "tv_json_get_text":
        return True
    if _fname(node) == "tv_json_get_path":
        flag = node.expressions[3]
        return isinstance(flag, exp.Boolean) and bool(flag.this)
    return False


def _is_json_get(node: exp.Expression) -> bool:
    return _fname(node) in ("tv_json_get", "tv_json_get_path") and not _json_get_is_text(node)


def _is_json_struct(node: exp.Expression) -> bool:
    return bool(node.meta.get("tv_json")) or "tv_agg_nonnull" in node.meta


def _is_json_object_agg(node: exp.Expression) -> bool:
    return _is_marker(node, OA_FIELD) or _is_marker(node, JOA_FIELD)


def _pg_text_array(lit: str) -> list[str]:
    """Elements of a PostgreSQL text[] literal such as '{a,b,"c d"}' (a JSON path)."""
    body = lit.strip()
    if not (body.startswith("{") and body.endswith("}")):
        raise Unsupported(f"path {lit!r} is not an array literal")
    out, cur, quoted, i = [], "", False, 1
    while i < len(body) - 1:
        c = body[i]
        if quoted:
            if c == "\\":
                i += 1
                cur += body[i]
            elif c == '"':
                quoted = False
            else:
                cur += c
        elif c == '"':
            quoted = True
        elif c == ",":
            out.append(cur.strip())
            cur = ""
        else:
            cur += c
        i += 1
    if body[1:-1].strip():
        out.append(cur.strip())
    return out


# PostgreSQL types whose JSON is not the JSON string of their ::text (datum_to_json categories)
def _json_unsafe(pg_type: str | None, src, col: str) -> str | None:
    if pg_type is None:
        return None
    if src is not None and col in getattr(src, "json_unsafe", {}):
        return src.json_unsafe[col]
    if pg_type.endswith("]"):
        return "arrays become JSON arrays in PostgreSQL, the Spark read has their text"
    if pg_type.startswith("character(") or pg_type in ("character", "bpchar"):
        return "char(n) keeps its padding in JSON, the Spark read trims it"
    return None


def _is_marker(node: exp.Expression, name: str) -> bool:
    return (
        isinstance(node, exp.Anonymous)
        and str(node.this).lower() == "named_struct"
        and len(node.expressions) == 2
        and isinstance(node.expressions[0], exp.Literal)
        and node.expressions[0].this == name
    )


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


def _fname(node: exp.Expression) -> str | None:
    if isinstance(node, exp.Anonymous):
        return str(node.this).lower()
    return None


class Translator:
    def __init__(
        self,
        sources: list[SourceRef],
        default_schema: str = "public",
        model: str | None = None,
        collations: Collations | None = None,
    ):
        self.sources = sources
        self.collations = collations
        self.default_schema = default_schema
        self.model = model
        self.jsonb_columns = set().union(*(s.jsonb_columns for s in sources)) if sources else set()
        self._lambda = 0
        self.typed = False  # column types known (sqlglot annotation succeeded)
        self.alias_sources: dict[str, SourceRef] = {}

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

    def _collect_aliases(self, tree: exp.Expression) -> None:
        cte_names = {c.alias_or_name for c in tree.find_all(exp.CTE)}
        for table in tree.find_all(exp.Table):
            if not table.db and table.name in cte_names:
                continue
            src = self._source_for(table)
            if src is not None:
                self.alias_sources[table.alias or table.name] = src

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
            self.alias_sources[alias] = src
            new = exp.Table(this=exp.to_identifier(src.view))
            new.set("alias", exp.TableAlias(this=exp.to_identifier(alias, quoted=True)))
            table.replace(new)

    # -- json -----------------------------------------------------------------------------
    def _col_pgtype(self, col: exp.Column) -> str | None:
        """PostgreSQL type of a source column reference (None: not a source column)."""
        src = self.alias_sources.get(col.table) if col.table else None
        if src is None and not col.table and len(self.alias_sources) == 1:
            src = next(iter(self.alias_sources.values()))
        if src is not None and col.name in src.columns:
            return src.columns[col.name]
        return None

    def _col_json_kind(self, col: exp.Column) -> str | None:
        """JSON_FIELD for a jsonb column, JSONTEXT_FIELD for json, None for other columns."""
        pgt = self._col_pgtype(col)
        if pgt is not None:
            return {"jsonb": JSON_FIELD, "json": JSONTEXT_FIELD}.get(pgt)
        typ = col.type
        if typ is not None and typ.this == _T.JSONB:
            return JSON_FIELD
        if typ is not None and typ.this == _T.JSON:
            return JSONTEXT_FIELD
        known = typ is not None and typ.this not in (_T.UNKNOWN, _T.NULL)
        if not known and col.name in self.jsonb_columns:
            return JSON_FIELD
        return None

    def _record(self, node: exp.Expression) -> tuple[str, list[exp.Expression]] | None:
        """A whole-row reference (``t``, ``t.*``): the row's columns, in attribute order."""
        node = _unparen(node)
        alias = None
        if isinstance(node, exp.TableColumn):
            alias = node.name
        elif isinstance(node, exp.Column) and isinstance(node.this, exp.Star) and node.table:
            alias = node.table
        elif isinstance(node, exp.Column) and not node.table and node.name in self.alias_sources:
            if node.type is None or node.type.this in (_T.UNKNOWN, _T.STRUCT):
                alias = node.name
        if alias is None:
            return None
        src = self.alias_sources.get(alias)
        if src is None or not src.columns:
            raise self._refuse(
                f"whole-row reference {alias} in a JSON value: only rows of declared sources "
                "(with known columns) can be expanded"
            )
        return alias, [exp.column(c, table=alias, quoted=True) for c in src.columns]

    def _row_null_guard(self, alias: str, obj: exp.Expression, tree_has_outer: bool):
        """A whole-row reference is NULL (not a row of NULLs) on the null-extended side of an
        outer join: detected through a NOT NULL column of the source."""
        src = self.alias_sources[alias]
        nn = [c for c in src.columns if c in src.not_null]
        if nn:
            cond = exp.Is(this=exp.column(nn[0], table=alias, quoted=True), expression=exp.Null())
            case = exp.Case(ifs=[exp.If(this=cond, true=exp.Null())], default=obj)
            case.meta["tv_json"] = True
            return case
        if tree_has_outer:
            raise self._refuse(
                f"whole-row reference {alias} in a query with an outer join, and "
                f"{src.schema}.{src.name} has no NOT NULL column to tell a NULL row from a row "
                "of NULLs"
            )
        return obj

    def _json_value(self, node: exp.Expression, json_typed: bool = False) -> exp.Expression:
        """An argument used as a JSON value (``json_typed``: inside a json, not jsonb, builder)."""
        rec = self._record(node)
        if rec is not None:
            alias, cols = rec
            obj = self._object(
                [(c.name, self._json_value(c, json_typed)) for c in cols],
                JREC_FIELD if json_typed else None,
                dedupe=False,
            )
            outer = any(
                (j.side or "").upper() in ("LEFT", "RIGHT", "FULL")
                for j in node.root().find_all(exp.Join)
            )
            return self._row_null_guard(alias, obj, outer)
        inner = _unparen(node)
        if isinstance(inner, exp.Column):
            kind = self._col_json_kind(inner)
            if kind is not None:
                return _marker(kind, inner)
            pgt = self._col_pgtype(inner)
            if pgt is not None and wide_numeric(pgt):
                return _num(inner)  # read as the value's own numeric text
            reason = _json_unsafe(pgt, self._col_src(inner), inner.name)
            if reason:
                raise self._refuse(
                    f"column {inner.sql('postgres')} ({pgt}) in a JSON value: {reason}"
                )
        if _is_json_get(inner):
            return _marker(_json_get_kind(inner), inner)
        width = self._float_width(inner)
        if width:
            # float8out / float4out text, rendered here (before any aggregation: Spark runs no
            # Python inside the lambdas that print aggregated arrays)
            return _marker(FLOAT_FIELD, _anon("tv_float_texts", node, exp.Literal.number(width)))
        return node

    def _float_width(self, n: exp.Expression) -> int | None:
        """4 / 8 for a float4 / float8 expression (PostgreSQL's result type), else None."""
        n = _unparen(n)
        if isinstance(n, exp.Column):
            pgt = self._col_pgtype(n)
            if pgt is not None:
                return {"real": 4, "double precision": 8}.get(pgt)
            t = n.type
            if t is not None and t.this in FLOAT_TYPES:
                return 4 if t.this == _T.FLOAT else 8
            return None
        if isinstance(n, exp.Cast):
            to = n.args.get("to")
            if isinstance(to, exp.DataType) and to.this in FLOAT_TYPES:
                return 4 if to.this == _T.FLOAT else 8
            return None
        if isinstance(n, (exp.Add, exp.Sub, exp.Mul, exp.Div)):
            wa, wb = self._float_width(n.this), self._float_width(n.expression)
            if wa or wb:
                return 4 if wa == 4 and wb in (4, None) and self._num_kind(n) == "float" else 8
            return None
        if isinstance(n, (exp.Neg, exp.Abs, exp.Sum, exp.Min, exp.Max, exp.Filter)):
            inner = n.this
            if isinstance(inner, exp.Distinct):
                inner = inner.expressions[0]
            return self._float_width(inner)
        if isinstance(n, exp.Avg) and self._float_width(n.this):
            return 8
        return None

    def _col_src(self, col: exp.Column) -> SourceRef | None:
        src = self.alias_sources.get(col.table) if col.table else None
        if src is None and not col.table and len(self.alias_sources) == 1:
            src = next(iter(self.alias_sources.values()))
        return src

    def _object(
        self, pairs: list[tuple[str, exp.Expression]], marker: str | None, dedupe: bool
    ) -> exp.Expression:
        """named_struct for a JSON object: ``marker`` None = jsonb, JBO/JREC = json kinds."""
        if dedupe:
            last = {}
            for i, (k, _) in enumerate(pairs):
                last[k] = i
            pairs = [p for i, p in enumerate(pairs) if last[p[0]] == i]
        elif len({k for k, _ in pairs}) != len(pairs):
            raise self._refuse("json_build_object with duplicate keys (json keeps both)")
        args: list[exp.Expression] = []
        if marker is not None or not pairs:
            args += [exp.Literal.string(marker or OBJ_FIELD), exp.Null()]
        for k, v in pairs:
            args += [exp.Literal.string(k), v]
        out = _anon("named_struct", *args)
        out.meta["tv_json"] = True
        return out

    def _build_object(self, node: exp.Anonymous, json_typed: bool) -> exp.Expression:
        args = list(node.expressions)
        name = _fname(node)
        if len(args) % 2:
            raise self._refuse(f"{name} needs an even number of arguments")
        pairs = []
        for k, v in zip(args[::2], args[1::2]):
            k = _unparen(k)
            if not (isinstance(k, exp.Literal) and k.is_string):
                raise self._refuse(f"{name} keys must be string literals for the Spark path")
            pairs.append((k.this, self._json_value(v, json_typed)))
        return self._object(pairs, JBO_FIELD if json_typed else None, dedupe=not json_typed)

    def _collect(
        self,
        what: str,
        values: list[tuple[str, exp.Expression]],
        order: list[exp.Ordered],
        filt: exp.Expression | None,
    ) -> tuple[exp.Expression, exp.Expression]:
        """collect_list of named_struct(<order keys>, <values>) [FILTER], sorted like ORDER BY
        -> (NULL when no rows, the array)."""
        fields: list[exp.Expression] = []
        for i, o in enumerate(order):
            fields += [exp.Literal.string(f"{ORDER_FIELD}{i}"), o.this]
        for name, v in values:
            fields += [exp.Literal.string(name), v]
        coll: exp.Expression = _anon("collect_list", _anon("named_struct", *fields))
        if filt is not None:
            if not isinstance(filt, exp.Where):
                filt = exp.Where(this=filt)
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
        arr.meta["tv_json"] = True
        return arr

    @staticmethod
    def _nullable(arr: exp.Expression, value: exp.Expression) -> exp.Expression:
        nullable = exp.Case(
            ifs=[
                exp.If(
                    this=exp.EQ(this=_anon("size", arr.copy()), expression=exp.Literal.number(0)),
                    true=exp.Null(),
                )
            ],
            default=value.copy(),
        )
        nullable.meta["tv_agg_nonnull"] = value
        return nullable

    @staticmethod
    def _split_order(arg: exp.Expression) -> tuple[exp.Expression, list[exp.Ordered]]:
        if isinstance(arg, exp.Order):
            return arg.this, list(arg.expressions)
        return arg, []

    def _array_agg_json(self, node: exp.Expression, filt: exp.Expression | None) -> exp.Expression:
        """jsonb_agg / json_agg(x [ORDER BY ...]) [FILTER (WHERE c)]."""
        json_typed = isinstance(node, exp.JSONArrayAgg)
        name = "json_agg" if json_typed else "jsonb_agg"
        args = [node.this] if json_typed else list(node.expressions)
        if len(args) != 1:
            raise self._refuse(f"{name} takes one argument")
        arg, order = self._split_order(args[0])
        if isinstance(arg, exp.Distinct):
            raise self._refuse(f"{name}(DISTINCT ...)")
        field = AGG_FIELD
        if json_typed:
            # json_agg puts "\n " before composite / array elements (json_agg_transfn)
            field = JAGGN_FIELD if self._record(arg) is not None else JAGG_FIELD
        arr = self._collect(name, [(field, self._json_value(arg, json_typed))], order, filt)
        return self._nullable(arr, arr)

    def _object_agg(self, node: exp.Expression, filt: exp.Expression | None) -> exp.Expression:
        """jsonb_object_agg / json_object_agg(k, v [ORDER BY ...]) [FILTER (WHERE c)]."""
        json_typed = isinstance(node, exp.JSONObjectAgg)
        name = "json_object_agg" if json_typed else "jsonb_object_agg"
        if json_typed:
            if len(node.expressions) != 2:
                raise self._refuse(f"{name} takes two arguments")
            k, v = node.expressions
        else:
            k, v = node.this, node.expression
        v, order = self._split_order(v)
        key = self._object_key(name, k)
        arr = self._collect(
            name, [(KEY_FIELD, key), (AGG_FIELD, self._json_value(v, json_typed))], order, filt
        )
        return self._nullable(arr, _marker(JOA_FIELD if json_typed else OA_FIELD, arr))

    def _object_key(self, name: str, k: exp.Expression) -> exp.Expression:
        """The key of jsonb_object_agg as text (PostgreSQL: the key's output text)."""
        kind = self._num_kind(k)
        typ = k.type
        if kind in ("int", "dec"):
            text = "cast(__k AS string)"
        elif (typ is not None and typ.this in TEXT_TYPES) or (
            isinstance(k, exp.Literal) and k.is_string
        ):
            text = "__k"
        elif typ is not None and typ.this == _T.BOOLEAN:
            text = "CASE WHEN __k THEN 'true' WHEN NOT __k THEN 'false' END"
        else:
            raise self._refuse(
                f"{name} key {k.sql('postgres')}: only text, integer, numeric and boolean keys"
            )
        tmpl = _spark(
            f"CASE WHEN __k IS NULL THEN raise_error('field name must not be null') ELSE {text} END"
        )
        for c in list(tmpl.find_all(exp.Column)):
            if c.name == "__k":
                c.replace(k.copy())
        return tmpl

    def _to_json(self, node: exp.Anonymous, name: str) -> exp.Expression:
        if len(node.expressions) != 1:
            raise self._refuse(f"{name}() with options")
        arg = node.expressions[0]
        rec = self._record(arg)
        json_typed = name != "to_jsonb"
        if rec is not None:
            return self._json_value(arg, json_typed)
        if name == "row_to_json":
            raise self._refuse("row_to_json() of something else than a source row")
        # to_json(b) is strict: NULL in, SQL NULL out (not JSON null)
        value = _marker(JAGG_FIELD if json_typed else AGG_FIELD, self._json_value(arg, json_typed))
        case = exp.Case(
            ifs=[exp.If(this=exp.Is(this=arg.copy(), expression=exp.Null()), true=exp.Null())],
            default=value,
        )
        case.meta["tv_json"] = True
        return case

    def _json_doc(self, doc: exp.Expression) -> tuple[exp.Expression, bool]:
        """(PostgreSQL text of the document, is jsonb) for the left side of -> / ->>."""
        doc = _unparen(doc)
        if isinstance(doc, exp.Column):
            kind = self._col_json_kind(doc)
            if kind is not None:
                return doc, kind == JSON_FIELD
        if _fname(doc) in ("tv_json_get", "tv_json_get_path") and not _json_get_is_text(doc):
            return doc, _json_get_kind(doc) == JSON_FIELD
        if _is_marker(doc, JSON_FIELD):
            return doc.expressions[1], True
        if _is_marker(doc, JSONTEXT_FIELD):
            return doc.expressions[1], False
        raise self._refuse(
            f"-> / ->> on {doc.sql('spark')[:120]}: only on json/jsonb columns of the sources "
            "(or of a cast text)"
        )

    def _json_get(self, node: exp.Expression) -> exp.Expression:
        """``->``, ``->>``, ``#>``, ``#>>``: the member's text (tv_json_get, see pgfuncs)."""
        scalar = isinstance(node, (exp.JSONExtractScalar, exp.JSONBExtractScalar))
        path = node.expression
        keys: list[exp.Expression] = []
        if isinstance(path, exp.JSONPath):
            for part in path.expressions:
                if isinstance(part, exp.JSONPathRoot):
                    continue
                if isinstance(part, exp.JSONPathKey) and isinstance(part.this, str):
                    keys.append(exp.Literal.string(part.this))
                elif isinstance(part, exp.JSONPathSubscript) and isinstance(part.this, int):
                    keys.append(exp.Literal.number(part.this))
                else:
                    raise self._refuse(f"JSON path {path.sql('postgres')}")
        elif isinstance(node, (exp.JSONBExtract, exp.JSONBExtractScalar)):
            lit = _unparen(path)
            if not (isinstance(lit, exp.Literal) and lit.is_string):
                raise self._refuse("#> / #>> with a non-literal path")
            doc, jsonb = self._json_doc(node.this)
            parts = [exp.Literal.string(p) for p in _pg_text_array(lit.this)]
            return _anon(
                "tv_json_get_path",
                doc,
                _anon("array", *parts)
                if parts
                else exp.Cast(
                    this=_anon("array"), to=exp.DataType.build("array<string>", dialect="spark")
                ),
                exp.Boolean(this=jsonb),
                exp.Boolean(this=scalar),
            )
        else:
            k = _int_literal(path)
            p = _unparen(path)
            if k is not None:
                keys.append(exp.Literal.number(k))
            elif isinstance(p, exp.Literal) and p.is_string:
                keys.append(p)
            else:
                raise self._refuse(f"-> / ->> with a non-literal key {path.sql('postgres')}")
        doc, jsonb = self._json_doc(node.this)
        flag = exp.Boolean(this=jsonb)
        for i, k in enumerate(keys):
            last = i == len(keys) - 1
            fn = "tv_json_get_text" if scalar and last else "tv_json_get"
            doc = _anon(fn, doc, k, flag)
        if not keys:
            return doc if not scalar else exp.Cast(this=doc, to=exp.DataType.build("string"))
        return doc

    def _json_cast(self, node: exp.Cast) -> exp.Expression | None:
        to = node.args.get("to")
        if not isinstance(to, exp.DataType):
            return None
        inner = _unparen(node.this)
        structured = _is_json_struct(inner)
        if to.this in (_T.JSONB, _T.JSON):
            want_jsonb = to.this == _T.JSONB
            if structured:
                # json <-> jsonb conversion of a built document: same content; in text form it
                # prints as the target type
                return _marker(ASJSONB_FIELD, inner) if want_jsonb else inner
            if isinstance(inner, exp.Column) and self._col_json_kind(inner) is not None:
                kind = self._col_json_kind(inner)
                if want_jsonb and kind == JSONTEXT_FIELD:
                    return _marker(JSON_FIELD, _anon("tv_jsonb_normalize", inner))
                return _marker(kind if want_jsonb else JSON_FIELD, inner)
            if _is_json_get(inner):
                kind = _json_get_kind(inner)
                if want_jsonb and kind == JSONTEXT_FIELD:
                    return _marker(JSON_FIELD, _anon("tv_jsonb_normalize", inner))
                return _marker(kind if want_jsonb else JSON_FIELD, inner)
            if isinstance(inner, exp.Literal) and inner.is_string:
                if not want_jsonb:
                    return _marker(JSONTEXT_FIELD, inner)
                from .pgfuncs import jsonb_normalize

                try:
                    text = jsonb_normalize(inner.this)
                except ValueError as e:
                    raise self._refuse(f"invalid json literal {inner.sql('postgres')}") from e
                return _marker(JSON_FIELD, exp.Literal.string(text))
            if any(_is_marker(inner, f) for f in RAW_FIELDS):
                return inner
            # a text expression parsed as json(b) by PostgreSQL: json keeps the text, jsonb its
            # normalised form
            if want_jsonb:
                return _marker(JSON_FIELD, _anon("tv_jsonb_normalize", inner))
            return _marker(JSONTEXT_FIELD, inner)
        if to.this in TEXT_TYPES:
            if _is_json_get(inner):
                return inner  # the member's text is its ::text
            if structured or any(_is_marker(inner, f) for f in RAW_FIELDS):
                return _marker(TXT_FIELD, inner)
            if isinstance(inner, exp.Column) and self._col_json_kind(inner) is not None:
                return inner  # the column is read as its text
        return None

    def _transform(self, node: exp.Expression) -> exp.Expression:
        name = _fname(node)
        if name in ("jsonb_build_object", "json_build_object"):
            return self._build_object(node, name == "json_build_object")
        if isinstance(node, exp.Filter) and not isinstance(node.parent, exp.Window):
            inner = node.this
            if _fname(inner) == "jsonb_agg" or isinstance(inner, exp.JSONArrayAgg):
                return self._array_agg_json(inner, node.expression)
            if isinstance(inner, (exp.JSONBObjectAgg, exp.JSONObjectAgg)):
                return self._object_agg(inner, node.expression)
        in_filter = isinstance(node.parent, exp.Filter)
        if (name == "jsonb_agg" or isinstance(node, exp.JSONArrayAgg)) and not in_filter:
            return self._array_agg_json(node, None)
        if isinstance(node, (exp.JSONBObjectAgg, exp.JSONObjectAgg)) and not in_filter:
            return self._object_agg(node, None)
        if name in ("to_jsonb", "to_json", "row_to_json"):
            return self._to_json(node, name)
        if isinstance(
            node,
            (exp.JSONExtract, exp.JSONExtractScalar, exp.JSONBExtract, exp.JSONBExtractScalar),
        ):
            return self._json_get(node)
        if name in ("jsonb_array_length", "json_array_length"):
            doc, _ = self._json_doc(node.expressions[0])
            return _anon("tv_json_array_length", doc)
        if isinstance(node, exp.Cast):
            new = self._json_cast(node)
            if new is not None:
                return new
        if isinstance(node, exp.Coalesce):
            first = node.this
            rest = node.expressions
            if isinstance(first, exp.Case) and "tv_agg_nonnull" in first.meta and len(rest) == 1:
                r = _unparen(rest[0])
                lit = r.expressions[1] if any(_is_marker(r, f) for f in RAW_FIELDS) else r
                empty = "{}" if _is_json_object_agg(first.meta["tv_agg_nonnull"]) else "[]"
                if isinstance(lit, exp.Literal) and lit.is_string and lit.this.strip() == empty:
                    return first.meta["tv_agg_nonnull"]
        if name in ("jsonb_set", "jsonb_insert", "jsonb_strip_nulls", "jsonb_pretty"):
            raise self._refuse(f"{name}() is not supported by the Spark path")
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
                cols = list(part.find_all(exp.Column))
                for ref in part.find_all(exp.TableColumn, exp.Column):
                    # a whole-row reference (to_jsonb(t)) uses every column of t
                    alias = ref.name if isinstance(ref, exp.TableColumn) else None
                    if isinstance(ref, exp.Column) and isinstance(ref.this, exp.Star):
                        alias = ref.table
                    src = self.alias_sources.get(alias) if alias else None
                    if src is not None and not self._in_aggregate(ref, select):
                        cols += [exp.column(c, table=alias, quoted=True) for c in src.columns]
                for col in cols:
                    if (
                        col.table in tables
                        and col.sql() not in grouped
                        and (col.parent is None or not self._in_aggregate(col, select))
                    ):
                        if col.parent is not None and col.find_ancestor(exp.Select) is not select:
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

    def _dec_scale(self, n: exp.Expression) -> int | None:
        """The (fixed) display scale of a numeric expression, when known statically."""
        n = _unparen(n)
        if isinstance(n, exp.Literal) and not n.is_string:
            t = n.this.lower()
            return None if "e" in t else (len(t.split(".")[1]) if "." in t else 0)
        if isinstance(n, exp.Column):
            t = n.type
            if t is not None and t.this in INT_TYPES:
                return 0
            if t is not None and t.this == _T.DECIMAL and t.expressions:
                params = _type_params(t)
                return params[1] if len(params) > 1 else 0
            return None
        if isinstance(n, exp.Cast):
            to = n.args.get("to")
            if isinstance(to, exp.DataType) and to.this in INT_TYPES:
                return 0
            if isinstance(to, exp.DataType) and to.this == _T.DECIMAL:
                if not to.expressions:
                    return self._dec_scale(n.this)
                params = _type_params(to)
                return params[1] if len(params) > 1 else 0
            return None
        if isinstance(n, (exp.Sum, exp.Min, exp.Max, exp.Abs, exp.Neg, exp.Filter)):
            inner = n.this
            if isinstance(inner, exp.Distinct):
                inner = inner.expressions[0]
            return self._dec_scale(inner)
        if isinstance(n, (exp.Count, exp.IntDiv)):
            return 0
        if isinstance(n, (exp.Add, exp.Sub, exp.Mul)):
            a, b = self._dec_scale(n.this), self._dec_scale(n.expression)
            if a is None or b is None:
                return None
            return a + b if isinstance(n, exp.Mul) else max(a, b)
        return None

    @staticmethod
    def _wide_col(n: exp.Expression) -> bool:
        """A column of an unconstrained (or precision > 38) numeric: read as its text."""
        t = n.type if isinstance(n, exp.Column) else None
        if t is None or t.this != _T.DECIMAL:
            return False
        if not t.expressions:
            return True
        p, sc = (_type_params(t) + [0])[:2]
        return p > 38 or sc < 0 or sc > p

    def _typed(self, node: exp.Expression) -> exp.Expression:
        if self._wide_col(node):
            # each value keeps its own display scale (1.5 stays 1.5): its PostgreSQL text,
            # usable where the text itself is written out, cast, round()ed or divided
            if isinstance(node.parent, (exp.Is, exp.Count)):
                return node  # the text is NULL exactly when the value is
            return _num(node.copy())
        if isinstance(node, exp.Coalesce):
            args = [node.this, *node.expressions]
            kinds = [self._num_kind(a) for a in args]
            if all(k in ("int", "dec", "num") for k in kinds) and {"dec", "num"} & set(kinds):
                scales = {self._dec_scale(a) for a in args}
                if len(scales) > 1 or None in scales:
                    # PostgreSQL keeps the display scale of whichever argument is chosen
                    # (coalesce(sum(price), 0) prints 0, not 0.00): coalesce the texts
                    texts = [
                        a.expressions[1]
                        if _is_num(_unparen(a))
                        else exp.Cast(this=a, to=exp.DataType.build("string"))
                        for a in args
                    ]
                    return _num(exp.Coalesce(this=texts[0], expressions=texts[1:]))
            return node
        if isinstance(node, exp.Case):
            results = [i.args["true"] for i in node.args.get("ifs") or []]
            default = node.args.get("default")
            if default is not None:
                results.append(default)
            vals = [r for r in results if not isinstance(_unparen(r), exp.Null)]
            kinds = [self._num_kind(r) for r in vals]
            if {"dec", "num"} & set(kinds):
                if not all(k in ("int", "dec", "num") for k in kinds):
                    raise self._refuse(
                        f"{node.sql('postgres')[:200]}: CASE mixing a numeric with values whose "
                        "PostgreSQL display scale is not known"
                    )
                scales = {self._dec_scale(r) for r in vals}
                if len(scales) > 1 or None in scales:
                    # PostgreSQL keeps the display scale of the branch chosen (CASE WHEN c THEN
                    # 1.5 ELSE 2.25 END prints 1.5, not 1.50): a CASE over the branches' texts
                    for r in vals:
                        u = _unparen(r)
                        text = (
                            u.expressions[1]
                            if _is_num(u)
                            else exp.Cast(this=r.copy(), to=exp.DataType.build("string"))
                        )
                        r.replace(text)
                    return _num(node.copy())
            return node
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

    def _output_or_json_value(self, node: exp.Expression) -> tuple[bool, exp.Expression]:
        """Whether ``node`` is only written out: a column of the outermost query or a value of a
        JSON document (not an ORDER BY key or an object key). Returns (ok, the parent seen)."""
        p = node.parent
        child = node
        while isinstance(p, exp.Paren):
            child, p = p, p.parent
        if isinstance(p, exp.Anonymous) and _fname(p) == "named_struct":
            if _is_num(p):
                return False, p
            i = next(i for i, a in enumerate(p.expressions) if a is child)
            label = p.expressions[i - 1] if i % 2 else None
            name = label.this if isinstance(label, exp.Literal) else ""
            return not (name.startswith(ORDER_FIELD) or name == KEY_FIELD), p
        if isinstance(p, exp.Alias):
            p = p.parent
        if isinstance(p, exp.Select) and node.find_ancestor(exp.Subquery, exp.CTE) is None:
            if any(node is e or node in e.find_all(type(node)) for e in p.expressions):
                return True, p
        return False, p

    def _check_contexts(self, tree: exp.Expression) -> None:
        """Values that are PostgreSQL *text* standing for something else may only be written out:
        avg / numeric quotients (per-row scale), json ``->`` members (json, compared and sorted
        as json by PostgreSQL), json(b) values cast to text."""
        for node in list(tree.find_all(exp.Anonymous)):
            if _is_num(node):
                ok, p = self._output_or_json_value(node)
                if not ok:
                    what = node.expressions[1].sql("spark")
                    raise self._refuse(
                        f"a numeric whose display scale PostgreSQL picks per row (avg, numeric "
                        f"division, coalesce or CASE of different scales, an unconstrained "
                        f"numeric column) used inside "
                        f"{p.sql('spark')[:200]} ({what}): the Spark path reproduces it only "
                        "where the value is output directly, put in a JSON document, cast, or "
                        "round()ed",
                        "round() or cast it (e.g. ::numeric(12,4)), or use backfill: postgres",
                    )
            elif _is_json_get(node):
                p = node.parent
                while isinstance(p, exp.Paren):
                    p = p.parent
                if _fname(p) in (
                    "tv_json_get",
                    "tv_json_get_text",
                    "tv_json_get_path",
                    "tv_json_array_length",
                ) or isinstance(p, exp.Is):
                    continue
                ok, p = self._output_or_json_value(node)
                if not ok:
                    raise self._refuse(
                        f"a json value from -> / #> used inside {p.sql('spark')[:200]}: "
                        "PostgreSQL compares and sorts it as json",
                        "use ->> (text) there, or backfill: postgres",
                    )
            elif _is_marker(node, TXT_FIELD):
                ok, p = self._output_or_json_value(node)
                if not ok:
                    raise self._refuse(
                        f"a json document cast to text used inside {p.sql('spark')[:200]}"
                    )

    @staticmethod
    def _fix_arrow_lambdas(tree: exp.Expression) -> exp.Expression:
        """sqlglot reads ``f(col->'k')`` as a lambda ``col -> 'k'`` (PostgreSQL has none)."""
        for lam in list(tree.find_all(exp.Lambda)):
            params = lam.expressions
            key = _unparen(lam.this)
            if len(params) != 1 or not isinstance(params[0], exp.Identifier):
                continue
            k = _int_literal(key)
            if k is not None:
                part = exp.JSONPathSubscript(this=k)
            elif isinstance(key, exp.Literal) and key.is_string:
                part = exp.JSONPathKey(this=key.this)
            else:
                continue
            lam.replace(
                exp.JSONExtract(
                    this=exp.Column(this=params[0].copy()),
                    expression=exp.JSONPath(expressions=[exp.JSONPathRoot(), part]),
                )
            )
        return tree

    # -- text order ---------------------------------------------------------------------------
    TEXT_PG_TYPES = ("text", "character varying", "character", "name", "citext", "bpchar")

    def _is_text(self, e: exp.Expression) -> bool:
        t = e.type
        if t is not None and t.this in TEXT_TYPES:
            return True
        if t is not None and t.this not in (_T.UNKNOWN, _T.NULL, _T.USERDEFINED):
            return False
        for c in e.find_all(exp.Column):
            pgt = self._col_pgtype(c) or ""
            if pgt.split("(")[0].strip() in self.TEXT_PG_TYPES:
                return True
        return False

    def _collation_problem(self, e: exp.Expression) -> str | None:
        """Why text expression ``e`` would not sort by code point in PostgreSQL (None: it does)."""
        e = _unparen(e)
        if isinstance(e, exp.Collate):
            coll = e.expression
            name = coll.name if getattr(coll, "quoted", False) else coll.name.lower()
            if isinstance(coll, exp.Literal):
                name = coll.this
            return None if name in self.collations.code_point else f'COLLATE "{name}"'
        if not self._is_text(e):
            return None
        for c in e.find_all(exp.Column):
            src = self._col_src(c)
            if src is not None and c.name in src.collations:
                return f"column {c.sql('postgres')}: {src.collations[c.name]}"
        if not self.collations.default_ok:
            return self.collations.default_desc
        return None

    def _case_maps(self, tree: exp.Expression) -> None:
        """upper()/lower(): Spark maps case the Java way (full mappings: ``ß`` -> ``SS``);
        PostgreSQL (libc, builtin) maps each character on its own under the argument's collation.
        The server's own per-character table is used (tv_pg_upper / tv_pg_lower), for arguments
        under the database default collation; initcap() is refused (word boundaries)."""
        for node in list(tree.find_all(exp.Upper, exp.Lower, exp.Initcap)):
            name = type(node).__name__.lower()
            if isinstance(node, exp.Initcap):
                raise self._refuse(
                    f"{node.this.sql('postgres')[:200]}: initcap() (PostgreSQL's word boundaries "
                    "and case mapping differ from Spark's)"
                )
            problem = self.collations.case_problem if self.collations else None
            if problem is None and any(isinstance(c, exp.Collate) for c in node.this.walk()):
                problem = "an explicit COLLATE"
            for c in node.this.find_all(exp.Column):
                src = self._col_src(c)
                if problem is None and src is not None and c.name in src.explicit_collation:
                    problem = f"column {c.sql('postgres')} has its own collation"
            if problem is not None:
                raise self._refuse(
                    f"{name}({node.this.sql('postgres')[:200]}): the case mapping cannot be "
                    f"reproduced ({problem})"
                )
            node.replace(_anon(f"tv_pg_{name}", node.this))

    def _ordered_matters(self, order: exp.Order) -> str | None:
        """What an ORDER BY decides, if it decides anything about the result."""
        p = order.parent
        if isinstance(p, exp.Window):
            return "a window's ORDER BY"
        if isinstance(p, exp.Select):
            distinct = p.args.get("distinct")
            if p.args.get("limit") or p.args.get("offset") or p.args.get("fetch"):
                return "ORDER BY ... LIMIT"
            if isinstance(distinct, exp.Distinct) and distinct.args.get("on"):
                return "DISTINCT ON ... ORDER BY"
            return None
        if isinstance(p, (exp.Union, exp.Subquery)):
            return None
        names = {
            "groupconcat": "string_agg",
            "arrayagg": "array_agg",
            "jsonarrayagg": "json_agg",
            "jsonbobjectagg": "jsonb_object_agg",
            "jsonobjectagg": "json_object_agg",
        }
        name = p.name if isinstance(p, exp.Anonymous) else names.get(p.key, p.key)
        return f"ORDER BY inside {name}()"

    def _check_collations(self, tree: exp.Expression) -> None:
        """Spark compares strings by code point; PostgreSQL by the collation in effect. Every
        construct whose result depends on text order must use a code-point collation."""
        if self.collations is None:
            return

        def check(e: exp.Expression, what: str) -> None:
            problem = self._collation_problem(e)
            if problem:
                raise self._refuse(
                    f"{what} on {e.sql('postgres')[:120]} orders text by {problem}; Spark "
                    "compares code points",
                    'use backfill: postgres, or COLLATE "C" in the model if code-point order '
                    "is what you want",
                )

        for node in tree.walk():
            if isinstance(node, exp.Order):
                what = self._ordered_matters(node)
                if what:
                    for o in node.expressions:
                        check(o.this, what)
            elif isinstance(node, (exp.Min, exp.Max)):
                check(node.this, f"{node.key}()")
            elif isinstance(node, (exp.GT, exp.GTE, exp.LT, exp.LTE)):
                for side in (node.this, node.expression):
                    check(side, "a comparison")
            elif isinstance(node, exp.Between):
                check(node.this, "BETWEEN")
            elif isinstance(node, (exp.Greatest, exp.Least)):
                for a in [node.this, *node.expressions]:
                    check(a, f"{node.key}()")
            elif isinstance(node, exp.Column):
                src = self._col_src(node)
                reason = src.collations.get(node.name, "") if src is not None else ""
                if "nondeterministic" in reason or "citext" in reason:
                    # equality itself differs (case- or accent-insensitive): joins, GROUP BY,
                    # DISTINCT, = ... would all differ; only plain output would not
                    parent = node.parent
                    while isinstance(parent, (exp.Paren, exp.Alias)):
                        parent = parent.parent
                    if not isinstance(parent, exp.Select) and _fname(parent) not in (
                        "jsonb_build_object",
                        "json_build_object",
                    ):
                        raise self._refuse(
                            f"column {node.sql('postgres')} ({reason}) is compared in "
                            f"{parent.sql('postgres')[:120]}; Spark compares exactly"
                        )

    @staticmethod
    def _strip_collate(tree: exp.Expression) -> None:
        """COLLATE clauses checked above (code-point ones) mean Spark's own string order."""
        for node in list(tree.find_all(exp.Collate)):
            node.replace(node.this)

    def translate(self, sql: str) -> str:
        tree = sqlglot.parse_one(sql, read="postgres")
        if not isinstance(tree, exp.Query):
            raise Unsupported("model is not a query")
        tree = self._annotate(self._fix_arrow_lambdas(tree))
        if not self.typed:
            wide = [
                f"{s.name}.{c}"
                for s in self.sources
                for c, t in s.columns.items()
                if wide_numeric(t)
            ]
            if wide:
                raise self._refuse(
                    f"unconstrained numeric column {wide[0]} in a model whose column types "
                    "could not be inferred",
                    "declare the column numeric(p,s) or use backfill: postgres",
                )
        for node in list(tree.dfs())[::-1]:
            new = self._typed(node)
            if new is not node:
                node.replace(new)
        self._collect_aliases(tree)
        self._check_collations(tree)
        self._case_maps(tree)
        self._strip_collate(tree)
        self._complete_group_by(tree)
        self._rewrite_tables(tree)
        for node in list(tree.dfs())[::-1]:  # post-order: arguments before the calls using them
            new = self._transform(node)
            if new is not node:
                node.replace(new)
        self._check_contexts(tree)
        return tree.sql(dialect="spark")


def translate(
    sql: str,
    sources: list[SourceRef],
    default_schema: str = "public",
    model: str | None = None,
    collations: Collations | None = None,
) -> str:
    """Spark SQL for the model. ``collations`` (from the server) enables the text-order checks;
    without it text is assumed to sort by code point."""
    return Translator(sources, default_schema, model, collations).translate(sql)


# -- rendering Spark values as PostgreSQL input text ------------------------------------------


def spark_ident(name: str) -> str:
    """A Spark SQL identifier in backquotes (a backquote inside doubled)."""
    return "`" + name.replace("`", "``") + "`"


_TS_FMT = "yyyy-MM-dd'T'HH:mm:ss.SSSSSS"


def _ts_json(expr: str, tz: bool) -> str:
    # PostgreSQL renders timestamps in JSON as ISO 8601 with 'T', trailing zero fractions trimmed,
    # and timestamptz with the session offset (the backfill runs with TimeZone=UTC).
    s = f"regexp_replace(date_format({expr}, \"{_TS_FMT}\"), '\\\\.?0+$', '')"
    return f"concat({s}, '+00:00')" if tz else s


def _key_lit(key: str, text_mode: bool) -> str:
    """A static JSON key as a Spark string literal (escape_json in text modes)."""
    from .pgfuncs import json_string

    k = json_string(key) if text_mode else json.dumps(key)
    return "'" + k.replace("\\", "\\\\").replace("'", "\\'") + "'"


def _is_json_typed(dt) -> bool:
    """Whether a value of this Spark type is PostgreSQL json (not jsonb)."""
    from pyspark.sql import types as T

    if isinstance(dt, T.StructType):
        names = [f.name for f in dt.fields]
        if names and names[0] in (JBO_FIELD, JREC_FIELD):
            return True
        if names in ([JSONTEXT_FIELD], [JOA_FIELD], [JAGG_FIELD], [JAGGN_FIELD]):
            return True
        return False
    if isinstance(dt, T.ArrayType) and isinstance(dt.elementType, T.StructType):
        last = dt.elementType.fields[-1].name if dt.elementType.fields else None
        return last in (JAGG_FIELD, JAGGN_FIELD)
    return False


def _join(arr: str, lam: str, item: str, sep: str, open_: str, close: str) -> str:
    """'<open>' + array_join(transform(arr, lam -> item), sep) + '<close>' in Spark SQL."""
    return f"concat('{open_}', array_join(transform({arr}, {lam} -> {item}), '{sep}'), '{close}')"


def _sql_json_string(e: str) -> str:
    """escape_json() in Spark SQL (no Python: usable inside higher-order functions): backslash
    and quote first, then each control character (lower-case \\u00xx, as PostgreSQL)."""
    out = f"replace(replace({e}, '\\\\', '\\\\\\\\'), '\"', '\\\\\"')"
    short = {8: "b", 9: "t", 10: "n", 12: "f", 13: "r"}
    for c in range(1, 32):
        rep = "\\\\" + (short[c] if c in short else f"u{c:04x}")
        out = f"replace({out}, chr({c}), '{rep}')"
    return f"concat('\"', {out}, '\"')"


def json_encoder(
    expr: str, dt, depth: int = 0, mode: str = "content", in_lambda: bool = False
) -> str:
    """Spark SQL rendering value ``expr`` of Spark type ``dt`` as JSON text (never NULL).

    ``mode``: ``content`` -- compact JSON with the right content, for a jsonb column (PostgreSQL's
    jsonb input normalises it); ``json`` -- the exact text PostgreSQL's json functions print;
    ``jsonb`` -- the exact text of a jsonb value (keys sorted, ``", "`` / ``": "``)."""
    from pyspark.sql import types as T

    text_mode = mode != "content"

    def nn(body: str) -> str:
        return f"CASE WHEN {expr} IS NULL THEN 'null' ELSE {body} END"

    def sub(e: str, t, m: str = mode, in_lambda: bool = in_lambda) -> str:
        return json_encoder(e, t, depth + 1, m, in_lambda)

    def udf_ok(what: str) -> None:
        # Spark runs no Python UDF inside transform() lambdas (aggregated arrays / objects)
        if in_lambda:
            raise Unsupported(
                f"{what}: cannot be rendered inside an aggregated JSON array or object "
                "(use backfill: postgres)"
            )

    def field(name: str) -> str:
        return f"{expr}.{spark_ident(name)}"

    def obj(fields, sep_kv: str, sep: str, sort: bool, m: str) -> str:
        if sort:  # jsonb: keys by length, then bytes
            fields = sorted(fields, key=lambda f: (len(f.name.encode()), f.name.encode()))
        if not fields:
            return nn("'{}'")
        parts = []
        for f in fields:
            value = sub(field(f.name), f.dataType, m)
            parts.append(f"concat({_key_lit(f.name, text_mode)}, '{sep_kv}', {value})")
        return nn(f"concat('{{', concat_ws('{sep}', {', '.join(parts)}), '}}')")

    if isinstance(dt, T.StructType):
        names = [f.name for f in dt.fields]
        if names == [JSON_FIELD]:
            return nn(f"coalesce(cast({field(names[0])} AS string), 'null')")
        if names == [NUM_FIELD]:
            # numeric NaN / Infinity (unconstrained columns) are JSON strings in PostgreSQL
            v = f"cast({field(names[0])} AS string)"
            special = f"{v} IN ('NaN', 'Infinity', '-Infinity')"
            return nn(
                f"coalesce(CASE WHEN {special} THEN concat('\"', {v}, '\"') ELSE {v} END, 'null')"
            )
        if names == [JSONTEXT_FIELD]:
            inner = f"cast({field(names[0])} AS string)"
            if mode == "jsonb":
                udf_ok("a json column printed inside jsonb text")
                inner = f"tv_jsonb_normalize({inner})"
            return nn(f"coalesce({inner}, 'null')")
        if names == [FLOAT_FIELD]:
            return nn(f"coalesce({field(FLOAT_FIELD)}[{0 if mode == 'json' else 1}], 'null')")
        if names == [ASJSONB_FIELD]:
            return sub(field(names[0]), dt.fields[0].dataType, "jsonb" if text_mode else mode)
        if names == [TXT_FIELD]:
            inner_t = dt.fields[0].dataType
            text = sub(field(TXT_FIELD), inner_t, "json" if _is_json_typed(inner_t) else "jsonb")
            text = f"CASE WHEN {field(TXT_FIELD)} IS NULL THEN NULL ELSE {text} END"
            if text_mode:
                return nn(f"coalesce({_sql_json_string(text)}, 'null')")
            s = f"to_json(array({text}))"
            return nn(f"coalesce(substring({s}, 2, length({s}) - 2), 'null')")
        if names in ([OA_FIELD], [JOA_FIELD]):
            el = dt.fields[0].dataType.elementType
            v = f"e{depth}"
            vt = next(f.dataType for f in el.fields if f.name == AGG_FIELD)
            key = f"{v}.{spark_ident(KEY_FIELD)}"
            if not text_mode:
                k = f"to_json(array({key}))"
                value = sub(f"{v}.{spark_ident(AGG_FIELD)}", vt, in_lambda=True)
                pair = f"concat(substring({k}, 2, length({k}) - 2), ':', {value})"
                return nn(_join(field(names[0]), v, pair, ",", "{", "}"))
            if names == [OA_FIELD] or mode == "jsonb":
                raise Unsupported(
                    "jsonb_object_agg / json_object_agg printed as text (a json column, ::text, "
                    "or inside a json value): the Spark path only builds it into jsonb"
                )
            value = sub(f"{v}.{spark_ident(AGG_FIELD)}", vt, in_lambda=True)
            pair = f"concat({_sql_json_string(key)}, ' : ', {value})"
            return nn(_join(field(names[0]), v, pair, ", ", "{ ", " }"))
        # a value wrapper: an aggregate element or to_json(scalar); json values in jsonb text
        # stay json only under json mode
        if (
            names
            and names[-1] in (AGG_FIELD, JAGG_FIELD, JAGGN_FIELD)
            and all(n.startswith(ORDER_FIELD) or n == KEY_FIELD for n in names[:-1])
        ):
            m = mode
            if names[-1] == AGG_FIELD and mode == "json":
                m = "jsonb"
            return sub(field(names[-1]), dt.fields[-1].dataType, m)
        if names and names[0] == JBO_FIELD:
            fields = dt.fields[1:]
            if mode == "json":
                return obj(fields, " : ", ", ", False, "json")
            if mode == "jsonb":
                return obj(fields, ": ", ", ", True, "jsonb")
            return obj(fields, ":", ",", False, mode)
        if names and names[0] == JREC_FIELD:
            fields = dt.fields[1:]
            if mode == "json":
                return obj(fields, ":", ",", False, "json")
            if mode == "jsonb":
                return obj(fields, ": ", ", ", True, "jsonb")
            return obj(fields, ":", ",", False, mode)
        fields = dt.fields[1:] if names and names[0] == OBJ_FIELD else dt.fields
        if text_mode:  # a jsonb object
            return obj(fields, ": ", ", ", True, "jsonb")
        return obj(fields, ":", ",", False, mode)
    if isinstance(dt, T.ArrayType):
        v = f"e{depth}"
        el = dt.elementType
        last = el.fields[-1].name if isinstance(el, T.StructType) and el.fields else None
        if mode == "json" and last in (JAGG_FIELD, JAGGN_FIELD):
            body = sub(v, el, "json", in_lambda=True)
            if last == JAGGN_FIELD:
                i = f"i{depth}"
                val = f"{v}.{spark_ident(last)}"
                item = (
                    f"concat(CASE WHEN {i} = 0 THEN '' WHEN {val} IS NULL THEN ', ' "
                    f"ELSE ', \\n ' END, {body})"
                )
                return nn(
                    f"concat('[', array_join(transform({expr}, ({v}, {i}) -> {item}), ''), ']')"
                )
            return nn(f"concat('[', array_join(transform({expr}, {v} -> {body}), ', '), ']')")
        if text_mode:  # a jsonb array (or json_agg inside jsonb text)
            return nn(_join(expr, v, sub(v, el, "jsonb", True), ", ", "[", "]"))
        return nn(_join(expr, v, sub(v, el, mode, True), ",", "[", "]"))
    if isinstance(dt, T.VariantType):
        return nn(f"to_json({expr})")
    if isinstance(dt, T.MapType):
        raise Unsupported("map values in JSON")
    if isinstance(dt, T.BooleanType):
        return nn(f"CASE WHEN {expr} THEN 'true' ELSE 'false' END")
    if isinstance(dt, (T.ByteType, T.ShortType, T.IntegerType, T.LongType, T.DecimalType)):
        return nn(f"cast({expr} AS string)")
    if isinstance(dt, T.DoubleType):
        # float8 -> json: float8out (shortest round-trip text: "2", not "2.0"); -> jsonb: that
        # text read as numeric
        udf_ok("a float8 value computed inside an aggregate element")
        return nn(f"tv_float8_{'jsonb' if mode == 'jsonb' else 'json'}({expr})")
    if isinstance(dt, T.FloatType):
        udf_ok("a float4 value computed inside an aggregate element")
        return nn(f"tv_float4_{'jsonb' if mode == 'jsonb' else 'json'}({expr})")
    if isinstance(dt, T.TimestampType):
        return nn(f"concat('\"', {_ts_json(expr, True)}, '\"')")
    if isinstance(dt, T.TimestampNTZType):
        return nn(f"concat('\"', {_ts_json(expr, False)}, '\"')")
    if isinstance(dt, T.DateType):
        return nn(f"concat('\"', date_format({expr}, 'yyyy-MM-dd'), '\"')")
    if isinstance(dt, T.NullType):
        return "'null'"
    if text_mode:  # escape_json exactly
        return nn(_sql_json_string(f"cast({expr} AS string)"))
    # strings and everything else: JSON string escaping by Spark's own generator
    s = f"to_json(array(cast({expr} AS string)))"
    return f"substring({s}, 2, length({s}) - 2)"


def pg_text(expr: str, dt, pg_type: str) -> str:
    """Spark SQL rendering ``expr`` as PostgreSQL input text for a column of ``pg_type``."""
    from pyspark.sql import types as T

    if pg_type in ("jsonb", "json"):
        if isinstance(dt, T.StringType):
            return expr
        mode = "json" if pg_type == "json" else "content"
        return f"CASE WHEN {expr} IS NULL THEN NULL ELSE {json_encoder(expr, dt, mode=mode)} END"
    if isinstance(dt, T.StructType) and [f.name for f in dt.fields] == [NUM_FIELD]:
        return f"{expr}.{spark_ident(NUM_FIELD)}"  # PostgreSQL's own numeric text
    if isinstance(dt, T.StructType) and [f.name for f in dt.fields] == [TXT_FIELD]:
        inner_t = dt.fields[0].dataType
        mode = "json" if _is_json_typed(inner_t) else "jsonb"
        inner = f"{expr}.{spark_ident(TXT_FIELD)}"
        text = json_encoder(inner, inner_t, mode=mode)
        return f"CASE WHEN {inner} IS NULL THEN NULL ELSE {text} END"
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
