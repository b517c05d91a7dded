# Shared settings and helpers of the scripts/fuzz-*.sh scripts. Source it; do not run it.
# shellcheck shell=bash
# shellcheck disable=SC2034 # the variables are used by the scripts that source this file

# Pinned tool versions (scripts/fuzz-install-tools.sh installs exactly these).
CARGO_FUZZ_VERSION="${CARGO_FUZZ_VERSION:-0.13.2}"
CARGO_AFL_VERSION="${CARGO_AFL_VERSION:-0.18.2}"

FUZZ_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
FUZZ_DIR="$FUZZ_ROOT/fuzz"
FUZZ_AFL_DIR="$FUZZ_DIR/afl"
FUZZ_TRIPLE="$(rustc -vV | sed -n 's/^host: //p')"
# What libFuzzer's instrumentation covers:
# - `edges` (the default): every crate, edge counters only (`cargo fuzz build --no-trace-compares`).
#   libFuzzer does not learn the operands of comparisons, and comparisons call no hook: 1.8 times
#   the executions per CPU second of `all` on parray-ok, and less CPU time to every bug of
#   `scripts/fuzz-bench.sh --compare-instrumentation --against all` (docs/benchmarks.md);
# - `all` (cargo-fuzz's own default): every crate, edge counters and comparison tracing;
# - `candidate`: as `edges`, but the engine, monolith-core, and the dependencies that only it uses
#   stay uninstrumented (scripts/fuzz-rustc-wrapper.sh drops their SanitizerCoverage flags).
# `edges` builds go where `cargo fuzz build` puts them (fuzz/target/<host>/release/), `all` and
# `candidate` builds to fuzz/target/<name>/, so that no two overwrite each other. The self-fuzz
# target fuzzes the engine itself: under `candidate` it is built and run as `edges`.
FUZZ_INSTRUMENT="${FUZZ_INSTRUMENT:-edges}"
# The folder of the libFuzzer binaries of a build: fuzz_libfuzzer_dir edges|all|candidate.
fuzz_libfuzzer_dir() {
    case "$1" in
    edges) echo "$FUZZ_DIR/target/$FUZZ_TRIPLE/release" ;;
    all | candidate) echo "$FUZZ_DIR/target/$1/$FUZZ_TRIPLE/release" ;;
    *) echo "fuzz: FUZZ_INSTRUMENT must be 'edges', 'all' or 'candidate', not '$1'" >&2; exit 2 ;;
    esac
}
# libFuzzer binaries (cargo fuzz build, release profile) and AFL++ binaries.
FUZZ_LIBFUZZER_BIN="$(fuzz_libfuzzer_dir "$FUZZ_INSTRUMENT")"
FUZZ_AFL_BIN="$FUZZ_AFL_DIR/target/release"
# cargo fuzz needs a sanitizer flag: `none` works on the stable toolchain. For AddressSanitizer
# on stable, set FUZZ_SANITIZER=address and RUSTC_BOOTSTRAP=1.
FUZZ_SANITIZER="${FUZZ_SANITIZER:-none}"

# AFL++ settings for an unprivileged, headless machine.
export AFL_SKIP_CPUFREQ="${AFL_SKIP_CPUFREQ:-1}"
export AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES="${AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES:-1}"
export AFL_NO_UI="${AFL_NO_UI:-1}"
export AFL_AUTORESUME="${AFL_AUTORESUME:-1}"
# Fuzzing must not write regression files into the demos, nor shrink while replaying a corpus.
FUZZ_REPLAY_ENV=(MONOLITH_SHRINK=0 MONOLITH_REGRESSIONS=off MONOLITH_PROGRESS=0)

# The build of a target: FUZZ_INSTRUMENT's, but self-fuzz is never `candidate` (the engine is its
# code under test).
fuzz_flavour() {
    if [ "$1" = self-fuzz ] && [ "$FUZZ_INSTRUMENT" = candidate ]; then
        echo edges
    else
        echo "$FUZZ_INSTRUMENT"
    fi
}

# The libFuzzer binary of a target, in the build FUZZ_INSTRUMENT chooses.
fuzz_libfuzzer_bin() {
    echo "$(fuzz_libfuzzer_dir "$(fuzz_flavour "$1")")/$1"
}

