"""The templates' lines are at most 120 characters, so they read in a review without scrolling
(see the comment above `_env` in dbt_tview/sqlgen for how a long generated line is written), and
their names say what they stand for."""

from __future__ import annotations

from pathlib import Path

import pytest
from jinja2 import meta, nodes

from dbt_tview.sqlgen import _env

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
