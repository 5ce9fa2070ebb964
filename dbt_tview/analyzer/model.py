"""Data produced by the analyzer: plain, typed values, no database access."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from sqlglot import exp

from dbt_tview.analyzer.aggregate import AggPlan

if TYPE_CHECKING:
    from dbt_tview.analyzer.own import OwnRefresh

Strategy = Literal["direct", "join", "full"]


@dataclass(frozen=True, order=True)
class Relation:
    """A relation named in the model, as written (schema may be None: resolved by search_path)."""

    schema: str | None
    name: str

    @property
    def display(self) -> str:
        return f"{self.schema}.{self.name}" if self.schema else self.name


@dataclass
class Derivation:
    """How changes of one occurrence of a source map to affected keys.

    `query` is a SELECT returning the key columns (named like the tview's key), reading the
    changed rows from the placeholder table DELTA (aliased as the occurrence was). It is None
    for strategy 'full' (any change refreshes the whole tview).
    """

    source: Relation
    occurrence: int
    strategy: Strategy
    query: exp.Expression | None
    reason: str = ""


@dataclass
class Analysis:
    """Everything the SQL generator needs to know about a model, independent of the database."""

    model: str
    sql: str
    qualified: exp.Expression
    columns: list[str]
    key: list[str]
    sources: list[Relation]
    derivations: list[Derivation]
    log_sources: list[Relation] = field(default_factory=list)
    functions: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    agg: AggPlan | None = None
    agg_reason: str = ""
    unique_reason: str | None = None  # why the key is provably unique (None: not proven)
    own: OwnRefresh | None = None  # the columns a key's own row decides alone (analyzer.own)

    @property
    def strategy(self) -> str:
        """Refresh strategy of the tview as a whole (shown by tview_explain)."""
        if self.agg is not None:
            return (
                "algebraic (count/sum/avg deltas; min/max rescan a group when its extreme leaves)"
            )
        return self.without_agg(self.agg_reason)

    def without_agg(self, why: str) -> str:
        """The strategy off the algebraic path, with why the path does not apply (if it is
        a GROUP BY's)."""
        why = f"not algebraic: {why}" if why else ""
        if not self.key:
            return f"full (single unit: key []{'; ' + why if why else ''})"
        return f"recompute by key ({why})" if why else "recompute by key"

    def source_strategy(self, rel: Relation) -> Strategy:
        kinds = {d.strategy for d in self.derivations if d.source == rel}
        for s in ("full", "join", "direct"):
            if s in kinds:
                return s  # the weakest occurrence decides
        return "direct"

    def key_read_columns(self, rel: Relation) -> frozenset[str] | None:
        """The columns of `rel` that its own (direct) derivations read: those of the key
        expressions. None when `rel` has a derivation of another kind, or one that reads it
        through a star, a whole-row reference or an unqualified column.

        An UPDATE of `rel` that changes none of them leaves each row's keys as they were, so
        its new rows alone tell them: its delta trigger needs no old rows, and a column-specific
        trigger reads those of a statement that names one (docs/decisions/0014)."""
        derivs = [d for d in self.derivations if d.source == rel]
        if not derivs or any(d.strategy != "direct" or d.query is None for d in derivs):
            return None
        cols: set[str] = set()
        for d in derivs:
            if any(True for _ in d.query.find_all(exp.Star, exp.TableColumn)):
                return None
            for c in d.query.find_all(exp.Column):
                if not c.table:
                    return None
                cols.add(c.name)
        return frozenset(cols)

    def join_read_columns(self, rel: Relation) -> frozenset[str] | None:
        """The columns of `rel` that the other sources' join derivations read (join
        conditions, filters, the keys they return), or None when that cannot be told: a
        derivation refreshes everything ('full'), reads `rel` through a star, a whole-row
        reference or an unqualified column, or gives `rel`'s alias to something else too.

        An UPDATE of `rel` that changes none of them cannot change which keys those
        derivations find, so a concurrent writer of a joined source cannot miss a key because
        of it: the flush needs no witness row for it (_flush_lone.sql.j2, lone_fast)."""
        cols: set[str] = set()
        for d in self.derivations:
            if d.strategy == "direct":
                continue
            if d.query is None:
                return None
            mine: set[str] = set()
            others: set[str] = set()
            for t in d.query.find_all(exp.Table):
                same = Relation(t.db or None, t.name) == rel
                (mine if same else others).add(t.alias_or_name)
            others.update(s.alias for s in d.query.find_all(exp.Subquery) if s.alias)
            if not mine:
                continue
            if mine & others or any(True for _ in d.query.find_all(exp.Star)):
                return None
            if any(w.name in mine for w in d.query.find_all(exp.TableColumn)):
                return None
            for c in d.query.find_all(exp.Column):
                if not c.table:
                    return None
                if c.table in mine:
                    cols.add(c.name)
        return frozenset(cols)
