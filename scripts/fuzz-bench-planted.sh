#!/usr/bin/env bash
# Time to bug of every faulty demo (the paper's, the planted-bug suite's and the others) under
# libFuzzer and AFL++, the `fuzz-planted` table of docs/benchmarks.md:
#   scripts/fuzz-bench-planted.sh [--seconds N] [--seeds K] [--planted] [--write] [DEMO...]
# DEMO: faulty demos (default: every one of them; --planted: those of demos::planted). For each:
# * libFuzzer, K runs (default 3) from an empty corpus with -seed=1..K, each capped at N seconds
#   (default 60): the target's binary as `cargo fuzz run -s none DEMO -- -seed=S
#   -max_total_time=N` runs it, with a scratch corpus instead of fuzz/corpus/DEMO. Executions
#   from libFuzzer's final statistics, seconds of wall time with start-up;
# * AFL++, one run from a fresh scripts/fuzz-seed.sh corpus (AFL++ needs one), capped at N
#   seconds (-V N) and stopped at the first crash (AFL_BENCH_UNTIL_CRASH=1); the crash file's
#   name gives the time and the executions since the start.
# One fuzzer process at a time; on a shared machine, run the script under `nice -n 10`.
# Prints the Markdown section; with --write, also puts it into docs/benchmarks.md between
# `<!-- fuzz-planted:begin -->` and `<!-- fuzz-planted:end -->` (appended at the end of the file
# if the markers are missing), leaving the rest of the file alone, and writes the figures to
# docs/data/fuzz.csv for the plots of demos/benches/report.rs (scripts/bench-report.sh).
# Builds the targets of both engines first (FUZZ_NO_BUILD=1 skips that).
set -euo pipefail
. "$(dirname "$0")/fuzz-lib.sh"

seconds=60
seeds=3
write=0
planted_only=0
while [ $# -gt 0 ]; do
    case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --seeds) seeds="$2"; shift 2 ;;
    --write) write=1; shift ;;
    --planted) planted_only=1; shift ;;
    -*) fuzz_die "usage: $0 [--seconds N] [--seeds K] [--planted] [--write] [DEMO...]" ;;
    *) break ;;
    esac
