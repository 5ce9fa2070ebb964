"""Golden SQL: the generated SQL of a corpus of models, kept as fixture files in this folder.

    python -m tests.golden            # compare with the fixtures, print each diff (exit 1)
    python -m tests.golden --update   # rewrite the fixtures from the current code

Each case installs its models through `dbt_tview.api` into a fresh database copied from a
template that holds the sources and the runtime, then reads back what PostgreSQL stores:
`pg_get_functiondef` of every function of the runtime schema that the install created or
changed (delta triggers, flush functions, the commit-time dispatch), `pg_get_triggerdef` of
every trigger calling one, and the generated tables' columns and indexes. Object ids are
replaced by the names they stand for, so a fixture is the same on every run and server; tview
ids are stable because every case starts from the template. `runtime.sql` holds the runtime as
`ensure_runtime` installs it.

Corpus: the models of `integration_tests/` (one case), the oracle's shapes
(`tests/oracle/shapes.py`, one case per shape that none is stacked on, with the shapes below it)
and the conformance matrix's constructs (`tests/conformance/test_matrix.py`: see CONFORMANCE,
and the constructs named by the server or like generated names).
The generated SQL is the same on PostgreSQL 15 and 16, so one set of fixtures serves both.
"""

from __future__ import annotations

import ast
import difflib
import os
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE.parent))  # tests/: the oracle's shapes and schema

from conformance import test_matrix as matrix  # noqa: E402
from oracle.schema import SOURCES_DDL  # noqa: E402
from oracle.shapes import CATALOG, closure  # noqa: E402

TVIEW_SCHEMA = "tview"
TEMPLATE_DB = f"tview_golden_{os.getpid()}"  # (per process: a shared server may run several)
FIRST_NORMAL_OID = 16384  # PostgreSQL assigns user objects ids from here up
EVERY_COLUMN = "*"


@dataclass(frozen=True)
class Model:
    """One model to install: what `api.install` takes."""

    name: str
    sql: str
    key: list[str] | str | None  # EVERY_COLUMN: each output column, as the matrix keys bags
    rank: int = 1
    fillfactor: int | None = None


@dataclass(frozen=True)
class Case:
    """A fixture file and the models installed, in order, to produce it."""

    path: str  # relative to tests/golden
    setup: str  # the sources' DDL (run in the template)
    models: tuple[Model, ...]


# ---------------------------------------------------------------- corpus
GOLDEN_TYPED = {"t_group_m_alias", "t_join_inner_m_pg"}


def oracle_cases() -> list[Case]:
    """One case per oracle shape that no other shape is stacked on: the shape and the shapes
    below it (those appear in the cases of the shapes above them)."""
    cases = []
    tops = [s for s in CATALOG if not any(s.name in o.deps for o in CATALOG)]
    # the user-typed shapes differ from each other only by types: two stand for them
    tops = [s for s in tops if s.family != "typed" or s.name in GOLDEN_TYPED]
    for shape in tops:
        models = tuple(Model(s.tview, s.sql, s.key, s.rank) for s in closure(shape))
        cases.append(Case(f"oracle/{shape.name}.sql", "oracle", models))
    return cases


_JINJA = re.compile(r"\{\{\s*(config|source|ref)\((.*?)\)\s*\}\}", re.S)


def _call_args(text: str) -> tuple[list, dict]:
    call = ast.parse(f"f({text})", mode="eval").body
    assert isinstance(call, ast.Call)
    args = [ast.literal_eval(a) for a in call.args]
    return args, {k.arg: ast.literal_eval(k.value) for k in call.keywords}


def compile_model(text: str) -> tuple[str, dict, list[str]]:
    """A dbt model's SQL with `source()`/`ref()` resolved (sources in their schema, refs in
    `public`) and `config()` removed; its config and the models it refs."""
    config: dict = {}
    refs: list[str] = []

    def sub(m: re.Match) -> str:
        args, kwargs = _call_args(m.group(2))
        if m.group(1) == "config":
            config.update(kwargs)
            return ""
        if m.group(1) == "source":
            return f"{args[0]}.{args[1]}"
        refs.append(args[0])
        return f"public.{args[0]}"

    sql = _JINJA.sub(sub, text)
    sql = "\n".join(line for line in sql.splitlines() if not line.lstrip().startswith("--"))
    return sql.strip(), config, refs


