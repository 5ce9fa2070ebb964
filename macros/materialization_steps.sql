{#- One small dispatchable macro per step of the tview materialization. -#}

{% macro tview_schema() -%}
  {{ return(var('tview_schema', 'tview')) }}
{%- endmacro %}

{% macro tview_require_adapter() -%}
  {{ return(adapter.dispatch('tview_require_adapter')()) }}
{%- endmacro %}

{% macro default__tview_require_adapter() -%}
  {%- if adapter.type() != 'tview' -%}
    {{ exceptions.raise_compiler_error(
        "materialized='tview' needs the tview adapter: set `type: tview` in profiles.yml "
        ~ "(pip install dbt-tview); it accepts every dbt-postgres profile field.") }}
  {%- endif -%}
{%- endmacro %}

{% macro tview_build(relation, sql) -%}
  {{ return(adapter.dispatch('tview_build')(relation, sql)) }}
{%- endmacro %}

{% macro default__tview_build(relation, sql) -%}
  {%- set rank = adapter.tview_rank(graph, model.unique_id) -%}
  {%- set cfg = {
      'key': config.get('key'),
      'unique_key': config.get('unique_key'),
      'unique': config.get('unique'),
      'view_name': config.get('view_name'),
  } -%}
  {{ return(adapter.tview_install(relation, sql, cfg, rank, should_full_refresh(), tview_schema())) }}
{%- endmacro %}

{% macro tview_log_result(relation, result) -%}
  {%- for w in result['warnings'] -%}
    {{ log("tview " ~ relation ~ ": warning: " ~ w, info=True) }}
  {%- endfor -%}
  {%- if result['action'] != 'unchanged' -%}
    {{ log("tview " ~ relation ~ ": " ~ result['action'] ~ " (" ~ result['rows'] ~ " rows, view " ~ result['view'] ~ ")") }}
  {%- endif -%}
{%- endmacro %}
