-- Aggregate read model: one row per company (GROUP BY), keyed by pk_company.
-- A new post refreshes only its author's company group.
{{ config(materialized='tview', key='pk_company') }}

select
    c.pk_company,
    c.name,
    count(distinct u.pk_user) as user_count,
    count(p.pk_post) as post_count,
    count(p.pk_post) filter (where p.published) as published_post_count
from {{ source('app', 'tb_company') }} as c
left join {{ source('app', 'tb_user') }} as u
    on u.fk_company = c.pk_company
left join {{ source('app', 'tb_post') }} as p
    on p.fk_author = u.pk_user
group by c.pk_company, c.name
