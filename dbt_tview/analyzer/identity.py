"""Types whose `=` is identity of values: equal values have equal binary images, so they read
alike. Not numeric ('1.0' = '1.00'), character ('a ' = 'a'), float (0 = -0), interval
('1 day' = '24 hours') or jsonb (it compares numbers as numeric); text only under a
deterministic collation (the caller leaves out a column with a collation of its own)."""

from __future__ import annotations

import re

IMAGE_EQ = frozenset(
    {
        "smallint",
        "integer",
        "bigint",
        "boolean",
        "oid",
        "uuid",
        "bytea",
        "date",
        "timestamp without time zone",
        "timestamp with time zone",
        "time without time zone",
        "text",
        "character varying",
    }
)

_TYPMOD = re.compile(r"\(\s*\d+(?:\s*,\s*\d+)?\s*\)")


def image_eq(typ: str) -> bool:
    """Whether `typ` (as format_type names it, with or without a type modifier) is in IMAGE_EQ."""
    return " ".join(_TYPMOD.sub(" ", typ).split()) in IMAGE_EQ
