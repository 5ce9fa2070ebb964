"""Hypothesis strategies: random transactions over the oracle's source schema.

Operations are small frozen dataclasses (they shrink well and print readably); each renders
to one or more SQL statements.  Statements are guarded so that they never fail on their own
(FK existence, ON CONFLICT, NOT EXISTS on key moves): an unexpected error while replaying a
transaction is therefore a finding, not noise.  ``FailInSavepoint`` deliberately raises
inside a savepoint and rolls back to it.
"""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import strategies as st

from .known_bugs import skipped_ops
from .schema import (
    CODES,
    FKS,
    FLAGS,
    GRPS,
    IDS,
    NAMES,
    NN_VALS,
    PARTITIONS,
    TAGS,
    UPDATABLE,
    USER_TYPES,
    VALS,
    lit,
    tval,
)

COLS = {
    "tb_a": [("id", "int"), ("grp", "int"), ("val", "int"), ("name", "text"), ("flag", "bool")],
    "tb_b": [("id", "int"), ("a_id", "int"), ("val", "int"), ("tag", "text")],
    "tb_c": [("id", "int"), ("b_id", "int"), ("grp", "int"), ("val", "int")],
    "tb_d": [("id", "int"), ("c_id", "int"), ("val", "int")],
    "tb_e": [("k", "int"), ("v", "int"), ("w", "int")],
    "tb_s": [("id", "int"), ("parent", "int"), ("v", "int")],
    # "@c": user-typed column c, its rows hold value codes (schema.USER_TYPES)
    "tb_u": [("id", "int"), *((c, "@" + c) for c in USER_TYPES), ("val", "int")],
    "tb_v": [*((c, "@" + c) for c in USER_TYPES), ("w", "int")],
}
BAGS = ("tb_e", "tb_v")
TYPED_TABLES = {"tb_u", "tb_v"}


def tlit(v, typ):
    if typ.startswith("@"):
        return tval(typ[1:], v)
    return f"{lit(v)}::{typ}"


def _values(table, rows):
    cols = COLS[table]
    return ", ".join(
        "(" + ", ".join(tlit(v, t) for v, (_, t) in zip(r, cols, strict=True)) + ")" for r in rows
    )


def insert_sql(table, rows, upsert=False):
    """Guarded multi-row insert (rows must have distinct ids)."""
    cols = COLS[table]
    names = ", ".join(c for c, _ in cols)
    if table in BAGS:  # a bag: every row goes in, duplicates too
        return f"INSERT INTO {table} ({names}) VALUES {_values(table, rows)}"
    if table == "tb_s":  # a parent inserted by the same statement counts
        return (
            f"WITH v ({names}) AS (VALUES {_values(table, rows)}) "
            f"INSERT INTO tb_s ({names}) SELECT * FROM v WHERE v.parent IS NULL "
            "OR v.parent IN (SELECT id FROM tb_s UNION ALL SELECT w.id FROM v w "
            "WHERE w.parent IS NULL OR w.parent IN (SELECT id FROM tb_s)) "
            "ON CONFLICT (id) DO NOTHING"
        )
    where = ""
    if table in FKS:
        col, ref = FKS[table]
        where = f" WHERE v.{col} IS NULL OR EXISTS (SELECT 1 FROM {ref} r WHERE r.id = v.{col})"
    if upsert:
        sets = ", ".join(f"{c} = EXCLUDED.{c}" for c, _ in cols[1:])
        conflict = f" ON CONFLICT (id) DO UPDATE SET {sets}"
    else:
        conflict = " ON CONFLICT (id) DO NOTHING"
    return (
        f"INSERT INTO {table} ({names}) SELECT * FROM (VALUES {_values(table, rows)}) "
        f"AS v({names}){where}{conflict}"
    )


def _eq(col, v):
    return f"{col} IS NULL" if v is None else f"{col} = {lit(v)}"


# ------------------------------------------------------------------ operations
@dataclass(frozen=True)
class Insert:
    table: str
    rows: tuple
    upsert: bool = False

    def sql(self):
        return [insert_sql(self.table, self.rows, self.upsert)]


@dataclass(frozen=True)
class UpdateRow:
    table: str
    id: int
    col: str
    value: object

    def sql(self):
        return [f"UPDATE {self.table} SET {self.col} = {lit(self.value)} WHERE id = {self.id}"]


