"""The install planner (dbt_tview.plan): each action an install takes, decided from the model's
request and catalog facts alone, without a database."""

from __future__ import annotations

import dataclasses

import pytest

from dbt_tview.analyzer import TviewError
from dbt_tview.online import AlterEffect
from dbt_tview.plan import (
    TVIEW,
    Action,
    BuildFacts,
    Facts,
    Installed,
    InstallPlan,
    KeepOutcome,
    KeyIndex,
    Request,
    column_statements,
    configuration_check_needed,
    create_key_index,
    health_check_needed,
    key_changed,
    key_index_name,
    key_index_statements,
    key_preparation,
    online_blocker,
    plan_build,
    plan_install,
    plan_keep,
    prepared_key_index_name,
    replaced_kind,
)

REQ = Request(model="m", digest="D")
ROW = Installed(id=7, def_hash="D", is_unique=True, code_hash="C", state_hash=None)
COLS = (("id", "integer", ""), ("v", "integer", ""))


def build_facts(**change: object) -> BuildFacts:
    base = BuildFacts(
        relkind="r",
        installed=ROW,
        key=("id",),
        expected_unique=True,
        view_exists=True,
        probe_columns=COLS,
        table_columns=COLS,
        key_index=KeyIndex(("id",), True),
    )
    return dataclasses.replace(base, **change)


# -- plan_install: the action -------------------------------------------------------------


def test_no_relation_is_created_and_no_catalog_row_is_rebuilt() -> None:
    assert plan_install(REQ, Facts(None, None)) == InstallPlan(Action.CREATE)
    # a plain table of that name, never a tview: kept and recomputed
    assert plan_install(REQ, Facts(None, "r")).action is Action.REBUILD
    assert plan_install(REQ, Facts(None, "p")).action is Action.REBUILD
    # the tview's row without its table (dropped by hand): created again
    assert plan_install(REQ, Facts(ROW, None)).action is Action.CREATE


@pytest.mark.parametrize("kind", ["v", "m"])
def test_a_view_or_materialized_view_of_that_name_is_replaced(kind: str) -> None:
    assert plan_install(REQ, Facts(None, kind)).action is Action.REPLACE_VIEW
    assert plan_install(REQ, Facts(ROW, kind)).action is Action.REPLACE_VIEW


def test_an_unchanged_healthy_definition_keeps_its_rows() -> None:
    assert health_check_needed(REQ, Facts(ROW, "r"))
    assert plan_install(REQ, Facts(ROW, "r", healthy=True)).action is Action.KEEP_ROWS


def test_an_unchanged_but_unhealthy_definition_is_rebuilt() -> None:
    assert plan_install(REQ, Facts(ROW, "r", healthy=False)).action is Action.REBUILD


def test_the_health_is_needed_to_keep_rows() -> None:
    with pytest.raises(ValueError, match="health"):
        plan_install(REQ, Facts(ROW, "r"))


def test_a_changed_definition_is_rebuilt_without_reading_the_health() -> None:
    req = dataclasses.replace(REQ, digest="E")
    assert not health_check_needed(req, Facts(ROW, "r"))
    assert plan_install(req, Facts(ROW, "r")).action is Action.REBUILD


def test_full_refresh_rebuilds_an_unchanged_healthy_tview() -> None:
    req = dataclasses.replace(REQ, full_refresh=True)
    assert not health_check_needed(req, Facts(ROW, "r", healthy=True))
    assert plan_install(req, Facts(ROW, "r", healthy=True)).action is Action.REBUILD


@pytest.mark.parametrize("on_change", ["continue", "fail"])
def test_on_change_with_nothing_changed_keeps_rows(on_change: str) -> None:
    req = dataclasses.replace(REQ, on_change=on_change)
    assert configuration_check_needed(req, ROW, "r")
    facts = Facts(ROW, "r", table_fillfactor="50", healthy=True)
    assert health_check_needed(req, facts)
    assert plan_install(req, facts).action is Action.KEEP_ROWS


def test_on_change_fail_refuses_a_changed_definition_naming_the_change() -> None:
    req = dataclasses.replace(REQ, digest="E", on_change="fail")
    plan = plan_install(req, Facts(ROW, "r", table_fillfactor="50"))
    assert plan.action is Action.FAIL
    assert "'m'" in plan.message and "the definition" in plan.message
    assert "fillfactor" not in plan.message and "--full-refresh" in plan.message


