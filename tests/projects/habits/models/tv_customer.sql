{{ config(materialized=var('customer_mat', 'tview'), key='id') }}
select c.id, c.name from {{ source('shop', 'tb_customer') }} c
