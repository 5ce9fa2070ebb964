"""A tview table's columns in the model's order.

PostgreSQL adds a column at the end of a table and cannot move one, so when a model gains a
column in the middle (or reorders its columns) the install rebuilds the table: the old one is
renamed aside, a new one is created with the columns in the view's order and the rows copied,
its indexes, constraints, NOT NULLs, storage options, comments and grants are made again, and
the tviews that read it are detached (their views go with the old table, and `dbt run`
installs them again, downstream models running after this one). The install drops the old
table once its own triggers (whose WHEN names the table) are replaced. Readers of the table
wait for the install's commit (ACCESS EXCLUSIVE, which the column change takes anyway), for
the copy of every row and the index builds. Other objects that depend on the table (a view of
the user's, a foreign key, a policy, a trigger) would be lost: then the table keeps its order
and the install warns, naming them.
"""

from __future__ import annotations

from dbt_tview.db import _Db
from dbt_tview.quoting import qname, quote_ident

# what depends on the table that a rebuild cannot carry over, described: whatever depends on
# it or its row type but its own constraints and indexes (made again), the views of tviews
# (detached) and tview triggers (replaced by the install), and what goes with it when
# dropped. %(t)s: its OID
_BLOCKERS = """
SELECT pg_describe_object(d.classid, d.objid, d.objsubid) FROM pg_catalog.pg_depend d
 WHERE d.deptype = 'n' AND (d.refclassid, d.refobjid) IN (
         ('pg_catalog.pg_class'::regclass, %(t)s),
         ('pg_catalog.pg_type'::regclass,
          (SELECT reltype FROM pg_catalog.pg_class WHERE oid = %(t)s)))
   AND NOT (d.classid = 'pg_catalog.pg_trigger'::regclass AND EXISTS (
         SELECT FROM pg_catalog.pg_trigger g WHERE g.oid = d.objid AND g.tgname LIKE 'tview\\_%%'))
   AND NOT (d.classid = 'pg_catalog.pg_constraint'::regclass AND EXISTS (
         SELECT FROM pg_catalog.pg_constraint c WHERE c.oid = d.objid AND c.conrelid = %(t)s))
   AND NOT (d.classid = 'pg_catalog.pg_class'::regclass AND EXISTS (
         SELECT FROM pg_catalog.pg_index i WHERE i.indexrelid = d.objid AND i.indrelid = %(t)s))
   AND NOT (d.classid = 'pg_catalog.pg_rewrite'::regclass AND EXISTS (
         SELECT FROM pg_catalog.pg_rewrite r JOIN {ts}.tview v
             ON to_regclass(format('%%I.%%I', v.tbl_schema, v.view_name)) = r.ev_class
          WHERE r.oid = d.objid))
UNION SELECT pg_describe_object('pg_catalog.pg_trigger'::regclass, g.oid, 0)
  FROM pg_catalog.pg_trigger g
 WHERE g.tgrelid = %(t)s AND NOT g.tgisinternal AND g.tgname NOT LIKE 'tview\\_%%'
UNION SELECT pg_describe_object('pg_catalog.pg_policy'::regclass, p.oid, 0)
  FROM pg_catalog.pg_policy p WHERE p.polrelid = %(t)s
UNION SELECT pg_describe_object('pg_catalog.pg_rewrite'::regclass, r.oid, 0)
  FROM pg_catalog.pg_rewrite r WHERE r.ev_class = %(t)s
UNION SELECT pg_describe_object('pg_catalog.pg_statistic_ext'::regclass, s.oid, 0)
  FROM pg_catalog.pg_statistic_ext s WHERE s.stxrelid = %(t)s
UNION SELECT 'publication ' || quote_ident(b.pubname) FROM pg_catalog.pg_publication_rel pr
  JOIN pg_catalog.pg_publication b ON b.oid = pr.prpubid WHERE pr.prrelid = %(t)s
"""


def blockers(db: _Db, tview_schema: str, qtable: str) -> list[str]:
    """The objects depending on `qtable` that rebuilding it would lose, sorted."""
    oid = db.value("SELECT to_regclass(%s)::oid", (qtable,))
    rows = db.run(_BLOCKERS.format(ts=quote_ident(tview_schema)), {"t": oid})
    return sorted(r[0] for r in rows)


def _acl(db: _Db, oid: int, target: str) -> list[str]:
    """GRANT statements giving `target` the privileges granted on relation `oid` (to others
    than its owner, whose are implicit)."""
    rows = db.run(
        "SELECT CASE WHEN a.grantee = 0 THEN 'PUBLIC' ELSE quote_ident(r.rolname) END, "
        "a.privilege_type, a.is_grantable FROM pg_catalog.pg_class c, "
        "LATERAL aclexplode(c.relacl) a LEFT JOIN pg_catalog.pg_roles r ON r.oid = a.grantee "
        "WHERE c.oid = %s AND a.grantee <> c.relowner ORDER BY 1, 2",
        (oid,),
    )
    return [
        f"GRANT {priv} ON {target} TO {who}{' WITH GRANT OPTION' if grantable else ''}"
        for who, priv, grantable in rows
    ]


