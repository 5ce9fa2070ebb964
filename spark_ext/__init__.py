"""Spark backfills for dbt-tview (see docs/spark.md).

``spark_ext.backfill.backfill(dsn, Tview(...), spark)`` rebuilds one tview online through Spark;
``python -m spark_ext.backfill --select ...`` does it for a dbt selection in graph order.
"""

import importlib.util

__all__ = ["SparkExtraMissing", "backfill", "pgio", "require_spark", "session", "translate"]

# what a Spark backfill imports; `pip install 'dbt-tview[spark]'` brings them
SPARK_MODULES = ("pyspark", "pyarrow", "pandas")


class SparkExtraMissing(ImportError):
    """A Spark operation ran where the [spark] extra is not installed."""


def _importable(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ImportError:  # (a broken or blocked installation)
        return False


def require_spark(what: str = "the Spark backfill") -> None:
    """Fail with what to install when a Spark module is missing (checked without importing)."""
    missing = [m for m in SPARK_MODULES if not _importable(m)]
    if missing:
        raise SparkExtraMissing(
            f"{what} needs {', '.join(missing)}, which dbt-tview installs only with its spark "
            "extra: pip install 'dbt-tview[spark]'. (Models with config backfill: postgres, "
            "and dbt run itself, need none of them.)"
        )
