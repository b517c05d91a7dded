#!/usr/bin/env bash
# The README's two commands as a new user meets them: a fresh clone of this repository's
# committed HEAD, an empty target folder, then the main job and the test command, each timed,
# with the machine's load average before and after (docs/benchmarks.md, "First contact").
#   scripts/first-contact.sh [WORKDIR]
# The crates are fetched once before the clocks start (`cargo fetch`), as on a machine that
# has built any Rust project before; what is timed is building and running.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="${1:-$(mktemp -d)}"
rm -rf "$work/clone"
git clone -q "$repo" "$work/clone"
cd "$work/clone"
cargo fetch -q
load() { cut -d' ' -f1-3 /proc/loadavg; }
cores="$(nproc)"

echo "first-contact: $cores cores; load average before the main job: $(load)"
start=$SECONDS
set +e
MONOLITH_REGRESSIONS=off MONOLITH_SEED=1 cargo run --release -q -p parray >"$work/parray.out" 2>"$work/parray.err"
status=$?
set -e
main_secs=$((SECONDS - start))
[ "$status" -eq 1 ] && grep -q '^#\[test\]$' "$work/parray.out" ||
    { cat "$work/parray.err"; echo "first-contact: the main job did not print a reproducer"; exit 1; }
echo "first-contact: cargo run --release -p parray: ${main_secs} s (exit 1, a reproducer printed); load average after: $(load)"

rm -rf target
echo "first-contact: load average before the tests: $(load)"
start=$SECONDS
cargo test --workspace -q >"$work/test.out" 2>&1 || { tail -40 "$work/test.out"; exit 1; }
test_secs=$((SECONDS - start))
echo "first-contact: cargo test --workspace: ${test_secs} s (passed); load average after: $(load)"
