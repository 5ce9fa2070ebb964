"""dbt plugin object for adapter type ``tview`` (re-exported by ``dbt.adapters.tview``)."""

from pathlib import Path

from dbt.adapters.base import AdapterPlugin

from dbt_tview.adapter import TviewAdapter
from dbt_tview.connections import TviewCredentials

#: dbt project shipped with the package (name ``dbt_tview``): macros + materializations.
INCLUDE_PATH = str(Path(__file__).resolve().parent / "include" / "tview")

Plugin = AdapterPlugin(
    adapter=TviewAdapter,  # type: ignore[arg-type]
    credentials=TviewCredentials,
    include_path=INCLUDE_PATH,
    dependencies=["postgres"],
)


def _expose_package_namespace(name: str = "dbt_tview") -> None:
    """Make `dbt_tview.<macro>` resolve for the macros this plugin ships.

    dbt puts an adapter plugin's macros in its internal (global) namespace, where they are
    callable by bare name but not as `dbt_tview.<macro>`, which is how dbt calls a namespaced
    generic test (`dbt_tview.tview_consistent`). This adds the plugin's own namespace under its
    package name when no installed package already uses it. It only adds a lookup key; if dbt's
    internals differ from what it expects, it does nothing.
    """
    try:
        from dbt.context import macros as dbt_macros
    except ImportError:  # pragma: no cover - dbt layout changed
        return
    builder = getattr(dbt_macros, "MacroNamespaceBuilder", None)
    original = getattr(builder, "build_namespace", None)
    if original is None or getattr(original, "_tview_patched", False):
        return

    def build_namespace(self, macros_by_package, ctx):  # type: ignore[no-untyped-def]
        ns = original(self, macros_by_package, ctx)
        internal = getattr(self, "internal_packages", {}).get(name)
        packages = getattr(ns, "packages", None)
        if internal and isinstance(packages, dict) and name not in packages:
            packages[name] = internal
        return ns

    build_namespace._tview_patched = True  # type: ignore[attr-defined]
    builder.build_namespace = build_namespace


_expose_package_namespace()
