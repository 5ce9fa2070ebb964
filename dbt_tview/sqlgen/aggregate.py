"""The plan of a tview maintained algebraically: its per-group state, the statements that fill
and rebuild it, and the SQL of each view column over that state, built once from the analyzer's
AggPlan and the catalog's facts and read by the templates (agg_triggers, agg_apply, flush).

State per group: __n (rows), per argument __c<i>/__s<i> (non-null count, sum), per min/max
output __e<j>/__ec<j> (the extreme and how many rows hold it). A count or sum that is also an
output of the view is *mirrored*: the tv row holds it, so the flush reads it there and a
transaction that changes only those writes the tv row alone. The rest is *stored* in the aux
table (none of it: no aux table).
"""

from __future__ import annotations

import hashlib
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import sqlglot
from sqlglot import exp

from dbt_tview.analyzer.aggregate import AggOutput, AggPlan
from dbt_tview.frozen import FrozenMap
from dbt_tview.quoting import qname, quote_ident, quote_literal
from dbt_tview.sqlgen.keys import KeyValues, RowValues

if TYPE_CHECKING:
    from dbt_tview.sqlgen import SourceFacts, TviewFacts

# the aliases the flush's statements give a group's aux row and its old state (CTE o)
AUX_ROW = "aux_row"
OLD_STATE = "old_state"


@dataclass(frozen=True)
class GroupKey:
    """A key column of the tview and the group expression over the source that fills it."""

    name: str
    expr: str  # SQL over the source's alias
    type: str
    ordered: bool  # the delta triggers' probe compares it as it is (see _ordered)


@dataclass(frozen=True)
class Argument:
    """An aggregate's argument and the additive state kept of it."""

    expr: str  # SQL over the source's alias, parenthesized
    count: bool  # its non-NULL count __c<i> is state
    sum: bool  # its sum __s<i> is state


@dataclass(frozen=True)
class ExtremeColumns:
    """The quoted names of an extreme's columns in the flush's rows: in a state or aux row its
    value and copies (in a delta row: the best value inserted and its copies), the best value
    deleted and its copies, in the per-group deltas (CTE c) the inserted ones renamed, the
    best of each in a group of several statements' deltas, and in a new state row (CTE nx)
    the old value and copies."""

    value: str
    copies: str
    deleted: str
    deleted_copies: str
    inserted: str
    inserted_copies: str
    best_inserted: str
    best_deleted: str
    old_value: str
    old_copies: str

    @classmethod
    def of(cls, j: int) -> ExtremeColumns:
        names = ("e", "ec", "de", "dec", "ie", "iec", "m", "md", "oe", "oec")
        return cls(*(quote_ident(f"__{n}{j}") for n in names))


@dataclass(frozen=True)
class Extreme:
    """A min/max of an argument, or the largest display scale of a numeric argument, kept with
    the number of rows that hold it (__e<j>, __ec<j>)."""

    j: int  # its index among the extremes (the column suffix)
    arg: int  # the argument it is taken of
    function: str  # 'min' | 'max'
    type: str  # typed with the collation its order follows
    beyond: str  # the comparison that puts a value past it: '>' for a min
    scale: bool  # a numeric scale: its rescan rebuilds the group (its sums change with it)

    @property
    def columns(self) -> ExtremeColumns:
        return ExtremeColumns.of(self.j)


@dataclass(frozen=True)
class StateColumn:
    """An additive part of a group's state (__n, __c<i>, __s<i>)."""

    col: str  # quoted name
    delta: str  # quoted name of its change in the flush's statements
    type: str
    mirror: str | None  # the view column that holds it, or None: stored in the aux table
    old: str  # its value before the flush, over the tv row `t` and aux row `x`
    agg: str  # the aggregate that computes it over the source
    lone: str  # its change in one statement's delta of one group, the flush's v_lone


@dataclass(frozen=True)
class Output:
    """A view column as SQL over a group's state."""

    name: str
    type: str
    sql: str  # over the new state in the flush's CTE `up`
    rescan_sql: str | None  # decided by an extreme: over the state row `r` a rescan fixed
    additive: bool  # changed by counts and sums alone
    lone_sql: str | None  # additive: over one lone delta `v_lone` and the old state
    bare_sql: str | None  # additive: the same where the tv row holds all the state (bare)


@dataclass(frozen=True)
class DeltaColumn:
    """A column of one statement's delta of a group. `part`: "key" (of group key `key`), "rows",
    "count" or "sum" (of argument `arg`), or of extreme `extreme` (of argument `arg`) its
    "inserted" and "deleted" value and their "inserted_copies" and "deleted_copies"."""

    name: str  # quoted
    type: str
    part: str = "rows"
    arg: int | None = None
    key: GroupKey | None = None
    extreme: Extreme | None = None


