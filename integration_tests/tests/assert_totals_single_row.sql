-- A `key: []` tview over a global aggregate always holds exactly one row.
select n
from (select count(*) as n from {{ ref('tv_totals') }}) as t
where n <> 1
