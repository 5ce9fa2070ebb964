"""A narrated end-to-end tour of dbt-tview: ``python -m dbt_tview.demo``.

1. starts a throw-away PostgreSQL (``dbt_tview.testing.pg``; ``TVIEW_DSN`` uses an existing
   server instead) and creates the database ``tview_demo`` on it;
2. creates the application's normalised tables ``app.tb_*`` and fills them with seed data
   (``integration_tests/setup/*.sql``);
3. runs ``dbt run`` on ``integration_tests/``: seven ``tview`` models become ``tv_*`` tables,
   ``v_*`` views and triggers;
4. plays the application: a series of transactions written as a role that may only write
   ``app.tb_*``; after each COMMIT it shows the affected ``tv_*`` rows and checks that every
   tview equals its view (``(tv EXCEPT ALL v) UNION ALL (v EXCEPT ALL tv)`` is empty);
5. runs ``dbt test`` (``tview_consistent`` on every model, plus unique/not_null and custom
   tests) and prints a summary. The exit status is non-zero if anything failed.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import psycopg2
from psycopg2 import sql

PROJECT_NAME = "tview_integration_tests"
# Models of integration_tests/, in dependency order (the order dbt builds them).
TVIEWS = [
    "tv_company",
    "tv_user",
    "tv_post",
    "tv_feed",
    "tv_company_stats",
    "tv_post_activity",
    "tv_totals",
]
TARGET_SCHEMA = "public"
APP_ROLE = "tview_demo_app"
WIDTH = 100
# dbt output lines worth showing when not --verbose
DBT_SUMMARY_LINES = r"\bOK\b|PASS|FAIL|ERROR|WARN|Error|Done\.|Completed"


def find_project_dir() -> Path:
    """integration_tests/ next to the package (source checkout), else under the cwd."""
    for base in (Path(__file__).resolve().parent.parent, Path.cwd()):
        candidate = base / "integration_tests"
        if (candidate / "dbt_project.yml").is_file():
            return candidate
    raise SystemExit("cannot find integration_tests/dbt_project.yml (run from the repo root)")


def view_name(model: str) -> str:
    """v_<entity>, where entity is the model name without a leading tv_."""
    return "v_" + (model[3:] if model.startswith("tv_") else model)


# --------------------------------------------------------------------------------------------
# output helpers


def _bold(text: str) -> str:
    return f"\033[1m{text}\033[0m" if sys.stdout.isatty() else text


def say(text: str = "", indent: int = 0) -> None:
    """Print a paragraph, wrapped."""
    pad = " " * indent
    if not text:
        print()
        return
    for para in text.split("\n"):
        print(textwrap.fill(para, WIDTH, initial_indent=pad, subsequent_indent=pad) or pad)


def heading(text: str) -> None:
    print()
    print(_bold(f"== {text} " + "=" * max(0, WIDTH - len(text) - 4)))


def show_sql(statement: str) -> None:
    lines = textwrap.dedent(statement).strip().splitlines()
    for i, line in enumerate(lines):
        print(("    > " if i == 0 else "      ") + line)


def _cell(value: object, limit: int = 48) -> str:
    text = "NULL" if value is None else str(value)
    text = text.replace("\n", " ")
    return text if len(text) <= limit else text[: limit - 3] + "..."


def print_table(columns: Sequence[str], rows: Sequence[Sequence[object]], indent: int = 4) -> None:
    cells = [[_cell(v) for v in row] for row in rows]
    widths = [len(c) for c in columns]
    for row in cells:
        widths = [max(w, len(v)) for w, v in zip(widths, row, strict=True)]
    pad = " " * indent
    print(pad + " | ".join(c.ljust(w) for c, w in zip(columns, widths, strict=True)))
    print(pad + "-+-".join("-" * w for w in widths))
    for row in cells:
        print(pad + " | ".join(v.ljust(w) for v, w in zip(row, widths, strict=True)))
    if not rows:
        print(pad + "(no rows)")


# --------------------------------------------------------------------------------------------
# the database side


@dataclass
class Observation:
    """A query shown after a commit: a caption and SQL against the tviews."""

    caption: str
    query: str


@dataclass
class Step:
    title: str
    story: str
    statements: list[str]
    observe: list[Observation]
    # checks after COMMIT: (description, SQL returning one boolean, or a Python predicate)
    expect: list[tuple[str, str | Callable[[Demo], bool]]] = field(default_factory=list)
    # runs inside the transaction after `statements`, before COMMIT (app cursor)
    in_transaction: Callable[[Demo, object], None] | None = None


class Demo:
    def __init__(self, project_dir: Path, dbname: str, show_dbt: bool):
        self.project_dir = project_dir
        self.dbname = dbname
        self.show_dbt = show_dbt
        self.failures: list[str] = []
        self.memo: dict = {}
        self.results: list[tuple[str, str]] = []
        self.workdir = Path(tempfile.mkdtemp(prefix="tview-demo-"))
        self.server = None
        self.params: dict = {}
        self.reader = None  # autocommit connection as the owner (superuser), for observations
        self.app = None  # the application's connection, SET ROLE to APP_ROLE

    # -- setup -------------------------------------------------------------------------------
    def start_server(self) -> None:
        from dbt_tview.testing import pg  # noqa: PLC0415 - starts nothing at import time

        heading("1. A PostgreSQL server")
        if os.environ.get("TVIEW_DSN"):
            say("Using the server given by TVIEW_DSN.")
        else:
            say(
                "Starting a throw-away PostgreSQL (the pgserver binaries, private temp dir; it is "
                "stopped and removed when the demo exits). Set TVIEW_DSN to use your own server."
            )
        self.server = pg.get_server()
        self.server.create_database(self.dbname)
        self.params = self.server.params(self.dbname)
        self.reader = psycopg2.connect(self.server.dsn(self.dbname))
        self.reader.autocommit = True
        version = self.scalar("SHOW server_version")
        say(
            f"PostgreSQL {version} at {self.params['host']}:{self.params['port']}, "
            f"database {self.dbname!r} (dropped and re-created).",
            indent=2,
        )
        say(
            "No extension, no shared_preload_libraries: everything dbt-tview installs is plain "
            "SQL and PL/pgSQL.",
            indent=2,
        )

    def scalar(self, query: str, args: Sequence[object] | None = None):
        with self.reader.cursor() as cur:
            cur.execute(query, args)
            row = cur.fetchone()
        return row[0] if row else None

    def create_app_schema(self) -> None:
        heading("2. The application's own tables")
        say(
            "The application owns normalised tables in schema `app` (integer pk_* keys, uuid id "
            "columns, foreign keys with ON UPDATE/ON DELETE CASCADE). dbt never writes them."
        )
        setup = self.project_dir / "setup"
        with self.reader.cursor() as cur:
            for name in ("app_schema.sql", "seed_data.sql"):
                cur.execute((setup / name).read_text())
                say(f"applied integration_tests/setup/{name}", indent=2)
            counts = []
            for table in ("tb_company", "tb_user", "tb_post", "tb_comment"):
                cur.execute(sql.SQL("SELECT count(*) FROM app.{}").format(sql.Identifier(table)))
                counts.append((f"app.{table}", cur.fetchone()[0]))
            print_table(["table", "rows"], counts)
            # The application role: may write app.tb_* and read the read models, nothing else.
            cur.execute(
                sql.SQL("""
                DO $$ BEGIN
                  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = {lit}) THEN
                    CREATE ROLE {role} NOLOGIN;
                  END IF;
                END $$;
                GRANT USAGE ON SCHEMA app TO {role};
                GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA app TO {role};
                GRANT USAGE ON ALL SEQUENCES IN SCHEMA app TO {role};
                GRANT TRUNCATE ON app.tb_comment TO {role};
            """).format(lit=sql.Literal(APP_ROLE), role=sql.Identifier(APP_ROLE))
            )
        say(
            f"Created role {APP_ROLE}: it may write app.tb_* and (after dbt run) read tv_*; it "
            "cannot write any tv_* table itself.",
            indent=2,
        )

    def write_profiles(self) -> Path:
        p = self.params
        profiles = self.workdir / "profiles.yml"
        profiles.write_text(
            textwrap.dedent(f"""\
            {PROJECT_NAME}:
              target: demo
              outputs:
                demo:
                  type: tview
                  host: "{p["host"]}"
                  port: {int(p["port"])}
                  user: "{p["user"]}"
                  password: "{p["password"]}"
                  dbname: "{p["dbname"]}"
                  schema: {TARGET_SCHEMA}
                  threads: 1
            """)
        )
        return profiles

    def dbt(self, *args: str) -> tuple[int, str]:
        """Run dbt in a subprocess on integration_tests/; returns (exit code, output)."""
        cmd = [
            sys.executable,
            "-m",
            "dbt.cli.main",
            *args,
            "--project-dir",
            str(self.project_dir),
            "--profiles-dir",
            str(self.workdir),
            "--target-path",
            str(self.workdir / "target"),
            "--log-path",
            str(self.workdir / "logs"),
            "--no-use-colors",
            "--no-partial-parse",
            # the role granted the runtime's entry points (tview.flush() in the scenario)
            "--vars",
            json.dumps({"tview_app_role": APP_ROLE}),
        ]
        env = dict(
            os.environ,
            DBT_SEND_ANONYMOUS_USAGE_STATS="false",
            PYTHONWARNINGS="ignore",
            DBT_PROFILES_DIR=str(self.workdir),
        )
        proc = subprocess.run(
            cmd, capture_output=True, text=True, env=env, cwd=self.project_dir, check=False
        )
        out = proc.stdout + proc.stderr
        return proc.returncode, out

    @staticmethod
    def dbt_lines(out: str, everything: bool, pattern: str = DBT_SUMMARY_LINES) -> list[str]:
        keep = []
        for raw in out.splitlines():
            line = re.sub(r"^\d\d:\d\d:\d\d\s*", "", raw.rstrip())
            if not line.strip():
                continue
            if everything or (re.search(pattern, line) and "START" not in line):
                keep.append(line)
        return keep

    def dbt_run(self) -> None:
        heading("3. dbt run")
        self.write_profiles()
        say(
            "integration_tests/ is an ordinary dbt project whose models say "
            "{{ config(materialized='tview', key='pk_post') }} above a SELECT using ref() and "
            "source(). The profile is a plain postgres profile with `type: tview`."
        )
        print(
            f"  $ python -m dbt.cli.main run --project-dir {self.project_dir.name} "
            f"--profiles-dir {self.workdir} --vars '{{tview_app_role: {APP_ROLE}}}'"
        )
        t0 = time.perf_counter()
        code, out = self.dbt("run")
        elapsed = time.perf_counter() - t0
        for line in self.dbt_lines(out, everything=self.show_dbt or code != 0):
            print("    | " + line)
        if code != 0:
            self.fail("dbt run", f"exit code {code}")
            raise SystemExit(self.finish())
        self.results.append(("dbt run", f"ok ({elapsed:.1f} s)"))
        with self.reader.cursor() as cur:
            cur.execute(
                sql.SQL(
                    "GRANT SELECT ON ALL TABLES IN SCHEMA {schema} TO {role};"
                    "GRANT USAGE ON SCHEMA {schema} TO {role};"
                    "DO $$ BEGIN IF to_regnamespace('tview') IS NOT NULL THEN "
                    "EXECUTE 'GRANT USAGE ON SCHEMA tview TO ' || quote_ident({lit}); "
                    "END IF; END $$"
                ).format(
                    schema=sql.Identifier(TARGET_SCHEMA),
                    role=sql.Identifier(APP_ROLE),
                    lit=sql.Literal(APP_ROLE),
                )
            )

    def describe_objects(self) -> None:
        heading("4. What `dbt run` created")
        say(
            "For each model: the table tv_<entity> (the fast read model: what ref() points to), "
            "the view v_<entity> (the model's SQL: the definition, true by construction), and "
            "statement-level triggers on every relation the model reads. The rank is the depth "
            "in dbt's graph: at COMMIT, tviews are flushed in rank order. 'recompute by key' "
            "re-evaluates the view for the affected keys only; 'algebraic' (a single-table "
            "GROUP BY) adds per-group deltas to counters; 'full' re-evaluates the whole view."
        )
        rows = []
        status = self.tview_status()
        with self.reader.cursor() as cur:
            for model in TVIEWS:
                cur.execute(
                    "SELECT to_regclass(%s) IS NOT NULL, to_regclass(%s) IS NOT NULL",
                    (f"{TARGET_SCHEMA}.{model}", f"{TARGET_SCHEMA}.{view_name(model)}"),
                )
                has_table, has_view = cur.fetchone()
                count = None
                if has_table:
                    cur.execute(
                        sql.SQL("SELECT count(*) FROM {}.{}").format(
                            sql.Identifier(TARGET_SCHEMA), sql.Identifier(model)
                        )
                    )
                    count = cur.fetchone()[0]
                key, rank, strategy = status.get(f"{TARGET_SCHEMA}.{model}", ("?", "?", "?"))
                rows.append(
                    (
                        model,
                        count if has_table else "MISSING",
                        view_name(model) if has_view else "MISSING",
                        key,
                        rank,
                        strategy,
                    )
                )
                if not (has_table and has_view):
                    self.fail("objects", f"{model}: table or view missing")
            print_table(["tview (table)", "rows", "view", "key", "rank", "refresh strategy"], rows)
            print()
            cur.execute("""
                SELECT t.tgrelid::regclass::text, count(DISTINCT t.oid),
                       string_agg(DISTINCT e.event, ' ')
                  FROM pg_trigger t
                  JOIN (VALUES (4, 'INSERT'), (8, 'DELETE'), (16, 'UPDATE'), (32, 'TRUNCATE'))
                       AS e (bit, event) ON t.tgtype & e.bit <> 0
                 WHERE NOT t.tgisinternal AND t.tgname LIKE 'tview%'
                 GROUP BY 1 ORDER BY 1""")
            print_table(["relation read by a tview", "tview triggers", "events"], cur.fetchall())
            cur.execute(
                "SELECT count(*) FILTER (WHERE p.prosecdef), count(*) FROM pg_proc p "
                "WHERE p.pronamespace = to_regnamespace('tview')"
            )
            definer, total = cur.fetchone()
        self.describe_strategies()
        say(
            f"Schema `tview` holds the catalog and {total} generated PL/pgSQL functions "
            f"({definer} of them SECURITY DEFINER): delta functions that turn each statement's "
            "transition tables into affected keys, and a flush that runs once at COMMIT.",
            indent=2,
        )
        print()
        say(
            "One document of tv_post (post + author + company + comments), as the API reads it:",
            indent=2,
        )
        doc = self.scalar(
            sql.SQL("SELECT jsonb_pretty(data) FROM {}.tv_post WHERE pk_post = 1").format(
                sql.Identifier(TARGET_SCHEMA)
            )
        )
        lines = (doc or "(missing)").splitlines()
        for line in lines[:22]:
            print("    " + line)
        if len(lines) > 22:
            print(f"    ... ({len(lines) - 22} more lines)")

    def tview_status(self) -> dict[str, tuple[str, int, str]]:
        """{schema.table: (key, rank, strategy)} from tview.status() (= tview_status)."""
        try:
            with self.reader.cursor() as cur:
                cur.execute("SELECT tview, key, rank, strategy FROM tview.status()")
                return {
                    t: ("(" + ", ".join(k) + ")" if k else "[] (one unit)", r, st.split(" (")[0])
                    for t, k, r, st in cur.fetchall()
                }
        except psycopg2.Error as exc:
            say(f"(tview.status() not available: {str(exc).strip()})", indent=2)
            return {}

    def describe_strategies(self) -> None:
        """How a change to each source becomes affected keys (dbt_tview.api.explain)."""
        from dbt_tview import api  # noqa: PLC0415 - keep `import dbt_tview.demo` light

        rows = []
        try:
            for model in TVIEWS:
                for src in api.explain(self.reader, name=model, schema=TARGET_SCHEMA):
                    how = {
                        "direct": "key read from the changed rows",
                        "join": "model joined with the changed rows",
                        "full": "whole tview recomputed",
                    }.get(src["strategy"], "")
                    rows.append((model, src["source"], src["strategy"], src["reason"] or how))
        except Exception as exc:  # noqa: BLE001 - informative only
            say(f"(strategies not available: {exc})", indent=2)
            return
        print()
        say("How a change to each source becomes a set of affected keys (tview_explain):", indent=2)
        print_table(["tview", "source", "strategy", "meaning"], rows)
        print()

    # -- the scenario ------------------------------------------------------------------------
    def connect_app(self) -> None:
        self.app = psycopg2.connect(self.server.dsn(self.dbname))
        with self.app.cursor() as cur:
            cur.execute(sql.SQL("SET ROLE {}").format(sql.Identifier(APP_ROLE)))
            cur.execute(sql.SQL("SET search_path = app, {}").format(sql.Identifier(TARGET_SCHEMA)))
        self.app.commit()

    def observe(self, observation: Observation) -> None:
        print("    " + observation.caption)
        with self.reader.cursor() as cur:
            cur.execute(observation.query)
            columns = [d.name for d in cur.description]
            print_table(columns, cur.fetchall(), indent=6)

    def check_consistency(self, label: str) -> bool:
        """(tv EXCEPT ALL v) UNION ALL (v EXCEPT ALL tv) must be empty for every tview."""
        parts, ok = [], True
        with self.reader.cursor() as cur:
            for model in TVIEWS:
                tv = sql.SQL("{}.{}").format(sql.Identifier(TARGET_SCHEMA), sql.Identifier(model))
                v = sql.SQL("{}.{}").format(
                    sql.Identifier(TARGET_SCHEMA), sql.Identifier(view_name(model))
                )
                cur.execute(
                    sql.SQL(
                        "SELECT (SELECT count(*) FROM ((TABLE {tv} EXCEPT ALL TABLE {v}) UNION ALL "
                        "(TABLE {v} EXCEPT ALL TABLE {tv})) AS d), (SELECT count(*) FROM {tv})"
                    ).format(tv=tv, v=v)
                )
                differing, rows = cur.fetchone()
                if differing:
                    ok = False
                    parts.append(f"{model} DIFFERS ({differing} rows)")
                    self.fail(label, f"{model} != {view_name(model)}: {differing} differing rows")
                else:
                    parts.append(f"{model}={view_name(model)} ({rows})")
        verdict = "consistent" if ok else "INCONSISTENT"
        say(f"{verdict}: " + ", ".join(parts), indent=4)
        return ok

    def run_step(self, number: int, step: Step) -> None:
        heading(f"{number}. {step.title}")
        say(step.story)
        show_sql("BEGIN;")
        cur = self.app.cursor()
        try:
            for statement in step.statements:
                show_sql(statement)
                cur.execute(statement)
                if cur.description is None:
                    print(f"      -- {cur.statusmessage}")
            if step.in_transaction:
                step.in_transaction(self, cur)
            t0 = time.perf_counter()
            self.app.commit()
            ms = (time.perf_counter() - t0) * 1000
        except psycopg2.Error as exc:
            self.app.rollback()
            print("    ERROR: " + str(exc).strip().replace("\n", "\n           "))
            self.fail(step.title, f"{type(exc).__name__}: {str(exc).strip().splitlines()[0]}")
            self.results.append((step.title, "FAILED (error)"))
            return
        finally:
            cur.close()
        show_sql(f"COMMIT;  -- {ms:.1f} ms, including the commit-time flush of the tviews")
        if not self.memo.get("committed"):
            print("      -- (the first flush of a session also compiles the generated PL/pgSQL)")
        self.memo["committed"] = True
        for observation in step.observe:
            self.observe(observation)
        ok = True
        for description, check in step.expect:
            good = bool(check(self) if callable(check) else self.scalar(check))
            ok &= good
            say(f"{'ok' if good else 'FAILED'}: {description}", indent=4)
            if not good:
                self.fail(step.title, description)
        ok &= self.check_consistency(step.title)
        self.results.append((step.title, "ok" if ok else "FAILED"))

    def fail(self, where: str, what: str) -> None:
        self.failures.append(f"{where}: {what}")

    def row_versions(self) -> set[tuple[str, str, str]]:
        """(tview, row image, xmin) of every row of every tview."""
        out: set[tuple[str, str, str]] = set()
        with self.reader.cursor() as cur:
            for model in TVIEWS:
                cur.execute(
                    sql.SQL("SELECT t::text, t.xmin::text FROM {}.{} AS t").format(
                        sql.Identifier(TARGET_SCHEMA), sql.Identifier(model)
                    )
                )
                out.update((model, image, xmin) for image, xmin in cur.fetchall())
        return out

    def dbt_rerun(self) -> None:
        heading(f"{len(SCENARIO) + 6}. dbt run again, nothing changed")
        say(
            "Re-running `dbt run` on unchanged models must not rebuild anything: every tv_* row "
            "keeps its row version, and the triggers stay in place."
        )
        before = self.row_versions()
        t0 = time.perf_counter()
        code, out = self.dbt("run")
        elapsed = time.perf_counter() - t0
        for line in self.dbt_lines(out, everything=self.show_dbt or code != 0):
            print("    | " + line)
        if code != 0:
            self.fail("second dbt run", f"exit code {code}")
            self.results.append(("second dbt run", "FAILED (error)"))
            return
        rewritten = sorted({m for m, _i, _x in before ^ self.row_versions()})
        ok = not rewritten
        say(
            ("ok: no row rewritten" if ok else "FAILED: rows rewritten in " + ", ".join(rewritten))
            + f" ({elapsed:.1f} s)",
            indent=4,
        )
        if not ok:
            self.fail("second dbt run", "rows rewritten in " + ", ".join(rewritten))
        ok &= self.check_consistency("second dbt run")
        self.results.append(("second dbt run: nothing rewritten", "ok" if ok else "FAILED"))

    def dbt_test(self) -> None:
        heading(f"{len(SCENARIO) + 7}. dbt test")
        say(
            "`tview_consistent` (shipped by the adapter) on every model compares tv_* with v_* "
            "as multisets; plus unique/not_null on the keys and three project tests."
        )
        code, out = self.dbt("test")
        lines = self.dbt_lines(
            out,
            everything=self.show_dbt or code != 0,
            pattern=r"tview_consistent|FAIL|ERROR|WARN|Done\.",
        )
        for line in lines:
            print("    | " + line)
        if not (self.show_dbt or code != 0):
            say(
                "(the unique/not_null and project tests are not listed: --verbose shows them)",
                indent=4,
            )
        done = next((ln for ln in reversed(lines) if ln.startswith("Done.")), "no summary")
        if code != 0:
            self.fail("dbt test", f"exit code {code}: {done}")
        self.results.append(("dbt test", ("ok: " if code == 0 else "FAILED: ") + done))

    def finish(self) -> int:
        heading("Summary")
        for title, result in self.results:
            print(f"    {_cell(title, 66):<66} {result}")
        print()
        if self.failures:
            say(f"{len(self.failures)} problem(s):")
            for failure in self.failures:
                say("- " + failure, indent=2)
            return 1
        say("Every tview equalled its view after every commit, and dbt test passed.")
        return 0

    def close(self) -> None:
        for conn in (self.app, self.reader):
            if conn is not None and not conn.closed:
                conn.close()
        shutil.rmtree(self.workdir, ignore_errors=True)


# --------------------------------------------------------------------------------------------
# the scenario: what the application does


def _read_your_writes(demo: Demo, cur) -> None:
    """Inside the comment transaction: tv_post before and after SELECT tview.flush()."""
    query = "SELECT pk_post, comment_count FROM tv_post WHERE pk_post = 2"
    cur.execute(query)
    before = cur.fetchone()
    note = "not yet: maintenance waits for COMMIT" if before[1] == 2 else "already current"
    print(f"      -- inside the transaction: tv_post(2).comment_count = {before[1]} ({note})")
    show_sql("SELECT tview.flush();  -- read-your-writes: bring every tview up to date now")
    cur.execute("SELECT tview.flush()")
    cur.execute(query)
    after = cur.fetchone()
    print(f"      -- after tview.flush(): tv_post(2).comment_count = {after[1]}")
    if after[1] != 4:
        demo.fail(
            "read-your-writes", f"tv_post(2).comment_count = {after[1]} after flush, expected 4"
        )


def _flush_then_rollback(demo: Demo, cur) -> None:
    """Inside the savepoint transaction: the cascade is visible after a flush, then undone."""
    cur.execute("SELECT tview.flush()")
    cur.execute("SELECT count(*) FROM tv_user WHERE fk_company = 3")
    print(
        f"      -- after SELECT tview.flush(): {cur.fetchone()[0]} users of company 3 in "
        "tv_user (the cascade is visible)"
    )
    show_sql("ROLLBACK TO SAVEPOINT before_mistake;")
    cur.execute("ROLLBACK TO SAVEPOINT before_mistake")


# rows of the read models that belong to company 2 (the row versions are compared by xmin)
_COMPANY_2_ROWS = """
    SELECT 'tv_company' AS t, pk_company AS k, xmin::text AS x FROM tv_company
     WHERE pk_company = 2
    UNION ALL SELECT 'tv_user', pk_user, xmin::text FROM tv_user WHERE fk_company = 2
    UNION ALL SELECT 'tv_company_stats', pk_company, xmin::text FROM tv_company_stats
     WHERE pk_company = 2
    UNION ALL SELECT 'tv_post', p.pk_post, p.xmin::text FROM tv_post p
      JOIN tv_user u ON u.pk_user = p.fk_author WHERE u.fk_company = 2
    ORDER BY 1, 2"""


def _remember_row_versions(demo: Demo, cur) -> None:
    with demo.reader.cursor() as rcur:
        rcur.execute(_COMPANY_2_ROWS)
        demo.memo["company 2 rows"] = rcur.fetchall()
    print(
        f"      -- {len(demo.memo['company 2 rows'])} tv_* rows belong to company 2; "
        "their row versions (xmin) are noted before COMMIT"
    )


def _rows_not_rewritten(demo: Demo) -> bool:
    with demo.reader.cursor() as rcur:
        rcur.execute(_COMPANY_2_ROWS)
        after = rcur.fetchall()
    before = demo.memo.get("company 2 rows", [])
    rewritten = sorted({t for t, _k, _x in set(after) - set(before)})
    if rewritten:
        say(f"rows rewritten in: {', '.join(rewritten)}", indent=4)
    return bool(before) and not rewritten


SCENARIO: list[Step] = [
    Step(
        title="Rename a company: the change travels three levels",
        story="tv_user embeds the tv_company document, tv_post embeds tv_user, tv_feed copies "
        "tv_post. One UPDATE of one row in app.tb_company refreshes company 1, its 5 "
        "users, their 15 posts and the 10 published ones in the feed, in dependency "
        "order, once each, at COMMIT.",
        statements=[
            "UPDATE tb_company\n"
            "   SET name = 'Acme Robotics', updated_at = '2025-01-01 12:00+00'\n"
            " WHERE pk_company = 1"
        ],
        observe=[
            Observation(
                "documents that now mention the new name:",
                """
                SELECT 'tv_company' AS tview, count(*) AS rows FROM tv_company
                 WHERE data->>'name' = 'Acme Robotics'
                UNION ALL SELECT 'tv_user', count(*) FROM tv_user
                 WHERE data #>> '{company,name}' = 'Acme Robotics'
                UNION ALL SELECT 'tv_post', count(*) FROM tv_post
                 WHERE data #>> '{author,company,name}' = 'Acme Robotics'
                UNION ALL SELECT 'tv_feed', count(*) FROM tv_feed
                 WHERE data #>> '{author,company,name}' = 'Acme Robotics'
                UNION ALL SELECT 'tv_company_stats', count(*) FROM tv_company_stats
                 WHERE name = 'Acme Robotics'""",
            ),
            Observation(
                "an excerpt of tv_feed:",
                """
                SELECT pk_post, data->>'title' AS title, data #>> '{author,name}' AS author,
                       data #>> '{author,company,name}' AS "author.company.name"
                  FROM tv_feed WHERE pk_post IN (1, 2) ORDER BY pk_post""",
            ),
        ],
        expect=[
            (
                "tv_feed has 10 posts by Acme Robotics people",
                "SELECT count(*) = 10 FROM tv_feed "
                "WHERE data #>> '{author,company,name}' = 'Acme Robotics'",
            )
        ],
    ),
    Step(
        title="A write no read model can see: nothing is rewritten",
        story="updated_at is not part of any document. The flush recomputes company 2 and "
        "finds every row identical, so it writes nothing, and nothing cascades to "
        "tv_user or tv_post: unchanged rows keep their row version (xmin).",
        statements=[
            "UPDATE tb_company SET updated_at = '2025-01-01 13:00+00' WHERE pk_company = 2"
        ],
        in_transaction=_remember_row_versions,
        observe=[],
        expect=[("no tv_* row of company 2 was rewritten", _rows_not_rewritten)],
    ),
    Step(
        title="Comments in a multi-statement transaction (read-your-writes)",
        story="Three comments are added to post 2, one is edited and one deleted, in five "
        "statements. Triggers only collect affected keys; tv_post(2) is recomputed once. "
        "Inside the transaction, SELECT tview.flush() makes the tviews current before "
        "COMMIT.",
        statements=[
            "INSERT INTO tb_comment (id, fk_post, fk_author, body, created_at)\n"
            "VALUES (md5('demo-c1')::uuid, 2, 40, 'Great post!', '2025-01-02 10:00+00')",
            "INSERT INTO tb_comment (id, fk_post, fk_author, body, created_at)\n"
            "VALUES (md5('demo-c2')::uuid, 2, 41, 'Agreed.', '2025-01-02 10:01+00'),\n"
            "       (md5('demo-c3')::uuid, 2, 42, 'Bookmarked.', '2025-01-02 10:02+00')",
            "UPDATE tb_comment SET body = body || ' (edited)' WHERE pk_comment = 3",
            "DELETE FROM tb_comment WHERE pk_comment = 4",
        ],
        in_transaction=_read_your_writes,
        observe=[
            Observation(
                "tv_post(2) and its copy in tv_feed:",
                """
                SELECT 'tv_post' AS tview, comment_count,
                       jsonb_path_query_array(data, '$.comments[*].body')::text AS comments
                  FROM tv_post WHERE pk_post = 2
                UNION ALL
                SELECT 'tv_feed', (data->>'comment_count')::int,
                       jsonb_path_query_array(data, '$.comments[*].body')::text
                  FROM tv_feed WHERE pk_post = 2""",
            ),
            Observation(
                "tv_post_activity(2), a GROUP BY maintained from per-group deltas:",
                "SELECT * FROM tv_post_activity WHERE fk_post = 2",
            ),
            Observation(
                "tv_totals (a `key: []` global aggregate over tv_post):", "SELECT * FROM tv_totals"
            ),
        ],
        expect=[
            (
                "tv_post(2) has 4 comments",
                "SELECT comment_count = 4 FROM tv_post WHERE pk_post = 2",
            ),
            ("tv_totals counts 362 comments", "SELECT comment_count = 362 FROM tv_totals"),
        ],
    ),
    Step(
        title="Unpublish a post: it leaves the feed",
        story="tv_feed keeps only published posts. When post 2 is unpublished its key vanishes "
        "from v_feed, so the flush deletes the row from tv_feed (a filter drop-out), "
        "while tv_post(2) is updated and the counters move.",
        statements=["UPDATE tb_post SET published = false WHERE pk_post = 2"],
        observe=[
            Observation(
                "post 2 across the read models:",
                """
                SELECT (SELECT published FROM tv_post WHERE pk_post = 2) AS "tv_post.published",
                       EXISTS (SELECT FROM tv_feed WHERE pk_post = 2) AS "in tv_feed",
                       (SELECT count(*) FROM tv_feed) AS "tv_feed rows",
                       (SELECT published_post_count FROM tv_company_stats
                         WHERE pk_company = 1) AS "company 1 published",
                       (SELECT published_post_count FROM tv_totals) AS "total published" """,
            ),
        ],
        expect=[
            (
                "post 2 is not in tv_feed",
                "SELECT NOT EXISTS (SELECT FROM tv_feed WHERE pk_post = 2)",
            ),
            ("tv_feed holds 119 posts", "SELECT count(*) = 119 FROM tv_feed"),
        ],
    ),
    Step(
        title="Bulk onboarding in ONE statement (a writable CTE over three tables)",
        story="A single statement inserts a company, 5 users and 10 posts. Several sources "
        "change within one statement: the case where per-statement maintenance has to "
        "reason about pre-update states. Here it is one more set of keys for the flush.",
        statements=[
            """
            WITH c AS (
              INSERT INTO tb_company (id, name, industry, created_at, updated_at)
              VALUES (md5('demo-company')::uuid, 'Massive Dynamic', 'research',
                      '2025-01-03 09:00+00', '2025-01-03 09:00+00')
              RETURNING pk_company
            ), u AS (
              INSERT INTO tb_user (id, fk_company, email, name, created_at, updated_at)
              SELECT md5('demo-user-' || i)::uuid, c.pk_company, 'md' || i || '@example.com',
                     'Walter Bishop ' || i, '2025-01-03 09:00+00', '2025-01-03 09:00+00'
                FROM c, generate_series(1, 5) AS i
              RETURNING pk_user
            )
            INSERT INTO tb_post (id, fk_author, title, body, published, created_at, updated_at)
            SELECT md5('demo-post-' || u.pk_user || '-' || j)::uuid, u.pk_user,
                   'Fringe science #' || j, 'Classified.', j = 1,
                   '2025-01-03 10:00+00', '2025-01-03 10:00+00'
              FROM u, generate_series(1, 2) AS j"""
        ],
        observe=[
            Observation(
                "the new company in tv_company_stats, and its posts in the feed:",
                """
                SELECT s.name, s.user_count, s.post_count, s.published_post_count,
                       (SELECT count(*) FROM tv_feed
                         WHERE data #>> '{author,company,name}' = s.name) AS "in tv_feed"
                  FROM tv_company_stats s WHERE s.name = 'Massive Dynamic'""",
            ),
        ],
        expect=[
            (
                "tv_company_stats: 5 users, 10 posts, 5 published",
                "SELECT (user_count, post_count, published_post_count) = (5, 10, 5) "
                "FROM tv_company_stats WHERE name = 'Massive Dynamic'",
            )
        ],
    ),
    Step(
        title="Change a primary key: ON UPDATE CASCADE rewrites the users' foreign keys",
        story="Company 12 gets the key 1012. PostgreSQL cascades the new key to its 5 users "
        "(an UPDATE of tb_user inside the UPDATE of tb_company). Keys change, so the "
        "old keys are deleted and the new ones inserted in tv_company and "
        "tv_company_stats.",
        statements=["UPDATE tb_company SET pk_company = 1012 WHERE pk_company = 12"],
        observe=[
            Observation(
                "keys in the read models:",
                """
                SELECT (SELECT count(*) FROM tv_company WHERE pk_company = 12) AS "tv_company 12",
                       (SELECT count(*) FROM tv_company WHERE pk_company = 1012)
                           AS "tv_company 1012",
                       (SELECT count(*) FROM tv_user WHERE fk_company = 1012)
                           AS "tv_user fk 1012",
                       (SELECT user_count FROM tv_company_stats WHERE pk_company = 1012)
                           AS "stats(1012).users" """,
            ),
        ],
        expect=[
            (
                "5 users of company 1012 in tv_user",
                "SELECT count(*) = 5 FROM tv_user WHERE fk_company = 1012",
            )
        ],
    ),
    Step(
        title="Delete a user: foreign-key cascades fan out",
        story="Deleting user 7 makes PostgreSQL delete their 3 posts, the comments on those "
        "posts, and the comments user 7 wrote on other people's posts: four tables "
        "change in one statement. The user leaves tv_user, the posts leave tv_post and "
        "tv_feed, and the comment counts of the posts they commented on drop.",
        statements=["DELETE FROM tb_user WHERE pk_user = 7"],
        observe=[
            Observation(
                "what is left of user 7:",
                """
                SELECT (SELECT count(*) FROM tv_user WHERE pk_user = 7) AS "tv_user",
                       (SELECT count(*) FROM tv_post WHERE fk_author = 7) AS "their tv_post",
                       (SELECT count(*) FROM tv_feed
                         WHERE data #>> '{author,email}' = 'user7@example.com') AS "in tv_feed",
                       (SELECT count(*) FROM tv_post
                         WHERE data->'comments' @> jsonb_build_array(jsonb_build_object(
                               'author', jsonb_build_object('id', md5('user-7')::uuid))))
                           AS "posts with their comments",
                       (SELECT user_count FROM tv_company_stats WHERE pk_company = 2)
                           AS "company 2 users" """,
            ),
            Observation("tv_totals:", "SELECT * FROM tv_totals"),
        ],
        expect=[
            (
                "user 7 and their posts are gone",
                "SELECT NOT EXISTS (SELECT FROM tv_user WHERE pk_user = 7) "
                "AND NOT EXISTS (SELECT FROM tv_post WHERE fk_author = 7)",
            )
        ],
    ),
    Step(
        title="A savepoint rolled back",
        story="A post title is edited, then, after a savepoint, a whole company is deleted by "
        "mistake (cascading to users, posts, comments) and tview.flush() even applies it; "
        "ROLLBACK TO SAVEPOINT undoes the delete and its flush. Only the title edit is "
        "committed.",
        statements=[
            "UPDATE tb_post SET title = 'Post #4, revised' WHERE pk_post = 4",
            "SAVEPOINT before_mistake",
            "DELETE FROM tb_company WHERE pk_company = 3",
        ],
        in_transaction=_flush_then_rollback,
        observe=[
            Observation(
                "after COMMIT:",
                """
                SELECT (SELECT data->>'title' FROM tv_post WHERE pk_post = 4) AS "post 4 title",
                       (SELECT count(*) FROM tv_user WHERE fk_company = 3)
                           AS "company 3 users in tv_user",
                       (SELECT post_count FROM tv_company_stats WHERE pk_company = 3)
                           AS "company 3 posts" """,
            ),
        ],
        expect=[
            (
                "company 3 still has its 5 users",
                "SELECT count(*) = 5 FROM tv_user WHERE fk_company = 3",
            ),
            (
                "post 4 has the new title",
                "SELECT data->>'title' = 'Post #4, revised' FROM tv_post WHERE pk_post = 4",
            ),
        ],
    ),
    Step(
        title="TRUNCATE: wipe every comment",
        story="TRUNCATE fires no row triggers and has no transition tables; the tview's "
        "TRUNCATE trigger marks the tviews reading tb_comment for a full comparison at "
        "COMMIT. Every post loses its comments, tv_post_activity empties, the totals "
        "drop to zero comments.",
        statements=["TRUNCATE tb_comment"],
        observe=[
            Observation(
                "after COMMIT:",
                """
                SELECT (SELECT count(*) FROM tv_post WHERE comment_count > 0)
                           AS "posts with comments",
                       (SELECT count(*) FROM tv_feed WHERE data->'comments' <> '[]')
                           AS "feed docs with comments",
                       (SELECT count(*) FROM tv_post_activity) AS "tv_post_activity rows",
                       (SELECT comment_count FROM tv_totals) AS "total comments" """,
            ),
        ],
        expect=[
            (
                "no document has comments left",
                "SELECT NOT EXISTS (SELECT FROM tv_post WHERE data->'comments' <> '[]')",
            )
        ],
    ),
]


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m dbt_tview.demo",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ap.add_argument(
        "--dbname",
        default="tview_demo",
        help="database to (re)create for the demo (default: tview_demo)",
    )
    ap.add_argument("--verbose", action="store_true", help="show dbt's full output")
    args = ap.parse_args(argv)

    demo = Demo(find_project_dir(), args.dbname, show_dbt=args.verbose)
    print(_bold("dbt-tview demo: incrementally maintained read models, kept exact at COMMIT"))
    say(
        "Application tables (tb_*) are normalised; the API reads denormalised JSONB documents "
        "(tv_*) built by dbt models with materialized='tview'. This demo builds them with dbt, "
        "then plays the application and shows that every write is reflected in every read "
        "model at COMMIT, with no refresh job."
    )
    try:
        demo.start_server()
        demo.create_app_schema()
        demo.dbt_run()
        demo.describe_objects()
        heading("5. The application writes; the tviews follow")
        say(
            f"Each step is one transaction run as role {APP_ROLE} (it may only write app.tb_*). "
            "After COMMIT the demo shows the affected tv_* rows and checks every tview against "
            "its view: (tv EXCEPT ALL v) UNION ALL (v EXCEPT ALL tv) must be empty."
        )
        say("Right after dbt run:", indent=2)
        demo.check_consistency("after dbt run")
        demo.connect_app()
        for number, step in enumerate(SCENARIO, start=6):
            demo.run_step(number, step)
        demo.dbt_rerun()
        demo.dbt_test()
        return demo.finish()
    except psycopg2.Error as exc:
        demo.fail("demo", f"{type(exc).__name__}: {exc}".strip())
        return demo.finish()
    finally:
        demo.close()


if __name__ == "__main__":
    sys.exit(main())
