import pytest

from dbt_tview.analyzer.identity import image_eq


@pytest.mark.parametrize(
    "typ,expected",
    [
        ("integer", True),
        ("character varying(20)", True),
        ("timestamp(3) with time zone", True),
        ("time(2) without time zone", True),
        ("numeric(12,2)", False),
        ("numeric", False),
        ("double precision", False),
        ("interval", False),
        ("jsonb", False),
        ("character(3)", False),
        ("public.my_domain", False),
    ],
)
def test_types_whose_equality_is_identity(typ: str, expected: bool) -> None:
    assert image_eq(typ) is expected
