#!/usr/bin/env bash
# The fixed releases of the crates whose historic bugs `demos` reproduces (demos/src/crates/):
# demos/fixed/ is a workspace of its own (its lockfile holds fixedbitset 0.5.9 and
# priority-queue 1.3.1, semver-compatible with the buggy releases demos pins), whose test runs
# the same spec files on them with a large scenario budget and must find nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
cd demos/fixed
cargo test --release --locked --target-dir "$root/target/fixed-crates"
