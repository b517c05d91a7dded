#!/usr/bin/env bash
# CI's fuzz smoke test:
#   scripts/ci-fuzz-smoke.sh
# 1. installs cargo-fuzz (pinned, `cargo install --locked`) if it is missing;
# 2. runs the fuzz crate's unit tests, and builds every libFuzzer target (`cargo fuzz build -s none
#    --no-trace-compares`, stable toolchain; FUZZ_INSTRUMENT picks another build, scripts/fuzz-lib.sh);
# 3. runs each target from an empty corpus for a number of executions (libFuzzer -runs=, never
#    a time bound) with -seed=1: a faulty demo must crash, a working one must not.
#    The faulty demos outside the planted-bug suite (the paper's parray, gen, sparray, ptset,
#    avl, bag-det, pairs, ..., the real crates, the language types, the contracts and
#    hyperproperties) run for at most FUZZ_SMOKE_RUNS executions (default 300000, as CI; a run
#    stops at its crash): their bugs were found in under 140,000 with comparison tracing (the
#    slowest, avl's, which needs sets tall enough for a `union` to unbalance them, in 106,546 at
#    -seed=1 with the default build, 2026-11-30). Their working twins
#    run for FUZZ_SMOKE_OK_RUNS executions (default 100000), a check for false alarms that
#    demos/tests/engine/no_false_alarm.rs also makes.
#    The planted-bug suite (demos::planted): the faulty targets listed in FUZZ_SMOKE_PLANTED
#    (default: the list below; `all` for every one, empty for none) run for at most
#    FUZZ_SMOKE_PLANTED_RUNS executions (default 1500000; a run stops at its crash, so the
#    bound only costs time when a bug is missed); the faulty targets not listed are skipped;
#    every working twin runs for FUZZ_SMOKE_PLANTED_OK_RUNS executions (default 50000, about
#    1 s each), a check for false alarms that demos/tests/engine/no_false_alarm.rs also makes;
#    The `self-fuzz` target (fuzz/src/self_fuzz.rs: arbitrary bytes and settings against every
#    working demo) runs for FUZZ_SMOKE_RUNS executions and must not crash: no engine panic, no
#    false alarm.
# 4. turns each crash file into a #[test] with scripts/fuzz-repro.sh, and compiles and runs
#    every printed #[test] in a scratch crate: it must compile and fail
#    (FUZZ_SMOKE_COMPILE=0 skips the compilation).
# FUZZ_SMOKE_TARGETS (space-separated; default: every target) limits steps 2 to 4 to those
# targets: .ci/run runs a few (the paper's parray, its working twin, a planted bug and the
# engine's self-fuzz), scripts/long-suite.sh runs them all.
# A demo without a fuzz target is a warning (FUZZ_SMOKE_STRICT=1 makes it a failure).
# Ends with `fuzz-smoke: N passed, M failed`; exits 1 if any check failed.
set -euo pipefail
. "$(dirname "$0")/fuzz-lib.sh"

runs="${FUZZ_SMOKE_RUNS:-300000}"
# The faulty planted targets the smoke runs: those whose bug libFuzzer finds with -seed=1 to
# -seed=3 well within FUZZ_SMOKE_PLANTED_RUNS (at least 5 times fewer executions), from an empty
# corpus, with the default build (edge counters, no comparison tracing), 2026-11-30: the most
# executions of the three seeds are varint 11,444, textbuf 38,114, prefixset 25,215, arena
# 31,833, intervals 30,115, histogram 87,137, rope 146,400, pvec 170,764, btree 145,724, hashtab
# 274,422, sched 162,355, ring 13,111. Left out: bigset (never found in 60 s).
# Adding a planted demo: measure it with scripts/fuzz-bench-planted.sh DEMO, and list it if
# all its seeds crash well within the bound.
planted_list="${FUZZ_SMOKE_PLANTED-varint textbuf prefixset arena intervals histogram rope pvec btree hashtab sched ring}"
planted_runs="${FUZZ_SMOKE_PLANTED_RUNS:-1500000}"
planted_ok_runs="${FUZZ_SMOKE_PLANTED_OK_RUNS:-50000}"
ok_runs="${FUZZ_SMOKE_OK_RUNS:-100000}"
passed=0
failed=0
pass() { echo "[ok]   $*"; passed=$((passed + 1)); }
fail() { echo "[FAIL] $*"; failed=$((failed + 1)); }
# Whether the demo is one of the planted-bug suite's (the 4th column of fuzz_demos).
planted() { [ "$(awk -F '\t' -v n="$1" '$1 == n {print $4}' <<<"$demo_list")" = planted ]; }

