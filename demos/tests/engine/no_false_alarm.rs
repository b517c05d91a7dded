//! Every demo survives arbitrary bytes: a working candidate never fails on any buffer, and no
//! buffer makes the engine panic, whatever the candidate.

use std::panic::{catch_unwind, AssertUnwindSafe};

use monolith_core::{Config, Engine, Report};

/// xorshift64*: a deterministic source of test buffers, no crate needed.
struct XorShift(u64);

impl XorShift {
    fn new(seed: u64) -> XorShift {
        XorShift(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    /// A buffer of random length; some buffers favour small bytes (boundary values, the first
    /// operations, short lengths).
    fn buffer(&mut self) -> Vec<u8> {
        let len = match self.below(4) {
            0 => self.below(16),
            1 => self.below(128),
            _ => self.below(1024),
        } as usize;
        let small = self.below(3) == 0;
        (0..len)
            .map(|_| {
                let b = self.next() >> 56;
                if small {
                    (b % 4) as u8
                } else {
                    b as u8
                }
            })
            .collect()
    }
}

/// How many buffers each demo gets.
const BUFFERS: usize = 3_000;

/// A seed per demo, from its name.
fn seed_of(name: &str) -> u64 {
    name.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}

/// Runs `bytes`, returns the report of a failure, and fails the test if the engine panics.
fn run(engine: &Engine, name: &str, bytes: &[u8], config: &Config) -> Option<Box<Report>> {
    catch_unwind(AssertUnwindSafe(|| {
        engine.run_bytes_with(bytes, config).err().map(Box::new)
    }))
    .unwrap_or_else(|_| panic!("demo {name}: the engine panicked on {bytes:?}"))
}

#[test]
fn working_demos_pass_on_any_bytes() {
    let config = Config::default().shrink(false);
    let mut demos_seen = 0;
    for demo in demos::all().filter(|d| !d.faulty) {
        demos_seen += 1;
        let engine = (demo.engine)();
        let mut rng = XorShift::new(seed_of(demo.name));
        for _ in 0..BUFFERS {
            let bytes = rng.buffer();
            if let Some(report) = run(&engine, demo.name, &bytes, &config) {
                panic!("demo {}: false alarm on {bytes:?}:\n{report}", demo.name);
            }
        }
    }
    assert!(demos_seen >= 3);
}

#[test]
fn faulty_demos_never_panic_on_any_bytes() {
    let config = Config::default().shrink(false);
    let mut shrinking = Config::default();
    shrinking.shrink_attempts = 300;
    // And one in a thousand to the end, so that every pass meets arbitrary bytes.
    let full = Config::default();
    for demo in demos::all().filter(|d| d.faulty) {
        let engine = (demo.engine)();
        let mut rng = XorShift::new(seed_of(demo.name));
        let mut failures = 0;
        for k in 0..BUFFERS {
            let bytes = rng.buffer();
            // Shrink a few of them too, within a small budget.
            let config = match k {
                _ if k % 1000 == 500 => &full,
                _ if k % 100 == 0 => &shrinking,
                _ => &config,
            };
            if let Some(report) = run(&engine, demo.name, &bytes, config) {
                failures += 1;
                assert!(report.reproducer.starts_with("#[test]\n"), "{report}");
                assert!(report.reproducer.ends_with("}\n"), "{report}");
                assert!(!report.failure.kind.blames_spec(), "{report}");
            }
        }
        // The paper's bugs are shallow enough for a few thousand random buffers; the planted
        // ones need deep states or rare values (tests/planted/main.rs finds them).
        let shallow = demos::DEMOS.iter().any(|d| d.name == demo.name);
        assert!(
            failures > 0 || !shallow,
            "demo {}: random bytes never found its bug",
            demo.name
        );
    }
}
