-- FULL join with NULL join columns; composite key with NULLs (from both sides)
{{ config(key=['a_id', 'x_id']) }}
select a.id as a_id, x.id as x_id, a.name, x.tag
from {{ source('src', 'tb_a') }} a full join {{ source('src', 'tb_x') }} x on x.a_id = a.id
