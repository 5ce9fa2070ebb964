"""SQL generation: render the runtime and per-tview objects from an Analysis plus catalog facts.

Nothing here talks to the database; the facts (OIDs, column types) are passed in.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jinja2
from sqlglot import exp

from dbt_tview import locks
from dbt_tview.analyzer import DELTA, Analysis, Relation
from dbt_tview.analyzer.identity import image_eq as _image_eq
from dbt_tview.frozen import FrozenMap
from dbt_tview.quoting import qname, quote_ident, quote_literal  # (also this module's API)
from dbt_tview.sqlgen import buckets
from dbt_tview.sqlgen.aggregate import AUX_ROW, OLD_STATE, AggregatePlan
from dbt_tview.sqlgen.keys import EVERY_ROW, KeySet, KeyValues, RowValues

WITNESS_SLOTS = locks.WITNESS_SLOTS  # witness rows per tview with joined sources (runtime.sql.j2)
REFRESH_MAX_KEYS = locks.REFRESH_MAX_KEYS  # (tview.meta refresh_max_keys)
_TEMPLATES = Path(__file__).parent / "templates"


# Template lines are at most 120 characters. A generated line longer than that goes on in the
# next template line, which starts with `{#- #}` (an empty comment whose `-` takes the line
# break out of the output) or with a `{{-` / `{%-` tag, or breaks inside a tag.
_env = jinja2.Environment(
    loader=jinja2.FileSystemLoader(str(_TEMPLATES)),
    undefined=jinja2.StrictUndefined,
    keep_trailing_newline=True,
    autoescape=False,
)
_env.filters["q"] = quote_ident
_env.filters["lit"] = quote_literal
_env.filters["prefix"] = lambda items, p: [p + i for i in items]  # ["a", "b"] | prefix("t.")


def numbered(name: str, count: int, suffix: str = "") -> list[str]:
    """`name`1 .. `name``count`, each followed by `suffix`: the templates' variables and columns
    per key column (a flush's key arrays k1, k2; numbered("k", 2, "[1]"): a lone key's values)."""
    return [f"{name}{i}{suffix}" for i in range(1, count + 1)]


def lone_key_values(count: int, scalar: bool) -> list[str]:
    """A lone key's value of each of its `count` key columns: the commit trigger's block holds
    them in scalars k1, k2 (`scalar`), f_N in the first elements of its key arrays k1[1], k2[1]."""
    return numbered("k", count, "" if scalar else "[1]")


class LoneFlush(enum.Enum):
    """The commonest flushes, counted apart (_flush_capture.sql.j2, lone_stats): a lone key
    whose row was updated (one flush, one key, one row updated), and one statement's delta of
    one group that updated its row alone. Each value: its counter's setting (tview.<counter>_N,
    read by session_stats()) and the private flag (as session.tx names it, without the tview
    id) that hands it the key or delta."""

    KEY = ("sl", "k_")
    GROUP = ("sg", "dl_")

    @property
    def counter(self) -> str:
        return self.value[0]

    @property
    def flag(self) -> str:
        return self.value[1]


_env.globals["lone_flush"] = LoneFlush
_env.globals["numbered"] = numbered
_env.globals["lone_key_values"] = lone_key_values
_env.globals["every_row"] = EVERY_ROW
_env.globals["aux_row"] = AUX_ROW  # (the aliases of the aggregate flush's rows)
_env.globals["old_state"] = OLD_STATE
_env.globals["limits"] = locks  # (the limits the generated code shares: dbt_tview.locks)


def queued_source_flag(relation: str) -> str:
    """SQL naming the flag a gate's WHEN sets for `relation` (qualified, quoted) as a statement
    is queued, one trigger level deeper than the statement: read by the WHEN of the relation's
    dispatcher trigger (runtime.dispatcher_when) and, at that level, by its first test (decision
    0020). By the relation's regclass, which a dump and restore resolves to its new OID."""
    return (
        f"pg_catalog.concat('tview.g_', {quote_literal(relation)}::pg_catalog.regclass"
        "::pg_catalog.oid, '_', pg_catalog.pg_trigger_depth() OPERATOR(pg_catalog.+) 1)"
    )


_env.globals["queued_source_flag"] = queued_source_flag


