"""Golden SQL: the runtime and every object generated for the corpus of tests/golden/ must
equal its fixture. A change to the generated SQL shows as a diff here; when it is intended,
`python -m tests.golden --update` rewrites the fixtures and the review shows the SQL diff."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from golden import HERE, Renderer, cases, diff

HINT = "generated SQL changed; if intended: python -m tests.golden --update, and review the diff"


@pytest.fixture(scope="module")
def renderer(pg_server) -> Iterator[Renderer]:
    r = Renderer(pg_server)
    yield r
    r.close()


def _check(path: str, got: str) -> None:
    file = HERE / path
    want = file.read_text() if file.exists() else None
    if want != got:
        text = diff(path, want, got)
        pytest.fail(f"{HINT}\n{text[:6000]}", pytrace=False)


def test_runtime_matches_its_fixture(renderer):
    _check("runtime.sql", renderer.runtime())


@pytest.mark.parametrize("case", cases(), ids=lambda c: c.path)
def test_generated_sql_matches_its_fixture(renderer, case):
    _check(case.path, renderer.render(case))


def test_every_fixture_has_a_case():
    known = {"runtime.sql", *(c.path for c in cases())}
    stale = [str(p.relative_to(HERE)) for p in HERE.rglob("*.sql")]
    assert sorted(set(stale) - known) == [], "stale fixtures: python -m tests.golden --update"