def test_on_change_fail_refuses_a_changed_fillfactor_alone() -> None:
    req = dataclasses.replace(REQ, on_change="fail", fillfactor=70)
    facts = Facts(ROW, "r", table_fillfactor="50", healthy=True)
    # (the health is not read: the tview is not kept as it is)
    assert not health_check_needed(req, facts)
    plan = plan_install(req, facts)
    assert plan.action is Action.FAIL
    assert "fillfactor 50 -> 70" in plan.message and "the definition" not in plan.message


def test_on_change_continue_keeps_a_changed_tview_with_a_warning() -> None:
    req = dataclasses.replace(REQ, digest="E", on_change="continue")
    plan = plan_install(req, Facts(ROW, "r", table_fillfactor="100"))
    assert plan.action is Action.CONTINUE
    assert "the definition" in plan.message and "fillfactor 100 -> 50" in plan.message
    assert "previous definition" in plan.message


def test_on_change_needs_the_fillfactor_to_compare() -> None:
    req = dataclasses.replace(REQ, on_change="continue")
    with pytest.raises(ValueError, match="fillfactor"):
        plan_install(req, Facts(ROW, "r"))


@pytest.mark.parametrize("on_change", ["continue", "fail"])
def test_on_change_gives_way_to_full_refresh_and_to_a_new_tview(on_change: str) -> None:
    req = dataclasses.replace(REQ, digest="E", on_change=on_change, full_refresh=True)
    assert not configuration_check_needed(req, ROW, "r")
    assert plan_install(req, Facts(ROW, "r")).action is Action.REBUILD
    req = dataclasses.replace(req, full_refresh=False)
    assert not configuration_check_needed(req, None, None)
    assert plan_install(req, Facts(None, None)).action is Action.CREATE
    assert plan_install(req, Facts(ROW, "v")).action is Action.REPLACE_VIEW


# -- plan_keep: the rows stay, the code is compared -----------------------------------------


def test_keep_regenerates_only_code_that_differs() -> None:
    assert plan_keep(ROW, "C", None) is KeepOutcome.UNCHANGED
    assert plan_keep(ROW, "C2", None) is KeepOutcome.REGENERATE


def test_keep_rebuilds_when_the_aggregate_state_layout_differs() -> None:
    row = dataclasses.replace(ROW, state_hash="S")
    assert plan_keep(row, "C", "S") is KeepOutcome.UNCHANGED
    assert plan_keep(row, "C", "S2") is KeepOutcome.REBUILD
    assert plan_keep(row, "C", None) is KeepOutcome.REBUILD  # (no longer algebraic)


# -- plan_build: locks and steps ------------------------------------------------------------


def test_a_rebuild_with_the_same_table_takes_exclusive_and_refreshes() -> None:
    plan = plan_build(REQ, build_facts())
    assert plan.action is Action.REBUILD and not plan.created and not plan.online
    assert plan.table_lock == "EXCLUSIVE"
    assert plan.keep_view and plan.refresh
    assert not plan.populate and not plan.awaiting_backfill and plan.drop_relation is None


@pytest.mark.parametrize(
    "change",
    [
        {"table_columns": (("id", "integer", ""),)},  # a column added
        {"table_columns": (("id", "bigint", ""), ("v", "integer", ""))},  # a type changed
        {"key_index": KeyIndex(("id",), False)},  # uniqueness changes: the index is rebuilt
        {"key": ("id", "v")},  # other key columns: the same
        {"key_index": KeyIndex(("v", "id"), True), "key": ("id", "v")},  # (their order too)
        {"key": (), "expected_unique": False},  # no key any more: its index goes
        {"key": (), "expected_unique": False, "key_index": KeyIndex(("id",), False)},
    ],
)
def test_table_ddl_takes_access_exclusive(change: dict) -> None:
    assert plan_build(REQ, build_facts(**change)).table_lock == "ACCESS EXCLUSIVE"


def test_a_missing_key_index_is_created_under_exclusive() -> None:
    assert plan_build(REQ, build_facts(key_index=None)).table_lock == "EXCLUSIVE"


