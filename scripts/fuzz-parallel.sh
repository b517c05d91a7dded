#!/usr/bin/env bash
# A parallel campaign on every core (Monolith's `make multicore`):
#   scripts/fuzz-parallel.sh ENGINE TARGET [--seconds N] [--jobs N] [more fuzz-run.sh options]
# AFL++: one main instance (-M main) and N-1 secondaries (-S secondaryK), sharing
# fuzz/afl-out/TARGET; libFuzzer: -fork=N, sharing fuzz/corpus/TARGET. N defaults to the number
# of cores. Runs until Ctrl-C unless --seconds or --until-crash says otherwise.
set -euo pipefail
. "$(dirname "$0")/fuzz-lib.sh"

[ $# -ge 2 ] || fuzz_die "usage: $0 libfuzzer|afl TARGET [--seconds N] [--jobs N] [...]"
engine="$1"
target="$2"
shift 2
jobs="$(nproc)"
args=()
while [ $# -gt 0 ]; do
    case "$1" in
    --jobs) jobs="$2"; shift 2 ;;
    *) args+=("$1"); shift ;;
    esac
done
exec "$FUZZ_ROOT/scripts/fuzz-run.sh" "$engine" "$target" --jobs "$jobs" "${args[@]}"
