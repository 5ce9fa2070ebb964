{{ config(materialized='tview', key='aid') }}
SELECT a.aid, a.bid, a.abalance, b.bbalance
FROM {{ source('bench', 'accounts') }} a
JOIN {{ source('bench', 'branches') }} b USING (bid)
