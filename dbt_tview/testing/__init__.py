"""Test support: throw-away PostgreSQL servers (:mod:`dbt_tview.testing.pg`)."""
