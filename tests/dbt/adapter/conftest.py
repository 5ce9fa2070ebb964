"""dbt's adapter conformance suite (dbt-tests-adapter) against the tview adapter.

dbt's fixtures (`project`, `models`, `seeds`, ...) are class-scoped and generic in name, so
they are imported here, for this directory only. The profile targets a database named `dbt`
as the non-superuser role `root` with an empty password (the values dbt's own CI uses, which
some classes assert), on the suite's throw-away server. `TVIEW_CONFORMANCE_TYPE=postgres` runs
the same classes with `type: postgres`, the baseline they are compared with.
"""

from __future__ import annotations

import os

import psycopg2
import pytest

from dbt_tview.testing import pg

try:
    from dbt.tests.fixtures.project import *  # noqa: F403 (dbt's fixtures, for this directory)
except ImportError:  # dbt-tests-adapter comes with the [dev] extra
    collect_ignore = ["test_conformance.py"]

DBNAME, ROLE = "dbt", "root"
TEST_USERS = ("dbt_test_user_1", "dbt_test_user_2", "dbt_test_user_3")
ADAPTER_TYPE = os.environ.get("TVIEW_CONFORMANCE_TYPE", "tview")


@pytest.fixture(scope="session")
def conformance_database() -> dict:
    srv = pg.get_server()
    srv.create_database(DBNAME)
    with psycopg2.connect(srv.dsn()) as c:
        c.autocommit = True
        with c.cursor() as cur:
            for role in (ROLE, *TEST_USERS):
                cur.execute(
                    "SELECT 1 FROM pg_roles WHERE rolname = %s",
                    (role,),
                )
                if cur.fetchone() is None:
                    cur.execute(f"CREATE ROLE {role} LOGIN")
            cur.execute(f"GRANT CREATE, TEMP ON DATABASE {DBNAME} TO {ROLE}")
    for i, user in enumerate(TEST_USERS, 1):
        os.environ[f"DBT_TEST_USER_{i}"] = user
    yield srv.params(DBNAME)
    srv.drop_database(DBNAME)


@pytest.fixture(scope="class")
def dbt_profile_target(conformance_database: dict) -> dict:
    # dbt's adapter factory keeps the first adapter registered for a type: an in-process dbt
    # run of another test module would otherwise lend this class its credentials
    from dbt.adapters.factory import reset_adapters

    reset_adapters()
    return {
        "type": ADAPTER_TYPE,
        "threads": 4,
        "host": conformance_database["host"],
        "port": int(conformance_database["port"]),
        "user": ROLE,
        "pass": "",
        "dbname": DBNAME,
    }