def integration_case() -> Case:
    """The models of integration_tests/, in dependency order, ranked by depth."""
    compiled = {
        p.stem: compile_model(p.read_text())
        for p in sorted((ROOT / "integration_tests" / "models").glob("*.sql"))
    }
    ranks: dict[str, int] = {}

    def rank(name: str) -> int:
        if name not in ranks:
            ranks[name] = 1 + max((rank(r) for r in compiled[name][2]), default=0)
        return ranks[name]

    order = sorted(compiled, key=lambda n: (rank(n), n))
    models = tuple(
        Model(
            n, compiled[n][0], compiled[n][1].get("key"), rank(n), compiled[n][1].get("fillfactor")
        )
        for n in order
    )
    return Case("integration_tests.sql", "integration_tests", models)


# (family, kind of source) of the conformance cases: each family on bags, which the matrix runs
# every family on, but the chains of three and four joins (4 MB and 40 s of fixtures for the
# shapes of the two-table joins and the oracle's chains); the two-table joins on partitioned
# and inherited sources, whose child tables carry the triggers too. (A key or NOT NULL on the
# sources leaves these families' code as it is on bags.)
CONFORMANCE = [
    *((f, "bag") for f in matrix.FAMILIES if f not in ("joins3", "joins4")),
    ("joins2", "partitioned"),
    ("joins2", "inherited"),
]


def _conformance_model(name: str, sql: str, key: list[str] | None) -> Model:
    return Model(f"tv_{name}", sql, EVERY_COLUMN if key is matrix.ALL else key)


def conformance_cases() -> list[Case]:
    cases = [
        Case(
            f"conformance/{family}.sql" if dim == "bag" else f"conformance/{family}_{dim}.sql",
            f"conformance_{dim}",
            tuple(
                _conformance_model(n, sql, key)
                for n, (sql, key) in matrix.FAMILIES[family]().items()
            ),
        )
        for family, dim in CONFORMANCE
    ]
    for dim in ("bag", "not_null"):
        named = {n: c for n, c in matrix.NAMED.items() if ("not_null" in n) == (dim == "not_null")}
        models = tuple(_conformance_model(n, sql, key) for n, (sql, key) in named.items())
        cases.append(Case(f"conformance/named_{dim}.sql", f"conformance_{dim}", models))
    return cases


def cases() -> list[Case]:
    return [integration_case(), *oracle_cases(), *conformance_cases()]


SETUP = {
    "oracle": SOURCES_DDL,
    "integration_tests": (ROOT / "integration_tests" / "setup" / "app_schema.sql").read_text(),
    **{f"conformance_{d.name}": matrix._setup(d) for d in matrix.DIMENSIONS},
}


