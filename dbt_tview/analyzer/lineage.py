"""Key lineage: which keys of a tview can change when one source occurrence changes.

Every function here is a pure transformation of sqlglot expressions. The contract of a
derivation query is *superset, never miss*: it may name keys whose rows did not change (the
flush recomputes them and writes nothing), but it must name every key whose rows can change.
That freedom is what keeps the rules short:

* the occurrence is replaced by the placeholder table ``DELTA`` (its changed rows);
* an outer join whose null-extended side holds the occurrence becomes an inner join (only rows
  that match changed rows can change); a FULL join keeps the occurrence's side;
* a subquery expression (EXISTS, IN, scalar, ANY) that reads the occurrence becomes
  ``EXISTS (<subquery over DELTA>)``: an outer row can change only if changed rows reach it;
* HAVING, DISTINCT, ORDER BY, LIMIT, and every WHERE/ON conjunct that reads another subquery
  or a column computed from DELTA are dropped; aggregates and subqueries in the select list are
  replaced by NULL. Dropping filters only widens the key set.
* outer joins are not monotone: rows of the other side that match changed rows gain or lose
  their null-extended rows, and those rows then go through the rest of the query with NULLs in
  the columns of the null-extended items. Each such flip is a *variant* of the rewritten query
  (`_flip_variants`): the same joins up to the outer join that flips, then every later ON, the
  WHERE, the GROUP BY and the outputs read the null-extended items' columns as NULL, so the
  rest of the query is evaluated on the null-extended row itself (expressions such as
  ``coalesce(b.k, 0)`` or ``b.k IS NULL`` included). A flip can make rows of a later outer
  join flip in turn: the variants are the chains of such joins.

When no sound rewrite exists the caller falls back to strategy 'full' (any change of that
source recomputes the whole tview), which is correct but slow, and reported by tview_explain.
"""

from __future__ import annotations

from sqlglot import exp

DELTA = "__tview_delta"
OCC = "tview_occ"


class Fallback(Exception):
    """No key-level derivation for this occurrence; the reason is shown to the user."""


# --------------------------------------------------------------------------- helpers


def contains_occ(node: exp.Expression, occ: int) -> bool:
    return any(t.meta.get(OCC) == occ for t in node.find_all(exp.Table))


def _from(sel: exp.Select) -> exp.From | None:
    return sel.args.get("from_") or sel.args.get("from")


def _join_items(sel: exp.Select) -> list[exp.Expression]:
    """FROM item followed by each join's right-hand item (a left-deep join tree)."""
    frm = _from(sel)
    if frm is None:
        return []
    return [frm.this] + [j.this for j in sel.args.get("joins") or []]


def _query_of(item: exp.Expression) -> exp.Expression | None:
    """The query inside a derived table or LATERAL item, if any."""
    node = item
    while isinstance(node, (exp.Lateral, exp.Subquery, exp.Paren)):
        node = node.this
    return node if isinstance(node, (exp.Select, exp.SetOperation)) else None


def _alias(item: exp.Expression) -> str:
    return item.alias_or_name


def _conjuncts(cond: exp.Expression | None) -> list[exp.Expression]:
    if cond is None:
        return []
    cond = cond.unnest()
    if isinstance(cond, exp.And):
        return _conjuncts(cond.this) + _conjuncts(cond.expression)
    return [cond]


def _and(parts: list[exp.Expression]) -> exp.Expression | None:
    parts = [p for p in parts if p is not None]
    if not parts:
        return None
    out = parts[0]
    for p in parts[1:]:
        out = exp.And(this=out, expression=p)
    return out


def _has_subquery(node: exp.Expression) -> bool:
    return any(isinstance(n, exp.Select) for n in node.walk())


def _has_aggregate_or_window(node: exp.Expression) -> bool:
    """An aggregate or window at this query level (not inside a nested subquery)."""
    for n in node.walk():
        if isinstance(n, (exp.AggFunc, exp.Window)):
            p = n
            nested = False
            while p is not None and p is not node:
                if isinstance(p, exp.Select):
                    nested = True
                    break
                p = p.parent
            if not nested:
                return True
    return False


def _references(node: exp.Expression, cols: set[tuple[str, str]]) -> bool:
    return any((c.table, c.name) in cols for c in node.find_all(exp.Column))


def _nullable_fix(sel: exp.Select, index: int) -> None:
    """Make join item `index` preserved: outer joins that could null-extend it become inner."""
    joins = sel.args.get("joins") or []
    for j_idx, j in enumerate(joins, start=1):
        side = (j.side or "").upper()
        if j_idx == index:
            if side == "LEFT":
                j.set("side", None)
            elif side == "FULL":
                j.set("side", "RIGHT")
        elif j_idx > index:
            if side == "RIGHT":
                j.set("side", None)
            elif side == "FULL":
                j.set("side", "LEFT")


