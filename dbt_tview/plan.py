"""What an install does, decided without the database: pure functions from the model's request
and the catalog facts already read to frozen plans, which install.py applies.

An install is decided in the order its facts become known: `plan_install` chooses the action
from the tview's catalog row and the relation of that name; a tview whose rows may stay then
renders its code, and `plan_keep` compares it with the installed code; a build reads the new
view's columns, the table and the online estimate, and `plan_build` says which locks, DDL and
fill it takes.
"""

from __future__ import annotations

import enum
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from dbt_tview import online as online_rebuild
from dbt_tview.analyzer import TviewError
from dbt_tview.locking import _merge_locks
from dbt_tview.quoting import qname, quote_ident

if TYPE_CHECKING:
    from dbt_tview.analyzer import Analysis, Relation
    from dbt_tview.render import _Code
    from dbt_tview.sqlgen import SourceFacts
    from dbt_tview.sqlgen.aggregate import AggregatePlan

# pg_class.relkind of a table (plain or partitioned), and the DROP that replaces a view
TABLE_KINDS = ("r", "p")
VIEW_KINDS = {"v": "VIEW", "m": "MATERIALIZED VIEW"}
TVIEW = "TVIEW"  # (the staged kind of an installed tview: see staged_kind)
# the other relations whose name the table cannot take
OTHER_KINDS = {
    "i": "an index",
    "I": "a partitioned index",
    "S": "a sequence",
    "c": "a composite type",
    "f": "a foreign table",
    "t": "a TOAST table",
}
ON_CHANGE = ("apply", "continue", "fail")

# the fillfactor of a table that has none set
POSTGRES_FILLFACTOR = "100"

# A tv table is rewritten by every flush that touches it. Half of each page is kept free, so a
# rewritten row's new version fits on its own page (a HOT update: no new index entry, the old
# version pruned on the page), even when one statement rewrites every row of the page. At
# PostgreSQL's 100 each rewritten row moves to another page with a new index entry: the
# maintenance of a bulk statement over a key range measured 1.4-2.0x the statement there, and
# 0.8-0.95x at 50 (docs/decisions/0003). Space: up to twice the heap; `fillfactor=100`
# trades it back.
DEFAULT_FILLFACTOR = 50

Column = tuple[str, str, str]  # (name, type, collation)


@dataclass(frozen=True)
class KeyIndex:
    """The tv table's key index: its columns in order, and whether it is unique."""

    columns: tuple[str, ...]
    unique: bool


def key_index_name(table: str) -> str:
    return f"{table}_tview_key"[:63]


def prepared_key_index_name(table: str) -> str:
    """The index of a changed key built CONCURRENTLY before the install (dbt_tview.prepare),
    which the install renames to key_index_name."""
    name = key_index_name(table)
    prepared = name[:58] + "_next"
    return prepared if prepared != name else name[:57] + "_nxt"  # (a name that ends so)


def key_preparation(have: KeyIndex, want: KeyIndex, table_columns: Collection[str]) -> str | None:
    """Why the index of the changed key `want` cannot be built CONCURRENTLY beside the key
    index `have` while the former code still writes the table (None: it can). Until the install
    switches the code, a unique index must accept every row the former code writes: so either
    it is not unique, or its columns include the former unique key's."""
    if not want.columns:
        return "the tview has no key any more (key: [])"
    missing = [c for c in want.columns if c not in table_columns]
    if missing:
        return f"key column(s) {', '.join(missing)} are not in the table yet"
    if want.unique and not (have.unique and set(have.columns) <= set(want.columns)):
        return (
            "the new unique key does not include the former unique key, so rows the former "
            "code writes meanwhile could repeat it"
        )
    return None


def key_index_kept(key: Sequence[str], unique: bool, have: KeyIndex | None) -> bool:
    """Whether the table's key index is the one the key needs (no key: none)."""
    if not key:
        return have is None
    return have is not None and have == KeyIndex(tuple(key), unique)


