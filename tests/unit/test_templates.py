"""The templates' lines are at most 120 characters, so they read in a review without scrolling
(see the comment above `_env` in dbt_tview/sqlgen for how a long generated line is written)."""

from __future__ import annotations

from pathlib import Path

import pytest

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
