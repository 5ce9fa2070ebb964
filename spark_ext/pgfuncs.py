"""PostgreSQL semantics that Spark SQL has no exact equivalent for, as plain Python functions.

They run as Spark Python UDFs (registered by :func:`register` under the ``tv_*`` names the
translation emits) and are unit-tested against a real server on their own. Every function takes
and returns plain Python values; ``None`` is SQL NULL.

* ``numeric``: PostgreSQL picks the scale of a division (and so of ``avg``) per value
  (``select_div_scale`` in ``src/backend/utils/adt/numeric.c``); a Spark decimal has one scale
  per column. The result is therefore produced as PostgreSQL's *text* (``numeric_out``), which
  ``COPY`` / ``jsonb`` input read back with the same display scale.
* ``jsonb ->`` / ``->>``: the source documents are read as PostgreSQL's own text output, in which
  a nested value prints exactly as ``->`` would return it; the value is located with the JSON
  decoder and returned as the very substring (numbers keep ``1.50``, no re-printing).
* ``float8``/``float4`` in JSON: the shortest round-trip text, as ``float8out``/``float4out``
  print it (Java's ``Double.toString`` is not always shortest before JDK 19).
"""

from __future__ import annotations

import json
import math
import re
from decimal import Decimal
from fractions import Fraction

# numeric.c
NUMERIC_MIN_SIG_DIGITS = 16
DEC_DIGITS = 4
NUMERIC_MAX_DISPLAY_SCALE = 1000


def _unscaled(v) -> tuple[int, int] | None:
    """(unscaled integer, display scale) of a numeric value given as Decimal, int or PG text."""
    if v is None:
        return None
    if isinstance(v, bool):
        raise TypeError("boolean is not numeric")
    if isinstance(v, int):
        return v, 0
    if isinstance(v, str):
        v = Decimal(v)
    if isinstance(v, float):
        raise TypeError("float is not numeric")
    if not v.is_finite():
        raise ValueError(f"non-finite numeric {v}")
    sign, digits, exp = v.as_tuple()
    n = int("".join(map(str, digits)) or "0")
    if sign:
        n = -n
    if exp >= 0:
        return n * 10**exp, 0
    return n, -exp


def _text(n: int, scale: int) -> str:
    """numeric_out of unscaled ``n`` with ``scale`` fractional digits (no negative zero)."""
    s = str(abs(n)).rjust(scale + 1, "0")
    body = s if scale == 0 else s[:-scale] + "." + s[-scale:]
    return "-" + body if n < 0 else body


def _weight_first_digit(n: int, scale: int) -> tuple[int, int]:
    """Base-10000 weight and first (most significant) digit of |n| * 10^-scale; (0, 0) for 0."""
    n = abs(n)
    if n == 0:
        return 0, 0
    e = len(str(n)) - 1 - scale  # decimal exponent of the leading digit
    weight = e // DEC_DIGITS
    shift = -DEC_DIGITS * weight - scale  # n * 10^shift = value / 10000^weight
    first = n * 10**shift if shift >= 0 else n // 10 ** (-shift)
    return weight, first


def div_scale(a: tuple[int, int], b: tuple[int, int]) -> int:
    """select_div_scale(var1, var2)."""
    w1, f1 = _weight_first_digit(*a)
    w2, f2 = _weight_first_digit(*b)
    qweight = w1 - w2
    if f1 <= f2:
        qweight -= 1
    rscale = NUMERIC_MIN_SIG_DIGITS - qweight * DEC_DIGITS
    rscale = max(rscale, a[1], b[1], 0)
    return min(rscale, NUMERIC_MAX_DISPLAY_SCALE)


def _div_round(num: int, den: int) -> int:
    """num / den rounded half away from zero (integers)."""
    q, r = divmod(abs(num), abs(den))
    if 2 * r >= abs(den):
        q += 1
    return -q if (num < 0) != (den < 0) else q


