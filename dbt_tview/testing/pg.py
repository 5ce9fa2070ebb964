"""Throw-away PostgreSQL servers for tests, benchmarks and humans (stdlib + psycopg2 + pgserver).

    from dbt_tview.testing import pg
    srv = pg.get_server()              # process-wide singleton, started lazily, stopped at exit
    srv.dsn(dbname="postgres")         # libpq keyword DSN: host, port, user, password, dbname
    srv.params(dbname)                 # the same as a dict (for dbt profiles, Spark JDBC)
    srv.create_database(name)          # DROP DATABASE IF EXISTS + CREATE; returns its DSN
    srv.major                          # server major version (int)
    srv.jdbc_url(dbname), srv.connect(dbname, autocommit=False), srv.drop_database(name)

Which server (environment, read once by ``get_server``):

* ``TVIEW_DSN``: an existing server (libpq DSN or URI). Used as is; databases are created on it.
* ``TVIEW_PG=16`` (default): pgserver's bundled PostgreSQL 16 binaries. We run them with our
  own initdb/pg_ctl instead of ``pgserver.get_server``: that one listens on a unix socket only
  (dbt/Spark need TCP), keeps a shared lock file in the XDG runtime dir and creates an OS user
  ``pgserver`` when run as root.
* ``TVIEW_PG=15`` or ``system``: the Debian binaries in /usr/lib/postgresql/15/bin
  (``TVIEW_PG_BIN`` overrides the directory).

A local server gets its own fresh temp dir (data dir + unix socket) and a free TCP port on
127.0.0.1, trust authentication for the superuser ``postgres`` (its password is also set to
``postgres`` so password-requiring clients work), ``fsync=off`` and test-friendly limits. As root,
initdb/pg_ctl run as the ``postgres`` OS user via ``runuser``, from a copy of the binaries in the
server's dir when that user cannot reach them (pgserver installed under a mode-700 ``/root``).
The server is stopped and its dir removed at interpreter exit; a small watchdog process does the
same if the owning process dies without running atexit handlers (SIGKILL, os._exit).

CLI: ``python -m dbt_tview.testing.pg start`` prints the DSN and keeps the server up until
killed (Ctrl-C / SIGTERM).
"""

from __future__ import annotations

import atexit
import hashlib
import importlib.util
import os
import pwd
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import psycopg2
from psycopg2 import sql
from psycopg2.extensions import ISOLATION_LEVEL_AUTOCOMMIT

__all__ = [
    "Server",
    "LocalServer",
    "ExternalServer",
    "get_server",
    "make_dsn",
    "database_name",
]

SYSTEM_PG_BIN = "/usr/lib/postgresql/15/bin"
SUPERUSER = "postgres"
PASSWORD = "postgres"
MAX_IDENT = 63

SERVER_SETTINGS = {
    "listen_addresses": "'127.0.0.1'",
    "fsync": "off",
    "synchronous_commit": "off",
    "full_page_writes": "off",
    "max_connections": "100",
    "max_locks_per_transaction": "256",
    "shared_buffers": "256MB",
    "max_prepared_transactions": "10",
    "log_min_messages": "warning",
    "log_statement": "none",
    "timezone": "'UTC'",
    "datestyle": "'iso, mdy'",
    "lc_messages": "'C'",
}


def _quote_dsn_value(value: object) -> str:
    s = str(value)
    if s and not re.search(r"[\s'\\]", s):
        return s
    return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'"


def make_dsn(**params: object) -> str:
    """libpq keyword/value DSN from keyword arguments (None values are skipped)."""
    return " ".join(f"{k}={_quote_dsn_value(v)}" for k, v in params.items() if v is not None)


