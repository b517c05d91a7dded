#!/usr/bin/env bash
# Runs one fuzz target under libFuzzer or AFL++:
#   scripts/fuzz-run.sh ENGINE TARGET [--seconds N] [--runs N] [--jobs N] [--until-crash]
#                       [--corpus DIR] [--out DIR] [-- ENGINE-ARGS...]
# ENGINE is libfuzzer or afl; TARGET a demo name (scripts/fuzz-build.sh lists them all).
#   --seconds N    stop after N seconds (libFuzzer -max_total_time, AFL++ -V)
#   --runs N       stop after N executions (libFuzzer -runs, AFL++ -E; per instance)
#   --jobs N       N processes: libFuzzer -fork=N; AFL++ one -M main and N-1 -S secondaries
#   --until-crash  stop at the first crash (libFuzzer always does, unless told otherwise)
#   --corpus DIR   the corpus (default fuzz/corpus/TARGET; seeded with random bytes if empty)
#   --out DIR      libFuzzer: where crash files go (default fuzz/artifacts/TARGET);
#                  AFL++: its output folder (default fuzz/afl-out/TARGET)
# Exits 0 when no crash was found, 1 when one was (the crash files are listed), 2 on error.
# The targets are built first (FUZZ_NO_BUILD=1 skips that).
set -euo pipefail
. "$(dirname "$0")/fuzz-lib.sh"

usage() { fuzz_die "usage: $0 libfuzzer|afl TARGET [--seconds N] [--runs N] [--jobs N] [--until-crash] [--corpus DIR] [--out DIR] [-- ARGS...]"; }
[ $# -ge 2 ] || usage
engine="$1"
target="$2"
shift 2
fuzz_require_engine "$engine"
fuzz_require_target "$target"

seconds=""
runs=""
jobs=1
until_crash=0
corpus="$FUZZ_DIR/corpus/$target"
out=""
extra=()
while [ $# -gt 0 ]; do
    case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    --until-crash) until_crash=1; shift ;;
    --corpus) corpus="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    --) shift; extra=("$@"); break ;;
    *) usage ;;
    esac
done

if [ "${FUZZ_NO_BUILD:-0}" != 1 ]; then
    "$FUZZ_ROOT/scripts/fuzz-build.sh" "$engine" "$target" >&2
fi
mkdir -p "$corpus"