def _rescale(n: int, scale: int, new: int) -> int:
    if new >= scale:
        return n * 10 ** (new - scale)
    return _div_round(n, 10 ** (scale - new))


def numeric_div(a, b) -> str | None:
    """``a / b`` on numeric (also avg = sum / count), as PostgreSQL prints the result."""
    ua, ub = _unscaled(a), _unscaled(b)
    if ua is None or ub is None:
        return None
    if ub[0] == 0:
        raise ZeroDivisionError("division by zero")
    rscale = div_scale(ua, ub)
    # a/b * 10^rscale = na * 10^(rscale + sb - sa) / nb
    e = rscale + ub[1] - ua[1]
    num, den = (ua[0] * 10**e, ub[0]) if e >= 0 else (ua[0], ub[0] * 10 ** (-e))
    return _text(_div_round(num, den), rscale)


def numeric_round(x, k: int) -> str | None:
    """round(numeric, k): half away from zero; display scale max(k, 0)."""
    u = _unscaled(x)
    if u is None or k is None:
        return None
    n, scale = u
    if k >= scale:
        return _text(n * 10 ** (k - scale), k) if k >= 0 else _text(n, scale)
    if k >= 0:
        return _text(_rescale(n, scale, k), k)
    # negative k: round to a multiple of 10^-k, display scale 0
    return _text(_div_round(n, 10 ** (scale - k)) * 10 ** (-k), 0)


# -- json ---------------------------------------------------------------------------------------

_DECODER = json.JSONDecoder()
_WS = re.compile(r"[ \t\n\r]*")


def _skip(s: str, i: int) -> int:
    return _WS.match(s, i).end()


def _value_end(s: str, i: int) -> int:
    """End of the JSON value starting at ``s[i]`` (no whitespace before it)."""
    c = s[i]
    if c == "{" or c == "[":
        # scan containers without building them: strings are skipped by the decoder
        depth = 0
        j = i
        n = len(s)
        while j < n:
            c = s[j]
            if c == '"':
                j = _string_end(s, j)
                continue
            if c in "{[":
                depth += 1
            elif c in "}]":
                depth -= 1
                if depth == 0:
                    return j + 1
            j += 1
        raise ValueError("unterminated JSON container")
    if c == '"':
        return _string_end(s, i)
    return _DECODER.raw_decode(s, i)[1]


_STR = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)


def _string_end(s: str, i: int) -> int:
    m = _STR.match(s, i)
    if m is None:
        raise ValueError("unterminated JSON string")
    return m.end()


def _members(s: str):
    """(key or index, start, end) of the members of the object / array text ``s``."""
    i = _skip(s, 0)
    if i >= len(s):
        return
    if s[i] == "{":
        i = _skip(s, i + 1)
        if s[i] == "}":
            return
        while True:
            kend = _string_end(s, i)
            key = json.loads(s[i:kend])
            i = _skip(s, kend)
            assert s[i] == ":"
            i = _skip(s, i + 1)
            end = _value_end(s, i)
            yield key, i, end
            i = _skip(s, end)
            if s[i] == "}":
                return
            assert s[i] == ","
            i = _skip(s, i + 1)
    elif s[i] == "[":
        i = _skip(s, i + 1)
        if s[i] == "]":
            return
        idx = 0
        while True:
            end = _value_end(s, i)
            yield idx, i, end
            idx += 1
            i = _skip(s, end)
            if s[i] == "]":
                return
            assert s[i] == ","
            i = _skip(s, i + 1)


