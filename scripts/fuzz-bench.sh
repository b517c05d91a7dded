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
#
#   scripts/fuzz-bench.sh --compare-instrumentation [--against all|candidate] [--pairs K]
#                         [--runs N] [--seeds S] [--cap N] [FAULTY...]
# compares the default libFuzzer build (FUZZ_INSTRUMENT=edges: every crate, edge counters only)
# with another (scripts/fuzz-lib.sh): `all` (the default here) traces comparisons too, as
# cargo-fuzz does by default; `candidate` leaves the engine uninstrumented
# (scripts/fuzz-rustc-wrapper.sh). Both run on the same machine in the same run, alternating
# (which goes first alternates too): 1. throughput: K pairs (default 5) of `parray-ok -runs=N
# -seed=I` (default N = 1000000) from an empty corpus, in executions per second of CPU time and
# of wall time; 2. guidance: executions and CPU seconds to the bug of each FAULTY target
# (default: parray ptset avl varint hashtab btree sched) from an empty corpus with -seed=1..S
# (default 5), capped at -runs=N (--cap, default 2000000). Builds both first (FUZZ_NO_BUILD=1
# skips that; FUZZ_COMPARE_BASE_BIN and FUZZ_COMPARE_OTHER_BIN name other folders of binaries).
# Prints Markdown tables.
set -euo pipefail
. "$(dirname "$0")/fuzz-lib.sh"

median() { sort -g | awk '{a[NR] = $1} END {m = (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2; printf "%s (%s to %s)", m, a[1], a[NR]}'; }