def queued_mark(relation_oid: int) -> str:
    """SQL naming the mark a gate's WHEN sets on the relation of OID `relation_oid` (at install)
    as a statement is queued, with its source flag: the WHEN of the relation's dispatcher
    trigger reads it (runtime.dispatcher_when). A constant name, so that the WHEN every UPDATE
    of the relation evaluates is a short expression: PostgreSQL reads a trigger's WHEN from
    its stored text at every statement, and queued_source_flag's took a fifth of an unread
    UPDATE's time. It holds whenever a source flag of the relation is set (decision 0024)."""
    return quote_literal(f"tview.q_{int(relation_oid)}")


_env.globals["queued_mark"] = queued_mark


def gate_flag_prefix(tview_id: int, source_oid: int) -> str:
    """The name of tview `tview_id`'s gate flag of source `source_oid` (its OID at install),
    less the trigger depth that ends it (_statement_triggers.gate_flag): the source's dispatcher
    tests it before it enters the tview's block (render_dispatcher)."""
    return f"tview.g{int(tview_id)}_{int(source_oid)}_"


_env.globals["gate_flag_prefix"] = gate_flag_prefix


def position_switch(var: str, bodies: Sequence[str], indent: str = "", shift: bool = True) -> str:
    """PL/pgSQL running `bodies[k - 1]` where the integer `var` is k (1..len(bodies)): nested
    IFs halving the range, log2(n) tests where an IF/ELSIF chain makes up to n, each an
    expression PL/pgSQL prepares once per transaction at its first evaluation. `indent`: the
    IFs' own; `shift`: indent each body under its IF (False for text that must stay as it is)."""

    def part(lo: int, hi: int, pad: str) -> list[str]:
        if hi - lo == 1:
            body = bodies[lo]
            if shift:
                body = "\n".join(
                    (pad + line) if line.strip() else line for line in body.split("\n")
                )
            return [body]
        mid = (lo + hi) // 2
        inner = pad + "    "
        return [
            f"{pad}IF {var} <= {mid} THEN",
            *part(lo, mid, inner),
            f"{pad}ELSE",
            *part(mid, hi, inner),
            f"{pad}END IF;",
        ]

    if not bodies:
        return ""
    return "\n".join(part(0, len(bodies), indent))


_env.globals["position_switch"] = position_switch


_EMPTY = FrozenMap()
_mapping = FrozenMap  # (a read-only copy)


def _freeze(facts: object, name: str, convert: Callable[[Any], Any]) -> None:
    """Replace field `name` of a frozen dataclass by its immutable form (in __post_init__)."""
    object.__setattr__(facts, name, convert(getattr(facts, name)))


