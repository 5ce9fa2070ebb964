{#- dbt run-operation entry points: tview_refresh, tview_refresh_all, tview_status,
    tview_explain, tview_drop. -#}

{% macro tview_relation(model) -%}
  {#- The relation of a tview model, looked up by model name in the dbt graph. -#}
  {%- for node in graph.nodes.values() -%}
    {%- if node.resource_type == 'model' and node.name == model -%}
      {{ return(api.Relation.create(database=node.database, schema=node.schema, identifier=node.alias, type='table')) }}
    {%- endif -%}
  {%- endfor -%}
  {{ exceptions.raise_compiler_error("tview: no model named '" ~ model ~ "' in this project") }}
{%- endmacro %}

{% macro tview_refresh(model, keys=none) -%}
  {%- set rel = tview_relation(model) -%}
  {%- do adapter.tview_refresh(rel, keys, tview_schema()) -%}
  {%- do adapter.commit() -%}
  {{ log("tview_refresh: " ~ rel ~ (" keys " ~ keys if keys is not none else " (all keys)") ~ " done", info=True) }}
{%- endmacro %}

{% macro tview_refresh_all() -%}
  {#- Every tview model of the project, upstream first (dbt graph order). -#}
  {%- set ranked = [] -%}
  {%- for node in graph.nodes.values() -%}
    {%- if node.resource_type == 'model' and node.config.materialized == 'tview' -%}
      {%- do ranked.append((adapter.tview_rank(graph, node.unique_id), node.name)) -%}
    {%- endif -%}
  {%- endfor -%}
  {%- for rank, name in ranked | sort -%}
    {%- do tview_refresh(name) -%}
  {%- endfor -%}
{%- endmacro %}

{% macro tview_status() -%}
  {#- Every tview: key, strategy, rank, rows, sources, health (missing or recreated sources),
      this session's flush statistics and backfill progress. -#}
  {%- set st = adapter.tview_status(tview_schema()) -%}
  {{ print(st['text']) }}
  {%- if st['unhealthy'] | length > 0 -%}
    {{ log("tview_status: " ~ (st['unhealthy'] | length) ~ " tview(s) need attention: " ~ (st['unhealthy'] | join(', ')), info=True) }}
  {%- endif -%}
{%- endmacro %}

{% macro tview_explain(model) -%}
  {%- set rel = tview_relation(model) -%}
  {{ print(adapter.tview_explain(rel, tview_schema())) }}
{%- endmacro %}

{% macro tview_backfill(select, spark_target=none, force=false) -%}
  {#- Rebuild the selected tviews on Spark (upstream first), swap them in online and replay every
      key written meanwhile: `--args '{select: [+tv_post], spark_target: spark}'`. Models with
      config backfill: postgres are refreshed in PostgreSQL unless force is true. -#}
  {%- set sel = [select] if select is string else select -%}
  {%- do adapter.tview_backfill(sel, spark_target, force) -%}
  {{ log("tview_backfill: " ~ (sel | join(' ')) ~ " done", info=True) }}
{%- endmacro %}

{% macro tview_drop(model) -%}
  {%- set rel = tview_relation(model) -%}
  {%- do adapter.tview_drop(rel, tview_schema()) -%}
  {%- do adapter.commit() -%}
  {{ log("tview_drop: " ~ rel ~ " removed (triggers, functions, catalog, view, table)", info=True) }}
{%- endmacro %}
