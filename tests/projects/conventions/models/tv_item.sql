{{ config(
    materialized=var('item_mat', 'tview'),
    key='id',
    indexes=[{'columns': ['name']}],
    grants={'select': ['tview_reader']},
    persist_docs={'relation': true, 'columns': true},
) }}
select i.id, i.name, i.price, count(t.id) as ntags,
       coalesce(jsonb_agg(t.label order by t.id) filter (where t.id is not null), '[]') as tags
from {{ source('app2', 'tb_item') }} i
left join {{ source('app2', 'tb_tag') }} t on t.item_id = i.id
group by i.id, i.name, i.price
