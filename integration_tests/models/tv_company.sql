-- Level 0: one JSONB document per company, straight from the source table.
-- `pk_company` is in tb_company itself, so a write to tb_company maps to the
-- affected key without any join ("direct" source).
-- Timestamps are rendered in UTC so that documents do not depend on the
-- TimeZone setting of the session that happens to commit a change.
{{ config(materialized='tview', key='pk_company') }}

select
    c.pk_company,
    c.id,
    jsonb_build_object(
        'id', c.id,
        'name', c.name,
        'industry', c.industry,
        'created_at', c.created_at at time zone 'UTC'
    ) as data
from {{ source('app', 'tb_company') }} as c
