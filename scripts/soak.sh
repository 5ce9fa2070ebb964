#!/usr/bin/env bash
# Long soak of the generative oracle (and optionally the concurrency suite).
#
#   scripts/soak.sh [MINUTES]            default 20 minutes, TVIEW_PG=16 (embedded)
#   TVIEW_PG=15 scripts/soak.sh 30       against the system PostgreSQL 15
#
# Every shape group gets MINUTES*60/groups seconds of random (non-derandomized) examples,
# at most TVIEW_ORACLE_EXAMPLES (default 5000) each; failures are shrunk to a minimal
# transaction. TVIEW_SOAK_CONCURRENCY=1 adds the concurrency suite with 10 rounds.
# Output: soak-<timestamp>/{oracle.log,oracle.json,concurrency.log,concurrency.jsonl}.
# Exit status: 0 when no divergence was found.
set -u
cd "$(dirname "$0")/.."
MINUTES=${1:-${TVIEW_SOAK_MINUTES:-20}}
OUT=${TVIEW_SOAK_DIR:-soak-$(date -u +%Y%m%dT%H%M%SZ)}
mkdir -p "$OUT"
NGROUPS=$(python - <<'PY'
import sys; sys.path.insert(0, "tests")
from oracle.shapes import selected
print(len(selected()))
PY
)
PER_SHAPE=$(( MINUTES * 60 / NGROUPS ))
echo "soak: ${MINUTES} min, ${NGROUPS} shape groups, ${PER_SHAPE}s each, PG ${TVIEW_PG:-16}, out ${OUT}"
start=$(date +%s)
TVIEW_ORACLE_DERANDOMIZE=0 \
TVIEW_ORACLE_EXAMPLES=${TVIEW_ORACLE_EXAMPLES:-5000} \
TVIEW_ORACLE_SHAPE_SECONDS=$PER_SHAPE \
TVIEW_ORACLE_STATS="$OUT/oracle.json" \
python -m pytest tests/oracle/test_oracle.py -k test_oracle -p no:cacheprovider -q -rf \
    > "$OUT/oracle.log" 2>&1
rc=$?
if [ "${TVIEW_SOAK_CONCURRENCY:-0}" != "0" ]; then
    TVIEW_CONC_ROUNDS=10 TVIEW_CONC_REPORT="$OUT/concurrency.jsonl" \
    python -m pytest tests/db/test_concurrency.py -p no:cacheprovider -q -rf -s \
        > "$OUT/concurrency.log" 2>&1 || rc=1
fi
end=$(date +%s)
grep -h "tview oracle:" "$OUT/oracle.log" | tail -1
tail -1 "$OUT/oracle.log"
echo "soak finished in $(( (end - start) / 60 )) min, exit $rc"
exit $rc
