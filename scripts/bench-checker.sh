#!/usr/bin/env bash
# The linearizability checker beside two hand-written checkers, on histories recorded from real
# threads: rewrites the checker's section of docs/benchmarks.md (a few minutes on 2 cores).
# Extra arguments go to the bench: --histories N, --cap SECONDS, --print.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo bench -p demos --bench checker -- --bench "$@"