@dataclass(frozen=True)
class DeltaRow:
    """A row in the delta table's shape, as the algebraic templates read it (_agg.sql.j2): a
    row alias (`dd`), the flush's PL/pgSQL variable of a lone delta (`v_lone`), or a query's
    column of the lone delta type (`r.v`, `is_column`: SQL reads its fields as `(r.v).f`);
    `source`: the FROM list the row comes from ('': none, a variable or an outer query's)."""

    ref: str
    is_column: bool = False
    source: str = ""


@dataclass(frozen=True)
class ExtremeDeltas:
    """An extreme of a group as the flush applies deltas to it: its old value and copies (the
    state row `x`), and the best value inserted and deleted with their copies, from the
    combined deltas (`x` too) or from the lone delta v_lone."""

    extreme: Extreme
    old: str
    old_copies: str
    inserted: str
    inserted_copies: str
    deleted: str
    deleted_copies: str


@dataclass(frozen=True)
class RebuildTest:
    """The values that decide whether a group is rebuilt from the sources (agg_apply.sql.j2,
    rebuilt): the changes of its numeric sums (NaN and the infinities are not invertible) and
    the copies of its numeric scales (negative: a rescan, which changes its sums too)."""

    numeric_sums: tuple[str, ...]
    scale_copies: tuple[str, ...] = ()


@dataclass(frozen=True)
class ExtremeState:
    """An extreme of a new state row with its number of copies, and both before the flush."""

    value: str
    copies: str  # negative: the extreme is to be rescanned
    old_value: str
    old_copies: str


@dataclass(frozen=True)
class NewState:
    """A row of the groups' new state (the flush's CTE nx), as the tests on it read it."""

    fresh: str  # the group had no aux row
    stored_deltas: tuple[str, ...]  # the changes of the stored counts and sums
    extremes: tuple[ExtremeState, ...]
    rebuild: RebuildTest


@dataclass(frozen=True)
class AuxRow:
    """The aux table's columns as the flush writes them (agg_apply.sql.j2, store): the group
    key's and the state's (the counts and sums not mirrored, each extreme's value and copies),
    by name, quoted."""

    key: tuple[str, ...]
    state: tuple[str, ...]

    @property
    def names(self) -> RowValues:
        """Every column by name (an INSERT's columns)."""
        return RowValues(self.key + self.state)

    def of(self, alias: str) -> RowValues:
        """Every column of row `alias`, qualified: `alias."col"`."""
        return RowValues(tuple(f"{alias}.{c}" for c in self.key + self.state))

    def key_of(self, alias: str) -> KeyValues:
        """The key columns of row `alias`, qualified."""
        return KeyValues(tuple(f"{alias}.{c}" for c in self.key))

    def state_from(self, alias: str) -> tuple[tuple[str, str], ...]:
        """Each state column with its value in row `alias` (an UPDATE's SET list)."""
        return tuple((c, f"{alias}.{c}") for c in self.state)


@dataclass(frozen=True)
class LoneRead:
    """What the lone statement (agg_apply.sql.j2, lone_only) reads of v_lone's group besides
    its tv row `t`: `joined`, a FROM item (the aux row `x`; where the tv row holds the whole
    state, bare, the catalog row `c` when its flag guards the statement; None: nothing), and
    each extreme's stored value, by its index j (the aux row's, or the tv row's view column)."""

    joined: str | None
    aux: bool  # `joined` is the aux row, matched on the group key
    flag: bool  # `joined` is the catalog row, whose agg_nulls and capturing the statement reads
    extremes: tuple[str, ...]


