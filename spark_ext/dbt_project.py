"""Reading a dbt project for the backfill CLI: profiles (PostgreSQL + dbt-spark targets) and the
manifest (compiled SQL, sources, dependency order)."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

import yaml

from dbt_tview import quoting

from .backfill import Tview

DEFAULT_THRESHOLD = 5_000_000


@dataclass
class Node:
    unique_id: str
    name: str
    tview: Tview
    backfill: str  # spark | postgres | auto
    threshold: int
    depends_on: list[str]


def _render(value, ctx):
    if isinstance(value, str) and "{{" in value:
        import jinja2

        env = jinja2.Environment()
        env.filters["as_number"] = lambda v: float(v) if "." in str(v) else int(v)
        env.filters["as_text"] = str
        env.filters["as_bool"] = lambda v: str(v).lower() in ("1", "true", "yes")
        return env.from_string(value).render(**ctx)
    if isinstance(value, dict):
        return {k: _render(v, ctx) for k, v in value.items()}
    if isinstance(value, list):
        return [_render(v, ctx) for v in value]
    return value


def _env_var(name, default=None):
    if name in os.environ:
        return os.environ[name]
    if default is None:
        raise KeyError(f"env var {name} required by profiles.yml is not set")
    return default


class Project:
    def __init__(self, project_dir, profile: dict, target: str, manifest: dict):
        self.project_dir = Path(project_dir)
        self.profile = profile
        self.target_name = target
        self.manifest = manifest
        self.target = _render(profile["outputs"][target], {"env_var": _env_var})
        self.tview_schema = "tview"
        vars_ = (manifest.get("metadata") or {}).get("vars") or {}
        if isinstance(vars_, dict) and "tview_schema" in vars_:
            self.tview_schema = vars_["tview_schema"]
        self.nodes = self._nodes()

    @classmethod
    def load(cls, project_dir=".", profiles_dir=None, profile=None, target=None, manifest=None):
        project_dir = Path(project_dir)
        proj = yaml.safe_load((project_dir / "dbt_project.yml").read_text())
        pdir = Path(profiles_dir or os.environ.get("DBT_PROFILES_DIR") or project_dir)
        if not (pdir / "profiles.yml").exists():
            pdir = Path.home() / ".dbt"
        profiles = yaml.safe_load((pdir / "profiles.yml").read_text())
        prof = profiles[profile or proj["profile"]]
        target = target or _render(prof.get("target", "dev"), {"env_var": _env_var})
        mpath = (
            Path(manifest)
            if manifest
            else project_dir / proj.get("target-path", "target") / "manifest.json"
        )
        if not mpath.exists():
            raise FileNotFoundError(f"{mpath} not found: run `dbt compile` (or dbt run) first")
        return cls(project_dir, prof, target, json.loads(mpath.read_text()))

    # -- connections ------------------------------------------------------------------------
    def dsn(self) -> str:
        t = self.target
        if t.get("type") not in ("tview", "postgres"):
            raise ValueError(
                f"target {self.target_name} is of type {t.get('type')}, expected tview/postgres"
            )
        parts = {
            "host": t.get("host"),
            "port": t.get("port"),
            "user": t.get("user"),
            "password": t.get("password") or t.get("pass"),
            "dbname": t.get("dbname") or t.get("database"),
        }
        return " ".join(f"{k}={_q(str(v))}" for k, v in parts.items() if v not in (None, ""))

    def spark_session(self, spark_target: str | None):
        from .session import from_dbt_target, get_spark

        outs = self.profile["outputs"]
        name = spark_target or ("spark" if "spark" in outs else None)
        if name is None:
            return get_spark()
        t = _render(outs[name], {"env_var": _env_var})
        if t.get("type") != "spark":
            raise ValueError(f"target {name} is of type {t.get('type')}, expected spark")
        return from_dbt_target(t)

    # -- graph -----------------------------------------------------------------------------
    def _relation(self, uid: str) -> tuple[str, str] | None:
        n = self.manifest["nodes"].get(uid) or self.manifest.get("sources", {}).get(uid)
        if n is None:
            return None
        return n["schema"], n.get("alias") or n.get("identifier") or n["name"]

    def _nodes(self) -> dict[str, Node]:
        out = {}
        for uid, n in self.manifest["nodes"].items():
            cfg = n.get("config") or {}
            if n.get("resource_type") != "model" or cfg.get("materialized") != "tview":
                continue
            # the backfill reads the SQL it evaluates from the installed catalog (what the view
            # holds); the compiled code is only a fallback, absent from run-operation manifests
            sql = n.get("compiled_code") or n.get("compiled_sql") or ""
            deps = list((n.get("depends_on") or {}).get("nodes") or [])
            sources = [r for r in (self._relation(d) for d in deps) if r]
            key = cfg.get("key", cfg.get("unique_key"))
            key = [key] if isinstance(key, str) else list(key) if key is not None else None
            if key is None:
                key = [f"pk_{n['name'].removeprefix('tv_')}"]
            tv = Tview(
                table=n.get("alias") or n["name"],
                sql=sql,
                sources=sources,
                key=key,
                schema=n["schema"],
                view=cfg.get("view_name"),
            )
            out[uid] = Node(
                uid,
                n["name"],
                tv,
                str(cfg.get("backfill", "auto")),
                int(cfg.get("backfill_threshold", DEFAULT_THRESHOLD)),
                deps,
            )
        return out

    def plan(self, select: list[str]) -> list[Node]:
        """Selected tviews in dependency order (upstream first). ``+name``: with upstream tviews,
        ``name+``: with downstream tviews; no selection: every tview."""
        by_name = {n.name: uid for uid, n in self.nodes.items()}
        chosen: set[str] = set()

        def up(uid):
            for d in self.nodes[uid].depends_on:
                if d in self.nodes and d not in chosen:
                    chosen.add(d)
                    up(d)

        def down(uid):
            for o, n in self.nodes.items():
                if uid in n.depends_on and o not in chosen:
                    chosen.add(o)
                    down(o)

        for s in select or [n.name for n in self.nodes.values()]:
            name = s.strip("+")
            if name not in by_name:
                raise KeyError(f"no tview model named {name}")
            uid = by_name[name]
            chosen.add(uid)
            if s.startswith("+"):
                up(uid)
            if s.endswith("+"):
                down(uid)
        order, seen = [], set()

        def visit(uid):
            if uid in seen:
                return
            seen.add(uid)
            for d in self.nodes[uid].depends_on:
                if d in self.nodes:
                    visit(d)
            if uid in chosen:
                order.append(self.nodes[uid])

        for uid in sorted(chosen):
            visit(uid)
        return order

    def estimate_rows(self, dsn: str, node: Node) -> int:
        import psycopg2

        with psycopg2.connect(dsn) as c, c.cursor() as cur:
            total = 0
            for s, n in node.tview.sources:
                cur.execute(
                    "SELECT greatest(reltuples, 0)::int8 FROM pg_class WHERE oid = to_regclass(%s)",
                    (quoting.qualified(s, n),),
                )
                r = cur.fetchone()
                total += r[0] if r and r[0] else 0
        c.close()
        return total

    def refresh_in_postgres(self, dsn: str, node: Node) -> None:
        import psycopg2

        c = psycopg2.connect(dsn)
        try:
            with c.cursor() as cur:
                cur.execute(
                    f"SELECT {quoting.quote_ident(self.tview_schema)}.refresh(%s::regclass)",
                    (quoting.qualified(node.tview.schema, node.tview.table),),
                )
            c.commit()
        finally:
            c.close()


def _q(v: str) -> str:
    return "'" + v.replace("\\", "\\\\").replace("'", "\\'") + "'"
