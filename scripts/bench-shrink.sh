#!/usr/bin/env bash
# Regenerates the shrink-quality section of docs/benchmarks.md: for every faulty demo, seeds 1
# to 20, the shrunk length against the demo's minimum, shrink runs and times; then the
# slow-candidate section (Ed's bug shrunk with every call spinning 100 µs). Extra arguments go
# to the first bench (for example --seeds 5 --only rope,btree --print --verbose).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo bench -p demos --bench shrink -- --bench "$@"
cargo bench -p demos --bench shrink_slow -- --bench
