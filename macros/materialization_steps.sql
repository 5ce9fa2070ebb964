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

{#- `contract: {enforced: true}`: the model's columns and types must be those of its YAML, as
    for a view (dbt checks them before anything is built). Constraints are not enforced: dbt
    warns at parse time that a tview materialization ignores them. -#}
{% macro tview_assert_contract(sql) -%}
  {{ return(adapter.dispatch('tview_assert_contract')(sql)) }}
{%- endmacro %}

{% macro default__tview_assert_contract(sql) -%}
  {%- set contract_config = config.get('contract') -%}
  {%- if contract_config and contract_config.enforced -%}
    {%- do get_assert_columns_equivalent(sql) -%}
  {%- endif -%}
{%- endmacro %}

{% macro tview_build(relation, sql) -%}
  {{ return(adapter.dispatch('tview_build')(relation, sql)) }}
{%- endmacro %}

{#- `dbt run --empty`: refs and sources render as empty subqueries; a tview built from them
    would replace the read model by an empty one, so the model is only validated -#}
{% macro tview_validate(relation, sql) -%}
  {{ return(adapter.dispatch('tview_validate')(relation, sql)) }}
{%- endmacro %}

{% macro default__tview_validate(relation, sql) -%}
  {{ return(adapter.tview_validate(relation, sql, tview_config())) }}
{%- endmacro %}

{#- The model configs the adapter reads (key, uniqueness, names, backfill, fill, trusted
    schemas), and the
    project's vars: the role granted the runtime's entry points (none when unset), the high
    bits of its advisory locks (docs/security.md), and the bounds of the install's lock waits
    (ms per lock, attempts). -#}
{% macro tview_config() -%}
  {{ return({
      'on_configuration_change': config.get('on_configuration_change', 'apply'),
      'key': config.get('key'),
      'unique_key': config.get('unique_key'),
      'unique': config.get('unique'),
      'view_name': config.get('view_name'),
      'backfill': config.get('backfill'),
      'fillfactor': config.get('fillfactor'),
      'tview_app_role': var('tview_app_role', none),
      'tview_lock_namespace': var('tview_lock_namespace', none),
      'lock_timeout': var('tview_lock_timeout', none),
      'lock_attempts': var('tview_lock_attempts', none),
      'online_rows': var('tview_online_rows', none),
      'trusted_schemas': config.get('trusted_schemas'),
  }) }}
{%- endmacro %}

{% macro default__tview_build(relation, sql) -%}
  {%- set rank = adapter.tview_rank(graph, model.unique_id) -%}
  {{ return(adapter.tview_install(relation, sql, tview_config(), rank, should_full_refresh(), tview_schema(), tview_model_hash(model))) }}
{%- endmacro %}

{% macro tview_model_hash(node) -%}
  {#- What tview_healthy compares: the model's code and the configs that shape the tview. -#}
  {{ return(local_md5(node.raw_code ~ '|' ~ node.config.get('key') ~ '|' ~ node.config.get('unique_key') ~ '|' ~ node.config.get('view_name'))) }}
{%- endmacro %}

{#- The model's `indexes` on an existing tview: indexes dbt made for configs no longer there
    go, missing ones are created (an unchanged config changes nothing). on_configuration_change
    'fail' refuses a difference before anything is built, 'continue' keeps the table's indexes
    (with a warning); a new table or --full-refresh always gets the config's. Returns the plan
    to apply after the build (none: nothing to do). -#}
{% macro tview_plan_indexes(relation) -%}
  {%- set on_change = config.get('on_configuration_change', 'apply') -%}
  {%- set plan = adapter.tview_index_changes(relation, config.get('indexes', [])) -%}
  {%- set differs = plan['create'] | length > 0 or plan['drop'] | length > 0 -%}
  {%- set existed = load_cached_relation(relation) is not none -%}
  {%- if differs and existed and not should_full_refresh() and on_change != 'apply' -%}
    {%- set what = "indexes: create " ~ (plan['create'] | length) ~ ", drop " ~ (plan['drop'] | length) -%}
    {%- if on_change == 'fail' -%}
      {{ exceptions.raise_compiler_error("tview model '" ~ model.name ~ "': configuration changes were identified (" ~ what ~ ") and on_configuration_change is 'fail', so nothing was changed. Set it to 'apply' (the default), or run dbt run --full-refresh") }}
    {%- endif -%}
    {%- do exceptions.warn("tview " ~ relation.schema ~ "." ~ relation.identifier ~ ": configuration changes were identified (" ~ what ~ ") and on_configuration_change is 'continue': the table's indexes are kept") -%}
    {{ return(none) }}
  {%- endif -%}
  {{ return(plan) }}
{%- endmacro %}

{% macro tview_apply_indexes(relation, plan) -%}
  {%- if plan is not none -%}
    {%- for name in plan['drop'] -%}
      {%- call statement('tview_drop_index') -%}
        drop index if exists {{ adapter.quote(relation.schema) }}.{{ adapter.quote(name) }}
      {%- endcall -%}
    {%- endfor -%}
    {%- for index_dict in plan['create'] -%}
      {%- call statement('tview_create_index') -%}
        {{ get_create_index_sql(relation, index_dict) }}
      {%- endcall -%}
    {%- endfor -%}
  {%- endif -%}
{%- endmacro %}

{#- Warnings go through dbt's event system (JinjaLogWarning), so `--warn-error` and
    `--warn-error-options` turn them into errors; the materialization has not committed yet, so
    such an error leaves the previous tview as it was. -#}
{% macro tview_log_result(relation, result) -%}
  {%- set name = relation.schema ~ '.' ~ relation.identifier -%}
  {%- for w in result['warnings'] -%}
    {%- do exceptions.warn("tview " ~ name ~ ": " ~ w) -%}
  {%- endfor -%}
  {%- if result['action'] != 'unchanged' -%}
    {{ log("tview " ~ name ~ ": " ~ result['action'] ~ " (" ~ result['rows'] ~ " rows, view " ~ result['view'] ~ ")") }}
  {%- endif -%}
{%- endmacro %}

{#- A model that stops being a tview (switched to table/view, or replaced by dbt) takes its
    maintenance with it: dbt drops or renames the old relation through these macros. -#}
{% macro tview__drop_relation(relation) -%}
  {%- do tview_detach(relation) -%}
  {#- dbt drops with CASCADE, which takes the views of the tviews that read the relation: take
      their maintenance off first, or every write to their other sources would fail -#}
  {%- if relation.type in ('table', none) -%}
    {%- for tv in adapter.tview_detach_dependents(relation, tview_schema()) -%}
      {#- (a log line, not a warning: --warn-error must not stop the drop half-way) -#}
      {{ log("tview " ~ tv ~ ": detached, because " ~ relation.schema ~ "." ~ relation.identifier ~ " it reads is dropped; dbt run installs it again", info=True) }}
    {%- endfor -%}
  {%- endif -%}
  {{ return(default__drop_relation(relation)) }}
{%- endmacro %}

{% macro tview__rename_relation(from_relation, to_relation) -%}
  {%- do tview_detach(from_relation) -%}
  {{ return(default__rename_relation(from_relation, to_relation)) }}
{%- endmacro %}

{% macro tview_detach(relation) -%}
  {%- if relation.type in ('table', none) -%}
    {%- do adapter.tview_detach(relation, tview_schema()) -%}
  {%- endif -%}
{%- endmacro %}
