#!/usr/bin/env bash
# Regenerates the generation section of docs/benchmarks.md: time to bug for every faulty demo,
# with all generation tactics, each tactic off in turn, and none. Extra arguments go to the
# bench (for example --seeds 5 --cap 1 --only btree,pvec --print).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo bench -p demos --bench generation -- --bench "$@"
