"""The three variants measured side by side: plain DML, tview, pg_ivm (when available).

Each variant lives in its own database holding the same data; a variant knows how to put a
maintained view on top of it. Plugging in the tview is the single call in
:meth:`TviewVariant.install`.
"""

from __future__ import annotations

import psycopg2


def tview_api():
    """The core API module, or None where dbt_tview is not importable (plain DML and the
    baselines are then measured alone)."""
    try:
        from dbt_tview import api
    except ImportError:
        return None
    return api


def has_pg_ivm(conn) -> bool:
    with conn.cursor() as cur:
        cur.execute("SELECT 1 FROM pg_available_extensions WHERE name = 'pg_ivm'")
        found = cur.fetchone() is not None
    conn.rollback()
    return found


class Variant:
    name = "plain"
    maintained = False

    def __init__(self, server, dbname: str):
        self.server = server
        self.dbname = dbname
        self.params = server.params(dbname)
        self.conn = None
        self.installed: set[str] = set()

    def connect(self, autocommit: bool = False):
        conn = psycopg2.connect(**self.params)
        conn.autocommit = autocommit
        return conn

    def open(self):
        if self.conn is None or self.conn.closed:
            self.conn = self.connect()
        return self.conn

    def close(self):
        if self.conn is not None and not self.conn.closed:
            self.conn.close()
        self.conn = None

    # a maintained view over the current data; no-op for plain DML
    def install(self, name: str, sql: str, key: list[str], rank: int | None = None) -> None:
        return None

    def drop(self, name: str) -> None:
        return None


class TviewVariant(Variant):
    name = "tview"
    maintained = True

    def install(self, name, sql, key, rank=None):
        self.installed.add(name)
        api = tview_api()
        conn = self.open()
        api.ensure_runtime(conn)
        kwargs = {"rank": rank} if rank is not None else {}
        api.install(conn, name=name, sql=sql, key=key, schema="public", **kwargs)
        conn.commit()

    def drop(self, name):
        if name not in self.installed:
            return
        self.installed.discard(name)
        api = tview_api()
        conn = self.open()
        api.drop(conn, name=name, schema="public")
        conn.commit()


class IvmVariant(Variant):
    name = "ivm"
    maintained = True

    def install(self, name, sql, key, rank=None):
        self.installed.add(name)
        conn = self.open()
        with conn.cursor() as cur:
            cur.execute("CREATE EXTENSION IF NOT EXISTS pg_ivm")
            conn.commit()
            # pg_ivm >= 1.10 keeps its functions in schema pgivm
            cur.execute(
                "SELECT n.nspname FROM pg_proc p JOIN pg_namespace n "
                "ON n.oid = p.pronamespace WHERE p.proname = 'create_immv' LIMIT 1"
            )
            row = cur.fetchone()
            schema = row[0] if row else "pg_catalog"
            cur.execute(f'SELECT "{schema}".create_immv(%s, %s)', (name, sql))
        conn.commit()

    def drop(self, name):
        self.installed.discard(name)
        conn = self.open()
        with conn.cursor() as cur:
            cur.execute(f'DROP TABLE IF EXISTS "{name}"')
        conn.commit()