class Server:
    """Common interface. ``host``/``port``/``user``/``password`` are set by subclasses."""

    host: str
    port: int
    user: str
    password: str | None
    maintenance_db = "postgres"

    _major: int | None = None

    def params(self, dbname: str = "postgres") -> dict:
        """host, port, user, password, dbname (for dbt profiles and JDBC URLs)."""
        return {
            "host": self.host,
            "port": self.port,
            "user": self.user,
            "password": self.password if self.password is not None else "",
            "dbname": dbname,
        }

    def dsn(self, dbname: str = "postgres") -> str:
        return make_dsn(**self.params(dbname))

    def jdbc_url(self, dbname: str = "postgres") -> str:
        """``jdbc:postgresql://host:port/dbname`` (user/password go in the JDBC properties)."""
        return f"jdbc:postgresql://{self.host}:{self.port}/{dbname}"

    def connect(self, dbname: str = "postgres", autocommit: bool = False, **kwargs):
        conn = psycopg2.connect(self.dsn(dbname), **kwargs)
        conn.autocommit = autocommit
        return conn

    @property
    def major(self) -> int:
        if self._major is None:
            conn = self.connect(self.maintenance_db, autocommit=True)
            try:
                with conn.cursor() as cur:
                    cur.execute("SHOW server_version_num")
                    self._major = int(cur.fetchone()[0]) // 10000
            finally:
                conn.close()
        return self._major

    def create_database(self, name: str) -> str:
        """Drop (forcing out sessions) and create database ``name``; returns its DSN."""
        if not name or len(name.encode()) > MAX_IDENT:
            raise ValueError(f"bad database name {name!r} (1..{MAX_IDENT} bytes)")
        conn = self.connect(self.maintenance_db)
        conn.set_isolation_level(ISOLATION_LEVEL_AUTOCOMMIT)
        try:
            with conn.cursor() as cur:
                self._drop(cur, name)
                cur.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
        finally:
            conn.close()
        return self.dsn(name)

    def drop_database(self, name: str) -> None:
        conn = self.connect(self.maintenance_db)
        conn.set_isolation_level(ISOLATION_LEVEL_AUTOCOMMIT)
        try:
            with conn.cursor() as cur:
                self._drop(cur, name)
        finally:
            conn.close()

    def _drop(self, cur, name: str) -> None:
        ident = sql.Identifier(name)
        if self.major >= 13:
            cur.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(ident))
        else:
            cur.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                "WHERE datname = %s AND pid <> pg_backend_pid()",
                (name,),
            )
            cur.execute(sql.SQL("DROP DATABASE IF EXISTS {}").format(ident))

    def stop(self) -> None:  # pragma: no cover - overridden
        pass

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.user}@{self.host}:{self.port}>"


class ExternalServer(Server):
    """A server we do not own (``TVIEW_DSN``); nothing is started or stopped."""

    def __init__(self, dsn: str):
        conn = psycopg2.connect(dsn)
        try:
            info = conn.info
            self.host = info.host
            self.port = int(info.port)
            self.user = info.user
            self.password = info.password or None
            self.maintenance_db = info.dbname or "postgres"
            self._major = info.server_version // 10000
        finally:
            conn.close()


def database_name(nodeid: str, test_name: str, *, unique: str = "") -> str:
    """``t_<sanitized test name>_<hash>``: at most 63 bytes, stable for a given test id.

    ``unique`` is mixed into the hash (e.g. the pid when several processes share one server).
    """
    digest = hashlib.sha1(f"{nodeid}|{unique}".encode()).hexdigest()[:8]
    base = re.sub(r"[^a-z0-9_]+", "_", test_name.lower()).strip("_") or "test"
    base = base[: MAX_IDENT - len("t__") - len(digest)]
    return f"t_{base}_{digest}"


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _pgserver_bin() -> str:
    # Locate pgserver's bundled binaries without importing it (its import creates lock files
    # and a runtime dir): we drive initdb/pg_ctl ourselves to get a TCP listener.
    spec = importlib.util.find_spec("pgserver")
    if spec is None or not spec.origin:
        raise RuntimeError("pgserver is not installed (pip install pgserver) and TVIEW_PG=16")
    return str(Path(spec.origin).parent / "pginstall" / "bin")