@dataclass(frozen=True)
class UpdateRef:
    """Move a child row to another parent (join-key change), FK-guarded."""

    table: str
    id: int
    ref: object

    def sql(self):
        col, parent = FKS[self.table]
        guard = (
            ""
            if self.ref is None
            else f" AND EXISTS (SELECT 1 FROM {parent} WHERE id = {self.ref})"
        )
        return [f"UPDATE {self.table} SET {col} = {lit(self.ref)} WHERE id = {self.id}{guard}"]


@dataclass(frozen=True)
class UpdateKey:
    """Primary-key change (cascades ON UPDATE to children for tb_a / tb_b)."""

    table: str
    old: int
    new: int

    def sql(self):
        t = self.table
        return [
            f"UPDATE {t} SET id = {self.new} WHERE id = {self.old} "
            f"AND NOT EXISTS (SELECT 1 FROM {t} x WHERE x.id = {self.new})"
        ]


BATCH = {
    "tb_a": [
        "UPDATE tb_a SET val = coalesce(val, 0) + 1 WHERE {grp}",
        "UPDATE tb_a SET grp = {p} WHERE val <= 1",
        "UPDATE tb_a SET flag = NOT flag WHERE {grp}",
        "UPDATE tb_a SET name = {n} WHERE id % 2 = 0",
        "UPDATE tb_a SET val = val, name = name",
        "UPDATE tb_a SET id = id + 10 WHERE {grp} AND NOT EXISTS "
        "(SELECT 1 FROM tb_a x WHERE x.id = tb_a.id + 10)",
    ],
    "tb_b": [
        "UPDATE tb_b SET val = coalesce(val, 0) + 1 WHERE a_id = {p}",
        "UPDATE tb_b SET a_id = NULL WHERE val = {p}",
        "UPDATE tb_b SET tag = {t}",
        "UPDATE tb_b SET id = id + 10 WHERE a_id = {p} AND NOT EXISTS "
        "(SELECT 1 FROM tb_b x WHERE x.id = tb_b.id + 10)",
    ],
    "tb_c": [
        "UPDATE tb_c SET grp = {p} WHERE b_id IS NULL",
        "UPDATE tb_c SET val = coalesce(val, 0) - 1 WHERE {grp}",
        "UPDATE tb_c SET b_id = NULL WHERE val = {p}",
    ],
    "tb_d": [
        "UPDATE tb_d SET val = {p}",
    ],
}


@dataclass(frozen=True)
class UpdateBatch:
    table: str
    template: int
    p: object

    def sql(self):
        tpl = BATCH[self.table][self.template % len(BATCH[self.table])]
        return [
            tpl.format(
                grp=_eq("grp", self.p),
                p=lit(self.p),
                n=lit(NAMES[(self.p or 0) % len(NAMES)]),
                t=lit(TAGS[(self.p or 0) % len(TAGS)]),
            )
        ]


@dataclass(frozen=True)
class Bump:
    """The same row updated several times in one transaction."""

    table: str
    id: int
    times: int

    def sql(self):
        return [
            f"UPDATE {self.table} SET val = coalesce(val, 0) + 1 WHERE id = {self.id}"
        ] * self.times


@dataclass(frozen=True)
class Delete:
    table: str
    col: str
    value: object

    def sql(self):
        return [f"DELETE FROM {self.table} WHERE {_eq(self.col, self.value)}"]


@dataclass(frozen=True)
class Truncate:
    table: str

    def sql(self):
        cascade = " CASCADE" if self.table in ("tb_a", "tb_b") else ""
        return [f"TRUNCATE {self.table}{cascade}"]


@dataclass(frozen=True)
class PartitionWrite:
    """A statement that names a partition of tb_c, not tb_c (its own statement triggers fire)."""

    part: str
    kind: int  # 0: update val, 1: update grp, 2: delete, 3: insert, 4: truncate
    id: int
    value: object

    def sql(self):
        p, v = self.part, lit(self.value)
        return [
            [
                f"UPDATE {p} SET val = {v} WHERE id = {self.id}",
                f"UPDATE {p} SET grp = {v} WHERE grp IS DISTINCT FROM {v}",
                f"DELETE FROM {p} WHERE {_eq('val', self.value)}",
                f"INSERT INTO {p} (id, b_id, grp, val) VALUES ({self.id}, NULL, {v}, {v}) "
                "ON CONFLICT (id) DO UPDATE SET val = EXCLUDED.val",
                f"TRUNCATE {p}",
            ][self.kind]
        ]


