"""`dbt run --full-refresh` and a model change through real dbt, rebuilt online
(var tview_online_rows: 0 takes the online path at any size) while writers run."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import psycopg2
import pytest
from helpers import Writers, built_dbt_project

from dbt_tview import api

ROOT = Path(__file__).resolve().parents[2]
INTEGRATION = ROOT / "integration_tests"
TVIEWS = sorted(p.stem for p in (INTEGRATION / "models").glob("tv_*.sql"))
ONLINE = ["--vars", "{tview_online_rows: 0}"]

pytestmark = pytest.mark.dbt


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict]:
    setup = [INTEGRATION / "setup" / f for f in ("app_schema.sql", "seed_data.sql")]
    with built_dbt_project(
        tmp_path_factory.mktemp("dbt"), "tview_online_dbt", INTEGRATION, setup
    ) as built:
        yield built


def _write(cur, thread: int, i: int, rnd: random.Random) -> None:
    cur.execute(
        "UPDATE app.tb_post SET title = title || '.', updated_at = now() "
        "WHERE pk_post = (SELECT pk_post FROM app.tb_post ORDER BY random() LIMIT 1)"
    )
    cur.execute(
        "UPDATE app.tb_user SET name = name WHERE pk_user = (SELECT pk_user "
        "FROM app.tb_user ORDER BY random() LIMIT 1)"
    )


def test_a_full_refresh_rebuilds_online_under_writers(project) -> None:
    run, dsn = project["run"], project["dsn"]
    with Writers(dsn, _write, n=1, warmup=0.0) as writers:
        ok, out = run(["run", "--full-refresh", *ONLINE])
    assert ok, out
    assert "online rebuild:" in out, out
    assert not writers.errors, writers.errors[:3]
    with psycopg2.connect(dsn) as c:
        assert {n: d for n in TVIEWS if (d := api.diff(c, name=n))} == {}
        with c.cursor() as cur:
            cur.execute("SELECT tbl_name, status, capturing FROM tview.tview ORDER BY 1")
            assert all(r[1:] == ("ok", False) for r in cur.fetchall())
    ok, out = run(["run", "-s", "tv_post", *ONLINE])  # nothing left to do: unchanged
    assert ok and "online rebuild:" not in out, out