@dataclass(frozen=True)
class SourceFacts:
    """A source relation as resolved in the database."""

    relation: Relation  # as written in the model
    schema: str
    name: str
    oid: int
    columns: Mapping[str, str]  # name -> formatted type
    unique_keys: tuple[tuple[str, ...], ...] = ()  # PK / unique index columns
    # name -> ' COLLATE "schema"."name"' for columns whose collation is not their type's
    # default (their min/max order by it)
    collations: Mapping[str, str] = _EMPTY
    # Partitions and inheritance children, at every level (oid, qualified name). A statement
    # fires the statement triggers of the table it names only, so each of them carries the
    # source's triggers too.
    children: tuple[tuple[int, str], ...] = ()
    # a BEFORE UPDATE row trigger of its own (not tview's): it may change columns an UPDATE
    # does not name, which a column-specific trigger does not see (see plan_witness)
    before_update: bool = False
    # columns declared NOT NULL at install (see plan_aggregate, bare)
    not_null: frozenset[str] = frozenset()
    # the table of another tview: its rows change by that tview's flushes, whose refresh
    # statements name every column, the key's too (see _update_key_columns)
    is_tview: bool = False
    # the columns the view reads, each with SQL over the alias `x` whose equality is identity
    # of values (catalog._with_reads); None: unknown (the view reads whole rows or system columns)
    reads: Mapping[str, str] | None = None
    # a partitioned table (PostgreSQL clones its row triggers to every partition)
    partitioned: bool = False

    def __post_init__(self) -> None:
        # immutable whatever the caller passed (lists and dicts from catalog reads and tests)
        _freeze(self, "columns", _mapping)
        _freeze(self, "unique_keys", lambda keys: tuple(tuple(k) for k in keys))
        _freeze(self, "collations", _mapping)
        _freeze(self, "children", lambda kids: tuple(tuple(c) for c in kids))
        _freeze(self, "not_null", frozenset)
        if self.reads is not None:
            _freeze(self, "reads", _mapping)

    @property
    def gate_columns(self) -> list[str] | None:
        """The columns of the gate trigger tview_N_gate (UPDATE OF them): an UPDATE that names
        none of them cannot change the view, and its UPDATE trigger returns at once. None: no
        gate: the reads are unknown; a BEFORE UPDATE row trigger of the user's may change a
        column the statement does not name, which UPDATE OF does not see; the table of another
        tview is written by flushes that name every column. Where the view reads every column,
        only a row gate (row_gate) has something to tell: every UPDATE names one of them."""
        if self.reads is None or self.before_update or self.is_tview or not self.reads:
            return None
        if set(self.reads) >= set(self.columns) and not self.plain_table:
            return None
        return sorted(self.reads)

    @property
    def plain_table(self) -> bool:
        """A table without partitions or inheritance children, which may carry row triggers
        (row_gate, the insert gate): a row trigger on a partitioned table is cloned
        to its partitions, which carry triggers of their own; an inheritance child's rows fire
        the child's row triggers, while the statement's are the parent's
        (docs/decisions/0027)."""
        return not self.partitioned and not self.children

    @property
    def row_gate(self) -> bool:
        """Whether the row trigger tview_N_changed records that a row of the transaction
        changed a read column, which the gate reads (_statement_triggers.changed_trigger): on
        a table without partitions or children."""
        return bool(self.gate_columns) and self.plain_table

    @property
    def row_test(self) -> bool:
        """Whether its UPDATE trigger first compares the statement's old and new rows on the
        columns the view reads (_statement_triggers.unchanged_exit): where no gate can tell
        that a statement names none of them (a BEFORE UPDATE row trigger of the user's) and
        some columns are not read. Not behind a gate: the test is a query over the transition
        tables, which PL/pgSQL plans on every call; with it and the gate W1's 1-row UPDATE took
        22% more instructions, with the gate alone 9% (docs/decisions/0016)."""
        return (
            self.reads is not None
            and self.before_update
            and not self.is_tview
            and not set(self.reads) >= set(self.columns)
        )

    @property
    def qname(self) -> str:
        return qname(self.schema, self.name)

    @property
    def trigger_targets(self) -> list[str]:
        """Every relation that carries this source's statement triggers."""
        return [name for _, name in self.trigger_relations]

    @property
    def trigger_relations(self) -> list[tuple[int, str]]:
        """trigger_targets with their OIDs: (oid, qualified name)."""
        return [(self.oid, self.qname), *self.children]


@dataclass(frozen=True)
class Rederive:
    """A joined source of a witnessed tview: its derivations, over its old and new rows, run
    again at flush time over the rows the statements kept."""

    oid: int
    qname: str
    derivations: tuple[str, ...]


@dataclass(frozen=True)
class OwnRowRefresh:
    """The refresh of a lone key's columns from its own row of one source alone (analyzer.own;
    see plan_witness): SQL over the source aliased "__own"."""

    source: str  # the source's qualified name
    key: tuple[tuple[str, str], ...]  # (key column, its value)
    set: tuple[tuple[str, str], ...]  # (column, its value)

    def columns_of(self, alias: str) -> RowValues:
        """The columns it sets, of row `alias` of the tview's table."""
        return RowValues.of_row(alias, [c for c, _ in self.set])

    @property
    def new_values(self) -> RowValues:
        """The values it sets them to."""
        return RowValues(tuple(e for _, e in self.set))