def test_a_changed_definition_replaces_the_view() -> None:
    plan = plan_build(dataclasses.replace(REQ, digest="E"), build_facts())
    assert not plan.keep_view and plan.refresh
    assert not plan_build(REQ, build_facts(view_exists=False)).keep_view


def test_create_fills_the_new_table_without_a_table_lock() -> None:
    plan = plan_build(REQ, build_facts(relkind=None, installed=None, table_columns=()))
    assert plan.action is Action.CREATE and plan.created
    assert plan.table_lock is None and plan.populate and not plan.refresh
    assert not plan.awaiting_backfill and not plan.keep_view


def test_populate_false_leaves_a_new_table_awaiting_backfill() -> None:
    req = dataclasses.replace(REQ, populate=False)
    plan = plan_build(req, build_facts(relkind=None, installed=None))
    assert plan.created and not plan.populate and plan.awaiting_backfill
    # an existing table is refreshed as ever: populate concerns a new table only
    plan = plan_build(req, build_facts())
    assert plan.refresh and not plan.awaiting_backfill


@pytest.mark.parametrize(
    ("kind", "drop", "lock"),
    [
        ("v", "VIEW", "ACCESS EXCLUSIVE"),
        # (LOCK TABLE refuses a materialized view: the DROP takes its lock)
        ("m", "MATERIALIZED VIEW", None),
    ],
)
def test_replacing_a_view_drops_it(kind: str, drop: str, lock: str | None) -> None:
    plan = plan_build(REQ, build_facts(relkind=kind, installed=None))
    assert plan.action is Action.REPLACE_VIEW and plan.created and plan.drop_relation == drop
    assert plan.table_lock == lock and plan.populate and not plan.refresh


@pytest.mark.parametrize(
    ("kind", "what"),
    [("S", "a sequence"), ("i", "an index"), ("f", "a foreign table"), ("c", "a composite type")],
)
def test_another_relation_of_the_name_is_refused_naming_it(kind: str, what: str) -> None:
    for plan in (
        lambda: plan_install(REQ, Facts(None, kind)),
        lambda: plan_build(REQ, build_facts(relkind=kind)),
    ):
        with pytest.raises(TviewError, match=f"tview model 'm': .*{what}.*Drop or rename it"):
            plan()


def test_the_aggregate_state_table_is_locked_when_it_exists() -> None:
    assert plan_build(REQ, build_facts(aux_exists=True)).lock_aux
    assert not plan_build(REQ, build_facts()).lock_aux


def test_online_from_the_threshold_when_nothing_blocks() -> None:
    plan = plan_build(REQ, build_facts(online_rows=100, estimated_rows=100))
    assert plan.action is Action.REBUILD_ONLINE and plan.online
    assert not plan.refresh and not plan.warnings
    plan = plan_build(
        REQ, build_facts(relkind=None, installed=None, online_rows=100, estimated_rows=500)
    )
    assert plan.action is Action.CREATE_ONLINE and plan.created and not plan.populate
    # below the threshold, or no threshold: in this transaction, silently
    for facts in [build_facts(online_rows=100, estimated_rows=99), build_facts()]:
        plan = plan_build(REQ, facts)
        assert plan.action is Action.REBUILD and plan.refresh and not plan.warnings


def test_an_online_rebuild_replaces_the_columns_an_alter_would_rewrite() -> None:
    wide = (("id", "integer", ""), ("v", "bigint", ""))
    rewrite = AlterEffect(rewrites_table=True, column_dependents=())
    change = dict(online_rows=100, estimated_rows=500, probe_columns=wide, alter=rewrite)
    plan = plan_build(REQ, build_facts(**change))
    assert plan.online and plan.replaced_columns == ("v",)
    assert len(plan.warnings) == 1 and "column(s) v change type" in plan.warnings[0]
    # not online (below the threshold), or no rewrite: ALTERed in place
    assert plan_build(REQ, build_facts(**{**change, "online_rows": 1000})).replaced_columns == ()
    kept = AlterEffect(rewrites_table=False, column_dependents=())
    assert plan_build(REQ, build_facts(**{**change, "alter": kept})).replaced_columns == ()


