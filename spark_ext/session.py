"""SparkSession for backfills: local[2] by default, or whatever a dbt-spark profile target says."""

from __future__ import annotations

import os
import tempfile
import zipfile

DEFAULT_CONF = {
    "spark.ui.enabled": "false",
    "spark.ui.showConsoleProgress": "false",
    "spark.sql.session.timeZone": "UTC",
    "spark.sql.shuffle.partitions": "4",
    "spark.sql.execution.arrow.maxRecordsPerBatch": "20000",
    "spark.driver.extraJavaOptions": "-Dlog4j2.level=ERROR",
}


def get_spark(
    master: str | None = None,
    driver_memory: str = "2g",
    conf: dict | None = None,
    remote: str | None = None,
    app_name: str = "dbt-tview-backfill",
):
    """Return a SparkSession.

    * ``remote`` (or conf ``spark.remote``): a Spark Connect URL (``sc://host:15002``): a cluster;
    * otherwise a classic session on ``master`` (default ``local[2]``, or conf ``spark.master``).
    """
    from spark_ext import require_spark

    require_spark()
    from pyspark.sql import SparkSession

    conf = dict(conf or {})
    remote = remote or conf.pop("spark.remote", None)
    builder = SparkSession.builder.appName(app_name)
    if remote:
        builder = builder.remote(remote)
        for k, v in conf.items():
            builder = builder.config(k, v)
        return builder.getOrCreate()
    # a Spark Connect session created earlier in this process leaves pyspark in "connect mode"
    # (SPARK_CONNECT_MODE_ENABLED): a classic session must not inherit it
    if not os.environ.get("SPARK_REMOTE"):
        os.environ.pop("SPARK_CONNECT_MODE_ENABLED", None)
    master = (
        master or conf.pop("spark.master", None) or os.environ.get("TVIEW_SPARK_MASTER", "local[2]")
    )
    builder = builder.master(master).config("spark.driver.memory", driver_memory)
    # Python workers must import spark_ext (the COPY tasks live there) even when it is not installed
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    pp = os.pathsep.join(p for p in (here, os.environ.get("PYTHONPATH", "")) if p)
    conf.setdefault("spark.executorEnv.PYTHONPATH", pp)
    for k, v in {**DEFAULT_CONF, **conf}.items():
        builder = builder.config(k, v)
    spark = builder.getOrCreate()
    spark.sparkContext.setLogLevel("ERROR")
    spark.conf.set("spark.sql.session.timeZone", "UTC")
    return spark


def from_dbt_target(target: dict):
    """SparkSession for a dbt-spark profile target (``type: spark``).

    ``method: session`` runs in-process (``server_side_parameters`` become Spark conf, so
    ``spark.master: spark://...`` or ``spark.remote: sc://...`` point it at a cluster).
    ``thrift``/``http``/``odbc`` only reach a SQL endpoint, which cannot run the Python COPY
    tasks; use ``method: session`` with ``spark.remote`` (Spark Connect) for clusters.
    """
    method = target.get("method", "session")
    params = {str(k): str(v) for k, v in (target.get("server_side_parameters") or {}).items()}
    if method == "session":
        return get_spark(conf=params, driver_memory=params.pop("spark.driver.memory", "2g"))
    if method == "connect" or target.get("host", "").startswith("sc://"):
        return get_spark(remote=target["host"], conf=params)
    raise ValueError(
        f"dbt-spark method {method!r} reaches only a SQL endpoint; the backfill needs a "
        "SparkSession: use method: session (optionally with server_side_parameters "
        "spark.master or spark.remote = sc://host:15002 for a cluster)"
    )


def is_connect(spark) -> bool:
    """A Spark Connect session (no SparkContext, no RDDs: DataFrame API only)."""
    return type(spark).__module__.startswith("pyspark.sql.connect")


_ZIP: str | None = None


def code_zip() -> str:
    """A zip of the ``spark_ext`` package (what Python tasks import), built once per process."""
    global _ZIP
    if _ZIP is None or not os.path.exists(_ZIP):
        pkg = os.path.dirname(os.path.abspath(__file__))
        fd, path = tempfile.mkstemp(prefix="tview_spark_ext_", suffix=".zip")
        os.close(fd)
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
            for name in sorted(os.listdir(pkg)):
                if name.endswith(".py"):
                    z.write(os.path.join(pkg, name), f"spark_ext/{name}")
        _ZIP = path
    return _ZIP


def ship_code(spark) -> None:
    """Make ``spark_ext`` importable by the session's Python workers wherever they run: a Spark
    Connect server gets it as a session artifact (``addArtifacts(pyfile=True)``), a classic
    cluster session through ``addPyFile``; a local master already has it on PYTHONPATH."""
    if getattr(spark, "_tview_code_shipped", False):
        return
    if is_connect(spark):
        spark.addArtifacts(code_zip(), pyfile=True)
    else:
        master = spark.sparkContext.master
        if not master.startswith("local"):
            spark.sparkContext.addPyFile(code_zip())
    try:
        spark._tview_code_shipped = True
    except AttributeError:  # pragma: no cover - a session type without instance attributes
        pass
