#!/usr/bin/env bash
# Regenerates the psm-shrink section of docs/benchmarks.md: shrinking on the planted bugs that
# proptest-state-machine finds (btree, bigset), the engine's beside proptest-state-machine's.
# Extra arguments go to the bench (for example --seeds 3 --cap 5 --only btree --print --verbose).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo bench -p demos --bench planted_psm_shrink -- --bench "$@"
