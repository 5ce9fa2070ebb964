"""Where the benchmark's PostgreSQL comes from: the project's test harness
(``dbt_tview.testing.pg``; ``TVIEW_DSN`` for an existing server, ``TVIEW_PG=15|16``)."""

from __future__ import annotations

import os


def get_server(pg: str | None = None, settings: dict | None = None):
    """The harness server; ``pg`` (``"15"``/``"16"``) overrides ``TVIEW_PG``. With
    ``settings`` a private server with those extra settings is started instead."""
    from dbt_tview.testing import pg as harness

    if pg:
        os.environ["TVIEW_PG"] = str(pg)
    if settings and not os.environ.get("TVIEW_DSN"):
        which = os.environ.get("TVIEW_PG", "16").strip().lower()
        bin_dir = (
            os.environ.get("TVIEW_PG_BIN", harness.SYSTEM_PG_BIN)
            if which in ("15", "system")
            else harness._pgserver_bin()
        )
        return harness.LocalServer(bin_dir, settings=settings)
    return harness.get_server()