def _reachable_bin_dir(bin_dir: str, user: str, scratch: Path) -> str:
    """``bin_dir``, or a copy of its installation under ``scratch`` if ``user`` cannot run it.

    Why: as root, the server runs as an unprivileged user, and pip puts pgserver's binaries
    under root's home, which is often mode 700 (``runuser: ... Permission denied``). The copy
    lives in the server's own directory and goes away with it. It keeps the layout the
    binaries rely on: PostgreSQL finds lib/ and share/ next to bin/, and a manylinux wheel's
    binaries find their bundled libraries in ``<package>.libs`` beside the package (their
    rpath is ``$ORIGIN/../../../pgserver.libs``).
    """
    probe = ["runuser", "-u", user, "--", "test", "-x", os.path.join(bin_dir, "initdb")]
    if subprocess.run(probe, stdin=subprocess.DEVNULL, check=False).returncode == 0:
        return bin_dir
    install = Path(bin_dir).resolve().parent  # .../site-packages/pgserver/pginstall
    package = install.parent
    top = scratch / "pginstall"
    copy = top / package.name / install.name
    for part in ("bin", "lib", "share"):
        if (install / part).is_dir():
            shutil.copytree(install / part, copy / part, symlinks=True)
    libs = package.parent / f"{package.name}.libs"
    if libs.is_dir():
        shutil.copytree(libs, top / libs.name, symlinks=True)
    for d in (top, top / package.name, copy):
        os.chmod(d, 0o755)
    return str(copy / "bin")


class LocalServer(Server):
    """initdb + pg_ctl in a private temp dir, TCP on 127.0.0.1:<free port>."""

    def __init__(self, bin_dir: str, *, settings: dict | None = None, watchdog: bool = True):
        self.bin_dir = str(bin_dir)
        self.host = "127.0.0.1"
        self.user = SUPERUSER
        self.password = PASSWORD
        self.settings = dict(SERVER_SETTINGS, **(settings or {}))
        self.run_as = None
        if os.geteuid() == 0:
            self.run_as = SUPERUSER  # PostgreSQL refuses to run as root
        self._owner_pid = os.getpid()
        self._stopped = False
        self._lock = threading.Lock()
        self.root = Path(tempfile.mkdtemp(prefix="tview-pg-"))
        self.datadir = self.root / "data"
        self.logfile = self.root / "server.log"
        atexit.register(self.stop)
        try:
            if self.run_as:
                pw = pwd.getpwnam(self.run_as)
                os.chown(self.root, pw.pw_uid, pw.pw_gid)
                self.bin_dir = _reachable_bin_dir(self.bin_dir, self.run_as, self.root)
            self._initdb()
            self._start()
        except BaseException:
            self.stop()
            raise
        if watchdog:
            self._spawn_watchdog()

    # -- process helpers -------------------------------------------------------------
    def _cmd(self, exe: str, *args: str) -> list[str]:
        cmd = [os.path.join(self.bin_dir, exe), *args]
        if self.run_as and os.geteuid() == 0:
            cmd = ["runuser", "-u", self.run_as, "--", *cmd]
        return cmd

    def _run(self, exe: str, *args: str, timeout: float = 120) -> str:
        # Output goes to a file, never a pipe: a postmaster started by pg_ctl inherits the
        # pipe and would keep communicate() waiting.
        with tempfile.TemporaryFile("w+") as out:
            proc = subprocess.run(
                self._cmd(exe, *args),
                stdout=out,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                cwd=self.root,
                timeout=timeout,
                env={**os.environ, "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"},
            )
            out.seek(0)
            text = out.read()
        if proc.returncode != 0:
            raise RuntimeError(f"{exe} {' '.join(args)} failed ({proc.returncode}):\n{text}")
        return text

    def _initdb(self) -> None:
        pwfile = self.root / "pwfile"
        pwfile.write_text(PASSWORD + "\n")
        if self.run_as:
            pw = pwd.getpwnam(self.run_as)
            os.chown(pwfile, pw.pw_uid, pw.pw_gid)
        self._run(
            "initdb",
            "-D",
            str(self.datadir),
            "-U",
            SUPERUSER,
            f"--pwfile={pwfile}",
            "--auth=trust",
            "--encoding=UTF8",
            "--locale=C.UTF-8",
            "--no-sync",
        )
        pwfile.unlink()
        conf = "".join(f"{k} = {v}\n" for k, v in self.settings.items())
        conf += f"unix_socket_directories = '{self.root}'\n"
        with open(self.datadir / "postgresql.conf", "a") as f:
            f.write("\n# dbt_tview.testing.pg\n" + conf)

    def _start(self, attempts: int = 5) -> None:
        last: Exception | None = None
        for _ in range(attempts):
            self.port = _free_port()
            try:
                self._run(
                    "pg_ctl",
                    "-D",
                    str(self.datadir),
                    "-l",
                    str(self.logfile),
                    "-o",
                    f"-p {self.port}",
                    "-w",
                    "-t",
                    "60",
                    "start",
                )
                return
            except RuntimeError as exc:  # most likely a port race with another process
                last = exc
                if (self.datadir / "postmaster.pid").exists():
                    self._run("pg_ctl", "-D", str(self.datadir), "-m", "immediate", "stop")
                time.sleep(0.2)
        log = self.logfile.read_text() if self.logfile.exists() else ""
        raise RuntimeError(f"could not start PostgreSQL in {self.datadir}: {last}\n{log}")

    def _spawn_watchdog(self) -> None:
        code = (
            "import os,sys,time,shutil,subprocess\n"
            "owner,root,cmd=int(sys.argv[1]),sys.argv[2],sys.argv[3:]\n"
            "while os.path.isdir(root):\n"
            "    try: os.kill(owner,0)\n"
            "    except ProcessLookupError: break\n"
            "    time.sleep(1)\n"
            "if os.path.isdir(root):\n"
            "    D=subprocess.DEVNULL\n"
            "    subprocess.run(cmd,stdout=D,stderr=D,timeout=60)\n"
            "    shutil.rmtree(root,ignore_errors=True)\n"
        )
        stop = self._cmd("pg_ctl", "-D", str(self.datadir), "-m", "immediate", "-w", "stop")
        subprocess.Popen(
            [sys.executable, "-c", code, str(self._owner_pid), str(self.root), *stop],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
            close_fds=True,
        )

    # -- lifecycle -------------------------------------------------------------------
    def stop(self) -> None:
        """Stop the server and remove its directory (only in the process that started it)."""
        if os.getpid() != self._owner_pid:
            return  # a forked child (multiprocessing, Spark, ...) must not kill our server
        with self._lock:
            if self._stopped:
                return
            self._stopped = True
        try:
            if (self.datadir / "postmaster.pid").exists():
                self._run("pg_ctl", "-D", str(self.datadir), "-m", "immediate", "-w", "stop")
        except Exception:  # noqa: BLE001 - best effort at exit
            pass
        shutil.rmtree(self.root, ignore_errors=True)