def key_index_statements(
    schema: str,
    table: str,
    key: Sequence[str],
    unique: bool,
    have: KeyIndex | None,
    nulls_not_distinct: bool,
    prepared: bool = False,
) -> list[str]:
    """Drop the key index that is not the key's (other columns or uniqueness, or no key any
    more: rows the view repeats must be accepted), then create the key's, or rename the one
    built for it beforehand (`prepared`: see dbt_tview.prepare).
    `nulls_not_distinct`: the server has it (PostgreSQL 15 and later)."""
    if key_index_kept(key, unique, have):
        return []
    name = key_index_name(table)
    out = [f"DROP INDEX {qname(schema, name)}"] if have is not None else []
    if key and prepared:
        out.append(
            f"ALTER INDEX {qname(schema, prepared_key_index_name(table))} "
            f"RENAME TO {quote_ident(name)}"
        )
    elif key:
        out.append(create_key_index(schema, table, name, key, unique, nulls_not_distinct))
    return out


def create_key_index(
    schema: str,
    table: str,
    name: str,
    key: Sequence[str],
    unique: bool,
    nulls_not_distinct: bool,
    concurrently: bool = False,
) -> str:
    """CREATE INDEX `name` of the key on the table (NULLS NOT DISTINCT when unique and the
    server has it: a NULL key is one key to the flush)."""
    cols = ", ".join(quote_ident(k) for k in key)
    nulls = " NULLS NOT DISTINCT" if unique and nulls_not_distinct else ""
    return (
        f"CREATE {'UNIQUE INDEX' if unique else 'INDEX'}"
        f"{' CONCURRENTLY' if concurrently else ''} {quote_ident(name)} "
        f"ON {qname(schema, table)} ({cols}){nulls}"
    )


class Action(enum.Enum):
    """What an install does to the tview of a model."""

    FAIL = "fail"  # configuration differs and on_configuration_change is 'fail': nothing changes
    CONTINUE = "continue"  # it differs and on_configuration_change is 'continue': kept as it is
    KEEP_ROWS = "keep rows"  # unchanged definition, healthy: rows stay, differing code regenerated
    CREATE = "create"  # no relation of that name: the table is created
    REPLACE_VIEW = "replace view"  # a view or materialized view of that name becomes the table
    REBUILD = "rebuild"  # the table stays and is recomputed, writing only differences
    CREATE_ONLINE = "create online"  # CREATE whose rows are computed after the commit
    REBUILD_ONLINE = "rebuild online"  # REBUILD whose rows are computed after the commit


class KeepOutcome(enum.Enum):
    """What keeping the rows of an unchanged definition does, once its code is rendered."""

    UNCHANGED = "unchanged"  # the installed code is the rendered code
    REGENERATE = "regenerate"  # code differs: triggers and functions replaced, rows kept
    REBUILD = "rebuild"  # the aggregate state's layout differs: its rows cannot be kept


@dataclass(frozen=True)
class Request:
    """The model's side of an install: what dbt asks for."""

    model: str
    digest: str  # definition_hash of the model's SQL, key, uniqueness, view and columns
    full_refresh: bool = False
    on_change: str = "apply"
    fillfactor: int | None = None  # the model's (None: DEFAULT_FILLFACTOR)
    populate: bool = True


@dataclass(frozen=True)
class Installed:
    """The tview's row in the catalog."""

    id: int
    def_hash: str
    is_unique: bool
    code_hash: str | None
    state_hash: str | None
    key: tuple[str, ...] = ()  # its key columns


@dataclass(frozen=True)
class Facts:
    """What the catalog says before anything is locked. `table_fillfactor` and `healthy` are
    read only when `configuration_check_needed` and `health_check_needed` say so (None: not
    read); `table_fillfactor` is PostgreSQL's '100' when the table sets none."""

    installed: Installed | None
    relkind: str | None
    table_fillfactor: str | None = None
    healthy: bool | None = None


@dataclass(frozen=True)
class InstallPlan:
    """The action, and for FAIL the error and for CONTINUE the warning."""

    action: Action
    message: str = ""


def wanted_fillfactor(fillfactor: int | None) -> str:
    """The table's fillfactor for the model's config (unset: DEFAULT_FILLFACTOR)."""
    return str(DEFAULT_FILLFACTOR if fillfactor is None else fillfactor)


