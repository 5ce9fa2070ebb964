-- level 3
{{ config(key='id') }}
select id, name, nb + ntags as score from {{ ref('tv_doc2') }} where not hidden
