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
  {#- a changed key of a tview that objects depend on: its index built CONCURRENTLY first,
      outside the install's transaction (writers go on), then renamed into place -#}
  {%- if not flags.EMPTY -%}
    {%- set prepared = adapter.tview_prepare_key(target_relation, sql, tview_config(), should_full_refresh(), tview_schema()) -%}
    {%- if prepared -%}{{ log("tview " ~ target_relation ~ ": " ~ prepared, info=True) }}{%- endif -%}
  {%- endif -%}
  {{ run_hooks(pre_hooks, inside_transaction=True) }}

  {%- do tview_assert_contract(sql) -%}
  {#- once per run: tviews in the catalog that no model defines (retired models) -#}
  {%- for tv in adapter.tview_warn_orphans_once(graph, tview_schema()) -%}
    {%- do exceptions.warn(tview_orphan_message(tv)) -%}
  {%- endfor -%}
  {%- set indexes_after_commit = false -%}
  {%- if flags.EMPTY -%}
    {%- set result = tview_validate(target_relation, sql) -%}
  {%- else -%}
    {%- set index_plan = tview_plan_indexes(target_relation) -%}
    {%- set served = load_cached_relation(target_relation) is not none -%}
    {%- set result = tview_build(target_relation, sql) -%}
    {#- a table that serves gets its indexes CONCURRENTLY after the commit, below: built in
        this transaction, an index holds every writer of its sources for the whole build -#}
    {%- set indexes_after_commit = served and index_plan is not none and not result.get('staged') -%}
  {%- endif -%}
  {%- do tview_log_result(target_relation, result) -%}
  {#- target/run/<model>.sql: the analyzer's plan and the SQL the install ran -#}
  {% call noop_statement('main', result['action'] ~ ' ' ~ result['rows'], 'TVIEW', result['rows']) -%}
    {{ result['sql'] }}
  {%- endcall %}

  {%- if not flags.EMPTY -%}
    {%- set built_relation = target_relation -%}
    {%- if result.get('staged') -%}
      {#- built online under another name while the relation of its own name serves: the
          table takes indexes, grants and docs with it when the swap renames it -#}
      {%- set built_relation = target_relation.incorporate(path={'identifier': result['staged']}) -%}
      {%- set index_plan = tview_plan_indexes(built_relation) -%}
    {%- endif -%}
    {%- if not indexes_after_commit -%}
      {%- do tview_apply_indexes(built_relation, index_plan) -%}
    {%- endif -%}
    {%- do apply_grants(built_relation, grant_config, should_revoke=should_revoke(built_relation, full_refresh_mode=True)) -%}
    {%- do persist_docs(built_relation, model) -%}
  {%- endif -%}

  {{ run_hooks(post_hooks, inside_transaction=True) }}
  {{ adapter.commit() }}
  {#- an online rebuild, started by the committed install: built and swapped in batches -#}
  {%- if result.get('online') -%}
    {{ log("tview " ~ target_relation ~ ": " ~ adapter.tview_finish_rebuild(target_relation, tview_schema()), info=True) }}
    {%- if result.get('staged') -%}
      {#- complete: the same install now swaps the table in for the old relation, in one
          short transaction -#}
      {%- set swapped = tview_build(target_relation, sql) -%}
      {{ adapter.commit() }}
      {{ log("tview " ~ target_relation ~ ": " ~ swapped['action'], info=True) }}
    {%- endif -%}
  {%- endif -%}
  {%- if indexes_after_commit -%}
    {%- set indexed = adapter.tview_apply_indexes_online(target_relation, config.get('indexes', [])) -%}
    {%- if indexed -%}{{ log("tview " ~ target_relation ~ ": " ~ indexed, info=True) }}{%- endif -%}
  {%- endif -%}
  {#- the triggers a swap left on the sources, retired (never firing): dropped one relation
      per short transaction, where the relation is free a moment -#}
  {%- set retired = adapter.tview_drop_retired(tview_schema()) -%}
  {%- if retired -%}{{ log("tview " ~ target_relation ~ ": " ~ retired, info=True) }}{%- endif -%}
  {{ run_hooks(post_hooks, inside_transaction=False) }}

  {{ return({'relations': [target_relation]}) }}
{% endmaterialization %}
