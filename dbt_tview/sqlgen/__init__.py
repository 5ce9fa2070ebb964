"""SQL generation: render the runtime and per-tview objects from an Analysis plus catalog facts.

Nothing here talks to the database; the facts (OIDs, column types) are passed in.
"""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import jinja2
import sqlglot
from sqlglot import exp

from dbt_tview import locks
from dbt_tview.analyzer import DELTA, Analysis, Relation
from dbt_tview.analyzer.aggregate import AggOutput, AggPlan
from dbt_tview.quoting import qname, quote_ident, quote_literal  # (also this module's API)

WITNESS_SLOTS = 64  # witness rows per tview with joined sources (see runtime.sql.j2)
# keys one refresh() call of a role other than the owner may pass (tview.meta refresh_max_keys)
REFRESH_MAX_KEYS = 10000
_TEMPLATES = Path(__file__).parent / "templates"


_env = jinja2.Environment(
    loader=jinja2.FileSystemLoader(str(_TEMPLATES)),
    undefined=jinja2.StrictUndefined,
    keep_trailing_newline=True,
    autoescape=False,
)
_env.filters["q"] = quote_ident
_env.filters["lit"] = quote_literal
_env.filters["prefix"] = lambda items, p: [p + i for i in items]  # ["a", "b"] | prefix("t.")


@dataclass
class SourceFacts:
    """A source relation as resolved in the database."""

    relation: Relation  # as written in the model
    schema: str
    name: str
    oid: int
    columns: dict[str, str]  # name -> formatted type
    unique_keys: list[list[str]] = field(default_factory=list)  # PK / unique index columns
    # name -> ' COLLATE "schema"."name"' for columns whose collation is not their type's
    # default (their min/max order by it)
    collations: dict[str, str] = field(default_factory=dict)
    # Partitions and inheritance children, at every level (oid, qualified name). A statement
    # fires the statement triggers of the table it names only, so each of them carries the
    # source's triggers too.
    children: list[tuple[int, str]] = field(default_factory=list)
    # a BEFORE UPDATE row trigger of its own (not tview's): it may change columns an UPDATE
    # does not name, which a column-specific trigger does not see (see plan_witness)
    before_update: bool = False
    # columns declared NOT NULL at install (see agg_context, bare)
    not_null: frozenset[str] = frozenset()
    # the table of another tview: its rows change by that tview's flushes, whose refresh
    # statements name every column, the key's too (see _update_key_columns)
    is_tview: bool = False
    # the columns the view reads, each with SQL over the alias `x` whose equality is identity
    # of values (catalog._set_reads); None: unknown (the view reads whole rows or system columns)
    reads: dict[str, str] | None = None

    @property
    def gate_columns(self) -> list[str] | None:
        """The columns of the gate trigger tview_N_gate (UPDATE OF them): an UPDATE that names
        none of them cannot change the view, and its UPDATE trigger returns at once. None: no
        gate: the reads are unknown or every column; a BEFORE UPDATE row trigger of the user's
        may change a column the statement does not name, which UPDATE OF does not see; the
        table of another tview is written by flushes that name every column."""
        if self.reads is None or self.before_update or self.is_tview:
            return None
        if not self.reads or set(self.reads) >= set(self.columns):
            return None
        return sorted(self.reads)

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
        return [self.qname, *(name for _, name in self.children)]


