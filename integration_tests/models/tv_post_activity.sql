-- Comment activity per post, from tb_comment alone: a single-table GROUP BY whose outputs
-- are count/min/max (a FILTER included), keyed by the grouping column. Such tviews take the
-- algebraic strategy: each statement's delta adjusts the counters of its groups, and min/max
-- rescan a group only when its current extreme leaves it. Posts without comments have no row.
{{ config(materialized='tview', key='fk_post') }}

select
    cm.fk_post,
    count(*) as comment_count,
    count(*) filter (where length(cm.body) > 40) as long_comment_count,
    min(cm.created_at) as first_comment_at,
    max(cm.created_at) as last_comment_at
from {{ source('app', 'tb_comment') }} as cm
group by cm.fk_post
