"""spark_ext.pgfuncs (the Python side of the Spark translation) against the server's own results:
numeric division / avg / round scale and text, json ``->`` / ``->>``, float8/float4 output text.

No Spark here: these functions run inside Spark UDFs, their end-to-end use is in
tests/spark/test_spark_backfill.py."""

from __future__ import annotations

import math
import struct
from decimal import Decimal

import psycopg2
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from spark_ext import pgfuncs

SETTINGS = settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@pytest.fixture(scope="module")
def cur(pg_server):
    c = psycopg2.connect(pg_server.dsn())
    c.autocommit = True
    with c.cursor() as cur:
        yield cur
    c.close()


def _one(cur, q, args=()):
    cur.execute(q, args)
    return cur.fetchone()[0]


INT8_MAX = 2**63 - 1
NUMERIC_CASES = [
    ("1", "2"),
    ("1", "3"),
    ("2", "3"),
    ("-1", "3"),
    ("1", "-3"),
    ("0", "7"),
    ("0.000", "7"),
    ("10000", "3"),
    ("9999", "3"),
    ("1", "9999"),
    ("1", "10000"),
    ("1", "10001"),
    ("123456789.123", "1000"),
    ("1.500", "2"),
    ("0.0001", "3"),
    ("0.00001", "3"),
    ("99999999999999999999.999999", "0.000001"),
    ("0.000000000000000000000000001", "3"),
    (str(INT8_MAX), "1"),
    (str(-INT8_MAX - 1), "7"),
    (str(INT8_MAX * 3), "3"),
    (str(INT8_MAX * 1000), "1000"),
    ("1", str(INT8_MAX)),
    ("5", "2"),
    ("-5", "2"),
    ("2.5", "1"),
    ("1e-40", "3"),
    ("1.00000000000000000000000000000000000000", "3"),
]


@pytest.mark.parametrize("a, b", NUMERIC_CASES)
def test_numeric_division_table(cur, a, b):
    want = _one(cur, "SELECT (%s::numeric / %s::numeric)::text", (a, b))
    assert pgfuncs.numeric_div(Decimal(a), Decimal(b)) == want
    assert pgfuncs.numeric_div(a, b) == want  # PG text in (a nested division)


_decimals = st.builds(
    lambda n, s: Decimal(n).scaleb(-s),
    st.integers(min_value=-(10**40), max_value=10**40),
    st.integers(min_value=0, max_value=30),
)


@SETTINGS
@given(a=_decimals, b=_decimals.filter(lambda d: d != 0))
def test_numeric_division_random(cur, a, b):
    want = _one(cur, "SELECT (%s::numeric / %s::numeric)::text", (str(a), str(b)))
    assert pgfuncs.numeric_div(a, b) == want


def test_numeric_division_by_zero_raises():
    with pytest.raises(ZeroDivisionError):
        pgfuncs.numeric_div(Decimal(1), 0)
    assert pgfuncs.numeric_div(None, 1) is None and pgfuncs.numeric_div(1, None) is None


AVG_GROUPS = [
    [1, 2],
    [1, 2, 4],
    [-1, 1],
    [7],
    [INT8_MAX, INT8_MAX, INT8_MAX],
    [-INT8_MAX - 1, -INT8_MAX - 1],
    [INT8_MAX, -INT8_MAX - 1, 3],
    [1, 1, 1, 1, 1, 1, 2],
    list(range(1, 1001)),
    [10**12 + 7, 3, 5],
]


@pytest.mark.parametrize("vals", AVG_GROUPS, ids=range(len(AVG_GROUPS)))
@pytest.mark.parametrize("typ", ["int2", "int4", "int8", "numeric(30,3)", "numeric(25,10)"])
def test_avg_is_sum_over_count_with_pg_scale(cur, vals, typ):
    if typ == "int2" and any(abs(v) > 32767 for v in vals):
        pytest.skip("out of int2 range")
    if typ == "int4" and any(abs(v) > 2**31 - 1 for v in vals):
        pytest.skip("out of int4 range")
    scale = int(typ.split(",")[1].rstrip(")")) if "," in typ else 0
    if any(len(str(abs(v))) + scale > 30 for v in vals) and typ.startswith("numeric(30"):
        pytest.skip("out of numeric(30,3) range")
    if any(len(str(abs(v))) + scale > 25 for v in vals) and typ.startswith("numeric(25"):
        pytest.skip("out of numeric(25,10) range")
    want = _one(cur, f"SELECT avg(x::{typ})::text FROM unnest(%s::int8[]) x", (vals,))
    # Spark side: sum keeps the column's scale, count is an integer
    total = sum(Decimal(v) for v in vals).quantize(Decimal(1).scaleb(-scale))
    assert pgfuncs.numeric_div(total, len(vals)) == want


@SETTINGS
@given(
    vals=st.lists(st.integers(min_value=-(10**15), max_value=10**15), min_size=1, max_size=20),
    scale=st.integers(min_value=0, max_value=6),
)
def test_avg_numeric_random(cur, vals, scale):
    ds = [Decimal(v).scaleb(-scale) for v in vals]
    want = _one(
        cur,
        f"SELECT avg(x::numeric(30,{scale}))::text FROM unnest(%s::numeric[]) x",
        ([str(d) for d in ds],),
    )
    assert pgfuncs.numeric_div(sum(ds), len(ds)) == want


@SETTINGS
@given(x=_decimals, k=st.integers(min_value=-5, max_value=25))
def test_numeric_round_random(cur, x, k):
    want = _one(cur, "SELECT round(%s::numeric, %s)::text", (str(x), k))
    assert pgfuncs.numeric_round(x, k) == want
    q = pgfuncs.numeric_div(x, Decimal(7))
    assert pgfuncs.numeric_round(q, k) == _one(
        cur, "SELECT round(%s::numeric / 7, %s)::text", (str(x), k)
    )


