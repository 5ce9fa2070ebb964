"""The flush dispatch and the UPDATE dispatchers reach the block of a tview with work in log2(n)
tests (sqlgen.position_switch), and a dispatcher tests a block's gate flag before it enters
the block (sqlgen.DispatchedBlock)."""

from __future__ import annotations

import re

import pytest

from dbt_tview.sqlgen import (
    DispatchedBlock,
    gate_flag_prefix,
    position_switch,
    render_dispatch,
    render_dispatcher,
)


def _run(switch: str, var: str, value: int) -> list[str]:
    """The bodies a value of `var` reaches: a small reading of the nested IFs the switch makes."""
    reached: list[str] = []
    stack: list[bool] = []  # per open IF: whether the branch being read is the one taken
    for line in switch.splitlines():
        text = line.strip()
        if m := re.fullmatch(rf"IF {var} <= (\d+) THEN", text):
            stack.append(value <= int(m.group(1)))
        elif text == "ELSE":
            stack[-1] = not stack[-1]
        elif text == "END IF;":
            stack.pop()
        elif all(stack):
            reached.append(text)
    return reached


@pytest.mark.parametrize("n", [1, 2, 3, 5, 8, 20])
def test_each_position_reaches_its_own_body_alone(n):
    bodies = [f"b{k};" for k in range(1, n + 1)]
    switch = position_switch("v_k", bodies)
    for k in range(1, n + 1):
        assert _run(switch, "v_k", k) == [f"b{k};"]
    # n - 1 tests in all, at most ceil(log2 n) of them on the way to a body (its indentation)
    assert switch.count("IF v_k <=") == n - 1
    depth = max((len(line) - len(line.lstrip())) // 4 for line in switch.splitlines())
    assert depth <= (n - 1).bit_length()


def test_bodies_keep_their_text_unless_shifted():
    body = "x := 1;\n  -- two spaces\ny := 2;"
    kept = position_switch("v", [body, "z;"], indent="  ", shift=False)
    assert body in kept
    shifted = position_switch("v", [body, "z;"], indent="  ")
    assert "      x := 1;\n        -- two spaces\n      y := 2;" in shifted


def test_a_commit_tests_every_pending_flag_with_one_expression():
    sql = render_dispatch("tview", list(range(1, 21)))
    body = sql.split("CREATE OR REPLACE FUNCTION")[2]  # the commit trigger
    assert "'{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20}'" in body
    assert len(re.findall(r"current_setting\(\(v_tag \|\| 'p_\d+'\)", body)) == 0
    assert body.count("v_set := set_config((v_tag || 'p_") == 20


def test_a_block_is_gated_by_the_flag_its_text_tests():
    prefix = gate_flag_prefix(7, 16385)
    gated = DispatchedBlock.of(7, 16385, f"IF current_setting(concat('{prefix}', 1)) ...")
    assert gated.gate == prefix
    # a block rendered for another source OID (before a restore) always runs
    assert DispatchedBlock.of(7, 99, gated.block).gate == ""
    sql = render_dispatcher("tview", 16385, [gated, DispatchedBlock("", "NULL;")])
    assert f'\'{{"{prefix}",""}}\'' in sql
    assert "CONTINUE WHEN v_gates[v_b] <> ''" in sql