@dataclass(frozen=True)
class AggregatePlan:
    """Everything the algebraic templates need, as SQL text over the source's alias."""

    tview_id: int  # the tview's
    source: str  # the source, qualified
    source_alias: str  # the source's alias in the model, quoted
    group_keys: tuple[GroupKey, ...]
    arguments: tuple[Argument, ...]
    extremes: tuple[Extreme, ...]
    state: tuple[StateColumn, ...]
    stored_state: tuple[StateColumn, ...]  # the state not mirrored in the tv row (the aux table's)
    outputs: tuple[Output, ...]
    additive_outputs: tuple[Output, ...]  # the outputs a change of counts and sums can change
    extreme_outputs: tuple[Output, ...]  # the outputs an extreme decides (rewritten on rescan)
    where_sql: str  # the model's WHERE, or true
    # HAVING over the new state `up` (only count/sum/avg terms, all of them stored: the fast
    # statement, which needs every stored delta zero, cannot change it)
    having_sql: str | None
    has_aux: bool
    aux_table: str  # the aux table, qualified
    aux_columns: tuple[str, ...]  # every column of the aux row but the key
    rescan_marked_sql: str  # an aux row marked for a rescan
    ddl: str  # the state and the objects the code needs
    code_ddl: str  # the objects the code needs alone (an install that keeps the rows)
    populate_all: str  # fills the aux table from the source ('' without one)
    state_sql: str  # the aux table's rows as a query over the source ('' without one)
    populate_keys: str  # the same for the groups in the key arrays k1..kn
    populate_rebuilt: str  # ... in the arrays rk1..rkn (groups rebuilt)
    populate_rebuilt_null: str  # ... in v_rbnull (rebuilt groups with a NULL key)
    populate_null_keys: str  # ... in v_nullkeys (refreshed groups with a NULL key)
    # numeric sums (NaN, +-Infinity are not invertible) and extremes (a rescan inside a
    # statement): the state that may need a group rebuilt (see agg_apply.sql.j2, rebuilt)
    nonfinite_arguments: tuple[int, ...]
    nonfinite_sums: tuple[str, ...]
    may_rebuild: bool
    delta_check_seq: str  # the session delta table's check sequence (see agg_triggers.sql.j2)
    delta_table: str  # the session delta table, named by its shape
    delta_columns: tuple[DeltaColumn, ...]
    delta_column_ddl: tuple[str, ...]
    # a delta that survives a trip through text travels in a setting (the delta triggers'
    # lone deltas), as a row of the composite type `lone_delta_type` (the setting dl_N, the
    # flush's v_lone); lone_delta_values: SQL of each of its columns in the flush
    lone_delta: bool
    lone_delta_type: str
    lone_delta_values: Mapping[str, str]
    # a lone delta that moves stored state gets a statement of its own in the commit
    # trigger (agg_apply.sql.j2, lone_stored) when the group is one aux row and one tv row
    # whatever the delta (no HAVING), and no extreme is a numeric scale (whose rescan
    # rebuilds the group)
    lone_stored: bool
    # the lone statement that reads the tv row alone, and the flag that guards it (see
    # plan_aggregate): the tv column of each extreme, the counts whose deltas tell a NULL
    bare: bool
    bare_extremes: Mapping[int, str]
    nulls_flag: bool
    flag_nulls_sql: str
    counted: tuple[StateColumn, ...]  # the non-NULL counts a NULL argument makes differ from __n
    lone_read: LoneRead

    @property
    def row_count(self) -> StateColumn:
        """The group's number of rows (__n), the first of its state."""
        return self.state[0]

    @property
    def rescan_row(self) -> str:
        """The aux row's alias in the rescan, whose subqueries read the source under the
        model's alias: never that alias, which would hide the aux row from them."""
        return AUX_ROW if quote_ident(AUX_ROW) != self.source_alias else f"{AUX_ROW}_"

    @property
    def aux_row(self) -> AuxRow:
        """The aux row's key and state columns, by name."""
        return AuxRow(tuple(quote_ident(k.name) for k in self.group_keys), self.aux_columns)

    def group_key_of(self, alias: str) -> KeyValues:
        """The group key of row `alias` (a tv row, an aux row, a row of deltas or state)."""
        return KeyValues.of_row(alias, [k.name for k in self.group_keys])

    @property
    def lone_group_key(self) -> KeyValues:
        """The group key of the lone delta v_lone."""
        return KeyValues(
            tuple(self.lone_delta_values[quote_ident(k.name)] for k in self.group_keys)
        )

    @property
    def source_group_key(self) -> KeyValues:
        """The group key of a source row: the group expressions over the source's alias."""
        return KeyValues(tuple(k.expr for k in self.group_keys))

    @property
    def output_names(self) -> RowValues:
        """The view's columns by name, quoted (an UPDATE's SET list, an INSERT's columns)."""
        return RowValues(tuple(quote_ident(o.name) for o in self.outputs))

    def outputs_of(self, alias: str) -> RowValues:
        """The view's columns of the tv row, or a row of their values, `alias`."""
        return RowValues.of_row(alias, [o.name for o in self.outputs])

    def extreme_deltas(self, extreme: Extreme, lone: bool = False) -> ExtremeDeltas:
        """Extreme `extreme` of the old state row and its deltas there, or with `lone` of the aux
        row and v_lone's deltas."""
        n = extreme.columns
        if lone:
            names = (n.value, n.copies, n.deleted, n.deleted_copies)
            deltas = tuple(self.lone_delta_values[name] for name in names)
        else:
            names = (n.inserted, n.inserted_copies, n.deleted, n.deleted_copies)
            deltas = tuple(f"{OLD_STATE}.{name}" for name in names)
        row = AUX_ROW if lone else OLD_STATE
        return ExtremeDeltas(extreme, f"{row}.{n.value}", f"{row}.{n.copies}", *deltas)

    def new_state_of(self, alias: str) -> NewState:
        """The new state row `alias` (CTE nx: the new state, its deltas, the old extremes)."""
        extremes = [
            (
                e,
                ExtremeState(
                    f"{alias}.{e.columns.value}",
                    f"{alias}.{e.columns.copies}",
                    f"{alias}.{e.columns.old_value}",
                    f"{alias}.{e.columns.old_copies}",
                ),
            )
            for e in self.extremes
        ]
        return NewState(
            fresh=f'{alias}."__fresh"',
            stored_deltas=tuple(f"{alias}.{st.delta}" for st in self.stored_state),
            extremes=tuple(x for _, x in extremes),
            rebuild=RebuildTest(
                tuple(f'{alias}."__ds{i}"' for i in self.nonfinite_arguments),
                tuple(x.copies for e, x in extremes if e.scale),
            ),
        )

    @property
    def lone_rebuild(self) -> RebuildTest:
        """The rebuild test of the lone delta v_lone: its numeric sums (it reads no state)."""
        sums = (self.lone_delta_values[f'"__s{i}"'] for i in self.nonfinite_arguments)
        return RebuildTest(tuple(sums))

    @property
    def lone_delta_row(self) -> DeltaRow:
        """The flush's lone delta, in its variable v_lone."""
        return DeltaRow("v_lone")

    @property
    def delta_table_rows(self) -> DeltaRow:
        """The rows of the session's delta table, as `dd`."""
        return DeltaRow("dd", source=f"pg_temp.{quote_ident(self.delta_table)} AS dd")

    def delta_rows_of(self, alias: str) -> DeltaRow:
        """The rows of a query in the delta table's shape, as `alias`."""
        return DeltaRow(alias)

    def parsed_lone_deltas(self, texts: str) -> DeltaRow:
        """The lone deltas in the text[] variable `texts`, parsed."""
        parsed = f"LATERAL (SELECT u.x::{self.lone_delta_type} AS v) AS r"
        return DeltaRow("r.v", is_column=True, source=f"unnest({texts}) AS u(x), {parsed}")

    def parsed_lone_delta(self, text: str) -> DeltaRow:
        """The lone delta in the text variable `text`, parsed."""
        return DeltaRow(
            "r.v", is_column=True, source=f"(SELECT {text}::{self.lone_delta_type} AS v) AS r"
        )