def configuration_check_needed(
    request: Request, installed: Installed | None, relkind: str | None
) -> bool:
    """Whether the install compares the installed tview with the model before changing it
    (on_configuration_change other than 'apply'; a full refresh always rebuilds)."""
    return (
        installed is not None
        and relkind in TABLE_KINDS
        and not request.full_refresh
        and request.on_change != "apply"
    )


def configuration_changes(request: Request, installed: Installed, table_fillfactor: str) -> str:
    """What differs between an installed tview and its model, as text ('' when nothing)."""
    out = []
    if installed.def_hash != request.digest:
        out.append("the definition (SQL, key, uniqueness or view name)")
    want = wanted_fillfactor(request.fillfactor)
    if table_fillfactor != want:
        out.append(f"fillfactor {table_fillfactor} -> {want}")
    return "; ".join(out)


def _held_back(request: Request, facts: Facts) -> InstallPlan | None:
    """FAIL or CONTINUE when on_configuration_change keeps a differing tview as it is."""
    if not configuration_check_needed(request, facts.installed, facts.relkind):
        return None
    if facts.table_fillfactor is None or facts.installed is None:
        raise ValueError("the table's fillfactor is needed to compare the configuration")
    changes = configuration_changes(request, facts.installed, facts.table_fillfactor)
    if not changes:
        return None
    if request.on_change == "fail":
        return InstallPlan(
            Action.FAIL,
            f"tview model '{request.model}': configuration changes were identified ({changes}) "
            "and on_configuration_change is 'fail', so nothing was changed. Set it to 'apply' "
            "(the default), or run dbt run --full-refresh",
        )
    return InstallPlan(
        Action.CONTINUE,
        f"configuration changes were identified ({changes}) and on_configuration_change is "
        "'continue': the installed tview is kept as it is, maintained by its previous definition",
    )


def health_check_needed(request: Request, facts: Facts) -> bool:
    """Whether the rows may stay, if the tview is healthy: its definition is unchanged, no full
    refresh, and on_configuration_change does not keep it as it is."""
    installed = facts.installed
    return (
        installed is not None
        and facts.relkind in TABLE_KINDS
        and installed.def_hash == request.digest
        and not request.full_refresh
        and _held_back(request, facts) is None
    )


def build_action(model: str, relkind: str | None) -> Action:
    """How the table comes to be: kept and recomputed, created, or replacing a view."""
    if relkind in TABLE_KINDS:
        return Action.REBUILD
    if relkind in VIEW_KINDS:
        return Action.REPLACE_VIEW
    if relkind is not None:
        raise TviewError(
            f"tview model '{model}': its table's name is taken by "
            f"{OTHER_KINDS.get(relkind, f'a relation of kind {relkind!r}')}, which a tview "
            "does not replace. Drop or rename it, or give the model another alias"
        )
    return Action.CREATE


def plan_install(request: Request, facts: Facts) -> InstallPlan:
    """The action of an install (on_change checked by the caller: one of ON_CHANGE)."""
    held = _held_back(request, facts)
    if held is not None:
        return held
    if health_check_needed(request, facts):
        if facts.healthy is None:
            raise ValueError("the tview's health is needed to keep its rows")
        if facts.healthy:
            return InstallPlan(Action.KEEP_ROWS)
    return InstallPlan(build_action(request.model, facts.relkind))


def plan_keep(installed: Installed, code_digest: str, state_digest: str | None) -> KeepOutcome:
    """Rows kept: regenerate the code only where it differs, unless the aggregate state's layout
    changed (its state cannot be kept then)."""
    if installed.state_hash is not None and state_digest != installed.state_hash:
        return KeepOutcome.REBUILD
    if code_digest == installed.code_hash:
        return KeepOutcome.UNCHANGED
    return KeepOutcome.REGENERATE


@dataclass(frozen=True)
class BuildFacts:
    """What the catalog says of a build before its locks: the new view's columns (from a probe),
    the existing table's columns and key index, and the online estimate."""

    relkind: str | None
    installed: Installed | None
    key: tuple[str, ...]
    expected_unique: bool
    view_exists: bool
    probe_columns: tuple[Column, ...]
    table_columns: tuple[Column, ...] = ()  # (read when the table exists)
    key_index: KeyIndex | None = None  # (None: the table has none)
    aux_exists: bool = False
    online_rows: int | None = None  # the threshold (None: never online)
    online_blocker: str | None = None  # why it cannot go online (read when online_rows is set)
    estimated_rows: int = 0  # the largest source or the table (read when online_rows is set)
    # what ALTER COLUMN TYPE does to the table (read when a type changes and online_rows is set)
    alter: online_rebuild.AlterEffect | None = None
    # what depends on a table of the name that is no tview (another materialization's)
    dependents: tuple[str, ...] = ()
    # the changed key's index is built already (dbt_tview.prepare): the table keeps its place
    key_prepared: bool = False


