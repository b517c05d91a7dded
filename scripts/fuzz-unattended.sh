#!/usr/bin/env bash
# An unattended campaign from scratch (Monolith's `make unattended`):
#   scripts/fuzz-unattended.sh ENGINE TARGET [--seconds N] [--jobs N]
# Fresh seeds, a fresh corpus and fresh outputs under fuzz/unattended/ENGINE/TARGET/, then the
# fuzzer runs until its first crash or for N seconds (default 120), on N processes (default 1).
# Prints whether a bug was expected (the demo's `faulty`) and whether one was found:
#   [OK] parray (afl): a bug was expected and found after 0.4 s
#   [KO] parray-ok (libfuzzer): no bug was expected, but one was found after 3.1 s
# and, when one was found, the shrunk #[test] (FUZZ_REPRO=0 skips it). While the fuzzer runs, its
# output goes to fuzz/unattended/ENGINE/TARGET/fuzz.log and a status line is printed every
# FUZZ_STATUS_SECONDS seconds (default 5).
# Exits 0 for [OK], 1 for [KO], 2 on error.
set -euo pipefail
. "$(dirname "$0")/fuzz-lib.sh"

[ $# -ge 2 ] || fuzz_die "usage: $0 libfuzzer|afl TARGET [--seconds N] [--jobs N]"
engine="$1"
target="$2"
shift 2
seconds=120
jobs=1
while [ $# -gt 0 ]; do
    case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    *) fuzz_die "unknown option $1" ;;
    esac
done
fuzz_require_engine "$engine"
fuzz_require_target "$target"
faulty="$(fuzz_faulty "$target")"

work="$FUZZ_DIR/unattended/$engine/$target"
rm -rf "$work"
mkdir -p "$work/corpus"
"$FUZZ_ROOT/scripts/fuzz-build.sh" "$engine" "$target" >&2
"$FUZZ_ROOT/scripts/fuzz-seed.sh" --dir "$work/corpus" "$target"
case "$engine" in
libfuzzer) out="$work/artifacts" ;;
afl) out="$work/out" ;;
esac

start="$(date +%s.%N)"
set +e
# The fuzzer's own output goes to fuzz.log; a status line every FUZZ_STATUS_SECONDS (default 5)
# says the campaign is alive.
FUZZ_NO_BUILD=1 fuzz_with_status "$work/fuzz.log" "fuzz-unattended: $target ($engine)" \
    "$seconds" "$work/corpus $out" \
    "$FUZZ_ROOT/scripts/fuzz-run.sh" "$engine" "$target" --seconds "$seconds" \
    --jobs "$jobs" --until-crash --corpus "$work/corpus" --out "$out"
rc=$?
set -e
end="$(date +%s.%N)"
[ "$rc" -le 1 ] || { cat "$work/fuzz.log" >&2; fuzz_die "the fuzzer failed (exit $rc)"; }

crash="$(fuzz_crash_files "$target" | grep -F "$work/" | head -1 || true)"
found=false
[ -z "$crash" ] || found=true
elapsed="$(awk -v a="$start" -v b="$end" 'BEGIN {printf "%.2f", b - a}')"
if [ "$engine" = afl ] && [ -n "$crash" ]; then
    # AFL++ names crash files with the time since its start, in milliseconds.
    ms="$(basename "$crash" | sed -n 's/.*,time:\([0-9]*\),.*/\1/p')"
    [ -z "$ms" ] || elapsed="$(awk -v m="$ms" 'BEGIN {printf "%.3f", m / 1000}')"
fi

case "$faulty:$found" in
true:true) verdict=OK; what="a bug was expected and found after $elapsed s" ;;
true:false) verdict=KO; what="a bug was expected but none was found in $seconds s" ;;
false:true) verdict=KO; what="no bug was expected, but one was found after $elapsed s" ;;
false:false) verdict=OK; what="no bug was expected and none was found in $seconds s" ;;
*:true) verdict=OK; what="not a demo: a bug was found after $elapsed s" ;;
*) verdict=OK; what="not a demo: no bug was found in $seconds s" ;;
esac
grep -E '^fuzz: (main|secondary[0-9]+|default):' "$work/fuzz.log" >&2 || true
echo "[$verdict] $target ($engine, $jobs job(s)): $what"
if [ -n "$crash" ]; then
    echo "crash file: $crash"
    if [ "${FUZZ_REPRO:-1}" = 1 ]; then
        MONOLITH_REGRESSIONS=off "$FUZZ_ROOT/scripts/fuzz-repro.sh" "$target" "$crash" 2>/dev/null || true
    fi
fi
[ "$verdict" = OK ]
