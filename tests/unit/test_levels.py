"""tests/unit holds pure tests: none asks for a server, a database connection, dbt or Spark
(those are the fixtures of tests/conftest.py that start them; their tests live in db/, dbt/,
spark/)."""

from __future__ import annotations

import ast
from pathlib import Path

UNIT = Path(__file__).resolve().parent
SERVER_FIXTURES = {
    "pg_server",
    "test_database",
    "dsn",
    "dsn_params",
    "conn",
    "db",
    "grouped_sources",
    "dbt_project_factory",
    "spark",
}


def _server_fixtures(path: Path) -> list[str]:
    tree = ast.parse(path.read_text())
    return [
        f"{path.name}: {node.name}({arg.arg})"
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef)
        for arg in node.args.args
        if arg.arg in SERVER_FIXTURES
    ]


def test_unit_tests_start_no_server():
    found = [f for path in sorted(UNIT.glob("*.py")) for f in _server_fixtures(path)]
    assert not found, found
