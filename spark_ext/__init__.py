"""Spark backfills for dbt-tview (see docs/spark.md).

``spark_ext.backfill.backfill(dsn, Tview(...), spark)`` rebuilds one tview online through Spark;
``python -m spark_ext.backfill --select ...`` does it for a dbt selection in graph order.
"""

__all__ = ["backfill", "pgio", "session", "translate"]
