"""A tview's render inputs, decided once: a pure function from the Analysis and the catalog's
facts (the view's columns, the key's operators, the server version) to a frozen TviewPlan
whose TviewFacts carry the aggregate and witness plans. Nothing reads or changes them after.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from dbt_tview.analyzer import Analysis, KeyError_
from dbt_tview.sqlgen import SourceFacts, TviewFacts, generated_name, plan_witness
from dbt_tview.sqlgen.aggregate import plan_aggregate

Column = tuple[str, str, str]  # (name, formatted type, ' COLLATE ...' or '')

# the server version from which the algebraic strategy's unique index treats NULL keys as equal
AGG_SERVER_VERSION = 150000


@dataclass(frozen=True)
class TviewPlan:
    """What rendering a tview's code reads: its facts, whether it is maintained algebraically,
    and its strategy as the catalog and explain report it."""

    facts: TviewFacts
    use_agg: bool
    strategy: str
    tview_schema: str


def key_types(model: str, key: Sequence[str], columns: Sequence[Column]) -> list[str]:
    """The formatted type of each key column; an array key is refused (the flush looks keys up
    in an array of keys, which cannot hold arrays)."""
    types = {c: typ for c, typ, _ in columns}
    for k in key:
        if types[k].endswith("]"):
            raise KeyError_(
                model,
                f"key column {k} is an array ({types[k]}): the flush looks keys up in an array "
                f"of keys, which cannot hold arrays. Key on scalar columns, for example "
                f"array_to_string({k}, ',') AS {k}_key",
            )
    return [types[k] for k in key]


def agg_name_clash(analysis: Analysis, sources: Sequence[SourceFacts]) -> str:
    """Why the algebraic strategy's generated names could clash with the model's (its state
    tables hold the key columns next to columns named __*, and upsert them by name from
    functions with variables named k1, r, v_*), or ''."""
    for k in analysis.key:
        if generated_name(k):
            return f"the key column {k} is named like a variable or state column it generates"
    for source in sources:
        for c in source.columns:
            if c.startswith("__"):
                return (
                    f"the source column {source.name}.{c} is named like a state column it generates"
                )
    return ""


def plan_tview(
    analysis: Analysis,
    sources: Sequence[SourceFacts],
    *,
    tid: int,
    schema: str,
    table: str,
    view: str,
    columns: Sequence[Column],
    is_unique: bool,
    key_eq: Sequence[str],
    lock_namespace: int,
    tview_schema: str,
    server_version: int,
) -> TviewPlan:
    """The tview's facts and strategy. The algebraic strategy needs no clash of names, pg_catalog's
    `=` on every key column, and, with a key, a unique one on PostgreSQL 15+ (its flush inserts
    a new group's row ON CONFLICT, which needs the unique index NULLS NOT DISTINCT)."""
    types = {c: typ for c, typ, _ in columns}
    names = [c for c, _, _ in columns]
    fields = dict(
        id=tid,
        schema=schema,
        table=table,
        view=view,
        key=list(analysis.key),
        key_types=key_types(table, analysis.key, columns),
        columns=names,
        is_unique=is_unique,
        sources=list(sources),
        column_types=[types[c] for c in names],
        column_collations={c: coll for c, _, coll in columns if coll},
        lock_namespace=lock_namespace,
        key_eq=list(key_eq),
    )
    # the table's shape, which the aggregate and witness planners read (they read no plan)
    shape = TviewFacts(**fields)
    clash = agg_name_clash(analysis, sources) or (
        "" if shape.plain_keys else "a key column's equality is not pg_catalog's `=`"
    )
    use_agg = (
        analysis.agg is not None
        and not clash
        and (not analysis.key or (server_version >= AGG_SERVER_VERSION and is_unique))
    )
    if use_agg:
        (source,) = sources
        agg = plan_aggregate(analysis.agg, shape, source, tview_schema)
        facts = TviewFacts(**fields, agg=agg)
        return TviewPlan(facts, True, analysis.strategy, tview_schema)
    witness = plan_witness(analysis, shape)
    facts = TviewFacts(
        **fields,
        witness=witness.witness,
        rederive=witness.rederive,
        update_witness=witness.update_witness,
        own=witness.own,
        bucket=witness.bucket,
    )
    strategy = analysis.strategy
    if analysis.agg is not None:
        why = clash or ("the key is not unique" if not is_unique else "it needs PostgreSQL 15+")
        strategy = analysis.without_agg(why)
    return TviewPlan(facts, False, strategy, tview_schema)
