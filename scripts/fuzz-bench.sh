#!/usr/bin/env bash
# Measures the fuzzers on a demo pair (the figures of docs/fuzzing.md):
#   scripts/fuzz-bench.sh [--seconds N] [--trials K] [FAULTY [WORKING]]   (default: parray parray-ok)
# 1. throughput: WORKING from a fresh seed corpus for N seconds (default 60) under libFuzzer
#    (1 process, then -fork=2) and AFL++ (1 process, then -M/-S on 2), in executions per
#    second of wall time, and, for single processes, per second of CPU time (robust to a
#    shared machine);
# 2. time to bug: FAULTY from a fresh seed corpus, K trials (default 10) per engine, until the
#    first crash: executions and seconds, median and range.
# Prints a Markdown table. Expects the targets built (scripts/fuzz-build.sh all FAULTY WORKING).
set -euo pipefail
. "$(dirname "$0")/fuzz-lib.sh"

seconds=60
trials=10
while [ $# -gt 0 ]; do
    case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --trials) trials="$2"; shift 2 ;;
    *) break ;;
    esac
done
faulty="${1:-parray}"
working="${2:-${faulty}-ok}"
work="$FUZZ_DIR/target/bench"
rm -rf "$work"
mkdir -p "$work"
lf() { echo "$FUZZ_LIBFUZZER_BIN/$1"; }
afl() { echo "$FUZZ_AFL_BIN/$1"; }

seed() { # dir target
    "$FUZZ_ROOT/scripts/fuzz-seed.sh" --dir "$1" "$2" 2>/dev/null
}

median() { sort -g | awk '{a[NR] = $1} END {m = (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2; printf "%s (%s to %s)", m, a[1], a[NR]}'; }

rows=()

# Throughput, libFuzzer, one process.
d="$work/lf1"
seed "$d/corpus" "$working"
/usr/bin/time -f '%U %S' -o "$d/time" "$(lf "$working")" -max_total_time="$seconds" \
    -print_final_stats=1 -artifact_prefix="$d/" "$d/corpus" >"$d/log" 2>&1 || true
execs="$(sed -n 's/.*stat::number_of_executed_units: *//p' "$d/log")"
cpu="$(awk '{print $1 + $2}' "$d/time")"
rows+=("| libFuzzer, 1 process | $working | $((execs / seconds)) execs/s wall, $(awk -v e="$execs" -v c="$cpu" 'BEGIN {printf "%d", e / c}') execs/s CPU | \`$(lf "$working" | sed "s|$FUZZ_ROOT/||") -max_total_time=$seconds CORPUS\` |")

# Throughput, libFuzzer, -fork=2.
d="$work/lf2"
seed "$d/corpus" "$working"
"$(lf "$working")" -fork=2 -max_total_time="$seconds" -artifact_prefix="$d/" "$d/corpus" >"$d/log" 2>&1 || true
# Fork mode's status lines read `#TOTAL: ... time: Ns`; its exec/s is the last job's.
execs="$(awk '/^#[0-9]+: .* time: [0-9]+s/ {n = substr($1, 2) + 0; for (i = 1; i <= NF; i++) if ($i == "time:") t = $(i + 1) + 0} END {if (t) printf "%d", n / t}' "$d/log")"
rows+=("| libFuzzer, -fork=2 | $working | ${execs:-?} execs/s wall (both processes) | \`... -fork=2 -max_total_time=$seconds CORPUS\` |")

# Throughput, AFL++, one process, then main + secondary.
d="$work/afl1"
seed "$d/corpus" "$working"
cargo afl fuzz -i "$d/corpus" -o "$d/out" -V "$seconds" "$(afl "$working")" >"$d/log" 2>&1 || true
s="$d/out/default/fuzzer_stats"
eps="$(awk -F' *: *' '$1 == "execs_per_sec" {printf "%d", $2}' "$s")"
stab="$(awk -F' *: *' '$1 == "stability" {print $2}' "$s")"
rows+=("| AFL++, 1 process | $working | $eps execs/s wall (stability $stab) | \`cargo afl fuzz -i CORPUS -o OUT -V $seconds $(afl "$working" | sed "s|$FUZZ_ROOT/||")\` |")

