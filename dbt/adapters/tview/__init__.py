"""dbt finds adapter type ``tview`` by importing this module and reading ``Plugin``.

``dbt`` and ``dbt.adapters`` are namespace packages: this repo never ships their __init__.py.
"""

from dbt_tview.adapter import TviewAdapter
from dbt_tview.connections import TviewConnectionManager, TviewCredentials
from dbt_tview.plugin import Plugin

__all__ = ["Plugin", "TviewAdapter", "TviewConnectionManager", "TviewCredentials"]