@dataclass(frozen=True)
class TviewFacts:
    """The tview's objects as they exist (or will exist) in the database."""

    id: int
    schema: str
    table: str
    view: str
    key: tuple[str, ...]
    key_types: tuple[str, ...]
    columns: tuple[str, ...]
    is_unique: bool
    sources: tuple[SourceFacts, ...] = ()
    column_types: tuple[str, ...] = ()
    column_collations: Mapping[str, str] = field(
        default_factory=lambda: _EMPTY
    )  # (as SourceFacts')
    # per key column, its equality operator when not pg_catalog's `=` (see key_ops)
    key_eq: tuple[str, ...] = ()
    agg: AggregatePlan | None = None  # the algebraic strategy's plan (see plan_aggregate)
    # witnessed tviews (a source maps to keys through other tables): per joined source, the
    # derivations run again at flush time over the rows the statements kept
    witness: bool = False
    rederive: tuple[Rederive, ...] = ()
    # per direct source (OID): the columns an UPDATE must name for its lone key's flush to
    # bump the witness row (the columns the join derivations read). A source not here: every
    # statement that passes a lone key asks for the bump
    update_witness: Mapping[int, tuple[str, ...]] = _EMPTY
    # the refresh of a lone key whose UPDATEs named none of those columns, from its own row of
    # that source alone
    own: OwnRowRefresh | None = None
    # the joined source whose writers update only the witness rows of their join values'
    # buckets, with its direct source's (sqlgen.buckets.plan_buckets); None: every row
    bucket: buckets.BucketPlan | None = None
    # the high bits of the tview's advisory locks (see dbt_tview.locks)
    lock_namespace: int = locks.DEFAULT_NAMESPACE

    def __post_init__(self) -> None:
        # immutable whatever the caller passed (lists and dicts from catalog reads and tests)
        for name in ("key", "key_types", "columns", "sources", "column_types", "key_eq"):
            _freeze(self, name, tuple)
        _freeze(self, "rederive", tuple)
        _freeze(self, "column_collations", _mapping)
        _freeze(self, "update_witness", lambda m: _mapping({k: tuple(v) for k, v in m.items()}))

    @property
    def qtable(self) -> str:
        return qname(self.schema, self.table)

    @property
    def qview(self) -> str:
        return qname(self.schema, self.view)

    @property
    def key_ops(self) -> list[str]:
        """Per key column, the equality operator its lookups use: `=` where that is
        pg_catalog's, else the operator resolved at install as OPERATOR(schema.name) (the
        generated functions' search_path holds pg_catalog alone)."""
        return self.key_eq or ["="] * len(self.key)

    @property
    def plain_keys(self) -> bool:
        """Every key column compares with pg_catalog's `=`."""
        return all(op == "=" for op in self.key_ops)

    def columns_of(self, alias: str) -> RowValues:
        """The tview's columns of row `alias`."""
        return RowValues.of_row(alias, self.columns)

    def key_of(self, alias: str) -> KeyValues:
        """The key columns of row `alias`."""
        return KeyValues.of_row(alias, self.key)

    def lone_key_of(self, scalar: bool) -> KeyValues:
        """A lone key's values (see lone_key_values)."""
        return KeyValues(tuple(lone_key_values(len(self.key), scalar)))

    def unnested_key(self, alias: str) -> KeyValues:
        """The columns c1 .. cn of `unnest(k1, .., kn) AS alias (c1, .., cn)`."""
        return KeyValues.numbered(f"{alias}.c", len(self.key))

    def typed_json_key(self, element: str) -> KeyValues:
        """The key in the jsonb array `element`, each value cast to its key column's type."""
        return KeyValues.of_json(element, len(self.key), self.key_types)

    def json_key(self, element: str) -> KeyValues:
        """The key in the jsonb array `element`, as text: (element ->> 0), .."""
        return KeyValues.of_json(element, len(self.key))

    def json_key_elements(self, element: str) -> KeyValues:
        """The key in the jsonb array `element`, as text, unparenthesized: e ->> 0."""
        return KeyValues.of_json_elements(element, len(self.key))

    @property
    def flush_keys(self) -> KeySet:
        """The keys a flush refreshes, in its key arrays k1 .. kn."""
        return KeySet.in_arrays("k", len(self.key))

    @property
    def flush_null_keys(self) -> KeySet:
        """The keys with a NULL a flush refreshes: in v_nullkeys, filtered by nk1 .. nkn."""
        return KeySet.with_nulls("v_nullkeys", "nk", len(self.key))

    @property
    def rebuilt_keys(self) -> KeySet:
        """The groups an algebraic flush rebuilds (agg_apply.sql.j2), in rk1 .. rkn."""
        return KeySet.in_arrays("rk", len(self.key))

    @property
    def rebuilt_null_keys(self) -> KeySet:
        """The groups with a NULL key it rebuilds: in v_rbnull, filtered by rk1 .. rkn."""
        return KeySet.with_nulls("v_rbnull", "rk", len(self.key))

    @property
    def tid_col(self) -> str:
        """A name for a row's ctid next to the tview's columns, none of them."""
        name = "tid"
        while name in self.columns:
            name = "_" + name
        return name

    @property
    def int_key(self) -> bool:
        """One integer key column: a dense key set is a range (queued and refreshed as one)."""
        return len(self.key) == 1 and self.key_types[0] in ("smallint", "integer", "bigint")

    @property
    def lone_key(self) -> bool:
        """A statement that writes one row of a direct source passes its key in a setting, not
        the queue (triggers.sql.j2): one integer key column, no algebraic state."""
        return self.int_key and self.agg is None

    @property
    def eq_is_image(self) -> bool:
        """Every column's `=` holds exactly when the binary images are equal (analyzer.identity),
        so the flush's row test can compare columns instead of building two records."""
        return bool(self.column_types) and all(
            _image_eq(typ) and c not in self.column_collations
            for c, typ in zip(self.columns, self.column_types, strict=True)
        )

    @property
    def wide_lock(self) -> int:
        """Advisory lock id of the whole tview."""
        return locks.wide_lock(self.lock_namespace, self.id)

    @property
    def witness_lock(self) -> int:
        """Advisory lock id that orders the transactions changing a joined source."""
        return locks.witness_lock(self.lock_namespace, self.id)

    @property
    def key_lock_base(self) -> int:
        """A key's advisory lock id is this plus its hash (see _flush_keys.sql.j2, key_hash)."""
        return locks.key_lock_base(self.lock_namespace, self.id)