compare_instrumentation() {
    local base=edges other=all pairs=5 runs=1000000 seeds=5 cap=2000000
    while [ $# -gt 0 ]; do
        case "$1" in
        --against) other="$2"; shift 2 ;;
        --pairs) pairs="$2"; shift 2 ;;
        --runs) runs="$2"; shift 2 ;;
        --seeds) seeds="$2"; shift 2 ;;
        --cap) cap="$2"; shift 2 ;;
        -*) fuzz_die "usage: $0 --compare-instrumentation [--against all|candidate] [--pairs K] [--runs N] [--seeds S] [--cap N] [FAULTY...]" ;;
        *) break ;;
        esac
    done
    case "$other" in
    all | candidate) ;;
    *) fuzz_die "--against takes all or candidate, not '$other'" ;;
    esac
    local faulty=("$@")
    [ ${#faulty[@]} -gt 0 ] || faulty=(parray ptset avl varint hashtab btree sched)
    if [ "${FUZZ_NO_BUILD:-0}" != 1 ]; then
        FUZZ_INSTRUMENT="$base" "$FUZZ_ROOT/scripts/fuzz-build.sh" libfuzzer parray-ok "${faulty[@]}" >&2
        FUZZ_INSTRUMENT="$other" "$FUZZ_ROOT/scripts/fuzz-build.sh" libfuzzer parray-ok "${faulty[@]}" >&2
    fi
    local -A bin=([$base]="${FUZZ_COMPARE_BASE_BIN:-$(fuzz_libfuzzer_dir "$base")}"
        [$other]="${FUZZ_COMPARE_OTHER_BIN:-$(fuzz_libfuzzer_dir "$other")}")
    local -A label=([edges]="edge counters (the default)" [all]="comparisons traced too"
        [candidate]="engine uninstrumented")
    local work="$FUZZ_DIR/target/bench-instrumentation" v d i t s
    rm -rf "$work"
    mkdir -p "$work/empty"
    # The two orders of a pair: the builds alternate, and so does the one that runs first.
    order() { if [ $(($1 % 2)) -eq 1 ]; then echo "$base $other"; else echo "$other $base"; fi; }
    # Runs a binary under /usr/bin/time: run_timed DIR BIN ARGS...; leaves DIR/log, DIR/time.
    run_timed() {
        local dir="$1"
        shift
        mkdir -p "$dir/corpus"
        /usr/bin/time -f '%e %U %S' -o "$dir/time" "$@" -print_final_stats=1 \
            -artifact_prefix="$dir/" "$dir/corpus" >"$dir/log" 2>&1 || true
    }
    executions() { sed -n 's/.*stat::number_of_executed_units: *//p' "$1/log" | tail -1; }
    # The last line of the time file: a failing run's first line says its exit status.
    cpu_seconds() { tail -1 "$1/time" | awk '{print $2 + $3}'; }
    local -A counters
    for v in "$base" "$other"; do
        counters[$v]="$("${bin[$v]}/parray-ok" -runs=0 "$work/empty" 2>&1 | sed -n 's/.*(\([0-9]*\) inline 8-bit counters).*/\1/p' | head -1)"
    done

    # 1. Throughput.
    local -A cpu_l wall_l
    local ratios=()
    for ((i = 1; i <= pairs; i++)); do
        local -A eps=()
        for v in $(order "$i"); do
            d="$work/tp-$v-$i"
            run_timed "$d" "${bin[$v]}/parray-ok" -runs="$runs" -seed="$i"
            local execs wall cpu
            execs="$(executions "$d")"
            wall="$(tail -1 "$d/time" | awk '{print $1}')"
            cpu="$(cpu_seconds "$d")"
            eps[$v]="$(awk -v e="$execs" -v c="$cpu" 'BEGIN {printf "%d", e / c}')"
            cpu_l[$v]+="${eps[$v]} "
            wall_l[$v]+="$(awk -v e="$execs" -v w="$wall" 'BEGIN {printf "%d", e / w}') "
            fuzz_log "throughput pair $i: $v: $execs executions, $cpu s CPU, $wall s wall: ${eps[$v]} execs/s CPU"
        done
        ratios+=("$(awk -v a="${eps[$base]}" -v c="${eps[$other]}" 'BEGIN {printf "%.2f", c / a}')")
    done

    # 2. Executions and CPU time to the bug.
    local rows=()
    for t in "${faulty[@]}"; do
        local -A found=() execs_l=() cpu_b=()
        for ((s = 1; s <= seeds; s++)); do
            for v in $(order "$s"); do
                d="$work/ttb-$t-$v-$s"
                run_timed "$d" "${bin[$v]}/$t" -runs="$cap" -seed="$s" -timeout=10
                local e c
                e="$(executions "$d")"
                c="$(cpu_seconds "$d")"
                if ls "$d"/crash-* >/dev/null 2>&1; then
                    found[$v]=$((${found[$v]:-0} + 1))
                    execs_l[$v]+="${e:-0} "
                    cpu_b[$v]+="$c "
                    fuzz_log "$t -seed=$s: $v: found after ${e:-?} executions, $c s CPU"
                else
                    fuzz_log "$t -seed=$s: $v: not found in ${e:-?} executions"
                fi
            done
        done
        local cells=()
        for v in "$base" "$other"; do
            if [ "${found[$v]:-0}" -gt 0 ]; then
                cells+=("${found[$v]}/$seeds · $(tr ' ' '\n' <<<"${execs_l[$v]}" | grep . | median | fuzz_thousands) · $(tr ' ' '\n' <<<"${cpu_b[$v]}" | grep . | median) s · $(tr ' ' '\n' <<<"${execs_l[$v]}" | grep . | paste -sd' ' | fuzz_thousands)")
            else
                cells+=("0/$seeds")
            fi
        done
        rows+=("| \`$t\` | ${cells[0]} | ${cells[1]} |")
    done

    echo "Measured on $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%Y-%m-%d), \`scripts/fuzz-bench.sh --compare-instrumentation --against $other --pairs $pairs --runs $runs --seeds $seeds --cap $cap ${faulty[*]}\`."
    echo
    echo "Counters (\`parray-ok\`, libFuzzer's \"inline 8-bit counters\"): ${label[$base]} ${counters[$base]}, ${label[$other]} ${counters[$other]}."
    echo
    echo "| \`parray-ok\`, \`-runs=$runs\`, $pairs alternating pairs | ${label[$base]} | ${label[$other]} |"
    echo "|---|---:|---:|"
    echo "| execs/s of CPU time: median (range) | $(tr ' ' '\n' <<<"${cpu_l[$base]}" | grep . | median | fuzz_thousands) | $(tr ' ' '\n' <<<"${cpu_l[$other]}" | grep . | median | fuzz_thousands) |"
    echo "| execs/s of wall time: median (range) | $(tr ' ' '\n' <<<"${wall_l[$base]}" | grep . | median | fuzz_thousands) | $(tr ' ' '\n' <<<"${wall_l[$other]}" | grep . | median | fuzz_thousands) |"
    echo "| CPU-time ratio, ${label[$other]} / ${label[$base]}, per pair | | ${ratios[*]} |"
    echo
    echo "| bug (empty corpus, \`-seed=1..$seeds\`, \`-runs=$cap\`) | ${label[$base]}: found · median execs · median CPU time · each run's execs | ${label[$other]}: found · median execs · median CPU time · each run's execs |"
    echo "|---|---|---|"
    printf '%s\n' "${rows[@]}"
}

if [ "${1:-}" = --compare-instrumentation ]; then
    shift
    compare_instrumentation "$@"
    exit 0
fi

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
lf() { fuzz_libfuzzer_bin "$1"; }
afl() { echo "$FUZZ_AFL_BIN/$1"; }

seed() { # dir target
    "$FUZZ_ROOT/scripts/fuzz-seed.sh" --dir "$1" "$2" 2>/dev/null
}

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
