-- Global aggregate: `key: []` makes the whole view one unit of refresh; it is
-- always exactly one row. Built on the tv_post tview (a tview on a tview).
{{ config(materialized='tview', key=[]) }}

select
    count(*) as post_count,
    count(*) filter (where p.published) as published_post_count,
    coalesce(sum(p.comment_count), 0) as comment_count
from {{ ref('tv_post') }} as p
