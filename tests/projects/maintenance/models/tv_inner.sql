-- inner join keyed by the child
{{ config(key='id') }}
select b.id, b.val, a.name, a.grp
from {{ source('src', 'tb_b') }} b join {{ source('src', 'tb_a') }} a on a.id = b.a_id
