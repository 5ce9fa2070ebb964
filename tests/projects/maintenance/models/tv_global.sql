-- global aggregate: the whole view is one unit
{{ config(key=[]) }}
select count(*) as n, sum(val) as s, max(name) as mx from {{ source('src', 'tb_a') }}