def _is_nullable(sel: exp.Select, index: int) -> bool:
    """True when join item `index` can be null-extended in the output of `sel`."""
    joins = sel.args.get("joins") or []
    for j_idx, j in enumerate(joins, start=1):
        side = (j.side or "").upper()
        if j_idx == index and side in ("LEFT", "FULL"):
            return True
        if j_idx > index and side in ("RIGHT", "FULL"):
            return True
    return False


def delta_table(alias: str) -> exp.Table:
    return exp.Table(
        this=exp.to_identifier(DELTA),
        alias=exp.TableAlias(this=exp.to_identifier(alias, quoted=True)),
    )


def union_branches(q: exp.Expression) -> list[exp.Expression]:
    """Branches of a UNION [ALL] chain (left-deep), or [q]."""
    if isinstance(q, exp.Union):
        return union_branches(q.this) + union_branches(q.expression)
    if isinstance(q, exp.Subquery):
        return union_branches(q.this)
    return [q]


# --------------------------------------------------------------------------- rewrite


def affected(node: exp.Expression, occ: int) -> tuple[exp.Expression, set[str]]:
    """Rewrite `node` (mutated) so it returns a superset of its rows that can change.

    Returns the rewritten query and the set of output column names whose values are no longer
    meaningful (computed from partial data); predicates on them must be dropped by callers.
    """
    while isinstance(node, (exp.Subquery, exp.Paren)):
        node = node.this
    if isinstance(node, exp.SetOperation):
        if not isinstance(node, exp.Union):
            raise Fallback(f"{type(node).__name__.upper()} is not monotone")
        branches = union_branches(node)
        names = branches[0].named_selects if isinstance(branches[0], exp.Select) else []
        kept: list[exp.Expression] = []
        tainted: set[str] = set()
        for b in branches:
            if not contains_occ(b, occ):
                continue
            if not isinstance(b, exp.Select):
                raise Fallback("nested set operation")
            selects, t = _affected_select(b, occ)
            for new in selects:
                for pos, e in enumerate(new.expressions):
                    name = names[pos] if pos < len(names) else e.alias_or_name
                    if e.alias_or_name in t:
                        tainted.add(name)
                    new.expressions[pos] = exp.alias_(e.unalias(), name, quoted=True)
                kept.append(new)
        return _union_all(kept), tainted
    if isinstance(node, exp.Select):
        selects, t = _affected_select(node, occ)
        return _union_all(selects), t
    raise Fallback(f"unsupported query node {type(node).__name__}")


def _union_all(parts: list[exp.Expression]) -> exp.Expression:
    out = parts[0]
    for k in parts[1:]:
        out = exp.union(out, k, distinct=False)
    return out


def _affected_select(sel: exp.Select, occ: int) -> tuple[list[exp.Select], set[str]]:
    """The rewritten SELECT followed by its null-extension variants, and the tainted outputs."""
    chosen = _chosen_outputs(sel)
    for arg in ("having", "order", "limit", "offset", "distinct", "locks"):
        sel.set(arg, None)
    items = _join_items(sel)
    aliases = [_alias(it) for it in items]
    sides = [""] + [(j.side or "").upper() for j in sel.args.get("joins") or []]
    tainted_cols: set[tuple[str, str]] = set()
    extra: list[exp.Expression] = []
    lifted: set[str] = set()

    hit = next((i for i, it in enumerate(items) if contains_occ(it, occ)), None)
    if hit is not None:
        item = items[hit]
        if isinstance(item, exp.Table) and item.meta.get(OCC) == occ:
            item.replace(delta_table(_alias(item)))
        else:
            inner = _query_of(item)
            if inner is None:
                raise Fallback("occurrence inside an unsupported FROM item")
            new_inner, t = affected(inner, occ)
            inner.replace(new_inner)
            alias = _alias(item)
            tainted_cols |= {(alias, c) for c in t}
        _nullable_fix(sel, hit)
        for j in sel.args.get("joins") or []:
            if j.args.get("on") is not None and contains_occ(j.args["on"], occ):
                raise Fallback("subquery reading the source inside a JOIN condition")
    else:
        cond, lifted = _lift_expression_subquery(sel, occ)
        extra.append(cond)

    widened = _drop_unsafe_predicates(sel, tainted_cols, keep=extra)
    if extra:
        sel.set(
            "where",
            exp.Where(
                this=_and(
                    _conjuncts(sel.args["where"].this if sel.args.get("where") else None) + extra
                )
            ),
        )
    tainted = _null_computed_outputs(sel, tainted_cols, chosen) | lifted
    flips = _flips(hit, sides, widened)
    return [sel, *_flip_variants(sel, flips, aliases)], tainted