@dataclass
class TviewFacts:
    """The tview's objects as they exist (or will exist) in the database."""

    id: int
    schema: str
    table: str
    view: str
    key: list[str]
    key_types: list[str]
    columns: list[str]
    is_unique: bool
    sources: list[SourceFacts] = field(default_factory=list)
    column_types: list[str] = field(default_factory=list)
    column_collations: dict[str, str] = field(default_factory=dict)  # (as SourceFacts')
    # per key column, its equality operator when not pg_catalog's `=` (see key_ops)
    key_eq: list[str] = field(default_factory=list)
    agg: dict | None = None  # algebraic strategy context (see agg_context)
    # witnessed tviews (a source maps to keys through other tables): per joined source, the
    # derivations run again at flush time over the rows the statements kept
    witness: bool = False
    rederive: list[dict] = field(default_factory=list)
    # per direct source (OID): the columns an UPDATE must name for its lone key's flush to
    # bump the witness row (the columns the join derivations read). A source not here: every
    # statement that passes a lone key asks for the bump
    update_witness: dict[int, list[str]] = field(default_factory=dict)
    # the refresh of a lone key whose UPDATEs named none of those columns, from its own row of
    # that source alone (analyzer.own; see plan_witness): {"source": qualified name, "key":
    # [(column, SQL)], "set": [(column, SQL)]}, the SQL over the source aliased "__own"
    own: dict | None = None
    # the high bits of the tview's advisory locks (see dbt_tview.locks)
    lock_namespace: int = locks.DEFAULT_NAMESPACE

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
        """Every column's `=` holds exactly when the binary images are equal (see _IMAGE_EQ),
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
        """A key's advisory lock id is this plus its hash (see flush.sql.j2, key_hash)."""
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
        s=quote_ident(tview_schema),
        s_raw=tview_schema,
        flagged=[],
        inline={},
        slots=WITNESS_SLOTS,
        slot_lock_base=locks.slot_base(lock_namespace),
        lock_space=dict(wide=locks.WIDE, witness=locks.WITNESS),
        legacy_locks=dict(wide=locks.LEGACY_WIDE, witness=locks.LEGACY_WITNESS),
        refresh_max_keys=REFRESH_MAX_KEYS,
        subscriptions=subscriptions,
    )


def render_dispatch(
    tview_schema: str, flagged: Sequence[int], inline: dict[int, str] | None = None
) -> str:
    """The flush dispatcher over the tviews that exist (static calls, plans cached).

    `flagged`: every tview, in rank order (their triggers flag their queued work); `inline`:
    per tview, the block the commit trigger runs instead of calling its flush function
    (render_commit_lone).
    """
    return _env.get_template("dispatch.sql.j2").render(
        s=quote_ident(tview_schema), flagged=list(flagged), inline=dict(inline or {})
    )


def _log_relation(src: SourceFacts) -> exp.Expression:
    """`src` as it is now plus the old rows this statement logged: a superset of its pre-state."""
    cols = ", ".join(quote_ident(c) for c in src.columns)
    sql = (
        f"SELECT {cols} FROM {src.qname} UNION ALL "
        f"SELECT r.* FROM pg_temp.tview_log AS l, "
        f"jsonb_populate_record(NULL::{src.qname}, l.row) AS r "
        f"WHERE l.rel = {src.oid} AND l.stmt = statement_timestamp()"
    )
    return exp.maybe_parse(sql, dialect="postgres")