BAG = [
    "UPDATE tb_e SET k = {p} WHERE v = 1",
    "UPDATE tb_e SET v = v + 1 WHERE k IS NOT DISTINCT FROM {p}",
    "UPDATE tb_e SET w = {p} WHERE w IS NULL OR w = 2",
    "UPDATE tb_e SET k = NULL WHERE k = {p}",
    "DELETE FROM tb_e WHERE k IS NOT DISTINCT FROM {p}",
    "DELETE FROM tb_e WHERE v = {v}",
    # one copy of a duplicated row
    "DELETE FROM tb_e WHERE ctid = (SELECT ctid FROM tb_e WHERE v = {v} LIMIT 1)",
    "INSERT INTO tb_e SELECT k, v, w FROM tb_e WHERE k IS NOT DISTINCT FROM {p}",
]

SELF = [
    # the keys of every root move; ON UPDATE CASCADE moves the children's references (a
    # statement that also moved a child written by its transaction would fail the child's
    # own foreign-key check before the cascade ran)
    "UPDATE tb_s SET id = id + 10 WHERE parent IS NULL AND id < 10 AND NOT EXISTS "
    "(SELECT 1 FROM tb_s x WHERE x.id = tb_s.id + 10)",
    "UPDATE tb_s SET id = id - 10 WHERE parent IS NULL AND id >= 10 AND id < 20 AND NOT EXISTS "
    "(SELECT 1 FROM tb_s x WHERE x.id = tb_s.id - 10)",
    "UPDATE tb_s SET id = {y} + 20 WHERE id = {x} AND NOT EXISTS "
    "(SELECT 1 FROM tb_s x WHERE x.id = {y} + 20)",
    "UPDATE tb_s SET parent = {p} WHERE id = {x} AND ({p} IS NULL OR EXISTS "
    "(SELECT 1 FROM tb_s x WHERE x.id = {p}))",
    "UPDATE tb_s SET v = v + 1 WHERE parent IS NOT DISTINCT FROM {p}",
    "DELETE FROM tb_s WHERE id = {x}",  # and its descendants (ON DELETE CASCADE)
    "DELETE FROM tb_s WHERE parent IS NULL AND v = {v}",
]


@dataclass(frozen=True)
class BagWrite:
    """A statement on the bag tb_e (no key): rows and their duplicates move, go and come."""

    kind: int
    p: object
    v: int

    def sql(self):
        return [BAG[self.kind % len(BAG)].format(p=lit(self.p), v=self.v)]


@dataclass(frozen=True)
class SelfWrite:
    """A statement on the self-referencing tb_s: key moves cascade into the same table."""

    kind: int
    x: int
    y: int
    p: object
    v: int

    def sql(self):
        return [
            SELF[self.kind % len(SELF)].format(
                x=self.x, y=self.y, p=f"{lit(self.p)}::int", v=self.v
            )
        ]