# A flip: (node, side). Node m joins items 0..m-1 with item m; side "right" null-extends item
# m (rows of the left items lose or gain their partners), side "left" the items 0..m-1.
Flip = tuple[int, str]


def _flips(hit: int | None, sides: list[str], widened: set[int]) -> list[Flip]:
    """The outer joins whose null-extended rows the rewritten query cannot tell directly.

    A change of item `hit` flips, at node `hit` (LEFT/FULL), the null-extension of the left
    rows that match changed rows, and at a later node (RIGHT/FULL) that of the item's rows that
    match changed left rows. An outer join whose ON lost a conjunct (`widened`) matches more
    rows than it does: its real null-extended rows are flips too.
    """
    out: set[Flip] = set()
    if hit is not None:
        if hit > 0 and sides[hit] in ("LEFT", "FULL"):
            out.add((hit, "right"))
        out |= {(m, "left") for m in range(hit + 1, len(sides)) if sides[m] in ("RIGHT", "FULL")}
        # The changed rows' own null-extended rows: when one statement changes several
        # sources, the others are read as a superset of their pre-state (current rows plus
        # the logged old ones), whose extra partners would hide them.
        if hit > 0 and sides[hit] in ("RIGHT", "FULL"):
            out.add((hit, "left"))
        out |= {(m, "right") for m in range(hit + 1, len(sides)) if sides[m] in ("LEFT", "FULL")}
    for m in widened:
        if sides[m] in ("LEFT", "FULL"):
            out.add((m, "right"))
        if sides[m] in ("RIGHT", "FULL"):
            out.add((m, "left"))
    return sorted(out)


def _flip_chains(flips: list[Flip]) -> list[list[Flip]]:
    """Every chain of flips in join order: a flipped row is a changed row for the RIGHT/FULL
    joins after it, and meets the widened joins after it."""
    chains: list[list[Flip]] = []

    def extend(chain: list[Flip]) -> None:
        chains.append(chain)
        for f in flips:
            if f[0] > chain[-1][0]:
                extend([*chain, f])

    for f in flips:
        extend([f])
    return chains


def _flip_variants(sel: exp.Select, flips: list[Flip], aliases: list[str]) -> list[exp.Select]:
    """`sel` (rewritten) once per chain of flips, its null-extended items read as NULL after
    each flip (see the module docstring)."""
    variants = []
    for chain in _flip_chains(flips):
        v = sel.copy()
        joins = v.args.get("joins") or []
        nulled: set[str] = set()
        for pos, (node, side) in enumerate(chain):
            nulled |= {aliases[node]} if side == "right" else set(aliases[:node])
            end = chain[pos + 1][0] if pos + 1 < len(chain) else len(aliases) - 1
            for m in range(node + 1, end + 1):
                _read_as_null(joins[m - 1], nulled, aliases[m])
        for arg in ("expressions", "where", "group"):
            for part in _as_list(v.args.get(arg)):
                _read_as_null(part, nulled, None)
        variants.append(v)
    return variants


def _as_list(node: object) -> list[exp.Expression]:
    if node is None:
        return []
    return list(node) if isinstance(node, list) else [node]


def _read_as_null(node: exp.Expression, nulled: set[str], own: str | None) -> None:
    """Replace the columns of the items `nulled` read by `node` (an expression of this query
    level, or a join with its item `own`) by a NULL of their type."""
    if isinstance(node, exp.Join):
        item = node.this
        # a LATERAL item or function reads earlier items itself
        targets = [node.args.get("on")] + ([] if isinstance(item, exp.Table) else [item])
    else:
        targets = [node]
    for target in targets:
        if target is None:
            continue
        inner = {
            t.alias_or_name
            for t in target.find_all(exp.Table, exp.Subquery)
            if t is not target and t.alias_or_name
        }
        if inner & nulled:  # a nested query's own item would be read as NULL too
            raise Fallback("a subquery reuses the alias of a null-extended item")
        for c in list(target.find_all(exp.Column)):
            if c.table in nulled and c.table != own:
                c.replace(_typed_null(c))
        if isinstance(target, exp.Column) and target.table in nulled:
            raise Fallback("unexpected bare column")  # replaced through its parent above


