//! Values that must stay equal, or move together, shrink together (issue 14): two keys that
//! must collide in a hash table's home slot shrink to the simplest colliding pair, a key
//! inserted and looked up stays one key while it is lowered. Work is bounded by scenario
//! counts.

use monolith_core::{spec::*, Config, Engine};
use std::collections::BTreeSet;

/// A set of keys whose lookup forgets a key when another key of the same home slot (the key
/// modulo 16) came in after it.
#[derive(Default)]
struct Table(Vec<u64>);

impl Table {
    fn insert(&mut self, k: u64) -> bool {
        if self.0.contains(&k) {
            return false;
        }
        self.0.push(k);
        true
    }

    fn contains(&self, k: u64) -> bool {
        let Some(i) = self.0.iter().position(|&x| x == k) else {
            return false;
        };
        !self.0[i + 1..].iter().any(|&x| x % 16 == k % 16)
    }
}

fn engine() -> Engine {
    let mut e = Engine::new();
    let t = e.abstract_type::<BTreeSet<u64>, Table>("t");
    e.declare(
        "Table::new",
        args().returns(t.clone()),
        BTreeSet::new,
        Table::default,
    );
    e.declare(
        "insert",
        args().arg(t.by_mut()).arg(int::<u64>()).returns(bool()),
        |s: &mut BTreeSet<u64>, k: u64| s.insert(k),
        Table::insert,
    )
    .method();
    e.declare(
        "contains",
        args().arg(t.by_ref()).arg(int::<u64>()).returns(bool()),
        |s: &BTreeSet<u64>, k: u64| s.contains(&k),
        |t: &Table, k: u64| t.contains(k),
    )
    .method();
    e
}

#[test]
fn two_keys_that_collide_shrink_to_the_simplest_colliding_pair() {
    let engine = engine();
    for seed in 1..=10 {
        let report = engine
            .run_random(&Config::with_seed(seed).scenarios(100_000))
            .expect_err("colliding keys are forgotten");
        let calls: Vec<&str> = report
            .reproducer
            .lines()
            .map(str::trim)
            .filter(|l| l.contains("t0."))
            .collect();
        assert_eq!(
            calls,
            [
                "assert!(t0.insert(0u64));",
                "assert!(t0.insert(16u64));",
                "assert!(t0.contains(0u64)); // candidate returned false",
            ],
            "seed {seed}:\n{}",
            report.reproducer
        );
    }
}
