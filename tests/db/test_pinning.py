"""Every function and operator a model calls is pinned at install (issue 36, item 1).

Roles, none of them superuser: `dbt_owner` installs the tviews, `app_rw` has DML on the sources
(and, in the attacks, CREATE on a schema the model calls into), `mallory` only logs in. The
maintenance runs as `dbt_owner` (SECURITY DEFINER): a function or operator another role adds
later must never be chosen by it, and a model whose functions such a role could replace or
outbid is refused at install unless the model names their schema in `trusted_schemas`.
"""

from __future__ import annotations

import uuid

import psycopg2
import pytest

from dbt_tview import api
from dbt_tview.analyzer import UnsupportedSQL


class Roles:
    def __init__(self, params: dict) -> None:
        self.params = params
        sfx = uuid.uuid4().hex[:6]
        self.owner, self.app, self.mallory = (
            f"{r}_{sfx}" for r in ("dbt_owner", "app_rw", "mallory")
        )
        su = self.connect()
        su.autocommit = True
        with su.cursor() as cur:
            for r in (self.owner, self.app, self.mallory):
                cur.execute(f"CREATE ROLE \"{r}\" LOGIN PASSWORD 'pw'")
            cur.execute(f'GRANT CREATE, TEMP ON DATABASE "{params["dbname"]}" TO "{self.owner}"')
            # a log any role may write: what a planted function did, and as whom
            cur.execute(
                "CREATE TABLE public.planted (who text, what text);"
                "GRANT INSERT, SELECT ON public.planted TO PUBLIC;"
                # before PostgreSQL 15 every role may create in public: tests opt in below
                "REVOKE CREATE ON SCHEMA public FROM PUBLIC;"
            )
        su.close()

    def connect(self, role: str | None = None):
        p = dict(self.params)
        if role:
            p.update(user=role, password="pw")
        c = psycopg2.connect(**p)
        c.autocommit = False
        return c

    def su(self, sql: str) -> None:
        c = self.connect()
        c.autocommit = True
        with c.cursor() as cur:
            cur.execute(sql)
        c.close()

    def drop(self) -> None:
        su = self.connect()
        su.autocommit = True
        with su.cursor() as cur:
            cur.execute(f'DROP OWNED BY "{self.owner}", "{self.app}", "{self.mallory}" CASCADE')
            cur.execute(f'DROP ROLE "{self.owner}", "{self.app}", "{self.mallory}"')
        su.close()


@pytest.fixture
def roles(dsn_params):
    r = Roles(dsn_params)
    try:
        yield r
    finally:
        r.drop()


def _as(roles: Roles, role: str, *stmts: str) -> None:
    c = roles.connect(role)
    with c.cursor() as cur:
        for s in stmts:
            cur.execute(s)
    c.commit()
    c.close()


def _planted(roles: Roles) -> list[tuple]:
    c = roles.connect()
    with c.cursor() as cur:
        cur.execute("SELECT who, what FROM public.planted")
        rows = cur.fetchall()
    c.close()
    return rows


def _sources(roles: Roles, schema: str) -> str:
    """Tables app.c (integer ids) and app.d (bigint keys), the app role's to write."""
    return f"""
    CREATE SCHEMA app;
    CREATE TABLE app.c (id int PRIMARY KEY, grp int NOT NULL, v int NOT NULL);
    CREATE TABLE app.d (k bigint PRIMARY KEY, label text);
    INSERT INTO app.c SELECT g, g % 3, g FROM generate_series(1, 9) g;
    INSERT INTO app.d SELECT g, 'd' || g FROM generate_series(1, 9) g;
    GRANT USAGE ON SCHEMA app TO "{roles.app}";
    GRANT SELECT, INSERT, UPDATE, DELETE ON app.c, app.d TO "{roles.app}";
    GRANT USAGE ON SCHEMA {schema} TO PUBLIC;
    """


# models calling `fn` (a function of bigint) with an integer argument: in a join condition
# (the join derivation and the flush call it), a group key (the algebraic triggers call it)
def _models(fn: str) -> list[tuple[str, str, list[str]]]:
    return [
        (
            "tv_join",
            f"SELECT c.id, d.label FROM app.c c JOIN app.d d ON d.k = {fn}(c.id)",
            ["id"],
        ),
        (
            "tv_grp",
            f"SELECT {fn}(c.grp) AS g, count(*) AS n, sum(c.v) AS s FROM app.c c GROUP BY 1",
            ["g"],
        ),
    ]


