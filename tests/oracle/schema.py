"""Fixed source schema of the oracle and its (deliberately tiny) value domains.

Small domains make collisions likely: the same key is inserted, updated, moved and
deleted within one transaction, groups fill up and empty out, join keys match or are NULL.
"""

from __future__ import annotations

SOURCE_TABLES = ("tb_a", "tb_b", "tb_c", "tb_d", "tb_e", "tb_s")

# tb_b -> tb_a: ON DELETE CASCADE / ON UPDATE CASCADE (one statement changes two sources)
# tb_c -> tb_b: ON DELETE SET NULL / ON UPDATE CASCADE (three sources via chained RI)
# tb_d: an ordinary row trigger that writes tb_c (a "user trigger" changing another source)
# tb_e: a bag (no key: duplicate rows), its v NOT NULL
# tb_s -> tb_s: a self-reference, ON UPDATE CASCADE / ON DELETE CASCADE (a statement's
# cascade writes the table it changes)
# tb_c is range-partitioned on id (tb_c_lo: 1-3, tb_c_hi: 4 and up): statements name either the
# partitioned table (rows move between partitions on key updates) or a partition
SOURCES_DDL = """
CREATE TABLE tb_a (
    id   int PRIMARY KEY,
    grp  int,
    val  int,
    name text,
    flag bool
);
CREATE TABLE tb_b (
    id   int PRIMARY KEY,
    a_id int REFERENCES tb_a (id) ON DELETE CASCADE ON UPDATE CASCADE,
    val  int,
    tag  text
);
CREATE TABLE tb_c (
    id   int PRIMARY KEY,
    b_id int REFERENCES tb_b (id) ON DELETE SET NULL ON UPDATE CASCADE,
    grp  int,
    val  int
) PARTITION BY RANGE (id);
CREATE TABLE tb_c_lo PARTITION OF tb_c FOR VALUES FROM (MINVALUE) TO (4);
CREATE TABLE tb_c_hi PARTITION OF tb_c FOR VALUES FROM (4) TO (MAXVALUE);
CREATE TABLE tb_d (
    id   int PRIMARY KEY,
    c_id int,
    val  int
);
CREATE FUNCTION tb_d_propagate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE tb_c SET val = NEW.val WHERE id = NEW.c_id;
    RETURN NULL;
END $$;
CREATE TRIGGER tb_d_propagate AFTER INSERT OR UPDATE ON tb_d
    FOR EACH ROW EXECUTE FUNCTION tb_d_propagate();
CREATE TABLE tb_e (
    k int,
    v int NOT NULL,
    w int
);
CREATE TABLE tb_s (
    id     int PRIMARY KEY,
    parent int REFERENCES tb_s (id) ON UPDATE CASCADE ON DELETE CASCADE,
    v      int NOT NULL
);
"""

# delete children first so the reset does not depend on cascades
RESET_SQL = (
    "DELETE FROM tb_d; DELETE FROM tb_c; DELETE FROM tb_b; DELETE FROM tb_a; "
    "DELETE FROM tb_e; DELETE FROM tb_s;"
)

IDS = list(range(1, 7))  # primary keys of every table
GRPS = [None, 1, 2, 3]  # group keys (NULL group included)
VALS = [None, 0, 1, 2, 3, 4]
NN_VALS = [0, 1, 2, 3]  # NOT NULL columns
NAMES = [None, "x", "y", "z"]
TAGS = [None, "p", "q"]
FLAGS = [None, True, False]

# columns that may be SET by a single-row update, per table, with their domain
UPDATABLE = {
    "tb_a": {"grp": GRPS, "val": VALS, "name": NAMES, "flag": FLAGS},
    "tb_b": {"val": VALS, "tag": TAGS},  # a_id handled separately (FK guard)
    "tb_c": {"grp": GRPS, "val": VALS},  # b_id handled separately (FK guard)
    "tb_d": {"val": VALS, "c_id": [None] + IDS},
}

# FK columns: table -> (column, referenced table)
FKS = {"tb_b": ("a_id", "tb_a"), "tb_c": ("b_id", "tb_b")}

# tb_c's partitions and the ids each holds
PARTITIONS = {"tb_c_lo": [i for i in IDS if i < 4], "tb_c_hi": [i for i in IDS if i >= 4]}


def lit(v) -> str:
    """Render a Python value as an SQL literal (domains are ints, short texts, bools)."""
    if v is None:
        return "NULL"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    return "'" + str(v).replace("'", "''") + "'"
