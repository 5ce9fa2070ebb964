"""Fixed source schema of the oracle and its (deliberately tiny) value domains.

Small domains make collisions likely: the same key is inserted, updated, moved and
deleted within one transaction, groups fill up and empty out, join keys match or are NULL.
"""

from __future__ import annotations

SOURCE_TABLES = ("tb_a", "tb_b", "tb_c", "tb_d", "tb_e", "tb_s", "tb_u", "tb_v")

# tb_b -> tb_a: ON DELETE CASCADE / ON UPDATE CASCADE (one statement changes two sources)
# tb_c -> tb_b: ON DELETE SET NULL / ON UPDATE CASCADE (three sources via chained RI)
# tb_d: an ordinary row trigger that writes tb_c (a "user trigger" changing another source)
# tb_e: a bag (no key: duplicate rows), its v NOT NULL
# tb_s -> tb_s: a self-reference, ON UPDATE CASCADE / ON DELETE CASCADE (a statement's
# cascade writes the table it changes)
# tb_c is range-partitioned on id (tb_c_lo: 1-3, tb_c_hi: 4 and up): statements name either the
# partitioned table (rows move between partitions on key updates) or a partition
# tb_u (keyed) and tb_v (a bag) hold a column of each user type (USER_TYPES): a type whose own
# operators live in public (the generated functions run under a pinned search_path), domains over
# int and text, an enum and a composite
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
CREATE TYPE public.ora_t;
CREATE FUNCTION public.ora_t_in(cstring) RETURNS public.ora_t
    LANGUAGE internal IMMUTABLE STRICT AS 'int4in';
CREATE FUNCTION public.ora_t_out(public.ora_t) RETURNS cstring
    LANGUAGE internal IMMUTABLE STRICT AS 'int4out';
CREATE TYPE public.ora_t (INPUT = public.ora_t_in, OUTPUT = public.ora_t_out, LIKE = int4);
CREATE FUNCTION public.ora_t_eq(public.ora_t, public.ora_t) RETURNS boolean
    LANGUAGE internal IMMUTABLE STRICT AS 'int4eq';
CREATE FUNCTION public.ora_t_lt(public.ora_t, public.ora_t) RETURNS boolean
    LANGUAGE internal IMMUTABLE STRICT AS 'int4lt';
CREATE FUNCTION public.ora_t_le(public.ora_t, public.ora_t) RETURNS boolean
    LANGUAGE internal IMMUTABLE STRICT AS 'int4le';
CREATE FUNCTION public.ora_t_gt(public.ora_t, public.ora_t) RETURNS boolean
    LANGUAGE internal IMMUTABLE STRICT AS 'int4gt';
CREATE FUNCTION public.ora_t_ge(public.ora_t, public.ora_t) RETURNS boolean
    LANGUAGE internal IMMUTABLE STRICT AS 'int4ge';
CREATE FUNCTION public.ora_t_cmp(public.ora_t, public.ora_t) RETURNS integer
    LANGUAGE internal IMMUTABLE STRICT AS 'btint4cmp';
CREATE FUNCTION public.ora_t_hash(public.ora_t) RETURNS integer
    LANGUAGE internal IMMUTABLE STRICT AS 'hashint4';
CREATE OPERATOR public.= (LEFTARG = public.ora_t, RIGHTARG = public.ora_t,
    FUNCTION = public.ora_t_eq, COMMUTATOR = =, RESTRICT = eqsel, JOIN = eqjoinsel,
    HASHES, MERGES);
CREATE OPERATOR public.< (LEFTARG = public.ora_t, RIGHTARG = public.ora_t,
    FUNCTION = public.ora_t_lt);
CREATE OPERATOR public.<= (LEFTARG = public.ora_t, RIGHTARG = public.ora_t,
    FUNCTION = public.ora_t_le);
CREATE OPERATOR public.> (LEFTARG = public.ora_t, RIGHTARG = public.ora_t,
    FUNCTION = public.ora_t_gt);
CREATE OPERATOR public.>= (LEFTARG = public.ora_t, RIGHTARG = public.ora_t,
    FUNCTION = public.ora_t_ge);
CREATE OPERATOR CLASS public.ora_t_ops DEFAULT FOR TYPE public.ora_t USING btree AS
    OPERATOR 1 public.<, OPERATOR 2 public.<=, OPERATOR 3 public.=, OPERATOR 4 public.>=,
    OPERATOR 5 public.>, FUNCTION 1 public.ora_t_cmp(public.ora_t, public.ora_t);
CREATE OPERATOR CLASS public.ora_t_hash_ops DEFAULT FOR TYPE public.ora_t USING hash AS
    OPERATOR 1 public.=, FUNCTION 1 public.ora_t_hash(public.ora_t);
CREATE DOMAIN public.ora_int AS int CHECK (VALUE >= 0);
CREATE DOMAIN public.ora_text AS text CHECK (VALUE <> '');
CREATE TYPE public.ora_mood AS ENUM ('sad', 'ok', 'happy');
CREATE TYPE public.ora_pair AS (x int, y text);
CREATE TABLE tb_u (
    id  int PRIMARY KEY,
    m   public.ora_t,
    di  public.ora_int,
    dt  public.ora_text,
    mo  public.ora_mood,
    pr  public.ora_pair,
    val int
);
CREATE TABLE tb_v (
    m   public.ora_t,
    di  public.ora_int,
    dt  public.ora_text,
    mo  public.ora_mood,
    pr  public.ora_pair,
    w   int
);
"""

# delete children first so the reset does not depend on cascades
RESET_SQL = (
    "DELETE FROM tb_d; DELETE FROM tb_c; DELETE FROM tb_b; DELETE FROM tb_a; "
    "DELETE FROM tb_e; DELETE FROM tb_s; DELETE FROM tb_u; DELETE FROM tb_v;"
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


# the user-typed columns of tb_u and tb_v: their type and the literals a value code 0..3 stands
# for (generated rows hold codes, so they shrink like ints): text that differs only by a trailing
# space or by case, a composite with NULL fields and one that is all NULL (which IS NULL)
USER_TYPES = {
    "m": ("public.ora_t", ["'0'", "'1'", "'2'", "'3'"]),
    "di": ("public.ora_int", ["0", "1", "2", "7"]),
    "dt": ("public.ora_text", ["'p'", "'p '", "'Q'", "'q'"]),
    "mo": ("public.ora_mood", ["'sad'", "'ok'", "'happy'", "'ok'"]),
    "pr": ("public.ora_pair", ["ROW(1, 'a')", "ROW(1, NULL)", "ROW(NULL, NULL)", "ROW(2, 'b')"]),
}
CODES = [None, 0, 1, 2, 3]
# composite columns cannot be key columns (a key of all-NULL fields IS NULL): refused at install
COMPOSITE = {"pr"}


def tval(col: str, code: int | None) -> str:
    """The SQL literal of user-typed column `col` for value code `code` (None = NULL)."""
    typ, values = USER_TYPES[col]
    return f"NULL::{typ}" if code is None else f"{values[code]}::{typ}"


def lit(v) -> str:
    """Render a Python value as an SQL literal (domains are ints, short texts, bools)."""
    if v is None:
        return "NULL"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    return "'" + str(v).replace("'", "''") + "'"