report_crashes() { # files...
    if [ $# -eq 0 ]; then
        fuzz_log "$target ($engine): no crash"
        return 0
    fi
    fuzz_log "$target ($engine): $# crash file(s):"
    printf '  %s\n' "${@:1:5}" >&2
    [ $# -le 5 ] || echo "  ... and $(($# - 5)) more" >&2
    fuzz_log "turn one into a #[test]: scripts/fuzz-repro.sh $target '$1'"
    return 1
}

run_libfuzzer() {
    local artifacts="${out:-$FUZZ_DIR/artifacts/$target}"
    mkdir -p "$artifacts"
    local args=("-artifact_prefix=$artifacts/" -timeout="${FUZZ_TIMEOUT:-10}" -print_final_stats=1)
    [ -z "$seconds" ] || args+=("-max_total_time=$seconds")
    [ -z "$runs" ] || args+=("-runs=$runs")
    [ "$jobs" -le 1 ] || args+=("-fork=$jobs")
    local marker
    marker="$(mktemp)"
    local bin
    bin="$(fuzz_libfuzzer_bin "$target")"
    fuzz_log "running $bin ${args[*]} ${extra[*]} $corpus"
    set +e
    "$bin" "${args[@]}" "${extra[@]}" "$corpus"
    local rc=$?
    set -e
    local crashes=()
    mapfile -t crashes < <(find "$artifacts" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' \) -newer "$marker" | sort)
    rm -f "$marker"
    if [ ${#crashes[@]} -eq 0 ] && [ "$rc" -ne 0 ]; then
        fuzz_die "libFuzzer exited with $rc and wrote no crash file"
    fi
    report_crashes "${crashes[@]}"
}

# Where each AFL++ instance is, from the last "Fuzzing test case" line of its log (its
# statistics file is written only now and then): the queue and the crashes saved.
afl_totals() {
    local log line
    for log in "$outdir"/*.log; do
        [ -f "$log" ] || continue
        line="$(grep -a 'Fuzzing test case' "$log" | tail -1 | sed 's/\x1b\[[0-9;]*m//g' |
            sed -n 's/.*(\([0-9]*\) total, \([0-9]* crashes saved\).*/\1 in the queue, \2/p')"
        printf '%s: %s; ' "$(basename "$log" .log)" "${line:-starting}"
    done
}

run_afl() {
    local outdir="${out:-$FUZZ_DIR/afl-out/$target}"
    local bin="$FUZZ_AFL_BIN/$target"
    [ -x "$bin" ] || fuzz_die "no AFL++ harness $bin: scripts/fuzz-build.sh afl $target"
    if [ -z "$(ls -A "$corpus")" ]; then
        "$FUZZ_ROOT/scripts/fuzz-seed.sh" --dir "$corpus" "$target"
    fi
    local args=(-i "$corpus" -o "$outdir")
    [ -z "$seconds" ] || args+=(-V "$seconds")
    [ -z "$runs" ] || args+=(-E "$runs")
    if [ "$until_crash" = 1 ]; then
        export AFL_BENCH_UNTIL_CRASH=1
    fi
    mkdir -p "$outdir"
    local afl_fuzz
    read -r -a afl_fuzz <<<"$(fuzz_afl_fuzz)"
    local pids=() i
    if [ "$jobs" -le 1 ]; then
        # afl-fuzz prints a line per test case without its UI: those go to a log, and a status
        # line from its statistics is printed every FUZZ_STATUS_SECONDS instead.
        fuzz_log "running ${afl_fuzz[*]} ${args[*]} ${extra[*]} $bin (log: $outdir/default.log)"
        "${afl_fuzz[@]}" "${args[@]}" "${extra[@]}" "$bin" >"$outdir/default.log" 2>&1 &
        pids+=($!)
    else
        for ((i = 0; i < jobs; i++)); do
            local role=(-M main)
            [ "$i" -eq 0 ] || role=(-S "secondary$i")
            fuzz_log "running ${afl_fuzz[*]} ${args[*]} ${role[*]} ${extra[*]} $bin (log: $outdir/${role[1]}.log)"
            "${afl_fuzz[@]}" "${args[@]}" "${role[@]}" "${extra[@]}" "$bin" >"$outdir/${role[1]}.log" 2>&1 &
            pids+=($!)
        done
    fi
    # Stop the instances started here on Ctrl-C, and all of them at the first crash if asked
    # (afl-fuzz stops cleanly on SIGTERM, writing its statistics).
    trap 'kill -TERM "${pids[@]}" 2>/dev/null || true' INT TERM
    local t0=$SECONDS last=$SECONDS tick="${FUZZ_STATUS_SECONDS:-5}"
    while :; do
        local alive=0 p
        for p in "${pids[@]}"; do
            if kill -0 "$p" 2>/dev/null; then alive=1; fi
        done
        [ "$alive" = 1 ] || break
        if [ "$until_crash" = 1 ] && ls "$outdir"/*/crashes/id:* >/dev/null 2>&1; then
            kill -TERM "${pids[@]}" 2>/dev/null || true
        fi
        sleep 0.2
        if [ $((SECONDS - last)) -ge "$tick" ]; then
            last=$SECONDS
            fuzz_log "$target (afl): $((SECONDS - t0)) s, $(afl_totals)"
        fi
    done
    for p in "${pids[@]}"; do wait "$p" || true; done
    trap - INT TERM
    local s
    for s in "$outdir"/*/fuzzer_stats; do
        [ -f "$s" ] || continue
        fuzz_log "$(basename "$(dirname "$s")"): $(awk -F' *: *' '$1 ~ /^(run_time|execs_done|execs_per_sec|stability|saved_crashes)$/ {printf "%s=%s ", $1, $2}' "$s")"
    done
    local crashes=()
    mapfile -t crashes < <(ls -1 "$outdir"/*/crashes/id:* 2>/dev/null)
    report_crashes "${crashes[@]}"
}

"run_$engine"
