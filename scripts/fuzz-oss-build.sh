#!/usr/bin/env bash
# Tests the ClusterFuzzLite / OSS-Fuzz build script locally, without docker:
#   scripts/fuzz-oss-build.sh [OUT-DIR]
# Runs .clusterfuzzlite/build.sh as the infrastructure would ($SRC, $OUT, $SANITIZER; here
# SANITIZER=none on the stable toolchain), then checks that $OUT holds each target and its seed
# corpus, and runs each target over its seed corpus and for FUZZ_OSS_RUNS (default 2000) more
# inputs. FUZZ_OSS_TARGETS is passed on (default: the working demos).
set -euo pipefail
. "$(dirname "$0")/fuzz-lib.sh"

out="${1:-$FUZZ_DIR/target/oss-out}"
src="$(mktemp -d)"
trap 'rm -rf "$src"' EXIT
ln -s "$FUZZ_ROOT" "$src/monolith-rs"
rm -rf "$out"
mkdir -p "$out"
SRC="$src" OUT="$out" SANITIZER="${SANITIZER:-none}" bash "$FUZZ_ROOT/.clusterfuzzlite/build.sh"

n=0
for bin in "$out"/*; do
    [ -f "$bin" ] && [ -x "$bin" ] || continue
    t="$(basename "$bin")"
    zip="$out/${t}_seed_corpus.zip"
    [ -f "$zip" ] || fuzz_die "$t: no seed corpus $zip"
    corpus="$src/corpus-$t"
    mkdir -p "$corpus"
    python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' "$zip" "$corpus"
    seeds="$(ls "$corpus" | wc -l)"
    "$bin" -runs="${FUZZ_OSS_RUNS:-2000}" -artifact_prefix="$src/" "$corpus" >"$src/$t.log" 2>&1 ||
        { tail -30 "$src/$t.log"; fuzz_die "$t fails under the OSS-Fuzz build"; }
    fuzz_log "$t: built, $seeds seeds, runs clean"
    n=$((n + 1))
done
[ "$n" -gt 0 ] || fuzz_die "build.sh put no fuzz target in $out"
fuzz_log "OSS-Fuzz build OK: $n targets in $out"