# The packages that FUZZ_INSTRUMENT=candidate leaves uninstrumented, space-separated: the engine
# (monolith-core) and its dependencies, but those that the code under test (the demos, the crates
# they test) also uses, and libfuzzer-sys's Rust glue.
fuzz_uninstrumented_packages() {
    local tree=(cargo tree -q --manifest-path "$FUZZ_DIR/Cargo.toml" -e normal --prefix none
        --target "$FUZZ_TRIPLE" --format '{p}')
    local engine under_test
    engine="$("${tree[@]}" -p monolith-core | awk '{print $1}' | sort -u)"
    under_test="$("${tree[@]}" --prune monolith-core | awk '{print $1}' | sort -u)"
    { comm -23 <(echo "$engine") <(echo "$under_test"); echo libfuzzer-sys; } | paste -sd' '
}

# Runs `cargo fuzz build` with the flags and the folder of a build:
#   fuzz_cargo_build edges|all|candidate [ARGS...]
fuzz_cargo_build() {
    local flavour="$1"
    shift
    case "$flavour" in
    edges) (cd "$FUZZ_ROOT" && cargo fuzz build -s "$FUZZ_SANITIZER" --no-trace-compares "$@") ;;
    all) (cd "$FUZZ_ROOT" && cargo fuzz build -s "$FUZZ_SANITIZER" --target-dir "$FUZZ_DIR/target/all" "$@") ;;
    candidate)
        if [ -z "${FUZZ_UNINSTRUMENTED:-}" ]; then
            FUZZ_UNINSTRUMENTED="$(fuzz_uninstrumented_packages)"
            [ -n "$FUZZ_UNINSTRUMENTED" ] || fuzz_die "cannot list the engine's packages (cargo tree)"
            fuzz_log "instrumenting the code under test only; uninstrumented: $FUZZ_UNINSTRUMENTED"
        fi
        (cd "$FUZZ_ROOT" && RUSTC_WRAPPER="$FUZZ_ROOT/scripts/fuzz-rustc-wrapper.sh" \
            FUZZ_INSTRUMENT=candidate FUZZ_UNINSTRUMENTED="$FUZZ_UNINSTRUMENTED" \
            cargo fuzz build -s "$FUZZ_SANITIZER" --no-trace-compares \
            --target-dir "$FUZZ_DIR/target/candidate" "$@")
        ;;
    *) fuzz_die "FUZZ_INSTRUMENT must be 'edges', 'all' or 'candidate', not '$flavour'" ;;
    esac
}

