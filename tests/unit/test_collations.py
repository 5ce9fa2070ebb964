"""Unit tests of which collations a stored query tree compares under (analyzer.collations):
node text in PostgreSQL's pg_node_tree form, abridged to the fields read."""

from __future__ import annotations

from dbt_tview.analyzer.collations import compared

VAR = "{{VAR :varno 1 :varattno 2 :vartype 25 :varcollid {c} :varlevelsup 0}}"


def te(expr: str, ref: int) -> str:
    return f"{{TARGETENTRY :expr {expr} :resno 1 :resname x :ressortgroupref {ref} :resjunk false}}"


def test_a_grouped_expression_compares_under_its_own_collation_only():
    # GROUP BY name COLLATE "C": the Var's collation inside does not group
    collate = f"{{COLLATEEXPR :arg {VAR.format(c=16385)} :collOid 950 :location 7}}"
    assert compared(te(collate, 1)).always == {950}
    assert compared(te(VAR.format(c=16385), 1)).always == {16385}
    assert compared(te(VAR.format(c=16385), 0)).always == set()  # (shown as it is)


def test_operators_and_aggregates_are_left_to_the_catalog():
    args = VAR.format(c=16385)
    op = f"{{OPEXPR :opno 98 :opfuncid 67 :opcollid 0 :inputcollid 16385 :args ({args})}}"
    agg = "{AGGREF :aggfnoid 2145 :aggtype 25 :aggcollid 16385 :inputcollid 16385 :args <>}"
    no_coll = "{OPEXPR :opno 96 :opfuncid 65 :opcollid 0 :inputcollid 0 :args <>}"
    c = compared(op + agg + no_coll)
    assert c.operators == {(98, 16385)} and c.aggregates == {(2145, 16385)} and not c.always


def test_set_operations_compare_their_columns_unless_all():
    def setop(all_: str) -> str:
        return (
            f"{{SETOPERATIONSTMT :op 1 :all {all_} :larg {{RANGETBLREF :rtindex 1}} :rarg "
            "{RANGETBLREF :rtindex 2} :colTypes (o 25) :colTypmods (i -1) "
            ":colCollations (o 16385) :groupClauses <>}"
        )

    assert compared(setop("false")).always == {16385}
    assert compared(setop("true")).always == set()


def test_greatest_and_row_comparisons_compare():
    mm = "{MINMAXEXPR :minmaxtype 25 :minmaxcollid 16385 :inputcollid 16385 :op 0 :args <>}"
    row = (
        "{ROWCOMPAREEXPR :rctype 1 :opnos (o 664 97) :opfamilies (o 1994 1976) "
        ":inputcollids (o 16385 0)}"
    )
    assert compared(mm).always == {16385}
    assert compared(row).always == {16385}
