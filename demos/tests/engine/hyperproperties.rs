//! Contracts, hyperproperties and laws (issue 9) go through regression files like any other
//! failure: each demo's failure is saved with its kind, and a later run replays it first. The
//! byte and token replays of every faulty demo are in `every_demo.rs`, the libFuzzer and AFL++
//! harnesses in `fuzz/` (`scripts/ci-fuzz-smoke.sh` runs each faulty target until it fails).

use monolith_core::persist::{FileRegressions, Persistence};
use monolith_core::{Config, FailureKind};

const DEMOS: &[(&str, FailureKind)] = &[
    ("contracts", FailureKind::Contract),
    ("floatsum", FailureKind::Contract),
    ("determinism", FailureKind::Nondeterministic),
    ("interference", FailureKind::Interference),
    ("idempotent", FailureKind::NotIdempotent),
    ("monotone", FailureKind::NotMonotone),
];

fn config(seed: u64, dir: &std::path::Path) -> Config {
    let mut config = Config::with_seed(seed).scenarios(100_000).regressions(dir);
    config.progress = false;
    config
}

#[test]
fn each_kind_is_saved_to_a_regression_file_and_replayed_first() {
    for &(name, kind) in DEMOS {
        let dir = std::env::temp_dir().join(format!(
            "monolith-hyperproperties-{name}-{}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        let engine = (demos::find(name).expect("a demo").engine)();
        let first = engine
            .run_random(&config(1, &dir))
            .expect_err("the faulty demo fails");
        assert_eq!(first.failure.kind, kind, "{name}: {first}");
        let files = FileRegressions::new(&dir).load(&engine.reproducer_name());
        assert_eq!(files.len(), 1, "{name}: one file");
        let saved = files[0].1.as_ref().expect("a readable file");
        assert_eq!(saved.kind, kind, "{name}");
        assert_eq!(saved.reproducer, first.reproducer, "{name}");
        // Another seed replays the saved failure first: the same failure, no new file.
        let second = engine
            .run_random(&config(2, &dir))
            .expect_err("the saved failure replays");
        assert_eq!(second.failure.kind, kind, "{name}: {second}");
        assert_eq!(
            second.failure.steps, first.failure.steps,
            "{name}: {second}"
        );
        assert_eq!(second.bytes, first.bytes, "{name}: {second}");
        assert_eq!(
            FileRegressions::new(&dir)
                .load(&engine.reproducer_name())
                .len(),
            1,
            "{name}"
        );
        std::fs::remove_dir_all(&dir).expect("the directory was made");
    }
}
