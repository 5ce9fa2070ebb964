-- JSONB document with nested objects and jsonb_agg arrays (scalar, correlated subqueries)
{{ config(key='id') }}
select a.id,
       jsonb_build_object(
         'name', a.name,
         'group', jsonb_build_object('grp', a.grp, 'flag', a.flag),
         'bs', coalesce((
            select jsonb_agg(jsonb_build_object(
                     'id', b.id, 'val', b.val,
                     'cs', (select count(*) from {{ source('src', 'tb_c') }} c where c.b_id = b.id))
                   order by b.id)
            from {{ source('src', 'tb_b') }} b where b.a_id = a.id), '[]'::jsonb)
       ) as data
from {{ source('src', 'tb_a') }} a