def replaced_kind(facts: BuildFacts) -> str | None:
    """The relation of the model's name that an online build replaces by a table built under
    its staged name (then swapped in): a view or materialized view (its former
    materialization), a plain table that is no tview (dbt's table materialization replaces it
    by a new table too), or a tview whose key or key uniqueness changes (its key index cannot
    be rebuilt while it serves). None: the build uses the name itself; always when other
    objects depend on the relation (a table is then adopted in place, keeping them)."""
    if facts.dependents:
        return None
    return staged_kind(facts.relkind, facts.installed, key_changed(facts))


def staged_kind(relkind: str | None, installed: Installed | None, key_changes: bool) -> str | None:
    """The kind of the relation of the model's name (its DROP's word; TVIEW: the tview is
    dropped with its view and code) if a table built under its staged name may replace it: a
    view, a materialized view, a plain table that is no tview, or a tview whose key changes
    (`key_changes`: see key_changes). What depends on it is read later (replaced_kind)."""
    if relkind in VIEW_KINDS:
        return VIEW_KINDS[relkind]
    if relkind == "r" and installed is None:
        return "TABLE"
    if relkind == "r" and key_changes:
        return TVIEW
    return None


@dataclass(frozen=True)
class BuildPlan:
    """A build's decisions, in the order they are applied: locks, the view replaced, the table
    created or altered, its rows computed now or online after the commit."""

    action: Action  # CREATE, REPLACE_VIEW, REBUILD or their online forms
    table_lock: str | None  # the table's lock mode (None: no relation, or a matview its DROP locks)
    lock_aux: bool  # the aggregate state table exists and is locked (ACCESS EXCLUSIVE)
    drop_relation: str | None  # "VIEW" or "MATERIALIZED VIEW" the table replaces
    # the view of an unchanged definition (--full-refresh, repairs) stays: replacing it would
    # stop its readers, the flushes among them
    keep_view: bool
    populate: bool  # a new table is filled in this transaction
    awaiting_backfill: bool  # a new table stays empty for the Spark backfill
    refresh: bool  # an existing table is refreshed in this transaction (differences only)
    warnings: tuple[str, ...] = ()
    # online, the relation of the name is replaced (a staged_kind: "VIEW", "MATERIALIZED VIEW",
    # "TABLE", TVIEW): the table is built under its staged name instead, then swapped in
    # (install._swap_staged)
    staged: str | None = None
    # online, columns whose type change would rewrite the table: each is dropped and added
    # anew, empty until the online rebuild reaches its rows (see AlterEffect.replaces_columns)
    replaced_columns: tuple[str, ...] = ()

    @property
    def online(self) -> bool:
        return self.action in (Action.CREATE_ONLINE, Action.REBUILD_ONLINE)

    @property
    def created(self) -> bool:
        return self.action in (Action.CREATE, Action.REPLACE_VIEW, Action.CREATE_ONLINE)


def table_ddl_needed(facts: BuildFacts) -> bool:
    """Whether the build alters the table: its columns differ from the view's, or its key index
    is dropped (no key, other columns or uniqueness). A new table is DDL too."""
    if facts.relkind not in TABLE_KINDS:
        return True
    if facts.table_columns != facts.probe_columns:
        return True
    return facts.key_index is not None and not key_index_kept(
        facts.key, facts.expected_unique, facts.key_index
    )