# Builds libFuzzer targets (every one if none is named) as FUZZ_INSTRUMENT says:
#   fuzz_libfuzzer_build [TARGET...]
fuzz_libfuzzer_build() {
    if [ $# -eq 0 ] && [ "$FUZZ_INSTRUMENT" != candidate ]; then
        fuzz_cargo_build "$FUZZ_INSTRUMENT"
        return
    fi
    local t
    local -a targets=("$@")
    [ $# -gt 0 ] || mapfile -t targets < <(fuzz_targets)
    for t in "${targets[@]}"; do
        fuzz_cargo_build "$(fuzz_flavour "$t")" "$t"
    done
}

# Digits grouped by thousands, on standard input: 12345 -> 12,345.
fuzz_thousands() { sed ':a; s/\B[0-9]\{3\}\>/,&/; ta'; }

fuzz_die() {
    echo "fuzz: $*" >&2
    exit 2
}

fuzz_log() {
    echo "fuzz: $*" >&2
}

# The libFuzzer targets, from fuzz/Cargo.toml (one per demo, named as the demo).
fuzz_targets() {
    awk '/^\[\[bin\]\]/{b=1; next} b && /^name *=/{gsub(/.*= *"|".*/, ""); print; b=0}' \
        "$FUZZ_DIR/Cargo.toml"
}

# The AFL++ harnesses, from fuzz/afl/src/bin/.
fuzz_afl_targets() {
    local f
    for f in "$FUZZ_AFL_DIR"/src/bin/*.rs; do
        basename "$f" .rs
    done
}

# `name<TAB>faulty<TAB>minimal_steps<TAB>suite` for every demo of demos::all(): the paper's
# (suite `paper`), then the planted-bug suite (`planted`).
fuzz_demos() {
    cargo run -q --manifest-path "$FUZZ_DIR/Cargo.toml" --no-default-features \
        --example demos 2>/dev/null
}

# Whether the demo's candidate is faulty: prints true, false, or unknown (not a demo).
fuzz_faulty() {
    local v
    v="$(fuzz_demos | awk -F '\t' -v n="$1" '$1 == n {print $2}')"
    echo "${v:-unknown}"
}

# The minimal number of steps of the demo's planted bug, or `-`.
fuzz_minimal_steps() {
    local v
    v="$(fuzz_demos | awk -F '\t' -v n="$1" '$1 == n {print $3}')"
    echo "${v:--}"
}

# Builds the demos binary (debug) once and prints its path.
fuzz_demos_binary() {
    (cd "$FUZZ_ROOT" && cargo build -q -p demos) >&2 || fuzz_die "cannot build the demos binary"
    echo "$FUZZ_ROOT/target/debug/demos"
}

fuzz_require_target() {
    fuzz_targets | grep -qx "$1" ||
        fuzz_die "no fuzz target '$1' (targets: $(fuzz_targets | tr '\n' ' '))"
}

fuzz_require_engine() {
    case "$1" in
    libfuzzer | afl) ;;
    *) fuzz_die "engine must be 'libfuzzer' or 'afl', not '$1'" ;;
    esac
}

# The crash files of a target, from both engines and from unattended runs, one a line.
fuzz_crash_files() {
    local t="$1"
    {
        ls -1 "$FUZZ_DIR/artifacts/$t"/crash-* 2>/dev/null || true
        ls -1 "$FUZZ_DIR/afl-out/$t"/*/crashes/id:* 2>/dev/null || true
        ls -1 "$FUZZ_DIR/unattended"/*/"$t"/artifacts/crash-* 2>/dev/null || true
        ls -1 "$FUZZ_DIR/unattended"/*/"$t"/out/*/crashes/id:* 2>/dev/null || true
    } | sort -u
}

# The afl-fuzz binary that cargo-afl built, so that scripts can signal it directly (cargo afl
# fuzz runs it as a child process). Falls back to `cargo afl fuzz`.
fuzz_afl_fuzz() {
    local help path
    help="$(cargo afl fuzz -h 2>&1 || true)"
    path="$(grep -o '/[^ ]*/bin/afl-fuzz' <<<"$help" | head -1 || true)"
    if [ -n "$path" ] && [ -x "$path" ]; then
        echo "$path"
    else
        echo "cargo afl fuzz"
    fi
}

# Runs a command with its output going to LOG, and prints a status line to standard error every
# FUZZ_STATUS_SECONDS seconds (default 5): LABEL, the seconds so far (of BUDGET, if not empty),
# and how many files the folders DIRS (one string, space-separated) hold. Ctrl-C stops the
# command. Returns the command's exit code.
#   fuzz_with_status LOG LABEL BUDGET DIRS command [args...]
fuzz_with_status() {
    local log="$1" label="$2" budget="$3" dirs="$4"
    shift 4
    local -a folders
    read -r -a folders <<<"$dirs"
    "$@" >"$log" 2>&1 &
    local pid=$! t0=$SECONDS last=$SECONDS tick="${FUZZ_STATUS_SECONDS:-5}" of=""
    [ -z "$budget" ] || of=" of $budget"
    trap 'kill -TERM "$pid" 2>/dev/null || true' INT TERM
    while kill -0 "$pid" 2>/dev/null; do
        sleep 1
        if [ $((SECONDS - last)) -ge "$tick" ] && kill -0 "$pid" 2>/dev/null; then
            last=$SECONDS
            local files
            files="$(find "${folders[@]}" -type f 2>/dev/null | wc -l)"
            echo "$label: $((SECONDS - t0)) s$of, $files files in the corpus and outputs" \
                "(log: ${log#"$FUZZ_ROOT"/})" >&2
        fi
    done
    local rc=0
    wait "$pid" || rc=$?
    trap - INT TERM
    return "$rc"
}