def json_get(doc: str | None, key, jsonb: bool = True) -> str | None:
    """``doc -> key`` on the PostgreSQL text of a json/jsonb value: the member's text, verbatim.

    A text key selects an object member (the last one with that name, as ``json ->`` does;
    ``jsonb`` objects have unique keys), an integer an array element (negative: from the end).
    A ``jsonb`` scalar is a one-element array for integer keys (``'"x"'::jsonb -> 0`` is ``"x"``).
    """
    if doc is None or key is None:
        return None
    i = _skip(doc, 0)
    if i >= len(doc):
        return None
    if isinstance(key, str):
        if doc[i] != "{":
            return None
        found = None
        for k, a, b in _members(doc):
            if k == key:
                found = (a, b)
        return None if found is None else doc[found[0] : found[1]]
    if isinstance(key, bool) or not isinstance(key, int):
        raise TypeError(f"json key {key!r}")
    if doc[i] != "[":
        if jsonb and doc[i] != "{" and key in (0, -1):
            return doc[i : _value_end(doc, i)]
        return None
    spans = [(a, b) for _, a, b in _members(doc)]
    if key < 0:
        key += len(spans)
    if not 0 <= key < len(spans):
        return None
    a, b = spans[key]
    return doc[a:b]


def json_get_text(doc: str | None, key, jsonb: bool = True) -> str | None:
    """``doc ->> key``: strings unescaped, ``null`` as SQL NULL, anything else as its text."""
    v = json_get(doc, key, jsonb)
    if v is None or v == "null":
        return None
    if v.startswith('"'):
        return json.loads(v)
    return v


def json_get_path(doc: str | None, path, jsonb: bool = True, as_text: bool = False):
    """``doc #> path`` / ``#>>``: text path elements; on an array an element is an index."""
    if doc is None or path is None:
        return None
    for key in path:
        if key is None:
            return None
        i = _skip(doc, 0)
        if i < len(doc) and doc[i] == "[":
            try:
                key = int(key.strip())
            except ValueError:
                return None
        elif i >= len(doc) or doc[i] != "{":
            return None
        doc = json_get(doc, key, jsonb)
        if doc is None:
            return None
    if as_text:
        if doc == "null":
            return None
        return json.loads(doc) if doc.startswith('"') else doc
    return doc