def _typed_null(col: exp.Column) -> exp.Expression:
    """NULL of the column's type: CASE WHEN false THEN col END."""
    return exp.Case(ifs=[exp.If(this=exp.false(), true=col.copy())])


def _lift_expression_subquery(sel: exp.Select, occ: int) -> tuple[exp.Expression, set[str]]:
    """Turn the subquery expression reading the occurrence into an EXISTS condition."""
    target = None
    for q in sel.find_all(exp.Select):
        if q is sel or not contains_occ(q, occ):
            continue
        # the outermost nested query reading the occurrence whose enclosing query is `sel`
        parent_q = q.parent
        while parent_q is not None and not isinstance(parent_q, exp.Select):
            parent_q = parent_q.parent
        if parent_q is sel:
            target = q
            break
    if target is None:
        raise Fallback("source occurrence in an unsupported position")
    top = target
    while (
        top.parent is not None
        and top.parent is not sel
        and isinstance(top.parent, (exp.Subquery, exp.SetOperation, exp.Paren))
    ):
        top = top.parent
    container = top.parent
    # where does the expression sit in `sel`?
    node = top
    while node.parent is not None and node.parent is not sel:
        node = node.parent
    arg_key = node.arg_key
    query = _query_of(top) if not isinstance(top, exp.Select) else top
    if query is None:
        raise Fallback("unsupported subquery form")
    new_q, _ = affected(query.copy(), occ)
    if isinstance(new_q, exp.Select):
        new_q.set("expressions", [exp.alias_(exp.Literal.number(1), "one", quoted=True)])
        new_q.set("group", None)
    cond = exp.Exists(this=new_q)
    lifted: set[str] = set()
    if arg_key == "where":
        kept = [c for c in _conjuncts(sel.args["where"].this) if not contains_occ(c, occ)]
        sel.set("where", exp.Where(this=_and(kept)) if kept else None)
    elif arg_key == "expressions":
        idx = sel.expressions.index(node)
        lifted.add(node.alias_or_name)  # its value is not known here: a key must not read it
        sel.expressions[idx] = exp.alias_(exp.Null(), node.alias_or_name, quoted=True)
    else:
        raise Fallback(f"subquery reading the source in {arg_key.upper()} ({container.key})")
    return cond, lifted


def _drop_unsafe_predicates(
    sel: exp.Select, tainted_cols: set[tuple[str, str]], keep: list[exp.Expression]
) -> set[int]:
    """Drop WHERE/ON conjuncts that read other subqueries or partial (tainted) columns.

    Returns the join nodes whose ON lost a conjunct: an outer join there now matches rows it
    does not, so its real null-extended rows must be derived as flips (see `_flips`)."""

    def safe(c: exp.Expression) -> bool:
        return not _has_subquery(c) and not _references(c, tainted_cols)

    where = sel.args.get("where")
    if where is not None:
        kept = [c for c in _conjuncts(where.this) if safe(c)]
        sel.set("where", exp.Where(this=_and(kept)) if kept else None)
    widened: set[int] = set()
    for node, j in enumerate(sel.args.get("joins") or [], start=1):
        on = j.args.get("on")
        if on is None:
            continue
        conjuncts = _conjuncts(on)
        kept = [c for c in conjuncts if safe(c)]
        if len(kept) < len(conjuncts):
            widened.add(node)
        j.set("on", _and(kept) or exp.true())
    return widened


def _chosen_outputs(sel: exp.Select) -> set[str]:
    """Outputs whose value is chosen among other rows: under LIMIT/OFFSET every output (a
    changed row can push another one in or out), under DISTINCT ON those that are not its
    expressions (a changed row can make another row of its group the first)."""
    names = {e.alias_or_name for e in sel.expressions}
    if sel.args.get("limit") is not None or sel.args.get("offset") is not None:
        return names
    distinct = sel.args.get("distinct")
    on = distinct.args.get("on") if distinct is not None else None
    if on is None:
        return set()
    outputs = {e.alias_or_name: e.unalias() for e in sel.expressions}
    lead = {
        outputs.get(e.name, e).sql() if isinstance(e, exp.Column) and not e.table else e.sql()
        for e in on.expressions
    }
    return {n for n, e in outputs.items() if e.sql() not in lead}


