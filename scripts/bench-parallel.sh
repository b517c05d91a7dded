#!/usr/bin/env bash
# Parallel mode beside a hand-written stress test on the concurrent demos: rewrites the
# parallel-mode section of docs/benchmarks.md (about 3 minutes on 2 cores; more when a driver
# misses a race and runs to its cap). Extra arguments go to the bench: --seeds N, --cap SECONDS,
# --print.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo bench -p demos --bench parallel -- --bench "$@"
