"""One tview's generated code, rendered from its analysis and the catalog's facts."""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

from dbt_tview.analyzer import (
    Analysis,
    KeyError_,
    Relation,
)
from dbt_tview.catalog import _check_key_types, _key_operators, _type_oids
from dbt_tview.db import _Db
from dbt_tview.sqlgen import (
    SourceFacts,
    TviewFacts,
    generated_name,
    plan_witness,
    render_agg_triggers,
    render_commit_lone,
    render_flush,
    render_triggers,
    render_update_block,
)
from dbt_tview.sqlgen.aggregate import plan_aggregate


@dataclass(frozen=True)
class _Code:
    """A tview's generated code, rendered without touching the database."""

    tf: TviewFacts
    use_agg: bool
    strategy: str
    triggers: tuple[str, ...]
    flush: str
    commit: str | None
    # per source OID, the tview's block of that source's UPDATE dispatcher (catalog: upd_block)
    blocks: tuple[tuple[int, str], ...] = ()

    @property
    def sql(self) -> str:
        return "\n".join([*self.triggers, *(b for _, b in self.blocks), self.flush])

    @property
    def digest(self) -> str:
        """What decides whether an install regenerates the code (its rows stay)."""
        parts = [self.tf.agg.code_ddl if self.use_agg else "", self.sql, self.commit or ""]
        return hashlib.sha256("\n".join(parts).encode()).hexdigest()

    @property
    def state_digest(self) -> str | None:
        """The layout of an algebraic tview's state table (None: it has none): state is data,
        so a different layout rebuilds the tview instead of regenerating its code."""
        if not self.use_agg or not self.tf.agg.has_aux:
            return None
        code = set(self.tf.agg.code_ddl.splitlines())
        state = [ln for ln in self.tf.agg.ddl.splitlines() if ln not in code]
        return hashlib.sha256("\n".join(state).encode()).hexdigest()


def _render(
    db: _Db,
    analysis: Analysis,
    facts: dict[Relation, SourceFacts],
    *,
    tid: int,
    schema: str,
    name: str,
    view: str,
    vcols: list[tuple[str, str, str]],
    is_unique: bool,
    tview_schema: str,
    ns: int,
    trusted: Sequence[str] | None = None,
) -> _Code:
    """`trusted`: the model's trusted schemas, for the trust test of its key operators (None:
    an installed tview regenerated, whose install passed the test)."""
    types = {c: typ for c, typ, _ in vcols}
    for k in analysis.key:
        if types[k].endswith("]"):
            raise KeyError_(
                name,
                f"key column {k} is an array ({types[k]}): the flush looks keys up in an array "
                f"of keys, which cannot hold arrays. Key on scalar columns, for example "
                f"array_to_string({k}, ',') AS {k}_key",
            )
    key_oids = _type_oids(db, [types[k] for k in analysis.key])
    _check_key_types(db, name, analysis.key, types, key_oids)
    col_names = [c for c, _, _ in vcols]
    tv = TviewFacts(
        id=tid,
        schema=schema,
        table=name,
        view=view,
        key=analysis.key,
        key_types=[types[k] for k in analysis.key],
        columns=col_names,
        is_unique=is_unique,
        sources=list(facts.values()),
        column_types=[types[c] for c in col_names],
        column_collations={c: coll for c, _, coll in vcols if coll},
        lock_namespace=ns,
        key_eq=_key_operators(db, name, key_oids, trusted),
    )
    server_version = int(db.value("SHOW server_version_num"))
    clash = _agg_name_clash(analysis, facts) or (
        "" if tv.plain_keys else "a key column's equality is not pg_catalog's `=`"
    )
    # (the algebraic flush inserts a new group's row ON CONFLICT: it needs the unique index)
    use_agg = (
        analysis.agg is not None
        and not clash
        and (not analysis.key or (server_version >= 150000 and is_unique))
    )
    if use_agg:
        (source,) = facts.values()
        tv = dataclasses.replace(tv, agg=plan_aggregate(analysis.agg, tv, source, tview_schema))
    witness = plan_witness(analysis, tv)
    tv = dataclasses.replace(
        tv,
        witness=witness.witness,
        rederive=witness.rederive,
        update_witness=witness.update_witness,
        own=witness.own,
        bucket=witness.bucket,
    )
    triggers = tuple(
        render_agg_triggers(tv, source, tview_schema, server_version)
        if use_agg
        else render_triggers(analysis, tv, source, tview_schema, server_version)
        for source in facts.values()
    )
    blocks = tuple(
        (source.oid, block)
        for source in facts.values()
        if not use_agg
        and (block := render_update_block(analysis, tv, source, tview_schema, server_version))
    )
    strategy = analysis.strategy
    if analysis.agg is not None and not use_agg:
        why = clash or ("the key is not unique" if not is_unique else "it needs PostgreSQL 15+")
        strategy = analysis.without_agg(why)
    return _Code(
        tf=tv,
        use_agg=use_agg,
        strategy=strategy,
        triggers=triggers,
        flush=render_flush(tv, tview_schema),
        commit=render_commit_lone(tv, tview_schema),
        blocks=blocks,
    )


def _agg_name_clash(analysis: Analysis, facts: dict[Relation, SourceFacts]) -> str:
    """Why the algebraic strategy's generated names could clash with the model's (its state
    tables hold the key columns next to columns named __*, and upsert them by name from
    functions with variables named k1, r, v_*), or ''."""
    for k in analysis.key:
        if generated_name(k):
            return f"the key column {k} is named like a variable or state column it generates"
    for source in facts.values():
        for c in source.columns:
            if c.startswith("__"):
                return (
                    f"the source column {source.name}.{c} is named like a state column it generates"
                )
    return ""
