"""One query that updates a source in several data-modifying parts (WITH ... UPDATE). PostgreSQL
queues the AFTER STATEMENT events of each part and cancels those the part before queued, so the
column-specific triggers (the gate, the key and the witness triggers: UPDATE OF) fire for the
columns the last part names, while the transition tables hold every part's rows. Each tview
must still see every row: checked against its view after each statement, for every order of a
part naming the columns a tview reads and one naming none, and for each kind of trigger."""

from __future__ import annotations

import pytest

from dbt_tview import api

SCHEMA_SQL = """
CREATE TABLE tb_company (pk_company int PRIMARY KEY, name text);
CREATE TABLE tb_user (pk_user int PRIMARY KEY, fk_company int, name text, score numeric,
                      last_seen bigint NOT NULL DEFAULT 0);
CREATE TABLE tb_post (pk_post int PRIMARY KEY, fk_user int, title text);
CREATE TABLE tb_item (pk_item int PRIMARY KEY, label text, hits bigint NOT NULL DEFAULT 0);
INSERT INTO tb_company SELECT c, 'c' || c FROM generate_series(1, 5) c;
INSERT INTO tb_user SELECT u, 1 + u % 5, 'u' || u, u, 0 FROM generate_series(1, 60) u;
INSERT INTO tb_post SELECT p, 1 + p % 60, 't' || p FROM generate_series(1, 300) p;
INSERT INTO tb_item SELECT i, 'i' || i, 0 FROM generate_series(1, 40) i;
"""
TVIEWS = {
    # a joined source (tb_user): its UPDATE work runs in the source's dispatcher, behind gates
    "tv_post": (
        "SELECT p.pk_post, p.title, u.name AS author, c.name AS company FROM tb_post p "
        "JOIN tb_user u ON u.pk_user = p.fk_user JOIN tb_company c ON c.pk_company = u.fk_company",
        "pk_post",
    ),
    # a direct source whose key an UPDATE may move (the key trigger)
    "tv_item": ("SELECT i.pk_item, i.label FROM tb_item i", "pk_item"),
    "tv_user": ("SELECT u.pk_user, u.name, u.fk_company FROM tb_user u", "pk_user"),
    # an algebraic one
    "tv_company_stats": (
        "SELECT u.fk_company, count(*) AS users, sum(u.score) AS score FROM tb_user u "
        "GROUP BY u.fk_company",
        "fk_company",
    ),
}
READ = {
    "tb_user": [
        "UPDATE tb_user SET name = name || 'x' WHERE pk_user = {k}",
        "UPDATE tb_user SET fk_company = 1 + (fk_company % 5) WHERE pk_user = {k}",
        "UPDATE tb_user SET score = score + 1 WHERE pk_user = {k}",
    ],
    "tb_item": [
        "UPDATE tb_item SET pk_item = pk_item + 1000 WHERE pk_item = {k}",
        "UPDATE tb_item SET label = label || 'x' WHERE pk_item = {k}",
    ],
}
UNREAD = {
    "tb_user": "UPDATE tb_user SET last_seen = last_seen + 1 WHERE pk_user = {k}",
    "tb_item": "UPDATE tb_item SET hits = hits + 1 WHERE pk_item = {k}",
}


def _queries(table: str, read: str, k: int) -> list[str]:
    """Queries of several parts updating `table`: one `read` part (naming columns the tviews
    read) and parts naming none, in every position, as WITH parts and as the main statement."""
    unread = UNREAD[table]
    r, u1, u2 = read.format(k=k), unread.format(k=k + 1), unread.format(k=k + 2)
    return [
        f"WITH a AS ({u1} RETURNING 1) {r}",
        f"WITH a AS ({r} RETURNING 1) {u1}",
        f"WITH a AS ({u1} RETURNING 1), b AS ({r} RETURNING 1) SELECT 1",
        f"WITH a AS ({r} RETURNING 1), b AS ({u1} RETURNING 1) SELECT 1",
        f"WITH a AS ({u1} RETURNING 1), b AS ({r} RETURNING 1) {u2}",
        f"WITH a AS ({r} RETURNING 1) {u1.replace(' WHERE ', ' FROM a WHERE ')}",
        # an INSERT ... ON CONFLICT DO UPDATE after a part naming no read column
        f"WITH a AS ({u1} RETURNING 1) {_upsert(table, r)}",
        f"WITH a AS ({r} RETURNING 1) {_merge(table, u1)}",
    ]


def _upsert(table: str, read: str) -> str:
    """`read` as an INSERT of an existing row whose conflict runs the same SET."""
    key = "pk_user" if table == "tb_user" else "pk_item"
    set_, where = read.split(" SET ", 1)[1].split(" WHERE ")
    k = where.split(" = ")[1]
    target, expr = set_.split(" = ", 1)
    for col in ("pk_item", "label", "name", "fk_company", "score"):
        expr = expr.replace(col, f"t.{col}")
    return (
        f"INSERT INTO {table} AS t SELECT * FROM {table} WHERE {key} = {k} "
        f"ON CONFLICT ({key}) DO UPDATE SET {target} = {expr}"
    )