def test_a_changed_key_online_is_built_aside_unless_objects_depend_on_it() -> None:
    change = dict(online_rows=100, estimated_rows=500, key=("id", "v"))
    plan = plan_build(REQ, build_facts(**change))
    assert plan.online and plan.staged == "TVIEW" and not plan.warnings
    assert plan_build(REQ, build_facts(**change, dependents=("rep",))).staged is None
    assert plan_build(REQ, build_facts(key=("id", "v"))).staged is None  # (not online)


def test_a_blocked_online_rebuild_says_why_only_above_the_threshold() -> None:
    why = "the key changes"
    plan = plan_build(REQ, build_facts(online_rows=100, estimated_rows=12345, online_blocker=why))
    assert plan.action is Action.REBUILD and plan.refresh
    assert plan.warnings == (
        "rebuilt with the sources' writers held until it commits (about 12,345 rows), "
        f"not online: {why}",
    )
    plan = plan_build(REQ, build_facts(online_rows=100, estimated_rows=5, online_blocker=why))
    assert not plan.warnings


def test_plans_are_frozen() -> None:
    plan = plan_build(REQ, build_facts())
    with pytest.raises(dataclasses.FrozenInstanceError):
        plan.refresh = False  # type: ignore[misc]


# -- column_statements: the table's columns made the view's -----------------------------------


def test_unchanged_columns_need_no_statement() -> None:
    assert column_statements("t", COLS, COLS) == []


def test_a_column_renamed_at_its_position_is_renamed_in_place() -> None:
    want = (("id", "integer", ""), ("w", "integer", ""))
    assert column_statements("t", want, COLS) == ['ALTER TABLE t RENAME COLUMN "v" TO "w"']


def test_renames_then_drops_then_additions_and_type_changes_in_the_view_order() -> None:
    have = (("id", "integer", ""), ("old", "text", ""), ("gone", "int", ""), ("v", "int", ""))
    want = (
        ("id", "bigint", ""),
        ("new", "text", ""),
        ("v", "int", ""),
        ("c", "text", ' COLLATE "pg_catalog"."C"'),
    )
    assert column_statements("t", want, have) == [
        'ALTER TABLE t RENAME COLUMN "old" TO "new"',
        'ALTER TABLE t DROP COLUMN "gone"',
        'ALTER TABLE t ALTER COLUMN "id" TYPE bigint USING "id"::bigint',
        'ALTER TABLE t ADD COLUMN "c" text COLLATE "pg_catalog"."C"',
    ]


def test_a_changed_collation_alters_the_column() -> None:
    want = (("id", "integer", ""), ("v", "integer", ' COLLATE "x"."y"'))
    assert column_statements("t", want, COLS) == [
        'ALTER TABLE t ALTER COLUMN "v" TYPE integer COLLATE "x"."y" USING "v"::integer'
    ]


def test_a_column_still_wanted_elsewhere_is_not_renamed() -> None:
    # (v moves to the end and w comes at its position: w is added, nothing renamed or dropped)
    want = (("id", "integer", ""), ("w", "integer", ""), ("v", "integer", ""))
    assert column_statements("t", want, COLS) == ['ALTER TABLE t ADD COLUMN "w" integer']


# -- key_index_statements: the key index follows the key ------------------------------------


def test_the_key_index_is_kept_when_it_is_the_keys() -> None:
    assert key_index_statements("s", "t", ["id"], True, KeyIndex(("id",), True), True) == []
    assert key_index_statements("s", "t", [], False, None, True) == []


def test_a_new_key_index_is_created_unique_with_nulls_not_distinct_where_the_server_has_it() -> (
    None
):
    create = 'CREATE UNIQUE INDEX "t_tview_key" ON "s"."t" ("id", "g")'
    assert key_index_statements("s", "t", ["id", "g"], True, None, True) == [
        f"{create} NULLS NOT DISTINCT"
    ]
    assert key_index_statements("s", "t", ["id", "g"], True, None, False) == [create]
    assert key_index_statements("s", "t", ["id"], False, None, True) == [
        'CREATE INDEX "t_tview_key" ON "s"."t" ("id")'
    ]


