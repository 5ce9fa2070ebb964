"""Pure helpers of the dbt adapter (no database)."""

from __future__ import annotations

from dbt_tview.adapter import unlimited_sql


def test_unlimited_sql_takes_off_the_empty_wrappers_of_refs_and_sources():
    # as dbt renders them under `--empty` (BaseRelation.render_limited), aliased or not
    sql = (
        'select p.id, count(*) from (select * from "db"."app"."tb_post" where false limit 0) '
        '_dbt_limit_subq_tb_post as p join (select * from "db"."public"."tv_user" where '
        "false limit 0) _dbt_limit_subq_tv_user on true where p.title like '%x%' group by p.id"
    )
    assert unlimited_sql(sql) == (
        'select p.id, count(*) from "db"."app"."tb_post" as p join "db"."public"."tv_user" '
        "on true where p.title like '%x%' group by p.id"
    )
    plain = "select id from app.tb_post where flag limit 10"
    assert unlimited_sql(plain) == plain