WCTE = [
    # parent and child inserted by one statement
    "WITH ia AS (INSERT INTO tb_a (id, grp, val, name, flag) VALUES ({x}, {g}, {v}, 'w', true) "
    "ON CONFLICT (id) DO UPDATE SET val = EXCLUDED.val, grp = EXCLUDED.grp RETURNING id) "
    "INSERT INTO tb_b (id, a_id, val, tag) SELECT {y}, id, {v}, 'w' FROM ia "
    "ON CONFLICT (id) DO UPDATE SET a_id = EXCLUDED.a_id, val = EXCLUDED.val",
    # children deleted, their parents updated
    "WITH d AS (DELETE FROM tb_b WHERE {valeq} RETURNING a_id) "
    "UPDATE tb_a SET val = coalesce(val, 0) + 10 WHERE id IN (SELECT a_id FROM d)",
    # two unrelated sources changed in one statement
    "WITH u AS (UPDATE tb_a SET grp = {g} WHERE id = {x} RETURNING id) "
    "UPDATE tb_c SET grp = {g}, val = {v} WHERE id = {y}",
    # parent deleted (cascade to tb_b, SET NULL on tb_c) while grandchildren are updated
    "WITH da AS (DELETE FROM tb_a WHERE id = {x} RETURNING id) "
    "UPDATE tb_c SET val = {v} WHERE b_id IN (SELECT id FROM tb_b WHERE a_id = {x})",
    # child moved to another parent while a tb_c row is deleted
    "WITH ub AS (UPDATE tb_b SET a_id = {x} WHERE id = {y} "
    "AND EXISTS (SELECT 1 FROM tb_a WHERE id = {x}) RETURNING id) "
    "DELETE FROM tb_c WHERE id = {y} OR b_id IN (SELECT id FROM ub)",
    # parent key moved (cascade) and a child inserted for the new key
    "WITH mk AS (UPDATE tb_a SET id = {y} + 20 WHERE id = {x} "
    "AND NOT EXISTS (SELECT 1 FROM tb_a z WHERE z.id = {y} + 20) RETURNING id) "
    "INSERT INTO tb_c (id, b_id, grp, val) SELECT {y} + 20, NULL, {g}, {v} FROM mk "
    "ON CONFLICT (id) DO NOTHING",
]


@dataclass(frozen=True)
class WritableCte:
    kind: int
    x: int
    y: int
    g: object
    v: object

    def sql(self):
        return [
            WCTE[self.kind % len(WCTE)].format(
                x=self.x, y=self.y, g=lit(self.g), v=lit(self.v), valeq=_eq("val", self.v)
            )
        ]


TYPED = [
    "UPDATE {t} SET {c} = {v} WHERE {c} IS NOT DISTINCT FROM {v2}",
    "UPDATE {t} SET {c} = {v} WHERE {one}",
    "UPDATE {t} SET {c} = {v2}, {num} = coalesce({num}, 0) + 1 WHERE {c} = {v}",
    "DELETE FROM {t} WHERE {c} = {v}",
    "DELETE FROM {t} WHERE {c} IS NULL OR {one}",
    "UPDATE {t} SET {num} = NULL WHERE {c} IS DISTINCT FROM {v}",
]


@dataclass(frozen=True)
class TypedWrite:
    """A statement on tb_u / tb_v that sets or compares a user-typed column (its own operators,
    a domain's, an enum's or a composite's): rows move between groups and join partners."""

    kind: int
    table: str
    col: str
    code: int | None
    code2: int | None
    x: int

    def sql(self):
        keyed = self.table == "tb_u"
        stmt = TYPED[self.kind % len(TYPED)]
        return [
            stmt.format(
                t=self.table,
                c=self.col,
                v=tval(self.col, self.code),
                v2=tval(self.col, self.code2),
                one=f"id = {self.x}" if keyed else f"w = {self.x % 3}",
                num="val" if keyed else "w",
            )
        ]


@dataclass(frozen=True)
class SetConstraints:
    """``SET CONSTRAINTS ALL IMMEDIATE|DEFERRED`` (fires pending deferred triggers)."""

    immediate: bool

    def sql(self):
        return [f"SET CONSTRAINTS ALL {'IMMEDIATE' if self.immediate else 'DEFERRED'}"]


@dataclass(frozen=True)
class Copy:
    """``COPY ... FROM STDIN`` (rows with ids not present yet: COPY has no ON CONFLICT)."""

    table: str
    rows: tuple

    def sql(self):
        return [f"-- COPY {self.table} FROM STDIN: {self.rows!r}"]


@dataclass(frozen=True)
class Merge:
    """``MERGE`` upserting tb_a rows and deleting matched rows with a NULL val (PG 15+)."""

    rows: tuple

    def sql(self):
        vals = ", ".join(f"({i}::int, {lit(v)}::int)" for i, v in self.rows)
        return [
            f"MERGE INTO tb_a t USING (VALUES {vals}) AS s(id, val) ON t.id = s.id "
            "WHEN MATCHED AND s.val IS NULL THEN DELETE "
            "WHEN MATCHED THEN UPDATE SET val = s.val "
            "WHEN NOT MATCHED THEN INSERT (id, val, grp) VALUES (s.id, s.val, 1)"
        ]


