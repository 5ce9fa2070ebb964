-- single table, WHERE filter: rows leave and enter the filter
{{ config(key='id') }}
select id, grp, val, name from {{ source('src', 'tb_a') }} where flag
