"""Quoting of PostgreSQL identifiers and literals, shared by the SQL generator, the executor
and the Spark backfill (`spark_ext`), so that every name is written one way."""

from __future__ import annotations

import functools
import re

# Keywords PostgreSQL's quote_ident / format('%I') quotes (pg_get_keywords() catcode <> 'U'),
# as of PostgreSQL 15; later majors add the words in KEYWORDS_ADDED.
_KEYWORDS_15 = frozenset(
    """
    all analyse analyze and any array as asc asymmetric authorization between bigint binary
    bit boolean both case cast char character check coalesce collate collation column
    concurrently constraint create cross current_catalog current_date current_role
    current_schema current_time current_timestamp current_user dec decimal default deferrable
    desc distinct do else end except exists extract false fetch float for foreign freeze from
    full grant greatest group grouping having ilike in initially inner inout int integer
    intersect interval into is isnull join lateral leading least left like limit localtime
    localtimestamp national natural nchar none normalize not notnull null nullif numeric
    offset on only or order out outer overlaps overlay placing position precision primary real
    references returning right row select session_user setof similar smallint some substring
    symmetric table tablesample then time timestamp to trailing treat trim true union unique
    user using values varchar variadic verbose when where window with xmlattributes xmlconcat
    xmlelement xmlexists xmlforest xmlnamespaces xmlparse xmlpi xmlroot xmlserialize xmltable
    """.split()
)
# server_version_num of the first major that reserves them -> the words
KEYWORDS_ADDED: dict[int, frozenset[str]] = {
    160000: frozenset("json_array json_arrayagg json_object json_objectagg system_user".split()),
    170000: frozenset(
        "json json_exists json_query json_scalar json_serialize json_table json_value "
        "merge_action".split()
    ),
}
_PLAIN = re.compile(r"[a-z_][a-z0-9_]*")  # ruleutils quote_identifier: no $


@functools.cache
def keywords(server_version: int | None = None) -> frozenset[str]:
    """The keywords format('%I') quotes on a server (`connection.server_version`); None: the
    newest major this module knows."""
    added = (
        w
        for v, ws in KEYWORDS_ADDED.items()
        if server_version is None or v <= server_version
        for w in ws
    )
    return _KEYWORDS_15 | frozenset(added)


def quote_ident(name: str) -> str:
    """An identifier, always quoted (PostgreSQL folds unquoted names to lower case)."""
    return '"' + name.replace('"', '""') + '"'


def format_ident(name: str, server_version: int | None = None) -> str:
    """An identifier as PostgreSQL's format('%I') writes it: bare when it reads back as itself
    unquoted (lower case, not a keyword), quoted otherwise. For names compared with the ones the
    runtime builds with format('%I.%I') (tview.status().tview, backfill_progress.tview)."""
    if _PLAIN.fullmatch(name) and name not in keywords(server_version):
        return name
    return quote_ident(name)


def format_qualified(*parts: str, server_version: int | None = None) -> str:
    """A dotted name as format('%I.%I') writes it."""
    return ".".join(format_ident(p, server_version) for p in parts)


def unquote_ident(text: str) -> str:
    """The name an identifier as written in SQL denotes: a quoted one as it is, an unquoted one
    folded to lower case."""
    if len(text) >= 2 and text.startswith('"') and text.endswith('"'):
        return text[1:-1].replace('""', '"')
    return text.lower()


def quote_literal(text: str) -> str:
    """A string literal (E'' when it holds a backslash, so that it reads the same whatever
    standard_conforming_strings is)."""
    body = text.replace("'", "''")
    if "\\" in text:
        return "E'" + body.replace("\\", "\\\\") + "'"
    return "'" + body + "'"


def qualified(*parts: str) -> str:
    """A dotted name of quoted parts: `qualified('app', 'tb')` is `"app"."tb"`."""
    return ".".join(quote_ident(p) for p in parts)


def qname(schema: str, name: str) -> str:
    """`schema.name`, both quoted."""
    return qualified(schema, name)