@dataclass(frozen=True)
class Flush:
    """``SELECT tview.flush()`` mid-transaction; the runner then checks read-your-writes."""

    def sql(self):
        return ["SELECT tview.flush()"]


@dataclass(frozen=True)
class RefreshKey:
    """``tview.refresh(tv, '[key]')`` of every tview with a one-column key, mid-transaction:
    a key refreshed on demand while the transaction's own changes are pending (it flushes them
    too; the runner then checks read-your-writes)."""

    key: object

    def sql(self):
        return [f"-- SELECT tview.refresh(tv, '[{lit(self.key)}]') for each one-column key"]


@dataclass(frozen=True)
class Savepoint:
    ops: tuple
    release: bool


FAILING = [
    ("INSERT INTO tb_b (id, a_id) VALUES (100, 999)", "23503"),
    ("INSERT INTO tb_c (id, grp) VALUES (101, 1), (101, 2)", "23505"),
    ("DO $$ BEGIN UPDATE tb_a SET val = 7; RAISE EXCEPTION 'boom'; END $$", "P0001"),
]


@dataclass(frozen=True)
class FailInSavepoint:
    """Statements, then one that raises; ``ROLLBACK TO SAVEPOINT`` undoes all of them."""

    ops: tuple
    failing: int


@dataclass(frozen=True)
class Transaction:
    ops: tuple
    commit: bool = True


@dataclass(frozen=True)
class Example:
    initial: tuple  # ((table, rows), ...)
    txs: tuple
    fresh_session: bool = False  # reconnect first: exercises first-use paths of a session


# ------------------------------------------------------------------ strategies
ids = st.sampled_from(IDS)
grps = st.sampled_from(GRPS)
vals = st.sampled_from(VALS)
tables = st.sampled_from(["tb_a", "tb_b", "tb_c", "tb_d"])
codes = st.sampled_from(CODES)


def _row(table):
    if table == "tb_a":
        return st.tuples(ids, grps, vals, st.sampled_from(NAMES), st.sampled_from(FLAGS))
    if table == "tb_b":
        return st.tuples(ids, st.sampled_from([None] + IDS), vals, st.sampled_from(TAGS))
    if table == "tb_c":
        return st.tuples(ids, st.sampled_from([None] + IDS), grps, vals)
    if table == "tb_e":
        return st.tuples(grps, st.sampled_from(NN_VALS), st.sampled_from([None, 1, 2]))
    if table == "tb_s":
        return st.tuples(ids, st.sampled_from([None] + IDS), st.sampled_from(NN_VALS))
    if table == "tb_u":
        return st.tuples(ids, *(codes for _ in USER_TYPES), vals)
    if table == "tb_v":
        return st.tuples(*(codes for _ in USER_TYPES), st.sampled_from([None, 1, 2]))
    return st.tuples(ids, st.sampled_from([None] + IDS), vals)


def _unique_rows(table, min_size=1, max_size=3):
    return st.lists(
        _row(table), min_size=min_size, max_size=max_size, unique_by=lambda r: r[0]
    ).map(tuple)


@st.composite
def inserts(draw):
    t = draw(tables)
    return Insert(t, draw(_unique_rows(t)), draw(st.booleans()))


@st.composite
def update_rows(draw):
    t = draw(tables)
    col = draw(st.sampled_from(sorted(UPDATABLE[t])))
    return UpdateRow(t, draw(ids), col, draw(st.sampled_from(UPDATABLE[t][col])))


@st.composite
def update_refs(draw):
    t = draw(st.sampled_from(sorted(FKS)))
    return UpdateRef(t, draw(ids), draw(st.sampled_from([None] + IDS)))


@st.composite
def update_keys(draw):
    t = draw(st.sampled_from(["tb_a", "tb_b", "tb_c"]))
    return UpdateKey(t, draw(ids), draw(st.sampled_from(IDS + [7, 8])))


@st.composite
def update_batches(draw):
    t = draw(tables)
    return UpdateBatch(
        t, draw(st.integers(0, len(BATCH[t]) - 1)), draw(st.sampled_from([None, 0, 1, 2, 3]))
    )


@st.composite
def bumps(draw):
    return Bump(draw(st.sampled_from(["tb_a", "tb_b", "tb_c"])), draw(ids), draw(st.integers(2, 4)))


