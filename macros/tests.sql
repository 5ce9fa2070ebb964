{#- Generic tests. tview_consistent: the table equals its view as a multiset (the oracle);
    failing rows say which side has the extra copy. tview_healthy: maintenance installed. -#}

{% test tview_consistent(model) %}
  {%- set view = adapter.tview_view_name(model, tview_schema()) if execute else none -%}
  {%- if execute and view is none -%}
    {{ exceptions.raise_compiler_error("tview_consistent: " ~ model ~ " is not a tview (no catalog entry)") }}
  {%- endif -%}
  {%- set vrel = api.Relation.create(database=model.database, schema=model.schema, identifier=view, type='view') -%}
  {%- set cols = adapter.get_columns_in_relation(vrel) if execute else [] -%}
  {%- set collist -%}{% for c in cols %}{{ adapter.quote(c.name) }}{{ ", " if not loop.last }}{% endfor %}{%- endset -%}
  select 'only in table' as tview_side, d.* from (
    select {{ collist }} from {{ model }} except all select {{ collist }} from {{ vrel }}) d
  union all
  select 'only in view' as tview_side, d.* from (
    select {{ collist }} from {{ vrel }} except all select {{ collist }} from {{ model }}) d
{% endtest %}

{% test tview_healthy(model) %}
  {%- set ts = adapter.quote(tview_schema()) -%}
  select s.tview, s.health
  from {{ ts }}.status() s
  where s.tview = format('%I.%I', {{ dbt.string_literal(model.schema) }}, {{ dbt.string_literal(model.identifier) }})
    and s.health <> 'ok'
  union all
  select format('%I.%I', {{ dbt.string_literal(model.schema) }}, {{ dbt.string_literal(model.identifier) }}), 'not a tview'
  where not exists (select 1 from {{ ts }}.tview t
                    where t.tbl_schema = {{ dbt.string_literal(model.schema) }}
                      and t.tbl_name = {{ dbt.string_literal(model.identifier) }})
{% endtest %}
