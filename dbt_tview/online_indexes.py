"""After an install committed, on a table that serves: the model's `indexes` config applied with
CREATE INDEX CONCURRENTLY and DROP INDEX CONCURRENTLY, outside a transaction.

Inside the install's transaction a CREATE INDEX holds SHARE on the table for the whole build:
every flush that writes the table, and so every application transaction that writes one of its
sources, waits until the index is built (seconds at a few million rows). A CONCURRENTLY build
takes SHARE UPDATE EXCLUSIVE, which no writer conflicts with. A build that fails (a unique
index the rows repeat, say) leaves an invalid index behind, which is dropped before the error
is raised: the tview stays installed and maintained, without that index, and the next run
tries again.

A new table, or one built aside and swapped in, still gets its indexes in the install's
transaction: nothing reads or writes it yet.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from dbt_tview import online
from dbt_tview.analyzer import TviewError
from dbt_tview.quoting import qname, quote_ident


@dataclass(frozen=True)
class IndexBuild:
    """One index of the `indexes` config to build: dbt's name for it, and its config's parts
    as dbt-postgres renders them (columns and method are the config's SQL, as dbt's own
    CREATE INDEX takes them)."""

    name: str
    columns: tuple[str, ...]
    unique: bool = False
    method: str | None = None


def create_sql(schema: str, table: str, build: IndexBuild) -> str:
    """The CREATE INDEX CONCURRENTLY statement of `build` on the table."""
    using = f" USING {build.method}" if build.method else ""
    return (
        f"CREATE {'UNIQUE ' if build.unique else ''}INDEX CONCURRENTLY IF NOT EXISTS "
        f"{quote_ident(build.name)} ON {qname(schema, table)}{using} ({', '.join(build.columns)})"
    )


def drop_sql(schema: str, name: str) -> str:
    return f"DROP INDEX CONCURRENTLY IF EXISTS {qname(schema, name)}"


def apply(
    conn: Any, *, schema: str, table: str, builds: Sequence[IndexBuild], drops: Sequence[str]
) -> str:
    """Drop the indexes `drops` and build `builds`, each CONCURRENTLY in autocommit on `conn`
    (not in a transaction). Returns what was done, for the run log ('': nothing)."""
    if not builds and not drops:
        return ""
    busy = (
        f"tview model '{table}': its indexes are built CONCURRENTLY after the install, outside "
        "a transaction, but the connection is inside one: commit or roll it back first"
    )
    with online._autocommit(conn, busy) as cur:
        for name in drops:
            cur.execute(drop_sql(schema, name))
        for build in builds:
            try:
                cur.execute(create_sql(schema, table, build))
            except Exception as e:
                msg = (getattr(e, "pgerror", None) or str(e)).strip()
                cur.execute(drop_sql(schema, build.name))  # (the invalid index it left)
                raise TviewError(
                    f"tview model '{table}': its index on ({', '.join(build.columns)}) could not "
                    f"be built: {msg}. The tview is installed and maintained without that index; "
                    "fix the model's `indexes` config (or the rows) and run dbt run again"
                ) from None
    done = []
    if drops:
        done.append(f"dropped {len(drops)}")
    if builds:
        done.append(f"built {len(builds)}")
    return f"indexes {' and '.join(done)} CONCURRENTLY"