# types whose text form reads back as the same value whatever the session's settings (unlike
# floats: extra_float_digits; dates and times: DateStyle; intervals: IntervalStyle)
_TEXT_EXACT = {
    "smallint",
    "integer",
    "bigint",
    "numeric",
    "text",
    "character varying",
    "character",
    "boolean",
    "uuid",
}


# key types the delta triggers' probe compares as they are: it tells one group's key by
# min(k) = max(k) and reads it back as min(k), which for integers is exactly GROUP BY's
# equality; any other key goes through its text form under "C" (a byte order, whatever the
# collation; a numeric 1.0 and 1.00 differ there, which only sends the statement the general way)
_ORDERED = {"smallint", "integer", "bigint"}


def _ordered(typ: str) -> bool:
    """Whether the probe compares a group key of `typ` (format_type output) as it is."""
    return typ.split("(", 1)[0].strip() in _ORDERED


def _text_exact(typ: str) -> bool:
    """Whether values of `typ` (format_type output) survive a trip through text unchanged."""
    return typ.split(" COLLATE ", 1)[0].split("(", 1)[0].strip() in _TEXT_EXACT


def _value_sql(
    kind: str,
    arg: int | None,
    ext: dict,
    row: str = "up",
    cols: dict[str, str] | None = None,
    counted: Collection[int] = (),
) -> str:
    """A count/sum/avg/min/max of a group from its new state: in the flush's CTE `up`, or an
    extreme in the state row `row` a rescan just fixed (the group has rows there). `ext`: the
    index among the extremes of each (min/max, argument) and ("scale", argument). `cols`: SQL
    for state columns (by name, e.g. '__n') read elsewhere than in `row`. `counted`: arguments
    whose non-NULL count is known not to be 0 (the bare statement's, see plan_aggregate): their
    sum and average need no test for it."""

    def col(name: str) -> str:
        return (cols or {}).get(name, f'{row}."{name}"')

    c, s = col(f"__c{arg}"), col(f"__s{arg}")
    if ("scale", arg) in ext:  # (the exact sum, at the scale the view shows)
        scale = col(f"__e{ext[('scale', arg)]}")
        s = f"round({s}, COALESCE({scale}, 0))"
    if kind in ("min", "max"):
        e = col(f"__e{ext[(kind, arg)]}")
        return e if row != "up" else f"CASE WHEN {col('__n')} = 0 THEN NULL ELSE {e} END"
    if arg in counted and kind in ("sum", "avg"):
        return s if kind == "sum" else f"{s} / {c}"
    return {
        "count_star": col("__n"),
        "count": c,
        "sum": f"CASE WHEN {c} = 0 THEN NULL ELSE {s} END",
        "avg": f"CASE WHEN {c} = 0 THEN NULL ELSE {s} / {c} END",
    }[kind]


def _output_sql(
    o: AggOutput,
    key: Sequence[str],
    ext: dict,
    row: str = "up",
    cols: dict[str, str] | None = None,
    counted: Collection[int] = (),
) -> str:
    """View output `o` from its group's new state (in `row`).

    An `expr` output gets its terms, each cast to the type PostgreSQL gives the aggregate (so
    that sum(int) / count(*) divides integers, as the view does), and its group columns.
    `cols`, `counted`: see _value_sql."""
    cols = cols or {}
    if o.kind == "key":
        return cols.get(o.name, f"{row}.{quote_ident(o.name)}")
    if o.kind != "expr":
        return _value_sql(o.kind, o.arg, ext, row, cols, counted)
    assert o.expr is not None
    values = {
        f"__t{i}": f"({_value_sql(t.kind, t.arg, ext, row, cols, counted)})::{t.type}"
        for i, t in enumerate(o.terms)
    }
    values |= {f"__k{i}": cols.get(k, f"{row}.{quote_ident(k)}") for i, k in enumerate(key)}

    def fill(node: exp.Expression) -> exp.Expression:
        if isinstance(node, exp.Column) and node.name in values:
            return exp.Paren(this=sqlglot.parse_one(values[node.name], read="postgres"))
        return node

    return o.expr.transform(fill).sql(dialect="postgres")