done
demo_list="$(fuzz_demos)" || fuzz_die "cannot list the demos"
if [ $# -gt 0 ]; then
    targets=("$@")
else
    mapfile -t targets < <(awk -F '\t' -v p="$planted_only" '$2 == "true" && (p == 0 || $4 == "planted") {print $1}' <<<"$demo_list")
fi
[ ${#targets[@]} -gt 0 ] || fuzz_die "no faulty demo found"
command -v cargo-afl >/dev/null || fuzz_die "cargo-afl is missing: scripts/fuzz-install-tools.sh afl"

if [ "${FUZZ_NO_BUILD:-0}" != 1 ]; then
    "$FUZZ_ROOT/scripts/fuzz-build.sh" libfuzzer >&2
    "$FUZZ_ROOT/scripts/fuzz-build.sh" afl "${targets[@]}" >&2
fi
fuzz_demos_binary >/dev/null # scripts/fuzz-seed.sh replays its seeds through it
start=$SECONDS
work="$FUZZ_DIR/target/bench-planted"
rm -rf "$work"
mkdir -p "$work"

# The median of the numbers on standard input, or nothing if there are none.
median() { sort -g | awk '{a[NR] = $1} END {if (NR) printf "%s", (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
# 12345 -> 12,345
thousands() { fuzz_thousands <<<"$1"; }

rows=()
csv=("demo,libfuzzer_runs,libfuzzer_found,libfuzzer_median_seconds,libfuzzer_median_execs,afl_found,afl_seconds,afl_execs")
for t in "${targets[@]}"; do
    fuzz_require_target "$t"
    [ -x "$FUZZ_AFL_BIN/$t" ] || fuzz_die "no AFL++ harness $FUZZ_AFL_BIN/$t: scripts/fuzz-build.sh afl $t"

    # libFuzzer, from an empty corpus, one seed at a time.
    found=0
    execs_l=()
    secs_l=()
    for ((s = 1; s <= seeds; s++)); do
        d="$work/$t/libfuzzer-$s"
        mkdir -p "$d/corpus"
        st="$(date +%s.%N)"
        "$(fuzz_libfuzzer_bin "$t")" -seed="$s" -max_total_time="$seconds" -timeout=10 \
            -print_final_stats=1 -artifact_prefix="$d/" "$d/corpus" >"$d/log" 2>&1 || true
        en="$(date +%s.%N)"
        execs="$(sed -n 's/.*stat::number_of_executed_units: *//p' "$d/log" | tail -1)"
        secs="$(awk -v a="$st" -v b="$en" 'BEGIN {printf "%.2f", b - a}')"
        if ls "$d"/crash-* >/dev/null 2>&1; then
            found=$((found + 1))
            execs_l+=("${execs:-0}")
            secs_l+=("$secs")
            fuzz_log "$t: libFuzzer -seed=$s: found after ${execs:-?} executions, $secs s"
        else
            fuzz_log "$t: libFuzzer -seed=$s: not found in ${execs:-?} executions, $secs s"
        fi
    done
    lf_execs_n=""
    lf_secs_n=""
    if [ "$found" -gt 0 ]; then
        lf_execs_n="$(printf '%s\n' "${execs_l[@]}" | median | awk '{printf "%.0f", $1}')"
        lf_secs_n="$(printf '%s\n' "${secs_l[@]}" | median | awk '{printf "%.2f", $1}')"
        lf_execs="$(thousands "$lf_execs_n")"
        lf_secs="$lf_secs_n s"
    else
        lf_execs="—"
        lf_secs="—"
    fi

    # AFL++, one run from a fresh seed corpus, until the first crash.
    d="$work/$t/afl"
    "$FUZZ_ROOT/scripts/fuzz-seed.sh" --dir "$d/corpus" "$t" 2>/dev/null
    AFL_BENCH_UNTIL_CRASH=1 cargo afl fuzz -i "$d/corpus" -o "$d/out" -V "$seconds" \
        "$FUZZ_AFL_BIN/$t" >"$d/log" 2>&1 || true
    c="$(find "$d/out/default/crashes" -name 'id:*' 2>/dev/null | sort | head -1 || true)"
    if [ -n "$c" ]; then
        ms="$(basename "$c" | sed -n 's/.*,time:\([0-9]*\),.*/\1/p')"
        ae="$(basename "$c" | sed -n 's/.*,execs:\([0-9]*\),.*/\1/p')"
        afl_found="found"
        afl_secs_n="$(awk -v m="${ms:-0}" 'BEGIN {printf "%.2f", m / 1000}')"
        afl_secs="$(awk -v m="${ms:-0}" 'BEGIN {printf "%.2f s", m / 1000}') ($(thousands "${ae:-0}") execs)"
        fuzz_log "$t: AFL++: found after $afl_secs"
    elif [ -f "$d/out/default/fuzzer_stats" ]; then
        ae="$(awk -F' *: *' '$1 == "execs_done" {print $2}' "$d/out/default/fuzzer_stats")"
        afl_found="not found"
        afl_secs_n=""
        afl_secs="— ($(thousands "${ae:-0}") execs in $seconds s)"
        fuzz_log "$t: AFL++: not found in $seconds s"
    else
        tail -20 "$d/log" >&2
        fuzz_die "$t: afl-fuzz did not run (log: $d/log)"
    fi
    rows+=("| \`$t\` | $found/$seeds | $lf_execs | $lf_secs | $afl_found | $afl_secs |")
    afl_yes=false
    [ "$afl_found" = found ] && afl_yes=true
    csv+=("$t,$seeds,$found,$lf_secs_n,$lf_execs_n,$afl_yes,$afl_secs_n,${ae:-}")
done

section="$work/section.md"
{
    echo "<!-- fuzz-planted:begin -->"
    echo
    echo "## Fuzzing the faulty demos: time to bug"
    echo
    echo "Written by \`scripts/fuzz-bench-planted.sh --write\` (under \`nice -n 10\`); do not edit by hand, run it again."
    echo "The faulty demos ($( [ "$planted_only" = 1 ] && echo "of the planted-bug suite, \`demos::planted\`" || echo "every one, the paper's, the planted-bug suite's and the others")), each fuzzed by its libFuzzer target and its AFL++ harness (\`fuzz/\`, see \`docs/fuzzing.md\`), one fuzzer process at a time, every run capped at $seconds s."
    echo "libFuzzer: $seeds runs from an empty corpus, \`-seed=1\` to \`-seed=$seeds\` (what \`cargo fuzz run -s none DEMO -- -seed=S -max_total_time=$seconds\` runs, \`-s none\`: no sanitizer); \"found\" counts the runs that crashed, the medians are over those runs, seconds of wall time with start-up."
    echo "AFL++: one run from a fresh \`scripts/fuzz-seed.sh\` corpus, \`AFL_BENCH_UNTIL_CRASH=1 cargo afl fuzz -i IN -o OUT -V $seconds BIN\`; the time and executions are those of the first crash file's name."
    echo "Random mode's figures for the same bugs are in the generation table of this file (\`generation:begin\`)."
    echo
    echo "| demo | libFuzzer: found | libFuzzer: median execs | libFuzzer: median time | AFL++ | AFL++: time to bug |"
    echo "|---|---:|---:|---:|---|---:|"
    printf '%s\n' "${rows[@]}"
    echo
    echo "Measured on $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at the end, $(date -u +%Y-%m-%d); the fuzzing took $((SECONDS - start)) s. The machine is shared and noisy: compare cells of one run, not runs."
    echo
    echo "<!-- fuzz-planted:end -->"
} >"$section"
cat "$section"

if [ "$write" = 1 ]; then
    doc="$FUZZ_ROOT/docs/benchmarks.md"
    [ -f "$doc" ] || fuzz_die "no $doc"
    tmp="$work/benchmarks.md"
    if grep -q '^<!-- fuzz-planted:begin' "$doc" && grep -q '^<!-- fuzz-planted:end' "$doc"; then
        awk -v f="$section" '
            /^<!-- fuzz-planted:begin/ {while ((getline l < f) > 0) print l; skip = 1; next}
            /^<!-- fuzz-planted:end/ {skip = 0; next}
            !skip {print}' "$doc" >"$tmp"
    else
        { cat "$doc"; echo; cat "$section"; } >"$tmp"
    fi
    cat "$tmp" >"$doc"
    fuzz_log "wrote the fuzz-planted section of ${doc#"$FUZZ_ROOT"/}"
    mkdir -p "$FUZZ_ROOT/docs/data"
    printf '%s\n' "${csv[@]}" >"$FUZZ_ROOT/docs/data/fuzz.csv"
    fuzz_log "wrote docs/data/fuzz.csv"
fi
