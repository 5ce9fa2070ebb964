-- EXISTS / NOT EXISTS / IN
{{ config(key='id') }}
select a.id, a.name
from {{ source('src', 'tb_a') }} a
where exists (select 1 from {{ source('src', 'tb_b') }} b where b.a_id = a.id and b.val > 5)
  and not exists (select 1 from {{ source('src', 'tb_x') }} x where x.a_id = a.id and x.tag = 'hide')
  and a.id in (select c.w from {{ source('src', 'tb_c') }} c)
