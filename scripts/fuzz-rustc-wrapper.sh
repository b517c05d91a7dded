#!/usr/bin/env bash
# A RUSTC_WRAPPER for `cargo fuzz build` that leaves the engine uninstrumented, so that libFuzzer
# collects coverage from the code under test only:
#   RUSTC_WRAPPER=scripts/fuzz-rustc-wrapper.sh FUZZ_UNINSTRUMENTED="monolith-core ..." \
#       cargo fuzz build -s none --no-trace-compares --target-dir fuzz/target/candidate
# (FUZZ_INSTRUMENT=candidate scripts/fuzz-build.sh does this; any other FUZZ_INSTRUMENT than
# `candidate` compiles every crate unchanged.)
# cargo runs it as `WRAPPER RUSTC ARGS...` for every crate, with CARGO_PKG_NAME set to the
# crate's package. For the packages named in FUZZ_UNINSTRUMENTED (space-separated), it drops the
# SanitizerCoverage flags that cargo-fuzz puts into RUSTFLAGS (`-Cpasses=sancov-module`, every
# `-Cllvm-args=-sanitizer-coverage-*`) and the branch-folding switch that goes with them
# (`-Cllvm-args=-simplifycfg-branch-fold-threshold=0`); every other flag (`--cfg fuzzing`,
# `-Cdebug-assertions`, codegen units, a sanitizer) is kept, and every other crate is compiled
# unchanged. Generic engine code is compiled (and instrumented) in the crate that instantiates
# it, the demos' specs, as is the code inlined there.
set -euo pipefail

rustc="$1"
shift
pkg="${CARGO_PKG_NAME:-}"
if [ -z "$pkg" ] || [ "${FUZZ_INSTRUMENT:-candidate}" != candidate ] ||
    [[ " ${FUZZ_UNINSTRUMENTED:-} " != *" $pkg "* ]]; then
    exec "$rustc" "$@"
fi

instrumentation() { # the value of a -C flag
    case "$1" in
    passes=sancov-module | llvm-args=-sanitizer-coverage-* | llvm-args=-simplifycfg-branch-fold-threshold=0) return 0 ;;
    *) return 1 ;;
    esac
}
args=()
while [ $# -gt 0 ]; do
    case "$1" in
    -C)
        if [ $# -ge 2 ] && instrumentation "$2"; then
            shift 2
            continue
        fi
        ;;
    -C*)
        if instrumentation "${1#-C}"; then
            shift
            continue
        fi
        ;;
    esac
    args+=("$1")
    shift
done
exec "$rustc" "${args[@]}"