start=$SECONDS
"$FUZZ_ROOT/scripts/fuzz-install-tools.sh" libfuzzer
echo "fuzz-smoke: tools ready after $((SECONDS - start)) s"

# Every demo's target and harness name its engine, as scripts/gen-fuzz-targets.py writes them.
if python3 "$FUZZ_ROOT/scripts/gen-fuzz-targets.py" --check; then
    pass "fuzz targets up to date with the demos (scripts/gen-fuzz-targets.py --check)"
else
    fail "fuzz targets out of date: run scripts/gen-fuzz-targets.py"
fi

mapfile -t targets < <(fuzz_targets)
all_targets=("${targets[@]}")
if [ -n "${FUZZ_SMOKE_TARGETS:-}" ]; then
    read -r -a targets <<<"$FUZZ_SMOKE_TARGETS"
    for t in "${targets[@]}"; do
        printf '%s\n' "${all_targets[@]}" | grep -qx "$t" || fuzz_die "FUZZ_SMOKE_TARGETS: no fuzz target $t"
    done
fi
demo_list="$(fuzz_demos)" || fuzz_die "cannot list the demos"
while IFS=$'\t' read -r name _; do
    if ! printf '%s\n' "${all_targets[@]}" | grep -qx "$name"; then
        msg="demo $name has no libFuzzer target: run scripts/gen-fuzz-targets.py"
        if [ "${FUZZ_SMOKE_STRICT:-0}" = 1 ]; then fail "$msg"; else echo "[warn] $msg"; fi
    fi
    if [ ! -f "$FUZZ_AFL_DIR/src/bin/$name.rs" ]; then
        msg="demo $name has no AFL++ harness: run scripts/gen-fuzz-targets.py"
        if [ "${FUZZ_SMOKE_STRICT:-0}" = 1 ]; then fail "$msg"; else echo "[warn] $msg"; fi
    fi
done <<<"$demo_list"

mkdir -p "$FUZZ_DIR/target"
# The fuzz crate's own tests (without libFuzzer): every demo builds a fuzzer, and a random-mode
# failure replays under it.
# FUZZ_SMOKE_UNIT=0 skips them (.ci/run does; scripts/long-suite.sh runs them).
if [ "${FUZZ_SMOKE_UNIT:-1}" = 0 ]; then
    echo "[skip] monolith-fuzz unit tests (FUZZ_SMOKE_UNIT=0)"
elif (cd "$FUZZ_DIR" && cargo test -q --no-default-features) >"$FUZZ_DIR/target/smoke-unit.log" 2>&1; then
    pass "monolith-fuzz unit tests"
else
    tail -30 "$FUZZ_DIR/target/smoke-unit.log"
    fail "monolith-fuzz unit tests"
fi

build_start=$SECONDS
# Without their debug info (cargo-fuzz builds with line tables): 19 MB a target instead of 78 MB,
# so the targets fit a small disk. The symbols stay, and the reproducer is the engine's own print.
# (A different RUSTFLAGS from scripts/fuzz-build.sh's rebuilds the targets.)
# The build FUZZ_INSTRUMENT names (scripts/fuzz-lib.sh; by default `edges`, as scripts/fuzz-build.sh).
if [ -n "${FUZZ_SMOKE_TARGETS:-}" ]; then
    RUSTFLAGS="${RUSTFLAGS:-} -Cstrip=debuginfo" fuzz_libfuzzer_build "${targets[@]}"
else
    RUSTFLAGS="${RUSTFLAGS:-} -Cstrip=debuginfo" fuzz_libfuzzer_build
fi
echo "fuzz-smoke: ${#targets[@]} targets built in $((SECONDS - build_start)) s"

