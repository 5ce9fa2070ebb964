"""Which implementation the oracle drives: the core (default) or the reference."""

from __future__ import annotations

import inspect
import os


def get_api():
    if os.environ.get("TVIEW_ORACLE_API", "core") == "reference":
        from . import reference

        return reference
    from dbt_tview import api

    return api


def install(api, conn, shape, schema="public", declare_unique=False):
    """Install one shape through ``api.install`` (passes ``rank`` when supported)."""
    kw = dict(name=shape.tview, sql=shape.sql, key=shape.key, schema=schema)
    try:
        params = inspect.signature(api.install).parameters
    except (TypeError, ValueError):
        params = {}
    if "rank" in params:
        kw["rank"] = shape.rank
    # TVIEW_ORACLE_DECLARE_UNIQUE=1 passes unique=False for non-unique keys instead of
    # relying on the default detection (a way to look past a known detection bug)
    declare = declare_unique or os.environ.get("TVIEW_ORACLE_DECLARE_UNIQUE", "") not in ("", "0")
    if declare and "unique" in params and not shape.unique:
        kw["unique"] = False
    return api.install(conn, **kw)
