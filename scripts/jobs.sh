#!/usr/bin/env bash
# Steps per second of a random campaign at 1 and 2 jobs (and more, with JOBS="1 2 4"), side by
# side: the persistent-array demo's working candidate (`parray --working`), the same seed and
# budget, the runs interleaved over ROUNDS rounds so that the machine's load falls on each
# alike. Prints one line per run, the median of each job count, and the median over the rounds
# of each round's ratio to one job (the figure docs/benchmarks.md reports).
#
#   scripts/jobs.sh                       # 200,000 scenarios, jobs 1 and 2, 3 rounds
#   SCENARIOS=500000 JOBS="1 2 4" ROUNDS=5 scripts/jobs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
scenarios=${SCENARIOS:-200000}
jobs_list=${JOBS:-"1 2"}
rounds=${ROUNDS:-3}
cargo build --release -q -p parray
export MONOLITH_REGRESSIONS=off MONOLITH_PROGRESS=0 MONOLITH_SEED=1 MONOLITH_SCENARIOS=$scenarios
declare -A rates ratios
for round in $(seq 1 "$rounds"); do
    first=
    for jobs in $jobs_list; do
        start=$(date +%s.%N)
        out=$(MONOLITH_JOBS=$jobs target/release/parray --working 2>&1)
        end=$(date +%s.%N)
        steps=$(echo "$out" | sed -n 's/.* scenarios, \([0-9]*\) steps, no failure.*/\1/p')
        rate=$(echo "$steps $start $end" | awk '{printf "%.0f", $1 / ($3 - $2)}')
        echo "round $round, $jobs jobs: $steps steps in $(echo "$start $end" | awk '{printf "%.2f", $2 - $1}') s, $rate steps/s"
        rates[$jobs]="${rates[$jobs]:-} $rate"
        [ -z "$first" ] && first=$rate
        ratios[$jobs]="${ratios[$jobs]:-} $(echo "$rate $first" | awk '{printf "%.3f", $1 / $2}')"
    done
done
median() { tr ' ' '\n' | grep . | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
for jobs in $jobs_list; do
    echo "$jobs jobs: median $(echo "${rates[$jobs]}" | median) steps/s; ratio to the first job count, median over the rounds: $(echo "${ratios[$jobs]}" | median)x"
done
echo "load: $(cut -d' ' -f1-3 /proc/loadavg), cores: $(nproc)"
