-- Level 2: a post document with its author (the tv_user document, which itself
-- embeds the company) and all of its comments. Posts without comments keep an
-- empty array thanks to the LEFT JOIN + FILTER + COALESCE.
{{ config(materialized='tview', key='pk_post', fillfactor=90) }}

select
    p.pk_post,
    p.id,
    p.fk_author,
    p.published,
    p.created_at,
    count(cm.pk_comment) as comment_count,
    jsonb_build_object(
        'id', p.id,
        'title', p.title,
        'published', p.published,
        'created_at', p.created_at at time zone 'UTC',
        'author', a.data,
        'comment_count', count(cm.pk_comment),
        'comments', coalesce(
            jsonb_agg(
                jsonb_build_object(
                    'id', cm.id,
                    'body', cm.body,
                    'author', jsonb_build_object('id', cu.id, 'name', cu.name),
                    'created_at', cm.created_at at time zone 'UTC'
                )
                order by cm.pk_comment
            ) filter (where cm.pk_comment is not null),
            '[]'::jsonb
        )
    ) as data
from {{ source('app', 'tb_post') }} as p
join {{ ref('tv_user') }} as a
    on a.pk_user = p.fk_author
left join {{ source('app', 'tb_comment') }} as cm
    on cm.fk_post = p.pk_post
left join {{ source('app', 'tb_user') }} as cu
    on cu.pk_user = cm.fk_author
group by p.pk_post, p.id, p.fk_author, p.published, p.created_at, p.title, a.data
