"""What installing a tview needs of the installing role, checked before anything changes.

The least an install needs: SELECT and TRIGGER on each source (and on each of its partitions,
which carry triggers too), CREATE on the schema of the tview's table and view (ownership of
them once they exist), and the runtime schema: owned, or CREATE on the database to create it.
Nothing more: writers are held off by the lock CREATE TRIGGER takes (`hold_writers`) where the
role may not LOCK a source, and triggers are removed by dropping their functions with CASCADE,
which needs no ownership of the table they sit on.

`missing_runtime` and `missing_install` return one line per missing privilege, naming the
privilege, the object and the statement that grants it; `check` raises with all of them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dbt_tview.analyzer import TviewError
from dbt_tview.quoting import quote_ident as _ident


def _value(conn: Any, sql: str, params: Sequence[Any] | None = None) -> Any:
    with conn.cursor() as cur:
        cur.execute(sql, params)
        row = cur.fetchone()
    return row[0] if row else None


def missing_runtime(conn: Any, tview_schema: str) -> list[str]:
    """What the role lacks to use (or create) the runtime in `tview_schema`."""
    role = _value(conn, "SELECT quote_ident(current_user)")
    db = _value(conn, "SELECT quote_ident(current_database())")
    owner = _value(
        conn,
        "SELECT pg_catalog.pg_get_userbyid(nspowner) FROM pg_catalog.pg_namespace "
        "WHERE nspname = %s",
        (tview_schema,),
    )
    if owner is None:
        if _value(conn, "SELECT has_database_privilege(current_database(), 'CREATE')"):
            return []
        return [
            f"CREATE on database {db}, to create the runtime schema {tview_schema}; or "
            f"create the schema beforehand for this role: CREATE SCHEMA {_ident(tview_schema)} "
            f"AUTHORIZATION {role}; (a superuser or the database owner runs it)"
        ]
    meta_owner = _value(
        conn,
        "SELECT pg_catalog.pg_get_userbyid(c.relowner) FROM pg_catalog.pg_class c "
        "WHERE c.oid = to_regclass(%s)",
        (f"{_ident(tview_schema)}.meta",),
    )
    if meta_owner is not None:
        if _value(conn, "SELECT pg_has_role(%s, 'USAGE')", (meta_owner,)):
            return []
        return [
            f"membership in role {meta_owner}, which owns the runtime in schema {tview_schema} "
            f"(its catalog and the flush every tview shares): run dbt as {meta_owner}, or "
            f"GRANT {meta_owner} TO {role};"
        ]
    if _value(conn, "SELECT has_schema_privilege(%s, 'CREATE')", (tview_schema,)):
        return []
    return [
        f"CREATE on schema {tview_schema} (owned by {owner}), to install the runtime: "
        f"GRANT USAGE, CREATE ON SCHEMA {_ident(tview_schema)} TO {role};"
    ]


def missing_install(
    conn: Any, *, schema: str, name: str, view: str, sources: Sequence[tuple[int, str]]
) -> list[str]:
    """What the role lacks to install the tview `schema.name` (view `schema.view`) on
    `sources` ((oid, name) of each source table, partition and inheritance child)."""
    role = _value(conn, "SELECT quote_ident(current_user)")
    out = []
    # (CREATE OR REPLACE VIEW checks CREATE on the schema even when the view exists)
    if not _value(conn, "SELECT has_schema_privilege(%s, 'CREATE')", (schema,)):
        out.append(
            f"CREATE on schema {schema}, for {schema}.{name} and its view {schema}.{view}: "
            f"GRANT USAGE, CREATE ON SCHEMA {_ident(schema)} TO {role};"
        )
    for rel in (name, view):
        owner = _value(
            conn,
            "SELECT pg_catalog.pg_get_userbyid(c.relowner) FROM pg_catalog.pg_class c "
            "WHERE c.oid = to_regclass(%s) AND NOT pg_has_role(c.relowner, 'USAGE')",
            (f"{_ident(schema)}.{_ident(rel)}",),
        )
        if owner is not None:
            out.append(
                f"ownership of {schema}.{rel} (owned by {owner}), which the install replaces: "
                f"ALTER TABLE/VIEW ... OWNER TO {role}, or drop it"
            )
    for oid, _ in sources:
        display = _value(
            conn,
            "SELECT format('%%I.%%I', n.nspname, c.relname) FROM pg_catalog.pg_class c "
            "JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace WHERE c.oid = %s",
            (oid,),
        )
        for priv in ("SELECT", "TRIGGER"):
            if not _value(conn, "SELECT has_table_privilege(%s::oid, %s)", (oid, priv)):
                why = "to read it" if priv == "SELECT" else "to create the triggers that report"
                out.append(
                    f"{priv} on table {display}, {why}"
                    + (" its changes" if priv == "TRIGGER" else "")
                    + f": GRANT {priv} ON {display} TO {role};"
                )
    return out


def check(model: str, missing: list[str]) -> None:
    """Raise, naming every missing privilege, when there is any."""
    if missing:
        role_hint = "; ".join(missing)
        raise TviewError(
            f"tview model '{model}': the role lacks privileges the install needs, so nothing "
            f"was changed: {role_hint}"
        )


HOLD_FUNCTION = "_install_hold"


def hold_writers(run: Any, tview_schema: str, relations: Sequence[str]) -> None:
    """Make writers to `relations` wait until this transaction ends, where the role may not
    LOCK them (which needs UPDATE, DELETE or TRUNCATE) but may create triggers on them:
    CREATE TRIGGER takes the same SHARE ROW EXCLUSIVE lock, held to the transaction's end.
    The triggers go again at once, with their function (CASCADE: no ownership of the tables
    needed); the locks stay. `run(sql)` executes a statement."""
    if not relations:
        return
    fn = f"{_ident(tview_schema)}.{_ident(HOLD_FUNCTION)}"
    run(
        f"CREATE OR REPLACE FUNCTION {fn}() RETURNS trigger LANGUAGE plpgsql "
        "SET search_path = pg_catalog, pg_temp AS $tview$ BEGIN RETURN NULL; END $tview$"
    )
    for rel in relations:
        run(
            f"CREATE TRIGGER tview_install_hold AFTER TRUNCATE ON {rel} "
            f"FOR EACH STATEMENT EXECUTE FUNCTION {fn}()"
        )
    run(f"DROP FUNCTION {fn}() CASCADE")