# ---------------------------------------------------------------- reading back
FUNCTIONS_SQL = """
SELECT p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')',
       pg_get_functiondef(p.oid)
FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
WHERE n.nspname = %s AND p.prokind = 'f'
ORDER BY 1
"""
TRIGGERS_SQL = """
SELECT t.tgrelid::regclass::text, t.tgname, pg_get_triggerdef(t.oid)
FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid JOIN pg_namespace n ON n.oid = p.pronamespace
WHERE n.nspname = %s AND NOT t.tgisinternal
ORDER BY 1, 2
"""
RELATIONS_SQL = """
SELECT c.oid, n.nspname || '.' || c.relname, c.relkind, c.reloptions
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind IN ('r', 'p', 'c') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
  AND n.nspname NOT LIKE 'pg\\_%%'
ORDER BY 2
"""
COLUMNS_SQL = """
SELECT a.attname, format_type(a.atttypid, a.atttypmod),
       CASE WHEN a.attnotnull THEN ' NOT NULL' ELSE '' END,
       coalesce(' COLLATE ' || quote_ident(co.collname), '')
FROM pg_attribute a LEFT JOIN pg_collation co
  ON co.oid = a.attcollation AND a.attcollation <> 100 AND a.attcollation <> 0
WHERE a.attrelid = %s AND a.attnum > 0 AND NOT a.attisdropped
ORDER BY a.attnum
"""
INDEXES_SQL = "SELECT pg_get_indexdef(indexrelid) FROM pg_index WHERE indrelid = %s ORDER BY 1"
OIDS_SQL = """
SELECT c.oid::bigint, n.nspname || '.' || c.relname FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.oid >= %(first)s
UNION ALL
SELECT t.oid::bigint, 'type ' || n.nspname || '.' || t.typname FROM pg_type t
JOIN pg_namespace n ON n.oid = t.typnamespace WHERE t.oid >= %(first)s AND t.typrelid = 0
UNION ALL
SELECT p.oid::bigint, 'function ' || n.nspname || '.' || p.proname FROM pg_proc p
JOIN pg_namespace n ON n.oid = p.pronamespace WHERE p.oid >= %(first)s
"""


def oid_names(conn) -> dict[str, str]:
    """Every user object id of the database, as text, and the name it stands for."""
    with conn.cursor() as cur:
        cur.execute(OIDS_SQL, {"first": FIRST_NORMAL_OID})
        return {str(oid): name for oid, name in cur.fetchall()}


def normalize(text: str, names: dict[str, str]) -> str:
    """`text` with every object id replaced by `<oid:name>`."""
    return re.sub(r"(?<![0-9])[0-9]{5,10}(?![0-9])", lambda m: _oid(m[0], names), text)


def _oid(digits: str, names: dict[str, str]) -> str:
    # inside names too (tview.d_1_<source oid>_upd)
    return f"<oid:{names[digits]}>" if digits in names else digits


def functions(conn) -> dict[str, str]:
    with conn.cursor() as cur:
        cur.execute(FUNCTIONS_SQL, (TVIEW_SCHEMA,))
        return dict(cur.fetchall())


def _relations(conn, generated: set[str]) -> Iterator[str]:
    """Columns, options and indexes of the relations the installs generated (`generated`
    names the ones to show)."""
    with conn.cursor() as cur:
        cur.execute(RELATIONS_SQL)
        rels = [r for r in cur.fetchall() if r[1] in generated]
        for oid, name, kind, options in rels:
            cur.execute(COLUMNS_SQL, (oid,))
            cols = [f"    {c} {t}{nn}{coll}" for c, t, nn, coll in cur.fetchall()]
            what = "TYPE" if kind == "c" else "TABLE"
            opts = f" WITH ({', '.join(options)})" if options else ""
            yield f"-- {what.lower()} {name}\n{what} {name} (\n" + ",\n".join(cols) + f"\n){opts};"
            cur.execute(INDEXES_SQL, (oid,))
            yield from (f"{d};" for (d,) in cur.fetchall())


def dump(conn, baseline: dict[str, str], generated: set[str]) -> str:
    """The generated objects of the database, minus the functions equal to `baseline`."""
    names = oid_names(conn)
    # sorted after normalizing: a function's name can hold a source's object id
    parts = sorted(
        normalize(f"-- function {TVIEW_SCHEMA}.{sig}\n{body.strip()};", names)
        for sig, body in functions(conn).items()
        if baseline.get(sig) != body
    )
    with conn.cursor() as cur:
        cur.execute(TRIGGERS_SQL, (TVIEW_SCHEMA,))
        for rel, name, definition in cur.fetchall():
            parts.append(f"-- trigger {name} on {rel}\n{definition};")
    parts += _relations(conn, generated)
    return normalize("\n\n".join(parts), names) + "\n"


