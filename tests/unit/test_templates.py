"""The templates' lines are at most 120 characters, so they read in a review without scrolling
(see the comment above `_env` in dbt_tview/sqlgen for how a long generated line is written), and
their names say what they stand for."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from jinja2 import meta, nodes

from dbt_tview import locks
from dbt_tview.sqlgen import TviewFacts, _env, render_flush

TEMPLATES = Path(__file__).resolve().parents[2] / "dbt_tview" / "sqlgen" / "templates"
LIMIT = 120


def _long_lines(path: Path) -> list[str]:
    return [
        f"{path.name}:{n}: {len(line)} characters"
        for n, line in enumerate(path.read_text().splitlines(), 1)
        if len(line) > LIMIT
    ]


@pytest.mark.parametrize("path", sorted(TEMPLATES.glob("*.j2")), ids=lambda p: p.name)
def test_template_lines_fit_in_120_characters(path: Path):
    assert not _long_lines(path), "\n".join(_long_lines(path))


def test_every_template_is_checked():
    assert len(list(TEMPLATES.glob("*.j2"))) >= 9


def _unclear_names(path: Path) -> list[str]:
    """One-letter macro arguments and context names (the generated SQL's aliases are one letter:
    t, x, dd), and placeholders patched with `replace` ("k{i}" | replace("{i}", ...)) where a
    macro should take the values it builds from."""
    ast = _env.parse(path.read_text())
    found = [
        f"macro {m.name}: argument {a.name}"
        for m in ast.find_all(nodes.Macro)
        for a in m.args
        if len(a.name) == 1
    ]
    found += [f"context name {n}" for n in meta.find_undeclared_variables(ast) if len(n) == 1]
    found += [
        f"line {f.lineno}: a placeholder patched with replace"
        for f in ast.find_all(nodes.Filter)
        if f.name == "replace"
        and f.args
        and isinstance(f.args[0], nodes.Const)
        and "{" in str(f.args[0].value)
    ]
    return [f"{path.name}: {what}" for what in found]


@pytest.mark.parametrize("path", sorted(TEMPLATES.glob("*.j2")), ids=lambda p: p.name)
def test_template_names_say_what_they_stand_for(path: Path):
    assert not _unclear_names(path), "\n".join(_unclear_names(path))


def test_the_flush_key_lock_limit_comes_from_the_lock_registry(monkeypatch):
    """Every test of a flush's key count against the key-lock limit renders locks.KEY_LOCKS_MAX,
    so that the flush and an online rebuild's replay rounds agree on it."""
    tv = TviewFacts(
        id=3,
        schema="app",
        table="tv_a",
        view="v_a",
        key=["id"],
        key_types=["integer"],
        columns=["id", "v"],
        is_unique=True,
        column_types=["integer", "text"],
    )
    monkeypatch.setattr(locks, "KEY_LOCKS_MAX", 7)
    sql = render_flush(tv, "tview")
    assert "v_keys BETWEEN 2 AND 7 THEN" in sql
    assert "v_keys > 7 OR cardinality(v_hashes) > 7 THEN" in sql
    assert "v_keys > 7 AND v_hi::numeric - v_lo < 2 * v_keys" in sql
    assert "v_keys > 64" not in sql and "AND 64" not in sql


# the values of the registry's limits (and one past each: `> n` written `>= n + 1`)
_LIMITS = {v for k, v in vars(locks).items() if k.isupper() and isinstance(v, int) and 64 <= v}
_REGISTRY_NUMBERS = (
    r"\b(?:" + "|".join(str(n) for n in sorted(_LIMITS | {n + 1 for n in _LIMITS})) + r")\b"
)


def _bare_limits(path: Path) -> list[str]:
    """Numbers of the limits the registry names (dbt_tview.locks) written into the generated
    code rather than read from it (`limits`); comments are not generated code."""
    ast = _env.parse(path.read_text())
    text = [n.data for n in ast.find_all(nodes.TemplateData)]
    text += [str(n.value) for n in ast.find_all(nodes.Const) if isinstance(n.value, int)]
    return [f"{path.name}: {m}" for t in text for m in re.findall(_REGISTRY_NUMBERS, t)]


@pytest.mark.parametrize("path", sorted(TEMPLATES.glob("*.j2")), ids=lambda p: p.name)
def test_templates_read_the_shared_limits_from_the_registry(path: Path):
    assert not _bare_limits(path), _bare_limits(path)