@st.composite
def deletes(draw):
    t = draw(tables)
    col = draw(
        st.sampled_from(
            {
                "tb_a": ["id", "grp", "val"],
                "tb_b": ["id", "a_id", "val"],
                "tb_c": ["id", "b_id", "grp"],
                "tb_d": ["id"],
            }[t]
        )
    )
    value = draw(ids) if col == "id" else draw(st.sampled_from([None, 1, 2, 3]))
    return Delete(t, col, value)


@st.composite
def bag_writes(draw):
    return BagWrite(draw(st.integers(0, len(BAG) - 1)), draw(grps), draw(st.sampled_from(NN_VALS)))


@st.composite
def bag_inserts(draw):
    rows = draw(st.lists(_row("tb_e"), min_size=1, max_size=3))
    return Insert("tb_e", tuple(rows + rows[: draw(st.integers(0, 1))]))


@st.composite
def self_writes(draw):
    return SelfWrite(
        draw(st.sampled_from([0, 1, 2, 2, 3, 4, 5, 6])),
        draw(ids),
        draw(ids),
        draw(st.sampled_from([None] + IDS)),
        draw(st.sampled_from(NN_VALS)),
    )


@st.composite
def self_inserts(draw):
    return Insert("tb_s", draw(_unique_rows("tb_s")))


@st.composite
def wctes(draw):
    return WritableCte(
        draw(st.integers(0, len(WCTE) - 1)), draw(ids), draw(ids), draw(grps), draw(vals)
    )


@st.composite
def copies(draw):
    t = draw(st.sampled_from(["tb_a", "tb_d"]))
    rows = draw(_unique_rows(t))
    return Copy(t, tuple((r[0] + 100,) + tuple(r[1:]) for r in rows))


merges = st.builds(
    Merge,
    st.lists(
        st.tuples(st.sampled_from(IDS + [9]), vals),
        min_size=1,
        max_size=3,
        unique_by=lambda r: r[0],
    ).map(tuple),
)


@st.composite
def partition_writes(draw):
    part = draw(st.sampled_from(sorted(PARTITIONS)))
    kind = draw(st.sampled_from([0, 0, 1, 2, 3, 3, 4]))
    return PartitionWrite(
        part, kind, draw(st.sampled_from(PARTITIONS[part])), draw(st.sampled_from([None, 1, 2, 3]))
    )


_SKIP = skipped_ops()


def _maybe(name, strat):
    return [] if name in _SKIP else [strat]


simple_ops = st.one_of(
    inserts(),
    inserts(),
    update_rows(),
    update_rows(),
    update_refs(),
    update_keys(),
    update_batches(),
    bumps(),
    deletes(),
    deletes(),
    wctes(),
    partition_writes(),
    bag_writes(),
    bag_inserts(),
    self_writes(),
    self_writes(),
    self_inserts(),
    tables.map(Truncate),
    st.sampled_from(["tb_e", "tb_s"]).map(Truncate),
    *_maybe("Copy", copies()),
    *_maybe("Merge", merges),
    *_maybe("SetConstraints", st.builds(SetConstraints, st.booleans())),
)


def _ops(depth):
    base = st.one_of(
        simple_ops,
        simple_ops,
        simple_ops,
        simple_ops,
        simple_ops,
        simple_ops,
        simple_ops,
        st.just(Flush()),
        st.builds(RefreshKey, st.sampled_from([None, *IDS])),
    )
    if depth <= 0:
        return base
    inner = st.lists(_ops(depth - 1), min_size=1, max_size=3).map(tuple)
    return st.one_of(
        base,
        base,
        base,
        base,
        base,
        base,
        st.builds(Savepoint, inner, st.booleans()),
        st.builds(FailInSavepoint, inner, st.integers(0, len(FAILING) - 1)),
    )


op_strategy = _ops(2)

transactions = st.builds(
    Transaction,
    st.lists(op_strategy, min_size=1, max_size=6).map(tuple),
    st.sampled_from([True, True, True, True, True, False]),
)