def _state_comment(
    aux: str,
    stored: Sequence[StateColumn],
    extremes: Sequence[Extreme],
    mirrors: Mapping[str, str],
    plan: AggPlan,
    bare: bool = False,
) -> str:
    """What tview_explain says of the state: where each part of it lives, and why (`bare`:
    the lone statement reads the tv row alone, see plan_aggregate)."""
    kinds = {"__n": "the row count", "__c": "non-NULL counts", "__s": "sums"}
    cols = [c.strip('"') for c in (st.col for st in stored)]
    held = [k for p, k in kinds.items() if any(c.startswith(p) for c in cols)]
    if any(not e.scale for e in extremes):
        held.append("each min/max with its number of copies")
    if any(e.scale for e in extremes):
        held.append(
            "the largest display scale among a numeric sum's values with its number of copies"
        )
    text = f"{aux} holds {', '.join(held)} per group"
    if mirrors:
        columns = ", ".join(sorted(set(mirrors.values())))
        text += (
            f"; the rest is read from the tv row ({columns}), so a transaction that changes "
            "neither an extreme nor a stored count writes the tv row alone"
        )
    elif plan.having is not None:
        text += " (HAVING: a group the view leaves out has no tv row to hold it)"
    if bare:
        text += (
            "; a one-row change that moves no extreme reads the tv row alone (its extremes are "
            "view columns"
            + (", and the NOT NULL columns' counts are its row count)" if stored else ")")
        )
    return text


def _paren(e: exp.Expression) -> str:
    """`e` as SQL that keeps its meaning inside any larger expression."""
    sql = e.sql(dialect="postgres")
    return sql if isinstance(e, exp.Column) else f"({sql})"


def _group_keys(plan: AggPlan, tv: TviewFacts, types: Mapping[str, str]) -> tuple[GroupKey, ...]:
    return tuple(
        GroupKey(name=k, expr=e.sql(dialect="postgres"), type=types[k], ordered=_ordered(types[k]))
        for k, e in zip(tv.key, plan.keys, strict=True)
    )


def _arguments(plan: AggPlan) -> tuple[Argument, ...]:
    # expressions are spliced into larger ones (`expr::numeric`, `where AND keys`): parenthesized
    return tuple(
        Argument(expr=_paren(a), count=plan.needs_count(i), sum=plan.needs_sum(i))
        for i, a in enumerate(plan.args)
    )


def _extremes(
    plan: AggPlan, tv: TviewFacts, source: SourceFacts, types: Mapping[str, str]
) -> tuple[tuple[Extreme, ...], dict[tuple[str, int | None], int]]:
    """The extremes: one per (min/max, argument) an output reads, alone or in an expression,
    and the largest display scale of each numeric argument whose scale varies by row, as
    ("scale", argument): a sum shows it (see AggPlan.scales). With each its index by
    (kind, argument), as _value_sql reads it."""
    extremes: list[Extreme] = []
    ext: dict[tuple[str, int | None], int] = {}
    # (an extreme's state is typed with the collation its order follows: the view column's
    # for an output, the source column's for a term)
    colls = tv.column_collations
    reads = []
    for o in plan.outputs:
        if o.kind in ("min", "max"):
            reads.append((o.kind, o.arg, o.arg, types[o.name] + colls.get(o.name, "")))
        for tm in o.terms:
            if tm.kind in ("min", "max"):
                a = plan.args[tm.arg] if tm.arg is not None else None
                coll = source.collations.get(a.name, "") if isinstance(a, exp.Column) else ""
                reads.append((tm.kind, tm.arg, tm.arg, tm.type + coll))
    reads += [("scale", x, sx, "integer") for x, sx in sorted(plan.scales.items())]
    for kind, name, arg, typ in reads:
        if (kind, name) not in ext:
            ext[(kind, name)] = j = len(extremes)
            f = "min" if kind == "min" else "max"
            extremes.append(
                Extreme(
                    j=j,
                    arg=arg,
                    function=f,
                    type=typ,
                    beyond=">" if f == "min" else "<",
                    scale=kind == "scale",
                )
            )
    return tuple(extremes), ext


