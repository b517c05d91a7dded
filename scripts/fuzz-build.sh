#!/usr/bin/env bash
# Builds the fuzz targets:
#   scripts/fuzz-build.sh [libfuzzer|afl|all] [TARGET...]     (default: all engines, all targets)
# libfuzzer: `cargo fuzz build -s none --no-trace-compares` into fuzz/target/<host>/release/<target>;
# afl: `cargo afl build --release` into fuzz/afl/target/release/<target>.
# FUZZ_SANITIZER=address (with RUSTC_BOOTSTRAP=1 on stable) builds the libFuzzer targets with ASan.
# FUZZ_INSTRUMENT=all traces comparisons too (cargo-fuzz's default), into fuzz/target/all/;
# FUZZ_INSTRUMENT=candidate leaves the engine uninstrumented, into fuzz/target/candidate/
# (scripts/fuzz-rustc-wrapper.sh). See scripts/fuzz-lib.sh.
set -euo pipefail
. "$(dirname "$0")/fuzz-lib.sh"

engine="${1:-all}"
shift || true
targets=("$@")

build_libfuzzer() {
    command -v cargo-fuzz >/dev/null || fuzz_die "cargo-fuzz is missing: scripts/fuzz-install-tools.sh libfuzzer"
    local t
    for t in "${targets[@]}"; do
        fuzz_require_target "$t"
    done
    fuzz_libfuzzer_build "${targets[@]}"
    fuzz_log "libFuzzer targets (FUZZ_INSTRUMENT=$FUZZ_INSTRUMENT) in ${FUZZ_LIBFUZZER_BIN#"$FUZZ_ROOT"/}/"
}

build_afl() {
    command -v cargo-afl >/dev/null || fuzz_die "cargo-afl is missing: scripts/fuzz-install-tools.sh afl"
    local args=() t
    for t in "${targets[@]}"; do
        args+=(--bin "$t")
    done
    (cd "$FUZZ_AFL_DIR" && cargo afl build --release "${args[@]}")
    fuzz_log "AFL++ harnesses in ${FUZZ_AFL_BIN#"$FUZZ_ROOT"/}/"
}

case "$engine" in
libfuzzer) build_libfuzzer ;;
afl) build_afl ;;
all)
    build_libfuzzer
    build_afl
    ;;
*) fuzz_die "usage: $0 [libfuzzer|afl|all] [TARGET...]" ;;
esac