# PL/pgSQL variables and parameters of the generated functions. Their bodies resolve a name
# that is both a variable and a column as the variable (#variable_conflict use_variable): every
# column they read is qualified, but the conflict target of an INSERT ... ON CONFLICT names
# columns bare, so the algebraic strategy, which upserts its state by the key columns, is not
# used for a key column named like one of these (see `generated_name`).
_VARIABLE_PREFIXES = ("v_", "p_", "__")


def generated_name(name: str) -> bool:
    """Whether `name` could be a variable of the generated functions (k1, rk2, r, v_*, p_*) or
    a column of their state tables (__*)."""
    base = name.rstrip("0123456789")
    return (
        name.startswith(_VARIABLE_PREFIXES) or name == "r" or (base in ("k", "rk") and base != name)
    )


def render_runtime(
    tview_schema: str, lock_namespace: int = locks.DEFAULT_NAMESPACE, subscriptions: bool = True
) -> str:
    """The functions every tview shares (the catalog tables: dbt_tview.migrations);
    `subscriptions`: the installing role may read pg_subscription_rel and
    pg_subscription.subname (status() reports sources that logical replication writes)."""
    return _env.get_template("runtime.sql.j2").render(
        schema=quote_ident(tview_schema),
        flagged=[],
        inline={},
        slots=WITNESS_SLOTS,
        slot_lock_base=locks.slot_base(lock_namespace),
        lock_space=dict(wide=locks.WIDE, witness=locks.WITNESS),
        legacy_locks=dict(wide=locks.LEGACY_WIDE, witness=locks.LEGACY_WITNESS),
        refresh_max_keys=REFRESH_MAX_KEYS,
        subscriptions=subscriptions,
    )


def load_templates() -> None:
    """Compile every template now (the first rendering of one compiles it, which takes tens of
    ms): for an install about to hold its sources' locks while it renders."""
    for name in _env.list_templates(extensions=["j2"]):
        _env.get_template(name)


def render_dispatch(
    tview_schema: str, flagged: Sequence[int], inline: dict[int, str] | None = None
) -> str:
    """The flush dispatcher over the tviews that exist (static calls, plans cached).

    `flagged`: every tview, in rank order (their triggers flag their queued work); `inline`:
    per tview, the block the commit trigger runs instead of calling its flush function
    (render_commit_lone).
    """
    return _env.get_template("dispatch.sql.j2").render(
        schema=quote_ident(tview_schema), flagged=list(flagged), inline=dict(inline or {})
    )


def _log_relation(source: SourceFacts) -> exp.Expression:
    """`source` as it is now plus the old rows this statement logged: a superset of its
    pre-state."""
    cols = ", ".join(quote_ident(c) for c in source.columns)
    sql = (
        f"SELECT {cols} FROM {source.qname} UNION ALL "
        f"SELECT r.* FROM pg_temp.tview_log AS l, "
        f"jsonb_populate_record(NULL::{source.qname}, l.row) AS r "
        f"WHERE l.rel = {source.oid} AND l.stmt = statement_timestamp()"
    )
    return exp.maybe_parse(sql, dialect="postgres")


def _self_old_relation(source: SourceFacts) -> exp.Expression:
    cols = ", ".join(quote_ident(c) for c in source.columns)
    return exp.maybe_parse(
        f"SELECT {cols} FROM {source.qname} UNION ALL SELECT {cols} FROM tview_old",
        dialect="postgres",
    )


