"""The DB-API connection as the package uses it: run SQL, read a SQLSTATE, see the transaction."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

DEFAULT_TVIEW_SCHEMA = "tview"


class _Db:
    """Thin cursor wrapper so the rest of the package reads as SQL."""

    def __init__(self, conn: Any) -> None:
        self.conn = conn
        self.last_sql = ""
        self.locking: tuple[str, str] | None = None  # (relation, mode) being locked

    def run(self, sql: str, params: Sequence[Any] | None = None) -> list[tuple]:
        self.last_sql = sql
        with self.conn.cursor() as cur:
            cur.execute(sql, params)
            return cur.fetchall() if cur.description else []

    def run_all(self, statements: Sequence[tuple[str, Sequence[Any] | None]]) -> None:
        """Run `statements` (each with its parameters, or None) in order, in one round trip
        when the driver binds parameters on the client (psycopg2's mogrify), else one by one.
        For the writes an install makes under its sources' locks: each round trip there is
        time the application's writers wait."""
        with self.conn.cursor() as cur:
            if not hasattr(cur, "mogrify"):
                for sql, params in statements:
                    self.last_sql = sql
                    cur.execute(sql, params)
                return
            if statements:
                encoding = _python_encoding(self.conn)
                text = ";\n".join(
                    cur.mogrify(sql, params).decode(encoding) for sql, params in statements
                )
                self.last_sql = text
                cur.execute(text)

    def one(self, sql: str, params: Sequence[Any] | None = None) -> tuple | None:
        rows = self.run(sql, params)
        return rows[0] if rows else None

    def value(self, sql: str, params: Sequence[Any] | None = None) -> Any:
        row = self.one(sql, params)
        return row[0] if row else None


def _python_encoding(conn: Any) -> str:
    """The Python codec of the connection's client encoding (psycopg2 names the server's)."""
    try:
        from psycopg2.extensions import encodings  # noqa: PLC0415  (psycopg2 alone has it)
    except ImportError:
        return "utf-8"
    return str(encodings.get(getattr(conn, "encoding", "UTF8"), "utf-8"))


def _sqlstate(exc: BaseException) -> str | None:
    return getattr(exc, "pgcode", None)


def _outside_transaction(db: _Db) -> bool:
    """Whether the server commits each statement: autocommit, or a driver that began and
    committed by SQL (dbt's run-operation) and so no longer opens a transaction itself."""
    if getattr(db.conn, "autocommit", False):
        return True
    status = getattr(db.conn, "get_transaction_status", None)
    db.run("SELECT 1")  # (opens the caller's transaction where the driver does that)
    return status is not None and status() == 0  # (libpq's PQTRANS_IDLE)