def plan_build(request: Request, facts: BuildFacts) -> BuildPlan:
    """The locks and steps of a build. ALTER TABLE and DROP INDEX need ACCESS EXCLUSIVE (readers
    wait too); the refresh's writes and CREATE INDEX need less than EXCLUSIVE, which lets
    readers go on."""
    action = build_action(request.model, facts.relkind)
    table_lock = None
    # (LOCK TABLE refuses a materialized view: its DROP takes ACCESS EXCLUSIVE right after the
    # other locks, under the same lock_timeout)
    if facts.relkind is not None and facts.relkind != "m":
        table_lock = "ACCESS EXCLUSIVE" if table_ddl_needed(facts) else "EXCLUSIVE"
    warnings: list[str] = []
    go_online = False
    if facts.online_rows is not None and facts.estimated_rows >= facts.online_rows:
        go_online = facts.online_blocker is None
        if not go_online:
            warnings.append(
                "rebuilt with the sources' writers held until it commits (about "
                f"{facts.estimated_rows:,} rows), not online: {facts.online_blocker}"
            )
    replaced = _replaced_columns(facts) if go_online else ()
    if replaced:
        warnings.append(
            f"column(s) {', '.join(replaced)} change type, which would rewrite the table: "
            "they are replaced by new columns instead, which read NULL in each row until the "
            "online rebuild reaches it"
        )
    if go_online:
        action = Action.REBUILD_ONLINE if action is Action.REBUILD else Action.CREATE_ONLINE
    created = action is not Action.REBUILD and action is not Action.REBUILD_ONLINE
    return BuildPlan(
        action=action,
        table_lock=table_lock,
        lock_aux=facts.aux_exists,
        drop_relation=VIEW_KINDS.get(facts.relkind or ""),
        keep_view=bool(
            facts.view_exists
            and facts.installed is not None
            and facts.installed.def_hash == request.digest
        ),
        populate=created and request.populate and not go_online,
        awaiting_backfill=created and not request.populate,
        refresh=not created and not go_online,
        warnings=tuple(warnings),
        staged=replaced_kind(facts) if go_online else None,
        replaced_columns=replaced,
    )


def _replaced_columns(facts: BuildFacts) -> tuple[str, ...]:
    """The columns an online rebuild replaces rather than ALTERs (AlterEffect.replaces_columns):
    every retyped one, when an ALTER would rewrite the table."""
    if facts.alter is None or not facts.alter.replaces_columns:
        return ()
    return tuple(online_rebuild.type_changes(facts.probe_columns, facts.table_columns))


def _column_changes(
    qtable: str, want: Sequence[Column], have: Sequence[Column], replace: Collection[str] = ()
) -> tuple[list[str], list[str]]:
    """column_statements, and the table's column order once they have run (a rename keeps its
    column's place, a drop removes it, an addition comes last, a type change stays). A retyped
    column named in `replace` is dropped and added anew (last, empty): no table rewrite."""
    have_d = {col: (typ, coll) for col, typ, coll in have}
    want_d = {col: (typ, coll) for col, typ, coll in want}
    order = [col for col, _, _ in have]
    out = []
    # a column renamed in the model: the table's column that goes and the model's that comes
    # at the same position are one column, renamed in place (a drop and an add would move it
    # to the end, and `select *` from the table would no longer match the view's)
    have_at = {i: col for i, (col, _, _) in enumerate(have)}
    for i, (col, _, _) in enumerate(want):
        old = have_at.get(i)
        if col not in have_d and old is not None and old not in want_d:
            out.append(
                f"ALTER TABLE {qtable} RENAME COLUMN {quote_ident(old)} TO {quote_ident(col)}"
            )
            have_d[col] = have_d.pop(old)
            order[order.index(old)] = col
    for col in list(have_d):
        if col not in want_d:
            out.append(f"ALTER TABLE {qtable} DROP COLUMN {quote_ident(col)}")
            order.remove(col)
    for col, typ, coll in want:
        if col in replace and col in have_d and have_d[col] != (typ, coll):
            out.append(f"ALTER TABLE {qtable} DROP COLUMN {quote_ident(col)}")  # (then added)
            order.remove(col)
            del have_d[col]
        if col not in have_d:
            out.append(f"ALTER TABLE {qtable} ADD COLUMN {quote_ident(col)} {typ}{coll}")
            order.append(col)
        elif have_d[col] != (typ, coll):
            out.append(
                f"ALTER TABLE {qtable} ALTER COLUMN {quote_ident(col)} TYPE {typ}{coll} "
                f"USING {quote_ident(col)}::{typ}"
            )
    return out, order


