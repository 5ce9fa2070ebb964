"""The `indexes` config of a serving tview: which indexes go and come (install.index_changes),
and the CONCURRENTLY statements that apply them (online_indexes); the statement that builds
an index carried over a replaced column again (carried)."""

from __future__ import annotations

import pytest

from dbt_tview import carried
from dbt_tview.install import index_changes
from dbt_tview.online_indexes import IndexBuild, create_sql, drop_sql

DBT_NAME = "0123456789abcdef0123456789abcdef"
OTHER_DBT_NAME = "fedcba9876543210fedcba9876543210"


def _index(name: str, columns: list[str], valid: bool = True, unique: bool = False) -> dict:
    return dict(name=name, columns=columns, unique=unique, method="btree", valid=valid)


def test_a_valid_index_of_the_config_is_kept() -> None:
    plan = index_changes([{"columns": ["name"]}], [_index(DBT_NAME, ["name"])], "t_tview_key")
    assert plan == {"create": [], "drop": []}


def test_an_invalid_index_of_dbt_goes_and_its_config_is_built_again() -> None:
    """A CONCURRENTLY build interrupted (dbt killed) leaves an invalid index, which a plan
    that kept it would never replace: reads would never use it."""
    existing = [_index(DBT_NAME, ["name"], valid=False)]
    plan = index_changes([{"columns": ["name"]}], existing, "t_tview_key")
    assert plan == {"create": [{"columns": ["name"]}], "drop": [DBT_NAME]}


def test_a_valid_copy_is_kept_beside_an_invalid_one() -> None:
    existing = [_index(DBT_NAME, ["name"], valid=False), _index(OTHER_DBT_NAME, ["name"])]
    plan = index_changes([{"columns": ["name"]}], existing, "t_tview_key")
    assert plan == {"create": [], "drop": [DBT_NAME]}


def test_an_invalid_index_of_a_dba_is_left_alone() -> None:
    existing = [_index("dba_name", ["name"], valid=False)]
    plan = index_changes([{"columns": ["name"]}], existing, "t_tview_key")
    assert plan == {"create": [{"columns": ["name"]}], "drop": []}


def test_the_statements_are_concurrent_and_quote_the_names() -> None:
    build = IndexBuild(name=DBT_NAME, columns=("name", "id"), unique=True, method="btree")
    assert create_sql("my schema", "tv_x", build) == (
        f'CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "{DBT_NAME}" ON "my schema"."tv_x" '
        "USING btree (name, id)"
    )
    assert create_sql("s", "tv_x", IndexBuild(name="i", columns=("a",))) == (
        'CREATE INDEX CONCURRENTLY IF NOT EXISTS "i" ON "s"."tv_x" (a)'
    )
    assert drop_sql("s", DBT_NAME) == f'DROP INDEX CONCURRENTLY IF EXISTS "s"."{DBT_NAME}"'


@pytest.mark.parametrize(
    ("definition", "concurrently", "want"),
    [
        (
            "CREATE INDEX a ON public.t USING btree (s)",
            True,
            "CREATE INDEX CONCURRENTLY IF NOT EXISTS a ON public.t USING btree (s)",
        ),
        (
            'CREATE UNIQUE INDEX "INDEX x" ON public.t USING btree (id, s DESC) WHERE (s > 0)',
            False,
            'CREATE UNIQUE INDEX IF NOT EXISTS "INDEX x" ON public.t USING btree (id, s DESC) '
            "WHERE (s > 0)",
        ),
    ],
)
def test_a_carried_index_is_built_by_its_definition(
    definition: str, concurrently: bool, want: str
) -> None:
    assert carried.carried_sql(definition, concurrently) == want


def test_a_carried_definition_must_be_an_index_s() -> None:
    with pytest.raises(ValueError, match="not an index definition"):
        carried.carried_sql("DROP TABLE t; CREATE INDEX a ON t (s)")
