#!/usr/bin/env bash
# Regenerates the psm-shrink section of docs/benchmarks.md: shrinking on the bugs of the paper's
# demos and of the planted suite that proptest-state-machine finds (parray, sparray, the bags,
# pairs, avl, btree, bigset), the engine's beside proptest-state-machine's.
# Extra arguments go to the bench (for example --seeds 3 --cap 5 --only btree --print --verbose).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo bench -p demos --bench planted_psm_shrink -- --bench "$@"