def key_changed(facts: BuildFacts) -> bool:
    """Whether a rebuild of the existing table changes its key or the key's uniqueness (a
    table that is no tview has no key index to keep). A changed key whose index was built
    beforehand (key_prepared) does not count: the install renames that index in place."""
    if facts.relkind not in TABLE_KINDS:
        return False
    if facts.installed is None:
        return True
    return not facts.key_prepared and key_changes(facts.installed, facts.key, facts.expected_unique)


def key_changes(installed: Installed, key: Sequence[str], expected_unique: bool) -> bool:
    """Whether the model's key or its uniqueness differs from the installed tview's."""
    return installed.key != tuple(key) or bool(installed.is_unique) != expected_unique


def alter_probe_needed(facts: BuildFacts) -> bool:
    """Whether the build changes a column's type or collation of an existing table (what that
    does to the table is then read: install_facts.alter_effect)."""
    return facts.relkind in TABLE_KINDS and bool(
        online_rebuild.type_changes(facts.probe_columns, facts.table_columns)
    )


def retyped_read_error(
    model: str, retyped: Sequence[tuple[str, str]], readers: Sequence[tuple[str, str | None]]
) -> str:
    """The error of a type or collation change of columns (`retyped`: (model's name, table's
    name)) that views read (`readers`: (view, its tview or None)): PostgreSQL cannot change
    the type of a column a view reads."""
    cols = ", ".join(col for col, _ in retyped)
    views = ", ".join(v if t is None else f"{v} (of tview {t})" for v, t in readers)
    downstream = sorted({t for _, t in readers if t is not None})
    steps = [f"dbt run-operation tview_drop --args '{{model: {t}}}'" for t in downstream]
    mine = any(t is None for _, t in readers)
    if mine:
        steps.append("drop or change your view(s)")
    hint = f"{'; '.join(steps)}; then dbt run -s {model}+"
    if mine:
        hint += " and create your views anew"
    return (
        f"tview model '{model}': column(s) {cols} change type or collation, but view(s) {views} "
        "read them and PostgreSQL cannot change the type of a column a view reads, so nothing "
        f"was changed. To apply it: {hint}"
    )


def retyped_use_error(model: str, retyped: Sequence[tuple[str, str]], users: Sequence[str]) -> str:
    """The error of a type or collation change of columns (`retyped`: (model's name, table's
    name)) that a trigger, policy or publication uses (`users`, described): PostgreSQL refuses
    ALTER COLUMN TYPE on them, and replacing the column would drop or break them."""
    cols = ", ".join(col for col, _ in retyped)
    return (
        f"tview model '{model}': column(s) {cols} change type or collation, but {', '.join(users)} "
        "use(s) them and PostgreSQL cannot change the type of a column they use, so nothing was "
        f"changed. To apply it: drop them, dbt run -s {model}, then create them anew"
    )


def online_blocker(
    facts: BuildFacts, strategies: Sequence[str], populate: bool, algebraic: bool = False
) -> str | None:
    """Why this build cannot go online (online.blocker; None: it can), from the facts read
    before its locks: the table's key and column types (and what changing them does to the
    table), what the name holds now. `algebraic`: the tview keeps a group state table."""
    staged = replaced_kind(facts) is not None  # (a new table: no key or column changes)
    changes: list[str] = []
    if facts.relkind in TABLE_KINDS and not staged:
        changes = online_rebuild.type_changes(facts.probe_columns, facts.table_columns)
    if facts.relkind in TABLE_KINDS and facts.installed is None and not staged:
        why = (
            f"{', '.join(facts.dependents)} depend(s) on it"
            if facts.dependents
            else "it is partitioned"
        )
        return f"the table of its name is no tview and {why}: it becomes the tview's in place"
    why = online_rebuild.blocker(
        key=facts.key,
        strategies=strategies,
        key_changed=key_changed(facts) and not staged,
        type_changes=changes,
        populate=populate,
        alter=facts.alter,
        algebraic=algebraic,
    )
    if why == online_rebuild.KEY_CHANGES and facts.installed is not None and facts.dependents:
        why += (
            f" ({', '.join(facts.dependents)} depend(s) on the table or its view, so it is not "
            "built aside to be swapped in)"
        )
    return why


