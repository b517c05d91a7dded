#!/usr/bin/env bash
# Runs the reference benchmark (the paper's persistent arrays: the engine, a hand-written
# ChaCha8 loop and proptest-state-machine, in one process) and rewrites docs/benchmarks.md.
#
#   scripts/bench.sh
#
# The bench itself (demos/benches/parray.rs) writes the file; the part of it below the
# "Written by hand" marker is kept as it is.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo bench -p demos --bench parray
