-- Cross-check tv_company_stats against a direct count over the sources,
-- independently of the v_company_stats view.
with expected as (
    select
        c.pk_company,
        (select count(*) from {{ source('app', 'tb_user') }} as u
          where u.fk_company = c.pk_company) as user_count,
        (select count(*) from {{ source('app', 'tb_post') }} as p
          join {{ source('app', 'tb_user') }} as u on u.pk_user = p.fk_author
          where u.fk_company = c.pk_company) as post_count
    from {{ source('app', 'tb_company') }} as c
)
select e.pk_company, e.user_count, s.user_count as tv_user_count,
       e.post_count, s.post_count as tv_post_count
from expected as e
full join {{ ref('tv_company_stats') }} as s on s.pk_company = e.pk_company
where s.pk_company is null or e.pk_company is null
   or s.user_count <> e.user_count or s.post_count <> e.post_count