def _state(args: Sequence[Argument], mirrors: Mapping[str, str]) -> tuple[StateColumn, ...]:
    """The additive state: the row count, and each argument's non-NULL count and sum."""
    additive = [("__n", "bigint", "count(*)")]
    for i, a in enumerate(args):
        if a.count:
            additive.append((f"__c{i}", "bigint", f"count({a.expr})"))
        if a.sum:
            additive.append((f"__s{i}", "numeric", f"COALESCE(sum({a.expr}::numeric), 0)"))
    return tuple(
        StateColumn(
            col=quote_ident(c),
            delta=quote_ident(f"__d{c[2:]}"),
            type=typ,
            mirror=mirrors.get(c),
            old=f"COALESCE(t.{quote_ident(mirrors[c])}, 0)::{typ}"
            if c in mirrors
            else f"COALESCE({AUX_ROW}.{quote_ident(c)}, 0)",
            agg=agg,
            lone=f"v_lone.{quote_ident(c)}",
        )
        for c, typ, agg in additive
    )


def _delta_columns(
    keys: Sequence[GroupKey], args: Sequence[Argument], extremes: Sequence[Extreme]
) -> tuple[DeltaColumn, ...]:
    """The columns of one statement's delta of a group (the session delta table's)."""
    dcols = [DeltaColumn(quote_ident(k.name), k.type, "key", key=k) for k in keys]
    dcols.append(DeltaColumn('"__n"', "bigint"))
    for i, a in enumerate(args):
        if a.count:
            dcols.append(DeltaColumn(f'"__c{i}"', "bigint", "count", arg=i))
        if a.sum:
            dcols.append(DeltaColumn(f'"__s{i}"', "numeric", "sum", arg=i))
    for e in extremes:
        j = e.j
        dcols += [
            DeltaColumn(f'"__e{j}"', e.type, "inserted", arg=e.arg, extreme=e),
            DeltaColumn(f'"__ec{j}"', "bigint", "inserted_copies", arg=e.arg, extreme=e),
            DeltaColumn(f'"__de{j}"', e.type, "deleted", arg=e.arg, extreme=e),
            DeltaColumn(f'"__dec{j}"', "bigint", "deleted_copies", arg=e.arg, extreme=e),
        ]
    return tuple(dcols)


