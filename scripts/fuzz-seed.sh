#!/usr/bin/env bash
# Writes a seed corpus of random bytes for each target:
#   scripts/fuzz-seed.sh [--dir DIR] [TARGET...]    (default: every target, into fuzz/corpus/<target>)
# FUZZ_SEEDS files (default 8) of 4 to 64 bytes from /dev/urandom, named seed-*. Every byte string
# is a valid scenario, so random bytes make fine seeds; a seed that already fails the demo is
# dropped (the fuzzer must find the bug itself, and AFL++ refuses crashing seeds). With --dir,
# the seeds of a single target go to DIR.
set -euo pipefail
. "$(dirname "$0")/fuzz-lib.sh"

dir=""
if [ "${1:-}" = "--dir" ]; then
    dir="$2"
    shift 2
fi
count="${FUZZ_SEEDS:-8}"
if [ $# -eq 0 ]; then
    mapfile -t targets < <(fuzz_targets)
else
    targets=("$@")
fi
[ -z "$dir" ] || [ ${#targets[@]} -eq 1 ] || fuzz_die "--dir takes a single target"

demos_bin="$(fuzz_demos_binary)"
for t in "${targets[@]}"; do
    out="${dir:-$FUZZ_DIR/corpus/$t}"
    mkdir -p "$out"
    kept=0
    tries=0
    while [ "$kept" -lt "$count" ] && [ "$tries" -lt $((count * 20)) ]; do
        tries=$((tries + 1))
        f="$out/seed-$tries"
        head -c $((4 + RANDOM % 61)) /dev/urandom >"$f"
        # Exit code 1: the scenario fails; 2: not a demo (keep the seed).
        set +e
        env "${FUZZ_REPLAY_ENV[@]}" "$demos_bin" "$t" "$f" >/dev/null 2>&1
        rc=$?
        set -e
        if [ "$rc" -eq 1 ]; then
            rm -f "$f"
        else
            kept=$((kept + 1))
        fi
    done
    fuzz_log "$t: $kept seed files in ${out#"$FUZZ_ROOT"/}/ ($((tries - kept)) failing ones dropped)"
done