def json_string(s: str | None) -> str | None:
    """escape_json(): PostgreSQL's JSON string literal (lower-case \\u00xx for control chars)."""
    if s is None:
        return None
    out = ['"']
    for ch in s:
        o = ord(ch)
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif o < 0x20:
            out.append(_CTRL.get(ch) or f"\\u{o:04x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


_CTRL = {"\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}


class _Num(str):
    """A JSON number kept as its source text."""


def _numeric_in_out(text: str) -> str:
    """numeric_in then numeric_out: plain notation, display scale from the literal."""
    d = Decimal(text)
    u = _unscaled(d)
    n, scale = u
    return _text(n, scale)


def _jsonb_text(v) -> str:
    if isinstance(v, list) and v and isinstance(v[0], tuple) and v[0] == ("__obj__",):
        pairs = {}
        for k, val in v[1:]:
            pairs[k] = val  # duplicate keys: the last one wins
        keys = sorted(pairs, key=lambda k: (len(k.encode()), k.encode()))
        return "{" + ", ".join(f"{json_string(k)}: {_jsonb_text(pairs[k])}" for k in keys) + "}"
    if isinstance(v, list):
        return "[" + ", ".join(_jsonb_text(x) for x in v) + "]"
    if isinstance(v, _Num):
        return _numeric_in_out(v)
    if isinstance(v, str):
        return json_string(v)
    if v is True:
        return "true"
    if v is False:
        return "false"
    if v is None:
        return "null"
    raise TypeError(repr(v))


def _bad_constant(c: str):
    raise ValueError(f"invalid JSON token {c}")


def jsonb_normalize(doc: str | None) -> str | None:
    """The text PostgreSQL prints for ``doc::jsonb``: keys unique (last wins) and ordered by
    length then bytes, ``", "`` / ``": "`` separators, numbers through numeric, strings escaped."""
    if doc is None:
        return None
    v = json.loads(
        doc,
        object_pairs_hook=lambda pairs: [("__obj__",), *pairs],
        parse_float=_Num,
        parse_int=_Num,
        parse_constant=_bad_constant,
    )
    return _jsonb_text(v)


def json_array_length(doc: str | None) -> int | None:
    if doc is None:
        return None
    i = _skip(doc, 0)
    if doc[i] != "[":
        raise ValueError("cannot get array length of a non-array")
    return sum(1 for _ in _members(doc))


# -- floats -------------------------------------------------------------------------------------


def _sci(digits: str, e: int, max_plain_exp: int) -> str:
    """PostgreSQL's layout (src/common/d2s.c, f2s.c) of the shortest round-trip ``digits`` whose
    leading digit has decimal exponent ``e``: plain for -4 <= e < max_plain_exp (15 for float8,
    6 for float4), else d.ddde+XX."""
    if e < -4 or e >= max_plain_exp:
        m = digits[0] + ("." + digits[1:] if len(digits) > 1 else "")
        return f"{m}e{'-' if e < 0 else '+'}{abs(e):02d}"
    if e >= 0:
        if len(digits) <= e + 1:
            return digits + "0" * (e + 1 - len(digits))
        return digits[: e + 1] + "." + digits[e + 1 :]
    return "0." + "0" * (-e - 1) + digits


def _float_text(shortest: str, max_plain_exp: int) -> str:
    d = Decimal(shortest)
    sign, digits, exp = d.as_tuple()
    ds = "".join(map(str, digits)).lstrip("0")
    stripped = ds.rstrip("0")
    exp += len(ds) - len(stripped)
    e = len(stripped) - 1 + exp
    return ("-" if sign else "") + _sci(stripped, e, max_plain_exp)


def _special(x: float) -> str | None:
    if math.isnan(x):
        return "NaN"
    if math.isinf(x):
        return "Infinity" if x > 0 else "-Infinity"
    if x == 0:
        return "-0" if math.copysign(1.0, x) < 0 else "0"
    return None


def _shortest_open(x, prev, nxt, candidate: str) -> str:
    """PostgreSQL's Ryu is built without STRICTLY_SHORTEST (``acceptBounds = false``): a decimal
    lying exactly on the rounding boundary to a neighbouring float is not accepted, where
    Python's repr / numpy accept it for an even mantissa. ``candidate`` is that shortest repr;
    when it sits on a boundary, search the shortest decimal strictly inside the interval (the
    closest to x; ties to even)."""
    fx = Fraction(x)
    ax = abs(fx)
    lo = (fx + Fraction(prev)) / 2 if math.isfinite(prev) else fx - (Fraction(nxt) - fx) / 2
    hi = (fx + Fraction(nxt)) / 2 if math.isfinite(nxt) else fx + (fx - Fraction(prev)) / 2
    c = Fraction(Decimal(candidate))
    if lo < c < hi:
        return candidate
    e0 = math.floor(math.log10(ax))
    if Fraction(10) ** e0 > ax:
        e0 -= 1
    elif Fraction(10) ** (e0 + 1) <= ax:
        e0 += 1
    for n in range(1, 30):
        unit = Fraction(10) ** (e0 - n + 1)
        k = math.floor(fx / unit)
        inside = [(abs(fx - j * unit), j % 2, j) for j in (k, k + 1) if lo < j * unit < hi]
        if inside:
            j = min(inside)[2]
            return str(Decimal(j).scaleb(e0 - n + 1))
    return candidate


def float8_text(x: float | None) -> str | None:
    """float8out (extra_float_digits = 1, the default): the shortest round-trip digits, as
    PostgreSQL's Ryu finds them, in PostgreSQL's layout."""
    if x is None:
        return None
    x = float(x)
    sp = _special(x)
    if sp:
        return sp
    r = _shortest_open(x, math.nextafter(x, -math.inf), math.nextafter(x, math.inf), repr(x))
    return _float_text(r, 15)


def float4_text(x: float | None) -> str | None:
    """float4out: the shortest digits that round-trip through float4."""
    if x is None:
        return None
    import numpy as np

    f = np.float32(x)
    sp = _special(float(f))
    if sp:
        return sp
    with np.errstate(over="ignore"):  # (next to float4's largest value: infinity, as meant)
        prev = float(np.nextafter(f, np.float32(-np.inf)))
        nxt = float(np.nextafter(f, np.float32(np.inf)))
    r = _shortest_open(float(f), prev, nxt, np.format_float_scientific(f, unique=True, trim="-"))
    return _float_text(r, 6)


def float_json_number(text: str | None) -> str | None:
    """A float's output text as a JSON value: NaN/Infinity become strings (to_jsonb does)."""
    if text is None:
        return None
    if text in ("NaN", "Infinity", "-Infinity"):
        return '"' + text + '"'
    return text


def float8_json(x: float | None) -> str | None:
    return float_json_number(float8_text(x))


def float4_json(x: float | None) -> str | None:
    return float_json_number(float4_text(x))


def _as_jsonb_number(text: str | None) -> str | None:
    # to_jsonb(float): the float's output text read as numeric (1e+300 -> 1000...0)
    if text is None:
        return None
    if text in ("NaN", "Infinity", "-Infinity"):
        return '"' + text + '"'
    return _numeric_in_out(text)


def float8_jsonb(x: float | None) -> str | None:
    return _as_jsonb_number(float8_text(x))


def float4_jsonb(x: float | None) -> str | None:
    return _as_jsonb_number(float4_text(x))


def float_texts(x: float | None, width: int = 8) -> list[str] | None:
    """[json text, jsonb text] of a float8 (width 8) or float4 (width 4) value."""
    if x is None:
        return None
    if width == 4:
        return [float4_json(x), float4_jsonb(x)]
    return [float8_json(x), float8_jsonb(x)]


# -- case mapping -------------------------------------------------------------------------------

# strings whose case PostgreSQL must map character by character for the table to apply: final
# sigma, Turkish dotted / dotless i, titlecase digraphs, ligatures, sharp s, combining marks
CASE_PROBES = [
    "ΣΑΣ ΟΔΟΣ σας οδός ς",
    "İstanbul ısı I i İ ı",
    "ǅ ǆ Ǆ ǈ ǋ ß ẞ ﬁ ﬀ ŉ ΐ ᾀ ᾈ",
    "Ａｂｃ Ǳ ǲ ǳ µ ÿ Ÿ K Å Ω",
    "é e\u0301 A\u030a 𐐀 𐐨 🙂 Ꭰ ꭰ",
]


def case_mapper(table: dict[int, str]):
    """upper/lower as a per-character table (code point -> text) read from the server."""

    def fn(s):
        return None if s is None else s.translate(table)

    return fn


# -- registration -------------------------------------------------------------------------------

UDFS = {
    # name: (function, Spark return type)
    "tv_pg_div": (numeric_div, "string"),
    "tv_pg_round": (numeric_round, "string"),
    "tv_json_get": (json_get, "string"),
    "tv_json_get_text": (json_get_text, "string"),
    "tv_json_get_path": (json_get_path, "string"),
    "tv_json_array_length": (json_array_length, "int"),
    "tv_float_texts": (float_texts, "array<string>"),
    "tv_float8_json": (float8_json, "string"),
    "tv_float4_json": (float4_json, "string"),
    "tv_float8_jsonb": (float8_jsonb, "string"),
    "tv_float4_jsonb": (float4_jsonb, "string"),
    "tv_json_string": (json_string, "string"),
    "tv_jsonb_normalize": (jsonb_normalize, "string"),
}


def register(spark) -> None:
    """Register the ``tv_*`` functions in a SparkSession (classic or Spark Connect)."""
    for name, (fn, rtype) in UDFS.items():
        spark.udf.register(name, fn, rtype)
