#!/usr/bin/env bash
# Installs the fuzzing tools at pinned versions, if missing or at another version:
#   scripts/fuzz-install-tools.sh [libfuzzer|afl|all]     (default: all)
# libfuzzer: cargo-fuzz (about 1 min on 2 cores); afl: cargo-afl, which also builds AFL++
# (about 1.5 to 3.5 min on 2 cores). Both build from crates.io sources with `--locked`.
set -euo pipefail
. "$(dirname "$0")/fuzz-lib.sh"

what="${1:-all}"

install() { # crate version binary-version-command
    local crate="$1" version="$2" have
    have="$($3 2>/dev/null | grep -oE '[0-9]+\.[0-9]+\.[0-9]+' | head -1 || true)"
    if [ "$have" = "$version" ]; then
        fuzz_log "$crate $version is installed"
        return
    fi
    fuzz_log "installing $crate $version (found: ${have:-none})"
    local start=$SECONDS
    cargo install --locked "$crate@$version"
    fuzz_log "installed $crate $version in $((SECONDS - start)) s"
}

# cargo-afl builds AFL++ for the toolchain it was installed with; build it for this one if not.
afl_plus_plus() {
    local help
    help="$(cargo afl fuzz -h 2>&1 || true)"
    if [[ "$help" != *afl-fuzz++* ]]; then
        fuzz_log "building AFL++ for this toolchain (cargo afl config --build)"
        cargo afl config --build
    fi
}

case "$what" in
libfuzzer | all) install cargo-fuzz "$CARGO_FUZZ_VERSION" "cargo fuzz --version" ;;&
afl | all)
    install cargo-afl "$CARGO_AFL_VERSION" "cargo afl --version"
    afl_plus_plus
    ;;&
libfuzzer | afl | all) ;;
*) fuzz_die "usage: $0 [libfuzzer|afl|all]" ;;
esac
