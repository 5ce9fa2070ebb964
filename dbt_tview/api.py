"""Install, refresh, check and drop tviews on a DB-API connection: the public functions.

This is the single executor of the generated SQL: the dbt materialization calls it through the
adapter (on dbt's own connection and transaction), tests and benchmarks call it directly.
Functions never commit: the caller owns the transaction, so a failure leaves everything as it was.
The functions live in modules by concern (db, runtime, catalog, locking, render, install,
operations, explain); this module names the ones callers use.
"""

from __future__ import annotations

from dbt_tview.analyzer import Relation, TviewError
from dbt_tview.catalog import analyze_model, catalog_tviews, default_view_name, entity_of, view_name
from dbt_tview.db import DEFAULT_TVIEW_SCHEMA
from dbt_tview.explain import explain, explain_text, index_advice
from dbt_tview.install import (
    BODY_QUOTE,
    DEFAULT_FILLFACTOR,
    InstallResult,
    create_empty_if_missing,
    index_changes,
    install,
    table_indexes,
)
from dbt_tview.locking import LockUnavailable, take_locks
from dbt_tview.locks import DEFAULT_LOCK_ATTEMPTS, DEFAULT_LOCK_TIMEOUT_MS
from dbt_tview.operations import (
    DETACHED,
    compared_columns,
    detach,
    detach_dependents,
    diff,
    drop,
    drop_retired,
    duplicate_keys,
    format_table,
    orphans,
    refresh,
    status_rows,
)
from dbt_tview.prepare import prepare_key
from dbt_tview.runtime import ENTRY_POINTS, ensure_runtime, lock_namespace_of

__all__ = [
    "BODY_QUOTE",
    "DEFAULT_FILLFACTOR",
    "DEFAULT_LOCK_ATTEMPTS",
    "DEFAULT_LOCK_TIMEOUT_MS",
    "DEFAULT_TVIEW_SCHEMA",
    "DETACHED",
    "ENTRY_POINTS",
    "InstallResult",
    "LockUnavailable",
    "Relation",
    "TviewError",
    "analyze_model",
    "catalog_tviews",
    "compared_columns",
    "create_empty_if_missing",
    "default_view_name",
    "detach",
    "detach_dependents",
    "diff",
    "drop",
    "drop_retired",
    "duplicate_keys",
    "ensure_runtime",
    "entity_of",
    "explain",
    "explain_text",
    "format_table",
    "index_advice",
    "index_changes",
    "install",
    "lock_namespace_of",
    "orphans",
    "prepare_key",
    "refresh",
    "status_rows",
    "table_indexes",
    "take_locks",
    "view_name",
]
