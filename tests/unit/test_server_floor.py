"""The oldest server dbt-tview installs on (runtime.check_server, docs/decisions/0025)."""

from __future__ import annotations

import pytest

from dbt_tview import runtime
from dbt_tview.analyzer import TviewError


class _Cursor:
    """Answers SHOW server_version_num; any other statement fails the test."""

    def __init__(self, fake: _Conn) -> None:
        self.fake = fake
        self.description = None

    def __enter__(self) -> _Cursor:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def execute(self, sql: str, params: object = None) -> None:
        self.fake.statements.append(sql)
        assert sql == "SHOW server_version_num", f"ran before the server check: {sql}"
        self.description = [("server_version_num",)]

    def fetchall(self) -> list[tuple]:
        return [(str(self.fake.version),)]


class _Conn:
    def __init__(self, version: int) -> None:
        self.version = version
        self.statements: list[str] = []

    def cursor(self) -> _Cursor:
        return _Cursor(self)


@pytest.mark.parametrize("version", [130014, 120020, 90624])
def test_an_older_server_is_refused_before_anything_runs(version: int) -> None:
    conn = _Conn(version)
    with pytest.raises(TviewError) as err:
        runtime.ensure_runtime(conn)
    assert "PostgreSQL 14 or later" in str(err.value)
    assert str(version) in str(err.value)
    assert "Nothing was changed" in str(err.value)
    assert conn.statements == ["SHOW server_version_num"]


@pytest.mark.parametrize("version", [140000, 150008, 160004, 180001])
def test_a_supported_server_passes(version: int) -> None:
    runtime.check_server(version)
