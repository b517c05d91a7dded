#!/usr/bin/env bash
# Bounded resources, measured on the rope demo (demos/rope), whose `append` can concatenate a
# rope with a copy of itself: the working rope's peak resident memory over a large budget, and
# how many scenarios the faulty rope's bug (it needs a rope longer than 4 KiB) takes to find on
# twenty seeds. Prints the tables of docs/benchmarks.md, "Bounded resources".
#
#   scripts/bounded.sh            # 20,000 scenarios per working seed, seeds 0 to 19 for the bug
#   SCENARIOS=100000 scripts/bounded.sh
#
# Needs GNU time (/usr/bin/time) for the peak memory.
set -euo pipefail
cd "$(dirname "$0")/.."
scenarios=${SCENARIOS:-20000}
cargo build --release -q -p rope
bin=target/release/rope
# One job: the scenario counts to the bug are those of a one-thread run (parallel campaigns
# number their scenarios across workers, see driver/jobs.rs).
export MONOLITH_REGRESSIONS=off MONOLITH_PROGRESS=0 MONOLITH_JOBS=1

echo "| working rope, seed | scenarios | steps declined by the size bound | too large | peak resident memory | time |"
echo "|---|---:|---|---:|---:|---:|"
for seed in 1 2 3; do
    out=$( { /usr/bin/time -f "TIME %e %M" env MONOLITH_SEED=$seed MONOLITH_SCENARIOS=$scenarios \
        "$bin" --working; } 2>&1 ) || { echo "seed $seed failed:"; echo "$out"; exit 1; }
    declined=$(echo "$out" | sed -n 's/^steps declined by the size bound[^:]*: //p')
    too_large=$(echo "$out" | sed -n 's/.* \([0-9]*\) of [0-9]* scenarios were too large.*/\1/p')
    read -r secs kib < <(echo "$out" | sed -n 's/^TIME //p')
    echo "| $seed | $scenarios | ${declined:-none} | ${too_large:-0} | $((kib / 1024)) MiB | $secs s |"
done

echo
echo "| faulty rope, seed | found after (scenarios) |"
echo "|---|---:|"
found=()
for seed in $(seq 0 19); do
    n=$(env MONOLITH_SEED=$seed MONOLITH_SCENARIOS=100000 MONOLITH_SHRINK=0 "$bin" 2>&1 \
        | sed -n 's/.*after \([0-9,]*\) scenarios\{0,1\}.*/\1/p' | head -1 | tr -d ,)
    echo "| $seed | ${n:-not found} |"
    [ -n "$n" ] && found+=("$n")
done
median=$(printf '%s\n' "${found[@]}" | sort -n | awk '{a[NR]=$1} END {print (NR % 2 ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2)}')
echo
echo "found on ${#found[@]} of 20 seeds; median $median scenarios"