_server: Server | None = None
_server_lock = threading.Lock()


def start_server_from_env() -> Server:
    """A new server chosen by TVIEW_DSN / TVIEW_PG (see module docstring)."""
    dsn = os.environ.get("TVIEW_DSN")
    if dsn:
        return ExternalServer(dsn)
    which = os.environ.get("TVIEW_PG", "16").strip().lower()
    # A server of our own takes password or trust logins only: libpq need not probe for
    # GSSAPI encryption (gssencmode=prefer), which runs the bundled Kerberos library on every
    # TCP connect, a library known to crash threaded clients.
    os.environ.setdefault("PGGSSENCMODE", "disable")
    if which in ("", "16", "pgserver", "embedded"):
        return LocalServer(_pgserver_bin())
    if which in ("15", "system"):
        return LocalServer(os.environ.get("TVIEW_PG_BIN", SYSTEM_PG_BIN))
    raise ValueError(f"TVIEW_PG={which!r}: expected 16 (pgserver), 15 or system")


def get_server() -> Server:
    """The process-wide server, started on first use, stopped at interpreter exit."""
    global _server
    with _server_lock:
        if _server is None:
            _server = start_server_from_env()
        return _server


def _main(argv: list[str]) -> int:
    import argparse  # noqa: PLC0415

    ap = argparse.ArgumentParser(prog="python -m dbt_tview.testing.pg")
    ap.add_argument("command", choices=["start"])
    ap.add_argument("--dbname", default="postgres", help="create this database (unless postgres)")
    args = ap.parse_args(argv)

    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    srv = get_server()
    dsn = srv.dsn(args.dbname) if args.dbname == "postgres" else srv.create_database(args.dbname)
    print(dsn, flush=True)
    print(
        f"# PostgreSQL {srv.major}; Ctrl-C / SIGTERM stops it and removes its data.",
        file=sys.stderr,
        flush=True,
    )
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1:]))
