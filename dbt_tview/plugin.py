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
