{{ config(materialized='tview', key='id') }}
select c.id, c.name, count(o.id) as orders, coalesce(sum(o.amount), 0) as total
from {{ ref('tv_customer') }} c
left join {{ source('shop', 'tb_order') }} o on o.customer_id = c.id
group by c.id, c.name