def column_statements(qtable: str, want: Sequence[Column], have: Sequence[Column]) -> list[str]:
    """The ALTER TABLE statements that make the table's columns (name, type, collation) the
    view's, in order: renames, drops, then additions and type changes in the view's order."""
    return _column_changes(qtable, want, have)[0]


@dataclass(frozen=True)
class ColumnPlan:
    """How an existing table's columns become the view's: the ALTER TABLE statements, then,
    when the order still differs, a reorder (a copy of every row under ACCESS EXCLUSIVE, into
    a table of a new OID), which an online rebuild skips with a warning instead."""

    statements: tuple[str, ...]
    order: tuple[str, ...]  # the table's column order after the statements
    reorder: bool
    warning: str | None = None


def plan_columns(
    qtable: str,
    want: Sequence[Column],
    have: Sequence[Column],
    online: bool,
    replace: Collection[str] = (),
) -> ColumnPlan:
    statements, order = _column_changes(qtable, want, have, replace)
    differs = order != [col for col, _, _ in want]
    warning = None
    if differs and online:
        warning = (
            f"the table's columns are in the order ({', '.join(order)}), not the model's: "
            "rebuilding the table in the model's order would hold its writers and readers "
            "for a copy of every row; to have it, run dbt run --vars "
            "'{tview_online_rows: -1}' when that pause is acceptable"
        )
    return ColumnPlan(tuple(statements), tuple(order), differs and not online, warning)


def fillfactor_statement(qtable: str, have: str | None, fillfactor: int | None) -> str | None:
    """The ALTER TABLE that sets the model's fillfactor on the table (`have`: its storage
    parameter, None when unset), or None when it is set already: an unchanged `dbt run` stays
    metadata-only. The parameter is always set, to the default too, so that the table says
    which it has."""
    want = wanted_fillfactor(fillfactor)
    return None if have == want else f"ALTER TABLE {qtable} SET (fillfactor = {want})"


def rows_checked_for_uniqueness(key: Sequence[str], unique: bool | None) -> bool:
    """Whether the build looks for a repeated key among the table's rows (a key, and not
    declared non-unique)."""
    return bool(key) and unique is not False


def duplicate_key_query(rows: str, key: Sequence[str]) -> str:
    """A key value that occurs more than once in `rows`, a relation or an aliased subquery (one
    row, or none)."""
    cols = ", ".join(quote_ident(k) for k in key)
    return f"SELECT {cols} FROM {rows} GROUP BY {cols} HAVING count(*) > 1 LIMIT 1"


def decide_unique(
    model: str,
    key: Sequence[str],
    unique: bool | None,
    proof: str | None,
    duplicate: tuple | None,
) -> bool:
    """Unique only when declared (and no key value repeats: `duplicate`, from
    duplicate_key_query) or proven by the query. Never guessed from the rows present now:
    sources may be empty or not yet varied enough."""
    if not rows_checked_for_uniqueness(key, unique):
        return False
    if duplicate is not None:
        if unique:
            raise TviewError(
                f"tview model '{model}': key ({', '.join(key)}) is declared unique but value "
                f"{duplicate!r} occurs more than once. Fix the model, or drop unique_key/unique "
                "to refresh by partition."
            )
        return False
    return bool(unique) or proof is not None


@dataclass(frozen=True)
class StatePlan:
    """A build's statements for the algebraic state: `create` runs before the pinned check of
    the state's functions, `fill` after it. An online rebuild's state view is dropped first
    (a rebuild that is not online leaves none); a tview that is not algebraic drops every
    state object."""

    create: tuple[str, ...]
    fill: tuple[str, ...] = ()


def plan_state(agg: AggregatePlan | None, tview_schema: str, tid: int, online: bool) -> StatePlan:
    """The state's statements: its DDL, then its rows now or, online, a view of them that
    online.finish reads with the rows (`agg`: the plan of an algebraic tview, else None)."""
    first = online_rebuild.drop_state_view(tview_schema, tid)
    if agg is None:
        return StatePlan(
            (
                first,
                f"DROP TABLE IF EXISTS {online_rebuild.aux_table(tview_schema, tid)}",
                f"DROP SEQUENCE IF EXISTS {qname(tview_schema, f'dcheck_{tid}')}",
                f"DROP TYPE IF EXISTS {qname(tview_schema, f'dl_{tid}')}",
            )
        )
    if not agg.has_aux:
        fill: tuple[str, ...] = ()
    elif online:
        fill = (online_rebuild.state_view(tview_schema, tid, agg.state_sql),)
    else:
        fill = (agg.populate_all,)
    return StatePlan((first, agg.ddl), fill)


