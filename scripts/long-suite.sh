#!/usr/bin/env bash
# The long suites, run on purpose (by a maintainer, or a scheduled CI job), not by .ci/run:
#   scripts/long-suite.sh
# 1. the #[ignore]d tests of demos, in release: every demo on every seed (tests/engine/every_demo.rs),
#    and the exhaustive search that proves priority-queue-1-3-0's 7 steps minimal;
# 2. the fuzz smoke over every libFuzzer target (scripts/ci-fuzz-smoke.sh without
#    FUZZ_SMOKE_TARGETS), with the fuzz crate's own tests: every faulty demo's bug found from an
#    empty corpus, every working twin
#    and the engine's self-fuzz without a crash, every crash file turned into a #[test] that
#    compiles and fails.
# .ci/run keeps what guards main within minutes: the workspace's tests, the main job, the fixed
# crates, and the fuzz smoke over a few targets.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_INCREMENTAL=0
start=$SECONDS

echo "== the demos' long tests: every seed of every demo, the exhaustive search that proves"
echo "   priority-queue-1-3-0's 7 steps minimal (the #[ignore]d tests of demos, in release)"
cargo test --release -q -p demos --tests -- --ignored

echo "== fuzz targets: every one built, and a libFuzzer smoke bounded by -runs="
FUZZ_SMOKE_TARGETS="" FUZZ_SMOKE_UNIT=1 FUZZ_SMOKE_COMPILE=1 FUZZ_SMOKE_RUNS="${FUZZ_SMOKE_RUNS:-300000}" scripts/ci-fuzz-smoke.sh

echo "== long suites passed in $((SECONDS - start)) s"