def _self_old_relation(src: SourceFacts) -> exp.Expression:
    cols = ", ".join(quote_ident(c) for c in src.columns)
    return exp.maybe_parse(
        f"SELECT {cols} FROM {src.qname} UNION ALL SELECT {cols} FROM tview_old",
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
    a: Analysis, t: TviewFacts, src: SourceFacts, tview_schema: str, server_version: int
) -> str:
    """Trigger functions and statement triggers of tview `t` on source `src`."""
    by_relation = {s.relation: s for s in t.sources}
    derivs = [d for d in a.derivations if d.source == src.relation]
    full = any(d.strategy == "full" for d in derivs)
    log = src.relation in a.log_sources
    keep = t.witness and not full and any(d.strategy == "join" for d in derivs)
    events = []
    direct = all(d.strategy == "direct" for d in derivs)
    key_cols = _update_key_columns(a, t, src, full, log)
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
                        render_derivation(d.query, delta, src, by_relation, a.log_sources)
                    )
        return _Event(
            event=event,
            trigger=f"tview_{t.id}_{short}",
            function=quote_ident(f"d_{t.id}_{src.oid}_{short}"),
            referencing=referencing,
            derivations=rendered,
            full=full or not deltas,
            log=log and "tview_old" in deltas,
            keep=deltas if keep else [],
            bounds=direct and bool(deltas),
            witness=bool(t.update_witness)
            and not (event == "UPDATE" and src.oid in t.update_witness),
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
    return _env.get_template("triggers.sql.j2").render(
        s=quote_ident(tview_schema),
        t=t,
        src=src,
        events=events,
        witness_cols=t.update_witness.get(src.oid),
        key_cols=key_cols,
        replace_trigger=server_version >= 140000,
    )


def _update_key_columns(
    a: Analysis, t: TviewFacts, src: SourceFacts, full: bool, log: bool
) -> list[str] | None:
    """The columns whose UPDATE may move a row of `src` to another key of `t`, sorted, when
    `src`'s UPDATE trigger can do with its new rows: a source whose derivations are its own
    keys (not refreshed whole, not logged for a multi-source statement), without partitions or
    inheritance children, and without a BEFORE UPDATE row trigger, which may change a column
    the statement does not name (tview.status() reports one created since), and not the table
    of another tview (every flush of it names the key: its UPDATEs would read both sides
    anyway, after a trigger call). None: it reads its old rows too."""
    if full or log or t.agg is not None or src.children or src.before_update or src.is_tview:
        return None
    cols = a.key_read_columns(src.relation)
    return None if cols is None else sorted(cols)


def plan_witness(a: Analysis, t: TviewFacts) -> None:
    """Decide whether `t` needs witness rows and what its flush derives again.

    A change of a source that names its keys itself (strategy 'direct') cannot be missed by a
    concurrent transaction. A source reached through other tables ('join') or refreshed whole
    ('full') can: its keys depend on rows another transaction may be changing at the same
    time. The algebraic strategy only adds commutative per-group deltas and needs none.
    """
    t.witness = t.agg is None and any(d.strategy != "direct" for d in a.derivations)
    t.rederive = []
    t.update_witness = {}
    t.own = None
    if not t.witness:
        return
    for src in t.sources:
        # an UPDATE of a direct source that changes no column a join derivation reads cannot
        # change the keys those derivations find: its lone key's flush skips the witness row
        # (decision 0005). Told by a column-specific statement trigger, which sees the columns a
        # statement names: not for a source whose own BEFORE UPDATE triggers may change others,
        # nor for one with partitions or inheritance children (each would need the trigger, and
        # their own BEFORE triggers the same test: not done, they bump on every lone key)
        cols = a.join_read_columns(src.relation)
        if (
            t.lone_key
            and cols is not None
            and a.source_strategy(src.relation) == "direct"
            and not src.children
            and not src.before_update
        ):
            own = a.own if a.own is not None and a.own.source == src.relation else None
            if own is not None and t.is_unique and not src.is_tview:
                # the same trigger then also tells an UPDATE that named a column read by
                # anything but the columns the key's own row decides: the flush of a lone key
                # whose UPDATEs named none refreshes those columns from that row (decision 0008)
                cols = cols | own.reads
                t.own = {
                    "source": src.qname,
                    "key": [(k, e.sql(dialect="postgres")) for k, e in own.keys.items()],
                    "set": [(c, e.sql(dialect="postgres")) for c, e in own.outputs.items()],
                }
            t.update_witness[src.oid] = sorted(cols)
    by_relation = {s.relation: s for s in t.sources}
    for src in t.sources:
        derivs = [d for d in a.derivations if d.source == src.relation]
        if any(d.strategy == "full" for d in derivs) or not any(
            d.strategy == "join" for d in derivs
        ):
            continue
        t.rederive.append(
            {
                "oid": src.oid,
                "qname": src.qname,
                "derivations": [
                    render_derivation(d.query, delta, src, by_relation, a.log_sources)
                    for d in derivs
                    for delta in ("tview_old", "tview_new")
                ],
            }
        )


def _flush_vars(t: TviewFacts, tview_schema: str) -> dict:
    return {"s": quote_ident(tview_schema), "t": t, "g": t.agg, "slots": WITNESS_SLOTS}


def render_flush(t: TviewFacts, tview_schema: str) -> str:
    return _env.get_template("flush.sql.j2").render(_flush_vars(t, tview_schema))


def render_commit_lone(t: TviewFacts, tview_schema: str) -> str | None:
    """The fast path of `t`'s flush for a lone key or one statement's delta of one group, as a
    block for the commit trigger to inline (stored in the catalog, tview.commit_sql; see
    flush.sql.j2, commit_lone), or None when `t`'s flush has no such path."""
    if not ((t.lone_key and t.is_unique) or (t.agg and t.agg.get("lone"))):
        return None
    module = _env.get_template("flush.sql.j2").make_module(_flush_vars(t, tview_schema))
    return str(module.commit_lone()).strip("\n") + "\n"


# types whose equality operator is equality of the binary image: "1.0" = "1.00" as numeric,
# "a " = "a" as character, 0 = -0 as float, '1 day' = '24 hours' as interval, and jsonb compares
# numbers as numeric, so those are not here; text only under a deterministic collation (the
# default: a column with a collation of its own is left out)
_IMAGE_EQ = {
    "smallint",
    "integer",
    "bigint",
    "boolean",
    "oid",
    "uuid",
    "bytea",
    "date",
    "timestamp without time zone",
    "timestamp with time zone",
    "time without time zone",
    "text",
    "character varying",
}


def _image_eq(typ: str) -> bool:
    """Whether `typ`'s (format_type output) `=` is equality of binary images."""
    return typ.split("(", 1)[0].strip() in _IMAGE_EQ


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
    whose non-NULL count is known not to be 0 (the bare statement's, see agg_context): their
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
    stored: list[dict],
    extremes: list[dict],
    mirrors: dict[str, str],
    plan: AggPlan,
    bare: bool = False,
) -> str:
    """What tview_explain says of the state: where each part of it lives, and why (`bare`:
    the lone statement reads the tv row alone, see agg_context)."""
    kinds = {"__n": "the row count", "__c": "non-NULL counts", "__s": "sums"}
    cols = [c.strip('"') for c in (st["col"] for st in stored)]
    held = [k for p, k in kinds.items() if any(c.startswith(p) for c in cols)]
    if any(not e["scale"] for e in extremes):
        held.append("each min/max with its number of copies")
    if any(e["scale"] for e in extremes):
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


def agg_context(plan: AggPlan, t: TviewFacts, src: SourceFacts, tview_schema: str) -> dict:
    """Everything the algebraic templates need, as SQL text over the source's alias.

    State per group: __n (rows), per argument __c<i>/__s<i> (non-null count, sum), per min/max
    output __e<j>/__ec<j> (the extreme and how many rows hold it). A count or sum that is also
    an output of the view is *mirrored*: the tv row holds it, so the flush reads it there and a
    transaction that changes only those writes the tv row alone. The rest is *stored* in the
    aux table (none of it: no aux table).
    """
    types = dict(zip(t.columns, t.column_types, strict=True))
    alias = quote_ident(plan.alias)
    keys = [
        {"name": k, "expr": e.sql(dialect="postgres"), "type": types[k], "ord": _ordered(types[k])}
        for k, e in zip(t.key, plan.keys, strict=True)
    ]
    # expressions are spliced into larger ones (`expr::numeric`, `where AND keys`): parenthesized
    args = [
        {"expr": _paren(a), "count": plan.needs_count(i), "sum": plan.needs_sum(i)}
        for i, a in enumerate(plan.args)
    ]
    # the extremes: one per (min/max, argument) an output reads, alone or in an expression,
    # and the largest display scale of each numeric argument whose scale varies by row, as
    # ("scale", argument): a sum shows it (see AggPlan.scales)
    extremes: list[dict] = []
    ext: dict[tuple[str, int | None], int] = {}
    # (an extreme's state is typed with the collation its order follows: the view column's
    # for an output, the source column's for a term)
    colls = t.column_collations
    reads = []
    for o in plan.outputs:
        if o.kind in ("min", "max"):
            reads.append((o.kind, o.arg, o.arg, types[o.name] + colls.get(o.name, "")))
        for tm in o.terms:
            if tm.kind in ("min", "max"):
                a = plan.args[tm.arg] if tm.arg is not None else None
                coll = src.collations.get(a.name, "") if isinstance(a, exp.Column) else ""
                reads.append((tm.kind, tm.arg, tm.arg, tm.type + coll))
    reads += [("scale", x, sx, "integer") for x, sx in sorted(plan.scales.items())]
    for kind, name, arg, typ in reads:
        if (kind, name) not in ext:
            ext[(kind, name)] = j = len(extremes)
            f = "min" if kind == "min" else "max"
            extremes.append(
                {
                    "j": j,
                    "arg": arg,
                    "f": f,
                    "type": typ,
                    "better": "<" if f == "min" else ">",
                    "beyond": ">" if f == "min" else "<",
                    # a scale's rescan rebuilds the group: its sums change with it
                    "scale": kind == "scale",
                }
            )
    outputs = [
        {
            "name": o.name,
            "type": types[o.name],
            "sql": _output_sql(o, t.key, ext),
            # an output a min/max decides, rewritten after a rescan from the fixed state row
            "rescan_sql": _output_sql(o, t.key, ext, row="r") if o.extreme else None,
            "additive": o.additive,
        }
        for o in plan.outputs
    ]
    where = _paren(plan.where) if plan.where is not None else "true"
    aux = qname(tview_schema, f"agg_{t.id}")
    mirrors = plan.mirrors()
    # the additive state: (column, type, the aggregate that computes it)
    additive = [("__n", "bigint", "count(*)")]
    for i, a in enumerate(args):
        if a["count"]:
            additive.append((f"__c{i}", "bigint", f"count({a['expr']})"))
        if a["sum"]:
            additive.append((f"__s{i}", "numeric", f"COALESCE(sum({a['expr']}::numeric), 0)"))
    state = [
        {
            "col": quote_ident(c),
            "delta": quote_ident(f"__d{c[2:]}"),  # its change, in the flush's statements
            "type": typ,
            "mirror": mirrors.get(c),
            # its value before the flush, over the group's tv row `t` and aux row `x` (either
            # absent for a new group)
            "old": f"COALESCE(t.{quote_ident(mirrors[c])}, 0)::{typ}"
            if c in mirrors
            else f"COALESCE(x.{quote_ident(c)}, 0)",
            "agg": agg,
        }
        for c, typ, agg in additive
    ]
    stored = [st for st in state if st["mirror"] is None]
    ddl_cols = [f"{quote_ident(k['name'])} {k['type']}" for k in keys]
    ddl_cols += [f"{st['col']} {st['type']} NOT NULL" for st in stored]
    pop_cols = [quote_ident(k["name"]) for k in keys] + [st["col"] for st in stored]
    sel = [st["agg"] for st in stored]
    win = []
    for e in extremes:
        j, expr = e["j"], args[e["arg"]]["expr"]
        ddl_cols += [f'"__e{j}" {e["type"]}', f'"__ec{j}" bigint NOT NULL DEFAULT 0']
        pop_cols += [f'"__e{j}"', f'"__ec{j}"']
        win.append(f'{e["f"]}({expr}) OVER wp AS "__w{j}"')
        sel += [f"{e['f']}({expr})", f'count(*) FILTER (WHERE {expr} = {alias}."__w{j}")']
    has_aux = bool(stored or extremes)
    group = f" GROUP BY {', '.join(k['expr'] for k in keys)}" if keys else ""
    part = f"PARTITION BY {', '.join(k['expr'] for k in keys)}" if keys else ""

    # The lone statement that reads the tv row alone (`bare`, agg_apply.sql.j2): when every
    # extreme is a view column of its own (min(x) AS lo: the tv row holds it) and the only
    # stored state is non-NULL counts of NOT NULL columns, each equal to the row count, which
    # the tv row holds too. That equality is what the install's NOT NULL proves; a NOT NULL
    # dropped since is caught by the flag tview.agg_nulls (`nulls_flag`): set once a delta or
    # a rebuilt group has a count that differs from its rows, it turns the statement away
    exposed = {
        (o.kind, o.arg): quote_ident(o.name) for o in plan.outputs if o.kind in ("min", "max")
    }
    bare_extremes = {e["j"]: exposed.get((e["f"], e["arg"])) for e in extremes}
    counted = [int(st["col"][4:-1]) for st in stored if st["col"].startswith('"__c')]
    bare = (
        bool(keys)
        and has_aux
        and "__n" in mirrors
        and len(counted) == len(stored)
        and all(
            isinstance(plan.args[i], exp.Column) and plan.args[i].name in src.not_null
            for i in counted
        )
        and not any(e["scale"] for e in extremes)
        and all(bare_extremes.values())
    )
    nulls_flag = bare and bool(counted)
    flag_nulls = (
        f"UPDATE {qname(tview_schema, 'tview')} SET agg_nulls = true "
        f"WHERE id = {t.id} AND NOT agg_nulls"
    )

    def populate(extra: str = "") -> str:
        if not has_aux:
            return ""
        cond = where + (f" AND {extra}" if extra else "")
        inner = (
            f"SELECT {alias}.*{''.join(', ' + w for w in win)} FROM {src.qname} AS {alias} "
            f"WHERE {cond}" + (f" WINDOW wp AS ({part})" if win else "")
        )
        if not nulls_flag:
            return (
                f"INSERT INTO {aux} ({', '.join(pop_cols)}) SELECT "
                f"{', '.join([k['expr'] for k in keys] + sel)} FROM ({inner}) AS {alias}{group}"
            )
        # (and a group whose counts differ from its rows sets the flag: see bare)
        exprs = [k["expr"] for k in keys] + sel + ["count(*)"]
        named = [*pop_cols, '"__rows"']
        pop = '"__pop"'  # (the source's alias, inside it, does not reach the statement's)
        differs = " OR ".join(f'{pop}."__c{n}" <> {pop}."__rows"' for n in counted)
        return (
            f"WITH {pop} AS (SELECT {', '.join(f'{e} AS {c}' for e, c in zip(exprs, named))} "
            f'FROM ({inner}) AS {alias}{group}), "__ins" AS (INSERT INTO {aux} '
            f"({', '.join(pop_cols)}) SELECT {', '.join(f'{pop}.{c}' for c in pop_cols)} "
            f"FROM {pop}) {flag_nulls} AND EXISTS (SELECT FROM {pop} WHERE {differs})"
        )

    def key_pred(p: str) -> str:
        """The source rows of the groups in the key arrays p1..pn (groups without NULL keys)."""
        pred = " AND ".join(f"{k['expr']} = ANY({p}{i + 1})" for i, k in enumerate(keys))
        if len(keys) > 1:
            pred += (
                f" AND ({', '.join(k['expr'] for k in keys)}) IN (SELECT * FROM unnest("
                f"{', '.join(f'{p}{i + 1}' for i in range(len(keys)))}))"
            )
        return pred

    # the source rows of the groups in v_rbnull, a jsonb array of key arrays (any group)
    null_pred = (
        "EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e WHERE "
        + " AND ".join(
            f"{k['expr']} IS NOT DISTINCT FROM (e ->> {i})::{k['type']}" for i, k in enumerate(keys)
        )
        + ")"
    )
    nonfinite = sorted(i for i in plan.numeric if args[i]["sum"])
    fix_pred = " OR ".join(f'"__ec{e["j"]}" < 0' for e in extremes) or "false"
    # the session delta table's check (see agg_triggers.sql.j2): only our code sets its currval
    dseq = qname(tview_schema, f"dcheck_{t.id}")
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
            f"{tview_schema}.agg_{t.id}", stored, extremes, mirrors, plan, bare
        )
        ddl += f"COMMENT ON TABLE {aux} IS {quote_literal(comment)};\n"
    if keys and has_aux:
        ddl += (
            f"CREATE UNIQUE INDEX ON {aux} ({', '.join(quote_ident(k['name']) for k in keys)})"
            " NULLS NOT DISTINCT;\n"
        )
        if extremes:  # finds the (transient) groups marked for a rescan without a scan
            ddl += f"CREATE INDEX ON {aux} ((1)) WHERE {fix_pred};\n"
    dtable = f"tview_d_{t.id}"  # + a hash of its shape, below
    dcols = [(quote_ident(k["name"]), k["type"]) for k in keys] + [('"__n"', "bigint")]
    for i, a in enumerate(args):
        if a["count"]:
            dcols.append((f'"__c{i}"', "bigint"))
        if a["sum"]:
            dcols.append((f'"__s{i}"', "numeric"))
    for e in extremes:
        j = e["j"]
        dcols += [
            (f'"__e{j}"', e["type"]),
            (f'"__ec{j}"', "bigint"),
            (f'"__de{j}"', e["type"]),
            (f'"__dec{j}"', "bigint"),
        ]
    dtable_cols = [f"{name} {typ}" for name, typ in dcols]
    # a delta that survives a trip through text can travel in a setting (the delta triggers'
    # lone deltas), as a row of this type
    lone = all(_text_exact(typ) for _, typ in dcols)
    ltype = qname(tview_schema, f"dl_{t.id}")
    type_ddl = f"DROP TYPE IF EXISTS {ltype};\n"
    if lone:
        type_ddl += f"CREATE TYPE {ltype} AS ({', '.join(dtable_cols)});\n"
    ddl += type_ddl
    code_ddl += type_ddl
    # one statement's delta of one group, in the flush: its columns are the elements of the
    # text[] v_lone (the private setting dl_N), and the group's new state, when only mirrored
    # state changes, is the old one (the tv row `t`, the aux row `x`) plus them
    lone_params = {name: f"v_lone.{name}" for name, _ in dcols}
    lone_cols = {st["col"][1:-1]: f"({st['old']} + {lone_params[st['col']]})" for st in state}
    lone_cols |= {f"__e{e['j']}": f'x."__e{e["j"]}"' for e in extremes if e["scale"]}
    lone_cols |= {k: f"t.{quote_ident(k)}" for k in t.key}
    # (bare: a count of a NOT NULL column is the row count)
    bare_cols = lone_cols | {
        f"__c{i}": f"({state[0]['old']} + {lone_params[quote_ident(f'__c{i}')]})" for i in counted
    }
    for o, out in zip(plan.outputs, outputs, strict=True):
        out["lone_sql"] = _output_sql(o, t.key, ext, cols=lone_cols) if o.additive else None
        out["bare_sql"] = (
            _output_sql(o, t.key, ext, cols=bare_cols, counted=counted) if o.additive else None
        )
    # sessions keep their delta table across re-installs: a changed shape gets a new name
    shape = hashlib.sha256(("|".join(dtable_cols) + "|dcheck").encode()).hexdigest()[:10]
    dtable = f"{dtable}_{shape}"
    return {
        "dtable": dtable,
        "code_ddl": code_ddl,
        "dseq": dseq,
        "id": t.id,
        "dtable_cols": dtable_cols,
        "dcols": [{"name": name, "type": typ} for name, typ in dcols],
        "lone_params": lone_params,
        "lone": lone,
        # the composite type of a lone delta (the setting dl_N, the flush's v_lone)
        "ltype": ltype,
        # a lone delta that moves stored state gets a statement of its own in the commit
        # trigger (agg_apply.sql.j2, lone_stored) when the group is one aux row and one tv row
        # whatever the delta (no HAVING), and no extreme is a numeric scale (whose rescan
        # rebuilds the group)
        "lone_stored": bool(keys)
        and has_aux
        and plan.having is None
        and not any(e["scale"] for e in extremes),
        "nonfinite_cols": [f'"__s{i}"' for i in nonfinite],
        # the lone statement that reads the tv row alone, and the flag that guards it (see
        # bare above): the tv column of each extreme, the counts whose deltas tell a NULL
        "bare": bare,
        "bare_extremes": bare_extremes if bare else {},
        "nulls_flag": nulls_flag,
        "flag_nulls": flag_nulls,
        "counted": [f'"__c{i}"' for i in counted] if nulls_flag else [],
        "fix_pred": fix_pred,
        "alias": alias,
        "keys": keys,
        "args": args,
        "outputs": outputs,
        "where": where,
        # HAVING over the new state `up` (only count/sum/avg terms, all of them stored: the fast
        # statement, which needs every stored delta zero, cannot change it)
        "having": _output_sql(plan.having, t.key, ext) if plan.having is not None else None,
        "extremes": extremes,
        "state": state,
        "stored": stored,
        # the outputs a change of counts and sums alone can change
        "additive_outputs": [o for o in outputs if o["additive"]],
        # the outputs an extreme decides (rewritten after a rescan)
        "extreme_outputs": [o for o in outputs if o["rescan_sql"] is not None],
        # every column of the aux row but the key (what a changed state row rewrites)
        "aux_cols": [st["col"] for st in stored]
        + [c for e in extremes for c in (f'"__e{e["j"]}"', f'"__ec{e["j"]}"')],
        "has_aux": has_aux,
        "aux": aux,
        "src": src.qname,
        "ddl": ddl,
        "populate_all": populate(),
        "populate_keys": populate(key_pred("k")) if keys else populate(),
        # numeric sums (NaN, +-Infinity are not invertible) and extremes (a rescan inside a
        # statement): the state that may need a group rebuilt (see agg_apply.sql.j2, rebuilt)
        "nonfinite": nonfinite,
        "rebuild": bool(nonfinite or extremes),
        "populate_rb": populate(key_pred("rk")) if keys else populate(),
        "populate_rbnull": populate(null_pred) if keys else "",
    }


def render_agg_triggers(
    t: TviewFacts, src: SourceFacts, tview_schema: str, server_version: int
) -> str:
    """Trigger functions of the algebraic strategy (the tview's only source is `src`)."""
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
                "trigger": f"tview_{t.id}_{short}",
                "function": quote_ident(f"d_{t.id}_{src.oid}_{short}"),
                "referencing": referencing,
                "sides": sides,
                "full": not sides,
            }
        )
    return _env.get_template("agg_triggers.sql.j2").render(
        s=quote_ident(tview_schema),
        t=t,
        src=src,
        g=t.agg,
        events=events,
        witness_cols=t.update_witness.get(src.oid),
        replace_trigger=server_version >= 140000,
    )
