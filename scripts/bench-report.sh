#!/usr/bin/env bash
# The whole benchmark report, in one command: every bench and fuzzing run that writes a section
# of docs/benchmarks.md, then the summary with its plots (docs/plots/*.svg).
#   scripts/bench-report.sh [--no-fuzz] [--fuzz-seconds N]
# In order:
#  1. scripts/bench.sh             throughput (engine, hand-written loop, proptest-state-machine),
#                                  the paper's shrink comparison; docs/data/throughput.csv
#  2. scripts/bench-shrink.sh      shrink quality, every faulty demo, 20 seeds; docs/data/shrink.csv
#                                  (with each seed's time to first detection in random mode)
#  3. scripts/bench-generation.sh  the generation ablation (time to bug with each tactic off)
#  4. scripts/bench-psm-planted.sh time to bug beside proptest-state-machine
#  5. scripts/bench-psm-shrink.sh  shrinking beside proptest-state-machine
#     scripts/bench-lang.sh        the language-type demos, grammar against plain str()
#  6. scripts/fuzz-bench-planted.sh --write   every faulty demo under libFuzzer and AFL++, each
#                                  run capped at --fuzz-seconds (default 60); docs/data/fuzz.csv.
#                                  Installs cargo-fuzz and cargo-afl first if they are missing
#                                  (scripts/fuzz-install-tools.sh). --no-fuzz skips this step and
#                                  keeps the fuzzing figures already in docs/.
#  7. cargo bench -p demos --bench report    the summary and the plots, from docs/data/.
# It takes about an hour on 2 cores. The machine should be otherwise idle: the figures are
# times, and ratios measured side by side within one step.
set -euo pipefail
cd "$(dirname "$0")/.."

fuzz=1
fuzz_seconds=60
while [ $# -gt 0 ]; do
    case "$1" in
    --no-fuzz) fuzz=0; shift ;;
    --fuzz-seconds) fuzz_seconds="$2"; shift 2 ;;
    *) echo "usage: $0 [--no-fuzz] [--fuzz-seconds N]" >&2; exit 2 ;;
    esac
done

step() { echo "== bench-report: $* ($(date -u +%H:%M:%S))" >&2; }
start=$SECONDS
step "throughput"
scripts/bench.sh
step "shrink quality"
scripts/bench-shrink.sh
step "generation ablation"
scripts/bench-generation.sh
step "time to bug beside proptest-state-machine"
scripts/bench-psm-planted.sh
step "shrinking beside proptest-state-machine"
scripts/bench-psm-shrink.sh
step "language types against plain strings"
scripts/bench-lang.sh
if [ "$fuzz" = 1 ]; then
    step "fuzzing every faulty demo"
    scripts/fuzz-install-tools.sh all
    nice -n 10 scripts/fuzz-bench-planted.sh --seconds "$fuzz_seconds" --write >/dev/null
fi
step "summary and plots"
cargo bench -p demos --bench report -- --bench
step "done in $((SECONDS - start)) s: docs/benchmarks.md, docs/plots/*.svg, docs/data/*.csv"
