"""The SQL-standard spellings PostgreSQL's deparser writes for some function calls and types,
which sqlglot cannot read or reads as something else, brought back to plain calls and names.

PostgreSQL's grammar turns `x IS NFC NORMALIZED`, `COLLATION FOR (x)` and
`SUBSTRING(x SIMILAR p ESCAPE e)` into calls of `is_normalized`, `pg_collation_for` and
`substring`, and `pg_get_viewdef` writes them back in the SQL spelling. sqlglot reads
`x IS NFC NORMALIZED` as `x IS nfc AS normalized` and the others not at all, so the deparsed
text is rewritten into the very calls the view is bound to (same functions, same arguments),
and `bit varying` into `varbit`.

SQL/JSON and XML syntax that has no call form (`IS JSON`, `JSON_OBJECT(... RETURNING json)`,
`XMLPARSE(CONTENT ...)`, `IS DOCUMENT`) is named by `unreadable`, so the install refuses it
by name instead of failing on a column `json` or `document` that does not exist.
"""

from __future__ import annotations

from dataclasses import dataclass

import sqlglot
from sqlglot.errors import TokenError
from sqlglot.tokens import TokenType

_DIALECT = "postgres"
_NORMAL_FORMS = frozenset({"nfc", "nfd", "nfkc", "nfkd"})
# type names the deparser spells in words that sqlglot reads under another name
_TYPE_WORDS = {("bit", "varying"): "varbit"}
# SQL/JSON and XML functions written in a syntax of their own (RETURNING, PASSING, CONTENT)
_UNREADABLE_CALLS = frozenset(
    {
        "json_object",
        "json_array",
        "json_objectagg",
        "json_arrayagg",
        "json_scalar",
        "json_serialize",
        "json_exists",
        "json_query",
        "json_value",
        "json_table",
        "xmlparse",
        "xmlserialize",
        "xmlexists",
        "xmlroot",
        "xmlpi",
    }
)


@dataclass(frozen=True)
class _Word:
    """A token outside string literals: its lower-case text (None when quoted) and span."""

    word: str | None
    kind: TokenType
    start: int
    end: int


def _words(sql: str) -> list[_Word]:
    out = []
    for t in sqlglot.Dialect.get_or_raise(_DIALECT).tokenize(sql):
        if t.token_type in (TokenType.STRING, TokenType.NATIONAL_STRING):
            out.append(_Word(None, t.token_type, t.start, t.end))
            continue
        quoted = sql[t.start] == '"'
        out.append(_Word(None if quoted else t.text.lower(), t.token_type, t.start, t.end))
    return out


def _matching(words: list[_Word], at: int, step: int) -> int | None:
    """The index of the parenthesis matching the one at `at` (step -1: `at` is a `)`)."""
    opening, closing = (TokenType.L_PAREN, TokenType.R_PAREN)[::step]
    depth = 0
    for i in range(at, -1 if step < 0 else len(words), step):
        if words[i].kind == opening:
            depth += 1
        elif words[i].kind == closing:
            depth -= 1
            if depth == 0:
                return i
    return None


def _type_words(sql: str, words: list[_Word]) -> str | None:
    """`bit varying` -> `varbit`."""
    for a, b in zip(words, words[1:]):
        word = _TYPE_WORDS.get((a.word or "", b.word or ""))
        if word:
            return sql[: a.start] + word + sql[b.end + 1 :]
    return None


def _is_normalized(sql: str, words: list[_Word]) -> str | None:
    """`(x IS [form] NORMALIZED)` -> `is_normalized(x, 'form')` (the deparser parenthesizes
    it, and writes IS NOT NORMALIZED as NOT (x IS NORMALIZED))."""
    for i, w in enumerate(words):
        if w.word != "normalized" or i + 1 >= len(words) or i < 2:
            continue
        close = i + 1
        form = words[i - 1].word if words[i - 1].word in _NORMAL_FORMS else None
        is_at = i - 2 if form else i - 1
        if words[close].kind != TokenType.R_PAREN or words[is_at].word != "is":
            continue
        open_ = _matching(words, close, -1)
        if open_ is None or open_ >= is_at:
            continue
        arg = sql[words[open_].end + 1 : words[is_at].start].strip()
        call = f"is_normalized({arg}, '{form.upper()}')" if form else f"is_normalized({arg})"
        return sql[: words[open_].start] + call + sql[words[close].end + 1 :]
    return None


def _collation_for(sql: str, words: list[_Word]) -> str | None:
    """`COLLATION FOR (x)` -> `pg_collation_for(x)`."""
    for a, b in zip(words, words[1:]):
        if a.word == "collation" and b.word == "for":
            return sql[: a.start] + "pg_collation_for" + sql[b.end + 1 :]
    return None


def _substring_similar(sql: str, words: list[_Word]) -> str | None:
    """`SUBSTRING(x SIMILAR p ESCAPE e)` -> `pg_catalog."substring"(x, p, e)` (quoted: sqlglot
    reads a bare substring(a, b, c) as SUBSTRING(a FROM b FOR c))."""
    for i, w in enumerate(words[:-1]):
        if w.word != "substring" or words[i + 1].kind != TokenType.L_PAREN:
            continue
        close = _matching(words, i + 1, 1)
        if close is None:
            continue
        depth, cuts = 0, []
        for j in range(i + 2, close):
            k = words[j]
            if k.kind == TokenType.L_PAREN:
                depth += 1
            elif k.kind == TokenType.R_PAREN:
                depth -= 1
            elif depth == 0 and k.word == "similar" and words[j + 1].word != "to":
                cuts.append(k)
            elif depth == 0 and k.word == "escape" and cuts:
                cuts.append(k)
        if len(cuts) != 2:
            continue
        out, last = [sql[: w.start], 'pg_catalog."substring"'], w.end + 1
        for k in cuts:
            out += [sql[last : k.start].rstrip(), ","]
            last = k.end + 1
        return "".join(out) + sql[last:]
    return None


_REWRITES = (_type_words, _is_normalized, _collation_for, _substring_similar)


def rewrite(sql: str) -> str:
    """`sql` with each SQL spelling above as its function call (one at a time: a rewrite may
    enclose another)."""
    while True:
        words = _words(sql)
        for rule in _REWRITES:
            out = rule(sql, words)
            if out is not None:
                sql = out
                break
        else:
            return sql


def unreadable(sql: str) -> str | None:
    """The first SQL/JSON or XML construct of `sql` that has no call form, or None (also for
    text the tokenizer refuses: parsing it reports that)."""
    try:
        words = _words(sql)
    except TokenError:
        return None
    for i, w in enumerate(words[:-1]):
        nxt = words[i + 1]
        if w.word in _UNREADABLE_CALLS and nxt.kind == TokenType.L_PAREN:
            return f"{w.word.upper()}(...)"
        if w.word == "is":
            rest = [x.word for x in words[i + 1 : i + 3]]
            pred = rest[1] if rest[0] == "not" and len(rest) > 1 else rest[0]
            if pred in ("json", "document"):
                return f"IS {pred.upper()}"
    return None