DOCS = [
    '{"a": {"b": [1, 2.50]}, "c": "x\\u00e9\\"\\n", "d": null, "e": 1.50, "f": true, '
    '"g": [], "h": {}, "i": "", "j": [{"k": "]}"}, "}"], "aa": -0.0}',
    '[1, "two", [3, 4], {"5": 6}, null, false, 1e5]',
    '"scalar"',
    "12.5",
    "null",
    "{}",
    "[]",
]
KEYS = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "aa", "zz", "", "5", 0, 1, 2, 3, 4, 5, 6]
KEYS += [7, -1, -2, -7, -8]


@pytest.mark.parametrize("typ", ["jsonb", "json"])
@pytest.mark.parametrize("doc", DOCS, ids=range(len(DOCS)))
def test_json_get_matches_arrow_operators(cur, typ, doc):
    text = _one(cur, f"SELECT %s::{typ}::text", (doc,))  # what the Spark read sees
    for key in KEYS:
        op = "%s::int" if isinstance(key, int) else "%s::text"
        cur.execute(f"SELECT (%s::{typ} -> {op})::text, %s::{typ} ->> {op}", (doc, key, doc, key))
        want, want_text = cur.fetchone()
        assert pgfuncs.json_get(text, key, typ == "jsonb") == want, (doc, key)
        assert pgfuncs.json_get_text(text, key, typ == "jsonb") == want_text, (doc, key)


def test_json_get_on_json_keeps_whitespace_and_last_duplicate(cur):
    doc = '{"a" :  {"b" : [1,2.50] } , "a": 3, "c" : { "x" :1 }}'
    for key in ("a", "c"):
        want = _one(cur, "SELECT (%s::json -> %s)::text", (doc, key))
        assert pgfuncs.json_get(doc, key, False) == want
    assert pgfuncs.json_array_length("[1, [2, 3], {}]") == 3


_doubles = st.floats(allow_nan=True, allow_infinity=True, width=64)


@SETTINGS
@given(x=_doubles)
@example(x=4.441117377279434e16)  # shortest repr on a rounding boundary: PG prints 17 digits
@example(x=5e-324)
@example(x=2.2250738585072014e-308)
@example(x=1.7976931348623157e308)
@example(x=9007199254740993.0)
def test_float8_text_is_float8out(cur, x):
    want = _one(cur, "SELECT %s::float8::text", (repr(x) if not math.isnan(x) else "NaN",))
    assert pgfuncs.float8_text(x) == want


@SETTINGS
@given(x=st.floats(width=32, allow_nan=True, allow_infinity=True))
def test_float4_text_is_float4out(cur, x):
    x = struct.unpack("f", struct.pack("f", x))[0]
    lit = "NaN" if math.isnan(x) else repr(x)
    want = _one(cur, "SELECT %s::float8::float4::text", (lit,))
    assert pgfuncs.float4_text(x) == want


@pytest.mark.parametrize(
    "x", [0.0, -0.0, 1e15, 1e14, 123456789012345.6, 1e-4, 1e-5, 0.1, 2.0, 1e300, 5e-324, -1.5]
)
def test_float8_json_matches_to_jsonb(cur, x):
    want = _one(cur, "SELECT to_json(%s::float8)::text", (repr(x),))
    assert pgfuncs.float8_json(x) == want


@pytest.mark.parametrize(
    "doc",
    [
        '{"b":1, "a": [1.50, 1e5, -0.0, -0, 1E-3, "x\\u00e9\\n"], "b": {"cc":null, "d": true}}',
        '{"aaa": 1, "b": 2, "ab": 3, "é": 4, "z": 5, "": 6}',
        "[]",
        "{}",
        '"\\u0001\\t"',
        "12.500",
        '[{"k": [[], {}]}, false, null]',
    ],
)
def test_jsonb_normalize_is_jsonb_output(cur, doc):
    assert pgfuncs.jsonb_normalize(doc) == _one(cur, "SELECT %s::jsonb::text", (doc,))


@SETTINGS
@given(
    s=st.text(
        alphabet=st.characters(min_codepoint=1, max_codepoint=0x2FFFF, exclude_categories=("Cs",))
    )
)
def test_json_string_is_escape_json(cur, s):
    assert pgfuncs.json_string(s) == _one(cur, "SELECT to_json(%s::text)::text", (s,))


@pytest.fixture(scope="module")
def case_tables(cur):
    from spark_ext.backfill import case_tables as probe

    tables, problem = probe(cur)
    assert problem is None, problem  # the test databases are libc C.UTF-8
    return tables


def test_case_tables_keep_single_character_mappings(case_tables):
    up, lo = case_tables["upper"], case_tables["lower"]
    assert ord("ß") not in up and up[ord("ǆ")] == "Ǆ" and lo[ord("ǅ")] == "ǆ"
    assert ord("ﬁ") not in up and up[ord("ı")] == "I" and lo[ord("İ")] in ("i", "i̇")
    assert lo[ord("Σ")] == "σ"  # no final sigma: PostgreSQL maps character by character


@SETTINGS
@example(s="ΣΑΣ ὈΔΟΣ ß ǅ İı ﬁ ᾀ")
@given(
    s=st.text(
        alphabet=st.characters(min_codepoint=1, max_codepoint=0x1FFFF, exclude_categories=("Cs",))
    )
)
def test_case_mapper_is_upper_lower(cur, case_tables, s):
    got = (
        pgfuncs.case_mapper(case_tables["upper"])(s),
        pgfuncs.case_mapper(case_tables["lower"])(s),
    )
    assert got == (_one(cur, "SELECT upper(%s)", (s,)), _one(cur, "SELECT lower(%s)", (s,)))
