"""dbt-tview: incrementally maintained PostgreSQL read models (tviews) for dbt.

Keep this module light: it must not import dbt (``import dbt_tview.analyzer`` stays fast).
The dbt plugin lives in :mod:`dbt_tview.plugin` and is exposed as ``dbt.adapters.tview.Plugin``.
"""

# The package version (semantic versioning, see CHANGELOG.md); the schema version of the
# `tview` catalog is dbt_tview.migrations.SCHEMA_VERSION.
__version__ = "0.2.0"