def _recreate_sql(db: _Db, oid: int, target: str) -> list[str]:
    """The statements that give the new table `target` what the table `oid` has besides its
    columns and rows: constraints, indexes, defaults, NOT NULLs, comments, row security and
    grants. Read before the old table is renamed, so the definitions name `target`."""
    out = [
        f"ALTER TABLE {target} ADD CONSTRAINT {quote_ident(n)} {d}"
        for n, d in db.run(
            "SELECT conname, pg_get_constraintdef(oid) FROM pg_catalog.pg_constraint "
            "WHERE conrelid = %s AND contype IN ('p', 'u', 'c', 'x', 'f') ORDER BY conname",
            (oid,),
        )
    ]
    out += [
        d
        for (d,) in db.run(
            "SELECT pg_get_indexdef(i.indexrelid) FROM pg_catalog.pg_index i "
            "WHERE i.indrelid = %s AND NOT EXISTS (SELECT FROM pg_catalog.pg_constraint c "
            "WHERE c.conindid = i.indexrelid AND c.conrelid = %s) ORDER BY i.indexrelid",
            (oid, oid),
        )
    ]
    out += [
        f"ALTER TABLE {target} ALTER COLUMN {quote_ident(a)} SET DEFAULT {d}"
        for a, d in db.run(
            "SELECT a.attname, pg_get_expr(d.adbin, d.adrelid) FROM pg_catalog.pg_attrdef d "
            "JOIN pg_catalog.pg_attribute a ON a.attrelid = d.adrelid AND a.attnum = d.adnum "
            "WHERE d.adrelid = %s AND a.attgenerated = '' ORDER BY a.attnum",
            (oid,),
        )
    ]
    out += [
        f"ALTER TABLE {target} ALTER COLUMN {quote_ident(a)} SET NOT NULL"
        for (a,) in db.run(
            "SELECT attname FROM pg_catalog.pg_attribute WHERE attrelid = %s AND attnum > 0 "
            "AND NOT attisdropped AND attnotnull ORDER BY attnum",
            (oid,),
        )
    ]
    out += [
        f"COMMENT ON {'TABLE' if a is None else 'COLUMN'} {target}"
        f"{'' if a is None else '.' + quote_ident(a)} IS {lit}"
        for a, lit in db.run(
            "SELECT a.attname, quote_literal(d.description) FROM pg_catalog.pg_description d "
            "LEFT JOIN pg_catalog.pg_attribute a ON a.attrelid = d.objoid "
            "AND a.attnum = d.objsubid AND d.objsubid > 0 "
            "WHERE d.objoid = %s AND d.classoid = 'pg_catalog.pg_class'::regclass "
            "ORDER BY d.objsubid",
            (oid,),
        )
    ]
    rls, forced = db.one(
        "SELECT relrowsecurity, relforcerowsecurity FROM pg_catalog.pg_class WHERE oid = %s",
        (oid,),
    )
    out += [f"ALTER TABLE {target} ENABLE ROW LEVEL SECURITY"] if rls else []
    out += [f"ALTER TABLE {target} FORCE ROW LEVEL SECURITY"] if forced else []
    return out + _acl(db, oid, target)


def rebuild(db: _Db, schema: str, name: str, columns: list[str], aside: str) -> str:
    """Rebuild table schema.name with its columns in the order `columns`, the old table
    renamed to `aside` (the caller drops it); the caller holds ACCESS EXCLUSIVE on it and has
    checked `blockers`. Returns the old table's qualified name."""
    qtable, qaside = qname(schema, name), qname(schema, aside)
    oid, persistence, options = db.one(
        "SELECT oid, relpersistence, reloptions FROM pg_catalog.pg_class "
        "WHERE oid = to_regclass(%s)",
        (qtable,),
    )
    again = _recreate_sql(db, oid, qtable)
    # the old table's indexes (and the constraints they back) make way for the new ones' names
    for i, (idx,) in enumerate(
        db.run(
            "SELECT indexrelid::regclass::text FROM pg_catalog.pg_index WHERE indrelid = %s "
            "ORDER BY indexrelid",
            (oid,),
        )
    ):
        db.run(f"ALTER INDEX {idx} RENAME TO {quote_ident(f'{aside}_{i}')}")
    db.run(f"ALTER TABLE {qtable} RENAME TO {quote_ident(aside)}")
    cols = ", ".join(quote_ident(c) for c in columns)
    with_ = f" WITH ({', '.join(options)})" if options else ""
    unlogged = "UNLOGGED " if persistence == "u" else ""
    db.run(f"CREATE {unlogged}TABLE {qtable}{with_} AS SELECT {cols} FROM {qaside}")
    for sql in again:
        db.run(sql)
    return qaside


def reorder(
    db: _Db, tview_schema: str, schema: str, name: str, columns: list[str], aside: str
) -> tuple[str | None, list[str]]:
    """Put table schema.name's columns in the order `columns` (see the module's docstring).
    Returns the old table, which the caller drops with CASCADE after replacing the tview's
    triggers (None when the table stays as it is), and warnings."""
    qtable = qname(schema, name)
    lost = blockers(db, tview_schema, qtable)
    if lost:
        have = [
            c
            for (c,) in db.run(
                "SELECT attname::text FROM pg_catalog.pg_attribute WHERE attrelid = "
                "to_regclass(%s) AND attnum > 0 AND NOT attisdropped ORDER BY attnum",
                (qtable,),
            )
        ]
        return None, [
            f"the table's columns are in another order than the model's ({', '.join(have)}): "
            "PostgreSQL adds a new column at the end, and rebuilding the table in the model's "
            f"order would lose what depends on it ({'; '.join(lost)}); drop or recreate those "
            "and dbt run again, or keep the order (select * from the table and from the view "
            "then differ in order)"
        ]
    from dbt_tview.operations import detach_dependents  # (operations imports the install)

    detach_dependents(
        db.conn,
        name=name,
        schema=schema,
        tview_schema=tview_schema,
        reason=f"{qtable} was rebuilt to put its columns in its model's order",
    )
    return rebuild(db, schema, name, columns, aside), []
