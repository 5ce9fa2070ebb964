-- Level 3: the public feed holds published posts only. Unpublishing a post (or
-- deleting its author) makes its key vanish from the view, so the flush
-- deletes the row from tv_feed.
{{ config(materialized='tview', key='pk_post') }}

select
    p.pk_post,
    p.id,
    p.created_at as published_at,
    p.data
from {{ ref('tv_post') }} as p
where p.published
