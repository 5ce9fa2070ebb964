# Read by dbt (dbt.adapters.factory._adapter_version) when the adapter is registered.
from dbt_tview import __version__ as version

__all__ = ["version"]
