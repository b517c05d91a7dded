//! Shrink quality: reproducers are minimal. Each faulty demo states its minimal length
//! (`minimal_steps` in `demos::DEMOS` and `demos::planted::PLANTED`), and some the minimal
//! lengths of the other failures their bug shows ([`demos::Demo::minimal_steps_for`]: `pvec`'s
//! panics); this suite checks, over seeds 1 to 20, that the shrinker never goes below the
//! minimum of the failure it shrinks (which would prove the claim wrong) and reaches it for
//! at least 19 seeds, or for the floor of [`SHORTFALLS`]. The figures of every demo, with runs
//! and times, are in `docs/benchmarks.md` (`cargo bench -p demos --bench shrink`).

use monolith_core::Config;

const SEEDS: std::ops::Range<u64> = 1..21;

/// Each seed's shrunk length, and the minimum of its failure.
fn shrunk_lengths(demo: &demos::Demo) -> Vec<(usize, usize)> {
    let engine = (demo.engine)();
    SEEDS
        .map(|seed| {
            let report = engine
                .run_random(&Config::with_seed(seed).scenarios(100_000))
                .expect_err("the faulty demo must fail");
            let minimal = demo
                .minimal_steps_for(&report.failure)
                .expect("a stated minimum");
            (report.failure.steps, minimal)
        })
        .collect()
}

#[test]
fn parray_always_shrinks_to_make_set_get_on_the_old_array() {
    let engine = demos::parray::faulty_engine();
    // Seeds 1 to 200 (issue 14): every one reaches the minimal 3 steps.
    for seed in 1..=200 {
        let report = engine
            .run_random(&Config::with_seed(seed).scenarios(100_000))
            .expect_err("Ed's bug must be found");
        assert_eq!(report.failure.steps, 3, "seed {seed}:\n{report}");
        // After `#[test]`, the `fn` line and the `use` lines.
        let body: Vec<&str> = report
            .reproducer
            .lines()
            .skip(2)
            .skip_while(|l| l.starts_with("    use "))
            .collect();
        assert!(
            body[0].starts_with("    let a0 = PArray::make("),
            "seed {seed}:\n{report}"
        );
        assert!(
            body[1].starts_with("    let _a1 = a0.set("),
            "seed {seed}:\n{report}"
        );
        assert!(
            body[2].starts_with("    assert_eq!(a0.get("),
            "seed {seed}:\n{report}"
        );
        assert!(
            body[2].contains("// candidate returned"),
            "seed {seed}:\n{report}"
        );
    }
}

/// The faulty demos where the shrinker does not yet reach the minimum for 19 seeds of 20, with
/// the seeds of 20 that it reaches today: a floor, so that a change that makes shrinking worse
/// fails here. Shrinking is deterministic, so these are exact. `rope`: since the schedule
/// lets failed passes sleep (issue 33), two seeds stop at 4 calls of the minimal 3 (19 before).
/// `pvec` and `sched`: since the default fuel doubled to 200 (issue 34), a few seeds start
/// from scenarios of up to 190 steps and stop at a local minimum: `pvec` 2 seeds (30 of 29
/// steps, and 35 of 32 where pushes and pops alternate), `sched` 3 (29 or 31 of 27); at least
/// 19 of 20 at a fuel of 100. (A third `pvec` seed stopped at 49 of 32 steps, a chain of pushes
/// too long by 16, until the shrinker's `delete_blocks` pass deleted such runs whole.)
/// `sched`, `bigset` and `priority-queue-1-3-0`: since a constructor is chosen once in 32
/// steps rather than 8 (issue 34), random mode finds other scenarios, with more entries in one
/// value; `sched` stops at a local minimum for 7 seeds (29 to 37 of 27 steps, pops
/// interleaved with the schedules and cancels that a shorter scenario would drop together),
/// `bigset` for 2 (an `insert` that only crosses the size threshold with the `extend` after
/// it), `priority-queue-1-3-0` for 2 (12 of 7).
const SHORTFALLS: &[(&str, usize)] = &[
    ("rope", 18),
    ("pvec", 18),
    ("sched", 13),
    ("bigset", 18),
    ("priority-queue-1-3-0", 18),
];