WRITES = [
    "UPDATE app.c SET v = v + 1, grp = grp + 1 WHERE id <= 4",
    "INSERT INTO app.c VALUES (20, 1, 5)",
    "UPDATE app.d SET label = 'x' || k WHERE k % 2 = 0",
    "DELETE FROM app.c WHERE id = 3",
]


def _install(roles: Roles, models, **kw) -> None:
    own = roles.connect(roles.owner)
    try:
        for name, sql, key in models:
            api.install(own, name=name, sql=sql, key=key, schema="app", **kw)
        own.commit()
        with own.cursor() as cur:
            for name, _, _ in models:
                cur.execute(f'GRANT SELECT ON app."{name}" TO "{roles.app}"')
        own.commit()
    finally:
        own.close()


def _write_and_check(roles: Roles, models) -> None:
    _as(roles, roles.app, *WRITES)
    own = roles.connect(roles.owner)
    for name, _, _ in models:
        assert api.diff(own, name=name, schema="app") == [], name
    own.close()


PLANT = """
CREATE FUNCTION {fn}(integer) RETURNS bigint LANGUAGE sql AS $$
    INSERT INTO public.planted VALUES (current_user, '{fn}(integer)') RETURNING $1::bigint $$;
"""


def _refused(roles: Roles, models, *words: str, **kw) -> None:
    own = roles.connect(roles.owner)
    try:
        with pytest.raises(UnsupportedSQL) as e:
            name, sql, key = models[0]
            api.install(own, name=name, sql=sql, key=key, schema="app", **kw)
        own.rollback()
        for w in words:
            assert w in str(e.value), str(e.value)
        with own.cursor() as cur:
            cur.execute("SELECT to_regclass('app.tv_join')")
            assert cur.fetchone() == (None,)
    finally:
        own.close()


def test_overload_planted_in_a_writable_schema(roles):
    """util.norm(bigint) is the owner's; app_rw may create in util. The model is refused;
    trusted explicitly, it installs, and a util.norm(integer) planted later is never run."""
    roles.su(f'CREATE SCHEMA util AUTHORIZATION "{roles.owner}"')
    _as(
        roles,
        roles.owner,
        _sources(roles, "util"),
        "CREATE FUNCTION util.norm(bigint) RETURNS bigint IMMUTABLE LANGUAGE sql AS 'SELECT $1'",
        f'GRANT CREATE ON SCHEMA util TO "{roles.app}"',
    )
    models = _models("util.norm")
    _refused(roles, models, "util.norm(bigint)", "may create", "trusted_schemas=['util']")
    _install(roles, models, trusted_schemas=["util"])
    _as(roles, roles.app, PLANT.format(fn="util.norm"))
    _write_and_check(roles, models)
    assert _planted(roles) == []


def test_overload_planted_in_public_through_public_create(roles):
    """The default before PostgreSQL 15: every role may create in public. An unqualified call
    of the owner's public.cid(bigint) is refused; trusted, it is qualified and pinned, and
    mallory's public.cid(integer) is never run."""
    roles.su("GRANT CREATE ON SCHEMA public TO PUBLIC")
    try:
        _as(
            roles,
            roles.owner,
            _sources(roles, "public"),
            "CREATE FUNCTION public.cid(bigint) RETURNS bigint IMMUTABLE LANGUAGE sql "
            "AS 'SELECT $1'",
        )
        models = _models("cid")
        _refused(roles, models, "public.cid(bigint)", "trusted_schemas=['public']")
        _install(roles, models, trusted_schemas="public")
        _as(roles, roles.mallory, PLANT.format(fn="public.cid"))
        _write_and_check(roles, models)
        assert _planted(roles) == []
    finally:
        roles.su("REVOKE CREATE ON SCHEMA public FROM PUBLIC")


def test_unqualified_call_into_the_owners_schema_is_qualified(roles):
    """A function found through the installing session's search_path: the maintenance, whose
    search_path is pg_catalog, calls it by its schema."""
    roles.su(f'CREATE SCHEMA mine AUTHORIZATION "{roles.owner}"')
    _as(
        roles,
        roles.owner,
        _sources(roles, "mine"),
        "CREATE FUNCTION mine.norm(bigint) RETURNS bigint IMMUTABLE LANGUAGE sql AS 'SELECT $1'",
    )
    own = roles.connect(roles.owner)
    with own.cursor() as cur:
        cur.execute("SET search_path = mine, public")
    models = _models("norm")
    for name, sql, key in models:
        api.install(own, name=name, sql=sql, key=key, schema="app")
    own.commit()
    with own.cursor() as cur:
        for name, _, _ in models:
            cur.execute(f'GRANT SELECT ON app."{name}" TO "{roles.app}"')
    own.commit()
    own.close()
    _write_and_check(roles, models)


