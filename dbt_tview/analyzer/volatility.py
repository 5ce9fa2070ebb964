"""Calls whose value changes without any source row changing: the time, the caller, the
session, the transaction, the server's statistics or the catalog. A view using one drifts from
its table between writes (a flush runs in a trigger, as the definer, in the writer's
transaction), so no trigger-based maintenance keeps them equal. Pure: reads sqlglot nodes."""

from __future__ import annotations

import re

from sqlglot import exp

from dbt_tview.analyzer.bodies import called_names, strip_quoted

# Functions by name, in any schema. PostgreSQL marks most of them STABLE, not VOLATILE (their
# value is fixed within a statement), so the catalog's volatility does not find them.
VOLATILE_FUNCTIONS = frozenset(
    {
        # time
        "now",
        "clock_timestamp",
        "statement_timestamp",
        "transaction_timestamp",
        "timeofday",
        # random values, sequences
        "random",
        "random_normal",
        "setseed",
        "nextval",
        "currval",
        "lastval",
        "setval",
        "gen_random_uuid",
        "uuid_generate_v1",
        "uuid_generate_v1mc",
        "uuid_generate_v4",
        # the transaction and its snapshot
        "txid_current",
        "txid_current_if_assigned",
        "txid_current_snapshot",
        "pg_current_xact_id",
        "pg_current_xact_id_if_assigned",
        "pg_current_snapshot",
        "mxid_age",
        # the session, the connection and the trigger context
        "pg_backend_pid",
        "pg_trigger_depth",
        "pg_my_temp_schema",
        "pg_is_other_temp_schema",
        "pg_client_encoding",
        "get_current_ts_config",
        "inet_client_addr",
        "inet_client_port",
        "inet_server_addr",
        "inet_server_port",
        "current_setting",
        "current_query",
        # the caller's rights
        "current_user",
        "session_user",
        "user",
        "current_role",
        "getpgusername",
        "pg_has_role",
        "row_security_active",
        # the server
        "pg_postmaster_start_time",
        "pg_conf_load_time",
        "pg_is_in_recovery",
    }
)
# Families by pattern: privileges (they change with GRANT), statistics, name lookups in the
# catalog and through search_path.
_VOLATILE_PATTERNS = re.compile(
    r"has_\w+_privilege|pg_stat_get_\w+|to_reg\w+|pg_\w+_is_visible",
)
# age(x) measures x against current_date; age(x, y) is a plain difference.
_ONE_ARGUMENT = frozenset({"age"})

_VOLATILE_NODES: dict[type[exp.Expression], str] = {
    exp.CurrentTimestamp: "now() / current_timestamp",
    exp.CurrentDate: "current_date",
    exp.CurrentTime: "current_time",
    exp.CurrentDatetime: "current_datetime",
    exp.Localtime: "localtime",
    exp.Localtimestamp: "localtimestamp",
    exp.CurrentUser: "current_user",
    exp.CurrentRole: "current_role",
    exp.SessionUser: "session_user",
    exp.CurrentSchema: "current_schema",
    exp.CurrentSchemas: "current_schemas()",
    exp.Rand: "random()",
    exp.Uuid: "gen_random_uuid()",
}
# SQL value functions PostgreSQL reserves as keywords, so that an unquoted bare name is never
# a column: sqlglot reads some of them as one.
_VALUE_FUNCTION_WORDS = frozenset(
    {
        "current_date",
        "current_time",
        "current_timestamp",
        "localtime",
        "localtimestamp",
        "current_user",
        "current_role",
        "session_user",
        "system_user",
        "user",
        "current_schema",
    }
)


def volatile_call(node: exp.Expression) -> str | None:
    """The name of the time-, caller- or context-dependent call `node` is, if it is one."""
    for kind, name in _VOLATILE_NODES.items():
        if isinstance(node, kind):
            return name
    if isinstance(node, exp.Anonymous):
        name = node.name.lower()
        if name in VOLATILE_FUNCTIONS or _VOLATILE_PATTERNS.fullmatch(name):
            return f"{name}()"
        if name in _ONE_ARGUMENT and len(node.expressions) == 1:
            return f"{name}() of one argument"
    if _is_value_function_word(node):
        return node.name.lower()
    return None


def _is_value_function_word(node: exp.Expression) -> bool:
    """An unquoted, unqualified name that PostgreSQL reads as a SQL value function."""
    if not isinstance(node, exp.Column) or node.table:
        return False
    ident = node.this
    return (
        isinstance(ident, exp.Identifier)
        and not ident.quoted
        and ident.name.lower() in _VALUE_FUNCTION_WORDS
    )


_VALUE_WORD = re.compile(r"\b(" + "|".join(sorted(_VALUE_FUNCTION_WORDS)) + r")\b", re.I)


def body_volatile_call(text: str) -> str | None:
    """The first time-, caller- or context-dependent built-in a function's text calls (its
    definition, argument defaults included), outside strings, quoted names and comments. By
    name: `age` is left out, its arity unknown here."""
    text = strip_quoted(text)
    for name in called_names(text):
        if name in VOLATILE_FUNCTIONS or _VOLATILE_PATTERNS.fullmatch(name):
            return f"{name}()"
    m = _VALUE_WORD.search(text)
    return m[1].lower() if m else None