def render_derivation(
    query: exp.Expression,
    delta: str,
    source: SourceFacts,
    by_relation: dict[Relation, SourceFacts],
    log_sources: Sequence[Relation],
) -> str:
    """Instantiate a derivation: DELTA becomes a transition table, sources get resolved names.

    On the old side (delta = tview_old) other occurrences of the same source read its pre-state
    (current rows plus the old transition rows); other non-direct sources read current rows plus
    the rows logged by this statement, so a statement that changes several sources loses nothing.
    """
    q = query.copy()
    if isinstance(q, exp.Select) and q.args.get("distinct") and not q.args.get("joins"):
        q.set("distinct", None)  # a projection of the delta: the flush deduplicates
    for t in list(q.find_all(exp.Table)):
        if not isinstance(t.this, exp.Identifier):
            continue
        alias = t.alias_or_name
        if t.name == DELTA:
            t.set("this", exp.to_identifier(delta))
            t.set("db", None)
            continue
        rel = Relation(t.db or None, t.name)
        facts = by_relation.get(rel)
        if facts is None:
            continue
        if facts.relation == source.relation and delta == "tview_old":
            repl: exp.Expression = _self_old_relation(facts)
        elif facts.relation != source.relation and facts.relation in log_sources:
            repl = _log_relation(facts)
        else:
            t.set("this", exp.to_identifier(facts.name, quoted=True))
            t.set("db", exp.to_identifier(facts.schema, quoted=True))
            t.set("catalog", None)
            continue
        t.replace(
            exp.Subquery(
                this=repl, alias=exp.TableAlias(this=exp.to_identifier(alias, quoted=True))
            )
        )
    return q.sql(dialect="postgres")


@dataclass
class _Event:
    event: str
    trigger: str
    function: str
    referencing: str
    derivations: list[str]
    full: bool
    log: bool
    keep: list[str] = field(default_factory=list)  # transition tables kept for the flush
    # direct derivations (the keys are the rows' own): every statement reads its key bounds in
    # one aggregate pass and takes the lone-key, key-range or per-key path from them. False:
    # keys come through a join (one row can reach many): look for a key range in the join
    bounds: bool = False
    # a lone key of its statements asks the flush to bump the witness row (wr_N; see
    # TviewFacts.update_witness): every event of a witnessed tview with an exempt source, but
    # an exempt source's UPDATE, whose column-specific trigger asks instead
    witness: bool = False
    # an UPDATE event whose derivations read the new rows alone: the same event reading both
    # sides, for the statements after one that named a key column (see _update_key_columns)
    named: _Event | None = None


def render_triggers(
    analysis: Analysis, tv: TviewFacts, source: SourceFacts, tview_schema: str
) -> str:
    """Trigger functions and statement triggers of tview `tv` on source `source` (behind a gate,
    its UPDATE work is a block of the source's dispatcher: render_update_block)."""
    context = _trigger_context(analysis, tv, source, tview_schema)
    return _env.get_template("triggers.sql.j2").render(**context)


def render_update_block(
    analysis: Analysis, tv: TviewFacts, source: SourceFacts, tview_schema: str
) -> str | None:
    """Tview `tv`'s block of the UPDATE dispatcher of `source` (render_dispatcher), when it has
    one: behind a gate (source.gate_columns), whose trigger carries the tview's WHEN dependency."""
    if not source.gate_columns:
        return None
    context = _trigger_context(analysis, tv, source, tview_schema)
    context.update(block_label=f"t_{tv.id}")
    return _env.get_template("triggers.sql.j2").render(**context)


@dataclass(frozen=True)
class DispatchedBlock:
    """One tview's block of a source's UPDATE dispatcher: its text (render_update_block) and
    the prefix of the gate flag it starts by testing (gate_flag_prefix). '' where the text
    tests another: a block rendered for the source's OID before a restore, until its tview's
    next install regenerates it. The block then always runs, and its own test decides."""

    gate: str
    block: str

    @classmethod
    def of(cls, tview_id: int, source_oid: int, block: str) -> DispatchedBlock:
        gate = gate_flag_prefix(tview_id, source_oid)
        return cls(gate if quote_literal(gate) in block else "", block)


def render_dispatcher(tview_schema: str, source_oid: int, blocks: Sequence[DispatchedBlock]) -> str:
    """The UPDATE dispatcher function of source `source_oid` holding `blocks` (its tviews')."""
    return _env.get_template("dispatcher.sql.j2").render(
        schema=quote_ident(tview_schema), source_oid=int(source_oid), blocks=list(blocks)
    )


