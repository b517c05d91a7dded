#!/usr/bin/env bash
# libFuzzer's executions per second of CPU time, for working targets (no run stops at a crash):
#   scripts/fuzz-cpu.sh [--runs N] [--seeds S] [TARGET...]   (default: parray-ok ptset-ok avl-ok btree-ok)
# Each target runs `-runs=N -seed=s` (default N = 1000000) from an empty corpus for s = 1..S
# (default 3), one process at a time, under /usr/bin/time. CPU time (user + system) does not
# count the time other processes take the cores, so the figure holds on a shared machine; the
# load average before and after is printed so that a reader can tell how quiet it was.
# Prints a Markdown table. Expects the targets built (scripts/fuzz-build.sh libfuzzer TARGET...);
# FUZZ_INSTRUMENT picks the build to measure (scripts/fuzz-lib.sh).
set -euo pipefail
. "$(dirname "$0")/fuzz-lib.sh"

runs=1000000
seeds=3
while [ $# -gt 0 ]; do
    case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --seeds) seeds="$2"; shift 2 ;;
    -*) fuzz_die "usage: $0 [--runs N] [--seeds S] [TARGET...]" ;;
    *) break ;;
    esac
done
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(parray-ok ptset-ok avl-ok btree-ok)

median() { sort -g | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : int((a[NR / 2] + a[NR / 2 + 1]) / 2)}'; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
rows=()
for t in "${targets[@]}"; do
    bin="$(fuzz_libfuzzer_bin "$t")"
    [ -x "$bin" ] || fuzz_die "$t is not built: scripts/fuzz-build.sh libfuzzer $t"
    cpu_rates=()
    wall_rates=()
    counters=""
    for s in $(seq 1 "$seeds"); do
        rm -rf "$work/corpus" && mkdir "$work/corpus"
        /usr/bin/time -f "%U %S %e" -o "$work/time" \
            "$bin" -runs="$runs" -seed="$s" -print_final_stats=1 "$work/corpus" \
            >"$work/log" 2>&1 || fuzz_die "$t -seed=$s failed: see its log:$(tail -5 "$work/log")"
        execs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/log")"
        counters="$(sed -n 's/.*Loaded 1 modules *(\([0-9]*\) inline 8-bit counters).*/\1/p' "$work/log" | head -1)"
        read -r user sys wall <"$work/time"
        cpu_rates+=("$(awk -v e="$execs" -v u="$user" -v s="$sys" 'BEGIN {printf "%d", e / (u + s)}')")
        wall_rates+=("$(awk -v e="$execs" -v w="$wall" 'BEGIN {printf "%d", e / w}')")
        fuzz_log "$t -seed=$s: $execs executions, ${user}s user, ${sys}s system, ${wall}s wall"
    done
    cpu_median="$(printf '%s\n' "${cpu_rates[@]}" | median | fuzz_thousands)"
    wall_median="$(printf '%s\n' "${wall_rates[@]}" | median | fuzz_thousands)"
    each="$(printf '%s\n' "${cpu_rates[@]}" | fuzz_thousands | paste -sd' ' | sed 's/ / · /g')"
    rows+=("| \`$t\` | $(echo "$counters" | fuzz_thousands) | **$cpu_median** | $each | $wall_median |")
done
load_after="$(cut -d' ' -f1-3 /proc/loadavg)"

echo "Measured with \`scripts/fuzz-cpu.sh --runs $runs --seeds $seeds ${targets[*]}\`, $(date -u +%Y-%m-%d), load average $load_before before and $load_after after; \`FUZZ_INSTRUMENT=$FUZZ_INSTRUMENT\` \`-s none\` builds (\`scripts/fuzz-build.sh libfuzzer\`), each run from an empty corpus."
echo
echo "| target | counters | execs per CPU second (median) | each seed's | execs per wall second (median) |"
echo "|---|---:|---:|---|---:|"
printf '%s\n' "${rows[@]}"
