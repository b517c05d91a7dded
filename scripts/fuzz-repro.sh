#!/usr/bin/env bash
# Turns a crash file (libFuzzer's fuzz/artifacts/TARGET/crash-*, AFL++'s .../crashes/id:*) into
# a Rust #[test]:
#   scripts/fuzz-repro.sh DEMO CRASH-FILE
# It runs `cargo run -p demos -- DEMO CRASH-FILE`: the demos binary first streams the scenario
# on standard error, one call before it runs (so even a crash of the candidate leaves the
# scenario on screen), then runs it again, shrinks the failure with the structural shrinker,
# prints the report and its #[test] on standard output, and saves a regression file under
# demos/monolith-regressions/ (MONOLITH_REGRESSIONS=off to skip it).
# Exits 1 when the file fails, as a crash file should; 0 when it passes (fixed, or flaky).
# FUZZ_REPRO_RELEASE=1 builds the demos binary in release mode (faster shrinking);
# FUZZ_REPRO_BIN=path runs that demos binary instead of building one.
set -euo pipefail
. "$(dirname "$0")/fuzz-lib.sh"

[ $# -eq 2 ] || fuzz_die "usage: $0 DEMO CRASH-FILE"
demo="$1"
file="$2"
[ -f "$file" ] || fuzz_die "no such file: $file"
file="$(cd "$(dirname "$file")" && pwd)/$(basename "$file")"
profile=()
[ "${FUZZ_REPRO_RELEASE:-0}" != 1 ] || profile=(--release)

cd "$FUZZ_ROOT"
set +e
if [ -n "${FUZZ_REPRO_BIN:-}" ]; then
    # A demos binary built already (.ci/run: the one `cargo test --workspace` built).
    "$FUZZ_REPRO_BIN" "$demo" "$file"
else
    cargo run -q "${profile[@]}" -p demos -- "$demo" "$file"
fi
rc=$?
set -e
case "$rc" in
0) fuzz_log "$file passes: the bug is fixed, or the candidate is not deterministic" ;;
1) ;;
*) fuzz_log "the demos binary exited with $rc" ;;
esac
exit "$rc"
