#!/usr/bin/env bash
# Idempotent developer/CI setup for dbt-tview (Debian 12). Safe to re-run; works as root or not.
#
#   * system packages (only those missing): PostgreSQL 15 server binaries (TVIEW_PG=15 tests,
#     benchmarks), a Java 17 runtime (Spark) and the PostgreSQL JDBC driver (Spark <-> PG);
#   * this repo in editable mode with the dev and spark extras (everything: tests, demo, Spark).
#
# Env: PYTHON (default: python3 or python), BOOTSTRAP_SKIP_APT=1, BOOTSTRAP_SKIP_PIP=1.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

PYTHON="${PYTHON:-$(command -v python3 || command -v python)}"
APT_PACKAGES=(postgresql-15 openjdk-17-jre-headless libpostgresql-jdbc-java)

log() { printf '[bootstrap] %s\n' "$*" >&2; }

is_installed() {
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'
}

if [[ "${BOOTSTRAP_SKIP_APT:-0}" != 1 ]] && command -v dpkg-query >/dev/null; then
  missing=()
  for p in "${APT_PACKAGES[@]}"; do
    is_installed "$p" || missing+=("$p")
  done
  if ((${#missing[@]})); then
    SUDO=()
    if [[ $(id -u) != 0 ]]; then
      if command -v sudo >/dev/null; then SUDO=(sudo -n); else
        log "need root to install: ${missing[*]} (skipping)"; missing=(); fi
    fi
    if ((${#missing[@]})); then
      log "apt-get install ${missing[*]}"
      export DEBIAN_FRONTEND=noninteractive
      # postgresql-15 would create and start a default cluster; keep the binaries only.
      if [[ " ${missing[*]} " == *" postgresql-15 "* ]] &&
        [[ ! -e /etc/postgresql-common/createcluster.d/50-tview-no-cluster.conf ]]; then
        "${SUDO[@]}" mkdir -p /etc/postgresql-common/createcluster.d
        echo "create_main_cluster = false" |
          "${SUDO[@]}" tee /etc/postgresql-common/createcluster.d/50-tview-no-cluster.conf >/dev/null
      fi
      "${SUDO[@]}" apt-get update -qq
      "${SUDO[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
    fi
  else
    log "system packages present: ${APT_PACKAGES[*]}"
  fi
fi

if [[ "${BOOTSTRAP_SKIP_PIP:-0}" != 1 ]]; then
  # Skip pip (fast, offline-friendly re-runs) when this checkout is already installed in
  # editable mode with the dev tools and pyproject.toml has not changed since the last install
  # (stamp under build/). The check runs from / so a stray ./dbt_tview.egg-info in the
  # checkout is not mistaken for the installed distribution.
  repo="$PWD"
  stamp="build/.bootstrap-pyproject.sha256"
  want="$(sha256sum pyproject.toml | cut -d' ' -f1)"
  if [[ "$(cat "$stamp" 2>/dev/null)" == "$want" ]] && (cd / && "$PYTHON" - "$repo" <<'PY' 2>/dev/null)
import importlib.metadata as md, json, pathlib, sys
d = md.distribution("dbt-tview")
url = json.loads(d.read_text("direct_url.json") or "{}")
here = pathlib.Path(sys.argv[1]).resolve().as_uri()
ok = url.get("url") == here and url.get("dir_info", {}).get("editable")
for extra in ("pytest", "hypothesis", "ruff", "matplotlib", "pgserver", "pyspark", "pyarrow",
              "dbt-tests-adapter"):
    md.distribution(extra)
sys.exit(0 if ok else 1)
PY
  then
    log "dbt-tview already installed in editable mode from $(pwd)"
  else
    log "pip install -e '.[dev,spark]'"
    "$PYTHON" -m pip install -q --disable-pip-version-check -e '.[dev,spark]'
    mkdir -p build && echo "$want" >"$stamp"
  fi
fi

log "ok: $("$PYTHON" --version 2>&1), $("$PYTHON" -c 'import dbt.version as v; print("dbt-core", v.__version__)' 2>/dev/null || echo 'dbt-core ?')"
