"""dbt-tview benchmark suite: ``python -m bench.run --help``."""
