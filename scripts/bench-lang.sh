#!/usr/bin/env bash
# Regenerates the lang section of docs/benchmarks.md: the faulty demos of demos::lang in random
# mode with their grammar spec and with plain str() arguments, in the same budget. Extra
# arguments go to the bench (for example --seeds 5 --scenarios 2000 --print).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo bench -p demos --bench lang -- --bench "$@"