work="$FUZZ_DIR/target/smoke"
rm -rf "$work"
mkdir -p "$work"
crashes=()
planted_secs=0 # the time the planted-bug suite takes: its runs, reproducers and #[test]s
for t in "${targets[@]}"; do
    faulty="$(awk -F '\t' -v n="$t" '$1 == n {print $2}' <<<"$demo_list")"
    t_runs="$runs"
    if planted "$t" && [ "$faulty" = true ]; then
        if [ "$planted_list" != all ] && ! tr ' ' '\n' <<<"$planted_list" | grep -qx "$t"; then
            echo "[skip] $t: not in FUZZ_SMOKE_PLANTED (its bug takes libFuzzer too long for the smoke)"
            continue
        fi
        t_runs="$planted_runs"
    elif planted "$t"; then
        t_runs="$planted_ok_runs"
    elif [ "$faulty" = false ]; then
        t_runs="$ok_runs"
    fi
    t_start=$SECONDS
    mkdir -p "$work/$t/corpus" "$work/$t/artifacts"
    set +e
    "$(fuzz_libfuzzer_bin "$t")" -runs="$t_runs" -seed=1 -timeout=10 -print_final_stats=1 \
        -artifact_prefix="$work/$t/artifacts/" "$work/$t/corpus" >"$work/$t/log" 2>&1
    rc=$?
    set -e
    crash="$(ls -1 "$work/$t/artifacts"/crash-* 2>/dev/null | head -1 || true)"
    execs="$(sed -n 's/.*stat::number_of_executed_units: *//p' "$work/$t/log" | tail -1)"
    if [ -z "$crash" ] && [ "$rc" -ne 0 ]; then
        tail -20 "$work/$t/log"
        fail "$t: libFuzzer exited with $rc without a crash file"
    elif [ "$faulty" = true ] && [ -n "$crash" ]; then
        pass "$t: the planted bug was found after ${execs:-?} executions"
        crashes+=("$t=$crash")
    elif [ "$faulty" = true ]; then
        fail "$t: the planted bug was not found in $t_runs executions"
    elif [ -n "$crash" ]; then
        sed -n '/^\/\/ monolith/,/^}/p' "$work/$t/log" | head -40
        fail "$t: a crash on a working candidate: $crash"
    else
        pass "$t: $t_runs executions, no crash"
    fi
    ! planted "$t" || planted_secs=$((planted_secs + SECONDS - t_start))
done

# The published crates the demos test (the [dependencies] of demos/Cargo.toml, pinned, but for
# path dependencies): a reproducer of a real-crate demo names them (`use fixedbitset::...`).
demo_crates() {
    awk '/^\[/ {on = ($0 == "[dependencies]"); next} on && /=/ && !/path *=/ && !/^#/' \
        "$FUZZ_ROOT/demos/Cargo.toml"
}

# Every crash file becomes a #[test] that must compile and fail.
check="$work/repro-check"
mkdir -p "$check/src" "$check/tests"
cat >"$check/Cargo.toml" <<EOF
[package]
name = "repro-check"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
demos = { path = "$FUZZ_ROOT/demos" }
parray = { path = "$FUZZ_ROOT/demos/parray" }
$(demo_crates)

[workspace]
EOF
: >"$check/src/lib.rs"
for entry in "${crashes[@]}"; do
    t="${entry%%=*}"
    crash="${entry#*=}"
    t_start=$SECONDS
    set +e
    MONOLITH_REGRESSIONS=off "$FUZZ_ROOT/scripts/fuzz-repro.sh" "$t" "$crash" >"$work/$t/repro.rs" 2>"$work/$t/repro.err"
    rc=$?
    set -e
    steps="$(sed -n 's/^\/\/ scenario: \([0-9]*\) steps.*/\1/p' "$work/$t/repro.rs")"
    minimal="$(awk -F '\t' -v n="$t" '$1 == n {print $3}' <<<"$demo_list")"
    if [ "$rc" -ne 1 ] || ! grep -q '^#\[test\]' "$work/$t/repro.rs"; then
        cat "$work/$t/repro.err" "$work/$t/repro.rs"
        fail "$t: fuzz-repro.sh exited with $rc and printed no #[test]"
        continue
    fi
    if [ "${minimal:--}" = - ]; then
        pass "$t: fuzz-repro.sh prints a #[test] of ${steps:-?} steps"
    else
        pass "$t: fuzz-repro.sh prints a #[test] of ${steps:-?} steps (minimal: $minimal)"
    fi
    cp "$work/$t/repro.rs" "$check/tests/$(echo "$t" | tr '-' '_').rs"
    ! planted "$t" || planted_secs=$((planted_secs + SECONDS - t_start))
done
if [ "${FUZZ_SMOKE_COMPILE:-1}" = 1 ] && [ -n "$(ls -A "$check/tests")" ]; then
    export CARGO_TARGET_DIR="$FUZZ_ROOT/target"
    for f in "$check"/tests/*.rs; do
        name="$(basename "$f" .rs)"
        t_start=$SECONDS
        set +e
        (cd "$check" && cargo test -q --test "$name") >"$work/$name.test.log" 2>&1
        rc=$?
        set -e
        if grep -q "^test result: FAILED. 0 passed; 1 failed" "$work/$name.test.log"; then
            pass "$name: the printed #[test] compiles and fails"
        else
            tail -30 "$work/$name.test.log"
            fail "$name: the printed #[test] does not compile and fail as it should (cargo test exited with $rc)"
        fi
        ! planted "$(echo "$name" | tr '_' '-')" || planted_secs=$((planted_secs + SECONDS - t_start))
    done
fi

echo "fuzz-smoke: took $((SECONDS - start)) s, of which $planted_secs s for the planted-bug suite (its runs, reproducers and #[test]s)"
echo "fuzz-smoke: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
