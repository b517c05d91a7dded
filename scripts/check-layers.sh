#!/usr/bin/env bash
# The module map's layering: no module of monolith-core imports from a module above it
# (monolith-core/tests/layers.rs, compiled alone with rustc: no build of the crate). Prints the
# known exceptions and their reasons; fails on a new upward import, or on an exception that no
# longer occurs. `cargo test -p monolith-core --test layers` runs the same test.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rustc --edition 2021 --test -O monolith-core/tests/layers.rs -o "$tmp/layers"
MONOLITH_CORE_DIR=monolith-core "$tmp/layers" --nocapture --test-threads 1 -q
