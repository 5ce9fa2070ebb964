-- tview on tview (level 2), with a CTE referenced twice
{{ config(key='id') }}
with tags as (select a_id, tag from {{ source('src', 'tb_x') }})
select d.id, d.data -> 'name' as name, jsonb_array_length(d.data -> 'bs') as nb,
       (select count(*) from tags t where t.a_id = d.id) as ntags,
       exists (select 1 from tags t where t.a_id = d.id and t.tag = 'hide') as hidden
from {{ ref('tv_doc') }} d
