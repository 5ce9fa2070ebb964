"""PostgreSQL <-> Spark I/O without JDBC: COPY through psycopg2 inside Spark Python tasks.

Reads: one Spark task per ctid range of a source; every task joins the coordinator's exported
snapshot (``SET TRANSACTION SNAPSHOT``) so all partitions of all sources see one state.
Writes: one Spark task per output partition; each streams Arrow batches as CSV into
``COPY staging FROM STDIN`` in its own transaction.

Functions defined here run inside Spark Python workers: they must be importable module-level
functions (pyarrow and psycopg2 must be installed where executors run).
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass

import psycopg2
from psycopg2 import sql as psql

EPOCH_US = "(extract(epoch FROM {c}) * 1000000)::int8"


@dataclass(frozen=True)
class Column:
    name: str
    pg_type: str  # format_type(): 'integer', 'numeric(12,2)', 'timestamp with time zone', ...
    typid: int
    typmod: int

    def signature(self) -> tuple:
        return (self.name, self.typid, self.typmod)


def columns(cur, relid: int) -> list[Column]:
    cur.execute(
        "SELECT attname, format_type(atttypid, atttypmod), atttypid::int, atttypmod FROM "
        "pg_attribute "
        "WHERE attrelid = %s AND attnum > 0 AND NOT attisdropped ORDER BY attnum",
        (relid,),
    )
    return [Column(*r) for r in cur.fetchall()]


def relid(cur, schema: str, name: str) -> int:
    cur.execute("SELECT to_regclass(%s)::oid::int", (psql.Identifier(schema, name).as_string(cur),))
    r = cur.fetchone()[0]
    if r is None:
        raise LookupError(f"relation {schema}.{name} does not exist")
    return r


def _base(pg_type: str) -> str:
    return re.sub(r"\(.*\)", "", pg_type).strip()


def wide_numeric(pg_type: str) -> bool:
    """A numeric whose values' display scales a Spark decimal cannot hold: no typmod (each value
    keeps its own scale) or a precision above 38. Read as PostgreSQL's own text."""
    t = pg_type.replace(" ", "")
    if _base(t) != "numeric":
        return False
    m = re.match(r"numeric\((\d+)(?:,(-?\d+))?\)$", t)
    if m is None:
        return True
    p, s = int(m.group(1)), int(m.group(2) or 0)
    return p > 38 or s < 0 or s > p  # PostgreSQL 15+ allows negative scales and s > p


def spark_type(col: Column) -> str:
    """Spark DDL type for a PostgreSQL column (as read by :func:`select_expr`)."""
    t = _base(col.pg_type)
    if t == "smallint":
        return "smallint"
    if t == "integer":
        return "int"
    if t == "bigint":
        return "bigint"
    if t == "real":
        return "float"
    if t == "double precision":
        return "double"
    if t == "boolean":
        return "boolean"
    if t == "numeric":
        if wide_numeric(col.pg_type):
            return "string"  # the value's own text (see translate: NUM marker)
        m = re.match(r"numeric\((\d+)(?:,(-?\d+))?\)", col.pg_type.replace(" ", ""))
        return f"decimal({m.group(1)},{m.group(2) or 0})"
    if t == "date":
        return "date"
    if t == "timestamp with time zone":
        return "timestamp"
    if t == "timestamp without time zone":
        return "timestamp_ntz"
    return "string"


def _quote_ident(name: str) -> str:
    """dbt_tview.quoting.quote_ident, written again: this module ships to executors alone,
    without dbt_tview (tests/unit/test_quoting.py keeps the two equal)."""
    return '"' + name.replace('"', '""') + '"'


def select_expr(col: Column) -> str:
    """SQL expression used in the COPY query to read the column in an Arrow-friendly form."""
    c = _quote_ident(col.name)
    t = _base(col.pg_type)
    if t in ("timestamp with time zone", "timestamp without time zone"):
        return EPOCH_US.format(c=c)
    if t == "date":
        return f"({c} - date '1970-01-01')"
    if spark_type(col) == "string":
        return f"{c}::text"
    return c


