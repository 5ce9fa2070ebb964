"""One tview's generated code, rendered from its analysis and the catalog's facts."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from dbt_tview.analyzer import Analysis, Relation
from dbt_tview.catalog import (
    _check_key_types,
    _key_operators,
    _type_oids,
    _view_columns,
    _with_reads,
)
from dbt_tview.db import _Db
from dbt_tview.quoting import qname
from dbt_tview.sqlgen import (
    SourceFacts,
    TviewFacts,
    render_agg_triggers,
    render_commit_lone,
    render_flush,
    render_triggers,
    render_update_block,
)
from dbt_tview.sqlgen.tview import TviewPlan, key_types, plan_tview


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
    an installed tview regenerated, whose install passed the test). The catalog's facts are
    read first; plan_tview then decides everything the templates read."""
    types = key_types(name, analysis.key, vcols)
    key_oids = _type_oids(db, types)
    _check_key_types(db, name, analysis.key, dict(zip(analysis.key, types, strict=True)), key_oids)
    plan = plan_tview(
        analysis,
        list(facts.values()),
        tid=tid,
        schema=schema,
        table=name,
        view=view,
        columns=vcols,
        is_unique=is_unique,
        key_eq=_key_operators(db, name, key_oids, trusted),
        lock_namespace=ns,
        tview_schema=tview_schema,
        server_version=int(db.value("SHOW server_version_num")),
    )
    return render_code(analysis, plan)


def render_code(analysis: Analysis, plan: TviewPlan) -> _Code:
    """The code of a planned tview (pure: the templates read the analysis and the plan alone)."""
    tv, schema = plan.facts, plan.tview_schema
    triggers = tuple(
        render_agg_triggers(tv, source, schema)
        if plan.use_agg
        else render_triggers(analysis, tv, source, schema)
        for source in tv.sources
    )
    blocks = tuple(
        (source.oid, block)
        for source in tv.sources
        if not plan.use_agg and (block := render_update_block(analysis, tv, source, schema))
    )
    return _Code(
        tf=tv,
        use_agg=plan.use_agg,
        strategy=plan.strategy,
        triggers=triggers,
        flush=render_flush(tv, schema),
        commit=render_commit_lone(tv, schema),
        blocks=blocks,
    )


def render_installed(
    db: _Db,
    analysis: Analysis,
    facts: dict[Relation, SourceFacts],
    *,
    schema: str,
    view: str,
    **rest: Any,
) -> tuple[_Code, dict[Relation, SourceFacts]]:
    """The code of a tview whose view is installed, rendered against that view as it is (its
    columns and the source columns it reads), with the facts so completed. `rest`: the other
    keyword arguments of `_render`."""
    facts = _with_reads(db, qname(schema, view), facts)
    vcols = _view_columns(db, schema, view)
    return _render(db, analysis, facts, schema=schema, view=view, vcols=vcols, **rest), facts
