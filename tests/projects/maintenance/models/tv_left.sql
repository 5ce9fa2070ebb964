-- LEFT join, non-unique key (one partition per a)
{{ config(key='id') }}
select a.id, a.name, b.id as b_id, b.val as b_val
from {{ source('src', 'tb_a') }} a left join {{ source('src', 'tb_b') }} b on b.a_id = a.id
