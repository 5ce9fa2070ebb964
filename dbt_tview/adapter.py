"""The dbt adapter class of type ``tview``: a PostgresAdapter plus the tview operations.

Every `@available` method runs on dbt's own connection and inside dbt's transaction, so a model
build is one transaction: either all of it lands or none of it does.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Mapping
from typing import Any

from dbt.adapters.base.meta import available
from dbt.adapters.postgres import PostgresAdapter
from dbt_common.exceptions import DbtRuntimeError

from dbt_tview import api, locks, online, online_indexes, operations, prepare, runlog
from dbt_tview.analyzer import Analysis, TviewError
from dbt_tview.connections import TviewConnectionManager

# how dbt renders a ref or source under `--empty` (BaseRelation.render_limited)
_LIMITED = re.compile(
    r"\(select \* from (?P<rel>.+?) where false limit 0\)(?: _dbt_limit_subq_\w+)?"
)


def unlimited_sql(sql: str) -> str:
    """The model's SQL with dbt's `--empty` wrappers around refs and sources taken off."""
    return _LIMITED.sub(lambda m: m["rel"], sql)


def _key_and_unique(config: Mapping[str, Any]) -> tuple[Any, Any]:
    """The tview key (`key`, else dbt's `unique_key`) and `unique` (true for a unique_key)."""
    key = config.get("key")
    if key is None:
        key = config.get("unique_key")
    unique = config.get("unique")
    if unique is None and config.get("unique_key") is not None and config.get("key") is None:
        unique = True
    return key, unique


def _int_or_none(value: Any) -> int | None:
    """A var that dbt may hand over as a string (`--vars '{tview_lock_timeout: 500}'`)."""
    return None if value in (None, "") else int(value)


def _online_rows(value: Any) -> int | None:
    """The var tview_online_rows: rows from which a rebuild goes online (negative: never)."""
    n = online.DEFAULT_ONLINE_ROWS if value is None else int(value)
    return None if n < 0 else n


def _materialized(node: Mapping[str, Any]) -> Any:
    return (node.get("config") or {}).get("materialized")


class TviewAdapter(PostgresAdapter):
    ConnectionManager = TviewConnectionManager

    def _handle(self) -> Any:
        conn = self.connections.get_thread_connection()
        if not conn.transaction_open:
            self.connections.begin()
        return conn.handle

    def _outside_transaction(self) -> Any:
        """dbt's connection, its open transaction committed: for work that commits its own
        steps (online phases, CONCURRENTLY builds, one short transaction per relation)."""
        conn = self.connections.get_thread_connection()
        if conn.transaction_open:
            self.connections.commit()
        return conn

    def _recorder(self) -> runlog.Recorder:
        """dbt's connection, recording what runs on it; each statement is logged at debug
        level (logs/dbt.log) as dbt logs the SQL it runs itself."""
        from dbt.adapters.events.types import SQLQuery
        from dbt_common.events.contextvars import get_node_info
        from dbt_common.events.functions import fire_event

        conn = self.connections.get_thread_connection()
        handle = self._handle()

        def log(sql: str) -> None:
            fire_event(SQLQuery(conn_name=conn.name or "", sql=sql, node_info=get_node_info()))

        return runlog.Recorder(handle, log)

    @staticmethod
    def _outside(work: Callable[[], Any], failed: Callable[[str], str]) -> Any:
        """`work` (run outside dbt's transaction, committing its own steps): a TviewError as
        dbt's error, a database error as `failed(PostgreSQL's message)`."""
        try:
            return work()
        except TviewError as e:
            raise DbtRuntimeError(str(e)) from None
        except Exception as e:  # database errors: PostgreSQL's message
            raise DbtRuntimeError(failed((getattr(e, "pgerror", None) or str(e)).strip())) from None

    def _call(self, fn: Any, recorder: runlog.Recorder | None = None, **kwargs: Any) -> Any:
        handle = recorder if recorder is not None else self._recorder()
        try:
            return fn(handle, **kwargs)
        except TviewError as e:
            self.connections.rollback_if_open()
            raise DbtRuntimeError(str(e)) from None
        except Exception as e:  # database errors: keep PostgreSQL's message, roll back
            self.connections.rollback_if_open()
            msg = getattr(e, "pgerror", None) or str(e)
            raise DbtRuntimeError(f"tview: {msg.strip()}") from None

    @available
    def tview_install(
        self,
        relation: Any,
        sql: str,
        config: Mapping[str, Any],
        rank: int,
        full_refresh: bool,
        tview_schema: str,
        model_hash: str | None = None,
    ) -> dict[str, Any]:
        """Create or upgrade the tview; returns what happened (for the run log)."""
        key, unique = _key_and_unique(config)
        rec = self._recorder()
        res: api.InstallResult = self._call(
            api.install,
            recorder=rec,
            name=relation.identifier,
            schema=relation.schema,
            sql=sql,
            key=key,
            view_name=config.get("view_name"),
            rank=rank,
            full_refresh=full_refresh,
            unique=unique,
            tview_schema=tview_schema,
            model_hash=model_hash,
            # backfill: spark builds the first version on Spark (python -m spark_ext.backfill)
            populate=config.get("backfill") != "spark",
            fillfactor=config.get("fillfactor"),
            # (the project's vars: unset, nobody is granted and the default namespace is used)
            app_role=config.get("tview_app_role") or "",
            lock_namespace=config.get("tview_lock_namespace") or locks.DEFAULT_NAMESPACE,
            lock_timeout_ms=_int_or_none(config.get("lock_timeout")),
            lock_attempts=_int_or_none(config.get("lock_attempts")),
            trusted_schemas=config.get("trusted_schemas"),
            on_change=str(config.get("on_configuration_change") or "apply"),
            online_rows=_online_rows(config.get("online_rows")),
            # (the materialization builds a missing index of the config after the install)
            renews_indexes=True,
        )
        script = rec.script()
        known = set(res.analysis.warnings) if res.analysis is not None else set()
        return {
            "action": res.action,
            "rows": res.rows,
            "changed": res.changed,
            "warnings": self._warnings(res.analysis) + [w for w in res.warnings if w not in known],
            "view": res.view,
            "sql": self._run_sql(res.analysis, res.action, script),
            "online": res.online,
            # (online, to replace the relation of its name: the table built meanwhile, by its
            # identifier, which the materialization's indexes, grants and docs go to)
            "staged": online.staged_name(relation.identifier) if res.replaces else None,
        }

    @available
    def tview_prepare_key(
        self,
        relation: Any,
        sql: str,
        config: Mapping[str, Any],
        full_refresh: bool,
        tview_schema: str,
    ) -> str:
        """Before the install, outside dbt's transaction: the index of a changed key built
        CONCURRENTLY (dbt_tview.prepare); what was done, for the log."""
        conn = self._outside_transaction()
        key, unique = _key_and_unique(config)
        return self._outside(
            lambda: prepare.prepare_key(
                conn.handle,
                name=relation.identifier,
                schema=relation.schema,
                sql=sql,
                key=key,
                unique=unique,
                tview_schema=tview_schema,
                trusted_schemas=config.get("trusted_schemas"),
                on_change=str(config.get("on_configuration_change") or "apply"),
                full_refresh=full_refresh,
            ),
            lambda msg: f"tview {relation}: {msg}; nothing was changed",
        )

    @available
    def tview_finish_rebuild(self, relation: Any, tview_schema: str) -> str:
        """Complete an online rebuild that tview_install started and dbt committed: its phases
        commit one by one on dbt's connection (outside dbt's transaction)."""
        conn = self._outside_transaction()
        res = self._outside(
            lambda: online.finish(
                conn.handle,
                name=relation.identifier,
                schema=relation.schema,
                tview_schema=tview_schema,
            ),
            lambda msg: (
                f"tview online rebuild of {relation}: {msg}; the tview stays maintained "
                "and marked rebuilding: run dbt run again to finish it"
            ),
        )
        said = [*res.carried]
        if res.done:
            said.insert(
                0,
                f"online rebuild: {res.rows} rows in {res.batches} batches (longest "
                f"{res.longest_batch_s * 1000:.0f} ms; {res.inserted} inserted, {res.updated} "
                f"updated, {res.deleted} deleted), {res.replayed} captured keys replayed, final "
                f"transaction {res.final_s * 1000:.0f} ms",
            )
        return "; ".join(said)

    @available
    def tview_drop_retired(self, tview_schema: str) -> str:
        """After a swap that retired a tview's triggers: drop them, one relation per short
        transaction on dbt's connection (outside dbt's transaction; see drop_retired)."""
        conn = self._outside_transaction()
        cleared, busy = operations.drop_retired(conn.handle, tview_schema=tview_schema)
        out = f"retired triggers dropped from {cleared} relation(s)" if cleared else ""
        if busy:
            out += (
                f"{', ' if out else ''}{busy} relation(s) busy keep their retired triggers, "
                "which never fire: the next dbt run drops them"
            )
        return out

    def _warnings(self, analysis: Analysis | None) -> list[str]:
        """Every warning about the model (runlog.install_warnings), with the indexes its key
        derivations lack (the advice tview_explain gives)."""
        if analysis is None:
            return []
        advice: list[str] = []
        for rel in analysis.sources:
            text = ";\n".join(
                d.query.sql(dialect="postgres", pretty=True)
                for d in analysis.derivations
                if d.source == rel and d.query is not None
            )
            advice += self._call(api.index_advice, src={"sql": text})
        return runlog.install_warnings(analysis, sorted(set(advice)))

    @staticmethod
    def _run_sql(analysis: Analysis | None, action: str, script: str) -> str:
        """What target/run holds for the model: the analyzer's plan, then the SQL the
        operation ran."""
        plan = runlog.plan_text(analysis) if analysis is not None else ""
        head = f"-- tview: {action}"
        return "\n".join(filter(None, [head, plan, "", script or "-- (no statement changed)"]))

    @available
    def tview_validate(self, relation: Any, sql: str, config: Mapping[str, Any]) -> dict[str, Any]:
        """`dbt run --empty`: analyze the model against the catalog; build no tview.

        A tview's table holds its view's rows; built from empty inputs it would replace the
        read model (and its triggers) by an empty one. So the model is checked as `dbt run`
        would check it (sources, key, supported SQL) on its real inputs, and an existing
        relation is left alone. A missing one is created as an empty table of the model's
        columns, so that downstream models can be checked too; the next `dbt run` makes it
        the tview.
        """
        key, _ = _key_and_unique(config)
        real_sql = unlimited_sql(sql)
        rec = self._recorder()
        analysis, _ = self._call(
            api.analyze_model,
            recorder=rec,
            name=relation.identifier,
            sql=real_sql,
            key=key,
            trusted_schemas=config.get("trusted_schemas"),
        )
        action = "validated (--empty: nothing changed)"
        if self._call(
            api.create_empty_if_missing,
            recorder=rec,
            name=relation.identifier,
            schema=relation.schema,
            sql=real_sql,
        ):
            action = "created an empty table (--empty: dbt run installs the tview)"
        return {
            "action": action,
            "rows": 0,
            "changed": False,
            "warnings": self._warnings(analysis),
            "view": "",
            "sql": self._run_sql(analysis, action, rec.script()),
        }

    @available
    def tview_rank(self, graph: Mapping[str, Any], unique_id: str) -> int:
        """Depth of the model among tview models of the dbt graph (upstream first)."""
        nodes = graph.get("nodes", {})
        memo: dict[str, int] = {}

        def depth(uid: str, seen: frozenset[str]) -> int:
            if uid in memo:
                return memo[uid]
            node = nodes.get(uid)
            if node is None or uid in seen:
                return -1
            best = -1
            for dep in node.get("depends_on", {}).get("nodes", []):
                dn = nodes.get(dep)
                if dn and dn.get("config", {}).get("materialized") == "tview":
                    best = max(best, depth(dep, seen | {uid}))
            memo[uid] = best + 1
            return memo[uid]

        return depth(unique_id, frozenset())

    @available
    def tview_refresh(self, relation: Any, keys: Any, tview_schema: str) -> int:
        if isinstance(keys, str):
            keys = json.loads(keys)
        return self._call(
            api.refresh,
            name=relation.identifier,
            schema=relation.schema,
            keys=keys,
            tview_schema=tview_schema,
        )

    @available
    def tview_drop(self, relation: Any, tview_schema: str) -> None:
        self._call(
            api.drop, name=relation.identifier, schema=relation.schema, tview_schema=tview_schema
        )

    @available
    def tview_backfill(
        self, select: list[str], spark_target: str | None = None, force: bool = False
    ) -> None:
        """`dbt run-operation tview_backfill`: the Spark backfill of a selection, upstream first.

        Runs spark_ext.backfill in this process with dbt's own project, profiles, target and
        manifest, so it is one dbt command (`python -m spark_ext.backfill` is the same thing).
        """
        from dbt.flags import get_flags

        from spark_ext import SparkExtraMissing
        from spark_ext import backfill as spark_backfill

        flags = get_flags()
        project_dir = str(getattr(flags, "PROJECT_DIR", None) or ".")
        target_path = str(getattr(flags, "TARGET_PATH", None) or "target")
        if not os.path.isabs(target_path):
            target_path = os.path.join(project_dir, target_path)
        argv = [
            "--project-dir",
            project_dir,
            "--manifest",
            os.path.join(target_path, "manifest.json"),
        ]
        profiles_dir = getattr(flags, "PROFILES_DIR", None)
        if profiles_dir:
            argv += ["--profiles-dir", str(profiles_dir)]
        target_name = getattr(self.config, "target_name", None)
        if target_name:
            argv += ["--target", target_name]
        if spark_target:
            argv += ["--spark-target", spark_target]
        if force:
            argv.append("--force")
        argv += ["--select", *select]
        try:
            rc = spark_backfill.main(argv)
        except SparkExtraMissing as e:
            raise DbtRuntimeError(f"tview_backfill: {e}") from None
        if rc != 0:
            raise DbtRuntimeError(f"tview_backfill failed for {' '.join(select)} (see log above)")

    @available
    def tview_detach(self, relation: Any, tview_schema: str) -> bool:
        """Remove tview maintenance from a table that stops being a tview (keeps the table)."""
        return self._call(
            api.detach, name=relation.identifier, schema=relation.schema, tview_schema=tview_schema
        )

    @available
    def tview_detach_dependents(self, relation: Any, tview_schema: str) -> list[str]:
        """Before dbt drops `relation`: detach the other tviews that read it (see
        api.detach_dependents); returns their names."""
        return self._call(
            api.detach_dependents,
            name=relation.identifier,
            schema=relation.schema,
            tview_schema=tview_schema,
        )

    @available
    def tview_index_changes(self, relation: Any, indexes: Any) -> dict[str, list]:
        """The model's `indexes` against the table's: configs to create, names to drop."""
        existing = self._call(api.table_indexes, schema=relation.schema, name=relation.identifier)
        key_index = f"{relation.identifier}_tview_key"[:63]
        return api.index_changes(list(indexes or []), existing, key_index)

    @available
    def tview_apply_indexes_online(self, relation: Any, indexes: Any) -> str:
        """After the install committed, on a table that served before this run: the model's
        `indexes` reconciled CONCURRENTLY, outside dbt's transaction (dbt_tview.online_indexes);
        what was done, for the log."""
        plan = self.tview_index_changes(relation, indexes)
        builds = []
        for index_dict in plan["create"]:
            config = self.parse_index(index_dict)
            builds.append(
                online_indexes.IndexBuild(
                    name=config.render(relation),  # (dbt-postgres's name for it)
                    columns=tuple(config.columns),
                    unique=bool(config.unique),
                    method=config.type or None,
                )
            )
        conn = self._outside_transaction()  # (tview_index_changes read in a transaction)
        return self._outside(
            lambda: online_indexes.apply(
                conn.handle,
                schema=relation.schema,
                table=relation.identifier,
                builds=builds,
                drops=plan["drop"],
            ),
            lambda msg: (
                f"tview {relation}: {msg}; the tview is installed, its `indexes` config "
                "is not applied in full: run dbt run again"
            ),
        )

    @available
    def tview_orphans(self, graph: Mapping[str, Any], tview_schema: str) -> list[dict[str, str]]:
        """The tviews in the catalog that no model of the project defines (retired models),
        downstream first: schema, name, and `relation` (schema.name, for messages)."""
        models = [
            (n.get("schema"), n.get("alias") or n.get("name"), _materialized(n) == "tview")
            for n in graph.get("nodes", {}).values()
            if n.get("resource_type") == "model"
        ]
        catalog = self._call(api.catalog_tviews, tview_schema=tview_schema)
        return [
            {"schema": s, "name": n, "relation": f"{s}.{n}"}
            for s, n in api.orphans(catalog, models)
        ]

    @available
    def tview_warn_orphans_once(
        self, graph: Mapping[str, Any], tview_schema: str
    ) -> list[dict[str, str]]:
        """tview_orphans, the first time a run asks (each tview model's build asks)."""
        if getattr(self, "_tview_orphans_checked", False):
            return []
        self._tview_orphans_checked = True
        return self.tview_orphans(graph, tview_schema)

    @available
    def tview_explain(self, relation: Any, tview_schema: str) -> str:
        return self._call(
            api.explain_text,
            name=relation.identifier,
            schema=relation.schema,
            tview_schema=tview_schema,
        )

    @available
    def tview_status(self, tview_schema: str, check_keys: bool = True) -> dict[str, Any]:
        """The status table as text, and how many tviews are not healthy."""
        rows = self._call(api.status_rows, tview_schema=tview_schema, check_keys=check_keys)
        bad = [r["tview"] for r in rows if r["health"] != "ok"]
        return {"text": api.format_table(rows), "unhealthy": bad}

    @available
    def tview_compared_columns(self, view: Any) -> list[str]:
        """The select list tview_consistent compares (json, xml, point... as text)."""
        return self._call(api.compared_columns, schema=view.schema, view=view.identifier)

    @available
    def tview_view_name(self, relation: Any, tview_schema: str) -> str | None:
        """The v_ view of a tview table, from the catalog (None if not a tview)."""
        return self._call(
            api.view_name,
            name=relation.identifier,
            schema=relation.schema,
            tview_schema=tview_schema,
        )
