"""The pure parts of the online rebuild (dbt_tview.online): what may go online, and the SQL of
a batch's key range."""

from __future__ import annotations

from dbt_tview import online

BASE = {
    "key": ["id"],
    "strategies": ["direct", "join"],
    "key_changed": False,
    "type_changes": [],
    "populate": True,
}


def test_a_plain_rebuild_goes_online_and_each_blocker_says_why() -> None:
    assert online.blocker(**BASE) is None
    for change, word in [
        ({"key": [], "algebraic": True}, "no key"),
        ({"strategies": ["full"], "algebraic": True}, "whole tview"),
        ({"key_changed": True}, "key"),
        ({"type_changes": ["v"]}, "change type"),
        ({"populate": False}, "Spark"),
    ]:
        why = online.blocker(**{**BASE, **change})
        assert why is not None and word in why, (change, why)
    # (a source of strategy full: its flushes recompute the table, the batches stop then)
    assert online.blocker(**{**BASE, "strategies": ["direct", "full"]}) is None
    # (key: []: every flush recomputes the table; the final transaction applies the shadow whole)
    assert online.blocker(**{**BASE, "key": [], "strategies": ["full"]}) is None


def test_type_changes_ignore_added_dropped_and_renamed_columns() -> None:
    have = [("id", "integer", ""), ("v", "integer", ""), ("old", "text", "")]
    want = [("id", "integer", ""), ("v", "integer", ""), ("new", "text", ""), ("w", "int", "")]
    assert online.type_changes(want, have) == []
    assert online.type_changes([("id", "bigint", ""), ("v", "integer", "")], have) == ["id"]
    assert online.type_changes([("id", "integer", ""), ("v2", "numeric", "")], have) == ["v2"]
    coll = [("id", "integer", ""), ("v", "integer", ""), ("old", "text", ' COLLATE "C"')]
    assert online.type_changes(coll, have) == ["old"]


def test_a_type_change_blocks_by_what_alter_column_type_does_to_the_table() -> None:
    changed = {**BASE, "type_changes": ["v", "w"]}
    cases = [
        (None, "rewrites the table"),  # not probed: taken as a rewrite
        (online.AlterEffect(rewrites_table=True), "rewrites the table"),
        (online.AlterEffect(False, rebuilt_indexes=("i1", "i2")), "rebuilds index(es) i1, i2"),
        (online.AlterEffect(False, readded_constraints=("ck",)), "constraint(s) ck"),
        (online.AlterEffect(True, unknown="permission denied"), "permission denied"),
        # (a probe that failed is not replaced, whatever depends on the columns)
        (online.AlterEffect(True, unknown="no cast", column_dependents=()), "no cast"),
        (online.AlterEffect(True, column_dependents=("rule _RETURN on view w",)), "view w"),
    ]
    for alter, words in cases:
        why = online.blocker(**changed, alter=alter)
        assert why is not None and "column(s) v, w" in why and words in why, (alter, why)
    assert online.blocker(**changed, alter=online.AlterEffect(rewrites_table=False)) is None
    replaced = online.AlterEffect(True, column_dependents=())
    assert replaced.replaces_columns and online.blocker(**changed, alter=replaced) is None
    assert not online.AlterEffect(False, column_dependents=()).replaces_columns
    assert online.blocker(**BASE, alter=online.AlterEffect(rewrites_table=True)) is None


def test_retyped_names_the_table_column_a_rename_in_place_retypes() -> None:
    have = [("id", "integer", ""), ("old", "text", ""), ("v", "integer", "")]
    want = [("id", "bigint", ""), ("new", "character varying", ""), ("v", "integer", "")]
    assert online.retyped(want, have) == [("id", "id"), ("new", "old")]


def test_a_key_range_is_a_row_comparison_with_named_bounds() -> None:
    p = online.range_predicate("t", ["a", "b"], ["integer", "text"], lo=True, hi=True)
    assert p == (
        't."a" IS NOT NULL AND t."b" IS NOT NULL AND ROW(t."a", t."b") > '
        'ROW(%(lo0)s::integer, %(lo1)s::text) AND ROW(t."a", t."b") <= '
        "ROW(%(hi0)s::integer, %(hi1)s::text)"
    )
    assert "%(" not in online.range_predicate("s", ["a"], ["integer"], lo=False, hi=False)


def test_a_batch_leaves_captured_keys_alone() -> None:
    for unique in (True, False):
        stmts = online.batch_sql(
            live='"public"."tv"',
            shadow='"tview"."rebuild_1"',
            cols=["id", "v"],
            key=["id"],
            types=["integer"],
            unique=unique,
            ts='"tview"',
            tid=1,
            pred_t="true",
            pred_s="true",
            nulls=False,
        )
        # every statement choosing rows to write skips the captured keys (a non-unique key's
        # choice is the temporary table of differing partitions)
        choosing = stmts if unique else stmts[:1]
        assert all('"tview".capture' in s for s in choosing), stmts


def test_a_batch_over_its_time_budget_shrinks_the_next_below_it_at_once() -> None:
    budget = online.BATCH_SAFETY * online.BATCH_SECONDS
    for rows, took in [(2000, 10 * online.BATCH_SECONDS), (10_000, 1.045), (800, 0.15)]:
        n = online.next_batch_rows(rows, took)
        assert n * took / rows <= budget + 1e-9 or n == online.MIN_BATCH_ROWS, (rows, took, n)
    # a quick batch grows the next one at most twofold, within the limits
    assert online.next_batch_rows(1000, 1e-6) == 2000
    assert online.next_batch_rows(9000, 1e-6) == online.MAX_BATCH_ROWS
    assert online.next_batch_rows(100, 5.0) == online.MIN_BATCH_ROWS