# ---------------------------------------------------------------- rendering
def _model_header(m: Model) -> str:
    """The model as an SQL comment block: what the objects below were generated from."""
    lines = [f"-- model {m.name} (key {m.key!r}, rank {m.rank})"]
    lines += [f"--   {line}".rstrip() for line in m.sql.splitlines()]
    return "\n".join(lines) + "\n"


class Renderer:
    """Renders cases on one server: a template database per setup, a database per case."""

    def __init__(self, server):
        self.server = server
        self.templates: dict[str, dict[str, str]] = {}  # setup -> runtime functions

    def _template(self, setup: str) -> dict[str, str]:
        if setup not in self.templates:
            from dbt_tview import api

            name = f"{TEMPLATE_DB}_{setup}"
            self.server.create_database(name)
            conn = self.server.connect(name)
            try:
                with conn.cursor() as cur:
                    cur.execute(SETUP[setup])
                api.ensure_runtime(conn, tview_schema=TVIEW_SCHEMA)
                conn.commit()
                self.templates[setup] = functions(conn)
            finally:
                conn.close()
        return self.templates[setup]

    def runtime(self) -> str:
        """The runtime's functions as `ensure_runtime` installs them (in an empty database)."""
        name = f"{TEMPLATE_DB}_runtime"
        self.server.create_database(name)
        conn = self.server.connect(name)
        try:
            from dbt_tview import api

            api.ensure_runtime(conn, tview_schema=TVIEW_SCHEMA)
            conn.commit()
            with conn.cursor() as cur:
                cur.execute(RELATIONS_SQL)
                generated = {r[1] for r in cur.fetchall() if r[1].startswith(f"{TVIEW_SCHEMA}.")}
            return dump(conn, {}, generated)
        finally:
            conn.close()
            self.server.drop_database(name)

    def render(self, case: Case) -> str:
        from psycopg2 import sql

        from dbt_tview import api

        baseline = self._template(case.setup)
        name = f"{TEMPLATE_DB}_case"
        self.server.drop_database(name)
        admin = self.server.connect(autocommit=True)
        try:
            with admin.cursor() as cur:
                cur.execute(
                    sql.SQL("CREATE DATABASE {} TEMPLATE {}").format(
                        sql.Identifier(name), sql.Identifier(f"{TEMPLATE_DB}_{case.setup}")
                    )
                )
        finally:
            admin.close()
        conn = self.server.connect(name)
        try:
            with conn.cursor() as cur:
                cur.execute(RELATIONS_SQL)
                before = {r[1] for r in cur.fetchall()}
            for m in case.models:
                kw = {"fillfactor": m.fillfactor} if m.fillfactor is not None else {}
                key = _columns(conn, m.sql) if m.key == EVERY_COLUMN else m.key
                api.install(conn, name=m.name, sql=m.sql, key=key, rank=m.rank, **kw)
                conn.commit()
            with conn.cursor() as cur:
                cur.execute(RELATIONS_SQL)
                generated = {r[1] for r in cur.fetchall()} - before
            head = "".join(_model_header(m) for m in case.models)
            return head + "\n" + dump(conn, baseline, generated)
        finally:
            conn.close()
            self.server.drop_database(name)

    def close(self) -> None:
        for setup in self.templates:
            self.server.drop_database(f"{TEMPLATE_DB}_{setup}")


def _columns(conn, sql: str) -> list[str]:
    with conn.cursor() as cur:
        cur.execute(f"SELECT * FROM ({sql}) q LIMIT 0")
        return [d.name for d in cur.description]


def render_all(server) -> dict[str, str]:
    """Every fixture's text, by path relative to the fixture directory."""
    r = Renderer(server)
    try:
        out = {"runtime.sql": r.runtime()}
        for case in cases():
            out[case.path] = r.render(case)
        return out
    finally:
        r.close()


def diff(path: str, want: str | None, got: str) -> str:
    return "".join(
        difflib.unified_diff(
            (want or "").splitlines(keepends=True),
            got.splitlines(keepends=True),
            f"a/{path}",
            f"b/{path}",
        )
    )
