#!/bin/bash -eu
# ClusterFuzzLite / OSS-Fuzz build script: builds the cargo-fuzz targets of fuzz/ and copies
# them, with a seed corpus each, into $OUT.
#
# Which targets: FUZZ_OSS_TARGETS, a space-separated list, or `all`; by default the working
# demos only (`*-ok`), since the faulty ones crash at once by design. Your own project lists
# its own targets here.
#
# On ClusterFuzzLite and OSS-Fuzz, $SANITIZER is set by the infrastructure and cargo-fuzz picks
# the flags. Locally, scripts/fuzz-oss-build.sh runs this script with SANITIZER=none, which
# works on the stable toolchain.

cd "$SRC/monolith-rs"

sanitizer_flags=()
if [ "${SANITIZER:-address}" = none ]; then
    sanitizer_flags=(-s none)
fi

if [ -n "${FUZZ_OSS_TARGETS:-}" ] && [ "$FUZZ_OSS_TARGETS" != all ]; then
    read -r -a targets <<<"$FUZZ_OSS_TARGETS"
else
    mapfile -t targets < <(cargo fuzz list)
    if [ -z "${FUZZ_OSS_TARGETS:-}" ]; then
        mapfile -t targets < <(printf '%s\n' "${targets[@]}" | grep -- '-ok$')
    fi
fi

triple="$(rustc -vV | sed -n 's/^host: //p')"
for t in "${targets[@]}"; do
    cargo fuzz build -O "${sanitizer_flags[@]}" "$t"
    cp "fuzz/target/$triple/release/$t" "$OUT/"
    # A seed corpus of random bytes: every byte string is a valid scenario.
    seeds="$(mktemp -d)"
    for i in 1 2 3 4 5 6 7 8; do
        head -c $((8 * i)) /dev/urandom >"$seeds/seed-$i"
    done
    rm -f "$OUT/${t}_seed_corpus.zip"
    if command -v zip >/dev/null; then
        (cd "$seeds" && zip -q "$OUT/${t}_seed_corpus.zip" seed-*)
    else
        python3 -c 'import sys, zipfile, pathlib
with zipfile.ZipFile(sys.argv[1], "w") as z:
    for p in sorted(pathlib.Path(sys.argv[2]).iterdir()):
        z.write(p, p.name)' "$OUT/${t}_seed_corpus.zip" "$seeds"
    fi
    rm -rf "$seeds"
done
