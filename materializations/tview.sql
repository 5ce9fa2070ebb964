{#-
  materialized='tview': a v_<entity> view (the definition), the model's table (the read model),
  delta triggers on every source and a commit-time flush. All the work happens in one
  transaction through the adapter (Python analyzer + generated SQL): a failure leaves the
  previous tview and its triggers untouched.
-#}
{% materialization tview, default %}
  {%- do tview_require_adapter() -%}
  {%- set target_relation = this.incorporate(type='table') -%}
  {%- set grant_config = config.get('grants') -%}

  {{ run_hooks(pre_hooks, inside_transaction=False) }}
  {{ run_hooks(pre_hooks, inside_transaction=True) }}

  {%- do tview_assert_contract(sql) -%}
  {%- if flags.EMPTY -%}
    {%- set result = tview_validate(target_relation, sql) -%}
  {%- else -%}
    {%- set result = tview_build(target_relation, sql) -%}
  {%- endif -%}
  {%- do tview_log_result(target_relation, result) -%}
  {% call noop_statement('main', result['action'] ~ ' ' ~ result['rows'], 'TVIEW', result['rows']) %}{% endcall %}

  {%- if not flags.EMPTY -%}
    {%- do create_indexes(target_relation) -%}
    {%- do apply_grants(target_relation, grant_config, should_revoke=should_revoke(target_relation, full_refresh_mode=True)) -%}
    {%- do persist_docs(target_relation, model) -%}
  {%- endif -%}

  {{ run_hooks(post_hooks, inside_transaction=True) }}
  {{ adapter.commit() }}
  {{ run_hooks(post_hooks, inside_transaction=False) }}

  {{ return({'relations': [target_relation]}) }}
{% endmaterialization %}