@pytest.mark.parametrize(
    ("key", "unique", "create"),
    [
        (["id", "g"], True, ['CREATE UNIQUE INDEX "t_tview_key" ON "s"."t" ("id", "g")']),
        (["id"], False, ['CREATE INDEX "t_tview_key" ON "s"."t" ("id")']),
        ([], False, []),  # no key: the index goes (rows the view repeats must be accepted)
    ],
)
def test_a_key_index_that_is_not_the_keys_is_replaced(key, unique, create) -> None:
    have = KeyIndex(("id",), True)
    out = key_index_statements("s", "t", key, unique, have, False)
    assert out == ['DROP INDEX "s"."t_tview_key"', *create]


@pytest.mark.parametrize("key", [(), ("id",), ("id", "v"), ("v", "id")])
@pytest.mark.parametrize("unique", [False, True])
@pytest.mark.parametrize(
    "have", [None, KeyIndex(("id",), True), KeyIndex(("id",), False), KeyIndex(("id", "v"), True)]
)
def test_a_build_that_drops_the_key_index_holds_access_exclusive(key, unique, have) -> None:
    """Never a stronger lock than the one taken first (a lock upgrade waits, queueing readers)."""
    unique = unique and bool(key)
    facts = build_facts(key=key, expected_unique=unique, key_index=have)
    drops = any(
        s.startswith("DROP") for s in key_index_statements("s", "t", key, unique, have, True)
    )
    lock = plan_build(REQ, facts).table_lock
    assert lock == ("ACCESS EXCLUSIVE" if drops else "EXCLUSIVE")


# -- a changed key's index built beforehand (dbt_tview.prepare) -------------------------------


def test_a_prepared_key_index_is_renamed_into_place() -> None:
    out = key_index_statements("s", "t", ["id", "g"], True, KeyIndex(("id",), True), True, True)
    assert out == [
        'DROP INDEX "s"."t_tview_key"',
        'ALTER INDEX "s"."t_tview_key_next" RENAME TO "t_tview_key"',
    ]


def test_the_prepared_index_is_built_concurrently_under_a_name_of_its_own() -> None:
    name = prepared_key_index_name("t")
    assert create_key_index("s", "t", name, ["id", "g"], True, True, True) == (
        'CREATE UNIQUE INDEX CONCURRENTLY "t_tview_key_next" ON "s"."t" ("id", "g") '
        "NULLS NOT DISTINCT"
    )
    for table in ["x" * 63, "x" * 53 + "_tview_key", "y" * 58 + "_next"]:
        prepared = prepared_key_index_name(table)
        assert len(prepared) <= 63 and prepared != key_index_name(table), table


@pytest.mark.parametrize(
    ("have", "want", "refused"),
    [
        (KeyIndex(("id",), True), KeyIndex(("id", "g"), True), None),  # (a wider unique key)
        (KeyIndex(("id",), True), KeyIndex(("g",), False), None),  # (not unique: takes any row)
        (KeyIndex(("id",), False), KeyIndex(("id", "g"), True), "former unique key"),
        (KeyIndex(("id", "g"), True), KeyIndex(("id",), True), "former unique key"),
        (KeyIndex(("id",), True), KeyIndex(("id", "new"), True), "new are not in the table"),
        (KeyIndex(("id",), True), KeyIndex((), False), "no key"),
    ],
)
def test_a_key_index_is_built_beforehand_only_if_the_former_code_s_rows_fit(
    have: KeyIndex, want: KeyIndex, refused: str | None
) -> None:
    why = key_preparation(have, want, {"id", "g", "v"})
    assert why is None if refused is None else refused in (why or ""), why


def test_a_prepared_key_change_keeps_the_table_and_goes_online() -> None:
    changed = dict(key=("id", "v"), online_rows=0, estimated_rows=10)
    facts = build_facts(**changed, dependents=("report",))
    assert key_changed(facts) and replaced_kind(build_facts(**changed)) == TVIEW
    assert online_blocker(facts, ["key"], True) is not None
    prepared = dataclasses.replace(facts, key_prepared=True)
    assert not key_changed(prepared) and replaced_kind(prepared) is None
    assert online_blocker(prepared, ["key"], True) is None
    assert plan_build(REQ, prepared).table_lock == "ACCESS EXCLUSIVE"
