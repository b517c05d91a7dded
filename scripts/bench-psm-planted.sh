#!/usr/bin/env bash
# Regenerates the psm-planted section of docs/benchmarks.md: time to bug on the paper's demos
# and the planted bugs, the engine against proptest-state-machine. Extra arguments go to the bench (for example --seeds 3
# --cap 2 --only btree,bigset --print).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo bench -p demos --bench planted_psm -- --bench "$@"
