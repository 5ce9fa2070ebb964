"""Connection layer of the ``tview`` adapter: dbt-postgres with its own type name."""

from dataclasses import dataclass

from dbt.adapters.postgres.connections import PostgresConnectionManager, PostgresCredentials


@dataclass
class TviewCredentials(PostgresCredentials):
    """Every dbt-postgres profile field works unchanged; only the type differs."""

    @property
    def type(self) -> str:
        return "tview"


class TviewConnectionManager(PostgresConnectionManager):
    TYPE = "tview"
