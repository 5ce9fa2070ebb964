{#- dbt run-operation entry points: tview_refresh, tview_refresh_all, tview_status,
    tview_explain, tview_drop, tview_drop_orphans, tview_drop_retired; tview_warn_orphans (also for on-run-end). -#}

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

{% macro tview_status(fail=true, check_keys=true) -%}
  {#- Every tview: key, strategy, rank, rows, sources, health (missing or recreated sources),
      this session's flush statistics and backfill progress. Fails (non-zero exit) when any
      tview needs attention, after printing the table; `--args '{fail: false}'` only reports.
      A unique key is checked for duplicates in the view, which reads each such view in full:
      `--args '{check_keys: false}'` skips that. -#}
  {%- set st = adapter.tview_status(tview_schema(), check_keys) -%}
  {{ print(st['text']) }}
  {%- if st['unhealthy'] | length > 0 -%}
    {%- set msg = "tview_status: " ~ (st['unhealthy'] | length) ~ " tview(s) need attention: " ~ (st['unhealthy'] | join(', ')) -%}
    {%- if fail -%}
      {{ exceptions.raise_compiler_error(msg ~ " (their health column says why and what to do)") }}
    {%- else -%}
      {{ log(msg, info=True) }}
    {%- endif -%}
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

{% macro tview_named(name) -%}
  {#- A tview by model name, else by relation name ('schema.table', or 'table' in the target's
      schema): a retired model's tview is no longer in the dbt graph. -#}
  {%- for node in graph.nodes.values() -%}
    {%- if node.resource_type == 'model' and node.name == name -%}
      {{ return(tview_relation(name)) }}
    {%- endif -%}
  {%- endfor -%}
  {%- set parts = name.split('.') -%}
  {%- if parts | length > 2 -%}
    {{ exceptions.raise_compiler_error("tview: '" ~ name ~ "' is neither a model of this project nor a relation name (schema.table or table)") }}
  {%- endif -%}
  {%- set schema = parts[0] if parts | length == 2 else target.schema -%}
  {{ return(api.Relation.create(database=target.database, schema=schema, identifier=parts[-1], type='table')) }}
{%- endmacro %}

{% macro tview_drop(model) -%}
  {#- `--args '{model: tv_post}'`, or a relation name: `{model: analytics.tv_post}` -#}
  {%- set rel = tview_named(model) -%}
  {%- do adapter.tview_drop(rel, tview_schema()) -%}
  {%- do adapter.commit() -%}
  {#- (its triggers, retired by the drop, go one relation per short transaction) -#}
  {%- set retired = adapter.tview_drop_retired(tview_schema()) -%}
  {{ log("tview_drop: " ~ rel ~ " removed (triggers, functions, catalog, view, table)" ~ ("; " ~ retired if retired else ""), info=True) }}
{%- endmacro %}

{% macro tview_drop_retired() -%}
  {#- The triggers a swap or a detach retired (they never fire), dropped one relation per short
      transaction where the relation is free a moment; every tview model's run does it too -#}
  {%- set retired = adapter.tview_drop_retired(tview_schema()) -%}
  {{ log("tview_drop_retired: " ~ (retired or "no retired trigger to drop"), info=True) }}
{%- endmacro %}

{% macro tview_orphan_message(tv) -%}
  {{ return("tview " ~ tv.relation ~ ": in the catalog, but no model of this project defines it (a retired model?); its triggers still maintain it on every write to its sources. Drop it: dbt run-operation tview_drop --args '{model: " ~ tv.relation ~ "}' (or every such tview: tview_drop_orphans --args '{dry_run: false}')") }}
{%- endmacro %}

{% macro tview_warn_orphans() -%}
  {#- Warns (a dbt warning: --warn-error fails on it) about each tview no model defines. Each
      `dbt run` that builds a tview model does it once; add `on-run-end: "{{ tview_warn_orphans() }}"`
      to dbt_project.yml to check on every run. -#}
  {%- if execute -%}
    {%- for tv in adapter.tview_orphans(graph, tview_schema()) -%}
      {%- do exceptions.warn(tview_orphan_message(tv)) -%}
    {%- endfor -%}
  {%- endif -%}
  {{ return('') }}
{%- endmacro %}

{% macro tview_drop_orphans(dry_run=true) -%}
  {#- Every tview no model of the project defines, downstream first: listed (dry run), or
      dropped with `--args '{dry_run: false}'`, all in one transaction (one refused drop, for a
      view that still reads it, changes nothing). -#}
  {%- set orphans = adapter.tview_orphans(graph, tview_schema()) -%}
  {%- if orphans | length == 0 -%}
    {{ log("tview_drop_orphans: every tview in the catalog is defined by a model", info=True) }}
  {%- endif -%}
  {%- for tv in orphans -%}
    {%- if dry_run -%}
      {{ log("tview_drop_orphans: would drop " ~ tv.relation ~ " (dry run: --args '{dry_run: false}' drops)", info=True) }}
    {%- else -%}
      {%- do adapter.tview_drop(api.Relation.create(database=target.database, schema=tv.schema, identifier=tv.name, type='table'), tview_schema()) -%}
      {{ log("tview_drop_orphans: dropped " ~ tv.relation, info=True) }}
    {%- endif -%}
  {%- endfor -%}
  {%- if not dry_run -%}
    {%- do adapter.commit() -%}
    {%- set retired = adapter.tview_drop_retired(tview_schema()) -%}
    {%- if retired -%}{{ log("tview_drop_orphans: " ~ retired, info=True) }}{%- endif -%}
  {%- endif -%}
{%- endmacro %}
