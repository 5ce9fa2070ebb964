-- Level 1: a user document embedding the company document read from the
-- tv_company tview. Renaming a company rewrites tv_company, whose own change
-- then refreshes the users of that company, in the same commit.
{{ config(materialized='tview', key='pk_user') }}

select
    u.pk_user,
    u.id,
    u.fk_company,
    jsonb_build_object(
        'id', u.id,
        'name', u.name,
        'email', u.email,
        'company', c.data
    ) as data
from {{ source('app', 'tb_user') }} as u
join {{ ref('tv_company') }} as c
    on c.pk_company = u.fk_company
