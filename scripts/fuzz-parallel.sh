#!/usr/bin/env bash
# A parallel campaign on every core (Monolith's `make multicore`):
#   scripts/fuzz-parallel.sh ENGINE TARGET [--seconds N] [--jobs N] [more fuzz-run.sh options]
# AFL++: one main instance (-M main) and N-1 secondaries (-S secondaryK), sharing
# fuzz/afl-out/TARGET; libFuzzer: -fork=N, sharing fuzz/corpus/TARGET. N defaults to the number
# of cores. Runs until Ctrl-C unless --seconds or --until-crash says otherwise.
# The fuzzers' output goes to fuzz/parallel-ENGINE-TARGET.log; a status line is printed every
# FUZZ_STATUS_SECONDS seconds (default 5), and at the end the crash files found, if any.
# Exits 0 without a crash, 1 with one, 2 on error.
set -euo pipefail
. "$(dirname "$0")/fuzz-lib.sh"

[ $# -ge 2 ] || fuzz_die "usage: $0 libfuzzer|afl TARGET [--seconds N] [--jobs N] [...]"
engine="$1"
target="$2"
shift 2
fuzz_require_engine "$engine"
fuzz_require_target "$target"
jobs="$(nproc)"
seconds=""
corpus="$FUZZ_DIR/corpus/$target"
out=""
args=()
while [ $# -gt 0 ]; do
    case "$1" in
    --jobs) jobs="$2"; shift 2 ;;
    --seconds) seconds="$2"; args+=("$1" "$2"); shift 2 ;;
    --corpus) corpus="$2"; args+=("$1" "$2"); shift 2 ;;
    --out) out="$2"; args+=("$1" "$2"); shift 2 ;;
    *) args+=("$1"); shift ;;
    esac
done
case "$engine" in
libfuzzer) out="${out:-$FUZZ_DIR/artifacts/$target}" ;;
afl) out="${out:-$FUZZ_DIR/afl-out/$target}" ;;
esac
"$FUZZ_ROOT/scripts/fuzz-build.sh" "$engine" "$target" >&2
log="$FUZZ_DIR/parallel-$engine-$target.log"
rc=0
FUZZ_NO_BUILD=1 fuzz_with_status "$log" "fuzz-parallel: $target ($engine, $jobs jobs)" \
    "$seconds" "$corpus $out" \
    "$FUZZ_ROOT/scripts/fuzz-run.sh" "$engine" "$target" --jobs "$jobs" "${args[@]}" || rc=$?
# fuzz-run.sh's own summary: each instance's statistics, the first crash files, how to turn one
# into a test (its status lines were the log's, and this script printed its own).
grep -E '^(fuzz: |  )' "$log" | grep -vE '^fuzz: (running |[^ ]+ \(afl\): [0-9]+ s, )' >&2 || true
[ "$rc" -le 1 ] || { tail -n 20 "$log" >&2; fuzz_die "the fuzzer failed (exit $rc)"; }
exit "$rc"