def _merge(table: str, read: str) -> str:
    key = "pk_user" if table == "tb_user" else "pk_item"
    set_, where = read.split(" SET ", 1)[1].split(" WHERE ")
    k = where.split(" = ")[1]
    return (
        f"MERGE INTO {table} t USING (SELECT {k} AS k) s ON t.{key} = s.k "
        f"WHEN MATCHED THEN UPDATE SET {set_}"
    )


def _check(conn, what: str) -> None:
    for name in TVIEWS:
        assert api.diff(conn, name=name) == [], f"{name} after {what}"
    conn.commit()


@pytest.fixture
def installed(db):
    for name, (sql, key) in TVIEWS.items():
        api.install(db, name=name, sql=sql, key=key)
    db.commit()
    return db


@pytest.mark.parametrize("table", sorted(READ))
def test_every_part_of_a_query_is_maintained(installed, table: str) -> None:
    c, k = installed, 1
    for read in READ[table]:
        for sql in _queries(table, read, k):
            with c.cursor() as cur:
                cur.execute(sql)
            c.commit()
            _check(c, sql)
            k += 3


def test_parts_within_one_transaction_and_a_savepoint(installed) -> None:
    """The flags outlive a part's cancelled events within a transaction that goes on: later
    statements, a rolled-back savepoint and the commit-time flush see them alike."""
    c = installed
    with c.cursor() as cur:
        for sql in _queries("tb_item", READ["tb_item"][0], 7)[:3]:
            cur.execute(sql.replace("{k}", "7"))
        cur.execute("SAVEPOINT s")
        cur.execute(_queries("tb_user", READ["tb_user"][1], 20)[0])
        cur.execute("ROLLBACK TO SAVEPOINT s")
        cur.execute(_queries("tb_user", READ["tb_user"][0], 30)[2])
    c.commit()
    _check(c, "one transaction")


def test_a_merge_beside_another_part_updating_the_source(installed) -> None:
    """Some PostgreSQL releases (16.2 here; 15.18 is correct) keep a MERGE's transition rows
    apart from those of another part of the same query updating the table, and fire the
    statement triggers once, with the other part's rows: the change the MERGE makes is never
    shown to any statement trigger (docs/guarantees.md)."""
    c = installed
    with c.cursor() as cur:
        cur.execute(
            f"WITH a AS ({UNREAD['tb_item'].format(k=26)} RETURNING 1) "
            f"{_merge('tb_item', READ['tb_item'][1].format(k=25))}"
        )
        cur.execute("SELECT current_setting('server_version_num')::int")
        version = cur.fetchone()[0]
    c.commit()
    if api.diff(c, name="tv_item") and not 150018 <= version < 160000:
        pytest.xfail(f"PostgreSQL {version} hides the MERGE's rows from statement triggers")
    _check(c, "a MERGE beside an UPDATE")


NESTED_SQL = """
CREATE TABLE tb_log (pk_user int);
CREATE FUNCTION touch_author() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE tb_user SET name = name || 'n' WHERE pk_user = NEW.pk_user + 20;
    RETURN NULL;
END $$;
CREATE TRIGGER touch AFTER INSERT ON tb_log FOR EACH ROW EXECUTE FUNCTION touch_author();
CREATE FUNCTION logged(k int, v bigint) RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO tb_log VALUES (k);
    RETURN v;
END $$;
"""


def test_a_later_part_whose_triggers_update_the_source_again(installed) -> None:
    """A part naming a read column is queued; a later part of the same query, naming none,
    inserts through a function into a table whose row trigger updates the source again, one
    trigger level deeper. That deeper UPDATE's maintenance runs first and must leave the
    relation's mark (decision 0024) to the later part, whose queueing cancels the first
    part's events and so must queue them again."""
    c = installed
    with c.cursor() as cur:
        cur.execute(NESTED_SQL)
        cur.execute(
            "SELECT pg_get_triggerdef(oid) FROM pg_trigger WHERE tgname = 'tview_upd' "
            "AND tgrelid = 'tb_user'::regclass"
        )
        assert "tview.q_" in cur.fetchone()[0]  # (the dispatcher's WHEN reads the mark)
    c.commit()
    k = 1
    for read in READ["tb_user"]:
        sql = (
            f"WITH a AS ({read.format(k=k)} RETURNING 1) UPDATE tb_user "
            f"SET last_seen = logged(pk_user, last_seen) + 1 "
            # (the count reads the first part to its end, which queues its events first)
            f"FROM (SELECT count(*) FROM a) AS n WHERE pk_user = {k + 1}"
        )
        with c.cursor() as cur:
            cur.execute(sql)
        c.commit()
        _check(c, sql)
        k += 3