def plan_aggregate(
    plan: AggPlan, tv: TviewFacts, source: SourceFacts, tview_schema: str
) -> AggregatePlan:
    """The algebraic plan of `tv`, whose only source is `source`, from the analyzer's `plan`."""
    types = dict(zip(tv.columns, tv.column_types, strict=True))
    alias = quote_ident(plan.alias)
    keys = _group_keys(plan, tv, types)
    args = _arguments(plan)
    extremes, ext = _extremes(plan, tv, source, types)
    where = _paren(plan.where) if plan.where is not None else "true"
    aux = qname(tview_schema, f"agg_{tv.id}")
    mirrors = plan.mirrors()
    state = _state(args, mirrors)
    stored = tuple(st for st in state if st.mirror is None)
    ddl_cols = [f"{quote_ident(k.name)} {k.type}" for k in keys]
    ddl_cols += [f"{st.col} {st.type} NOT NULL" for st in stored]
    pop_cols = [quote_ident(k.name) for k in keys] + [st.col for st in stored]
    sel = [st.agg for st in stored]
    win = []
    for e in extremes:
        j, expr = e.j, args[e.arg].expr
        ddl_cols += [f'"__e{j}" {e.type}', f'"__ec{j}" bigint NOT NULL DEFAULT 0']
        pop_cols += [f'"__e{j}"', f'"__ec{j}"']
        win.append(f'{e.function}({expr}) OVER wp AS "__w{j}"')
        sel += [f"{e.function}({expr})", f'count(*) FILTER (WHERE {expr} = {alias}."__w{j}")']
    has_aux = bool(stored or extremes)
    group = f" GROUP BY {', '.join(k.expr for k in keys)}" if keys else ""
    part = f"PARTITION BY {', '.join(k.expr for k in keys)}" if keys else ""

    # The lone statement that reads the tv row alone (`bare`, agg_apply.sql.j2): when every
    # extreme is a view column of its own (min(x) AS lo: the tv row holds it) and the only
    # stored state is non-NULL counts of NOT NULL columns, each equal to the row count, which
    # the tv row holds too. That equality is what the install's NOT NULL proves; a NOT NULL
    # dropped since is caught by the flag tview.agg_nulls (`nulls_flag`): set once a delta or
    # a rebuilt group has a count that differs from its rows, it turns the statement away
    exposed = {
        (o.kind, o.arg): quote_ident(o.name) for o in plan.outputs if o.kind in ("min", "max")
    }
    bare_extremes = {e.j: exposed.get((e.function, e.arg)) for e in extremes}
    counted = [int(st.col[4:-1]) for st in stored if st.col.startswith('"__c')]
    bare = (
        bool(keys)
        and has_aux
        and "__n" in mirrors
        and len(counted) == len(stored)
        and all(
            isinstance(plan.args[i], exp.Column) and plan.args[i].name in source.not_null
            for i in counted
        )
        and not any(e.scale for e in extremes)
        and all(bare_extremes.values())
    )
    nulls_flag = bare and bool(counted)
    counted_names = {quote_ident(f"__c{i}") for i in counted}
    flag_nulls = (
        f"UPDATE {qname(tview_schema, 'tview')} SET agg_nulls = true "
        f"WHERE id = {tv.id} AND NOT agg_nulls"
    )

    def source_rows(cond: str) -> str:
        """The source's rows `cond` selects, with each extreme's value in their group."""
        return (
            f"SELECT {alias}.*{''.join(', ' + w for w in win)} FROM {source.qname} AS {alias} "
            f"WHERE {cond}" + (f" WINDOW wp AS ({part})" if win else "")
        )

    def populate(extra: str = "") -> str:
        if not has_aux:
            return ""
        inner = source_rows(where + (f" AND {extra}" if extra else ""))
        if not nulls_flag:
            return (
                f"INSERT INTO {aux} ({', '.join(pop_cols)}) SELECT "
                f"{', '.join([k.expr for k in keys] + sel)} FROM ({inner}) AS {alias}{group}"
            )
        # (and a group whose counts differ from its rows sets the flag: see bare)
        exprs = [k.expr for k in keys] + sel + ["count(*)"]
        named = [*pop_cols, '"__rows"']
        pop = '"__pop"'  # (the source's alias, inside it, does not reach the statement's)
        differs = " OR ".join(f'{pop}."__c{n}" <> {pop}."__rows"' for n in counted)
        return (
            f"WITH {pop} AS (SELECT {', '.join(f'{e} AS {c}' for e, c in zip(exprs, named))} "
            f'FROM ({inner}) AS {alias}{group}), "__ins" AS (INSERT INTO {aux} '
            f"({', '.join(pop_cols)}) SELECT {', '.join(f'{pop}.{c}' for c in pop_cols)} "
            f"FROM {pop}) {flag_nulls} AND EXISTS (SELECT FROM {pop} WHERE {differs})"
        )

    def state_select() -> str:
        """Every group's aux row (without the flag's check: see bare; an online rebuild's
        shadow state, whose groups' NULL arguments set the flag in the flushes that brought
        them, the install's NOT NULL having ruled them out before)."""
        if not has_aux:
            return ""
        exprs = [k.expr for k in keys] + sel
        named = ", ".join(f"{e} AS {c}" for e, c in zip(exprs, pop_cols, strict=True))
        return f"SELECT {named} FROM ({source_rows(where)}) AS {alias}{group}"

    def key_pred(p: str) -> str:
        """The source rows of the groups in the key arrays p1..pn (groups without NULL keys)."""
        pred = " AND ".join(f"{k.expr} = ANY({p}{i + 1})" for i, k in enumerate(keys))
        if len(keys) > 1:
            pred += (
                f" AND ({', '.join(k.expr for k in keys)}) IN (SELECT * FROM unnest("
                f"{', '.join(f'{p}{i + 1}' for i in range(len(keys)))}))"
            )
        return pred

    def null_pred(nulls: str, arrays: str) -> str:
        """The source rows of the groups in `nulls`, a jsonb array of key arrays (any group):
        each key NULL or among its column's values in `arrays`1..n (cheap: evaluated before the
        source's own conditions), then the exact test."""
        return (
            "".join(
                f"({k.expr} IS NULL OR {k.expr} = ANY({arrays}{i + 1})) AND "
                for i, k in enumerate(keys)
            )
            + f"EXISTS (SELECT 1 FROM jsonb_array_elements({nulls}) AS e WHERE "
            + " AND ".join(
                f"{k.expr} IS NOT DISTINCT FROM (e ->> {i})::{k.type}" for i, k in enumerate(keys)
            )
            + ")"
        )

    nonfinite = tuple(sorted(i for i in plan.numeric if args[i].sum))
    fix_pred = " OR ".join(f'"__ec{e.j}" < 0' for e in extremes) or "false"
    # the session delta table's check (see agg_triggers.sql.j2): only our code sets its currval
    dseq = qname(tview_schema, f"dcheck_{tv.id}")
    ddl = f"DROP TABLE IF EXISTS {aux};\n"
    if has_aux:
        ddl += f"CREATE TABLE {aux} ({', '.join(ddl_cols)});\n"
    # code_ddl: the objects the generated code needs besides the state (an install that keeps
    # the rows runs it alone)
    code_ddl = (
        f"CREATE SEQUENCE IF NOT EXISTS {dseq} AS bigint MINVALUE 0;\n"
        f"REVOKE ALL ON SEQUENCE {dseq} FROM PUBLIC;\n"
    )
    ddl += code_ddl
    if has_aux:
        comment = _state_comment(
            f"{tview_schema}.agg_{tv.id}", stored, extremes, mirrors, plan, bare
        )
        ddl += f"COMMENT ON TABLE {aux} IS {quote_literal(comment)};\n"
    if keys and has_aux:
        ddl += (
            f"CREATE UNIQUE INDEX ON {aux} ({', '.join(quote_ident(k.name) for k in keys)})"
            " NULLS NOT DISTINCT;\n"
        )
        if extremes:  # finds the (transient) groups marked for a rescan without a scan
            ddl += f"CREATE INDEX ON {aux} ((1)) WHERE {fix_pred};\n"
    dcols = _delta_columns(keys, args, extremes)
    dtable_cols = tuple(f"{c.name} {c.type}" for c in dcols)
    # a delta that survives a trip through text can travel in a setting (the delta triggers'
    # lone deltas), as a row of this type
    lone = all(_text_exact(c.type) for c in dcols)
    ltype = qname(tview_schema, f"dl_{tv.id}")
    type_ddl = f"DROP TYPE IF EXISTS {ltype};\n"
    if lone:
        type_ddl += f"CREATE TYPE {ltype} AS ({', '.join(dtable_cols)});\n"
    ddl += type_ddl
    code_ddl += type_ddl
    # one statement's delta of one group, in the flush: its columns are the elements of the
    # text[] v_lone (the private setting dl_N), and the group's new state, when only mirrored
    # state changes, is the old one (the tv row `t`, the aux row) plus them
    lone_params = {c.name: f"v_lone.{c.name}" for c in dcols}
    lone_cols = {st.col[1:-1]: f"({st.old} + {lone_params[st.col]})" for st in state}
    lone_cols |= {f"__e{e.j}": f'{AUX_ROW}."__e{e.j}"' for e in extremes if e.scale}
    lone_cols |= {k: f"t.{quote_ident(k)}" for k in tv.key}
    # (bare: a count of a NOT NULL column is the row count)
    bare_cols = lone_cols | {
        f"__c{i}": f"({state[0].old} + {lone_params[quote_ident(f'__c{i}')]})" for i in counted
    }
    outputs = tuple(
        Output(
            name=o.name,
            type=types[o.name],
            sql=_output_sql(o, tv.key, ext),
            # an output a min/max decides, rewritten after a rescan from the fixed state row
            rescan_sql=_output_sql(o, tv.key, ext, row="r") if o.extreme else None,
            additive=o.additive,
            lone_sql=_output_sql(o, tv.key, ext, cols=lone_cols) if o.additive else None,
            bare_sql=(
                _output_sql(o, tv.key, ext, cols=bare_cols, counted=counted) if o.additive else None
            ),
        )
        for o in plan.outputs
    )
    # sessions keep their delta table across re-installs: a changed shape gets a new name
    shape = hashlib.sha256(("|".join(dtable_cols) + "|dcheck").encode()).hexdigest()[:10]
    return AggregatePlan(
        tview_id=tv.id,
        source=source.qname,
        source_alias=alias,
        group_keys=keys,
        arguments=args,
        extremes=extremes,
        state=state,
        stored_state=stored,
        outputs=outputs,
        additive_outputs=tuple(o for o in outputs if o.additive),
        extreme_outputs=tuple(o for o in outputs if o.rescan_sql is not None),
        where_sql=where,
        having_sql=_output_sql(plan.having, tv.key, ext) if plan.having is not None else None,
        has_aux=has_aux,
        aux_table=aux,
        aux_columns=tuple(st.col for st in stored)
        + tuple(c for e in extremes for c in (f'"__e{e.j}"', f'"__ec{e.j}"')),
        rescan_marked_sql=fix_pred,
        ddl=ddl,
        code_ddl=code_ddl,
        populate_all=populate(),
        state_sql=state_select(),
        populate_keys=populate(key_pred("k")) if keys else populate(),
        populate_rebuilt=populate(key_pred("rk")) if keys else populate(),
        populate_rebuilt_null=populate(null_pred("v_rbnull", "rk")) if keys else "",
        populate_null_keys=populate(null_pred("v_nullkeys", "nk")) if keys else "",
        nonfinite_arguments=nonfinite,
        nonfinite_sums=tuple(f'"__s{i}"' for i in nonfinite),
        may_rebuild=bool(nonfinite or extremes),
        delta_check_seq=dseq,
        delta_table=f"tview_d_{tv.id}_{shape}",
        delta_columns=dcols,
        delta_column_ddl=dtable_cols,
        lone_delta=lone,
        lone_delta_type=ltype,
        lone_delta_values=FrozenMap(lone_params),
        lone_stored=bool(keys)
        and has_aux
        and plan.having is None
        and not any(e.scale for e in extremes),
        bare=bare,
        bare_extremes=FrozenMap(bare_extremes if bare else {}),
        nulls_flag=nulls_flag,
        flag_nulls_sql=flag_nulls,
        counted=tuple(st for st in stored if st.col in counted_names) if nulls_flag else (),
        lone_read=LoneRead(
            joined=(f"{quote_ident(tview_schema)}.tview AS c" if nulls_flag else None)
            if bare
            else (f"{aux} AS {AUX_ROW}" if has_aux else None),
            aux=has_aux and not bare,
            flag=nulls_flag,
            extremes=tuple(
                (f"t.{bare_extremes[e.j]}" if bare else f'{AUX_ROW}."__e{e.j}"') for e in extremes
            ),
        ),
    )