def _null_computed_outputs(
    sel: exp.Select, tainted_cols: set[tuple[str, str]], chosen: set[str]
) -> set[str]:
    """Replace outputs that are aggregates, windows, subqueries, tainted or `chosen` by NULL."""
    tainted: set[str] = set()
    new_exprs = []
    for e in sel.expressions:
        name = e.alias_or_name
        inner = e.unalias()
        if (
            name in chosen
            or _has_aggregate_or_window(inner)
            or any(True for _ in inner.find_all(exp.Select))
            or _references(inner, tainted_cols)
        ):
            tainted.add(name)
            new_exprs.append(exp.alias_(exp.Null(), name, quoted=True))
        else:
            new_exprs.append(e)
    sel.set("expressions", new_exprs)
    return tainted


# --------------------------------------------------------------------------- entry points


def key_projection(query: exp.Expression, key: list[str]) -> exp.Select:
    """SELECT DISTINCT <key columns> FROM (<query>) AS __d."""
    sub = exp.Subquery(this=query, alias=exp.TableAlias(this=exp.to_identifier("__d", quoted=True)))
    cols = [exp.column(k, table="__d", quoted=True) for k in key]
    return exp.select(*cols).from_(sub).distinct()


def direct_derivation(q: exp.Expression, occ: int, key: list[str]) -> exp.Select | None:
    """Fast path: the occurrence itself holds every key column of the rows it produces.

    Then the affected keys are just the key expressions evaluated on the changed rows: no join,
    no filter (dropping filters only widens the set).
    """
    branches = union_branches(q)
    names = branches[0].named_selects if isinstance(branches[0], exp.Select) else []
    for b in branches:
        if not isinstance(b, exp.Select) or not contains_occ(b, occ):
            continue
        items = _join_items(b)
        idx = next(
            (
                i
                for i, it in enumerate(items)
                if isinstance(it, exp.Table) and it.meta.get(OCC) == occ
            ),
            None,
        )
        if idx is None or _is_nullable(b, idx):
            return None
        chosen = _chosen_outputs(b)
        if any(k in chosen for k in key):
            return None  # another row can take the key's place: the join path decides
        alias = _alias(items[idx])
        exprs = []
        for k in key:
            if k not in names:
                return None
            e = b.expressions[names.index(k)].unalias()
            cols = list(e.find_all(exp.Column))
            if (
                not cols
                or any(c.table != alias for c in cols)
                or _has_aggregate_or_window(e)
                or any(True for _ in e.find_all(exp.Select))
            ):
                return None
            exprs.append(exp.alias_(e.copy(), k, quoted=True))
        sel = exp.select(*exprs).from_(delta_table(alias)).distinct()
        return sel
    return None


def _prune_for_keys(sel: exp.Select, key: list[str]) -> None:
    """Keep only what decides the key set of a derivation's top-level SELECT.

    Its rows are only projected on the key (DISTINCT), so: non-key outputs go; GROUP BY goes
    (grouping merges rows, it does not change which keys exist; aggregates are already NULL);
    a LEFT JOINed item that nothing else reads goes (it never removes a left row).
    """
    names = sel.named_selects
    if not all(k in names for k in key):
        return
    sel.set("expressions", [sel.expressions[names.index(k)] for k in key])
    sel.set("group", None)
    changed = True
    while changed:
        changed = False
        joins = sel.args.get("joins") or []
        for j in joins:
            item = j.this
            if (j.side or "").upper() != "LEFT" or (
                isinstance(item, exp.Table) and item.name == DELTA
            ):
                continue
            alias = item.alias_or_name
            others = [e for e in sel.expressions]
            if sel.args.get("where") is not None:
                others.append(sel.args["where"])
            others += [o.args["on"] for o in joins if o is not j and o.args.get("on") is not None]
            others += [o.this for o in joins if o is not j]
            if any(c.table == alias for e in others for c in e.find_all(exp.Column)):
                continue
            if any(isinstance(t, exp.Table) and t.name == DELTA for t in item.find_all(exp.Table)):
                continue
            joins.remove(j)
            sel.set("joins", joins or None)
            changed = True
            break


def join_derivation(q: exp.Expression, occ: int, key: list[str]) -> exp.Expression:
    """General path: the model rewritten over DELTA, projected on the key (may raise Fallback)."""
    new, tainted = affected(q.copy(), occ)
    bad = [k for k in key if k in tainted]
    if bad:
        raise Fallback(f"key column {', '.join(bad)} is computed from the changed source")
    branches: list[exp.Expression] = []
    seen: set[str] = set()
    for branch in union_branches(new):
        if isinstance(branch, exp.Select):
            _prune_for_keys(branch, key)
        text = branch.sql(dialect="postgres")
        if text not in seen:  # a variant whose NULLs reach neither the key nor a filter
            seen.add(text)
            branches.append(branch)
    return key_projection(_union_all(branches), key)
