{{ config(key=['grp', 'flag']) }}
select distinct grp, flag from {{ source('src', 'tb_a') }}