d="$work/afl2"
seed "$d/corpus" "$working"
cargo afl fuzz -i "$d/corpus" -o "$d/out" -V "$seconds" -M main "$(afl "$working")" >"$d/log.main" 2>&1 &
p1=$!
cargo afl fuzz -i "$d/corpus" -o "$d/out" -V "$seconds" -S secondary1 "$(afl "$working")" >"$d/log.sec" 2>&1 &
p2=$!
wait "$p1" "$p2" || true
eps="$(cat "$d"/out/*/fuzzer_stats | awk -F' *: *' '$1 == "execs_per_sec" {s += $2} END {printf "%d", s}')"
rows+=("| AFL++, -M + -S | $working | $eps execs/s wall (both processes) | \`scripts/fuzz-parallel.sh afl $working --seconds $seconds\` |")

# Time to bug, libFuzzer: from an empty corpus (as a first `cargo fuzz run`), then from seeds.
for from in empty seeds; do
    execs_l=()
    secs_l=()
    for ((i = 1; i <= trials; i++)); do
        d="$work/ttb-lf-$from-$i"
        mkdir -p "$d/corpus"
        [ "$from" = empty ] || seed "$d/corpus" "$faulty"
        st="$(date +%s.%N)"
        "$(lf "$faulty")" -seed="$i" -print_final_stats=1 -artifact_prefix="$d/" "$d/corpus" >"$d/log" 2>&1 || true
        en="$(date +%s.%N)"
        execs_l+=("$(sed -n 's/.*stat::number_of_executed_units: *//p' "$d/log")")
        secs_l+=("$(awk -v a="$st" -v b="$en" 'BEGIN {printf "%.3f", b - a}')")
    done
    rows+=("| libFuzzer, time to bug, $from corpus | $faulty | $(printf '%s\n' "${execs_l[@]}" | median) execs, $(printf '%s\n' "${secs_l[@]}" | median) s ($trials trials, with start-up) | \`$(lf "$faulty" | sed "s|$FUZZ_ROOT/||") -seed=I CORPUS\` |")
done

# Time to bug, AFL++ (the crash file's name gives the time and executions since the start).
execs_a=()
secs_a=()
for ((i = 1; i <= trials; i++)); do
    d="$work/ttb-afl-$i"
    seed "$d/corpus" "$faulty"
    AFL_BENCH_UNTIL_CRASH=1 cargo afl fuzz -i "$d/corpus" -o "$d/out" -V 120 "$(afl "$faulty")" >"$d/log" 2>&1 || true
    c="$(ls -1 "$d"/out/default/crashes/id:* 2>/dev/null | sort | head -1 || true)"
    if [ -n "$c" ]; then
        execs_a+=("$(basename "$c" | sed -n 's/.*,execs:\([0-9]*\),.*/\1/p')")
        secs_a+=("$(basename "$c" | sed -n 's/.*,time:\([0-9]*\),.*/\1/p' | awk '{printf "%.3f", $1 / 1000}')")
    else
        execs_a+=(inf)
        secs_a+=(inf)
    fi
done
rows+=("| AFL++, time to bug, seeds | $faulty | $(printf '%s\n' "${execs_a[@]}" | median) execs, $(printf '%s\n' "${secs_a[@]}" | median) s ($trials trials) | \`AFL_BENCH_UNTIL_CRASH=1 cargo afl fuzz -i CORPUS -o OUT -V 120 $(afl "$faulty" | sed "s|$FUZZ_ROOT/||")\` |")

echo "Measured on $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%Y-%m-%d):"
echo
echo "| what | target | figure | command |"
echo "|---|---|---|---|"
printf '%s\n' "${rows[@]}"