def test_a_function_owned_by_another_role_is_refused(roles):
    """Its owner could replace the body that the maintenance runs as the tview owner."""
    roles.su(f'CREATE SCHEMA mine AUTHORIZATION "{roles.owner}"')
    _as(roles, roles.owner, _sources(roles, "mine"))
    roles.su(
        "CREATE FUNCTION mine.norm(bigint) RETURNS bigint IMMUTABLE LANGUAGE sql "
        f"AS 'SELECT $1'; ALTER FUNCTION mine.norm(bigint) OWNER TO \"{roles.app}\""
    )
    _refused(roles, _models("mine.norm"), "mine.norm(bigint)", "owned by a role")


def test_an_operator_planted_next_to_a_user_type_is_never_chosen(roles):
    """A type and its `=` live in a schema app_rw may create in (trusted explicitly): the
    maintenance compares with the operator resolved at install, not one added later for a
    closer match."""
    roles.su(f'CREATE SCHEMA ut AUTHORIZATION "{roles.owner}"')
    _as(
        roles,
        roles.owner,
        _sources(roles, "ut"),
        "CREATE FUNCTION ut.i8_eq_i8(bigint, bigint) RETURNS boolean IMMUTABLE LANGUAGE sql "
        "AS 'SELECT $1 = $2'",
        "CREATE OPERATOR ut.=== (LEFTARG = bigint, RIGHTARG = bigint, FUNCTION = ut.i8_eq_i8)",
        f'GRANT CREATE ON SCHEMA ut TO "{roles.app}"',
    )
    models = [
        (
            "tv_join",
            "SELECT c.id, d.label FROM app.c c JOIN app.d d ON d.k OPERATOR(ut.===) c.id",
            ["id"],
        )
    ]
    _refused(roles, models, "ut.===", "trusted_schemas=['ut']")
    _install(roles, models, trusted_schemas=["ut"])
    _as(
        roles,
        roles.app,
        "CREATE FUNCTION ut.i8_eq_i4(bigint, integer) RETURNS boolean LANGUAGE sql AS $$ "
        "INSERT INTO public.planted VALUES (current_user, '===') RETURNING true $$",
        "CREATE OPERATOR ut.=== (LEFTARG = bigint, RIGHTARG = integer, FUNCTION = ut.i8_eq_i4)",
    )
    _write_and_check(roles, models)
    assert _planted(roles) == []


@pytest.mark.dbt
def test_trusted_schemas_reaches_the_install_through_dbt(tmp_path, roles, dbt_project_factory):
    """The model config `trusted_schemas` is read by the materialization: refused without it,
    installed with it."""
    roles.su(
        "CREATE SCHEMA util; GRANT USAGE ON SCHEMA util TO PUBLIC;"
        "CREATE FUNCTION util.norm(bigint) RETURNS bigint IMMUTABLE LANGUAGE sql AS 'SELECT $1';"
        f'GRANT CREATE ON SCHEMA util TO "{roles.app}";'
        "CREATE TABLE public.src (id int PRIMARY KEY, v int);"
        "INSERT INTO public.src SELECT g, g FROM generate_series(1, 5) g;"
    )
    root = tmp_path / "proj"
    (root / "models").mkdir(parents=True)
    (root / "dbt_project.yml").write_text(
        "name: pin\nversion: '1.0'\nconfig-version: 2\nprofile: pin\n"
    )
    model = root / "models" / "tv_n.sql"
    body = "select s.id, util.norm(s.v) as n from public.src s\n"
    run = dbt_project_factory(root, roles.params)
    model.write_text("{{ config(materialized='tview', key='id') }}\n" + body)
    ok, out = run(["run"])
    assert not ok and "trusted_schemas=['util']" in out, out
    model.write_text(
        "{{ config(materialized='tview', key='id', trusted_schemas=['util']) }}\n" + body
    )
    ok, out = run(["run"])
    assert ok, out
    c = roles.connect()
    with c.cursor() as cur:
        cur.execute("UPDATE public.src SET v = v + 1")
    c.commit()
    assert api.diff(c, name="tv_n") == []
    c.close()
