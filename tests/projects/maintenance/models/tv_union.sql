{{ config(key=['id', 'kind']) }}
select id, 'a' as kind, name from {{ source('src', 'tb_a') }}
union all
select id, 'x', tag from {{ source('src', 'tb_x') }}
