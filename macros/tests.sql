{#- Generic tests. tview_consistent: the table equals its view as a multiset (the oracle);
    failing rows say which side has the extra copy. tview_healthy: maintenance installed. -#}

{#- Under `dbt build --empty` dbt reads `model` as an empty subquery: the view is read empty
    too (the comparison is compiled and run, over no rows, as dbt's own tests are), and a model
    that `--empty` built as an empty table (no tview yet) has nothing to compare. -#}
{% test tview_consistent(model) %}
  {%- set view = adapter.tview_view_name(model, tview_schema()) if execute else none -%}
  {%- if execute and view is none and flags.EMPTY -%}
  select 'only in table' as tview_side where false
  {%- else -%}
  {%- if execute and view is none -%}
    {{ exceptions.raise_compiler_error("tview_consistent: " ~ model ~ " is not a tview (no catalog entry)") }}
  {%- endif -%}
  {%- set vrel = api.Relation.create(database=model.database, schema=model.schema, identifier=view, type='view') -%}
  {%- set vsrc = "(select * from " ~ vrel ~ " where false) v" if flags.EMPTY else vrel -%}
  {#- (compared as a reader sees them: by binary image, or as text where `=` is not that) -#}
  {%- set collist = (adapter.tview_compared_columns(vrel) if execute else []) | join(", ") -%}
  select 'only in table' as tview_side, d.* from (
    select {{ collist }} from {{ model }} except all select {{ collist }} from {{ vsrc }}) d
  union all
  select 'only in view' as tview_side, d.* from (
    select {{ collist }} from {{ vsrc }} except all select {{ collist }} from {{ model }}) d
  {%- endif %}
{% endtest %}

{% test tview_healthy(model) %}
  {#- Maintenance installed and healthy: catalog entry present and installed from the
      project's current model, triggers present and enabled on every source and on each of
      its partitions (none created, attached, detached or dropped since the install), every source
      still the relation it was at install (not dropped and recreated by another tool). -#}
  {%- set ts = adapter.quote(tview_schema()) -%}
  {%- set ns = namespace(hash=none) -%}
  {%- if execute -%}
    {%- for node in graph.nodes.values() -%}
      {%- if node.resource_type == 'model' and node.alias == model.identifier and node.schema == model.schema -%}
        {%- set ns.hash = tview_model_hash(node) -%}
      {%- endif -%}
    {%- endfor -%}
  {%- endif -%}
  select s.tview, s.health as problem
  from {{ ts }}.status() s
  where s.tview = format('%I.%I', {{ dbt.string_literal(model.schema) }}, {{ dbt.string_literal(model.identifier) }})
    and s.health <> 'ok'
{%- if not flags.EMPTY %}  {#- (under --empty a new model is an empty table, no tview yet) #}
  union all
  select format('%I.%I', {{ dbt.string_literal(model.schema) }}, {{ dbt.string_literal(model.identifier) }}), 'not a tview'
  where not exists (select 1 from {{ ts }}.tview t
                    where t.tbl_schema = {{ dbt.string_literal(model.schema) }}
                      and t.tbl_name = {{ dbt.string_literal(model.identifier) }})
{%- endif %}
{%- if ns.hash is not none %}
  union all
  select format('%I.%I', t.tbl_schema, t.tbl_name), 'installed from a different model definition: run dbt run'
  from {{ ts }}.tview t
  where t.tbl_schema = {{ dbt.string_literal(model.schema) }}
    and t.tbl_name = {{ dbt.string_literal(model.identifier) }}
    and t.model_hash is distinct from {{ dbt.string_literal(ns.hash) }}
{%- endif %}
{% endtest %}
