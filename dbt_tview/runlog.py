"""What a tview operation ran, and what it warns about, in dbt's terms.

`Recorder` wraps a DB-API connection and keeps every statement executed through it, so the
materialization can write the install's SQL to target/run (as dbt does for the SQL of other
materializations) and log each statement at debug level. `install_warnings` and `plan_text`
are pure functions of the analyzer's result. Nothing here imports dbt.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from dbt_tview.analyzer import Analysis

# catalog reads the installer makes to decide what to do: logged, but not part of the script
_READ = re.compile(r"\s*(SELECT|SHOW|WITH)\b", re.IGNORECASE)
# a SELECT that changes something: a runtime call (refresh) or the install's advisory lock
_ACTING_SELECT = re.compile(r"\.refresh\('|pg_advisory_xact_lock|\bsetval\(|\bnextval\(", re.I)
# the install's own scaffolding: savepoints, EXPLAINs, and the temporary objects it probes the
# model and its derivations with
_SCAFFOLD = re.compile(
    r"\s*(SAVEPOINT|RELEASE|ROLLBACK TO|EXPLAIN|CREATE TEMP(ORARY)? (VIEW|TABLE)"
    r"|DROP (VIEW|TABLE) (IF EXISTS )?(pg_temp\.)?tview_(new|old|describe|probe|log)\b)\b",
    re.I,
)


def is_script_statement(sql: str) -> bool:
    """Whether a statement belongs in the script of what an install did (DDL, DML, runtime
    calls), rather than being one of its catalog reads or its scaffolding."""
    if _SCAFFOLD.match(sql):
        return False
    return not _READ.match(sql) or bool(_ACTING_SELECT.search(sql))


class _Cursor:
    def __init__(self, cur: Any, record: Callable[[Any, str, Any], None]) -> None:
        self._cur = cur
        self._record = record

    def execute(self, sql: Any, params: Sequence[Any] | None = None) -> Any:
        self._record(self._cur, sql, params)
        return self._cur.execute(sql, params)

    def __enter__(self) -> _Cursor:
        self._cur.__enter__()
        return self

    def __exit__(self, *exc: Any) -> Any:
        return self._cur.__exit__(*exc)

    def __iter__(self) -> Any:
        return iter(self._cur)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._cur, name)


class Recorder:
    """A connection that records the statements executed through its cursors.

    `statements` holds each one as the server received it (parameters bound); `on_statement`
    is called with each as it runs (the adapter logs it at debug level).
    """

    def __init__(self, conn: Any, on_statement: Callable[[str], None] | None = None) -> None:
        self._conn = conn
        self._on_statement = on_statement
        self.statements: list[str] = []

    def _record(self, cur: Any, sql: Any, params: Sequence[Any] | None) -> None:
        text = sql if isinstance(sql, str) else str(sql)
        if params is not None and hasattr(cur, "mogrify"):
            try:
                text = cur.mogrify(sql, params).decode()
            except Exception:  # (shown unbound; the execute reports the real error)
                pass
        self.statements.append(text)
        if self._on_statement is not None:
            self._on_statement(text)

    def cursor(self, *args: Any, **kwargs: Any) -> _Cursor:
        return _Cursor(self._conn.cursor(*args, **kwargs), self._record)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._conn, name)

    def script(self) -> str:
        """The statements that changed something, each ending with a semicolon."""
        out = []
        for s in self.statements:
            if is_script_statement(s):
                body = s.strip()
                out.append(body if body.endswith(";") else body + ";")
        return "\n\n".join(out)


def full_refresh_warnings(analysis: Analysis) -> list[str]:
    """One warning per source whose every write recomputes the whole tview (strategy full),
    unless the model asked for that (key []: the tview is a single unit)."""
    if not analysis.key:
        return []
    out = []
    for rel in analysis.sources:
        reasons = sorted(
            {d.reason for d in analysis.derivations if d.source == rel and d.strategy == "full"}
        )
        if reasons:
            out.append(
                f"source {rel.display}: every write to it recomputes the whole tview "
                f"({'; '.join(reasons)}). Rewrite the model so that a change maps to the keys it "
                "affects (a window function PARTITION BY the key, a join on key columns), or "
                "key it [] if it is meant to be one unit"
            )
    return out


def install_warnings(analysis: Analysis, index_advice: Sequence[str] = ()) -> list[str]:
    """Every warning about a model: the analyzer's, the sources that make each write
    recompute the whole tview, and the indexes the key derivations lack."""
    advice = [f"missing index: {a}" for a in index_advice]
    return [*analysis.warnings, *full_refresh_warnings(analysis), *advice]


def plan_text(analysis: Analysis, strategy: str | None = None) -> str:
    """The analyzer's plan as SQL comments: key, strategy, per source how its changes map to
    keys (with the SQL that maps them)."""
    key = ", ".join(analysis.key)
    lines = [
        f"tview model {analysis.model}",
        f"  key: ({key})" if analysis.key else "  key: [] (single unit)",
        f"  refresh: {strategy or analysis.strategy}",
    ]
    for rel in analysis.sources:
        derivs = [d for d in analysis.derivations if d.source == rel]
        reasons = "; ".join(sorted({d.reason for d in derivs if d.reason}))
        lines.append(
            f"  source {rel.display}: {analysis.source_strategy(rel)}"
            + (f" ({reasons})" if reasons else "")
        )
        for d in derivs:
            if d.query is not None:
                sql = d.query.sql(dialect="postgres", pretty=True)
                lines.extend("      " + ln for ln in sql.splitlines())
    return "\n".join("-- " + ln if ln else "--" for ln in lines)
