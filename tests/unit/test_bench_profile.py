"""bench.profile: the per-transaction figures it prints are the totals divided by the
transactions, the costliest first, nested statements marked; the workloads are W6's and W7's."""

from __future__ import annotations

import pytest

from bench.profile import Line, per_transaction, report, workload
from bench.writers import W6_SCRIPTS, W7_SCRIPTS


def test_statements_per_transaction_costliest_first_nested_indented():
    rows = [
        (1000, 50.0, True, "UPDATE tb_user\n   SET name = $1 WHERE pk_user = $2"),
        (2000, 300.0, False, "INSERT INTO pg_temp.tview_queue (tview, k) " + "x" * 300),
        (1000, 1.0, False, "DELETE FROM pg_temp.tview_jd"),
    ]
    lines = per_transaction(rows, 1000, top=2)
    assert [round(line.us, 1) for line in lines] == [300.0, 50.0]
    assert [line.calls for line in lines] == [2.0, 1.0]
    assert lines[0].what.startswith("  INSERT INTO pg_temp.tview_queue")
    assert len(lines[0].what) == 152  # (cut at 150, after the indent)
    assert lines[1].what == "UPDATE tb_user SET name = $1 WHERE pk_user = $2"


def test_report_gives_both_variants_and_their_ratio():
    text = report(
        8000.0,
        1000.0,
        [Line(300.0, 1.0, "UPDATE tb_user")],
        [Line(480.0, 1.0, "tview._on_commit", self_us=36.0)],
    )
    first = text.splitlines()[0]
    assert "plain 125 us" in first and "maintained 1,000 us" in first and "8.00x" in first
    assert "    480.0      36.0   1.00  tview._on_commit" in text


@pytest.mark.parametrize("name", sorted({*W6_SCRIPTS, *W7_SCRIPTS}))
def test_every_w6_and_w7_write_is_a_workload(name):
    schema, tviews, script = workload(name, fans=3)
    assert schema and script.strip()
    assert len(tviews) == (1 if name in W6_SCRIPTS else 3)


def test_an_unknown_workload_is_refused_with_the_known_ones():
    with pytest.raises(SystemExit, match="rename"):
        workload("renames", fans=1)
