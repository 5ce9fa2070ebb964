"""The build's apply-phase planners (dbt_tview.plan): the table's columns and their order, the
uniqueness the rows allow, the fillfactor and the algebraic state's statements, decided from
facts already read, without a database."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import pytest

from dbt_tview.analyzer import TviewError
from dbt_tview.online import AlterEffect, staged_name
from dbt_tview.plan import (
    BuildFacts,
    Installed,
    UpgradePlan,
    UpgradeRead,
    ViewColumn,
    alter_probe_needed,
    decide_unique,
    duplicate_key_query,
    fillfactor_statement,
    key_changed,
    online_blocker,
    plan_columns,
    plan_state,
    plan_upgrade,
    replaced_kind,
    retyped_read_error,
    rows_checked_for_uniqueness,
    view_fallback,
    view_replaceable,
)

T = '"s"."tv_t"'


def cols(*names: str) -> list[tuple[str, str, str]]:
    return [(n, "integer", "") for n in names]


@pytest.mark.parametrize(
    ("have", "want", "order", "reorder"),
    [
        (("a", "b"), ("a", "b"), ("a", "b"), False),
        (("a", "x", "c"), ("a", "y", "c"), ("a", "y", "c"), False),  # renamed in place
        (("a", "b", "c"), ("a", "c", "d"), ("a", "c", "d"), False),  # b dropped, d added last
        (("a", "b", "c"), ("a", "c", "b"), ("a", "b", "c"), True),  # moved: a copy of the rows
        (("a",), ("d", "a"), ("a", "d"), True),  # added first: it comes last
    ],
)
def test_the_table_order_after_its_alter_statements_decides_the_reorder(
    have, want, order, reorder
) -> None:
    plan = plan_columns(T, cols(*want), cols(*have), online=False)
    assert plan.order == order
    assert plan.reorder is reorder
    assert plan.warning is None


def test_an_online_rebuild_keeps_the_order_with_a_warning_naming_it() -> None:
    plan = plan_columns(T, cols("a", "c", "b"), cols("a", "b", "c"), online=True)
    assert not plan.reorder
    assert plan.warning is not None and "(a, b, c)" in plan.warning
    assert "tview_online_rows: -1" in plan.warning


def test_a_replaced_column_is_dropped_and_added_last_instead_of_altered() -> None:
    have = [("a", "integer", ""), ("old", "integer", ""), ("c", "text", "")]
    want = [("a", "integer", ""), ("b", "bigint", ""), ("c", "character varying(4)", "")]
    plan = plan_columns(T, want, have, online=True, replace=["b"])
    assert plan.statements == (
        f'ALTER TABLE {T} RENAME COLUMN "old" TO "b"',  # (renamed in place, then replaced)
        f'ALTER TABLE {T} DROP COLUMN "b"',
        f'ALTER TABLE {T} ADD COLUMN "b" bigint',
        f'ALTER TABLE {T} ALTER COLUMN "c" TYPE character varying(4) USING "c"::character '
        "varying(4)",
    )
    assert plan.order == ("a", "c", "b") and not plan.reorder
    assert plan.warning is not None and "(a, c, b)" in plan.warning


def test_rows_are_checked_only_for_a_key_not_declared_non_unique() -> None:
    assert rows_checked_for_uniqueness(["id"], None)
    assert rows_checked_for_uniqueness(["id"], True)
    assert not rows_checked_for_uniqueness(["id"], False)
    assert not rows_checked_for_uniqueness([], True)
    assert duplicate_key_query(T, ["id", "b c"]) == (
        f'SELECT "id", "b c" FROM {T} GROUP BY "id", "b c" HAVING count(*) > 1 LIMIT 1'
    )


@pytest.mark.parametrize(
    ("key", "unique", "proof", "duplicate", "want"),
    [
        (["id"], None, "GROUP BY", None, True),  # proven by the query
        (["id"], None, None, None, False),  # never guessed from the rows present now
        (["id"], True, None, None, True),  # declared, and no key repeats
        (["id"], None, "GROUP BY", (1,), False),  # proof and rows disagree: by partition
        (["id"], False, "GROUP BY", None, False),  # declared non-unique
        ([], True, "GROUP BY", None, False),  # no key
    ],
)
def test_uniqueness_is_declared_or_proven_and_never_guessed(
    key, unique, proof, duplicate, want
) -> None:
    assert decide_unique("m", key, unique, proof, duplicate) is want


def test_a_declared_unique_key_that_repeats_fails_naming_the_model_and_value() -> None:
    with pytest.raises(TviewError) as e:
        decide_unique("m", ["id"], True, None, (4,))
    assert "'m'" in str(e.value) and "(4,)" in str(e.value) and "unique" in str(e.value)


@pytest.mark.parametrize(
    ("have", "fillfactor", "want"),
    [
        (None, None, f"ALTER TABLE {T} SET (fillfactor = 50)"),  # the default is set too
        ("50", None, None),  # unchanged: metadata-only
        ("50", 90, f"ALTER TABLE {T} SET (fillfactor = 90)"),
        (None, 100, f"ALTER TABLE {T} SET (fillfactor = 100)"),
        ("100", 100, None),
    ],
)
def test_the_fillfactor_is_set_only_when_it_differs(have, fillfactor, want) -> None:
    assert fillfactor_statement(T, have, fillfactor) == want


AGG = SimpleNamespace(has_aux=True, ddl="DDL", populate_all="FILL", state_sql="SELECT 1")


def test_a_tview_that_is_not_algebraic_drops_every_state_object() -> None:
    plan = plan_state(None, "tview", 3, online=False)
    assert plan.fill == ()
    assert plan.create == (
        'DROP VIEW IF EXISTS "tview"."rebuild_3_state_v"',
        'DROP TABLE IF EXISTS "tview"."agg_3"',
        'DROP SEQUENCE IF EXISTS "tview"."dcheck_3"',
        'DROP TYPE IF EXISTS "tview"."dl_3"',
    )


def test_the_state_is_filled_now_or_online_as_a_view_read_with_the_rows() -> None:
    now = plan_state(AGG, "tview", 3, online=False)
    assert now.create == ('DROP VIEW IF EXISTS "tview"."rebuild_3_state_v"', "DDL")
    assert now.fill == ("FILL",)
    online = plan_state(AGG, "tview", 3, online=True)
    assert online.create == now.create
    assert online.fill == ('CREATE VIEW "tview"."rebuild_3_state_v" AS SELECT 1',)


def test_state_kept_in_the_tv_row_alone_needs_no_fill() -> None:
    plan = plan_state(SimpleNamespace(**{**vars(AGG), "has_aux": False}), "tview", 3, True)
    assert plan.fill == ()


INT4, VARCHAR, TEXT = 23, 1043, 25
DEFAULT_COLL, C_COLL = 100, 950
ID = ViewColumn("id", INT4, -1, 0)
NAME10 = ViewColumn("name", VARCHAR, 14, DEFAULT_COLL)  # varchar(10): typmod 10 + 4


@pytest.mark.parametrize(
    ("new", "replaceable"),
    [
        ((ID, NAME10), True),  # unchanged
        ((ID, NAME10, ViewColumn("extra", TEXT, -1, DEFAULT_COLL)), True),  # appended
        ((ID, dataclasses.replace(NAME10, name="label")), False),  # renamed
        ((ID, ViewColumn("name", TEXT, -1, DEFAULT_COLL)), False),  # retyped
        ((ID, dataclasses.replace(NAME10, typmod=24)), False),  # varchar(10) -> varchar(20)
        ((ID, dataclasses.replace(NAME10, collation=C_COLL)), False),  # COLLATE "C"
        ((ID,), False),  # last column dropped
        ((NAME10, ID), False),  # moved
        ((ViewColumn("extra", TEXT, -1, DEFAULT_COLL), ID, NAME10), False),  # inserted first
    ],
)
def test_create_or_replace_view_accepts_appended_columns_only(
    new: tuple[ViewColumn, ...], replaceable: bool
) -> None:
    assert view_replaceable("v", (ID, NAME10), new) is replaceable


def test_a_missing_view_is_created_and_another_relation_is_never_replaced() -> None:
    assert view_replaceable(None, (), (ID,))
    assert not view_replaceable("r", (ID,), (ID,))  # (a table of that name: the DROP says so)
    assert not view_replaceable("m", (ID,), (ID,))


def test_a_view_only_triggers_depend_on_is_set_aside_and_made_anew() -> None:
    steps = view_fallback("s", "v_t", "SELECT 1", "tview_old_3")
    assert steps.statements == (
        'ALTER VIEW "s"."v_t" RENAME TO "tview_old_3"',
        'CREATE VIEW "s"."v_t" AS\nSELECT 1',
    )
    assert steps.aside == '"s"."tview_old_3"'


def test_a_view_other_objects_depend_on_is_dropped_which_fails_naming_them() -> None:
    steps = view_fallback("s", "v_t", "SELECT 1", None)
    assert steps.statements == (
        'DROP VIEW IF EXISTS "s"."v_t"',
        'CREATE VIEW "s"."v_t" AS\nSELECT 1',
    )
    assert steps.aside is None


INSTALLED = Installed(
    id=7, def_hash="D", is_unique=True, code_hash="C", state_hash=None, key=("id",)
)
COLS = (("id", "integer", ""), ("v", "integer", ""))


def facts(**change: object) -> BuildFacts:
    base = BuildFacts(
        relkind="r",
        installed=INSTALLED,
        key=("id",),
        expected_unique=True,
        view_exists=True,
        probe_columns=COLS,
        table_columns=COLS,
    )
    return dataclasses.replace(base, **change)


@pytest.mark.parametrize(
    ("change", "changed"),
    [
        ({}, False),
        (dict(key=("v",)), True),
        (dict(key=("id", "v")), True),
        (dict(expected_unique=False), True),
        (dict(installed=None), True),  # a table that is no tview: no key index to keep
        (dict(relkind=None, installed=None), False),  # nothing to keep
    ],
)
def test_the_key_changes_with_its_columns_or_uniqueness(change, changed) -> None:
    assert key_changed(facts(**change)) is changed


def test_a_rebuild_goes_online_unless_its_key_or_a_column_type_changes() -> None:
    assert online_blocker(facts(), ["direct"], populate=True) is None
    # a changed key: built aside and swapped in, unless objects depend on the table or view
    assert online_blocker(facts(key=("v",)), ["direct"], populate=True) is None
    why = online_blocker(facts(key=("v",), dependents=("rep",)), ["direct"], populate=True)
    assert why is not None and "key" in why and "rep depend(s)" in why
    retyped = (("id", "integer", ""), ("v", "bigint", ""))
    why = online_blocker(facts(probe_columns=retyped), ["direct"], populate=True)
    assert why is not None and "v" in why
    renamed = (("id", "integer", ""), ("w", "integer", ""))
    assert online_blocker(facts(probe_columns=renamed), ["direct"], populate=True) is None
    # a view it replaces: built under its staged name, then swapped in (install._stage)
    assert online_blocker(facts(relkind="v", installed=None), ["direct"], True) is None
    assert online_blocker(facts(), ["direct"], populate=False) is not None
    # a source of strategy full: its flushes recompute the table, after which batches stop
    assert online_blocker(facts(), ["direct", "full"], populate=True) is None
    why = online_blocker(facts(), ["full"], populate=True, algebraic=True) or ""
    assert "strategy full" in why and "group state" in why
    assert online_blocker(facts(key=()), ["full"], populate=True) is None
    why = online_blocker(facts(key=()), ["full"], populate=True, algebraic=True) or ""
    assert "key: []" in why


def test_a_relation_of_the_name_that_is_no_tview_is_replaced_by_a_staged_build() -> None:
    for relkind, kind in [("v", "VIEW"), ("m", "MATERIALIZED VIEW"), ("r", "TABLE")]:
        f = facts(relkind=relkind, installed=None, table_columns=cols("a"))
        assert replaced_kind(f) == kind
        assert online_blocker(f, ["direct"], populate=True) is None  # (key, types: all new)
    assert replaced_kind(facts()) is None  # (the tview's own table, of the same key)
    assert replaced_kind(facts(key=("v",))) == "TVIEW"  # (another key: built aside)
    for change, word in [(dict(dependents=("report",)), "report"), (dict(relkind="p"), "part")]:
        f = facts(installed=None, **change)
        assert replaced_kind(f) is None
        why = online_blocker(f, ["direct"], populate=True) or ""
        assert word in why and "in place" in why, why


@pytest.mark.parametrize("name", ["tv_x", "x" * 53, "x" * 54, "é" * 31, "é" * 40])
def test_the_staged_name_fits_an_identifier_and_is_the_names_own(name: str) -> None:
    staged = staged_name(name)
    assert len(staged.encode()) <= 63 and staged != name
    assert staged.endswith("_tview_new") and staged != staged_name(name + "y")


def test_a_table_staged_for_a_tview_model_is_no_orphan() -> None:
    from dbt_tview.operations import orphans

    models = [("s", "tv_x", True), ("s", "tv_y", False)]
    catalog = [("s", staged_name("tv_x")), ("s", staged_name("tv_y")), ("s", "tv_z")]
    assert orphans(catalog, models) == [("s", staged_name("tv_y")), ("s", "tv_z")]


def test_a_type_change_goes_online_when_postgresql_alters_only_the_catalog() -> None:
    widened = (("id", "integer", ""), ("v", "character varying(40)", ""))
    was = (("id", "integer", ""), ("v", "character varying(10)", ""))
    f = facts(probe_columns=widened, table_columns=was)
    assert alter_probe_needed(f)
    assert not alter_probe_needed(facts())
    assert not alter_probe_needed(facts(relkind=None, table_columns=()))
    assert "rewrites" in (online_blocker(f, ["direct"], populate=True) or "")  # (not probed)
    probed = dataclasses.replace(f, alter=AlterEffect(rewrites_table=False))
    assert online_blocker(probed, ["direct"], populate=True) is None
    rebuilt = dataclasses.replace(f, alter=AlterEffect(False, rebuilt_indexes=("tv_v_idx",)))
    why = online_blocker(rebuilt, ["direct"], populate=True)
    assert why is not None and "v" in why and "tv_v_idx" in why
    # a rewrite goes online by replacing the columns, when nothing depends on them
    rewrite = AlterEffect(True, rebuilt_indexes=("tv_key",), column_dependents=())
    assert online_blocker(dataclasses.replace(f, alter=rewrite), ["direct"], True) is None
    kept = dataclasses.replace(rewrite, column_dependents=("index tv_v_idx",))
    why = online_blocker(dataclasses.replace(f, alter=kept), ["direct"], populate=True) or ""
    assert "rewrites the table" in why and "would drop index tv_v_idx" in why
    # the key's uniqueness changing: built aside, whatever the probe says (a new table)
    moved = dataclasses.replace(probed, expected_unique=False)
    assert replaced_kind(moved) == "TVIEW"
    assert online_blocker(moved, ["direct"], populate=True) is None
    held = dataclasses.replace(moved, dependents=("v",))
    assert replaced_kind(held) is None
    assert "key" in (online_blocker(held, ["direct"], populate=True) or "")


def test_a_retyped_column_views_read_names_them_and_what_to_do() -> None:
    msg = retyped_read_error("tv_a", [("s", "s")], [("public.v_b", "tv_b"), ("app.mine", None)])
    assert msg.startswith("tview model 'tv_a': column(s) s change type")
    assert "public.v_b (of tview tv_b), app.mine" in msg and "nothing was changed" in msg
    assert "tview_drop --args '{model: tv_b}'" in msg and "dbt run -s tv_a+" in msg
    assert "drop or change your view(s); then dbt run -s tv_a+" in msg
    two = retyped_read_error("tv_a", [("s", "s")], [("public.v_b", "tv_b"), ("public.v_c", "tv_c")])
    assert "'{model: tv_b}'; dbt run-operation tview_drop --args '{model: tv_c}'" in two


def test_an_upgrade_takes_every_lock_first_and_leaves_the_tviews_it_cannot_render() -> None:
    share, exclusive = "SHARE ROW EXCLUSIVE", "ACCESS EXCLUSIVE"
    reads = [
        UpgradeRead("s", "a", locks=(("s.src", share), ("s.tv_a", share))),
        UpgradeRead("s", "broken", locks=(("s.other", exclusive),), error="no column x"),
        UpgradeRead("s", "b", locks=(("s.tv_a", exclusive), ("s.src2", share))),
    ]
    plan = plan_upgrade(reads)
    assert [r.name for r in plan.regenerate] == ["a", "b"]  # (rank order kept)
    # each relation once, at its strongest mode, in the order first met; none of the failed one
    assert plan.locks == (("s.src", share), ("s.tv_a", exclusive), ("s.src2", share))
    assert plan.warnings == (
        "s.broken: its code was not regenerated for this dbt-tview version (no column x); "
        "dbt run of its model rebuilds it",
    )
    assert plan_upgrade([]) == UpgradePlan((), (), ())
