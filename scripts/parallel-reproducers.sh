#!/usr/bin/env bash
# Each pasted reproducer of the concurrent demos' races (demos/tests/parallel_reproducers.rs)
# run RUNS times (default 10), alone: how many runs failed as they should (the `#[should_panic]`
# test passes) and the slowest run's time. The issue's goal: every reproducer fails within 10
# seconds in 10 runs of 10. Prints a markdown table.
#
# The pasted reproducers are `#[ignore]`d (`cargo test` runs them one at a time, from
# `each_reproducer_fails`); this script runs each alone.
#
#   scripts/parallel-reproducers.sh
#   RUNS=20 scripts/parallel-reproducers.sh
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-10}
bin=$(cargo test -p demos --test parallel_reproducers --no-run 2>&1 \
    | grep -o 'target/debug/deps/parallel_reproducers-[0-9a-f]*' | head -1)
test -x "$bin" || { echo "parallel-reproducers: no test binary found" >&2; exit 1; }
names=$("$bin" --list --include-ignored 2>/dev/null \
    | sed -n 's/^\([a-z_]*_linearizability_reproducer\): test$/\1/p')
echo "| reproducer | failed as it should | slowest run |"
echo "|---|---:|---:|"
for name in $names; do
    ok=0
    slowest=0
    for _ in $(seq 1 "$runs"); do
        start=$(date +%s.%N)
        if "$bin" --exact "$name" --include-ignored -q >/dev/null 2>&1; then ok=$((ok + 1)); fi
        end=$(date +%s.%N)
        slowest=$(echo "$start $end $slowest" | awk '{t = $2 - $1; print (t > $3) ? t : $3}')
    done
    printf '| `%s` | %d/%d | %.2f s |\n' "$name" "$ok" "$runs" "$slowest"
done
