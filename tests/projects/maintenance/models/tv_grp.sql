-- GROUP BY with count/sum/avg/min/max, NULL group key, groups that empty out
{{ config(key='grp') }}
select grp, count(*) as n, count(val) as n_val, sum(val) as s, avg(val) as av,
       min(val) as mn, max(val) as mx
from {{ source('src', 'tb_a') }}
group by grp