def _arrow_types(cols: list[Column]):
    import pyarrow as pa

    out = []
    for col in cols:
        st = spark_type(col)
        if st in ("timestamp", "timestamp_ntz"):
            out.append(
                (
                    pa.int64(),
                    pa.timestamp("us", tz="UTC") if st == "timestamp" else pa.timestamp("us"),
                )
            )
        elif st == "date":
            out.append((pa.int32(), pa.date32()))
        else:
            m = re.match(r"decimal\((\d+),(\d+)\)", st)
            t = {
                "smallint": pa.int16(),
                "int": pa.int32(),
                "bigint": pa.int64(),
                "float": pa.float32(),
                "double": pa.float64(),
                "boolean": pa.bool_(),
                "string": pa.string(),
            }.get(st)
            if m:
                t = pa.decimal128(int(m.group(1)), int(m.group(2)))
            out.append((t, t))
    return out


def _progress(dsn: str, run_id: str, partitions: int, rows: int) -> None:
    try:
        with psycopg2.connect(dsn, application_name="tview_backfill_task") as c, c.cursor() as cur:
            cur.execute(
                "UPDATE tview.backfill_progress SET partitions_done = partitions_done + %s, "
                "rows_done = rows_done + %s, updated_at = clock_timestamp() WHERE run_id = %s",
                (partitions, rows, run_id),
            )
        c.close()
    except psycopg2.Error:  # progress is best effort
        pass


def read_partitions(
    batches, *, dsn: str, snapshot: str, schema: str, name: str, cols: list[Column], run_id: str
):
    """mapInArrow function: batches of (lo, hi) page ranges -> Arrow batches of the source rows."""
    import pyarrow as pa
    import pyarrow.csv as pcsv

    types = _arrow_types(cols)
    names = [c.name for c in cols]
    rel = _quote_ident(schema) + "." + _quote_ident(name)
    exprs = ", ".join(select_expr(c) for c in cols) or "1"
    for batch in batches:
        for lo, hi in zip(batch.column("lo").to_pylist(), batch.column("hi").to_pylist()):
            cond = f"ctid >= '({lo},0)'::tid" + (
                f" AND ctid < '({hi},0)'::tid" if hi is not None else ""
            )
            conn = psycopg2.connect(dsn, application_name="tview_backfill_read")
            try:
                cur = conn.cursor()
                cur.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
                cur.execute("SET TRANSACTION SNAPSHOT %s", (snapshot,))
                buf = io.BytesIO()
                cur.copy_expert(
                    f"COPY (SELECT {exprs} FROM {rel} WHERE {cond}) TO STDOUT WITH (FORMAT csv)",
                    buf,
                )
                conn.rollback()
            finally:
                conn.close()
            nbytes = buf.tell()
            buf.seek(0)
            if nbytes == 0:
                _progress(dsn, run_id, 1, 0)
                continue
            table = pcsv.read_csv(
                buf,
                read_options=pcsv.ReadOptions(column_names=names, block_size=8 << 20),
                convert_options=pcsv.ConvertOptions(
                    column_types={n: t[0] for n, t in zip(names, types)},
                    true_values=["t"],
                    false_values=["f"],
                    null_values=[""],
                    strings_can_be_null=True,
                    quoted_strings_can_be_null=False,
                ),
            )
            arrays = [
                table.column(i).cast(t[1]) if t[0] != t[1] else table.column(i)
                for i, t in enumerate(types)
            ]
            out = pa.Table.from_arrays(arrays, names=names)
            _progress(dsn, run_id, 1, 0)
            yield from out.to_batches(max_chunksize=65536)


def write_partitions(batches, *, dsn: str, staging: str, columns: list[str], run_id: str):
    """mapInArrow function: Arrow batches of text columns -> COPY into the staging table."""
    import pyarrow as pa
    import pyarrow.csv as pcsv

    conn = psycopg2.connect(dsn, application_name="tview_backfill_write")
    total = 0
    try:
        cur = conn.cursor()
        collist = ", ".join(_quote_ident(c) for c in columns)
        for batch in batches:
            if batch.num_rows == 0:
                continue
            buf = io.BytesIO()
            pcsv.write_csv(batch, buf, write_options=pcsv.WriteOptions(include_header=False))
            buf.seek(0)
            cur.copy_expert(f"COPY {staging} ({collist}) FROM STDIN WITH (FORMAT csv)", buf)
            total += batch.num_rows
        conn.commit()
    finally:
        conn.close()
    _progress(dsn, run_id, 1, total)
    yield pa.RecordBatch.from_pylist([{"rows": total}], schema=pa.schema([("rows", pa.int64())]))