@st.composite
def initial_states(draw):
    a = draw(st.lists(_row("tb_a"), max_size=6, unique_by=lambda r: r[0]))
    a_ids = [r[0] for r in a]
    b = draw(
        st.lists(
            st.tuples(ids, st.sampled_from([None] + a_ids), vals, st.sampled_from(TAGS)),
            max_size=6,
            unique_by=lambda r: r[0],
        )
    )
    b_ids = [r[0] for r in b]
    c = draw(
        st.lists(
            st.tuples(ids, st.sampled_from([None] + b_ids), grps, vals),
            max_size=6,
            unique_by=lambda r: r[0],
        )
    )
    d = draw(st.lists(_row("tb_d"), max_size=2, unique_by=lambda r: r[0]))
    e = draw(st.lists(_row("tb_e"), max_size=6))
    e = e + e[: draw(st.integers(0, 2))]  # duplicate rows
    s = draw(st.lists(_row("tb_s"), max_size=6, unique_by=lambda r: r[0]))
    s_ids = [r[0] for r in s]
    s = [(i, p if p is None or p in s_ids else None, v) for i, p, v in s]
    return tuple(
        (t, tuple(rows))
        for t, rows in (
            ("tb_a", a),
            ("tb_b", b),
            ("tb_c", c),
            ("tb_d", d),
            ("tb_e", e),
            ("tb_s", s),
        )
        if rows
    )


examples = st.builds(
    Example,
    initial_states(),
    st.lists(transactions, min_size=1, max_size=3).map(tuple),
    st.sampled_from([False, False, False, True]),
)


# ------------------------------------------------------------------ user-typed sources
@st.composite
def typed_inserts(draw):
    if draw(st.booleans()):
        return Insert("tb_u", draw(_unique_rows("tb_u")), draw(st.booleans()))
    rows = draw(st.lists(_row("tb_v"), min_size=1, max_size=3))
    return Insert("tb_v", tuple(rows + rows[: draw(st.integers(0, 1))]))


typed_writes = st.builds(
    TypedWrite,
    st.integers(0, len(TYPED) - 1),
    st.sampled_from(sorted(TYPED_TABLES)),
    st.sampled_from(list(USER_TYPES)),
    codes,
    codes,
    ids,
)

typed_ops = st.one_of(
    typed_inserts(),
    typed_inserts(),
    typed_writes,
    typed_writes,
    typed_writes,
    st.builds(UpdateKey, st.just("tb_u"), ids, st.sampled_from(IDS + [7, 8])),
    st.builds(Delete, st.just("tb_u"), st.just("id"), ids),
    st.sampled_from(sorted(TYPED_TABLES)).map(Truncate),
)


def _typed_tx_ops(plain: bool, depth: int = 2):
    simple = st.one_of(simple_ops, typed_ops) if plain else typed_ops
    base = st.one_of(*[simple] * 6, st.just(Flush()))
    if depth <= 0:
        return base
    inner = st.lists(_typed_tx_ops(plain, depth - 1), min_size=1, max_size=3).map(tuple)
    return st.one_of(
        *[base] * 6,
        st.builds(Savepoint, inner, st.booleans()),
        st.builds(FailInSavepoint, inner, st.integers(0, len(FAILING) - 1)),
    )


@st.composite
def typed_initial_states(draw, plain: bool):
    u = draw(st.lists(_row("tb_u"), max_size=6, unique_by=lambda r: r[0]))
    v = draw(st.lists(_row("tb_v"), max_size=6))
    v = v + v[: draw(st.integers(0, 2))]
    typed = tuple((t, tuple(rows)) for t, rows in (("tb_u", u), ("tb_v", v)) if rows)
    return (draw(initial_states()) if plain else ()) + typed


def _typed_examples(plain: bool):
    txs = st.builds(
        Transaction,
        st.lists(_typed_tx_ops(plain), min_size=1, max_size=6).map(tuple),
        st.sampled_from([True, True, True, True, True, False]),
    )
    return st.builds(
        Example,
        typed_initial_states(plain),
        st.lists(txs, min_size=1, max_size=3).map(tuple),
        st.sampled_from([False, False, False, True]),
    )


def examples_for(sources) -> st.SearchStrategy:
    """Examples writing the sources a shape group reads: the user-typed tables, the others, or
    both (so no operation is spent on a table nothing reads)."""
    typed = bool(set(sources) & TYPED_TABLES)
    plain = bool(set(sources) - TYPED_TABLES)
    if not typed:
        return examples
    return _typed_examples(plain)
