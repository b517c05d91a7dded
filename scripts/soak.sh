#!/usr/bin/env bash
# The soak: a random campaign on every working demo for 10 minutes (or --minutes M), recording
# RSS and steps/s over time; rewrites the soak section of docs/benchmarks.md.
#
#   scripts/soak.sh [--minutes M]
set -euo pipefail
cd "$(dirname "$0")/.."
cargo bench -p demos --bench soak -- --bench "$@"