def _trigger_context(
    analysis: Analysis, tv: TviewFacts, source: SourceFacts, tview_schema: str
) -> dict:
    by_relation = {s.relation: s for s in tv.sources}
    derivs = [d for d in analysis.derivations if d.source == source.relation]
    full = any(d.strategy == "full" for d in derivs)
    log = source.relation in analysis.log_sources
    keep = tv.witness and not full and any(d.strategy == "join" for d in derivs)
    events = []
    direct = all(d.strategy == "direct" for d in derivs)
    key_cols = _update_key_columns(analysis, tv, source, full, log)
    specs = [
        ("INSERT", "ins", "NEW TABLE AS tview_new", ["tview_new"]),
        (
            "UPDATE",
            "upd",
            "OLD TABLE AS tview_old NEW TABLE AS tview_new",
            ["tview_old", "tview_new"],
        ),
        ("DELETE", "del", "OLD TABLE AS tview_old", ["tview_old"]),
        ("TRUNCATE", "trunc", "", []),
    ]

    def make(event: str, short: str, referencing: str, deltas: list[str]) -> _Event:
        rendered = []
        if not full and deltas:
            for d in derivs:
                for delta in deltas:
                    rendered.append(
                        render_derivation(d.query, delta, source, by_relation, analysis.log_sources)
                    )
        return _Event(
            event=event,
            trigger=f"tview_{tv.id}_{short}",
            function=quote_ident(f"d_{tv.id}_{source.oid}_{short}"),
            referencing=referencing,
            derivations=rendered,
            full=full or not deltas,
            log=log and "tview_old" in deltas,
            keep=deltas if keep else [],
            bounds=direct and bool(deltas),
            witness=bool(tv.update_witness)
            and not (event == "UPDATE" and source.oid in tv.update_witness),
        )

    for spec in specs:
        ev = make(*spec)
        if spec[0] == "UPDATE" and key_cols is not None:
            # an UPDATE's new rows tell its keys, unless it moved a row to another key: the
            # old rows are read after a statement of the transaction named a key column
            # (tview_N_key tells; docs/decisions/0014)
            new_rows = make(*spec[:3], ["tview_new"]).derivations
            ev = dataclasses.replace(ev, derivations=new_rows, named=ev)
        events.append(ev)
    return {
        "schema": quote_ident(tview_schema),
        "tv": tv,
        "source": source,
        "events": events,
        "witness_cols": tv.update_witness.get(source.oid),
        "key_cols": key_cols,
        "dispatched": bool(source.gate_columns),
        "block_label": None,
    }


def _update_key_columns(
    analysis: Analysis, tv: TviewFacts, source: SourceFacts, full: bool, log: bool
) -> list[str] | None:
    """The columns whose UPDATE may move a row of `source` to another key of `tv`, sorted, when
    `source`'s UPDATE trigger can do with its new rows: a source whose derivations are its own
    keys (not refreshed whole, not logged for a multi-source statement), without partitions or
    inheritance children, and without a BEFORE UPDATE row trigger, which may change a column
    the statement does not name (tview.status() reports one created since), and not the table
    of another tview (every flush of it names the key: its UPDATEs would read both sides
    anyway, after a trigger call). None: it reads its old rows too."""
    if (
        full
        or log
        or tv.agg is not None
        or source.children
        or source.before_update
        or source.is_tview
    ):
        return None
    cols = analysis.key_read_columns(source.relation)
    return None if cols is None else sorted(cols)


@dataclass(frozen=True)
class WitnessPlan:
    """A witnessed tview's plan (see plan_witness and TviewFacts, whose fields it fills)."""

    witness: bool = False
    rederive: tuple[Rederive, ...] = ()
    update_witness: Mapping[int, tuple[str, ...]] = _EMPTY
    own: OwnRowRefresh | None = None
    bucket: buckets.BucketPlan | None = None


