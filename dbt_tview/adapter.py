"""The dbt adapter class of type ``tview`` (a PostgresAdapter)."""

from dbt.adapters.postgres import PostgresAdapter

from dbt_tview.connections import TviewConnectionManager


class TviewAdapter(PostgresAdapter):
    ConnectionManager = TviewConnectionManager
