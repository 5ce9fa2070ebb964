"""Which collations a view's query compares values under (read from its stored query tree).

Under a non-deterministic collation ('b' = 'B' case-insensitively) values that compare equal
read differently: a GROUP BY, DISTINCT, UNION, min/max or join over them shows whichever
spelling the plan meets first, so no maintained table can equal the view. A column passed
through as it is, or through a function of its row (upper, ||), shows its own value.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

_COLL = re.compile(r":\w*[cC]oll\w* (\d+)")
_LISTS = re.compile(r":(?:colCollations|inputcollids) \(o ([\d ]*)\)")


@dataclass(frozen=True)
class Compared:
    """What a query tree compares under collations: `always` surely compares (grouping,
    DISTINCT, ORDER BY, set operations, GREATEST/LEAST, row comparisons); `operators` and
    `aggregates` are (operator or aggregate OID, collation OID) pairs, comparisons when the
    operator is an equality or ordering one (in a btree or hash family), the aggregate min or
    max (it has a sort operator)."""

    always: frozenset[int]
    operators: frozenset[tuple[int, int]]
    aggregates: frozenset[tuple[int, int]]


def _nodes(tree: str, name: str) -> Iterator[tuple[str, str]]:
    """(own fields, whole text) of each `name` node: own fields have nested nodes left out."""
    for m in re.finditer(r"\{" + name + r" ", tree):
        depth, own, i = 0, [], m.start()
        for i in range(m.start(), len(tree)):
            ch = tree[i]
            depth += {"{": 1, "}": -1}.get(ch, 0)
            if depth == 1 and ch not in "{}":
                own.append(ch)
            if depth == 0:
                break
        yield "".join(own), tree[m.start() : i + 1]


def _field(own: str, field: str) -> int:
    m = re.search(r":" + field + r" (\d+)", own)
    return int(m[1]) if m else 0


def compared(tree: str) -> Compared:
    """What `tree` (a pg_node_tree's text, such as pg_rewrite.ev_action) compares under which
    collation (see Compared); collation 0 (none) left out."""
    always: set[int] = set()
    for own, _ in _nodes(tree, "SETOPERATIONSTMT"):
        if ":all false" in own:
            always.update(int(c) for m in _LISTS.finditer(own) for c in m[1].split())
    for own, whole in _nodes(tree, "TARGETENTRY"):
        if _field(own, "ressortgroupref"):
            # (the collation a group or sort uses is its expression's own, the top node's)
            expr = whole[len("{TARGETENTRY :expr ") :]
            top = next(_nodes(expr, r"[A-Z]+"), ("", ""))[0]
            always.update(int(c) for c in _COLL.findall(top))
    for name in ("MINMAXEXPR", "ROWCOMPAREEXPR"):
        for own, _ in _nodes(tree, name):
            always.update(int(c) for c in _COLL.findall(own))
            always.update(int(c) for m in _LISTS.finditer(own) for c in m[1].split())
    operators = {
        (_field(own, "opno"), _field(own, "inputcollid"))
        for name in ("OPEXPR", "SCALARARRAYOPEXPR", "DISTINCTEXPR", "NULLIFEXPR")
        for own, _ in _nodes(tree, name)
    }
    aggregates = {
        (_field(own, "aggfnoid"), _field(own, "inputcollid")) for own, _ in _nodes(tree, "AGGREF")
    }
    return Compared(
        frozenset(always - {0}),
        frozenset(p for p in operators if p[1]),
        frozenset(p for p in aggregates if p[1]),
    )