@dataclass(frozen=True)
class ViewColumn:
    """A view column as PostgreSQL compares it on CREATE OR REPLACE VIEW (pg_attribute)."""

    name: str
    type_oid: int
    typmod: int
    collation: int  # (0: a type without collation)
    dropped: bool = False


def view_replaceable(
    kind: str | None, old: Sequence[ViewColumn], new: Sequence[ViewColumn]
) -> bool:
    """Whether CREATE OR REPLACE VIEW accepts a view of the `new` columns over the relation of
    that name (`kind`: its relkind, None when there is none; `old`: its columns in order).
    PostgreSQL's rule (checkViewColumns, commands/view.c): the relation is a view and the new
    columns only append to the old ones, each old column keeping its name, type, typmod and
    collation (a view or rule reading it embeds them)."""
    if kind is None:
        return True
    if kind != "v" or len(new) < len(old):
        return False
    return all(o == n for o, n in zip(old, new[: len(old)], strict=True))


@dataclass(frozen=True)
class ViewFallback:
    """How the view is made anew when CREATE OR REPLACE VIEW cannot replace it (a column
    dropped, renamed or retyped): the statements, and the old view set aside, if it is."""

    statements: tuple[str, ...]
    aside: str | None = None


def view_fallback(schema: str, view: str, sql: str, aside: str | None) -> ViewFallback:
    """`aside`: the name the old view takes when only the tview's own triggers depend on it
    (their WHEN names it: the install replaces them, then drops it; on PostgreSQL 15 and older
    the view's own rule also depends on it); None: something else depends on it, and the DROP
    fails naming it, changing nothing."""
    q = qname(schema, view)
    create = f"CREATE VIEW {q} AS\n{sql}"
    if aside is not None:
        rename = f"ALTER VIEW {q} RENAME TO {quote_ident(aside)}"
        return ViewFallback((rename, create), qname(schema, aside))
    return ViewFallback((f"DROP VIEW IF EXISTS {q}", create))


def expected_unique(key: Sequence[str], unique: bool | None, proof: str | None) -> bool:
    """Whether the install will refresh by unique key (the rows are checked too, when declared):
    declared, or proven by the query."""
    return bool(key) and unique is not False and (bool(unique) or proof is not None)


@dataclass(frozen=True)
class UpgradeRead:
    """What a runtime upgrade read of one tview (its catalog row, `schema`.`name`): its code
    rendered again by this version, with the analysis and sources that made it and the locks
    replacing its triggers takes; or `error`, why it could not be rendered."""

    schema: str
    name: str
    code: _Code | None = None
    analysis: Analysis | None = None
    facts: Mapping[Relation, SourceFacts] | None = None
    locks: tuple[tuple[str, str], ...] = ()
    error: str | None = None


@dataclass(frozen=True)
class UpgradePlan:
    """A runtime upgrade: every lock first (each relation once, at its strongest mode), then the
    runtime, then each tview regenerated in order; the tviews that failed are left as they
    were, each with a warning."""

    regenerate: tuple[UpgradeRead, ...]
    locks: tuple[tuple[str, str], ...]
    warnings: tuple[str, ...]


def plan_upgrade(reads: Sequence[UpgradeRead]) -> UpgradePlan:
    """The upgrade of the tviews read, in their order (rank: upstream first)."""
    ok = tuple(r for r in reads if r.error is None)
    return UpgradePlan(
        regenerate=ok,
        locks=tuple(_merge_locks([lock for r in ok for lock in r.locks])),
        warnings=tuple(
            f"{r.schema}.{r.name}: its code was not regenerated for this dbt-tview version "
            f"({r.error}); dbt run of its model rebuilds it"
            for r in reads
            if r.error is not None
        ),
    )