fn shrinks_to_its_minimal_length(name: &str) {
    let demo = demos::find(name).expect("a demo");
    let lengths = shrunk_lengths(demo);
    assert!(
        lengths.iter().all(|&(n, minimal)| n >= minimal),
        "{name}: shorter than the stated minimum (length, minimum): {lengths:?}"
    );
    let hits = lengths.iter().filter(|&&(n, minimal)| n == minimal).count();
    let needed = SHORTFALLS
        .iter()
        .find(|(n, _)| *n == name)
        .map_or(19, |&(_, k)| k);
    assert!(
        hits >= needed,
        "{name}: minimal for only {hits} of 20 seeds (at least {needed}), (length, minimum): {lengths:?}"
    );
}

/// One test per faulty demo with a stated minimum, so that they run in parallel.
macro_rules! minimal {
    ($($test:ident: $name:literal,)*) => {$(
        #[test]
        fn $test() {
            shrinks_to_its_minimal_length($name);
        }
    )*};
}

minimal! {
    parray_is_minimal: "parray",
    gen_is_minimal: "gen",
    sparray_is_minimal: "sparray",
    ptset_is_minimal: "ptset",
    bag_det_is_minimal: "bag-det",
    bag_nondet_is_minimal: "bag-nondet",
    sort_is_minimal: "sort",
    retain_is_minimal: "retain",
    drain_is_minimal: "drain",
    misc_choose_remove_is_minimal: "misc-choose-remove",
    misc_construct_option_is_minimal: "misc-construct-option",
    misc_pop_empty_is_minimal: "misc-pop-empty",
    misc_map_choose_is_minimal: "misc-map-choose",
    misc_nondet_pair_left_is_minimal: "misc-nondet-pair-left",
    misc_nondet_pair_right_is_minimal: "misc-nondet-pair-right",
    expr_is_minimal: "expr",
    stackvm_is_minimal: "stackvm",
    pairs_is_minimal: "pairs",
    varint_is_minimal: "varint",
    prefixset_is_minimal: "prefixset",
    arena_is_minimal: "arena",
    intervals_is_minimal: "intervals",
    textbuf_is_minimal: "textbuf",
    histogram_is_minimal: "histogram",
    btree_is_minimal: "btree",
    pvec_is_minimal: "pvec",
    sched_is_minimal: "sched",
    hashtab_is_minimal: "hashtab",
    bigset_is_minimal: "bigset",
    rope_is_minimal: "rope",
    ring_is_minimal: "ring",
    stack_is_minimal: "stack",
    parray_full_is_minimal: "parray-full",
    seq_is_minimal: "seq",
    fixedbitset_0_5_7_is_minimal: "fixedbitset-0-5-7",
    priority_queue_1_3_0_is_minimal: "priority-queue-1-3-0",
    lang_email_is_minimal: "lang-email",
    lang_safepath_is_minimal: "lang-safepath",
    lang_roundtrip_is_minimal: "lang-roundtrip",
    contracts_is_minimal: "contracts",
    determinism_is_minimal: "determinism",
    interference_is_minimal: "interference",
    floatsum_is_minimal: "floatsum",
    idempotent_is_minimal: "idempotent",
    monotone_is_minimal: "monotone",
    txn_is_minimal: "txn",
    archive_is_minimal: "archive",
    kvclient_is_minimal: "kvclient",
}

#[test]
fn every_demo_with_a_stated_minimum_is_checked_here() {
    let source = include_str!("shrink_quality.rs");
    for demo in demos::all().filter(|d| d.minimal_steps.is_some()) {
        assert!(
            source.contains(&format!("_is_minimal: \"{}\",", demo.name)),
            "{} states a minimum but has no test here",
            demo.name
        );
    }
}
