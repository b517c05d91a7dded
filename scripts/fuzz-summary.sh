#!/usr/bin/env bash
# Groups the crash files of each target by the failure they replay (Monolith's `make summary`):
#   scripts/fuzz-summary.sh [TARGET...]      (default: every target)
# Looks in fuzz/artifacts/TARGET/, fuzz/afl-out/TARGET/*/crashes/ and fuzz/unattended/; replays
# every file through the demos binary (without shrinking) and groups them by the report's first
# line. Prints, per distinct failure, how many files fail that way and the smallest of them.
set -euo pipefail
. "$(dirname "$0")/fuzz-lib.sh"

if [ $# -eq 0 ]; then
    mapfile -t targets < <(fuzz_targets)
else
    targets=("$@")
fi
demos_bin="$(fuzz_demos_binary)"
total=0
for t in "${targets[@]}"; do
    mapfile -t files < <(fuzz_crash_files "$t")
    [ ${#files[@]} -gt 0 ] || continue
    tmp="$(mktemp)"
    for f in "${files[@]}"; do
        set +e
        first="$(env "${FUZZ_REPLAY_ENV[@]}" "$demos_bin" "$t" "$f" 2>/dev/null | head -1)"
        set -e
        [ -n "$first" ] || first="(passes when replayed: fixed, flaky, or a timeout)"
        printf '%s\t%s\t%s\n' "$first" "$(wc -c <"$f")" "$f" >>"$tmp"
    done
    echo "== $t: ${#files[@]} crash file(s)"
    sort -t $'\t' -k1,1 -k2,2n "$tmp" | awk -F '\t' '
        $1 != last { if (n) printf "  %4d x %s\n         smallest: %s (%d bytes)\n", n, last, file, size;
                     last = $1; n = 0; file = $3; size = $2 }
        { n++ }
        END { if (n) printf "  %4d x %s\n         smallest: %s (%d bytes)\n", n, last, file, size }'
    rm -f "$tmp"
    total=$((total + ${#files[@]}))
done
[ "$total" -gt 0 ] || echo "no crash file"
[ "$total" -eq 0 ] || echo "turn one into a #[test]: scripts/fuzz-repro.sh TARGET FILE"
