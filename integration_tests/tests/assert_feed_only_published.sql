-- tv_feed must hold exactly the published posts of tv_post.
select f.pk_post, 'in feed but not published' as problem
from {{ ref('tv_feed') }} as f
left join {{ ref('tv_post') }} as p on p.pk_post = f.pk_post
where p.pk_post is null or not p.published
union all
select p.pk_post, 'published but missing from feed'
from {{ ref('tv_post') }} as p
left join {{ ref('tv_feed') }} as f on f.pk_post = p.pk_post
where p.published and f.pk_post is null