def plan_witness(analysis: Analysis, tv: TviewFacts) -> WitnessPlan:
    """Whether `tv` needs witness rows and what its flush derives again.

    A change of a source that names its keys itself (strategy 'direct') cannot be missed by a
    concurrent transaction. A source reached through other tables ('join') or refreshed whole
    ('full') can: its keys depend on rows another transaction may be changing at the same
    time. The algebraic strategy only adds commutative per-group deltas and needs none.
    """
    if tv.agg is not None or all(d.strategy == "direct" for d in analysis.derivations):
        return WitnessPlan()
    update_witness: dict[int, list[str]] = {}
    own_refresh: OwnRowRefresh | None = None
    rederive: list[Rederive] = []
    for source in tv.sources:
        # an UPDATE of a direct source that changes no column a join derivation reads cannot
        # change the keys those derivations find: its lone key's flush skips the witness row
        # (decision 0005). Told by a column-specific statement trigger, which sees the columns a
        # statement names: not for a source whose own BEFORE UPDATE triggers may change others,
        # nor for one with partitions or inheritance children (each would need the trigger, and
        # their own BEFORE triggers the same test: not done, they bump on every lone key)
        cols = analysis.join_read_columns(source.relation)
        if (
            tv.lone_key
            and cols is not None
            and analysis.source_strategy(source.relation) == "direct"
            and not source.children
            and not source.before_update
        ):
            own = (
                analysis.own
                if analysis.own is not None and analysis.own.source == source.relation
                else None
            )
            if own is not None and tv.is_unique and not source.is_tview:
                # the same trigger then also tells an UPDATE that named a column read by
                # anything but the columns the key's own row decides: the flush of a lone key
                # whose UPDATEs named none refreshes those columns from that row (decision 0008)
                cols = cols | own.reads
                own_refresh = OwnRowRefresh(
                    source=source.qname,
                    key=tuple((k, e.sql(dialect="postgres")) for k, e in own.keys.items()),
                    set=tuple((c, e.sql(dialect="postgres")) for c, e in own.outputs.items()),
                )
            update_witness[source.oid] = sorted(cols)
    by_relation = {s.relation: s for s in tv.sources}
    for source in tv.sources:
        derivs = [d for d in analysis.derivations if d.source == source.relation]
        if any(d.strategy == "full" for d in derivs) or not any(
            d.strategy == "join" for d in derivs
        ):
            continue
        rederive.append(
            Rederive(
                oid=source.oid,
                qname=source.qname,
                derivations=tuple(
                    render_derivation(d.query, delta, source, by_relation, analysis.log_sources)
                    for d in derivs
                    for delta in ("tview_old", "tview_new")
                ),
            )
        )
    return WitnessPlan(
        witness=True,
        rederive=tuple(rederive),
        update_witness=FrozenMap({oid: tuple(cols) for oid, cols in update_witness.items()}),
        own=own_refresh,
        bucket=buckets.plan_buckets(analysis, tv, update_witness),
    )


def _flush_vars(tv: TviewFacts, tview_schema: str) -> dict:
    return {
        "schema": quote_ident(tview_schema),
        "tv": tv,
        "agg": tv.agg,
        "slots": WITNESS_SLOTS,
        "skip": buckets.SKIP,
    }


def render_flush(tv: TviewFacts, tview_schema: str) -> str:
    return _env.get_template("flush.sql.j2").render(_flush_vars(tv, tview_schema))


def render_commit_lone(tv: TviewFacts, tview_schema: str) -> str | None:
    """The fast path of `tv`'s flush for a lone key or one statement's delta of one group, as a
    block for the commit trigger to inline (stored in the catalog, tview.commit_sql; see
    _flush_lone.sql.j2, commit_lone), or None when `tv`'s flush has no such path."""
    if not ((tv.lone_key and tv.is_unique) or (tv.agg is not None and tv.agg.lone_delta)):
        return None
    module = _env.get_template("_flush_lone.sql.j2").make_module(_flush_vars(tv, tview_schema))
    return str(module.commit_lone()).strip("\n") + "\n"


def as_image(ref: str, typ: str, collated: bool) -> str | None:
    """`ref` (of type `typ`) in a form whose equality is identity of values, where its type's
    `=` is equality of binary images: as it is, or in byte order "C" when it has a collation
    of its own (which may not be deterministic); None for any other type."""
    if not _image_eq(typ):
        return None
    return f'({ref} COLLATE "C")' if collated else ref


def render_agg_triggers(tv: TviewFacts, source: SourceFacts, tview_schema: str) -> str:
    """Trigger functions of the algebraic strategy (the tview's only source is `source`)."""
    events = []
    for event, short, referencing, sides in [
        ("INSERT", "ins", "NEW TABLE AS tview_new", [("tview_new", 1)]),
        (
            "UPDATE",
            "upd",
            "OLD TABLE AS tview_old NEW TABLE AS tview_new",
            [("tview_new", 1), ("tview_old", -1)],
        ),
        ("DELETE", "del", "OLD TABLE AS tview_old", [("tview_old", -1)]),
        ("TRUNCATE", "trunc", "", []),
    ]:
        events.append(
            {
                "event": event,
                "trigger": f"tview_{tv.id}_{short}",
                "function": quote_ident(f"d_{tv.id}_{source.oid}_{short}"),
                "referencing": referencing,
                "sides": sides,
                "full": not sides,
            }
        )
    return _env.get_template("agg_triggers.sql.j2").render(
        schema=quote_ident(tview_schema),
        tv=tv,
        source=source,
        agg=tv.agg,
        events=events,
        witness_cols=tv.update_witness.get(source.oid),
    )
